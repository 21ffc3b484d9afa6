/**
 * FALL, FALLRIGHT, FALLUP, FALLLEFT (docs/rules.md §5.5; research §4 step 6): after the conversions, each
 * faller drops its way as far as it can, keeping its facing and pushing nothing; what it meets on each
 * cell is fall-drop.ts's. As the game's `fallblock` (`Lua/blocks.lua`, the copies docs/rules.md §5.5 cites):
 * - the fallers are read once, as the phase begins (`findallfeature` for "fall", "fallright", "fallup",
 *   "fallleft", conditions tested then), and listed in that order of ways: every FALL object (down), then
 *   every FALLRIGHT one, every FALLUP one, every FALLLEFT one; an object of two ways is listed twice;
 * - opposite ways cancel: an object both FALL and FALLUP falls neither way, one both FALLRIGHT and
 *   FALLLEFT neither (the game counts each way per unit and takes one from both);
 * - each listed (object, way) in turn drops all the way; the list is walked again and again (the game's
 *   `settled` loop) until a walk moves nothing, so a FALL AND FALLRIGHT object drops down, then right,
 *   then down again, into the corner; a faller held by one that later moved or died falls on.
 * The game takes each way's fallers in its lists' order (its rules', then the units' age); here oldest
 * first. When one way alone acts (a level of FALL only, as before these words), its fallers are taken the
 * furthest ahead that way first (the lowest first for FALL), ties oldest first: the walks then end as the
 * game's do (a column of PUSH fallers lands as a stack in one walk), and a walk is repeated only when
 * something died in it, since with one way and no death no faller frees a cell ahead of one taken before
 * it. With two ways or more the order can tell (a STOP FALL AND FALLRIGHT object under another lands
 * elsewhere if the lower one drops first), so they are taken oldest first and walked until nothing moves.
 * A faller the phase destroyed is skipped, and so is a STILL one, asked before each of its drops in a walk
 * (the game's `if unit.flags[DEAD] or isstill(unitid,x,y) then valid = false`; stillness.ts).
 * FALL has a bit of the masks; the directional words are listed properties (behaviours.ts
 * `LISTED_BEHAVIOURS`, hosted.ts `holdersOf`). The game's `objectdata.fallen`, which keeps an object to
 * one way in a later `fallblock` call, never binds here: the turn has one fall phase. FALLDOWN is no word
 * of the game (FALL is down) and is not built.
 */

import { givenBy, holdersOf, mayHold } from "../hosted";
import type { Lexicon } from "../lexicon";
import { byLead } from "../move-order";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, mayHave, propsOf } from "../props-of";
import type { DestroyHook, Level, RuleState, TurnInput } from "../types";
import { dropOnce } from "./fall-drop";

/** The directional FALL words, listed properties, with their ways (x, y steps). */
export const FALL_WAYS: readonly (readonly [word: string, dx: number, dy: number])[] = Object.freeze([
  ["FALLRIGHT", 1, 0],
  ["FALLUP", 0, -1],
  ["FALLLEFT", -1, 0],
]);

/** The word index of `word` in `lex`, or -1 when the lexicon lacks it (that way never acts). */
const wordOf = (lex: Lexicon, word: string): number => lex.index[word] ?? -1;

/** Whether the FALL phase can act under the rules `f` (lexicon `lex`): some kind may be FALL or fall a way. */
export function fallActs(f: RuleState, B: Bits, lex: Lexicon): boolean {
  if ((f.anyProps & B.FALL) !== 0) return true;
  if (f.hosted === null) return false;
  for (const [word] of FALL_WAYS) if (givenBy(f, wordOf(lex, word))) return true;
  return false;
}

/** The ways in the game's order (down, right, up, left): FALL's, then `FALL_WAYS`. */
const DX = [0, 1, 0, -1];
const DY = [1, 0, -1, 0];

/** The `fall` phase: every faller drops its way as far as it can, walk after walk (see the file comment). */
export function fallPhase(level: Level, _input: TurnInput, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  if (!fallActs(level.inForce, B, level.lexicon)) return;
  const lists = fallers(level, B);
  if (lists === null) return;
  let ways = 0;
  let holders = 0;
  for (const list of lists) {
    if (list.length > 0) ways++;
    holders += list.length;
  }
  let died = false;
  const hook: DestroyHook = (l, ids) => {
    died = true;
    destroy(l, ids);
  };
  const still = B.STILL & level.inForce.anyProps; // (0 unless some kind may be STILL)
  const limit = holders * (level.width + level.height) + 1; // each walk that moves advances a faller a cell
  for (let walk = 0; walk < limit; walk++) {
    let moved = false;
    died = false;
    for (let w = 0; w < 4; w++)
      for (const id of lists[w]) {
        if (still !== 0 && (propsOf(level, id) & still) !== 0) continue; // (asked each walk: `isstill`)
        while (level.alive[id] && dropOnce(level, id, DX[w], DY[w], B, hook)) moved = true;
      }
    if (!moved || (ways < 2 && !died)) return;
  }
}

/**
 * The fallers of each way (down, right, up, left), oldest first (the furthest ahead first when one way
 * alone acts), an object of two opposite ways in neither; null when no object falls.
 */
function fallers(level: Level, B: Bits): number[][] | null {
  const lists: number[][] = [[], [], [], []]; // its own: a destroy hook may play a step of this level meanwhile
  const down = lists[0];
  if ((level.inForce.anyProps & B.FALL) !== 0 && mayHave(level, B.FALL))
    down.length = collectHaving(level, B.FALL, down); // (oldest first)
  for (let i = 0; i < FALL_WAYS.length; i++) {
    const w = wordOf(level.lexicon, FALL_WAYS[i][0]);
    if (w >= 0 && mayHold(level, w)) holdersOf(level, w, lists[i + 1]);
  }
  cancel(lists[0], lists[2]); // FALL and FALLUP
  cancel(lists[1], lists[3]); // FALLRIGHT and FALLLEFT
  const acting = lists.filter((list) => list.length > 0);
  if (acting.length === 0) return null;
  if (acting.length === 1) {
    const w = lists.indexOf(acting[0]);
    byLead(level, acting[0], DX[w], DY[w]); // one way: the furthest ahead first (see the file comment)
  }
  return lists;
}

/** Takes out of both lists (each in id order) the objects they share: opposite ways cancel. */
function cancel(a: number[], b: number[]): void {
  if (a.length === 0 || b.length === 0) return;
  const both = new Set(a.filter((id) => b.includes(id)));
  if (both.size === 0) return;
  const keep = (list: number[]) => {
    let n = 0;
    for (const id of list) if (!both.has(id)) list[n++] = id;
    list.length = n;
  };
  keep(a);
  keep(b);
}
