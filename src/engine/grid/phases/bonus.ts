/**
 * BONUS (docs/rules.md §5.5), a phase of its own after the win check, as the game's `block()` has it
 * (`Lua/blocks.lua`, the copy docs/rules.md §5.5 cites): its last loop takes the YOU units still alive
 * after EAT and MAKE, and for each one and each BONUS rule (not EMPTY's) finds the units the rule names on
 * its cell (`findtype(rule, x, y, 0)`: the YOU unit itself too) that `floating` says float as it does; each
 * such one counts a bonus (`MF_bonus(1)`, undone by its `{"bonus", 1}` undo record) and, unless `issafe`,
 * joins the deletions that `handledels` makes after the loop. The win check runs in that same loop before
 * anything goes, so here BONUS follows the win: a WIN object that is BONUS still wins.
 *
 * BONUS is a listed property (behaviours.ts `LISTED_BEHAVIOURS`, no bit): the phase asks `mayHold` first
 * and the turn plan leaves it out while no rule in force gives BONUS (`bonusActs`).
 */

import { BONUS_MOST } from "../bonus-count";
import { givenBy, hasHosted, mayHold } from "../hosted";
import { noteCollected } from "../journal-bonus";
import type { Lexicon } from "../lexicon";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, propsAmong } from "../props-of";
import { isSafe } from "../safe";
import type { DestroyHook, Level, RuleState, TurnInput } from "../types";

/**
 * Whether the BONUS phase can act under the rules `f` of a level of lexicon `lex`: some rule gives BONUS
 * (hosted.ts `given`, conditional ones too) and some kind may be YOU.
 */
export const bonusActs = (f: RuleState, B: Bits, lex: Lexicon): boolean =>
  (f.anyProps & B.YOU) !== 0 && givenBy(f, lex.index.BONUS ?? -1);

const YOU: number[] = []; // scratch: the YOU objects, in age order (the phase runs no hook before it is read)

/**
 * The collections of this turn, as pairs in one list (`[collector, collected, …]`): each YOU object in age
 * order, with each BONUS object on its cell and float level (itself included), oldest first.
 */
export function collections(level: Level, B: Bits, word: number): number[] {
  const out: number[] = [];
  const n = collectHaving(level, B.YOU, YOU);
  const { head, next, width, x, y } = level;
  for (let i = 0; i < n; i++) {
    const u = YOU[i];
    const float = propsAmong(level, u, B.FLOAT);
    const from = out.length;
    for (let o = head[y[u] * width + x[u]]; o >= 0; o = next[o])
      if (propsAmong(level, o, B.FLOAT) === float && hasHosted(level, o, word)) out.push(u, o);
    sortPairs(out, from);
  }
  return out;
}

/** Sorts the pairs of `out` from `from` on by their second number (a cell's objects are few: insertion). */
function sortPairs(out: number[], from: number): void {
  for (let i = from + 2; i < out.length; i += 2) {
    const o = out[i + 1];
    let j = i - 2;
    for (; j >= from && out[j + 1] > o; j -= 2) out[j + 3] = out[j + 1];
    out[j + 3] = o;
  }
}

/**
 * The BONUS phase (see the file comment): every collection counts one bonus (`Level.bonuses`, at most
 * `BONUS_MOST`), is recorded when the level keeps a journal (`Collected`), and the BONUS objects collected
 * that are not SAFE go to `destroy` together, oldest first.
 */
export function bonusPhase(level: Level, _input: TurnInput, destroy: DestroyHook): void {
  const word = level.lexicon.index.BONUS;
  if (word === undefined || !mayHold(level, word)) return;
  const B = bitsOf(level.lexicon);
  const pairs = collections(level, B, word);
  if (pairs.length === 0) return;
  level.bonuses = Math.min(level.bonuses + pairs.length / 2, BONUS_MOST);
  const gone: number[] = [];
  for (let i = 1; i < pairs.length; i += 2)
    if (!gone.includes(pairs[i]) && !isSafe(level, pairs[i], B)) gone.push(pairs[i]);
  if (level.journal) noteCollected(level, pairs, B);
  gone.sort((a, b) => a - b);
  if (gone.length > 0) destroy(level, gone);
}
