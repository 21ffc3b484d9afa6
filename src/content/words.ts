/** The game's lexicon (docs/rules.md §5.1): `content/words.json`, checked and built once, when first imported. */
import seams from "../../content/seams.json" with { type: "json" };
import words from "../../content/words.json" with { type: "json" };
import type { Lexicon } from "../engine/grid";
import { buildLexicon, hostedProperties } from "./words-check";

export { buildLexicon, hostedProperties, wordsProblems } from "./words-check";

/** The game's lexicon, from content/words.json: every property built by the grid engine or the seams. */
export const LEXICON: Lexicon = buildLexicon(words, "content/words.json", hostedProperties(seams));
