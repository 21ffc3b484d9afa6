/**
 * A stack of PUSH movers steps in time linear in its size (docs/rules.md §5.4, move-cells.ts `openAt`): a
 * cell ahead found open stays open for the take, since every object that enters it later moved in the
 * take and is passed over, so each mover of the stack no longer walks all those that went before it
 * (60,000 stacked YOU, MOVE and PUSH babas took about 20 s for one step, past this test's timeout).
 */
import { describe, expect, test } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";

/** BABA IS w for each word of `words`, and the rest of the object limit as babas stacked on (2, 5). */
function stack(words: readonly string[]): { def: LevelDef; n: number } {
  const objects: LevelDef["objects"] = words.flatMap((w, y) =>
    ["BABA", "IS", w].map((t, x) => ({ kind: `text:${t}`, x, y })),
  );
  const n = LEVEL_LIMITS.objects - objects.length;
  for (let i = 0; i < n; i++) objects.push({ kind: "baba", x: 2, y: 5 });
  return { def: { width: 8, height: 7, objects }, n };
}

describe("a stack of PUSH movers at the object limit", () => {
  test("YOU and PUSH: one step moves the whole stack one cell, and undo puts it back", () => {
    const { def, n } = stack(["YOU", "PUSH"]);
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
    grid.step(level, "right");
    expect(grid.kindsAt(level, 3, 5)).toEqual(Array(n).fill("baba"));
    expect(grid.kindsAt(level, 2, 5)).toEqual([]);
    expect(grid.undo(level)).toBe(true);
    expect(grid.kindsAt(level, 2, 5)).toHaveLength(n);
  });

  test("YOU, MOVE and PUSH: the YOU move and the MOVE take each carry the whole stack one cell", () => {
    const { def, n } = stack(["YOU", "MOVE", "PUSH"]);
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
    grid.step(level, "right");
    expect(grid.kindsAt(level, 4, 5)).toEqual(Array(n).fill("baba"));
    grid.step(level, "left"); // faced left by the YOU move, the MOVE take goes left too
    expect(grid.kindsAt(level, 2, 5)).toHaveLength(n);
    expect(grid.facingOf(level, level.nextId - 1)).toBe("left");
  });
});
