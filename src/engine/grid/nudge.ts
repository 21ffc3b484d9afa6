/**
 * NUDGERIGHT, NUDGEUP, NUDGELEFT, NUDGEDOWN (docs/rules.md §5.4; the game's later script, `Lua/movement.lua`,
 * the copy docs/rules.md §5.4 cites: `movecommand` takes 3 to 6, `add_moving_units`):
 * after the MOVE take, a take per word, in the order right, up, left, down (data: content MOVEMENT_TAKES).
 * Each moves the alive holders of its word (listed properties: behaviours.ts `LISTED_BEHAVIOURS`, read
 * through hosted.ts `holdersOf`, id order), but the SLEEP and STILL ones, one step its way with the move rules of
 * every take (push, STOP, PULL, OPEN/SHUT, WEAK, the retries). A holder keeps its facing (the game's
 * `returnolddir`: the move is queued with the unit's own direction); what it pushes or pulls faces the
 * nudge's way. A blocked holder stays (only MOVE's turn around, the game's state 3); a WEAK one is
 * destroyed. A holder listed by n rules takes n steps (the game's `moves + 1` per listing: move-count.ts).
 */
import { givenBy, holdersOf, mayHold } from "./hosted";
import type { Lexicon } from "./lexicon";
import { nudgeSteps } from "./move-count";
import type { RuleState } from "./parsed";
import { bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import { heldIn } from "./take-movers";
import { runSteps, type TakeWay, takeWay } from "./take-steps";
import type { DestroyHook, Level, TakeName } from "./types";

/** The NUDGE takes (docs/rules.md §5.4), each named for the listed property whose holders it moves. */
export type NudgeName = Exclude<TakeName, "YOU" | "MOVE" | "FEAR" | "SHIFT">;

/** Each NUDGE take's way: its facing (FACINGS' index), the way its holders step without turning. */
const WAYS: Readonly<Record<NudgeName, TakeWay>> = {
  NUDGERIGHT: takeWay("NUDGERIGHT", "stay", 0),
  NUDGEUP: takeWay("NUDGEUP", "stay", 1),
  NUDGELEFT: takeWay("NUDGELEFT", "stay", 2),
  NUDGEDOWN: takeWay("NUDGEDOWN", "stay", 3),
};

/** The NUDGE words, in the game's take order. */
export const NUDGES: readonly NudgeName[] = Object.freeze(Object.keys(WAYS) as NudgeName[]);

/** The word index of `take`'s word in `lex`, or -1 when the lexicon lacks it (the take never acts). */
export const nudgeWord = (lex: Lexicon, take: NudgeName): number => lex.index[take] ?? -1;

/** Whether some NUDGE take may act under the rules `f` of a level of lexicon `lex` (turn-plan.ts). */
export function nudgeActs(f: RuleState, lex: Lexicon): boolean {
  if (f.hosted === null) return false;
  for (const take of NUDGES) if (givenBy(f, nudgeWord(lex, take))) return true;
  return false;
}

// Scratch for the take running (a hook's take inside it gets a new one).
let spare: number[] | null = [];

/**
 * The NUDGE take `take`: its word's holders as the take begins, but the SLEEP and STILL ones (the game's
 * `add_moving_units`), each stepping its way once per listing of its rules, the blocked ones staying.
 */
export function nudgeTake(level: Level, take: NudgeName, destroy: DestroyHook): void {
  const w = nudgeWord(level.lexicon, take);
  if (w < 0 || !mayHold(level, w)) return;
  const B = bitsOf(level.lexicon);
  const movers = holdersOf(level, w, spare ?? []);
  spare = null;
  const sleep = heldIn(B, take) & level.inForce.anyProps; // SLEEP and STILL (take-movers.ts `HELD`)
  let n = 0;
  for (const id of movers) if ((propsOf(level, id) & sleep) === 0) movers[n++] = id;
  movers.length = n;
  let steps: number[] | null = null;
  for (let i = 0; i < n; i++) {
    const s = nudgeSteps(level, movers[i], take, w);
    if (s > 1) steps ??= new Array(n).fill(1);
    if (steps !== null) steps[i] = s;
  }
  try {
    if (n > 0) runSteps(level, movers, steps, WAYS[take], destroy, B);
  } finally {
    spare = movers;
  }
}
