/**
 * Which levels the studio plays, and what it shows for one it will not. A level is played only when the
 * checker (the one `npm run check` runs, then the engines: draft-check.ts) finds no problem in it; the
 * editor opens any level it can draw, problems and all, to fix them there; a level it cannot draw (too
 * large, not a grid) is explained by the checker's problems, or by why it cannot be drawn. A level that
 * is not played gets the error page: its title, how many problems, each one, and "fix it in the editor"
 * when the editor can draw it.
 */
import type { Content } from "../src/content/content";
import { LEVEL_LIMITS } from "../src/content/limits";
import { formatProblem, type Problem } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { draftProblems, fileOf } from "./draft-check";
import { undrawable } from "./draft-view";

/** A level that cannot be opened: what happened, the checker's problems, and the level to fix, if drawable. */
export interface ErrorPage {
  title: string;
  lead: string;
  problems: string[];
  fix: LevelDef | null;
}

/** How a level fares: whether the editor can draw it, and the problems that stop it being played. */
export interface Admission {
  drawable: boolean;
  problems: Problem[];
}

/** The title of a level as the page shows it. */
export const titleOf = (def: LevelDef): string => def.title ?? def.name ?? "untitled level";

/** Whether the editor can draw `def` (within the level limits, a grid of objects). */
export const canDraw = (def: LevelDef): boolean => undrawable(def, LEVEL_LIMITS) === null;

/**
 * Checks `def` as the file `file`: the checker's problems; for a level the editor cannot draw and the
 * checker passes, why it cannot be drawn, as its one problem.
 */
export function admit(def: LevelDef, content: Content, file = fileOf(def)): Admission {
  const why = undrawable(def, LEVEL_LIMITS);
  const problems = draftProblems(def, content, file);
  if (why !== null && problems.length === 0) problems.push({ file, path: "", message: why });
  return { drawable: why === null, problems };
}

/** The error page of a level refused for `admission`'s problems. */
export function refusedPage(def: LevelDef, { drawable, problems }: Admission): ErrorPage {
  const n = problems.length;
  return {
    title: `${titleOf(def)}: this level cannot be played`,
    lead: `The checker (the one npm run check runs) found ${n} problem${n === 1 ? "" : "s"}:`,
    problems: problems.map(formatProblem),
    fix: drawable ? def : null,
  };
}

/** The error page of a shipped level's name that names none. */
export function unknownLevelPage(name: string): ErrorPage {
  return {
    title: "No such level",
    lead: `There is no level "${name}". The shipped levels are listed below; or open a level file, or make one in the editor.`,
    problems: [],
    fix: null,
  };
}
