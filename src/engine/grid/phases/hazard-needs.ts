/**
 * When a destruction step can act (docs/rules.md §5.5): a step whose properties or rules nobody has is
 * skipped at one check, and the whole hazard phase when no step can act under the rules in force.
 */
import type { Bits } from "../kinds";
import { mayHave } from "../props-of";
import type { HazardName, Level, RuleState } from "../types";

/**
 * Whether properties `a` and `b` are each held by some kind (or given by a conditional rule) and may be
 * held by an object on the grid (`mayHave`: a kind holding it has one alive).
 */
const held = (level: Level, a: number, b = a) =>
  (level.inForce.anyProps & a) !== 0 &&
  (level.inForce.anyProps & b) !== 0 &&
  mayHave(level, a) &&
  (a === b || mayHave(level, b));

/** Whether a step can act at all; a step whose properties or rules nobody has is skipped. */
const NEEDS: Readonly<Record<HazardName, (level: Level, B: Bits) => boolean>> = {
  MORE: (level, B) => held(level, B.MORE),
  SINK: (level, B) => held(level, B.SINK),
  WEAK: (level, B) => held(level, B.WEAK),
  "HOT/MELT": (level, B) => held(level, B.HOT, B.MELT),
  DEFEAT: (level, B) => held(level, B.DEFEAT, B.YOU),
  "OPEN/SHUT": (level, B) => held(level, B.OPEN, B.SHUT),
  EAT: (level) => level.inForce.verbs.any && level.inForce.verbs.eat.some((list) => list.length > 0),
  MAKE: (level) => level.inForce.verbs.any && level.inForce.verbs.make.some((list) => list.length > 0),
};

type NeedFn = (level: Level, B: Bits) => boolean;
let lastList: readonly HazardName[] | null = null;
let lastNeeds: readonly NeedFn[] = [];

/** NEEDS of each step of a hazard list, in its order (looked up once per list: a list is never changed in place). */
export function needsOf(list: readonly HazardName[]): readonly NeedFn[] {
  if (list !== lastList) {
    lastNeeds = list.map((name) => NEEDS[name]);
    lastList = list;
  }
  return lastNeeds;
}

/**
 * Whether the hazard phase can act under the rules `f`: some step's properties (both of a pair) or a verb
 * rule are in force (what every step of NEEDS asks first).
 */
export function hazardsAct(f: RuleState, B: Bits): boolean {
  const p = f.anyProps;
  return (
    (p & (B.MORE | B.SINK | B.WEAK)) !== 0 ||
    both(p, B.HOT, B.MELT) ||
    both(p, B.DEFEAT, B.YOU) ||
    both(p, B.OPEN, B.SHUT) ||
    f.verbs.any
  );
}

/** Whether the properties `p` hold both `a` and `b` (a function of the module: no closure made per call). */
const both = (p: number, a: number, b: number): boolean => (p & a) !== 0 && (p & b) !== 0;
