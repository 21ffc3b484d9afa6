/**
 * Seam tables (docs/rules.md §6): the table seam 1 reads. Each trigger word must be a meta noun of the
 * lexicon that names nothing on the grid (`namesOnGrid`) and each multiplier word a property, so a new trigger word is two lines of data: one in words.json,
 * one in seams.json. `seamsProblems` lists every problem; `buildSeamWords` throws the first. Pure, and
 * loads nothing: the game's own table is `SEAM_WORDS` in seams.ts.
 */
import type { TriggerName } from "../engine/cards";
import { ALL, type Lexicon, TEXT, type WordDef } from "../engine/grid";
import type { Multiplier, SeamWords } from "../engine/spellgrid";
import { clip, didYouMean, fieldPath, type Problem, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

type SeamsJson = { triggerWords: Record<string, TriggerName>; multiplierWords: Record<string, Multiplier> };

/** Every problem of seams.json-shaped data read with `lexicon`: the schema, then each word's class. */
export function seamsProblems(json: unknown, lexicon: Lexicon, source = "content/seams.json"): Problem[] {
  const problems = schemaProblems("seams", json, source);
  if (problems.length > 0) return problems;
  const data = json as SeamsJson;
  const check = (table: "triggerWords" | "multiplierWords", want: "noun" | "property") => {
    for (const word of Object.keys(data[table])) {
      const known = Object.hasOwn(lexicon.index, word) ? lexicon.words[lexicon.index[word]] : undefined;
      if (known?.class === want) continue;
      const candidates = lexicon.words.filter((w) => w.class === want).map((w) => w.word);
      const why = known
        ? `${word} is a ${known.class}, not a ${want}`
        : `${clip(word)} is not a ${want} of the lexicon${didYouMean(word, candidates)}`;
      problems.push({ file: source, path: fieldPath(table, word), message: why });
    }
  };
  check("triggerWords", "noun");
  for (const word of Object.keys(data.triggerWords)) {
    const known = Object.hasOwn(lexicon.index, word) ? lexicon.words[lexicon.index[word]] : undefined;
    const names = known?.class === "noun" ? namesOnGrid(known) : null;
    if (names !== null)
      problems.push({
        file: source,
        path: fieldPath("triggerWords", word),
        message: `${word} ${names}: a trigger word must be a meta noun, one that names none ("meta": true in words.json)`,
      });
  }
  check("multiplierWords", "property");
  return problems;
}

/**
 * What a noun names on the grid, or null when it names nothing there (docs/rules.md §5.1, §5.3, §6.1:
 * a meta noun names "something other than a kind of thing"). A trigger word must name nothing there: a noun
 * that names things (KEG) or objects (TEXT, ALL) or cells (a role noun) would give one rule two meanings.
 */
function namesOnGrid(w: WordDef): string | null {
  if (w.meta === undefined || w.meta === false)
    return `names a thing (${w.word.toLowerCase()} objects on the grid)`;
  if (typeof w.meta === "string") return `names cells of the grid (its role "${w.meta}")`;
  if (w.word === TEXT) return "names objects on the grid (every text object)";
  if (w.word === ALL) return "names objects on the grid (every thing)";
  return null;
}

/**
 * Build a seam table from seams.json-shaped data.
 * @throws ContentError naming the source and the entry at fault (the first problem).
 */
export function buildSeamWords(json: unknown, lexicon: Lexicon, source = "content/seams.json"): SeamWords {
  throwFirst(seamsProblems(json, lexicon, source));
  const data = json as SeamsJson;
  const triggerWords: Record<string, TriggerName> = Object.create(null);
  for (const [word, trigger] of Object.entries(data.triggerWords)) triggerWords[word] = trigger;
  const multiplierWords: Record<string, Multiplier> = Object.create(null);
  for (const [word, m] of Object.entries(data.multiplierWords))
    multiplierWords[word] = { times: m.times, stacking: m.stacking };
  return { triggerWords, multiplierWords };
}
