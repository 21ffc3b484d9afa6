import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import Ajv from "ajv";
import Ajv2020 from "ajv/dist/2020";
import { describe, expect, test } from "vitest";
import { ROOT } from "./source";

const read = (file: string) => JSON.parse(readFileSync(join(ROOT, file), "utf8"));

/** A validator for a schema file, by the draft its "$schema" names. */
function validator(schemaFile: string) {
  const schema = read(schemaFile);
  const ajv = String(schema.$schema).includes("2020-12")
    ? new Ajv2020({ allErrors: true })
    : new Ajv({ allErrors: true });
  return ajv.compile(schema);
}

describe("every data file is valid against its schema and names it", () => {
  const level = validator("schema/level.schema.json");
  const levels = readdirSync(join(ROOT, "levels")).filter((f) => f.endsWith(".json"));

  test.each(levels)("levels/%s", (file) => {
    const def = read(`levels/${file}`);
    expect(level(def), JSON.stringify(level.errors)).toBe(true);
    expect(def.$schema).toBe("../schema/level.schema.json");
    expect(`${def.name}.json`).toBe(file);
  });

  test.each([
    ["content/words.json", "schema/words.schema.json"],
    ["content/seams.json", "schema/seams.schema.json"],
  ])("%s", (file, schema) => {
    const validate = validator(schema);
    const data = read(file);
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    expect(data.$schema).toBe(`../${schema}`);
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
