/** What a content file is, from its content and its place (issue 10 item 5; docs/rules.md §7). */
import { describe, expect, test } from "vitest";
import {
  classifyContent,
  importableFormat,
  kindByContent,
  kindByPlace,
  wrongKind,
} from "../../src/content/classify";

describe("classifyContent", () => {
  test.each([
    ["a card by its $schema", "x.json", { $schema: "../schema/card.schema.json" }, "card"],
    [
      "a level by its $schema, whatever its folder",
      "cards/x.json",
      { $schema: "../schema/level.schema.json" },
      "level",
    ],
    ["a replay by its fields", "x.json", { level: "levels/a.json", actions: [] }, "replay"],
    ["the lexicon by its fields", "x.json", { words: [] }, "words"],
    ["the seam table by its fields", "x.json", { triggerWords: {} }, "seams"],
    ["a level by its fields", "x.json", { width: 1, height: 1 }, "level"],
    ["a card by its fields", "x.json", { type: "spell", text: [] }, "card"],
    ["a broken file by its folder", "mine/cards/x.json", {}, "card"],
    ["a replay by its name", "x.replay.json", null, "replay"],
    ["nothing that tells", "x.json", { hello: 1 }, null],
  ])("%s", (_what, path, data, kind) => {
    expect(classifyContent(path, data)).toBe(kind);
  });

  test("place and content apart", () => {
    expect(kindByPlace("root/content/words.json")).toBe("words");
    expect(kindByPlace("root/levels/a.json")).toBe("level");
    expect(kindByContent([1, 2])).toBeNull();
  });

  test("wrongKind names the file, what it is and the command that opens it", () => {
    const replay = { level: "levels/l1.json", actions: ["w"], won: true, finalHash: "0" };
    expect(wrongKind("r.json", replay, "level")).toBe(
      "r.json is a replay, not a level: check it with npm run replay -- r.json",
    );
    expect(wrongKind("c.json", { type: "minion" }, "level")).toBe(
      "c.json is a card, not a level: check it with npm run check -- c.json",
    );
    expect(wrongKind("l.json", { width: 1, height: 1 }, "replay")).toBe(
      "l.json is a level, not a replay: play it with npm start -- l.json",
    );
    expect(wrongKind("d.json", { name: "D", cards: [] }, "level")).toBe(
      "d.json is a deck, not a level: play it against the AI's deck D with npm start -- --duel d.json D, or check it with npm run check -- d.json",
    );
    expect(wrongKind("l.json", { width: 1, height: 1 }, "level")).toBeNull();
    expect(wrongKind("l.json", { colour: 1 }, "level")).toBeNull();
  });
});

describe("a file of another game's levels, which npm run import reads", () => {
  const keke = { levels: [{ id: 1, name: "A", ascii: "___\n_b_\n___", solution: "" }] };

  test("is told by its content, and is no content file of this kit", () => {
    expect(importableFormat(keke)).toBe("keke");
    expect(importableFormat({ levels: [] })).toBe("keke"); // an empty list is still the format's shape
    expect(importableFormat({ levels: [{ id: 1 }] })).toBeNull(); // a level without its map is not
    expect(importableFormat({ levels: "x" })).toBeNull();
    expect(importableFormat({ width: 1, height: 1 })).toBeNull();
    expect(kindByContent(keke)).toBeNull();
  });

  test("wrongKind names it with the import command, wherever a level, a replay or a deck was wanted", () => {
    for (const expected of ["level", "replay", "deck"] as const)
      expect(wrongKind("k.json", keke, expected)).toBe(
        "k.json is a file of keke levels (Baba is Y'all), not a content file of this kit: import it with npm run import -- keke k.json --out DIR",
      );
  });
});
