/**
 * The lexicon (docs/rules.md §5.1): loads `content/words.json` and builds the `Lexicon` the grid engine
 * receives as data. `buildLexicon` checks any other word list the same way (tests, Part III drops).
 */
import words from "../../content/words.json" with { type: "json" };
import { GridError, type Lexicon, type WordClass, type WordDef } from "../engine/grid";

const CLASSES: readonly WordClass[] = ["noun", "verb", "and", "not", "property"];

/** Builds a lexicon from words.json-shaped data; throws naming the entry and field at fault. */
export function buildLexicon(json: { words: readonly unknown[] }, source = "content/words.json"): Lexicon {
  if (!json || !Array.isArray(json.words)) throw new GridError(`${source}: "words" must be an array`);
  const list: WordDef[] = [];
  const index: Record<string, number> = Object.create(null);
  const properties: string[] = [];
  json.words.forEach((raw, i) => {
    const e = raw as Record<string, unknown>;
    const at = `${source}: words[${i}]`;
    if (!e || typeof e !== "object") throw new GridError(`${at} must be an object {word, class}`);
    for (const key of Object.keys(e)) {
      if (!["word", "class", "meta"].includes(key)) throw new GridError(`${at}.${key} is not a word field`);
    }
    if (typeof e.word !== "string" || !/^[A-Z][A-Z0-9_]*$/.test(e.word)) {
      throw new GridError(`${at}.word ${JSON.stringify(e.word)} must be an upper-case word`);
    }
    if (!CLASSES.includes(e.class as WordClass)) {
      throw new GridError(`${at}.class ${JSON.stringify(e.class)} must be one of ${CLASSES.join(", ")}`);
    }
    if (e.meta !== undefined && (typeof e.meta !== "boolean" || e.class !== "noun")) {
      throw new GridError(`${at}.meta ${JSON.stringify(e.meta)}: only nouns carry meta, as a boolean`);
    }
    if (index[e.word] !== undefined) throw new GridError(`${at}.word "${e.word}" is listed twice`);
    index[e.word] = list.length;
    const def: WordDef = { word: e.word, class: e.class as WordClass, ...(e.meta ? { meta: true } : {}) };
    list.push(def);
    if (def.class === "property") properties.push(def.word);
  });
  return Object.freeze({
    words: Object.freeze(list),
    index: Object.freeze(index),
    properties: Object.freeze(properties),
  });
}

/** The game's lexicon, from content/words.json. */
export const LEXICON: Lexicon = buildLexicon(words);
