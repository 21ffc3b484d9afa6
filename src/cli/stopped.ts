/**
 * What a Ctrl-C at the prompt stopped, as main.ts says it on stderr (`spellgrid: stopped by Ctrl-C: …`):
 * the game played, by its level file and the actions it holds (what `save` would keep); a replay watched,
 * by the step shown; and a game played on from a replay with `p`, as the game it became (the player's
 * words) and the replay step it started from. The words come as lines: each file's path gets a line of
 * its own (as long as the user named it), and the counts and the advice on keeping a game, the lines
 * after it, each within 80 columns. `npm run solve` says the same of a search (`solve: stopped by
 * Ctrl-C: …`): the level file, and the states explored without a solution, in how long.
 */

import { plural } from "../play/plural";
import type { Session } from "../play/session";
import { statesPerSecond } from "../solver/budget";
import { shownPath } from "./levels";
import type { ViewerOptions } from "./viewer";

/** How the player's words end: a game stopped is not kept, and how to keep one. */
const KEEP = "(save FILE keeps a game as a replay)";

/** The exit code of a program stopped by Ctrl-C: 128 + SIGINT's number, as a shell reports it. */
export const INTERRUPTED = 130;

/** The text on stderr: the first line after `COMMAND: stopped by Ctrl-C: `, the others under it, indented. */
export function stoppedMessage(lines: readonly string[], command = "spellgrid"): string {
  return `${command}: stopped by Ctrl-C: ${lines.join("\n  ")}\n`;
}

/**
 * A search of the solver: the level file as given, then `no solution found: 1234 states explored in
 * 2.5 s (494 states/s)` (breadth-first, it has no best so far: a solution is found whole or not at all).
 */
export function stoppedSearch(levelPath: string, explored: number, ms: number): string[] {
  const seconds = (ms / 1000).toFixed(1);
  const perSecond = statesPerSecond(explored, ms);
  return [
    levelPath,
    `no solution found: ${plural(explored, "state")} explored in ${seconds} s (${perSecond} states/s)`,
  ];
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
