/**
 * The win check (docs/rules.md §5.5; docs/api.md M9; wiki "WIN"): the level is won when a YOU object is WIN
 * or shares its cell with a WIN object on its float level; once won it stays won.
 */

import { noteWin } from "../journal-deaths";
import { type Bits, bitsOf } from "../kinds";
import { collectHaving, mayHave, propsOf } from "../props-of";
import type { Level, RuleState } from "../types";
import { freshLook, maskAt, slotOf } from "./slots";

/** Whether the win check can act under the rules `f`: some kind may be WIN and some may be YOU. */
export const winActs = (f: RuleState, B: Bits): boolean =>
  (f.anyProps & B.WIN) !== 0 && (f.anyProps & B.YOU) !== 0;

/** The win phase (see the file comment). */
export function winPhase(level: Level): void {
  if (level.won) return;
  const B = bitsOf(level.lexicon);
  if (!winActs(level.inForce, B) || !mayHave(level, B.WIN)) return;
  const n = collectHaving(level, B.YOU, YOU);
  if (n === 0) return;
  freshLook(level);
  for (let i = 0; i < n; i++) {
    const id = YOU[i];
    if (maskAt(slotOf(level, id, B)) & B.WIN) {
      level.won = true;
      if (level.journal) noteWin(level, id);
      return;
    }
  }
}

/** Scratch: the YOU objects of the win check (no hook runs there). */
const YOU: number[] = [];

/** `lost()` (docs/api.md M9): no object is YOU. */
export function isLost(level: Level): boolean {
  const you = bitsOf(level.lexicon).YOU;
  if (!(level.inForce.anyProps & you) || !mayHave(level, you)) return true;
  if (level.inForce.cond === null) return false; // an object of a kind that is YOU is alive
  for (let id = 0; id < level.nextId; id++) if (level.alive[id] && propsOf(level, id) & you) return false;
  return true;
}
