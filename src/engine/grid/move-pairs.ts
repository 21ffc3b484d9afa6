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
    const [props, objects] = [level.props, level.nextId];
    destroy(level, [pairs[i], pairs[i + 1]]);
    if (level.props !== props || level.nextId !== objects) freshLook(level);
  }
}

/**
 * The OPEN/SHUT pairing of one front of a push chain: the movers paired so far, and per kind of
 * object met (OPEN, SHUT, both; floating or not) how far along the front its search has gone. A
 * mover passed over by a kind never meets that kind, so each search resumes where it stopped.
 */
export interface Pairing {
  readonly front: readonly number[];
  readonly from: Int32Array;
  readonly taken: Set<number>;
}

/** The first mover of the front, not yet paired, that meets an OPEN/SHUT object with props `po` on its float level. */
export function pairFor(level: Level, pairing: Pairing, po: number, B: Bits): number {
  const { front, from, taken } = pairing;
  const k = (po & B.OPEN ? 1 : 0) | (po & B.SHUT ? 2 : 0) | (po & B.FLOAT ? 4 : 0);
  for (let i = from[k]; i < front.length; i++) {
    const m = front[i];
    const pm = propsOf(level, m);
    const meets = (pm & B.OPEN && po & B.SHUT) || (pm & B.SHUT && po & B.OPEN);
    if (meets && (pm & B.FLOAT) === (po & B.FLOAT) && !taken.has(m)) {
      from[k] = i + 1;
      return m;
    }
  }
  from[k] = front.length;
  return -1;
}
