/**
 * Hazards (docs/rules.md §5.5; wiki "SINK", "HOT", "MELT", "DEFEAT", "OPEN", "SHUT", "FLOAT", "Order of
 * Operations": "all objects destroyed in the same step are destroyed simultaneously"). Each hazard
 * sees only objects sharing a cell on the same float level (both FLOAT or both not), finds all its
 * victims, and hands them to the destroy hook at once before the next hazard runs. The order is
 * the state's `hazards` list. Properties are read from the state afresh for each hazard, so a hook
 * that reparses is seen by the next one.
 */
import { type Bits, bitsOf } from "../kinds";
import type { DestroyHook, HazardName, Level } from "../types";

type HazardFn = (level: Level, B: Bits) => number[];

/** The properties a hazard needs in play at all; a hazard whose properties no kind has is skipped. */
const NEEDS: Readonly<Record<HazardName, (B: Bits) => number[]>> = {
  SINK: (B) => [B.SINK],
  "HOT/MELT": (B) => [B.HOT, B.MELT],
  DEFEAT: (B) => [B.DEFEAT, B.YOU],
  "OPEN/SHUT": (B) => [B.OPEN, B.SHUT],
};

/** Calls `visit` for each alive object on `id`'s cell on `id`'s float level (itself included). */
function sameLevel(level: Level, id: number, B: Bits, visit: (o: number, props: number) => void): void {
  const { props, kind, next } = level;
  const f = props[kind[id]] & B.FLOAT;
  for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0; o = next[o]) {
    const p = props[kind[o]];
    if ((p & B.FLOAT) === f) visit(o, p);
  }
}

/** Alive ids whose kind has any of `mask`, in age order. */
function having(level: Level, mask: number): number[] {
  const out: number[] = [];
  if (mask === 0) return out;
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && level.props[level.kind[id]] & mask) out.push(id);
  return out;
}

/**
 * The hazards by name. SINK: a SINK object sharing its cell with another object destroys every
 * object there (itself included). HOT/MELT: MELT objects on a cell with a HOT object (one object
 * both HOT and MELT melts itself). DEFEAT: YOU objects on a cell with a DEFEAT object, or that are
 * DEFEAT. OPEN/SHUT: an OPEN and a SHUT object on one cell destroy each other, one OPEN with one
 * SHUT, oldest first (wiki "OPEN": one OPEN object opens one SHUT object); an object both OPEN and SHUT destroys
 * itself (SpellGrid's choice, as the wiki says of HOT and MELT).
 */
export const HAZARDS: Readonly<Record<HazardName, HazardFn>> = {
  SINK(level, B) {
    const out = new Set<number>();
    for (const id of having(level, B.SINK)) {
      const here: number[] = [];
      sameLevel(level, id, B, (o) => here.push(o));
      if (here.length > 1) for (const o of here) out.add(o);
    }
    return [...out];
  },
  "HOT/MELT"(level, B) {
    return having(level, B.MELT).filter((id) => {
      let hot = false;
      sameLevel(level, id, B, (_o, p) => {
        if (p & B.HOT) hot = true;
      });
      return hot;
    });
  },
  DEFEAT(level, B) {
    return having(level, B.YOU).filter((id) => {
      let defeat = false;
      sameLevel(level, id, B, (_o, p) => {
        if (p & B.DEFEAT) defeat = true;
      });
      return defeat;
    });
  },
  "OPEN/SHUT"(level, B) {
    const both = B.OPEN | B.SHUT;
    const out = new Set<number>();
    for (const id of having(level, both)) if ((level.props[level.kind[id]] & both) === both) out.add(id);
    for (const id of having(level, B.OPEN)) {
      if (out.has(id)) continue;
      let partner = -1;
      sameLevel(level, id, B, (o, p) => {
        if (p & B.SHUT && !out.has(o) && (partner < 0 || o < partner)) partner = o;
      });
      if (partner >= 0) out.add(id).add(partner);
    }
    return [...out];
  },
};

/** The hazard phase: the state's hazards in order, each handing its victims to `destroy` at once. */
export function hazardsPhase(level: Level, destroy: DestroyHook): void {
  const B = bitsOf(level.lexicon);
  for (const name of level.hazards) {
    if (NEEDS[name](B).some((bit) => (level.anyProps & bit) === 0)) continue;
    const victims = HAZARDS[name](level, B).sort((a, b) => a - b);
    if (victims.length > 0) destroy(level, victims);
  }
}
