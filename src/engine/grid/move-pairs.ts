/**
 * OPEN and SHUT on contact (docs/rules.md §5.4): which mover of a push chain's front meets which OPEN/SHUT
 * object, and the pairs' destruction right after the move that made them meet.
 */

import { noteContact } from "./journal-deaths";
import type { Bits } from "./kinds";
import { freshLook } from "./move-cells";
import { propsOf } from "./props-of";
import type { DestroyHook, Level } from "./types";

/** Each OPEN/SHUT pair a move made meet goes to `destroy`, right after that move (docs/rules.md §5.4). */
export function openPairs(level: Level, pairs: readonly number[], destroy: DestroyHook): void {
  for (let i = 0; i < pairs.length; i += 2) {
    if (!level.alive[pairs[i]] || !level.alive[pairs[i + 1]]) continue;
    if (level.journal) noteContact(level, pairs[i], pairs[i + 1]);
    const [props, objects] = [level.inForce.props, level.nextId];
    destroy(level, [pairs[i], pairs[i + 1]]);
    if (level.inForce.props !== props || level.nextId !== objects) freshLook(level);
  }
}

/**
 * The OPEN/SHUT pairing of the move being planned (scratch: `stepObject` is not re-entered): its front,
 * `chain[start…end)` (the last link pushed, or the mover), the movers paired so far (marked with the
 * pairing's number), and per kind of object met (OPEN, SHUT, both; floating or not) how far along the
 * front its search has gone. A mover passed over by a kind never meets that kind, so each search
 * resumes where it stopped.
 */
let front: readonly number[] = [];
let start = 0;
let end = 0;
const from = new Int32Array(8);
let takenIn = new Int32Array(64);
let pairing = 0;

/** Starts the pairing of a move whose front is `chain[s…e)`: no mover taken yet. */
export function startPairing(level: Level, chain: readonly number[], s: number, e: number): void {
  if (takenIn.length < level.nextId) takenIn = new Int32Array(level.nextId * 2);
  if (++pairing === 2 ** 30) {
    pairing = 1; // numbers are reused: forget which movers earlier pairings took
    takenIn.fill(0);
  }
  front = chain;
  nextFront(s, e);
}

/** The chain was pushed one link further: its front is now `chain[s…e)`; the movers taken stay taken. */
export function nextFront(s: number, e: number): void {
  start = s;
  end = e;
  from.fill(0);
}

/** The first mover of the front, not yet paired, that meets an OPEN/SHUT object with props `po` on its float level; it is taken. */
export function pairFor(level: Level, po: number, B: Bits): number {
  const k = (po & B.OPEN ? 1 : 0) | (po & B.SHUT ? 2 : 0) | (po & B.FLOAT ? 4 : 0);
  for (let i = start + from[k]; i < end; i++) {
    const m = front[i];
    const pm = propsOf(level, m);
    const meets = (pm & B.OPEN && po & B.SHUT) || (pm & B.SHUT && po & B.OPEN);
    if (meets && (pm & B.FLOAT) === (po & B.FLOAT) && takenIn[m] !== pairing) {
      from[k] = i + 1 - start;
      takenIn[m] = pairing;
      return m;
    }
  }
  from[k] = end - start;
  return -1;
}
