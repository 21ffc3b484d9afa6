/**
 * FALL (docs/rules.md §5.5; research §4 step 6): after the conversions, each FALL object drops straight
 * down until the edge or an object solid to it stops it: a PUSH object, or a STOP or PULL one that is
 * not WEAK, and never a SWAP one (the game's `fallblock` asks movement's own `check`, where a WEAK STOP
 * object is entered and a SWAP object stands aside; the WEAK object then dies of the overlap). It pushes
 * nothing and keeps its facing. The lowest fall first, so a column of FALL objects lands as a stack of
 * its own.
 */

import { shiftObject } from "../board";
import { type Bits, bitsOf } from "../kinds";
import { byLead } from "../move-order";
import { mayHave, propsOf } from "../props-of";
import type { Level, RuleState } from "../types";

/** Whether the FALL phase can act under the rules `f`: some kind may be FALL. */
export const fallActs = (f: RuleState, B: Bits): boolean => (f.anyProps & B.FALL) !== 0;

/** The `fall` phase: every FALL object drops as far as it can, the lowest first. */
export function fallPhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  if (!fallActs(level.inForce, B) || !mayHave(level, B.FALL)) return; // no object on the grid can be FALL
  const stop = B.STOP | B.PULL;
  const fallers = FALLERS; // scratch: the phase runs no hook
  let n = 0;
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && propsOf(level, id) & B.FALL) fallers[n++] = id;
  if (fallers.length !== n) fallers.length = n;
  byLead(level, fallers, 0, 1); // the lowest first (furthest ahead downwards), ties oldest first
  for (const id of fallers) {
    for (;;) {
      const y = level.y[id] + 1;
      if (y >= level.height) break;
      let blocked = false;
      for (let o = level.head[y * level.width + level.x[id]]; o >= 0 && !blocked; o = level.next[o])
        blocked = solidToFall(propsOf(level, o), stop, B);
      if (blocked) break;
      shiftObject(level, id, 0, 1);
    }
  }
}

/** Whether an object of properties `p` stops a fall (see the file comment); `stop` is STOP | PULL. */
const solidToFall = (p: number, stop: number, B: Bits): boolean =>
  (p & B.SWAP) === 0 && ((p & B.PUSH) !== 0 || ((p & stop) !== 0 && (p & B.WEAK) === 0));

/** Scratch for `fallPhase`: the FALL objects of one phase. */
const FALLERS: number[] = [];
