/**
 * BONUS in the grid's journal (docs/rules.md §5.5, §5.7): each collection a `Collected` record (the BONUS
 * object, its collector `by`, its cell, and `kept` when it is SAFE and stays), caused by the collector's YOU
 * rule and the object's BONUS rule. Called only when the level keeps a journal, before the objects collected
 * are handed to the destroy hook.
 */

import { latestCause, note, touch } from "./journal";
import { giver } from "./journal-rules";
import type { Bits } from "./prop-bits";
import { isSafe } from "./safe";
import type { Level } from "./types";

/** The collections `pairs` (`[collector, collected, …]`, phases/bonus.ts `collections`): one record each. */
export function noteCollected(level: Level, pairs: readonly number[], B: Bits): void {
  const j = level.journal!;
  const causes = [];
  for (let i = 0; i < pairs.length; i += 2) {
    const [by, id] = [pairs[i], pairs[i + 1]];
    const rules = [giver(level, by, "YOU"), giver(level, id, "BONUS")];
    const ids = by === id ? [id] : [by, id];
    const line = latestCause(
      j,
      ids,
      rules.map((r) => r.rule),
    );
    causes.push({ kind: "bonus", rules, with: by, line } as const);
  }
  for (let i = 0; i < pairs.length; i += 2) {
    const [by, id] = [pairs[i], pairs[i + 1]];
    const kept = isSafe(level, id, B);
    const at = [level.x[id], level.y[id]] as const;
    const line = note(level, { type: "Collected", id, by, at, kept }, causes[i / 2]);
    if (!kept) touch(level, id, line);
  }
}
