/**
 * Word lists (docs/rules.md §5.1): `wordsProblems` checks any words.json-shaped value (every problem, for
 * `npm run check` and editors); `buildLexicon` throws the first or builds the `Lexicon` the grid engine
 * receives as data. Pure, and loads nothing: the game's own lexicon is `LEXICON` in words.ts.
 */
import {
  CONDITIONS,
  type Lexicon,
  MAX_PROPERTIES,
  VERBS,
  type WordClass,
  type WordDef,
} from "../engine/grid";
import { fieldPath, type Problem, showValue, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

type Entry = { word: string; class: WordClass; meta?: boolean };

/**
 * Every problem of a words.json-shaped value: its schema, then each word listed once, `meta` on nouns
 * only, each verb and each condition one the grid engine gives behaviour to (`VERBS`, `CONDITIONS`: a
 * word it cannot play is refused, never silently ignored), and at most `MAX_PROPERTIES` properties.
 */
export function wordsProblems(json: unknown, source = "content/words.json"): Problem[] {
  const problems = schemaProblems("words", json, source);
  if (problems.length > 0) return problems;
  const list = (json as { words: Entry[] }).words;
  const first = new Map<string, number>();
  list.forEach((e, i) => {
    const at = (field: string, message: string) =>
      problems.push({ file: source, path: fieldPath(fieldPath("words", i), field), message });
    const seen = first.get(e.word);
    if (seen !== undefined) at("word", `${showValue(e.word)} is listed twice (also at words[${seen}])`);
    else first.set(e.word, i);
    if (e.meta !== undefined && e.class !== "noun")
      at("meta", `only nouns carry meta, and ${showValue(e.word)} is a ${e.class}`);
    if (e.class === "verb" && !Object.hasOwn(VERBS, e.word))
      at(
        "word",
        `${showValue(e.word)} is a verb the grid engine gives no behaviour to (it knows ${Object.keys(VERBS).join(", ")})`,
      );
    if ((e.class === "prefix" || e.class === "infix") && CONDITIONS[e.word]?.place !== e.class)
      at(
        "word",
        Object.hasOwn(CONDITIONS, e.word)
          ? `${showValue(e.word)} is a ${CONDITIONS[e.word].place} condition, not ${e.class}`
          : `${showValue(e.word)} is a condition the grid engine gives no behaviour to (it knows ${Object.keys(CONDITIONS).join(", ")})`,
      );
  });
  const properties = list.filter((e) => e.class === "property").length;
  if (properties > MAX_PROPERTIES)
    problems.push({
      file: source,
      path: "words",
      message: `${properties} properties: at most ${MAX_PROPERTIES} (the grid engine keeps them as bits)`,
    });
  return problems;
}

/**
 * Builds a lexicon from words.json-shaped data.
 * @throws ContentError naming the source, the entry and the field at fault (the first problem).
 */
export function buildLexicon(json: unknown, source = "content/words.json"): Lexicon {
  throwFirst(wordsProblems(json, source));
  const list: WordDef[] = [];
  const index: Record<string, number> = Object.create(null);
  const properties: string[] = [];
  for (const e of (json as { words: Entry[] }).words) {
    index[e.word] = list.length;
    const def: WordDef = { word: e.word, class: e.class, ...(e.meta ? { meta: true } : {}) };
    list.push(def);
    if (def.class === "property") properties.push(def.word);
  }
  return Object.freeze({
    words: Object.freeze(list),
    index: Object.freeze(index),
    properties: Object.freeze(properties),
  });
}
