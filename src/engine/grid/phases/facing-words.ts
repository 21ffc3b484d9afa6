/**
 * The direction properties (docs/rules.md §5.5; research §4 step 1, `statusblock`): an object that is UP,
 * DOWN, LEFT or RIGHT turns to face that way before anything moves; with several, the last of RIGHT, UP,
 * LEFT, DOWN wins. A level with a journal records each change as `Turned`, caused by the word's rule.
 */
import { turnObject } from "../board";
import { FACING_INDEX } from "../facing";
import { latestCause } from "../journal";
import { noteTurned } from "../journal-moves";
import { giver } from "../journal-rules";
import { bitsOf } from "../kinds";
import { propsOf } from "../props-of";
import type { Level } from "../types";

/** The direction words and their facings, in the order they apply (the last one an object has wins). */
const WORDS = [
  ["RIGHT", FACING_INDEX.right],
  ["UP", FACING_INDEX.up],
  ["LEFT", FACING_INDEX.left],
  ["DOWN", FACING_INDEX.down],
] as const;

/** The `facing` phase: every object with a direction property faces the last of its words. */
export function facingPhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  const any = B.RIGHT | B.UP | B.LEFT | B.DOWN;
  if (!(level.anyProps & any)) return;
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id]) continue;
    const p = propsOf(level, id);
    if (!(p & any)) continue;
    let [word, f]: readonly [string, number] = WORDS[0];
    for (const row of WORDS) if (p & B[row[0]]) [word, f] = row;
    const was = level.facing[id];
    turnObject(level, id, f);
    if (level.journal && f !== was) {
      const rule = giver(level, id, word);
      const line = latestCause(level.journal, [id], [rule.rule]);
      noteTurned(level, id, was, { kind: "rule", rule, line });
    }
  }
}
