/**
 * The seam words (docs/rules.md §6): loads `content/seams.json`, the table seam 1 reads. Each trigger word
 * must be a noun of the lexicon and each multiplier word a property, so a new trigger word is two
 * lines of data: one in words.json, one here.
 */
import seams from "../../content/seams.json" with { type: "json" };
import { TRIGGER_NAMES, type TriggerName } from "../engine/cards";
import type { Lexicon } from "../engine/grid";
import type { Multiplier, SeamWords } from "../engine/spellgrid";
import { LEXICON } from "./words";

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

/** Build and check a seam table from seams.json-shaped data; an error names the entry at fault. */
export function buildSeamWords(json: unknown, lexicon: Lexicon, source = "content/seams.json"): SeamWords {
  if (!isObject(json) || !isObject(json.triggerWords) || !isObject(json.multiplierWords))
    throw new Error(`${source}: expected {"triggerWords": {...}, "multiplierWords": {...}}`);
  const wordClass = (w: string) => {
    const i = lexicon.index[w];
    return i === undefined ? undefined : lexicon.words[i].class;
  };
  const triggerWords: Record<string, TriggerName> = {};
  for (const [word, trigger] of Object.entries(json.triggerWords)) {
    if (wordClass(word) !== "noun")
      throw new Error(`${source}: triggerWords.${word}: ${word} is not a noun of content/words.json`);
    if (!TRIGGER_NAMES.includes(trigger as TriggerName))
      throw new Error(
        `${source}: triggerWords.${word}: ${JSON.stringify(trigger)} is not one of ${TRIGGER_NAMES.join(", ")}`,
      );
    triggerWords[word] = trigger as TriggerName;
  }
  const multiplierWords: Record<string, Multiplier> = {};
  for (const [word, m] of Object.entries(json.multiplierWords)) {
    if (wordClass(word) !== "property")
      throw new Error(`${source}: multiplierWords.${word}: ${word} is not a property of content/words.json`);
    if (
      !isObject(m) ||
      !Number.isInteger(m.times) ||
      (m.times as number) < 1 ||
      (m.stacking !== "max" && m.stacking !== "additive")
    )
      throw new Error(
        `${source}: multiplierWords.${word}: expected {"times": a whole number ≥ 1, "stacking": "max" | "additive"}`,
      );
    multiplierWords[word] = { times: m.times as number, stacking: m.stacking };
  }
  return { triggerWords, multiplierWords };
}

/** The game's seam words, from content/seams.json. */
export const SEAM_WORDS: SeamWords = buildSeamWords(seams, LEXICON);
