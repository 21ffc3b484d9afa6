/**
 * DONE (docs/rules.md §5.5), the first step of the hazard phase, before MORE, as the game's `block()` has it
 * (`Lua/blocks.lua`, the copy docs/rules.md §5.5 cites; the DONE lines at its head): unless the ending
 * runs (`ENDINGGOING`) or the block is a `small` one, `getunitswitheffect("done")` lists the alive objects
 * a DONE rule holds for (its conditions tested with `testcond`, a NOT rule taking it away), and each is
 * taken off the board at once: an undo record `"done"`, then `delunit` (and `dynamicat`). It is not
 * `delete`, so:
 * - it leaves nothing it HAS (`delete` alone calls `inside`);
 * - SAFE does not spare it (no `issafe` is asked), nor does FLOAT matter (no cell is shared);
 * - it is no destruction: no destroy sound, particles or `deleted` mark; the object floats away.
 * The steps after it (MORE, SINK, BOOM …) no longer see it. A DONE word takes itself off, and its rule
 * breaks (`delunit` of text sets `updatecode`). `EMPTY IS DONE` only plays a sound (`levelblock`'s
 * `emptydone`): nothing leaves.
 *
 * Here: the holders (hosted.ts `holdersOf`: alive, id order, conditional rules and NOT read) leave together
 * through the destroy hook without HAS (spawns.ts `withoutItems`, as `X IS NOT X`'s deletion), each recorded
 * `Done` with the rule that gave it DONE. DONE has no bit (behaviours.ts `LISTED_BEHAVIOURS`); a lexicon
 * without the word, or rules that give it to no kind, make the step return at once.
 */

import { holdersOf } from "../hosted";
import { latestCause, note, touch } from "../journal";
import { giver } from "../journal-rules";
import type { GridCause } from "../records";
import type { DestroyHook, Level } from "../types";
import { withoutItems } from "./spawns";

/** The property word this step reads. */
export const DONE = "DONE";

const HOLDERS: number[] = []; // scratch: the DONE objects, id order

/**
 * The DONE step: every DONE object leaves the board at once, through `destroy` without HAS items, each
 * recorded `Done` first when the level keeps a journal.
 */
export function donePhase(level: Level, destroy: DestroyHook): void {
  const word = level.lexicon.index[DONE];
  if (word === undefined || holdersOf(level, word, HOLDERS).length === 0) return;
  const ids = [...HOLDERS];
  if (level.journal) noteDone(level, ids);
  withoutItems(destroy)(level, ids);
}

/** One `Done` record per object, caused by the rule that gave it DONE; every cause read before any is noted. */
function noteDone(level: Level, ids: readonly number[]): void {
  const j = level.journal!;
  const causes = ids.map((id): GridCause => {
    const rule = giver(level, id, DONE);
    return { kind: "rule", rule, line: latestCause(j, [id], [rule.rule]) };
  });
  ids.forEach((id, i) => {
    const at = [level.x[id], level.y[id]] as const;
    touch(level, id, note(level, { type: "Done", id, at }, causes[i]));
  });
}
