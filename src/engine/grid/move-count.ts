/**
 * How many steps the MOVE take gives each kind, and how many steps a SHIFT object of each kind gives what
 * it carries (docs/rules.md §5.4; research §3: "two MOVE rules = two steps"; the game's `findallfeature`
 * lists an object once per rule that gives its kind the property), counted once per rules and kind table.
 * Kept for the last rules record and kind table asked about (both are shared and never changed, so the
 * counts hold while they are the same). The counts are tested in tests/grid/takes.test.ts.
 */
import type { Level } from "./types";

/** The counts of one property for the last rules and kind table asked about. */
interface Counts {
  readonly rule: RegExp;
  rules: readonly string[] | null;
  kinds: Level["kinds"] | null;
  perKind: Int32Array; // the last: the most of any kind
}

const MOVE: Counts = { rule: /^(NOT )?(\w+) IS MOVE$/, rules: null, kinds: null, perKind: new Int32Array(0) };
const SHIFT: Counts = {
  rule: /^(NOT )?(\w+) IS SHIFT$/,
  rules: null,
  kinds: null,
  perKind: new Int32Array(0),
};

/**
 * How many spelled rules give MOVE to kind `k` (at least 1 when it has MOVE): each is one step (research
 * §3, "two MOVE rules = two steps"). Spelled rules are distinct, so the same sentence written twice counts
 * once. With `k` -1: the most any kind takes (at least 1).
 */
export const moveCount = (level: Level, k: number): number => countOf(level, k, MOVE);

/** `moveCount` for SHIFT: how many steps a SHIFT object of kind `k` gives each object it carries. */
export const shiftCount = (level: Level, k: number): number => countOf(level, k, SHIFT);

function countOf(level: Level, k: number, c: Counts): number {
  if (level.inForce.rules !== c.rules || level.kinds !== c.kinds) recount(level, c);
  return Math.max(1, c.perKind[k < 0 ? level.kinds.names.length : k]);
}

function recount(level: Level, c: Counts): void {
  const { kinds, lexicon } = level;
  c.rules = level.inForce.rules;
  c.kinds = kinds;
  const n = kinds.names.length;
  const counts = new Int32Array(n + 1);
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
  for (let kk = 0; kk < n; kk++) counts[n] = Math.max(counts[kk], counts[n]);
}
