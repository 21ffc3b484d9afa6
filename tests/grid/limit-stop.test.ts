/**
 * A step that adds objects (MAKE, MORE, a conversion into several kinds) stops as soon as its plan passes
 * the level's object limit (content LEVEL_LIMITS.objects; docs/rules.md §9), not after planning every
 * object: its message names the first count past the limit. The refused step changes nothing.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { map } from "./builder";

/** What a player can see of a level: every tile's stack, the id counter, the history, the rules. */
function observe(level: grid.Level) {
  const tiles: string[][] = [];
  for (let y = 0; y < level.height; y++)
    for (let x = 0; x < level.width; x++) tiles.push(grid.kindsAt(level, x, y));
  return { tiles, nextId: level.nextId, history: level.history.length, won: level.won };
}

/** `def` loaded with an object limit of `objects`; one step right must be refused with `message`. */
function refused(def: LevelDef, objects: number, message: string): void {
  const config = { ...LEVEL_CONFIG, limits: { ...LEVEL_CONFIG.limits, objects } };
  const level = grid.createLevel(def, LEXICON, config);
  const before = observe(level);
  expect(() => grid.step(level, "right")).toThrow(grid.ObjectLimitError);
  expect(() => grid.step(level, "right")).toThrow(message);
  expect(observe(level)).toEqual(before);
}

describe("a step past the object limit stops at the first object past it and changes nothing", () => {
  it("MAKE: eleven makers, room for three more, refused at the fourth (not after planning all eleven)", () => {
    const def = map(
      "ALL MAKE ROCK BABA IS YOU . . . .",
      "keke keke keke keke keke keke keke keke keke keke",
      "baba . . . . . . . . .",
    );
    expect(def.objects).toHaveLength(17);
    refused(
      def,
      20,
      "step: MAKE would put at least 21 objects on the grid, over the limit of 20 (content LEVEL_LIMITS.objects)",
    );
  });

  it("MORE: three spreading kekes plan six copies, room for two, refused at the third", () => {
    const def = map("KEKE IS MORE BABA IS YOU", "keke . keke . keke .", ". . . . . baba");
    expect(def.objects).toHaveLength(10);
    refused(def, 12, "step: MORE would put at least 13 objects on the grid, over the limit of 12");
  });

  it("a conversion: four rocks each becoming two objects, room for one more, refused at the second", () => {
    const def = map("ROCK IS KEKE AND WALL", "rock rock rock rock .", "BABA IS YOU . baba");
    expect(def.objects).toHaveLength(13);
    refused(def, 14, "step: the conversion would put at least 15 objects on the grid, over the limit of 14");
  });
});
