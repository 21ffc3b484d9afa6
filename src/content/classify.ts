/**
 * What a content file is (docs/rules.md §2, §7): a card, a level, a replay, the lexicon, the seam
 * table or a deck, recognised from its content first (its `$schema`, then its fields) and then from its
 * place (a `cards/`, `levels/`, `replays/` or `decks/` folder, `*.replay.json`, `words.json`, `seams.json`). The commands
 * use it to say which command opens a file given in the wrong place. Pure: no fs.
 */

/** The kinds of content file. */
export type ContentKind = "card" | "level" | "replay" | "words" | "seams" | "deck";

/**
 * Each kind as a message names it, and the command that opens or checks a file of that kind (the file's
 * path follows it; FILE in it is the path too).
 */
export const KIND_INFO: Readonly<Record<ContentKind, { noun: string; opens: string }>> = {
  card: { noun: "a card", opens: "check it with npm run check --" },
  level: { noun: "a level", opens: "play it with npm start --" },
  replay: { noun: "a replay", opens: "check it with npm run replay --" },
  words: { noun: "the lexicon (a words file)", opens: "check it with npm run check --" },
  seams: { noun: "the seam table (a seams file)", opens: "check it with npm run check --" },
  deck: {
    noun: "a deck",
    opens:
      "play it against the AI's deck D with npm start -- --duel FILE D, or check it with npm run check --",
  },
};

/** The kind a file's name and folder say it is, or null. */
export function kindByPlace(path: string): ContentKind | null {
  const parts = path.split(/[\\/]/);
  const name = parts[parts.length - 1];
  if (name.endsWith(".replay.json")) return "replay";
  if (name === "words.json") return "words";
  if (name === "seams.json") return "seams";
  const folder = parts[parts.length - 2];
  if (folder === "cards") return "card";
  if (folder === "levels") return "level";
  if (folder === "replays") return "replay";
  if (folder === "decks") return "deck";
  return null;
}

/** The kind a parsed file's content says it is (its `$schema`, else its telling fields), or null. */
export function kindByContent(data: unknown): ContentKind | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const d = data as Record<string, unknown>;
  const schema =
    typeof d.$schema === "string"
      ? /(card|level|replay|words|seams|deck)\.schema\.json$/.exec(d.$schema)
      : null;
  if (schema) return schema[1] as ContentKind;
  if (Array.isArray(d.actions) || "finalHash" in d) return "replay";
  if (Array.isArray(d.words)) return "words";
  if ("triggerWords" in d || "multiplierWords" in d) return "seams";
  if ("objects" in d || ("width" in d && "height" in d)) return "level";
  if (Array.isArray(d.cards) && !("type" in d)) return "deck";
  if (d.type === "minion" || d.type === "spell" || ("text" in d && "split" in d)) return "card";
  return null;
}

/**
 * The format of another game's level file that `npm run import` reads (docs/rules.md §7, "Importing
 * levels"), told by its content, or null: a Keke file is `{"levels": [...]}`, each level with its `ascii`
 * map. No content file of this kit has that shape, so the commands can point to the import.
 */
export function importableFormat(data: unknown): "keke" | null {
  if (typeof data !== "object" || data === null || Array.isArray(data)) return null;
  const levels = (data as Record<string, unknown>).levels;
  if (!Array.isArray(levels)) return null;
  const isMap = (l: unknown) => typeof l === "object" && l !== null && "ascii" in l;
  return levels.every(isMap) ? "keke" : null;
}

/** What a file of `format` is and how to import it: `… not a content file of this kit: import it with …`. */
export function importHint(path: string, format: "keke"): string {
  return `a file of ${format} levels (Baba is Y'all), not a content file of this kit: import it with npm run import -- ${format} ${path} --out DIR`;
}

/** What a file is: by its content when it tells, else by its place; null when neither does. */
export function classifyContent(path: string, data: unknown): ContentKind | null {
  return kindByContent(data) ?? kindByPlace(path);
}

/**
 * The message for a file of another kind given where `expected` was: `FILE is a replay: check it with
 * npm run replay -- FILE`, or, for another game's levels, the import that reads them; null when the file is
 * of the expected kind (or cannot be told).
 */
export function wrongKind(path: string, data: unknown, expected: ContentKind): string | null {
  const kind = kindByContent(data);
  const format = kind === null ? importableFormat(data) : null;
  if (format !== null) return `${path} is ${importHint(path, format)}`;
  if (kind === null || kind === expected) return null;
  const { noun, opens } = KIND_INFO[kind];
  const command = opens.includes("FILE") ? opens.replaceAll("FILE", path) : opens;
  return `${path} is ${noun}, not ${KIND_INFO[expected].noun}: ${command} ${path}`;
}
