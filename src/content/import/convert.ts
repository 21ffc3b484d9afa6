/**
 * From source levels to our levels (docs/rules.md §7, "Importing levels"), the same for every format:
 * each level's words checked against the content's lexicon (a word it lacks is named with its cell),
 * the level checked as `npm run check` checks it and loaded by the engines, and its solution played
 * through a session, as the terminal player and `npm run replay` play it. A level that fails any of
 * this is skipped with the reason; a solution that cannot be read leaves the level imported without a
 * replay, with a note saying why. Pure: no files (write.ts writes them).
 */
import type { LevelDef } from "../../harness";
import { plural } from "../../play/plural";
import { Session } from "../../play/session";
import type { Content } from "../content";
import { kindProblem, levelProblems } from "../level-check";
import { type MapGrid, type SourceLevel, unconvertible } from "./format";
import { type SlugBook, slugOf } from "./slug";

/** A level converted: its file name (without `.json`), its definition, its solution's session, notes. */
export interface ImportedLevel {
  readonly label: string;
  readonly name: string;
  readonly def: LevelDef;
  /** The solution played (up to its win), or null when the level has none or it cannot be read. */
  readonly solution: Session | null;
  /** What a reader should know: a solution that does not win here, or cannot be read. */
  readonly notes: readonly string[];
}

/** A level that was not converted, and why. */
export interface SkippedLevel {
  readonly label: string;
  readonly reason: string;
}

/** A level met again in one import (a file named twice): the same map and solution as `first`'s. */
export interface RepeatedLevel {
  readonly label: string;
  /** The file name the first one was given. */
  readonly name: string;
  /** Where the first one was met (`FILE: levels[0] (id 1 "First Steps")`). */
  readonly first: string;
}

/** What an import made of one level: imported, skipped with the reason, or the same as one before. */
export type LevelOutcome =
  | ({ readonly type: "imported" } & ImportedLevel)
  | ({ readonly type: "skipped" } & SkippedLevel)
  | ({ readonly type: "repeated" } & RepeatedLevel);

/**
 * The first object of `grid` whose word the lexicon lacks, said with its cell; null when the lexicon has
 * them all. A word the lexicon lacks is one whose behaviour this engine does not build.
 */
function missingWord(grid: MapGrid, content: Content): string | null {
  for (const o of grid.objects)
    if (kindProblem(content.lexicon, o.kind) !== null) {
      const word = o.kind.startsWith("text:") ? o.kind.slice(5) : o.kind.toUpperCase();
      const what = o.kind.startsWith("text:") ? `the word ${word}` : `a ${o.kind} (the noun ${word})`;
      return `ascii: ${o.cell} is ${what}, which this content's lexicon (content/words.json) does not have: the engine builds no ${word}`;
    }
  return null;
}

/** The level `def`, checked as `npm run check` does and loaded by the engines: the first problem, or null. */
function levelProblem(def: LevelDef, content: Content): string | null {
  const cards = new Map(content.cards.map((c) => [c.name, c]));
  const problems = levelProblems(def, { lexicon: content.lexicon, cards }, "level");
  if (problems.length > 0) return `the level's ${problems[0].path}: ${problems[0].message}`;
  try {
    new Session(def, content);
  } catch (err) {
    return `the engines refuse it: ${err instanceof Error ? err.message : String(err)}`;
  }
  return null;
}

/**
 * The solution's moves played on `def` until they end or the game is over (a win, or nothing YOU); the
 * notes say when the replay is shorter than the solution or does not win.
 */
function play(def: LevelDef, content: Content, level: SourceLevel, notes: string[]): Session | null {
  const solution = level.solution;
  if (unconvertible(solution)) {
    notes.push(`no replay: ${solution.problem}`);
    return null;
  }
  switch (solution.type) {
    case "none":
      return null;
    case "moves":
      break;
    default:
      solution satisfies never;
  }
  const session = new Session(def, content);
  const moves = solution.actions;
  for (const [i, action] of moves.entries()) {
    const over = session.over();
    if (over !== null) {
      const why = session.won() ? "won" : "lost (nothing is YOU)";
      notes.push(
        `its solution's game is ${why} here after move ${i} of ${moves.length}: the replay holds ${plural(i, "move")}`,
      );
      break;
    }
    try {
      session.apply(action);
    } catch (err) {
      notes.push(
        `its solution's move ${i + 1} fails here (${(err as Error).message}): the replay holds ${plural(i, "move")}`,
      );
      break;
    }
  }
  if (!session.won())
    notes.push(
      `its solution does not win here (docs/rules.md §7 says where these rules differ from the format's engine): the replay records won: false`,
    );
  return session;
}

/**
 * Converts `levels` (read from `file`) with `content`, one outcome per level in their order; `book`
 * hands out their file names (unique within one import), and knows a level met before in the import.
 */
export function convertLevels(
  levels: readonly SourceLevel[],
  content: Content,
  book: SlugBook,
  file = "",
): LevelOutcome[] {
  const out: LevelOutcome[] = [];
  for (const level of levels) {
    const skip = (reason: string) => out.push({ type: "skipped", label: level.label, reason });
    const grid = level.map;
    if (unconvertible(grid)) {
      skip(grid.problem);
      continue;
    }
    const missing = missingWord(grid, content);
    if (missing !== null) {
      skip(missing);
      continue;
    }
    const def: LevelDef = {
      name: slugOf(level.nameParts),
      title: level.title,
      width: grid.width,
      height: grid.height,
      objects: grid.objects.map(({ kind, x, y }) => ({ kind, x, y })),
    };
    const problem = levelProblem(def, content);
    if (problem !== null) {
      skip(problem);
      continue;
    }
    const same = JSON.stringify([def.title, def.width, def.height, def.objects, level.solution]);
    const who = file === "" ? level.label : `${file}: ${level.label}`;
    const { name, first } = book.claimLevel(level.nameParts, same, who);
    if (first !== null) {
      out.push({ type: "repeated", label: level.label, name, first });
      continue;
    }
    def.name = name;
    const notes: string[] = [];
    const solution = play(def, content, level, notes);
    out.push({ type: "imported", label: level.label, name: def.name, def, solution, notes });
  }
  return out;
}
