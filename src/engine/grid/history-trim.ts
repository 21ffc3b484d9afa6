/**
 * How far back an undo history goes (docs/rules.md §5.6; docs/api.md M9): the level's limit, or fewer steps on
 * a large level, within a budget of numbers; past twice that many entries the oldest go (history.ts).
 */
import { dropOldest } from "./history";
import type { Level } from "./types";

/**
 * How many numbers the undo history may need, besides the entry count: an entry holds two or three numbers
 * per object (undo-record.ts) the step changed, and at most four per id are counted for it (more than a full board takes), so on
 * a large level undo goes back fewer steps rather than exhaust memory (2²³ numbers: 10,000 steps of a
 * level with 200 ids, 32 steps of the largest level, 65,536 objects). The history holds at most twice this.
 */
export const HISTORY_BUDGET = 2 ** 23;

/**
 * Past twice the entries a history may keep, the oldest go, down to it: the limit, or fewer within
 * HISTORY_BUDGET, counting four numbers per id (worked out again only for another limit or id counter).
 */
export function trim(level: Level, nextId: number): void {
  if (level.historyLimit !== keptLimit || nextId !== keptIds) {
    keep = Math.max(1, Math.min(level.historyLimit, Math.trunc(HISTORY_BUDGET / (4 * nextId || 1))));
    keptLimit = level.historyLimit;
    keptIds = nextId;
  }
  if (level.history.length > keep * 2) dropOldest(level.history, keep);
}
let keep = 1; // (`trim`: the last limit and id counter, and the entries they keep)
let keptLimit = -1;
let keptIds = -1;
