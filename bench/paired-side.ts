/**
 * One side of `npm run bench -- --compare REF --paired` (paired.ts), in a process of its own: it loads
 * the corpus walk of the tree it sits in (walk.ts, bound to that tree's engine) and answers the parent's
 * asks: `defs`, the walk's levels; `use`, walk these levels instead (another tree's); `round`, walk each
 * level once and answer with each level's time per step in nanoseconds, timed by the process's CPU time.
 */
import type { LevelDef } from "../src/engine/grid";
import { copy, loadWalk, WALK, type Walk, walkLevel, walkOf } from "./walk";

/** What the parent asks (paired.ts). */
export type PairedAsk =
  | { ask: "defs" }
  | { ask: "use"; defs: LevelDef[]; generated: number }
  | { ask: "round" };

let walk: Walk = loadWalk();

/**
 * One walk: per level, its time per step (ns). Every level is copied first and the copies are walked in
 * turn, as the grid-corpus suite walks them (its `beforeEach` copies them all), so the whole corpus is
 * alive while each level is walked, and the garbage collector's pauses fall where they fall. (Copied one
 * at a time instead, the heap is small: e74ce9e's walk took 14.2 µs a step that way against 24.6 µs with
 * every copy alive, while this tree's took 5.5 and 5.7 µs.)
 */
function round(): number[] {
  const copies = walk.starts.map(copy);
  return copies.map((level, l) => {
    const t0 = process.cpuUsage();
    walkLevel(level, walk.streams[l]);
    const t = process.cpuUsage(t0);
    return ((t.user + t.system) * 1000) / WALK;
  });
}

/** The answer to `m`. */
function answer(m: PairedAsk): unknown {
  switch (m.ask) {
    case "defs":
      return { defs: walk.defs, generated: walk.generated };
    case "use":
      walk = walkOf(m.defs, m.generated);
      return walk.defs.length;
    case "round":
      return round();
  }
}

process.on("message", (m: PairedAsk) => {
  let reply: unknown;
  try {
    reply = answer(m);
  } catch (err) {
    reply = { error: err instanceof Error ? err.message : String(err) };
  }
  process.send?.(reply);
});
process.send?.(walk.defs.length);
