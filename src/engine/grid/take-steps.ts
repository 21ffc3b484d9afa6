/**
 * A movement take's steps (docs/rules.md §5.4, §9): a first step for each mover, then one take more per
 * further step a mover has (stacked MOVE, SHIFT or NUDGE rules: move-count.ts; FEAR's weight: fear-way.ts), bounded by `MOVE_STEPS`.
 */
import { MoveLimitError } from "./errors";
import { pullBudget } from "./move-pull";
import type { NudgeName } from "./nudge";
import type { Bits } from "./prop-bits";
import { runTake, type WhenBlocked } from "./take-retries";
import type { DestroyHook, Level } from "./types";

/**
 * The steps one movement take may make, its objects' steps added (docs/rules.md §9): a step per listing
 * (§5.4), so stacked MOVE texts multiply the work by the objects they move (3,000 over 3,000 rocks: 71 s
 * and 2.7 GB a turn with a journal). Past it the take throws before its first step.
 */
export const MOVE_STEPS = 1_000_000;

/** The takes whose steps are counted and bounded (YOU's are one per object). */
export type CountedTake = "MOVE" | "SHIFT" | "FEAR" | NudgeName;

/**
 * How a take moves (take-retries.ts `runTake`): its name (its errors' and pulls' budget), what its movers
 * still blocked do, and its heading (-1: each along its facing; else that facing, the movers not turned).
 */
export interface TakeWay {
  readonly name: CountedTake;
  readonly whenBlocked: WhenBlocked;
  readonly heading: number;
  readonly budget: readonly [take: string, limit: number];
}

/** A take's way (`TakeWay`), made once per take name. */
export const takeWay = (name: CountedTake, whenBlocked: WhenBlocked, heading = -1): TakeWay =>
  Object.freeze({ name, whenBlocked, heading, budget: [name, MOVE_STEPS] as const });

/**
 * A first step each for `movers` (a take), then one take more per further step `steps[i]` gives
 * `movers[i]`; the first `turning` of them turn around when blocked (with "turnAround"). More than
 * `MOVE_STEPS` steps in all throw a `MoveLimitError` first.
 */
export function runSteps(
  level: Level,
  movers: number[],
  steps: number[] | null,
  way: TakeWay,
  destroy: DestroyHook,
  B: Bits,
  turning = movers.length,
): void {
  let most = 1;
  let total = 0;
  if (steps !== null)
    for (const c of steps) {
      most = Math.max(most, c);
      total += c;
    }
  if (total > MOVE_STEPS) throw tooManySteps(way.name, total);
  const { whenBlocked, heading } = way;
  const [left, outer] = pullBudget(MOVE_STEPS - (steps === null ? movers.length : total), way.budget); // pulled moves count too (move-pull.ts)
  try {
    runTake(level, movers, whenBlocked, destroy, B, turning, heading);
    for (let s = 1; s < most && steps !== null; s++) {
      const now: number[] = [];
      let turns = 0;
      for (let i = 0; i < movers.length; i++)
        if (steps[i] > s) {
          now.push(movers[i]);
          if (i < turning) turns++;
        }
      runTake(level, now, whenBlocked, destroy, B, turns, heading);
    }
  } finally {
    pullBudget(left, outer);
  }
}

/** The error of a take that would make `total` steps, past `MOVE_STEPS`. */
export const tooManySteps = (take: CountedTake, total: number) =>
  new MoveLimitError(
    `${take}: one take would make ${total} steps, more than ${MOVE_STEPS} (docs/rules.md §9): the ${take} rules in force are listed too often for the objects they move`,
  );
