import { describe, expect, it } from "vitest";
import { KEYWORDS, type Keyword, keywordName } from "../../../src/engine/cards";

/**
 * Every keyword has a printed name, as Hearthstone prints it: words that start with a capital, split by
 * a space or a hyphen, never the field's camelCase (the duel page and the card text both read it).
 */
describe("keyword names", () => {
  it("names every keyword of the vocabulary in printed words, each its own", () => {
    const names = (Object.keys(KEYWORDS) as Keyword[]).map(keywordName);
    for (const name of names) expect(name).toMatch(/^[A-Z][a-z]*([ -][A-Z][a-z]*)*$/);
    expect(new Set(names).size).toBe(names.length);
  });

  it("prints a two-word keyword with its space or hyphen", () => {
    expect(keywordName("divineShield")).toBe("Divine Shield");
    expect(keywordName("megaWindfury")).toBe("Mega-Windfury");
  });
});
