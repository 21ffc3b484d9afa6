/**
 * How many steps the MOVE take gives each mover, and how many steps a SHIFT object gives what it carries
 * (docs/rules.md §5.4; research §3: "two MOVE rules = two steps"), and how far a BOOM object's explosion
 * reaches (§5.5): one per listing of a rule giving the
 * object the property, as the game lists rules (listings.ts: `X IS MOVE AND MOVE`, the same sentence
 * written twice, two stacked MOVE texts are two listings each), a conditional rule counting for the
 * objects its conditions hold for as the take begins (the game's `findallfeature` lists an object once
 * per rule whose conditions `findall` finds it meets). The plain rules are counted once per rules, kind
 * table and listings, kept for the last asked about (all three are shared and never changed, so the
 * counts hold while they are the same). Tested in tests/grid/takes.test.ts, tests/grid/rule-count.test.ts.
 */
import { conditionsHold } from "./cond-rules";
import type { CondRule, CondTable } from "./cond-table";
import { type Listed, listedOf } from "./listed";
import type { NudgeName } from "./nudge";
import { bitsOf } from "./prop-bits";
import { codeOfText } from "./rule-codes";
import type { Level } from "./types";
import { namesKind } from "./verb-count";

/** The counts of one property for the last rules, conditional rules and kind table asked about. */
interface Counts {
  readonly rule: RegExp;
  readonly prop: "MOVE" | "SHIFT" | "BOOM" | ListedMover;
  rules: readonly string[] | null;
  cond: CondTable | null;
  kinds: Level["kinds"] | null;
  listed: Listed | null;
  perKind: Int32Array; // the listings of the plain rules per kind
  weight: Map<CondRule, number>; // per conditional rule: its listings, where the lines list it
  bit: number; // the property's bit
  more: boolean; // whether some object may take more than one step
}

const counts = (rule: RegExp, prop: Counts["prop"]): Counts => ({
  rule,
  prop,
  rules: null,
  cond: null,
  kinds: null,
  listed: null,
  perKind: new Int32Array(0),
  weight: new Map(),
  bit: 0,
  more: false,
});

const MOVE = counts(/^(NOT )?(\w+) IS MOVE$/, "MOVE");
const SHIFT = counts(/^(NOT )?(\w+) IS SHIFT$/, "SHIFT");
const BOOM = counts(/^(NOT )?(\w+) IS BOOM$/, "BOOM");
/** The listed properties whose holders take a step per listing: the NUDGE words and CHILL (chill.ts). */
export type ListedMover = NudgeName | "CHILL";
const nudge = (w: ListedMover) => counts(new RegExp(`^(NOT )?(\\w+) IS ${w}$`), w);
const NUDGE: Readonly<Record<ListedMover, Counts>> = {
  NUDGERIGHT: nudge("NUDGERIGHT"),
  NUDGEUP: nudge("NUDGEUP"),
  NUDGELEFT: nudge("NUDGELEFT"),
  NUDGEDOWN: nudge("NUDGEDOWN"),
  CHILL: nudge("CHILL"),
};

/**
 * How many steps holder `id` of listed word `take` (a NUDGE word or CHILL; word index `w`, no bit) takes in
 * its take (at least 1): one per listing of a plain rule giving its kind the word, as `moveSteps`, and per
 * conditional rule of the word that holds for it now (hosted.ts), that rule's listings.
 */
export function nudgeSteps(level: Level, id: number, take: ListedMover, w: number): number {
  const c = countsOf(level, NUDGE[take]);
  const k = level.kind[id];
  let n = c.perKind[k];
  const list = level.inForce.hosted?.cond?.[k];
  if (list !== undefined)
    for (const r of list)
      if (r.word === w && !r.negated && conditionsHold(level, id, r.conditions))
        n += Math.max(1, c.listed?.byText.get(r.text) ?? 1);
  return Math.max(1, n);
}

/**
 * How many steps MOVE object `id` takes this turn (at least 1): one per listing of a rule giving its kind
 * MOVE (`X IS MOVE` and `ALL IS MOVE`: two; the same sentence written twice: two), and one per listing
 * of a conditional one whose conditions hold for it now (`LONELY X IS MOVE`: a lonely X's).
 */
export const moveSteps = (level: Level, id: number): number => stepsOf(level, id, MOVE);

/** `moveSteps` for SHIFT: how many steps SHIFT object `id` gives each object it carries. */
export const shiftGives = (level: Level, id: number): number => stepsOf(level, id, SHIFT);

/**
 * How many listings give BOOM object `id` BOOM now (at least 1), counted as MOVE's (phases/boom.ts: the
 * game's `hasfeature_count(name, "is", "boom", unitid)`, one per rule entry whose conditions hold).
 */
export const boomListings = (level: Level, id: number): number => stepsOf(level, id, BOOM);

/** Whether some MOVE object may take more than one step under the rules in force (else each takes one). */
export const movesMore = (level: Level): boolean => countsOf(level, MOVE).more;

/** `movesMore` for SHIFT: whether some SHIFT object may give more than one step. */
export const shiftsMore = (level: Level): boolean => countsOf(level, SHIFT).more;

function stepsOf(level: Level, id: number, c: Counts): number {
  countsOf(level, c);
  const k = level.kind[id];
  let n = c.perKind[k];
  const list = c.cond === null ? undefined : c.cond.byKind[k];
  if (list !== undefined)
    for (const r of list)
      if (!r.negated && r.bit & c.bit && conditionsHold(level, id, r.conditions))
        n += c.weight.get(r) ?? r.times;
  return Math.max(1, n);
}

function countsOf(level: Level, c: Counts): Counts {
  const f = level.inForce;
  const listed = listedOf(level);
  if (f.rules !== c.rules || f.cond !== c.cond || level.kinds !== c.kinds || listed !== c.listed)
    recount(level, c, listed);
  return c;
}

function recount(level: Level, c: Counts, listed: Listed): void {
  const { kinds, lexicon } = level;
  c.rules = level.inForce.rules;
  c.cond = level.inForce.cond;
  c.kinds = kinds;
  c.listed = listed;
  const p = c.prop;
  c.bit = p === "MOVE" || p === "SHIFT" || p === "BOOM" ? bitsOf(lexicon)[p] : 0; // (a listed word has none)
  const n = kinds.names.length;
  const counts = new Int32Array(n);
  c.perKind = counts;
  for (const rule of level.inForce.rules) {
    const m = c.rule.exec(rule);
    if (!m) continue;
    const [, not, subject] = m;
    const code = codeOfText(lexicon, rule);
    const times = Math.max(1, (code === null ? undefined : listed.plain.get(code)) ?? 1);
    for (let kk = 0; kk < n; kk++) if (namesKind(level, not !== undefined, subject, kk)) counts[kk] += times;
  }
  // more than one step: a kind's plain rules and every conditional one giving it the property, added
  const byKind = level.inForce.cond?.byKind;
  c.more = false;
  c.weight = new Map();
  for (let kk = 0; kk < n; kk++) {
    let most = counts[kk];
    for (const r of byKind?.[kk] ?? [])
      if (!r.negated && r.bit & c.bit) {
        const w = listed.byText.get(r.text);
        if (w !== undefined && w > r.times) c.weight.set(r, w);
        most += Math.max(r.times, w ?? 0);
      }
    if (most > 1) c.more = true;
  }
}
