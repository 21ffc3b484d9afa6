/**
 * TELE (docs/rules.md §5.5; research §4 step 6): an object standing on a TELE object (on its float level)
 * is sent to another TELE object of the same kind, chosen as the game does, at random, but from the
 * level's seeded state (`nextRandom`): one choice per object sent, TELE objects oldest first and the
 * objects on each oldest first. A TELE object alone of its kind sends nothing; TELE objects are not
 * sent themselves; an object on two TELE objects is sent once, by the oldest.
 */
import { shiftObject } from "../board";
import { bitsOf } from "../kinds";
import { propsOf } from "../props-of";
import { nextRandom } from "../random";
import type { Level } from "../types";

/** The `tele` phase: every destination is chosen first, then the objects are sent. */
export function telePhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  if (!(level.anyProps & B.TELE)) return;
  const byKind = new Map<number, number[]>();
  const teles: number[] = [];
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id] || !(propsOf(level, id) & B.TELE)) continue;
    const list = byKind.get(level.kind[id]) ?? [];
    list.push(id);
    byKind.set(level.kind[id], list);
    teles.push(id);
  }
  const sent = new Set<number>();
  const moves: [number, number][] = []; // [object, destination TELE object], decided before any moves
  for (const t of teles) {
    const same = byKind.get(level.kind[t])!;
    if (same.length < 2) continue;
    const float = propsOf(level, t) & B.FLOAT;
    const riders: number[] = [];
    for (let o = level.head[level.y[t] * level.width + level.x[t]]; o >= 0; o = level.next[o]) {
      const p = propsOf(level, o);
      if (!(p & B.TELE) && (p & B.FLOAT) === float && !sent.has(o)) riders.push(o);
    }
    riders.sort((a, b) => a - b);
    for (const o of riders) {
      const i = nextRandom(level, same.length - 1); // one of the others: skip t itself
      const to = same[i >= same.indexOf(t) ? i + 1 : i];
      sent.add(o);
      moves.push([o, to]);
    }
  }
  for (const [o, to] of moves) shiftObject(level, o, level.x[to] - level.x[o], level.y[to] - level.y[o]);
}
