/**
 * `npm run bench -- --compare REF --paired`: the corpus walk (walk.ts) on REF's engine and on this tree's,
 * round after round, back to back. Suites in processes of their own compare medians taken minutes
 * apart, and on a shared machine the speed moves between them (the same walk has measured 5.8–11 µs a
 * step in one session). Here each round starts one process per side (paired-side.ts), warms each with
 * WARM untimed walks, then times TIMED walks of each in turn, the two never at once and the side that
 * goes first alternating, so each ratio is taken between walks made seconds apart under the same load.
 * Both sides walk REF's levels (its corpus, generated from its lexicon, and its shipped pure Baba
 * levels), so the two walks are the same work even where the lexicon has grown since REF.
 * A fresh pair of processes each round: one process can run the same code a few per cent faster or
 * slower than another for as long as it lives (the same tree paired with itself in two long-lived
 * processes measured 0.97× in one run and 1.00× in the next; both engines in one process, 0.91×).
 * Printed: each round's ratio, then the walk's mean step, the median level's step and the median of the
 * per-level ratios: each side's median over the rounds, and REF ÷ here.
 */
import { type ChildProcess, fork } from "node:child_process";
import { join } from "node:path";
import type { LevelDef } from "../src/engine/grid";
import type { PairedAsk } from "./paired-side";
import { formatTime, median } from "./report";

/**
 * Untimed walks of each side before its timed ones, each round: an engine's code reaches its steady speed
 * after about six walks of the corpus (the first takes about ten times as long, the second three).
 */
const WARM = 6;

/** Timed walks of each side per round, taken in turn with the other side's. */
const TIMED = 3;

/** One side's figures: per level its time per step (ns) in each round, and per round the mean step (ns). */
interface Figures {
  perLevel: number[][];
  means: number[];
}

/** The next message `child` sends, or an Error naming `label` if it exits first or answers with an error. */
function reply<T>(child: ChildProcess, label: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const onExit = (code: number | null) =>
      reject(new Error(`--paired: ${label}'s walk exited (${code}) before it answered`));
    child.once("exit", onExit);
    child.once("message", (m) => {
      child.off("exit", onExit);
      const error = (m as { error?: string } | null)?.error;
      if (error !== undefined) reject(new Error(`--paired: ${label}: ${error}`));
      else resolve(m as T);
    });
  });
}

/** Sends `ask` to `child` and waits for its answer. */
function ask<T>(child: ChildProcess, label: string, what: PairedAsk): Promise<T> {
  child.send(what);
  return reply<T>(child, label);
}

/** Starts `root`'s side (its bench/paired-side.ts, which walks that tree's engine); resolves to its level count once loaded. */
function start(root: string, label: string, children: ChildProcess[]): Promise<number> {
  const child = fork(join(root, "bench", "paired-side.ts"), [], {
    cwd: root,
    execArgv: ["--import", "tsx"],
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  children.push(child);
  return reply<number>(child, label);
}

/** One walk of `child`: per level, its time per step (ns). */
const walk = (child: ChildProcess, label: string) => ask<number[]>(child, label, { ask: "round" });

/** Adds one round's walk to `f`. */
function record(f: Figures, ns: readonly number[]): void {
  for (let l = 0; l < ns.length; l++) (f.perLevel[l] ??= []).push(ns[l]);
  f.means.push(ns.reduce((a, b) => a + b, 0) / ns.length);
}

/**
 * The paired walk of the ref checked out at `dir` (labelled `ref`) and this tree (`root`), `rounds`
 * rounds, each with a fresh process per side.
 */
export async function pairedWalk(ref: string, dir: string, root: string, rounds: number): Promise<void> {
  let names: string[] = [];
  const there: Figures = { perLevel: [], means: [] };
  const here: Figures = { perLevel: [], means: [] };
  console.log(
    `\n## paired corpus walk: ${rounds} round${rounds === 1 ? "" : "s"} (CPU time), a fresh process per side each round, ${WARM} walks to warm, ${TIMED} timed`,
  );
  for (let r = 1; r <= rounds; r++) {
    const children: ChildProcess[] = [];
    try {
      await Promise.all([start(dir, ref, children), start(root, "here", children)]);
      // Both walk REF's levels: its corpus (from its lexicon) and its shipped levels, which this tree's
      // engine reads as well (an older engine may not read a newer tree's words).
      const levels = await ask<{ defs: LevelDef[]; generated: number }>(children[0], ref, { ask: "defs" });
      await ask<number>(children[1], "here", { ask: "use", ...levels });
      names = levels.defs.map((d, i) => d.name ?? `level ${i}`);
      if (r === 1)
        console.log(
          `  ${levels.defs.length} levels: ${ref}'s corpus (${levels.generated}) and shipped levels`,
        );
      const sides = [
        { child: children[0], label: ref, into: there },
        { child: children[1], label: "here", into: here },
      ];
      for (let w = 0; w < WARM; w++) for (const s of sides) await walk(s.child, s.label);
      for (let t = 0; t < TIMED; t++)
        for (const s of (r + t) % 2 === 1 ? [...sides].reverse() : sides)
          record(s.into, await walk(s.child, s.label));
    } finally {
      for (const c of children) c.kill();
    }
    const [x, y] = [median(there.means.slice(-TIMED)), median(here.means.slice(-TIMED))];
    console.log(
      `  round ${r}: ${ref} ${formatTime(x)}, here ${formatTime(y)} a step: ${(x / y).toFixed(2)}×`,
    );
  }
  console.log(`\n${pairedTable(ref, there, here)}`);
  console.log(`\n${heaviest(names, there, here)}`);
  console.log(`\n${mostChanged(names, there, here)}`);
}

/** The table: each figure's median over the rounds on each side and REF ÷ here, with the rounds' spread. */
function pairedTable(ref: string, there: Figures, here: Figures): string {
  const ratios: number[] = []; // each round's, as its line printed: the medians of its timed walks
  for (let i = 0; i < there.means.length; i += TIMED)
    ratios.push(median(there.means.slice(i, i + TIMED)) / median(here.means.slice(i, i + TIMED)));
  const [a, b] = [there.perLevel.map(median), here.perLevel.map(median)];
  const perLevel = a.map((x, i) => x / b[i]);
  const spread = `rounds ${Math.min(...ratios).toFixed(2)}–${Math.max(...ratios).toFixed(2)}×`;
  const walk = median(there.means) / median(here.means);
  const lines = [
    `| figure | ${ref} | here | ${ref} ÷ here |`,
    "| --- | ---: | ---: | ---: |",
    `| the walk, mean step | ${formatTime(median(there.means))} | ${formatTime(median(here.means))} | ${walk.toFixed(2)}× (${spread}) |`,
    `| the median level's step | ${formatTime(median(a))} | ${formatTime(median(b))} | ${(median(a) / median(b)).toFixed(2)}× |`,
    `| the median of the per-level ratios | | | ${median(perLevel).toFixed(2)}× |`,
  ];
  return lines.join("\n");
}

/** How many of the levels that weigh most in the walk `heaviest` names. */
const HEAVIEST = 8;

/** The levels that weigh most in this tree's walk (its mean is theirs as much as the rest's), each with REF ÷ here. */
function heaviest(names: readonly string[], there: Figures, here: Figures): string {
  const [a, b] = [there.perLevel.map(median), here.perLevel.map(median)];
  const total = b.reduce((x, y) => x + y, 0);
  const order = b.map((_, i) => i).sort((i, j) => b[j] - b[i]);
  const rows = order
    .slice(0, HEAVIEST)
    .map(
      (i) =>
        `${names[i]} ${formatTime(b[i])} (${((100 * b[i]) / total).toFixed(1)} %, ${(a[i] / b[i]).toFixed(2)}×)`,
    );
  return `the levels that weigh most here (a step, share of the walk, REF ÷ here):\n  ${rows.join("\n  ")}`;
}

/**
 * The levels that account for most of the difference between the two walks' means: those whose step
 * changed most in time, REF's step less this tree's (a level slower here counts against this tree), with
 * each side's step and the ratio. A mean that moves while the median level's step does not is a few
 * levels' doing, and these are they.
 */
function mostChanged(names: readonly string[], there: Figures, here: Figures): string {
  const [a, b] = [there.perLevel.map(median), here.perLevel.map(median)];
  const order = b.map((_, i) => i).sort((i, j) => Math.abs(b[j] - a[j]) - Math.abs(b[i] - a[i]));
  const rows = order
    .slice(0, HEAVIEST)
    .map((i) => `${names[i]} ${formatTime(a[i])} → ${formatTime(b[i])} (${(a[i] / b[i]).toFixed(2)}×)`);
  return `the levels whose step changed most (REF → here, REF ÷ here):\n  ${rows.join("\n  ")}`;
}
