/**
 * Problems as data (docs/rules.md §8: "what was wrong, which file/field"): every content check returns
 * the problems it finds as `{ file, path, message }`, and the loaders that throw raise the first one in
 * the one-line form `file: field: problem`. Pure: no fs, usable in a browser (the level editor).
 */

/** One problem in one file: where it is (a file or another source, and a field path) and what is wrong. */
export interface Problem {
  /** The file (`cards/loot-hoarder.json`) or other source (`registerCards[3]`, `level "l1"`). */
  readonly file: string;
  /** The card the problem is about, when the source holds cards (printed after the file). */
  readonly card?: string;
  /** The field, as a JavaScript path (`text[1].amount`, `objects[3].kind`); "" for the whole file. */
  readonly path: string;
  /** What is wrong, naming the value (`"explode" is not one of dealDamage, destroy, …`). */
  readonly message: string;
}

/** The most characters of a value a message shows (docs/rules.md §8: a typo must not print a whole array). */
export const VALUE_CHARS = 80;

/** Text cut to `VALUE_CHARS` characters, the last one an ellipsis when it was longer. */
export function clip(text: string): string {
  return text.length > VALUE_CHARS ? `${text.slice(0, VALUE_CHARS - 1)}…` : text;
}

/**
 * JSON text with DEL, the C1 control characters and the bidirectional controls (U+061C, U+200E, U+200F,
 * U+202A–U+202E, U+2066–U+2069) escaped as well (`\u009b`, `\u202e`): JSON escapes only C0, a terminal
 * may act on C1 (U+009B opens an escape sequence), and a bidirectional control reorders the text after
 * it, so a message never carries one raw.
 */
function jsonText(value: unknown): string | undefined {
  return JSON.stringify(value)?.replace(
    /[\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`,
  );
}

/** A value as a message shows it: JSON, cut to `VALUE_CHARS` characters with an ellipsis. */
export function showValue(value: unknown): string {
  if (value === undefined) return "undefined";
  if (typeof value === "number" && !Number.isFinite(value)) return String(value);
  if (typeof value === "bigint") return clip(`${value}n`);
  return clip(jsonText(value) ?? String(value));
}

/** A field path one step further: `path.key` (a key cut as values are), or `path[3]` for an index. */
export function fieldPath(path: string, key: string | number): string {
  if (typeof key === "number") return `${path}[${key}]`;
  return path ? `${path}.${clip(key)}` : clip(key);
}

/** The one-line form of a problem: `file (card "Name"): field: problem` (no field for the whole file). */
export function formatProblem(p: Problem): string {
  const card = p.card === undefined ? "" : ` (card ${showValue(p.card)})`;
  return `${p.file}${card}: ${p.path ? `${p.path}: ` : ""}${p.message}`;
}

/**
 * A warning (docs/rules.md §8): something certainly true of content that loads, that a user would not
 * want (a level lost before its first move). It is placed as a problem is; `warning` names its row in
 * the table of warnings (`LEVEL_WARNINGS`, src/content/level-warnings.ts).
 */
export interface Warning extends Problem {
  readonly warning: string;
}

/** The one-line form of a warning: `file: field: warning: message`, as `formatProblem` places it. */
export function formatWarning(w: Warning): string {
  return formatProblem({ ...w, message: `warning: ${w.message}` });
}

/** An error carrying every problem found; its message is the first one's line. */
export class ContentError extends Error {
  override name = "ContentError";
  constructor(readonly problems: readonly Problem[]) {
    super(problems.length > 0 ? formatProblem(problems[0]) : "no problem");
  }
}

/** Throws a `ContentError` (the first problem's line) when there is any problem. */
export function throwFirst(problems: readonly Problem[]): void {
  if (problems.length > 0) throw new ContentError(problems);
}

/**
 * Edit distance counting a swap of two neighbours as one edit (optimal string alignment), for
 * suggestions: field names, card names, words. Names longer than `VALUE_CHARS` are never compared.
 */
function distance(a: string, b: string): number {
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    before = prev;
    prev = row;
  }
  return prev[b.length];
}

/**
 * The known name nearest to `typed` (ignoring case), if it is near enough to be a typo: at most a third
 * of the longer name's letters differ (at least one may). Ties go to the earlier name of `known`.
 */
export function nearest(typed: string, known: Iterable<string>): string | null {
  if (typed.length > VALUE_CHARS) return null;
  const t = typed.toLowerCase();
  let best: string | null = null;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const k of known) {
    if (k === typed || Math.abs(k.length - typed.length) > bestDistance) continue;
    const d = distance(t, k.toLowerCase());
    if (d < bestDistance && d <= Math.max(1, Math.floor(Math.max(k.length, typed.length) / 3))) {
      best = k;
      bestDistance = d;
    }
  }
  return best;
}

/**
 * What to do about a noun the lexicon lacks, when no known word is near it (a new noun, not a typo):
 * `: add it to content/words.json as a noun ({ "word": "LANTERN", "class": "noun" })` (docs/authoring.md §2);
 * "" for what is no word at all (words.json's pattern: upper-case letters, digits and `_`).
 */
export function newNounHint(word: string): string {
  if (word.length > VALUE_CHARS || !/^[A-Z][A-Z0-9_]*$/.test(word)) return ""; // not a word words.json takes
  return `: add it to content/words.json as a noun ({ "word": ${JSON.stringify(word)}, "class": "noun" })`;
}

/**
 * A command's refusal of an option it does not take, with the one of `known` the user most likely meant:
 * `unknown option --max-state: did you mean --max-states? (try --help)`: one near it by spelling, or one
 * it begins or ends (`--output` for `--out`); without the question when none is.
 */
export function unknownOption(flag: string, known: readonly string[]): string {
  const near =
    nearest(flag, known) ?? known.find((k) => flag.length > 3 && (flag.startsWith(k) || k.startsWith(flag)));
  return `unknown option ${flag}${near ? `: did you mean ${near}?` : ""} (try --help)`;
}

/**
 * The options of a command that npm took as its own, said with the line that passes them on; null when
 * it took none. Typed without `--` before it (`npm run solve --all`), an option is one npm reads as its
 * own setting: it passes the command none of it (a value after it comes as a file name) and sets
 * `npm_config_<name>` in `env` (`npm_config_all`, `npm_config_max_states`; in lower case: Vite's
 * `--strictPort` is `npm_config_strictport`), which is how it is known here.
 * `options`: the command's own, one taking a value written with it (`--max-states …`). `seen`: the
 * arguments the command did see; they go on the line after the options when every option npm took is
 * one without a value (`npm start -- --raw levels/a.json`), where no value of an option is among them.
 */
export function npmTookOptions(
  command: string,
  options: readonly string[],
  env: Readonly<Record<string, string | undefined>>,
  seen: readonly string[] = [],
): string | null {
  const took = options.filter(
    (o) =>
      env[`npm_config_${o.split(" ")[0].replace(/^--/, "").replaceAll("-", "_").toLowerCase()}`] !==
      undefined,
  );
  if (took.length === 0) return null;
  const names = took.map((o) => o.split(" ")[0]).join(" and ");
  const [options_, them] = took.length === 1 ? ["option", "it"] : ["options", "them"];
  const rest = took.some((o) => o.includes(" ")) ? [] : seen.map(shellWord);
  return `npm took ${names} as its own ${options_}, so the command never saw ${them}: type the command's options after --, as in ${[command, "--", ...took, ...rest].join(" ")}`;
}

/** An argument as a shell reads it back: as it is when plain, else in single quotes. */
const shellWord = (a: string) => (/^[\w./:@%+=,-]+$/.test(a) ? a : `'${a.replaceAll("'", "'\\''")}'`);

/** ` (did you mean "objects"?)` when a known name is near `typed`, else "". */
export function didYouMean(typed: string, known: Iterable<string>): string {
  const near = nearest(typed, known);
  return near === null ? "" : ` (did you mean ${JSON.stringify(near)}?)`;
}
