/**
 * Conversion in the grid's journal (docs/rules.md §5.5, §5.7): each object that became another kind,
 * each further target a conversion added, and each object `X IS NOT X` or `X IS EMPTY` deleted, with the spelled rule
 * that did it. The rules are read before the board changes (they name the objects as they were).
 */

import { emptiedNow } from "./cond-empty";
import { latestCause, note, touch } from "./journal";
import { giver } from "./journal-rules";
import { roleNoun } from "./lexicon";
import type { GridCause, GridRecord, RuleRef } from "./records";
import type { Level } from "./types";

/** One conversion to record: the object, its new kind (-1: deleted) and the objects it added. */
export interface Change {
  readonly id: number;
  readonly to: number;
  readonly added: number[];
}

/** The rule and cause of each change, read from the board before it changes. */
export function conversionCauses(
  level: Level,
  changes: readonly Change[],
  targets: readonly number[][],
): GridCause[][] {
  const j = level.journal!;
  const { kinds, lexicon } = level;
  const noun = (k: number) => lexicon.words[kinds.word[k]].word;
  const empty = lexicon.words[roleNoun(lexicon, "empty")]?.word; // X IS EMPTY deletes (erase 2)
  const gone = (id: number) => (emptiedNow(level, id) && empty ? empty : `NOT ${noun(level.kind[id])}`);
  // a text target other than the object's own word (X IS TEXT) came from X WRITE Y (docs/rules.md §5.6)
  const verb = (id: number, t: number) =>
    t >= 0 && kinds.isText[t] === 1 && t !== kinds.textOf[kinds.word[level.kind[id]]] ? "WRITE" : "IS";
  return changes.map((c, i) =>
    [c.to, ...targets[i]].map((t) => {
      const rule = giver(level, c.id, t < 0 ? gone(c.id) : noun(t), verb(c.id, t));
      return { kind: "rule", rule, line: latestCause(j, [c.id], [rule.rule]) } as const;
    }),
  );
}

/**
 * Records the changes (after the board changed): `Converted` or `Erased`, then an `Added` per further
 * target, with the causes `conversionCauses` read. `from` holds each object's kind before.
 */
export function noteConversions(
  level: Level,
  changes: readonly Change[],
  from: readonly number[],
  causes: readonly GridCause[][],
): void {
  const names = level.kinds.names;
  const at = (id: number) => [level.x[id], level.y[id]] as const;
  changes.forEach((c, i) => {
    const first: GridRecord =
      c.to < 0
        ? { type: "Erased", id: c.id, at: at(c.id) }
        : { type: "Converted", id: c.id, from: names[from[i]], to: names[c.to] };
    if (c.to < 0 || from[i] !== c.to) touch(level, c.id, note(level, first, causes[i][0])); // X IS ALL keeps X
    c.added.forEach((a, k) => {
      const record = { type: "Added", id: a, kind: names[level.kind[a]], from: c.id, at: at(a) } as const;
      touch(level, a, note(level, record, causes[i][k + 1]));
    });
  });
}

/**
 * Per cell (y × width + x), the last line of this action that touched an object destroyed there: read once
 * before a fill phase makes its fills (`fillCause`), which add only objects that are alive, so it holds for
 * the whole phase (one walk of the action's touched objects, not one per fill).
 */
export function deathsByCell(level: Level): Map<number, number> {
  const out = new Map<number, number>();
  for (const [id, at] of level.journal!.touched) {
    if (level.alive[id] !== 0) continue;
    const t = level.y[id] * level.width + level.x[id];
    if (at > (out.get(t) ?? -1)) out.set(t, at);
  }
  return out;
}

/**
 * Why cell `t` (y × width + x), empty now, was filled by `rule` (`EMPTY IS X`, conditional or not: fill.ts):
 * the rule, and the last record of this action that emptied the cell, a move off it (`GridJournal.left`) or a
 * death on it (`deaths`, from `deathsByCell`: an object destroyed there, its last record, the grid's death or
 * the cards' `Destroyed`), so `why` goes through it to the `Stepped`; when nothing emptied it this action it
 * was empty before, and the line is the record that formed the rule this action, else the action's own
 * `Stepped` (docs/rules.md §5.7).
 */
export function fillCause(
  level: Level,
  t: number,
  rule: RuleRef,
  deaths: ReadonlyMap<number, number>,
): GridCause {
  const j = level.journal!;
  const line = Math.max(j.left.get(t) ?? -1, deaths.get(t) ?? -1);
  return { kind: "rule", rule, line: line >= 0 ? line : latestCause(j, [], [rule.rule]) };
}
