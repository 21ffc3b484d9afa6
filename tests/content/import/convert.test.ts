/**
 * Converting source levels (docs/rules.md §7, "Importing levels"): a level past the limits is skipped
 * with the field and the limit; names are handed out only to the levels imported.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../../src/content/content";
import { convertLevels } from "../../../src/content/import/convert";
import { KEKE_FORMAT } from "../../../src/content/import/keke";
import { SlugBook } from "../../../src/content/import/slug";
import { LEVEL_LIMITS } from "../../../src/content/limits";

const content = repositoryContent();
/** A Keke level `width` cells wide inside its border: BABA IS YOU and a baba. */
const wide = (id: number, width: number) => {
  const inner = ["B12".padEnd(width, "."), "b".padEnd(width, ".")];
  const border = "_".repeat(width + 2);
  return { id, name: "Wide", ascii: [border, ...inner.map((r) => `_${r}_`), border].join("\n") };
};
const convert = (...levels: object[]) =>
  convertLevels(KEKE_FORMAT.read({ levels }, "f.json"), content, new SlugBook());

describe("convertLevels", () => {
  test("a map wider than the level limit is skipped with the field and the limit", () => {
    const [outcome] = convert(wide(1, LEVEL_LIMITS.width + 1));
    expect(outcome).toEqual({
      type: "skipped",
      label: 'levels[0] (id 1 "Wide")',
      reason: `the level's width: ${LEVEL_LIMITS.width + 1} is above the maximum ${LEVEL_LIMITS.width}`,
    });
    expect(convert(wide(1, LEVEL_LIMITS.width))[0].type).toBe("imported");
  });

  test("a skipped level takes no name: the next level of the same id and name gets the plain one", () => {
    const outcomes = convert(wide(1, LEVEL_LIMITS.width + 1), wide(1, 4));
    expect(outcomes.map((o) => (o.type === "imported" ? o.name : o.type))).toEqual([
      "skipped",
      "keke-001-wide",
    ]);
  });
});
