/**
 * TELE (docs/rules.md §5.5; research §4 step 6): an object standing on a TELE object (on its float level)
 * is sent to another TELE object of the same kind. The game picks one at random; here the choice is
 * deterministic: the next TELE object of that kind in age order, after the last wrapping to the first.
 * A TELE object alone of its kind sends nothing; TELE objects are not sent themselves.
 */

import { shiftObject } from "../board";
import { bitsOf } from "../kinds";
import { propsOf } from "../props-of";
import type { Level } from "../types";

/** The `tele` phase: what stands on each TELE object goes to the next of its kind, all decided first. */
export function telePhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  if (!(level.anyProps & B.TELE)) return;
  const byKind = new Map<number, number[]>();
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !(propsOf(level, id) & B.TELE)) continue;
    const list = byKind.get(level.kind[id]) ?? [];
    list.push(id);
    byKind.set(level.kind[id], list);
  }
  const moves: [number, number][] = []; // [object, destination TELE object], decided before any moves
  for (const teles of byKind.values()) {
    if (teles.length < 2) continue;
    teles.forEach((t, i) => {
      const to = teles[(i + 1) % teles.length];
      const float = propsOf(level, t) & B.FLOAT;
      for (let o = level.head[level.y[t] * level.width + level.x[t]]; o >= 0; o = level.next[o]) {
        const p = propsOf(level, o);
        if (!(p & B.TELE) && (p & B.FLOAT) === float && !moves.some(([m]) => m === o)) moves.push([o, to]);
      }
    });
  }
  for (const [o, to] of moves) shiftObject(level, o, level.x[to] - level.x[o], level.y[to] - level.y[o]);
}
