/** The grid engine's own level check (docs/rules.md §5.1, §8): the first bad field, in the one-line form. */
import { describe, expect, test } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEXICON } from "../../src/content/words";
import { checkLevelDef } from "../../src/engine/grid";

const check = (def: unknown) => () => checkLevelDef(def, LEXICON, LEVEL_LIMITS);

describe("checkLevelDef (used by the engine directly, below the content checker)", () => {
  test('names the level, the field and the value: `level "x": field: value problem`', () => {
    expect(check({ name: "x", width: 2, height: 1, objects: [{ kind: "dragon", x: 0, y: 0 }] })).toThrow(
      'level "x": objects[0].kind: "dragon" is not a kind: DRAGON is not a noun in the lexicon',
    );
    expect(check({ name: "x", width: Number.NaN, height: 1, objects: [] })).toThrow(
      'level "x": width: NaN must be a positive integer',
    );
    expect(check(null)).toThrow('level "(unnamed)": (root): null is not an object: a level is one');
  });

  test("a typo never prints the whole value: at most 80 characters of it", () => {
    const objets = Array.from({ length: 100 }, (_, x) => ({ kind: "baba", x, y: 0 }));
    const run = check({ name: "x", width: 100, height: 1, objects: [], objets });
    expect(run).toThrow(`level "x": objets: ${JSON.stringify(objets).slice(0, 79)}… is not a level field`);
  });
});
