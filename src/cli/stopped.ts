/**
 * What a Ctrl-C at the prompt stopped, as main.ts says it on stderr (`spellgrid: stopped by Ctrl-C: …`):
 * the game played, by its level file and the actions it holds (what `save` would keep); a replay watched,
 * by the step shown; and a game played on from a replay with `p`, as the game it became (the player's
 * words) and the replay step it started from. The words come as lines: each file's path gets a line of
 * its own (as long as the user named it), and the counts and the advice on keeping a game, the lines
 * after it, each within 80 columns.
 */

import { plural } from "../play/plural";
import type { Session } from "../play/session";
import { shownPath } from "./levels";
import type { ViewerOptions } from "./viewer";

/** How the player's words end: a game stopped is not kept, and how to keep one. */
const KEEP = "(save FILE keeps a game as a replay)";

/** The text on stderr: the first line after `spellgrid: stopped by Ctrl-C: `, the others under it, indented. */
export function stoppedMessage(lines: readonly string[]): string {
  return `spellgrid: stopped by Ctrl-C: ${lines.join("\n  ")}\n`;
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
