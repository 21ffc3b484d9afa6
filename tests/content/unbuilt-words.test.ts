/**
 * A word whose behaviour is not built is refused at load, never silently ignored (docs/rules.md §5.1;
 * issue 14 item 5): every property of a lexicon is one the grid engine builds (PROPERTY_BEHAVIOURS) or a
 * multiplier word of the seams beside it; loading a content folder and `npm run check` both say which
 * file, word and field.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { check } from "../../src/content/check-cli";
import { loadContent, REPOSITORY_ROOT } from "../../src/content/content-root";
import { formatProblem } from "../../src/content/problems";
import { GRID_TURN, HAZARD_ORDER } from "../../src/content/turn";
import { buildLexicon, hostedProperties, LEXICON, wordsProblems } from "../../src/content/words";
import { bitsOf, builtProperty, LISTED_BEHAVIOURS, PHASES, PROPERTY_BEHAVIOURS } from "../../src/engine/grid";
import { HAZARDS } from "../../src/engine/grid/phases/hazards";
import { copyContent } from "./copy";

const seams = JSON.parse(readFileSync(join(REPOSITORY_ROOT, "content/seams.json"), "utf8"));
const words = () => JSON.parse(readFileSync(join(REPOSITORY_ROOT, "content/words.json"), "utf8"));
/**
 * The example of a property nothing builds: BONUS (a word of the game the engine lacks), or, should the
 * engine build it or the repository's words list hold it, the same with letters added, so neither a word
 * built later nor a user's own words change what this test states.
 */
const UNBUILT = (() => {
  const taken = new Set<string>(words().words.map((w: { word: string }) => w.word));
  let w = "BONUS";
  while (builtProperty(w) || taken.has(w)) w += "X";
  return w;
})();
const why = (w: string) =>
  `"${w}" is a property nothing gives behaviour to: the grid engine does not build it (docs/rules.md §5.1) and it is no multiplier word of the seams (content/seams.json); build it (engine code: the steps are in src/engine/grid/behaviours.ts), make it a multiplier word of the seams, or remove it`;

const copies: { remove(): void }[] = [];
afterAll(() => {
  for (const c of copies) c.remove();
});

describe("unbuilt properties are refused", () => {
  test("a property nothing builds: one problem naming the file, the entry's field and the word", () => {
    const json = {
      words: [
        { word: "BABA", class: "noun" },
        { word: "YOU", class: "property" },
        { word: UNBUILT, class: "property" },
      ],
    };
    expect(wordsProblems(json, "w.json", []).map(formatProblem)).toEqual([
      `w.json: words[2].word: ${why(UNBUILT)}`,
    ]);
    expect(() => buildLexicon(json, "w.json", [])).toThrow(`w.json: words[2].word: ${why(UNBUILT)}`);
  });

  test("a multiplier word of the seams beside it is built by the host: accepted", () => {
    const json = { words: [{ word: "TRIPLE", class: "property" }] };
    expect(wordsProblems(json, "w.json", ["TRIPLE"])).toEqual([]);
    expect(
      hostedProperties({ triggerWords: {}, multiplierWords: { TRIPLE: { times: 3, stacking: "max" } } }),
    ).toEqual(["TRIPLE"]);
    expect(hostedProperties(null)).toEqual([]);
  });

  test("every property of the game's lexicon is built by the grid engine or is a seam multiplier word", () => {
    const hosted = hostedProperties(seams);
    const unbuilt = LEXICON.properties.filter((p) => !builtProperty(p) && !hosted.includes(p));
    expect(unbuilt).toEqual([]);
  });

  test("each row of the behaviour table is a property with a mask, and names modules that exist", () => {
    const B = bitsOf(LEXICON) as unknown as Record<string, number>;
    for (const [word, modules] of Object.entries(PROPERTY_BEHAVIOURS)) {
      expect(B[word], word).toBeDefined();
      for (const m of modules.split(", "))
        expect(existsSync(join(REPOSITORY_ROOT, "src/engine/grid", m)), `${word}: ${m}`).toBe(true);
    }
  });

  test("each row of the listed table is a property with no mask, in neither table twice, and names modules that exist", () => {
    const B = bitsOf(LEXICON) as unknown as Record<string, number>;
    for (const [word, modules] of Object.entries(LISTED_BEHAVIOURS)) {
      expect(Object.hasOwn(PROPERTY_BEHAVIOURS, word), word).toBe(false);
      expect(B[word], word).toBeUndefined();
      expect(builtProperty(word), word).toBe(true);
      for (const m of modules.split(", "))
        expect(existsSync(join(REPOSITORY_ROOT, "src/engine/grid", m)), `${word}: ${m}`).toBe(true);
    }
  });

  test("every destruction step and every phase the engine builds has its place in content's turn order (else its property would do nothing, silently)", () => {
    for (const hazard of Object.keys(HAZARDS)) expect(HAZARD_ORDER, hazard).toContain(hazard);
    for (const phase of Object.keys(PHASES)) expect(GRID_TURN, phase).toContain(phase);
  });

  test("a content folder whose words.json adds a property nothing builds (BONUS): loading it and npm run check refuse it", () => {
    const c = copyContent("spellgrid-unbuilt-");
    copies.push(c);
    const list = words();
    list.words.push({ word: UNBUILT, class: "property" });
    c.write("content/words.json", list);
    const at = `words[${list.words.length - 1}].word`;
    expect(() => loadContent(c.root)).toThrow(`content/words.json: ${at}: ${why(UNBUILT)}`);
    const result = check([c.root], c.root);
    expect(result.problems.map((p) => `${p.file}: ${p.path}: ${p.message}`)).toEqual([
      `content/words.json: ${at}: ${why(UNBUILT)}`,
    ]);
  });

  test("the same folder with that word made a multiplier word of its seams loads", () => {
    const c = copyContent("spellgrid-unbuilt-");
    copies.push(c);
    const list = words();
    list.words.push({ word: UNBUILT, class: "property" });
    c.write("content/words.json", list);
    c.edit<typeof seams>("content/seams.json", (s) => {
      s.multiplierWords[UNBUILT] = { times: 3, stacking: "max" };
    });
    expect(loadContent(c.root).lexicon.properties).toContain(UNBUILT);
    expect(check([c.root], c.root).problems).toEqual([]);
  });
});
