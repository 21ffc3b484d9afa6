/**
 * How many steps the MOVE take gives each kind (docs/rules.md §5.4; research §3: "two MOVE rules = two
 * steps"), counted once per rules and kind table.
 * Kept for the last rules record and kind table asked about (both are shared and never changed, so the
 * counts hold while they are the same). The counts are tested in tests/grid/takes.test.ts.
 */
import type { Level } from "./types";

/**
 * How many spelled rules give MOVE to kind `k` (at least 1 when it has MOVE): each is one step (research
 * §3, "two MOVE rules = two steps"). Spelled rules are distinct, so the same sentence written twice counts
 * once. With `k` -1: the most any kind takes (at least 1).
 */
export function moveCount(level: Level, k: number): number {
  if (level.inForce.rules !== countedRules || level.kinds !== countedKinds) {
    const { kinds, lexicon } = level;
    countedRules = level.inForce.rules;
    countedKinds = kinds;
    moveRules = new Int32Array(kinds.names.length + 1); // the last: the most of any kind
    for (const rule of level.inForce.rules) {
      const m = /^(NOT )?(\w+) IS MOVE$/.exec(rule);
      if (!m) continue;
      const [, not, subject] = m;
      for (let kk = 0; kk < kinds.names.length; kk++) {
        const noun = kinds.isText[kk] ? "TEXT" : lexicon.words[kinds.word[kk]].word;
        const names = not
          ? subject !== noun && !kinds.isText[kk] && subject !== "ALL"
          : subject === noun || (subject === "ALL" && !kinds.isText[kk]);
        if (names) moveRules[kk]++;
      }
    }
    for (let kk = 0; kk < kinds.names.length; kk++)
      moveRules[kinds.names.length] = Math.max(moveRules[kk], moveRules[kinds.names.length]);
  }
  return Math.max(1, moveRules[k < 0 ? level.kinds.names.length : k]);
}

// The MOVE rules counted per kind (`moveCount`) for the last rules and kind table asked about: both are
// shared and never changed, so the counts hold while a level's rules stay the same.
let countedRules: readonly string[] | null = null;
let countedKinds: Level["kinds"] | null = null;
let moveRules = new Int32Array(0);
