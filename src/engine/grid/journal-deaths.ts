/**
 * Deaths and the win in the grid's journal (docs/rules.md §5.5, §5.7): each victim of a hazard (or of
 * OPEN meeting SHUT during movement) with the hazard, the rules that made it (the victim's property's,
 * then its partner's: `X IS MELT` + `Y IS HOT`) and its cell; the win with the YOU and WIN rules.
 * Called only when the level keeps a journal, before the victims are handed to the destroy hook.
 */

import { actsOn, actVerb } from "./cond-acts";
import { isRuleText } from "./cond-verbs";
import { latestCause, note, touch } from "./journal";
import { giver, ruleRef } from "./journal-rules";
import { verbGiver } from "./journal-verbs";
import { boomerOf } from "./phases/boom";
import { type Bits, bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import { DEATH_OF, type RuleRef } from "./records";
import type { KillerName, Level } from "./types";

const ANY = -1;

type Seen = Map<string, [number, number]>;

/** A victim's partner on its cell (the object that made the hazard strike) and the rules that made it. */
interface Partner {
  readonly id: number;
  readonly rules: readonly RuleRef[];
}

/**
 * The oldest object on `id`'s cell and float level with a property of `mask` (`ANY`: any object),
 * itself included unless `other`; -1 when there is none. Each cell's two oldest per mask are found
 * once per `seen` (a hazard's victims may be thousands on one cell).
 */
function beside(level: Level, B: Bits, seen: Seen, id: number, mask: number, other = false): number {
  const float = propsOf(level, id) & B.FLOAT;
  const cell = level.y[id] * level.width + level.x[id];
  const slot = `${cell} ${float} ${mask}`;
  let two = seen.get(slot);
  if (!two) {
    two = [-1, -1];
    for (let o = level.head[cell]; o >= 0; o = level.next[o]) {
      const p = propsOf(level, o);
      if ((p & B.FLOAT) !== float || (mask !== ANY && !(p & mask))) continue;
      if (two[0] < 0 || o < two[0]) two = [o, two[0]];
      else if (two[1] < 0 || o < two[1]) two = [two[0], o];
    }
    seen.set(slot, two);
  }
  return other && two[0] === id ? two[1] : two[0];
}

/** Each hazard's partner of a victim, and the rules (docs/rules.md §5.5). */
const PARTNER: Readonly<Record<KillerName, (level: Level, B: Bits, seen: Seen, id: number) => Partner>> = {
  SINK(level, B, seen, id) {
    const sinks = propsOf(level, id) & B.SINK;
    const p = sinks ? beside(level, B, seen, id, ANY, true) : beside(level, B, seen, id, B.SINK);
    return { id: p, rules: [giver(level, sinks ? id : p, "SINK")] };
  },
  BOOM(level, B, _seen, id) {
    const p = boomerOf(level, B, id);
    return { id: p, rules: [giver(level, p, "BOOM")] };
  },
  WEAK(level, B, seen, id) {
    return { id: beside(level, B, seen, id, ANY, true), rules: [giver(level, id, "WEAK")] };
  },
  EAT(level, B, _seen, id) {
    return eatPartner(level, eaterOf(level, B, id), id);
  },
  "HOT/MELT"(level, B, seen, id) {
    const p = beside(level, B, seen, id, B.HOT);
    return { id: p, rules: [giver(level, id, "MELT"), giver(level, p, "HOT")] };
  },
  DEFEAT(level, B, seen, id) {
    const p = beside(level, B, seen, id, B.DEFEAT);
    return { id: p, rules: [giver(level, id, "YOU"), giver(level, p, "DEFEAT")] };
  },
  "OPEN/SHUT"(level, B, seen, id) {
    const open = (propsOf(level, id) & B.OPEN) !== 0;
    const p = beside(level, B, seen, id, open ? B.SHUT : B.OPEN);
    return openShut(level, B, id, p);
  },
};

/** The eater of `id` (-1: none found) and its EAT rule. */
function eatPartner(level: Level, eater: number, id: number): Partner {
  const { kinds, lexicon } = level;
  const word = kinds.isText[level.kind[id]] ? "TEXT" : lexicon.words[kinds.word[level.kind[id]]].word;
  if (eater < 0) return { id: eater, rules: [] };
  const verb = actVerb(level, eater, "eat", level.kind[id], "EAT"); // a conditional rule's text, or EAT
  const rule = isRuleText(verb) ? ruleRef(level, verb) : verbGiver(level, eater, "EAT", word);
  return { id: eater, rules: [rule] };
}

/** The oldest object on `id`'s cell and float level that eats it (docs/rules.md §5.5 EAT), or -1. */
function eaterOf(level: Level, B: Bits, id: number): number {
  const float = propsOf(level, id) & B.FLOAT;
  let best = -1;
  for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0; o = level.next[o])
    if (o !== id && (propsOf(level, o) & B.FLOAT) === float && (best < 0 || o < best))
      if (actsOn(level, o, "eat").includes(level.kind[id])) best = o;
  return best;
}

/** The rules of an OPEN/SHUT pair, from the victim's side. */
function openShut(level: Level, B: Bits, id: number, p: number): Partner {
  const open = (propsOf(level, id) & B.OPEN) !== 0 && (propsOf(level, p) & B.SHUT) !== 0;
  const [mine, theirs] = open ? ["OPEN", "SHUT"] : ["SHUT", "OPEN"];
  return { id: p, rules: [giver(level, id, mine), giver(level, p, theirs)] };
}

/**
 * Records victims' deaths, each caused by `hazard` with its partner, at `depth`. Every cause is
 * worked out before any death is recorded: they all died at once.
 */
function noteDeaths(
  level: Level,
  hazard: KillerName,
  victims: readonly number[],
  partners: readonly Partner[],
  depth: number,
): void {
  const j = level.journal!;
  const causes = victims.map((id, i) => {
    const { id: p, rules } = partners[i];
    const others = p >= 0 && p !== id ? [p] : [];
    const line = latestCause(
      j,
      [id, ...others],
      rules.map((r) => r.rule),
    );
    return { kind: "hazard", hazard, rules, with: others, line } as const;
  });
  victims.forEach((id, i) => {
    const at = [level.x[id], level.y[id]] as const;
    touch(level, id, note(level, { type: DEATH_OF[hazard], id, at }, causes[i], depth));
  });
}

/** A hazard's victims, all found before any is destroyed: one death record each. */
export function noteHazard(level: Level, hazard: KillerName, victims: readonly number[]): void {
  const B = bitsOf(level.lexicon);
  const seen: Seen = new Map();
  const partners = victims.map((id) => PARTNER[hazard](level, B, seen, id));
  noteDeaths(level, hazard, victims, partners, 0);
}

/**
 * An OPEN object and a SHUT one met during a move (`mover` moved onto `met`): both die (or those of them
 * in `dying`: a SAFE one does not, safe.ts), under the move
 * (`depth` 1; a fall, which has no move record, notes them at the top, 0).
 */
export function noteContact(
  level: Level,
  mover: number,
  met: number,
  depth = 1,
  dying: readonly number[] = [mover, met],
): void {
  const B = bitsOf(level.lexicon);
  const partners = dying.map((id) =>
    id === mover ? openShut(level, B, mover, met) : openShut(level, B, met, mover),
  );
  noteDeaths(level, "OPEN/SHUT", dying, partners, depth);
}

/** An object `eater` ate as it entered its cell (docs/rules.md §5.4, EAT on contact): under the move. */
export function noteEatenOnContact(level: Level, eater: number, eaten: number, depth = 1): void {
  noteDeaths(level, "EAT", [eaten], [eatPartner(level, eater, eaten)], depth);
}

/**
 * WEAK objects movement destroyed (docs/rules.md §5.4): a crushed pushed object or a blocked WEAK mover,
 * each with the WEAK rule and the object that stopped it (`by`; -1 for the edge), under the move.
 */
export function noteWeak(level: Level, victims: readonly number[], by: number, depth = 1): void {
  const partners = victims.map((id) => ({ id: by, rules: [giver(level, id, "WEAK")] }));
  noteDeaths(level, "WEAK", victims, partners, depth);
}

/** The win (docs/rules.md §5.5): the YOU object `you` is WIN or shares its cell with a WIN object. */
export function noteWin(level: Level, you: number): void {
  const B = bitsOf(level.lexicon);
  const w = beside(level, B, new Map(), you, B.WIN);
  const rules = [giver(level, you, "YOU"), giver(level, w, "WIN")];
  const j = level.journal!;
  const line = latestCause(
    j,
    w === you ? [you] : [you, w],
    rules.map((r) => r.rule),
  );
  note(
    level,
    { type: "Won", id: you, at: [level.x[you], level.y[you]] },
    { kind: "win", rules, with: w, line },
  );
}
