/**
 * `npm run bench -- --steps`: the corpus walk's steps (bench/walk.ts) sorted by what each did, with the
 * median time of each sort. Issue 13 item 1 asks for a median step of at most 0.4 µs; this shows which
 * steps the median falls among and what they cost, so an optimisation can aim at the steps that set it.
 * Each step is timed as the suite's median single step times it (its `won()`/`lost()` reads and its undo,
 * if any, less the clock's own cost), in several walks of fresh copies after warm-up walks; a step's
 * time is the median of its walks' times. What a step did is read in the first warm-up walk.
 */
import * as grid from "../src/engine/grid";
import { median } from "./report";
import { loadWalk, timerCost, WALK, type Walk } from "./walk";

/**
 * What a step did: the first of these that holds, in this order. A won or lost step is undone by the
 * walk, so it counts here whatever else it did.
 */
export const STEP_KINDS = [
  "won or lost, undone",
  "rules changed",
  "objects made or destroyed",
  "several objects moved",
  "one object moved",
  "nothing moved",
] as const;
export type StepKind = (typeof STEP_KINDS)[number];

/** What `stepKind` compares: the level before the step. */
export interface Before {
  rules: string;
  ids: number;
  alive: number;
  x: number[];
  y: number[];
}

const aliveCount = (level: grid.Level): number => {
  let n = 0;
  for (let id = 0; id < level.nextId; id++) n += level.alive[id] ? 1 : 0;
  return n;
};

/** What `stepKind` needs of `level` before a step. */
export function before(level: grid.Level): Before {
  return {
    rules: grid.activeRules(level).join("\n"),
    ids: level.nextId,
    alive: aliveCount(level),
    x: level.x.slice(0, level.nextId),
    y: level.y.slice(0, level.nextId),
  };
}

/** What the step from `was` to `level` did (`undone`: it won or lost, and was undone). */
export function stepKind(was: Before, level: grid.Level, undone: boolean): StepKind {
  if (undone) return "won or lost, undone";
  if (grid.activeRules(level).join("\n") !== was.rules) return "rules changed";
  if (level.nextId !== was.ids || aliveCount(level) !== was.alive) return "objects made or destroyed";
  let moved = 0;
  for (let id = 0; id < was.ids; id++) if (level.x[id] !== was.x[id] || level.y[id] !== was.y[id]) moved++;
  return moved > 1 ? "several objects moved" : moved === 1 ? "one object moved" : "nothing moved";
}

/** Each step of the walk: what it did, its median time in ns, and its level's ids after it. */
export interface StepTimes {
  kinds: StepKind[];
  ns: Float64Array;
  ids: Int32Array;
}

/**
 * Walks every level of `walk` `warm` times untimed, then `timed` times, each step timed apart; returns
 * each step's kind and ids, read in the first walk (the same in every walk: the walk is seeded), and its
 * median time over the timed walks.
 */
export function timeSteps(walk: Walk, warm: number, timed: number): StepTimes {
  const n = walk.starts.length * WALK;
  const kinds: StepKind[] = new Array(n);
  const ids = new Int32Array(n);
  const times = Array.from({ length: timed }, () => new Float64Array(n));
  const clock = timerCost();
  for (let r = 0; r < warm + timed; r++) {
    const levels = walk.starts.map(grid.cloneLevel);
    for (let l = 0; l < levels.length; l++) {
      const level = levels[l];
      for (let i = 0; i < WALK; i++) {
        const k = l * WALK + i;
        const was = r === 0 ? before(level) : null; // (read in the first walk, so no timed walk pays for it)
        const t = performance.now();
        grid.step(level, walk.streams[l][i]);
        const undone = grid.isWon(level) || grid.isLost(level);
        if (undone) grid.undo(level);
        const dt = performance.now() - t;
        if (r >= warm) times[r - warm][k] = Math.max(0, dt - clock) * 1e6;
        if (was) {
          kinds[k] = stepKind(was, level, undone);
          ids[k] = level.nextId;
        }
      }
    }
  }
  const ns = new Float64Array(n);
  const each = new Float64Array(timed);
  for (let k = 0; k < n; k++) {
    for (let r = 0; r < timed; r++) each[r] = times[r][k];
    ns[k] = median(each);
  }
  return { kinds, ns, ids };
}

/** One row of the table: a kind (or "every step"), its steps, their share, median time and median ids. */
export interface KindRow {
  kind: StepKind | "every step";
  steps: number;
  share: number;
  ns: number;
  ids: number;
}

/** The table of `t`: every step first, then each kind that some step did, in STEP_KINDS' order. */
export function kindRows(t: StepTimes): KindRow[] {
  const rowOf = (kind: KindRow["kind"], pick: (k: number) => boolean): KindRow | null => {
    const ns: number[] = [];
    const ids: number[] = [];
    for (let k = 0; k < t.kinds.length; k++)
      if (pick(k)) {
        ns.push(t.ns[k]);
        ids.push(t.ids[k]);
      }
    if (ns.length === 0) return null;
    return {
      kind,
      steps: ns.length,
      share: ns.length / t.kinds.length,
      ns: median(ns),
      ids: median(ids),
    };
  };
  const rows = [rowOf("every step", () => true)];
  for (const kind of STEP_KINDS) rows.push(rowOf(kind, (k) => t.kinds[k] === kind));
  return rows.filter((r): r is KindRow => r !== null);
}

/** `--steps`: times the corpus walk's steps and prints the table. */
export function stepKinds(warm = 6, timed = 7): void {
  const walk = loadWalk();
  console.log(
    `the corpus walk, ${walk.starts.length} levels × ${WALK} steps: ${warm} walks to warm up, then ${timed} timed`,
  );
  const rows = kindRows(timeSteps(walk, warm, timed));
  console.log(
    `\n| what the step did | steps | share | median time | median ids |\n| --- | ---: | ---: | ---: | ---: |`,
  );
  for (const r of rows)
    console.log(
      `| ${r.kind} | ${r.steps} | ${(100 * r.share).toFixed(1)} % | ${(r.ns / 1000).toFixed(2)} µs | ${r.ids} |`,
    );
}
