import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { schemaProblems } from "../../src/content/schema-check";
import { ROOT } from "./source";

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8"));

describe("every data file is valid against its schema and names it", () => {
  const levels = readdirSync(join(ROOT, "levels")).filter((f) => f.endsWith(".json"));

  test.each(levels)("levels/%s", (file) => {
    const def = read(`levels/${file}`);
    expect(schemaProblems("level", def, file)).toEqual([]);
    expect(def.$schema).toBe("../schema/level.schema.json");
    expect(`${def.name}.json`).toBe(file);
  });

  test.each([
    ["content/words.json", "words"],
    ["content/seams.json", "seams"],
  ] as const)("%s", (file, kind) => {
    const data = read(file);
    expect(schemaProblems(kind, data, file)).toEqual([]);
    expect(data.$schema).toBe(`../schema/${kind}.schema.json`);
  });

  test("the SpellGrid levels are there", () => {
    expect(levels).toEqual(
      expect.arrayContaining([
        "l1-double-tap.json",
        "l2-spliced-corpse.json",
        "l3-simultaneous-paradox.json",
      ]),
    );
  });
});
