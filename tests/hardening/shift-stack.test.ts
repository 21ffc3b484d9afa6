/**
 * A stack of SHIFT objects is refused by the movement limit (docs/rules.md §9, `MOVE_STEPS`) without
 * first doing the work the limit bounds: n SHIFT objects on one cell give n × (n − 1) steps, which were
 * enumerated pair by pair before the take was refused (65,530 stacked babas: minutes for one step).
 */
import { describe, expect, test } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";

/** BABA IS YOU, BABA IS SHIFT, and the rest of the object limit as babas stacked on one cell. */
function shiftStack(): { def: LevelDef; n: number } {
  const objects: LevelDef["objects"] = ["YOU", "SHIFT"].flatMap((w, y) =>
    ["BABA", "IS", w].map((t, x) => ({ kind: `text:${t}`, x, y })),
  );
  const n = LEVEL_LIMITS.objects - objects.length;
  for (let i = 0; i < n; i++) objects.push({ kind: "baba", x: 5, y: 5 });
  return { def: { width: 8, height: 8, objects }, n };
}

describe("a stack of SHIFT objects at the object limit", () => {
  test("the step throws the SHIFT limit error with the take's steps, n × (n − 1), and changes nothing", () => {
    const { def, n } = shiftStack();
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG });
    const before = JSON.stringify(grid.snapshot(level));
    expect(() => grid.step(level, "wait")).toThrow(grid.MoveLimitError);
    expect(() => grid.step(level, "right")).toThrow(
      `SHIFT: one take would make ${n * (n - 1)} steps, more than ${grid.MOVE_STEPS} (docs/rules.md §9): the SHIFT rules in force are listed too often for the objects they move`,
    );
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
  });
});
