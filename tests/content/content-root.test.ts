/**
 * Content roots: a user's content is a folder laid out like the repository; `loadContent(root)` reads
 * it, and a file's content root is the nearest folder above it holding content/words.json.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { contentRootOf, findContentRoot, loadContent, REPOSITORY_ROOT } from "../../src/content/content-root";
import { copyContent } from "./copy";

const c = copyContent();
const bare = mkdtempSync(join(tmpdir(), "spellgrid-bare-"));
afterAll(() => {
  c.remove();
  rmSync(bare, { recursive: true, force: true });
});

describe("the content root of a file", () => {
  test("is the nearest folder above it holding content/words.json, like git's .git", () => {
    mkdirSync(c.path("levels/deep/er"), { recursive: true });
    expect(contentRootOf(c.path("levels/l1-double-tap.json"))).toBe(c.root);
    expect(contentRootOf(c.path("levels/deep/er/none.json"))).toBe(c.root);
    expect(contentRootOf(c.path("replays"))).toBe(c.root);
    expect(contentRootOf(c.root)).toBe(c.root);
  });
  test("is the repository when no folder above it has one", () => {
    expect(findContentRoot(join(bare, "x.json"))).toBe(null);
    expect(contentRootOf(join(bare, "x.json"))).toBe(resolve(REPOSITORY_ROOT));
  });
});

describe("loadContent(root)", () => {
  test("returns the folder's lexicon, seam words and card library", () => {
    c.edit<{ words: unknown[] }>("content/words.json", (w) => {
      w.words.push({ word: "GIZMO", class: "noun" });
    });
    c.write("cards/gizmo.json", {
      name: "Gizmo",
      type: "minion",
      cost: 1,
      attack: 0,
      health: 1,
      text: [],
      split: 0,
      game: "spellgrid",
      noun: "GIZMO",
    });
    const content = loadContent(c.root);
    expect(content.root).toBe(c.root);
    expect(content.lexicon.words.at(-1)).toEqual({ word: "GIZMO", class: "noun" });
    expect(content.cards.map((d) => d.name)).toContain("Gizmo");
    expect(content.seams.triggerWords.DEATHRATTLE).toBe("deathrattle");
    expect(loadContent(c.root).lexicon).toBe(content.lexicon); // unchanged files: the same lexicon object
  });

  test("a folder that is not a content root names what is missing", () => {
    const partial = join(bare, "partial");
    mkdirSync(join(partial, "content"), { recursive: true });
    writeFileSync(join(partial, "content/words.json"), JSON.stringify({ words: [] }));
    expect(() => loadContent(partial)).toThrow(
      `${partial}: not a content folder: content/seams.json is missing (a content folder holds cards/, content/words.json and content/seams.json)`,
    );
    expect(() => loadContent(bare)).toThrow(`${bare}: not a content folder: content/words.json is missing`);
  });

  test("a bad file is an error naming the file and the entry", () => {
    const d = copyContent();
    try {
      d.edit<{ words: unknown[] }>("content/words.json", (w) => {
        w.words.push({ word: "lower", class: "noun" });
      });
      expect(() => loadContent(d.root)).toThrow(
        /content\/words\.json: words\[\d+\]\.word: "lower" must be an upper-case word/,
      );
      writeFileSync(d.path("content/words.json"), "{ nope");
      expect(() => loadContent(d.root)).toThrow(/content\/words\.json: invalid JSON/);
    } finally {
      d.remove();
    }
  });
});
