/**
 * How many steps the MOVE take gives each mover, and how many steps a SHIFT object gives what it carries
 * (docs/rules.md §5.4; research §3: "two MOVE rules = two steps"): one per rule giving the object the
 * property, a conditional rule counting for the objects its conditions hold for as the take begins (the
 * game's `findallfeature` lists an object once per rule whose conditions `findall` finds it meets). The
 * plain rules are counted once per rules and kind table, kept for the last asked about (both are shared
 * and never changed, so the counts hold while they are the same). Tested in tests/grid/takes.test.ts.
 */
import { conditionsHold } from "./cond-rules";
import type { CondTable } from "./cond-table";
import { bitsOf } from "./kinds";
import type { Level } from "./types";

/** The counts of one property for the last rules, conditional rules and kind table asked about. */
interface Counts {
  readonly rule: RegExp;
  readonly prop: "MOVE" | "SHIFT";
  rules: readonly string[] | null;
  cond: CondTable | null;
  kinds: Level["kinds"] | null;
  perKind: Int32Array; // the plain rules per kind
  bit: number; // the property's bit
  more: boolean; // whether some object may take more than one step
}

const counts = (rule: RegExp, prop: "MOVE" | "SHIFT"): Counts => ({
  rule,
  prop,
  rules: null,
  cond: null,
  kinds: null,
  perKind: new Int32Array(0),
  bit: 0,
  more: false,
});

const MOVE = counts(/^(NOT )?(\w+) IS MOVE$/, "MOVE");
const SHIFT = counts(/^(NOT )?(\w+) IS SHIFT$/, "SHIFT");

/**
 * How many steps MOVE object `id` takes this turn (at least 1): one per distinct spelled rule giving its
 * kind MOVE (`X IS MOVE` and `ALL IS MOVE`: two; the same sentence written twice counts once), and
 * one per conditional one whose conditions hold for it now (`LONELY X IS MOVE`: a lonely X's).
 */
export const moveSteps = (level: Level, id: number): number => stepsOf(level, id, MOVE);

/** `moveSteps` for SHIFT: how many steps SHIFT object `id` gives each object it carries. */
export const shiftGives = (level: Level, id: number): number => stepsOf(level, id, SHIFT);

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
      if (!r.negated && r.bit & c.bit && conditionsHold(level, id, r.conditions)) n += r.times;
  return Math.max(1, n);
}

function countsOf(level: Level, c: Counts): Counts {
  const f = level.inForce;
  if (f.rules !== c.rules || f.cond !== c.cond || level.kinds !== c.kinds) recount(level, c);
  return c;
}

function recount(level: Level, c: Counts): void {
  const { kinds, lexicon } = level;
  c.rules = level.inForce.rules;
  c.cond = level.inForce.cond;
  c.kinds = kinds;
  c.bit = bitsOf(lexicon)[c.prop];
  const n = kinds.names.length;
  const counts = new Int32Array(n);
  c.perKind = counts;
  for (const rule of level.inForce.rules) {
    const m = c.rule.exec(rule);
    if (!m) continue;
    const [, not, subject] = m;
    for (let kk = 0; kk < n; kk++) {
      const noun = kinds.isText[kk] ? "TEXT" : lexicon.words[kinds.word[kk]].word;
      const names = not
        ? subject !== noun && !kinds.isText[kk] && subject !== "ALL"
        : subject === noun || (subject === "ALL" && !kinds.isText[kk]);
      if (names) counts[kk]++;
    }
  }
  // more than one step: a kind's plain rules and every conditional one giving it the property, added
  const byKind = level.inForce.cond?.byKind;
  c.more = false;
  for (let kk = 0; kk < n; kk++) {
    let most = counts[kk];
    for (const r of byKind?.[kk] ?? []) if (!r.negated && r.bit & c.bit) most += r.times;
    if (most > 1) c.more = true;
  }
}
