import { describe, expect, it } from "vitest";
import { CLASS_FILL, minionToken, thing, WORD_TEXT, wordTile } from "../../web/glyphs";
import { contrast } from "./contrast";

describe("glyphs", () => {
  it("word tile text meets WCAG AA (4.5:1) on every word class colour", () => {
    for (const [cls, fill] of Object.entries(CLASS_FILL))
      expect([cls, contrast(WORD_TEXT, fill) >= 4.5]).toEqual([cls, true]);
  });

  it("word tiles and minion tokens escape their text; unknown kinds get a lettered disc", () => {
    expect(wordTile("BABA")).toContain(">BABA</text>");
    expect(minionToken("keg", 2)).toContain(">KEG</text>");
    expect(minionToken("keg", 2)).toContain(">2</text>");
    expect(thing("<x>")).toContain("&lt;X");
    expect(thing("wall")).not.toContain("<text");
  });
});
