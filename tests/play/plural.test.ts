/** Counts in messages agree with their nouns (src/play/plural.ts): singular for exactly one, plural otherwise. */
import { describe, expect, test } from "vitest";
import { plural, pluralNoun } from "../../src/play/plural";

describe("plural", () => {
  test("one takes the singular; zero, many and fractions the plural", () => {
    expect([0, 1, 2, 1000, 0.5].map((n) => plural(n, "game"))).toEqual([
      "0 games",
      "1 game",
      "2 games",
      "1000 games",
      "0.5 games",
    ]);
  });

  test("an irregular plural is given; the noun alone agrees the same way", () => {
    expect(plural(1, "entry", "entries")).toBe("1 entry");
    expect(plural(3, "entry", "entries")).toBe("3 entries");
    expect(plural(2, "words file")).toBe("2 words files");
    expect([pluralNoun(1, "state"), pluralNoun(12_345, "state")]).toEqual(["state", "states"]);
  });
});
