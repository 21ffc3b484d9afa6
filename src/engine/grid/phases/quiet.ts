/**
 * Phases that found nothing (docs/rules.md §5.5): the hazards and the win check each decide from the board
 * and the rules in force alone (no randomness, no clock, nothing of the host), so a run that changed
 * nothing and called no hook would change nothing again on the same board under the same rules. A step
 * in which nothing moved or turned (YOU against a wall, a wait) finds the board as the last run left it:
 * such a run is not made again. "The same board" is the same level, with no object of any level written
 * since (hash.ts `boardWritesSoFar`: every kind, life, cell, facing and cell list write moves it on, undo's
 * and the solver's decoder's too) and the same id counter; "the same rules", the same rules record (a parse
 * that changes the rules makes a new one) and the same hazard list. With the engine's shortcuts off
 * (move-cells.ts `useShortcuts`, the tests' reference) every run is made.
 * Checked against every run made (the shortcuts off) by tests/grid/turn-plan.test.ts and
 * tests/grid/quiet-phases.test.ts.
 */
import { boardWritesSoFar } from "../hash";
import { shortcutsOn } from "../move-cells";
import type { HazardName, Level, RuleState } from "../types";

/** The phases remembered: the hazards, the win check. */
export const HAZARDS_RUN = 0;
export const WIN_RUN = 1;

// Per phase: the board and rules of its last run that found nothing (null: none), and the writes and id
// counter then.
const levels: (Level | null)[] = [null, null];
const rules: (RuleState | null)[] = [null, null];
const lists: (readonly HazardName[] | null)[] = [null, null];
const writes = [-1, -1];
const counters = [-1, -1];

/** Whether phase `p`'s last run that found nothing was on this very board under these very rules. */
export function foundNothingHere(p: number, level: Level): boolean {
  return (
    levels[p] === level &&
    rules[p] === level.inForce &&
    writes[p] === boardWritesSoFar() &&
    counters[p] === level.nextId &&
    lists[p] === level.hazards &&
    shortcutsOn()
  );
}

/**
 * Phase `p` just ran on `level` and, since `before` (`boardWritesSoFar` as it started), wrote nothing and
 * called no hook (`acted` false): it found nothing, and is remembered so. Else whatever was remembered goes.
 */
export function ranHere(p: number, level: Level, before: number, acted: boolean): void {
  const found = acted || boardWritesSoFar() !== before;
  levels[p] = found ? null : level;
  rules[p] = level.inForce;
  lists[p] = level.hazards;
  writes[p] = before;
  counters[p] = level.nextId;
}
