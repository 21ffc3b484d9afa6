/**
 * The content checker (docs/rules.md §8; issue 10 item 6): every card, word, seam, level, replay and deck
 * file of one content folder (laid out like the repository: cards/, content/words.json,
 * content/seams.json, levels/, replays/, decks/) checked alone and against each other, every problem and
 * every warning (src/content/level-warnings.ts) returned. Pure: it reads the
 * files' texts from the caller, so the command line (`npm run check`) and the browser's level editor
 * share it.
 */
import REPOSITORY_SEAMS from "../../content/seams.json" with { type: "json" };
import type { CardDef } from "../engine/cards/card-def";
import { type Lexicon, LimitError } from "../engine/grid";
import type { SeamWords } from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { cardProblems, cardSetProblems, setCheckable } from "./card-validate";
import {
  type ContentKind,
  importableFormat,
  importHint,
  KIND_INFO,
  kindByContent,
  kindByPlace,
} from "./classify";
import { deckProblems } from "./deck-check";
import { parseJsonText } from "./json-text";
import { levelProblems } from "./level-check";
import { levelWarnings } from "./level-warnings";
import type { Problem, Warning } from "./problems";
import { replayProblems } from "./replay-check";
import { buildSeamWords, seamsProblems } from "./seams-check";
import { buildLexicon, hostedProperties, wordsProblems } from "./words-check";

/** One file to check: its path from the content folder (`cards/x.json`), how to name it, its text. */
export interface ContentFile {
  readonly path: string;
  readonly shown: string;
  readonly text: string;
}

/**
 * What a folder that lacks a part of the content is checked against (the repository's lexicon and
 * cards), and whether a level file a replay names exists beyond the files given (a path from the
 * content folder, or an absolute one).
 */
export interface Fallback {
  readonly lexicon: Lexicon;
  readonly cards: readonly CardDef[];
  readonly levelExists: (path: string) => boolean;
}

/** The path `ref` names, written relative to the folder of the file at `from` (paths with `/`). */
export function resolveFrom(from: string, ref: string): string {
  if (ref.startsWith("/")) return ref;
  const parts = from.split("/").slice(0, -1);
  for (const part of ref.split("/")) {
    if (part === "..") parts.pop();
    else if (part !== "." && part !== "") parts.push(part);
  }
  return parts.join("/");
}

/**
 * The outcome: every problem, every warning (docs/rules.md §8: certainly true of a level that loads, and
 * unwanted; no problem), and how many files of each kind were checked.
 */
export interface CheckResult {
  readonly problems: Problem[];
  readonly warnings: Warning[];
  readonly counts: Readonly<Record<ContentKind, number>>;
  /** Files checked that are of no kind: invalid JSON, unknown content, or (on disk) unreadable. */
  readonly unrecognised: number;
}

type Parsed = ContentFile & { kind: ContentKind | null; data: unknown };

/** Parses and classifies each file; a JSON syntax error, a misplaced or an unknown file is a problem. */
function parseAll(files: readonly ContentFile[], problems: Problem[]): Parsed[] {
  const parsed: Parsed[] = [];
  for (const f of files) {
    let data: unknown;
    try {
      data = parseJsonText(f.text);
    } catch (err) {
      problems.push({ file: f.shown, path: "", message: `invalid JSON: ${(err as Error).message}` });
      continue;
    }
    const byContent = kindByContent(data);
    // another game's levels are named as such wherever they lie (in levels/ too), and checked as nothing
    const format = byContent === null ? importableFormat(data) : null;
    const kind = format === null ? (byContent ?? kindByPlace(f.path)) : null;
    const byPlace = kindByPlace(f.path);
    if (format !== null)
      problems.push({ file: f.shown, path: "", message: `${importHint(f.shown, format)}, then check DIR` });
    else if (kind === null)
      problems.push({
        file: f.shown,
        path: "",
        message:
          "cannot tell what this file is: give it a $schema (card, level, replay, words, seams or deck)",
      });
    else if (byPlace !== null && byContent !== null && byPlace !== byContent)
      problems.push({
        file: f.shown,
        path: "",
        message: `this is ${KIND_INFO[byContent].noun}, in the place of ${KIND_INFO[byPlace].noun}: move it`,
      });
    parsed.push({ ...f, kind, data });
  }
  return parsed;
}

/**
 * Checks the files of one content folder. `files` are all its content files (cross-checks read them
 * all); only the problems of the files `report` accepts are returned (default: all). A part the folder
 * lacks (no content/words.json, no cards/) comes from `fallback`.
 */
export function checkContent(
  files: readonly ContentFile[],
  fallback: Fallback,
  report: (path: string) => boolean = () => true,
): CheckResult {
  const problems: Problem[] = [];
  const parsed = parseAll(files, problems);
  const of = (kind: ContentKind) => parsed.filter((f) => f.kind === kind);
  const counts = { card: 0, level: 0, replay: 0, words: 0, seams: 0, deck: 0 };
  for (const f of parsed) if (f.kind !== null && report(f.path)) counts[f.kind]++;
  const classified = Object.values(counts).reduce((a, b) => a + b, 0);
  const unrecognised = files.filter((f) => report(f.path)).length - classified;

  let lexicon: Lexicon | null = fallback.lexicon;
  const seamFile = of("seams")[0];
  const hosted = hostedProperties(seamFile ? seamFile.data : REPOSITORY_SEAMS);
  for (const f of of("words")) {
    const found = wordsProblems(f.data, f.shown, hosted);
    problems.push(...found);
    lexicon = found.length === 0 ? buildLexicon(f.data, f.shown, hosted) : null;
  }
  if (lexicon !== null)
    for (const f of of("seams")) problems.push(...seamsProblems(f.data, lexicon, f.shown));

  const cardFiles = of("card");
  const cards: { def: CardDef; shown: string }[] = [];
  for (const f of cardFiles) {
    const found = cardProblems(f.data, f.shown);
    problems.push(...found);
    if (found.length === 0 || setCheckable(f.data)) cards.push({ def: f.data as CardDef, shown: f.shown });
  }
  const defs = cardFiles.length > 0 ? cards.map((c) => c.def) : fallback.cards;
  if (cardFiles.length > 0)
    problems.push(...cardSetProblems(defs, (_name, i) => cards[i].shown, lexicon ?? undefined));

  const library = new Map(defs.map((d) => [d.name, d]));
  for (const f of of("deck")) problems.push(...deckProblems(f.data, library, f.shown));
  if (lexicon !== null)
    for (const f of of("level"))
      problems.push(...levelProblems(f.data, { lexicon, cards: library }, f.shown));
  const levels = new Set(of("level").map((f) => f.path));
  // A card file with a problem still names its card: a replay casting it is not told the card is unknown.
  const named = cardFiles.map((f) => (f.data as { name?: unknown } | null)?.name);
  const cardNames =
    cardFiles.length > 0 ? named.filter((n): n is string => typeof n === "string") : defs.map((d) => d.name);
  for (const f of of("replay")) {
    const levelExists = (ref: string) => {
      const path = resolveFrom(f.path, ref);
      return levels.has(path) || fallback.levelExists(path);
    };
    problems.push(...replayProblems(f.data, f.shown, levelExists, cardNames));
  }

  // Warnings, for the levels of no problem (a problem is fixed first; a level with one may not load).
  const warnings: Warning[] = [];
  const seams = lexicon === null ? null : seamWords(seamFile ? seamFile.data : REPOSITORY_SEAMS, lexicon);
  const troubled = new Set(problems.map((p) => p.file));
  if (lexicon !== null && seams !== null)
    for (const f of of("level"))
      if (!troubled.has(f.shown) && report(f.path))
        try {
          warnings.push(...levelWarnings(f.data as LevelDef, { lexicon, seams, cards: defs }, f.shown));
        } catch (err) {
          // A level that loads but whose first read passes an engine limit (docs/rules.md §9) cannot be
          // played: a problem of its file, not an error of the command.
          if (!(err instanceof LimitError)) throw err;
          problems.push({ file: f.shown, path: "", message: err.message });
        }

  const shownPaths = new Map(files.map((f) => [f.shown, f.path]));
  const order = new Map(files.map((f, i) => [f.shown, i]));
  const reported = <P extends Problem>(list: P[]) =>
    list.filter((p) => report(shownPaths.get(p.file) ?? p.file)).sort((a, b) => rank(a) - rank(b));
  const rank = (p: Problem) => order.get(p.file) ?? files.length;
  return { problems: reported(problems), warnings: reported(warnings), counts, unrecognised };
}

/** The seam words of a seams file against `lexicon`, or null when it has problems (reported on their own). */
function seamWords(data: unknown, lexicon: Lexicon): SeamWords | null {
  try {
    return buildSeamWords(data, lexicon);
  } catch {
    return null;
  }
}
