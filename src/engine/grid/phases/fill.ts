/**
 * Empty cells at conversion (docs/rules.md §5.5; wiki page EMPTY): the noun of the empty role names the
 * cells that hold no object. `EMPTY IS X` (the noun as subject) turns each cell that is empty as
 * movement left it into an X, facing right (the default facing, §5.4): a new object, the newest,
 * after the conversion's own; with several Xs each cell gets one of each, in the rules' sorted order.
 * A cell a conversion empties this turn (`X IS EMPTY`) is not filled until the next turn: every
 * change of the phase is decided from the board before it.
 */
import { addObject } from "../board";
import { latestCause, note, touch } from "../journal";
import { ruleRef } from "../journal-rules";
import { roleNoun, TEXT } from "../lexicon";
import type { Level } from "../types";

const NONE: readonly number[] = Object.freeze([]);

/** The cells (y × width + x) that hold no object, in reading order; none when no `EMPTY IS X` is in force. */
export function emptyCells(level: Level): readonly number[] {
  if (level.inForce.fill.length === 0) return NONE;
  const out: number[] = [];
  const { head } = level;
  for (let t = 0; t < head.length; t++) if (head[t] < 0) out.push(t);
  return out;
}

/**
 * Fills `cells` (found by `emptyCells` before the phase changed the board) with one object of each
 * kind of `level.inForce.fill`; with a journal, each is `Filled` with the spelled rule that made it.
 */
export function fillCells(level: Level, cells: readonly number[]): void {
  if (cells.length === 0) return;
  const { width } = level;
  const { fill } = level.inForce;
  const j = level.journal;
  const empty = level.lexicon.words[roleNoun(level.lexicon, "empty")]?.word;
  const { kinds, lexicon } = level;
  const named = (k: number) => (kinds.isText[k] ? TEXT : lexicon.words[kinds.word[k]].word); // EMPTY IS TEXT: its own word
  const refs = j ? fill.map((k) => ruleRef(level, `${empty} IS ${named(k)}`)) : [];
  for (const t of cells) {
    const x = t % width;
    const y = (t - x) / width;
    fill.forEach((k, i) => {
      const id = addObject(level, k, x, y);
      if (!j) return;
      const rule = refs[i];
      const line = note(
        level,
        { type: "Filled", id, kind: level.kinds.names[k], at: [x, y] },
        { kind: "rule", rule, line: latestCause(j, [], [rule.rule]) },
      );
      touch(level, id, line);
    });
  }
}
