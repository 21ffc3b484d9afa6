/**
 * What a Ctrl-C at the prompt stopped, as launch.ts says it on stderr (`spellgrid: stopped by Ctrl-C: …`):
 * the game played, by its level file and the actions it holds (what `save` would keep); a replay watched,
 * by the step shown; and a game played on from a replay with `p`, as the game it became (the player's
 * words) and the replay step it started from. The words come as lines: each file's path gets a line of
 * its own (as long as the user named it), and the counts and the advice on keeping a game, the lines
 * after it, each within 80 columns. `npm run solve` says the same of a search (`solve: stopped by
 * Ctrl-C: …`): the level file, and the states explored without a solution, in how long; of `--all`, the
 * levels searched and what was left; of the level files loading, that no search began. Counts of states
 * are in thousands, as the progress line prints them (`countText`).
 */

import { plural, pluralNoun } from "../play/plural";
import type { Session } from "../play/session";
import { countText, statesPerSecond } from "../solver/budget";
import { shownPath } from "./levels";
import type { ViewerOptions } from "./viewer";

/** How the player's words end: a game stopped is not kept, and how to keep one. */
const KEEP = "(save FILE keeps a game as a replay)";

/** The exit code and the message's first words, shared with what the player says while it starts. */
export { INTERRUPTED, stoppedMessage } from "./interrupt";

/**
 * A search of the solver: the level file as given, then `not solved: 1,234 states explored in
 * 2.5 s (494 states/s)` (breadth-first, it has no best so far: a solution is found whole or not at all),
 * the counts in thousands as the progress line prints them (`countText`).
 */
export function stoppedSearch(levelPath: string, explored: number, ms: number): string[] {
  const perSecond = countText(statesPerSecond(explored, ms));
  return [levelPath, `not solved: ${states(explored)} explored in ${seconds(ms)} (${perSecond} states/s)`];
}

/**
 * The solver stopped before its first search, while it loaded the level files: each file as given (or
 * `--all` and the folder whose levels it loads), then `while loading: no search begun`.
 */
export function stoppedLoading(files: readonly string[]): string[] {
  return [...files, "while loading: no search begun"];
}

/** What `--all` had done when stopped: a level searched, as the table would show it. */
export interface Searched {
  solved: boolean;
  explored: number;
}

/**
 * `npm run solve -- --all`: the folder and its level count (`--all: levels/ (25 levels)`), then the levels
 * searched, of them solved, and their states (`24 of 25 levels searched (24 solved, 19,353 states
 * explored) in 4.1 s`), then what was left: the level searched on this thread with its states so far
 * (`then levels/z.json: 1,234 states explored, not solved`), or, searched on workers (whose counts come
 * only with their results), the first level not finished and how many more (`not finished:
 * levels/z.json and 2 more levels`). No table is printed: it needs every level.
 */
export function stoppedAll(
  folder: string,
  total: number,
  searched: readonly Searched[],
  ms: number,
  left: { current: string; explored: number } | { unfinished: readonly string[] },
): string[] {
  const solved = searched.filter((r) => r.solved).length;
  const explored = searched.reduce((n, r) => n + r.explored, 0);
  const lines = [
    `--all: ${folder}/ (${plural(total, "level")})`,
    `${searched.length} of ${plural(total, "level")} searched (${solved} solved, ${states(explored)} explored) in ${seconds(ms)}`,
  ];
  if ("current" in left) lines.push(`then ${left.current}: ${states(left.explored)} explored, not solved`);
  else if (left.unfinished.length > 0) {
    const more = left.unfinished.length - 1;
    lines.push(`not finished: ${left.unfinished[0]}${more > 0 ? ` and ${plural(more, "more level")}` : ""}`);
  }
  return lines;
}

/** `1,234 states`, `1 state`: a count of states as the solver prints it. */
function states(n: number): string {
  return `${countText(n)} ${pluralNoun(n, "state")}`;
}

/** `2.5 s`: a time as the solver's Ctrl-C says it. */
function seconds(ms: number): string {
  return `${(ms / 1000).toFixed(1)} s`;
}

/** A game of the player: `levels/l1.json`, then `after 2 actions (save FILE keeps a game as a replay)`. */
export function stoppedGame(levelPath: string, session: Session): string[] {
  return [shownPath(levelPath), `after ${plural(session.history.length, "action")} ${KEEP}`];
}

/**
 * The viewer: the step shown, then the replay's file; once `p` played on, the game as the player says it
 * and the replay step it began from (the action count is the game's whole history, the replay's steps
 * included, as `save` keeps it: undo and restart reach back past that step, so a count "since" it would
 * not be true); once the player's `n` opened another level, the player's words alone.
 */
export function stoppedViewer(opts: ViewerOptions): string[] {
  const { steps, playing } = opts;
  const replay = shownPath(opts.file);
  if (playing === undefined) return [`step ${steps.position} of ${steps.last} of the replay`, replay];
  const { game } = playing;
  if (game.session !== playing.started) return stoppedGame(game.levelPath, game.session);
  const played = `after ${plural(game.session.history.length, "action")}, played on from step ${playing.from} of the replay`;
  return [shownPath(game.levelPath), played, replay, KEEP];
}
