/**
 * The terminal player's commands: a table from the words a player types to what they mean. Game
 * actions are read by the shared notation (src/play/notation): w/a/s/d, arrows, `wait` (or `.`), `u`,
 * `c <card> [x y]`,
 * and a line of several actions separated by `;`, as the solver prints them (`w; w; c Whirlwind`).
 * Several step keys alone on a line (`wwd`, `w.d`) are several turns. The rest (restart, help, quit, save)
 * belong to the player. Cards are matched against the hand when played (src/play/hand-input).
 */
import { KEYS, readAction, splitScript, type TypedAction } from "../play/notation";
import { type PromptKeys, promptKeys } from "./source";

/** What one typed line asks for. */
export type Command =
  | { type: "play"; actions: TypedAction[] }
  | { type: "restart" }
  | { type: "help" }
  | { type: "quit" }
  | { type: "save"; file: string | null }
  | { type: "why"; line: number }
  | { type: "logFormat" }
  | { type: "next" }
  | { type: "levels"; from: number | null }
  | { type: "nothing" };

/** What the player and the replay viewer (viewer.ts) both read: help, quit, `why N` and the log's format. */
export type SharedCommand =
  | { type: "help" }
  | { type: "quit" }
  | { type: "why"; line: number }
  | { type: "logFormat" };

/** A command's reader: the text after its word, and the word as typed (an alias too, in lower case). */
export type CommandReader<C> = (arg: string, typed: string) => C;

/**
 * A command that takes nothing after its word (`q`, `r`, `l`, `?`…): anything typed after it is refused,
 * saying what the command does, rather than ignored (`q now` quit, `r 3` restarted).
 */
export function bare<C>(command: C, does: string): CommandReader<C> {
  return (arg, typed) => {
    if (arg !== "") throw new Error(`${typed} takes nothing after it (${typed} ${does}), not "${arg}"`);
    return command;
  };
}

/**
 * The words the player and the replay viewer read alike, by every word that names them: `?`, `h`,
 * `help`; `q`, `quit`, `exit`; `why N` (N a line of `log`, as its error names it: "the last action's
 * log"); `l`, `log`.
 */
export function sharedWords(log: string): Readonly<Record<string, CommandReader<SharedCommand>>> {
  const help = bare<SharedCommand>({ type: "help" }, "shows the commands");
  const quit = bare<SharedCommand>({ type: "quit" }, "quits");
  const logFormat = bare<SharedCommand>({ type: "logFormat" }, "switches the log's format");
  return {
    "?": help,
    h: help,
    help,
    q: quit,
    quit,
    exit: quit,
    why: (arg) => ({ type: "why", line: lineNumber(arg, log) }),
    l: logFormat,
    log: logFormat,
  };
}

/** The player's own commands, by every word that names them. */
const WORDS: Readonly<Record<string, CommandReader<Command>>> = {
  ...sharedWords("the last action's log"),
  r: bare({ type: "restart" }, "restarts the level"),
  restart: bare({ type: "restart" }, "restarts the level"),
  save: (arg) => ({ type: "save", file: fileArgument(arg) }),
  n: bare({ type: "next" }, "goes to the next level"),
  next: bare({ type: "next" }, "goes to the next level"),
  levels: (arg) => ({ type: "levels", from: levelNumber(arg) }),
};

/** `levels`' optional level number (`levels 21` lists from the 21st); null when none is typed. */
function levelNumber(arg: string): number | null {
  if (arg === "") return null;
  if (!/^\d+$/.test(arg) || Number(arg) === 0)
    throw new Error(`levels takes a level's number (levels 21 lists from the 21st), not "${arg}"`);
  return Number(arg);
}

/**
 * `save`'s file as typed; null for none (the default name). A name in double quotes, as card names are
 * quoted (`save "my game.json"`), is the name inside them: the quotes are not part of the file's name.
 */
function fileArgument(arg: string): string | null {
  const quoted = /^"(.*)"$/.exec(arg);
  if (quoted === null) return arg || null;
  if (quoted[1].trim() === "")
    throw new Error('save needs a file name between the quotes, or none: "save" alone uses the default name');
  return quoted[1];
}

/** `why N`'s N: a line number of `log`, counted from 1 as shown. */
function lineNumber(arg: string, log: string): number {
  if (!/^\d+$/.test(arg) || Number(arg) < 1)
    throw new Error(`why needs the number of a line of ${log} (why 3), not "${arg}"`);
  return Number(arg);
}

/**
 * The help text: every command, one per line, each line fitting an 80-column terminal; 21 lines, so that
 * with a line of shortened words under it (`?` adds it) it shows whole at 80×24 (22 rows of messages).
 */
export const HELP = [
  "To win, move what IS YOU onto what IS WIN; push words to make or break rules.",
  "  w a s d, arrows  move (one turn); several on one line, like `wwd`, are several",
  "  wait, ., Space   wait a whole turn in which YOU does not move (`w.d`)",
  "  c <card>         cast a spell: its name in any case, or its number in the hand",
  "  c <card> x y     cast at the minion on tile x y, or play a minion onto it",
  '  c "<card>" ...   quoted: read exactly (for names with , ; # -> or a number)',
  "  a; b; c          several actions on a line, in order, as npm run solve prints",
  "  u                undo the last action (or a restart), as far back as the start",
  "  r                restart the level (u brings the game back)",
  "  n                the next level (after a win it says which), by file name",
  "  levels [N]       the levels of this folder (from the N-th), and which are won",
  "  save [file]      save the game as a replay (default <level-name>.replay.json)",
  "  why N            why line N of the last action's log happened, cause by cause",
  "  l                the log in the course's format, or in sentences again",
  "  ?  q             this help; quit",
  "Graft asks for its base, donor and half: answer with a number or a name (empty",
  "or q cancels), or after an arrow: c Graft -> Ember Moth, Rune Scribe, bottom.",
  "In a terminal keys act at once; a word needs : or Enter first (:save, :why 3),",
  "Esc leaves it. The grid: UPPER = text, lower = thing, ## = wall, nameN = minion",
  "with N Health, X+ = X and more objects on the tile. Too long for its cell, a",
  "word or name is shortened (BRMBLE, brmbl3), and the Shortened line names it.",
].join("\n");

/** Whether an entry's first word starts a game action. */
function isAction(entry: string): boolean {
  const word = entry.split(/\s+/)[0].toLowerCase();
  return /^c(ast)?$/.test(word) || Object.hasOwn(KEYS, word) || word === "u" || word === "undo";
}

/** Read one typed line; a line that is not understood throws a one-line explanation, and plays nothing. */
export function parseCommand(line: string): Command {
  const text = line.trim();
  if (text === "") return { type: "nothing" };
  const [word, ...rest] = text.split(/\s+/);
  const key = word.toLowerCase();
  if (Object.hasOwn(WORDS, key)) return WORDS[key](rest.join(" "), key);
  const entries = splitScript(text);
  if (entries.length === 0) return { type: "nothing" };
  if (entries.length === 1 && /^[wasd.]{2,}$/i.test(entries[0]))
    return {
      type: "play",
      actions: [...entries[0].toLowerCase()].map((k) => ({ type: "step", dir: KEYS[k] })),
    };
  if (entries.length === 1 && !isAction(entries[0]))
    throw new Error(
      `"${entries[0]}" is not a command: use w/a/s/d, wait (or .), c <card> [x y], u, r, n, save, ? or q`,
    );
  const actions = entries.map((entry, i) => {
    try {
      return readAction(entry);
    } catch (err) {
      if (entries.length === 1) throw err;
      throw new Error(`action ${i + 1} of ${entries.length}: ${(err as Error).message}; nothing was played`);
    }
  });
  return { type: "play", actions };
}

/** The moves typed as one key (w a s d and `.`): their longer names (`left`, `idle`) are read only on a line. */
const MOVE_KEYS = Object.keys(KEYS).filter((k) => k.length === 1);

/**
 * The keys that are commands by themselves in a terminal (docs/rules.md §7): the one-character words
 * (`r`, `n`, `q`, `?`, `h`, `l`), the step keys (w a s d and `.`) and `u`; any other letter typed as a key
 * is refused with a hint to type the command on a line (`:save`), rather than some of its letters acting.
 */
export const PLAYER_PROMPT_KEYS: PromptKeys = {
  ...promptKeys(
    // the arrows' and the wait's other names (left, idle) are read on a line, but no refused word is named so
    [...Object.keys(WORDS), ...MOVE_KEYS, "wait", "u", "undo", "cast"],
    parseCommand,
    "save",
    MOVE_KEYS,
  ),
  firstOnly: new Set(["n"]), // the next level: not the n of `undo` typed as keys
};
