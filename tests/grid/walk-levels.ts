/**
 * What the grid's walk tests share: the levels they walk (the generated corpus and the shipped pure Baba
 * levels, as the benchmark walk has them) and a level's cell lists written out, to compare an undo's or a
 * shortcut's cells with a full rebuild from the object arrays (`reindex`).
 */
import { readdirSync, readFileSync } from "node:fs";
import { expect } from "vitest";
import { corpusLevels } from "../../bench/corpus/generate";
import { LEXICON } from "../../src/content/words";
import type * as grid from "../../src/engine/grid";
import { cloneLevel, hashLevel } from "../../src/engine/grid";
import { reindex } from "../../src/engine/grid/reindex";

const LEVELS_DIR = new URL("../../levels/", import.meta.url);

/** The shipped pure Baba levels (no cards, hand or pool), by file name. */
const SHIPPED = readdirSync(LEVELS_DIR)
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(new URL(f, LEVELS_DIR), "utf8")) as grid.LevelDef)
  .filter((d) => d.cards === undefined && d.hand === undefined && d.pool === undefined);

/** The levels walked: the generated corpus, then the shipped pure Baba levels. */
export const DEFS: readonly grid.LevelDef[] = [...corpusLevels(LEXICON), ...SHIPPED];

/**
 * Each cell's list in its order (checking each object's back link), the per-kind counts, the id counter,
 * the per-id arrays' length and the board's hash, as one string.
 */
export function cells(level: grid.Level): string {
  const lists: number[][] = [];
  for (let t = 0; t < level.head.length; t++) {
    const list: number[] = [];
    for (let o = level.head[t]; o >= 0; o = level.next[o]) {
      expect(level.prev[o]).toBe(list.length === 0 ? -1 : list[list.length - 1]);
      list.push(o);
    }
    lists.push(list);
  }
  return JSON.stringify([lists, level.count, level.nextId, level.kind.length, hashLevel(level)]);
}

/** `cells` of a copy of the level whose cells are rebuilt from the object arrays (`reindex`). */
export function rebuilt(level: grid.Level): string {
  const copy = cloneLevel(level);
  reindex(copy);
  return cells(copy);
}
