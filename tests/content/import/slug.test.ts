/** File names of imported levels (docs/rules.md §7, "Importing levels"): slugged, stable, unique. */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { SLUG_LENGTH, SlugBook, slugOf } from "../../../src/content/import/slug";
import { fuzzed } from "../../fuzz";

describe("slugOf", () => {
  test.each([
    [["keke", "007", "Baba's Lake!"], "keke-007-babas-lake"],
    [["keke", "12", "  Crème   Brûlée  "], "keke-12-creme-brulee"],
    [["keke", "a/b", "../../etc"], "keke-a-b-etc"],
    [["keke", "3", ""], "keke-3"],
    [["", "", "!!!"], "level"],
  ])("%j → %s", (parts, slug) => {
    expect(slugOf(parts)).toBe(slug);
  });

  test("any parts give a file name of letters, digits and single inner dashes, at most 64 long", () => {
    fc.assert(
      fc.property(fc.array(fc.string(), { maxLength: 4 }), (parts) => {
        const slug = slugOf(parts);
        expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
        expect(slug.length).toBeLessThanOrEqual(SLUG_LENGTH);
        expect(slugOf(parts)).toBe(slug);
      }),
      fuzzed({ seed: 14, numRuns: 200 }),
    );
  });
});

describe("SlugBook", () => {
  test("a name asked for again gets -2, -3, … in order; others are untouched", () => {
    const book = new SlugBook();
    expect(["A", "b", "a", "A!", "c"].map((n) => book.claim(["keke", "1", n]))).toEqual([
      "keke-1-a",
      "keke-1-b",
      "keke-1-a-2",
      "keke-1-a-3",
      "keke-1-c",
    ]);
  });
});
