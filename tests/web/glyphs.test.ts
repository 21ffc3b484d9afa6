import { describe, expect, it } from "vitest";
import { CLASS_FILL, minionToken, thing, WORD_TEXT, wordTile } from "../../web/glyphs";
import { contrast } from "./contrast";

describe("glyphs", () => {
  it("word tile text meets WCAG AA (4.5:1) on every word class colour", () => {
    for (const [cls, fill] of Object.entries(CLASS_FILL))
      expect([cls, contrast(WORD_TEXT, fill) >= 4.5]).toEqual([cls, true]);
  });

  it("every word of the lexicon gets its class's fill (conditions included)", async () => {
    const { LEXICON } = await import("../../src/content/words");
    for (const w of LEXICON.words) {
      const fill = CLASS_FILL[w.meta ? "meta" : w.class];
      expect([w.word, wordTile(w.word)]).toEqual([w.word, expect.stringContaining(`fill="${fill}"`)]);
      expect([w.word, typeof fill]).toEqual([w.word, "string"]);
    }
  });

  it("word tiles and minion tokens escape their text; unknown kinds get a lettered disc", () => {
    expect(wordTile("BABA")).toContain(">BABA</text>");
    expect(minionToken("keg", 2)).toContain(">KEG</text>");
    expect(minionToken("keg", 2)).toContain(">2</text>");
    expect(thing("<x>")).toContain("&lt;X");
    expect(thing("wall")).not.toContain("<text");
  });
});
