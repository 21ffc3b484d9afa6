/**
 * `npm run bench -- --cold`: issue 13 item 4 as a user meets it. The solver's command is started cold
 * (a fresh process: its compiled bundle loaded, its worker thread started, each thread's compiler
 * warming up on the search itself) on a search of `--states N` states of the open-field level
 * (bench/levels/open-field.json, the reach suite's), once with `--workers 1` and once with
 * `--workers 2`, round after round. The states/s each run prints are compared within a round: the two
 * runs of a round go back to back, the one that goes first alternating, so each ratio is taken under one
 * load. On a shared two-core machine the speed moves between rounds (nine rounds of one tree within
 * minutes read 1.36–1.72×), so the figure to read is the median of the rounds' ratios. The reach suite
 * measures the same search warm (its pool and models kept from one search to the next). With
 * `--compare REF`, REF's command (in its worktree) runs in the same rounds, the trees alternating too.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { markdownTable, median } from "./report";

/** The level searched (relative to a tree's root; a ref's worktree has this tree's bench/). */
const LEVEL = "bench/levels/open-field.json";

/** The compiled solver command's runner, as `npm run solve` starts it. */
const RUNNER = "src/solver/run.mjs";

/** A tree whose command is run: its label ("here", or the ref) and its root folder. */
export interface ColdSide {
  label: string;
  root: string;
}

/** One side's cold runs: states/s with one thread and with two, one of each per round. */
export interface ColdFigures {
  label: string;
  one: number[];
  two: number[];
}

/** The states/s a run of the solver's command printed (`states/s: N`), or an Error naming what it printed instead. */
export function statesPerSecond(stdout: string, label: string): number {
  const m = /^states\/s: (\d+)/m.exec(stdout);
  if (m === null)
    throw new Error(
      `--cold: ${label}'s solver printed no "states/s:" line (it printed: ${stdout.trim() || "nothing"})`,
    );
  return Number(m[1]);
}

/** Run `side`'s solver command cold with `workers` threads on `states` states; resolves to its states/s. */
function coldRun(side: ColdSide, states: number, workers: number): Promise<number> {
  const args = [
    RUNNER,
    "src/solver/cli.ts",
    LEVEL,
    "--max-states",
    String(states),
    "--workers",
    String(workers),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: side.root, stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (d: Buffer) => {
      out += d;
    });
    child.stderr.on("data", (d: Buffer) => {
      err += d;
    });
    child.on("error", reject);
    child.on("exit", (code) => {
      // Exit 1: not solved, as a search stopped by its state budget is.
      if (code !== 0 && code !== 1) {
        const why = err.trim().split("\n").pop() ?? "";
        reject(new Error(`--cold: ${side.label}'s solver exited ${code}${why === "" ? "" : `: ${why}`}`));
        return;
      }
      try {
        resolve(statesPerSecond(out, side.label));
      } catch (e) {
        reject(e);
      }
    });
  });
}

/** The thousands of a states/s figure, grouped (`446,118`). */
const grouped = (n: number) => Math.round(n).toLocaleString("en");

/**
 * `rounds` rounds of each side's command, cold, with one thread and with two (`states` states each),
 * printing a line per round; returns each side's figures. An Error names a side whose tree has no
 * compiled solver command (a ref older than it).
 */
export async function coldRounds(
  sides: readonly ColdSide[],
  rounds: number,
  states: number,
): Promise<ColdFigures[]> {
  for (const side of sides)
    if (!existsSync(join(side.root, RUNNER)))
      throw new Error(`--cold: ${side.label} has no ${RUNNER} (the compiled solver command) to start`);
  console.log(
    `\n## cold --workers 2 against --workers 1: ${LEVEL}, ${grouped(states)} states, ${rounds} round${rounds === 1 ? "" : "s"}, a fresh process per run`,
  );
  const figures = sides.map((s) => ({ label: s.label, one: [] as number[], two: [] as number[] }));
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? sides.map((_, i) => i) : sides.map((_, i) => sides.length - 1 - i);
    for (const i of order) {
      const side = sides[i];
      const threads = r % 2 === 1 ? [1, 2] : [2, 1];
      const got: Record<number, number> = {};
      for (const w of threads) got[w] = await coldRun(side, states, w);
      figures[i].one.push(got[1]);
      figures[i].two.push(got[2]);
      console.log(
        `  round ${r}: ${side.label} one thread ${grouped(got[1])}, two ${grouped(got[2])} states/s: ${(got[2] / got[1]).toFixed(2)}×`,
      );
    }
  }
  return figures;
}

/**
 * The table of cold runs: per side, the median states/s with one thread and with two, the rounds'
 * ratios (lowest to highest) and their median (the figure to read: each ratio is taken under one load).
 */
export function coldTable(figures: readonly ColdFigures[]): string {
  const head = ["tree", "one thread, states/s", "two threads, states/s", "rounds", "median ratio"];
  const rows = figures.map((f) => {
    const ratios = f.two.map((t, i) => t / f.one[i]);
    return [
      f.label,
      grouped(median(f.one)),
      grouped(median(f.two)),
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`,
      `${median(ratios).toFixed(2)}×`,
    ];
  });
  return markdownTable(head, rows);
}

/** The whole `--cold` run over `sides`: the rounds, then the table. */
export async function coldRatios(sides: readonly ColdSide[], rounds: number, states: number): Promise<void> {
  const figures = await coldRounds(sides, rounds, states);
  console.log(`\n${coldTable(figures)}`);
}
