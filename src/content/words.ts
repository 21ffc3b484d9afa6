/** The game's lexicon (docs/rules.md §5.1): `content/words.json`, checked and built once, when first imported. */
import words from "../../content/words.json" with { type: "json" };
import type { Lexicon } from "../engine/grid";
import { buildLexicon } from "./words-check";

export { buildLexicon, wordsProblems } from "./words-check";

/** The game's lexicon, from content/words.json. */
export const LEXICON: Lexicon = buildLexicon(words);
