/**
 * One side of `npm run bench -- --compare REF --paired` (paired.ts), in a process of its own: it loads
 * the corpus walk of the tree it sits in (walk.ts, bound to that tree's engine) and answers the parent's
 * asks: `defs`, the walk's levels; `use`, walk these levels instead (another tree's); `round`, walk each
 * level once and answer with each level's time per step in nanoseconds, the best of REPS copies, each
 * timed by the process's CPU time.
 */
import type { LevelDef } from "../src/engine/grid";
import { copy, loadWalk, WALK, type Walk, walkLevel, walkOf } from "./walk";

/** What the parent asks (paired.ts). */
export type PairedAsk =
  | { ask: "defs" }
  | { ask: "use"; defs: LevelDef[]; generated: number }
  | { ask: "round" };

/** Copies of each level walked per round; the fastest counts (a walk the scheduler cut into is slower). */
const REPS = 3;

let walk: Walk = loadWalk();

/** One round: per level, its best time per step (ns). */
function round(): number[] {
  return walk.starts.map((start, l) => {
    let best = Infinity;
    for (let r = 0; r < REPS; r++) {
      const level = copy(start);
      const t0 = process.cpuUsage();
      walkLevel(level, walk.streams[l]);
      const t = process.cpuUsage(t0);
      best = Math.min(best, ((t.user + t.system) * 1000) / WALK);
    }
    return best;
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
