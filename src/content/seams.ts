/** The game's seam words (docs/rules.md §6): `content/seams.json`, checked against the game's lexicon once. */
import seams from "../../content/seams.json" with { type: "json" };
import type { SeamWords } from "../engine/spellgrid";
import { buildSeamWords } from "./seams-check";
import { LEXICON } from "./words";

export { buildSeamWords, seamsProblems } from "./seams-check";

/** The game's seam words, from content/seams.json. */
export const SEAM_WORDS: SeamWords = buildSeamWords(seams, LEXICON);
