/**
 * Word lists (docs/rules.md §5.1): `wordsProblems` checks any words.json-shaped value (every problem, for
 * `npm run check` and editors); `buildLexicon` throws the first or builds the `Lexicon` the grid engine
 * receives as data. Pure, and loads nothing: the game's own lexicon is `LEXICON` in words.ts.
 */
import {
  builtProperty,
  CONDITIONS,
  type Lexicon,
  NOUN_ROLES,
  type NounRole,
  VERBS,
  type WordClass,
  type WordDef,
} from "../engine/grid";
import { fieldPath, type Problem, showValue, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

type Entry = { word: string; class: WordClass; meta?: boolean | NounRole };

/**
 * Every problem of a words.json-shaped value: its schema, then each word listed once, `meta` on nouns
 * only, each noun role (`NOUN_ROLES`) carried by one noun at most, each verb and each condition one the
 * grid engine gives behaviour to (`VERBS`, `CONDITIONS`: a word it cannot play is refused, never silently
 * ignored); properties have no limit of their own (the engine keeps a bit for those it builds, hosted.ts
 * the others). Content that loads the words with the seam table
 * beside them passes `hosted`, the multiplier words a host gives behaviour to (`hostedProperties`): then
 * each property must be one the grid engine builds (`PROPERTY_BEHAVIOURS`) or one of those, and any
 * other is refused (docs/rules.md §5.1).
 */
export function wordsProblems(
  json: unknown,
  source = "content/words.json",
  hosted?: readonly string[],
): Problem[] {
  const problems = schemaProblems("words", json, source);
  if (problems.length > 0) return problems;
  const list = (json as { words: Entry[] }).words;
  const first = new Map<string, number>();
  const roles = new Map<string, number>();
  list.forEach((e, i) => {
    const at = (field: string, message: string) =>
      problems.push({ file: source, path: fieldPath(fieldPath("words", i), field), message });
    const seen = first.get(e.word);
    if (seen !== undefined) at("word", `${showValue(e.word)} is listed twice (also at words[${seen}])`);
    else first.set(e.word, i);
    if (e.meta !== undefined && e.class !== "noun")
      at("meta", `only nouns carry meta, and ${showValue(e.word)} is a ${e.class}`);
    if (typeof e.meta === "string") {
      const other = roles.get(e.meta);
      if (other !== undefined)
        at(
          "meta",
          `the role ${showValue(e.meta)} is carried twice (also by words[${other}]); one noun plays a role`,
        );
      else roles.set(e.meta, i);
    }
    if (e.class === "verb" && !Object.hasOwn(VERBS, e.word))
      at(
        "word",
        `${showValue(e.word)} is a verb the grid engine gives no behaviour to (it knows ${Object.keys(VERBS).join(", ")})`,
      );
    if (e.class === "property" && hosted !== undefined && !builtProperty(e.word) && !hosted.includes(e.word))
      at(
        "word",
        `${showValue(e.word)} is a property nothing gives behaviour to: the grid engine does not build it (docs/rules.md §5.1) and it is no multiplier word of the seams (content/seams.json); build it (engine code: the steps are in src/engine/grid/behaviours.ts), make it a multiplier word of the seams, or remove it`,
      );
    if ((e.class === "prefix" || e.class === "infix") && CONDITIONS[e.word]?.place !== e.class)
      at(
        "word",
        Object.hasOwn(CONDITIONS, e.word)
          ? `${showValue(e.word)} is a ${CONDITIONS[e.word].place} condition, not ${e.class}`
          : `${showValue(e.word)} is a condition the grid engine gives no behaviour to (it knows ${Object.keys(CONDITIONS).join(", ")})`,
      );
  });
  return problems;
}

/**
 * Builds a lexicon from words.json-shaped data (with `hosted`, refusing a property nothing builds).
 * @throws ContentError naming the source, the entry and the field at fault (the first problem).
 */
export function buildLexicon(
  json: unknown,
  source = "content/words.json",
  hosted?: readonly string[],
): Lexicon {
  throwFirst(wordsProblems(json, source, hosted));
  const list: WordDef[] = [];
  const index: Record<string, number> = Object.create(null);
  const properties: string[] = [];
  for (const e of (json as { words: Entry[] }).words) {
    index[e.word] = list.length;
    const meta =
      typeof e.meta === "string" && (NOUN_ROLES as readonly string[]).includes(e.meta) ? e.meta : true;
    const def: WordDef = { word: e.word, class: e.class, ...(e.meta ? { meta } : {}) };
    list.push(def);
    if (def.class === "property") properties.push(def.word);
  }
  return Object.freeze({
    words: Object.freeze(list),
    index: Object.freeze(index),
    properties: Object.freeze(properties),
  });
}

/**
 * The properties a seam table (seams.json-shaped data, read leniently: a malformed one names none)
 * gives behaviour to: its multiplier words (docs/rules.md §6).
 */
export function hostedProperties(seams: unknown): string[] {
  const table = (seams as { multiplierWords?: unknown } | null)?.multiplierWords;
  return table && typeof table === "object" && !Array.isArray(table) ? Object.keys(table) : [];
}

/**
 * The problems of a lexicon given to the harness rather than built here (docs/rules.md §8): its words as
 * words.json would hold them (`wordsProblems`), then its index and properties as `buildLexicon` makes
 * them of those words (each word's index its place; the property words in their order). `source` names
 * it (`newBaba: lexicon`).
 */
export function lexiconProblems(lexicon: Lexicon, source: string): Problem[] {
  const problems = wordsProblems({ words: lexicon.words }, source);
  if (problems.length > 0) return problems;
  const at = (path: string, message: string) => problems.push({ file: source, path, message });
  const index = lexicon.index as Record<string, unknown>;
  lexicon.words.forEach(({ word }, i) => {
    const got = Object.hasOwn(index, word) ? index[word] : undefined;
    if (got !== i)
      at(`index[${JSON.stringify(word)}]`, `is ${showValue(got)}, not ${i} (the word's place in words)`);
  });
  for (const key of Object.keys(index))
    if (!lexicon.words.some((w) => w.word === key))
      at(`index[${JSON.stringify(key)}]`, "names no word of words");
  const properties = lexicon.words.filter((w) => w.class === "property").map((w) => w.word);
  const given = lexicon.properties as unknown[];
  if (given.length !== properties.length || given.some((p, i) => p !== properties[i]))
    at("properties", `must list the property words of words, in their order, not ${showValue(given)}`);
  return problems;
}

/** The lexicons `checkLexiconArg` has passed (the harness is handed the same one on every restart). */
const checkedLexicons = new WeakSet<Lexicon>();

/** Throws the first of `lexiconProblems(lexicon, source)`, once per lexicon object. */
export function checkLexiconArg(lexicon: Lexicon, source: string): void {
  if (checkedLexicons.has(lexicon)) return;
  throwFirst(lexiconProblems(lexicon, source));
  checkedLexicons.add(lexicon);
}
