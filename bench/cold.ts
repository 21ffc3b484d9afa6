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
 *
 * Each round also starts two one-thread runs of half the states at once: two searches that share
 * nothing, their states over the later one's time. That is what the machine's two cores give a search
 * of this size split in two with no cost of sharing at all (each process still compiles its own code,
 * as each worker does), the ceiling a two-thread search can be read against: the table gives the two
 * threads' share of it.
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

/**
 * One side's cold runs, one of each per round: states/s with one thread, with two, and of two one-thread
 * runs started at once (added up).
 */
export interface ColdFigures {
  label: string;
  one: number[];
  two: number[];
  pair: number[];
}

/** The runs of a round: one thread, two threads, two one-thread runs at once. */
type Run = "one" | "two" | "pair";
const RUNS: readonly Run[] = ["one", "two", "pair"];

/** The thousands of a figure, grouped (`446,118`). */
const grouped = (n: number) => Math.round(n).toLocaleString("en");

/** What one search of the solver's command reports: the states it explored and its time, in ms. */
export interface Search {
  explored: number;
  ms: number;
}

/**
 * The search a run of the solver's command printed (`states explored: N`, `time: T ms`, in thousands:
 * `1,000,000`, or not, as a tree from before printed them), or an Error naming what it printed instead.
 */
export function searchOf(stdout: string, label: string): Search {
  const explored = /^states explored: ([\d,]+)$/m.exec(stdout);
  const ms = /^time: ([\d,.]+) ms$/m.exec(stdout);
  if (explored === null || ms === null)
    throw new Error(
      `--cold: ${label}'s solver printed no "states explored:" and "time:" lines (it printed: ${stdout.trim() || "nothing"})`,
    );
  const number = (text: string) => Number(text.replaceAll(",", ""));
  return { explored: number(explored[1]), ms: number(ms[1]) };
}

/**
 * `search` when its state budget cut it (it explored the `states` it was given), else an Error naming
 * `run`: a search that ends sooner (the level solved, or every state explored) is not the search of
 * `states` states the rounds compare, and two runs of half as many at once are then no ceiling for it.
 */
export function cutByBudget(search: Search, states: number, run: string): Search {
  if (search.explored === states) return search;
  throw new Error(
    `--cold: ${run} ended after ${grouped(search.explored)} states, before the ${grouped(states)} it was given (the level is solved or every state explored by then): pass --states ${search.explored} or fewer`,
  );
}

/** Run `side`'s solver command cold with `workers` threads on `states` states; resolves to its search. */
function coldRun(side: ColdSide, states: number, workers: number): Promise<Search> {
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
        resolve(cutByBudget(searchOf(out, side.label), states, `${side.label}'s --workers ${workers} run`));
      } catch (e) {
        reject(e);
      }
    });
  });
}

/**
 * States per second of a search (unrounded; not `statesPerSecond` of src/solver/budget.ts: a ref's worktree
 * runs this tree's bench/ against its own src/, which may not have it).
 */
const rate = ({ explored, ms }: Search) => explored / (Math.max(ms, 1e-6) / 1000);

/**
 * Run `side`'s command as `run` asks on `states` states; resolves to the run's states/s. For `pair`, two
 * one-thread runs of half the states each start at once, as if the search were split in two with no
 * cost of sharing: their states over the later one's time.
 */
async function roundRun(side: ColdSide, states: number, run: Run): Promise<number> {
  switch (run) {
    case "one":
      return rate(await coldRun(side, states, 1));
    case "two":
      return rate(await coldRun(side, states, 2));
    case "pair": {
      const half = Math.ceil(states / 2);
      const [a, b] = await Promise.all([coldRun(side, half, 1), coldRun(side, half, 1)]);
      return rate({ explored: a.explored + b.explored, ms: Math.max(a.ms, b.ms) });
    }
    default:
      return run satisfies never;
  }
}

/**
 * `rounds` rounds of each side's command, cold, with one thread, with two and as two one-thread runs at
 * once (`states` states each), printing a line per round; returns each side's figures. The runs of a
 * round go in a different order each round (the first goes last in the next), and so do the sides. An
 * Error names a side whose tree has no compiled solver command (a ref older than it).
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
  const figures = sides.map((s) => ({
    label: s.label,
    one: [] as number[],
    two: [] as number[],
    pair: [] as number[],
  }));
  for (let r = 1; r <= rounds; r++) {
    const order = r % 2 === 1 ? sides.map((_, i) => i) : sides.map((_, i) => sides.length - 1 - i);
    const runs = RUNS.map((_, k) => RUNS[(k + r - 1) % RUNS.length]);
    for (const i of order) {
      const side = sides[i];
      const got = { one: 0, two: 0, pair: 0 };
      for (const run of runs) got[run] = await roundRun(side, states, run);
      figures[i].one.push(got.one);
      figures[i].two.push(got.two);
      figures[i].pair.push(got.pair);
      console.log(
        `  round ${r}: ${side.label} one thread ${grouped(got.one)}, two ${grouped(got.two)} states/s: ${(got.two / got.one).toFixed(2)}×; two one-thread runs at once ${grouped(got.pair)}: ${(got.pair / got.one).toFixed(2)}×`,
      );
    }
  }
  return figures;
}

/** `x` as a whole percentage (`0.876` → `88 %`). */
const percent = (x: number) => `${Math.round(x * 100)} %`;

/**
 * The table of cold runs: per side, the median states/s with one thread and with two, the rounds'
 * ratios (lowest to highest) and their median (the figure to read: each ratio is taken under one load),
 * then the median ratio of two one-thread runs at once (the machine's ceiling for two threads) and the
 * median of the two threads' share of it, round by round.
 */
export function coldTable(figures: readonly ColdFigures[]): string {
  const head = [
    "tree",
    "one thread, states/s",
    "two threads, states/s",
    "rounds",
    "median ratio",
    "two one-thread runs at once: median ratio",
    "two threads' share of that",
  ];
  const rows = figures.map((f) => {
    const ratios = f.two.map((t, i) => t / f.one[i]);
    return [
      f.label,
      grouped(median(f.one)),
      grouped(median(f.two)),
      `${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`,
      `${median(ratios).toFixed(2)}×`,
      `${median(f.pair.map((p, i) => p / f.one[i])).toFixed(2)}×`,
      percent(median(f.two.map((t, i) => t / f.pair[i]))),
    ];
  });
  return markdownTable(head, rows);
}

/** The whole `--cold` run over `sides`: the rounds, then the table. */
export async function coldRatios(sides: readonly ColdSide[], rounds: number, states: number): Promise<void> {
  const figures = await coldRounds(sides, rounds, states);
  console.log(`\n${coldTable(figures)}`);
}
