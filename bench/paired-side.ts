/**
 * One side of `npm run bench -- --compare REF --paired` (paired.ts), in a process of its own: it loads
 * the corpus walk of the tree it sits in (walk.ts, bound to that tree's engine), says how many levels it
 * has, then walks one round each time the parent asks and answers with each level's time per step in
 * nanoseconds: the best of REPS copies, each timed by the process's CPU time.
 */
import { copy, loadWalk, WALK, walkLevel } from "./walk";

/** Copies of each level walked per round; the fastest counts (a walk the scheduler cut into is slower). */
const REPS = 3;

const walk = loadWalk();

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

process.on("message", () => process.send?.(round()));
process.send?.(walk.defs.length);
