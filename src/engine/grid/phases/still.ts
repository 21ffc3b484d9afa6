/**
 * Phases that found nothing on a board that has not changed since (docs/rules.md §5.5; issue 13): the
 * hazards and the win check read only where objects stand, their kinds and lives, and the rules (each
 * object's properties its kind's, when no conditional rule gives or takes what they read: the caller
 * checks). When one found nothing on a level, and since then no object of any level moved, converted, died
 * or was added (hash.ts `placeWritesSoFar`: an undo, a restore, an edit, a load, the solver's decoder all
 * count; a turn in place does not) and the level's rules record is the same, it finds nothing again: it
 * is skipped. MORE's quiet proof keeps the same mark once it held (more-quiet.ts `MORE_STILL`). A copy
 * of the level is another level. With the engine's shortcuts off (move-cells.ts
 * `useShortcuts`, the reference of tests/grid/still.test.ts) nothing is skipped.
 */
import { placeWritesSoFar } from "../hash";
import { shortcutsOn } from "../move-cells";
import type { Level, RuleState } from "../types";

/** The mark of the hazard phase (hazards.ts). */
export const HAZARDS_STILL = 0;
/** The mark of the win check (win.ts). */
export const WIN_STILL = 1;
/** The mark of MORE's quiet proof (more-quiet.ts): it held, rather than found nothing. */
export const MORE_STILL = 2;

const levels: (Level | null)[] = [null, null, null];
const forces: (RuleState | null)[] = [null, null, null];
const places: number[] = [-1, -1, -1];

/** Phase `which` found nothing on `level` just now. */
export function foundNothing(level: Level, which: number): void {
  levels[which] = level;
  forces[which] = level.inForce;
  places[which] = placeWritesSoFar();
}

/** Phase `which`'s mark is dropped: `stillNothing` says no until it finds nothing again. */
export function forget(which: number): void {
  levels[which] = null;
}

/** Whether phase `which` found nothing on `level` under its rules now, with no object placed anew since. */
export function stillNothing(level: Level, which: number): boolean {
  const still =
    levels[which] === level &&
    forces[which] === level.inForce &&
    places[which] === placeWritesSoFar() &&
    shortcutsOn();
  if (still) skipped++;
  return still;
}

let skipped = 0;

/** How many phases were skipped so far (`stillNothing` said yes): the tests check their walks skip some. */
export const skippedSoFar = (): number => skipped;
