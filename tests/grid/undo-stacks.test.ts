/**
 * Undo of a step that moved a tall stack (issue 16: no input can hang; docs/rules.md §5.6 undo): undo puts
 * the objects a step moved back on their cells, each after every newer object there (relink.ts), and a
 * stack a step moved as one goes back as one. Pulled objects are moved newest first (a cell lists its
 * objects newest first), and before, putting each back walked past every newer one already back: an undo
 * of one `KEKE IS MOVE` step that pulled 60,000 stacked PULL boxes took 17 s (the step 54 ms). Each test
 * is one level, one step and its undo under a timeout of its own (`UNDO_TIMEOUT_MS`, the hang guard:
 * vitest fails a synchronous call past it once it returns); no clock is read here, and the board after
 * the undo is checked byte for byte.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";

/** The hang guard: a test (building the level, a step, its undo) that runs past this fails; the old undo took 17 s. */
const UNDO_TIMEOUT_MS = 10_000;

/** Rules on the top rows, a mover at (1, 5) facing right, and the rest of the object limit stacked at (0, 5) as `kind`. */
function stackBehind(rules: string[], mover: string, kind: string): LevelDef {
  const objects: LevelDef["objects"] = rules.flatMap((row, y) =>
    row.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })),
  );
  objects.push({ kind: "baba", x: 15, y: 15 }, { kind: mover, x: 1, y: 5, dir: "right" });
  while (objects.length < LEVEL_LIMITS.objects) objects.push({ kind, x: 0, y: 5 });
  return { width: 16, height: 16, objects };
}

/** Steps `input`, undoes it and expects the board as it was, byte for byte; returns the cell of object `id` after the step. */
function stepAndUndo(def: LevelDef, input: grid.TurnInput, id: number): string {
  const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
  const before = JSON.stringify(grid.snapshot(level));
  grid.step(level, input);
  const at = `${level.x[id]},${level.y[id]}`;
  expect(grid.undo(level)).toBe(true);
  expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  return at;
}

describe("an undo of a step that moved a tall stack ends within the hang guard and gives the board back", () => {
  it(
    "a keke made MOVE pulls the whole stack of PULL boxes behind it one cell; undo puts every box back",
    () => {
      const def = stackBehind(["BABA IS YOU", "KEKE IS MOVE", "BOX IS PULL"], "keke", "box");
      expect(stepAndUndo(def, "wait", def.objects.length - 1)).toBe("1,5");
    },
    UNDO_TIMEOUT_MS,
  );

  it(
    "a keke that is YOU pulls the whole stack of PULL boxes behind it one cell; undo puts every box back",
    () => {
      const def = stackBehind(["KEKE IS YOU", "BOX IS PULL"], "keke", "box");
      expect(stepAndUndo(def, "right", def.objects.length - 1)).toBe("1,5");
    },
    UNDO_TIMEOUT_MS,
  );

  it(
    "a stack of kekes that is YOU steps right as one; undo puts every keke back",
    () => {
      const def = stackBehind(["KEKE IS YOU"], "baba", "keke");
      expect(stepAndUndo(def, "right", def.objects.length - 1)).toBe("1,5");
    },
    UNDO_TIMEOUT_MS,
  );
});
