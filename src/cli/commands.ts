/**
 * The terminal player's commands: a table from the words a player types to what they mean. Game
 * actions (w/a/s/d, arrows, `u`, `c <card> [x y]`) are read by the shared notation (src/play/notation);
 * the rest (restart, help, quit, save) belong to the player. Several step keys on one line (`wwd`) are
 * several turns.
 */
import { KEYS, type PlayerAction, parseAction } from "../play/notation";

/** What one typed line asks for. */
export type Command =
  | { type: "play"; actions: PlayerAction[] }
  | { type: "restart" }
  | { type: "help" }
  | { type: "quit" }
  | { type: "save"; file: string | null }
  | { type: "nothing" };

/** The player's own commands, by every word that names them. */
const WORDS: Readonly<Record<string, (arg: string) => Command>> = {
  r: () => ({ type: "restart" }),
  restart: () => ({ type: "restart" }),
  "?": () => ({ type: "help" }),
  h: () => ({ type: "help" }),
  help: () => ({ type: "help" }),
  q: () => ({ type: "quit" }),
  quit: () => ({ type: "quit" }),
  exit: () => ({ type: "quit" }),
  save: (arg) => ({ type: "save", file: arg || null }),
};

/** The help text: every command, one per line. */
export const HELP = [
  "Commands:",
  "  w a s d, arrow keys   move (one turn); several on one line, like `wwd`, are several turns",
  "  c <card>              cast a spell",
  "  c <card> x y          cast a spell at the minion on tile x y, or play a minion onto empty tile x y",
  "  u                     undo (pure Baba levels only)",
  "  r                     restart the level",
  "  save [file]           save the game as a replay (default <level-name>.replay.json)",
  "  ?                     this help",
  "  q                     quit",
  "Graft asks for its base, donor and half: answer with a number or a name (empty or q cancels).",
  "In a terminal, keys act at once; c, : or Enter opens a command line (for example :save).",
].join("\n");

/** Read one typed line; an unknown command throws a one-line explanation. */
export function parseCommand(line: string): Command {
  const text = line.trim();
  if (text === "") return { type: "nothing" };
  const [word, ...rest] = text.split(/\s+/);
  const key = word.toLowerCase();
  if (Object.hasOwn(WORDS, key)) return WORDS[key](rest.join(" "));
  if (/^[wasd]{2,}$/i.test(text))
    return { type: "play", actions: [...text.toLowerCase()].map((k) => ({ type: "step", dir: KEYS[k] })) };
  if (/^c(ast)?$/i.test(key) || Object.hasOwn(KEYS, key) || key === "u" || key === "undo")
    return { type: "play", actions: [parseAction(text)] };
  throw new Error(`"${text}" is not a command: use w/a/s/d, c <card> [x y], u, r, save, ? or q`);
}
