import { readFileSync } from "node:fs";
import { expect, test } from "vitest";
import { buildSeamWords } from "../../src/content/seams";
import { buildLexicon } from "../../src/content/words";
import { newSpellGrid } from "../../src/harness";
import { sourceFiles } from "../architecture/source";
import { mapLevel } from "../spellgrid/map";

const words = JSON.parse(readFileSync(new URL("../../content/words.json", import.meta.url), "utf8"));
const seams = JSON.parse(readFileSync(new URL("../../content/seams.json", import.meta.url), "utf8"));

/** The workspace's data with the BATTLECRY drop's two lines taken out again. */
const wordsWithout = { ...words, words: words.words.filter((w: { word: string }) => w.word !== "BATTLECRY") };
const seamsWithout = { ...seams, triggerWords: { ...seams.triggerWords } };
delete seamsWithout.triggerWords.BATTLECRY;

const crierLevel = () =>
  mapLevel(["BATTLECRY IS DOUBLE", ". . .", ". . ."], ["Town Crier"], "battlecry-is-double");

/**
 * Module 10's Expansion Drop: BATTLECRY IS DOUBLE does what Brann does, by data alone: BATTLECRY in
 * content/words.json and content/seams.json, nothing under src/.
 */
test("test_10x_battlecry_is_double", () => {
  const g = newSpellGrid(crierLevel());
  expect(g.activeRules()).toContain("BATTLECRY IS DOUBLE");
  const h1 = g.hero(1);
  const crier = g.play("Town Crier", 1, 2);
  expect(g.log()).toEqual([
    { type: "Summoned", id: crier },
    { type: "Triggered", source: crier, trigger: "battlecry" },
    { type: "Damaged", target: h1, amount: 1 },
    { type: "Triggered", source: crier, trigger: "battlecry" },
    { type: "Damaged", target: h1, amount: 1 },
  ]);
  expect(g.health(h1)).toBe(28);
});

test("test_10x_battlecry_drop_is_two_lines_of_data", () => {
  // Without the seam line, BATTLECRY IS DOUBLE is a rule in force that doubles nothing.
  const lexicon = buildLexicon(words);
  const noSeam = newSpellGrid(crierLevel(), [], { lexicon, seams: buildSeamWords(seamsWithout, lexicon) });
  expect(noSeam.activeRules()).toContain("BATTLECRY IS DOUBLE");
  noSeam.play("Town Crier", 1, 2);
  expect(noSeam.log().filter((e) => e.type === "Triggered")).toHaveLength(1);
  expect(noSeam.health(noSeam.hero(1))).toBe(29);

  // Without the word, the level cannot even be read: BATTLECRY is not a word.
  const bare = buildLexicon(wordsWithout);
  expect(() =>
    newSpellGrid(crierLevel(), [], { lexicon: bare, seams: buildSeamWords(seamsWithout, bare) }),
  ).toThrow(/BATTLECRY is not a word/);
  // And the seam line alone is refused: it must name a noun of the lexicon.
  expect(() => buildSeamWords(seams, bare)).toThrow("triggerWords.BATTLECRY: BATTLECRY is not a noun");

  // The code knows no BATTLECRY: the drop lives in the two data files only.
  const code = sourceFiles("src").filter((f) => f.text.includes("BATTLECRY"));
  expect(code.map((f) => f.path)).toEqual([]);
});
