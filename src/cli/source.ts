/**
 * Where the player's input comes from. Piped input is read line by line (each line a command, echoed
 * after its prompt so a transcript reads like a session); a terminal is read key by key (see tty.ts).
 */

import { createInterface } from "node:readline";
import type { Readable } from "node:stream";
import { printable } from "../play/printable";

/**
 * Ctrl-C pressed at a terminal's command prompt (tty.ts): the player is stopped, not quit. The source has
 * given the terminal back (raw mode off) before it throws; the command says what was stopped and exits
 * 130, as a shell's program stopped by Ctrl-C does (launch.ts).
 */
export class Interrupted extends Error {
  constructor() {
    super("stopped by Ctrl-C");
  }
}

/**
 * The keys a game's prompt takes alone in a terminal (tty.ts): `acts`, the characters that are commands by
 * themselves (the player's w a s d u r…, lower case); any other character typed as a key is refused, and
 * the hint names `example`, a command typed on a line (`save`).
 */
export interface PromptKeys {
  readonly acts: ReadonlySet<string>;
  readonly example: string;
  /**
   * Keys of `acts` taken only as the first key of a word (the player's `n`, which leaves the level: the
   * `n` of `undo` typed as keys is refused, not a jump to the next level).
   */
  readonly firstOnly?: ReadonlySet<string>;
  /**
   * The commands' words of two letters or more, each with the key that alone is the same command (`restart`:
   * `r`), or null: a refused word that starts one (`sav`) is named as that command (`"save" is a command`).
   */
  readonly commands?: ReadonlyMap<string, string | null>;
  /** Keys of `acts` that are moves (the player's w a s d and `.`): a refused word's moves are taken back. */
  readonly moves?: ReadonlySet<string>;
}

/**
 * A key a terminal's prompt refused (tty.ts): nothing is run for it, and the rest of its word is skipped.
 * `refusalText` says why and what to type.
 */
export interface RefusedKey {
  /** The key as typed (`v`). */
  readonly key: string;
  /** Whether it is a key refused only inside a word (`PromptKeys.firstOnly`). */
  readonly inside: boolean;
  /** The keys of the same word that acted before it, in order. */
  readonly acted: readonly string[];
  /**
   * The command the word starts, when its letters (from a key that acted, or typed ahead) begin one:
   * `typed`, those letters (`sav`, or `save` when the whole word was typed ahead), and `names`, the
   * commands they begin (`save`).
   */
  readonly command?: { readonly typed: string; readonly names: readonly string[] };
  /**
   * The keys of `acted` (its last ones) that are letters of that command: the loop takes back the moves
   * they made (`PromptKeys.moves`).
   */
  readonly takeBack: readonly string[];
  /** A command typed on a line, for the hint (`save`). */
  readonly example: string;
}

/** What else the loop knows of a refused key's word: `changed`, a key of it kept changed the game (an undo or a restart, which u undoes). */
export interface RefusalContext {
  readonly changed?: boolean;
}

/**
 * What the prompt says of a refused key, after the loop took back `undone` moves of its word (`context`:
 * whether a key of it kept changed the game). A command's
 * word: `"save" is a command: type :save (the 2 moves it made were undone)`; a word whose first key is the
 * command's own key (`restart`'s `r`) says that key acted for it. Otherwise the key is no key: what of its
 * word acted (u undoes it), and how to type a command.
 */
export function refusalText(
  r: RefusedKey,
  undone: number,
  keys?: PromptKeys,
  { changed = false }: RefusalContext = {},
): string {
  const cmd = r.command;
  if (cmd !== undefined) {
    const first = r.takeBack[0];
    const own = cmd.names.find((n) => first !== undefined && keys?.commands?.get(n) === first.toLowerCase());
    if (own !== undefined)
      return `"${own}" is a command, and ${first} alone is its key: ${first} acted, the rest was skipped`;
    const one = cmd.names.length === 1;
    const key = one && r.takeBack.length === 0 ? keys?.commands?.get(cmd.names[0]) : null;
    const head = one
      ? `"${cmd.names[0]}" is a command: type :${cmd.names[0]}${key ? ` (or ${key} alone)` : ""}`
      : `"${cmd.typed}…" starts a command (${cmd.names.join(", ")}): type : first, then the command`;
    const kept = r.takeBack.filter((k) => keys?.moves?.has(k.toLowerCase()) !== true);
    const notes = [
      ...(undone > 0
        ? [`the ${undone === 1 ? "move" : `${undone} moves`} it made ${undone === 1 ? "was" : "were"} undone`]
        : []),
      ...(kept.length > 0
        ? [
            `${kept.join(" ")} acted as ${kept.length === 1 ? "a key" : "keys"}${changed ? "; u undoes an action" : ""}`,
          ]
        : []),
    ];
    return notes.length > 0 ? `${head} (${notes.join("; ")})` : head;
  }
  return [
    `${JSON.stringify(r.key)} is not a key${r.inside ? " inside a word" : ""}: it and what was typed right after it are skipped.`,
    ...(r.acted.length > 0
      ? [
          `  ${r.acted.join(" ")} before it acted as ${r.acted.length === 1 ? "a key" : "keys"} (u undoes an action).`,
        ]
      : []),
    `  To type a command press : or Enter first, then the command and Enter (:${r.example}).`,
  ].join("\n");
}

/**
 * The keys of a prompt: the one-character words of its command tables that `parse` reads as a whole
 * command (`r`, not `p`, which needs a card's number), a command for the hint, its longer words (each
 * with the key that `parse` reads as the same command) and its moves.
 */
export function promptKeys(
  words: Iterable<string>,
  parse: (line: string) => unknown,
  example: string,
  moves: Iterable<string> = [],
): PromptKeys {
  const read = (w: string): string | null => {
    try {
      return JSON.stringify(parse(w));
    } catch {
      return null;
    }
  };
  const all = [...words];
  const acts = new Set(all.filter((w) => w.length === 1 && read(w) !== null));
  const commands = new Map<string, string | null>();
  for (const w of all.filter((w) => w.length > 1)) {
    const same = read(w) === null ? undefined : [...acts].find((k) => read(k) === read(w));
    commands.set(w.toLowerCase(), same ?? null);
  }
  return { acts, example, commands, moves: new Set(moves) };
}

/**
 * A source of commands and answers. Both return null at the end of input; in a terminal, `next` throws
 * `Interrupted` when Ctrl-C is pressed at the prompt.
 */
export interface LineSource {
  /**
   * The next command: a whole line, or in a terminal a single key; with `keys`, a terminal refuses a key
   * that is not one of them (a letter of a word typed without `:`), and says so.
   */
  next(prompt: string, keys?: PromptKeys): Promise<string | RefusedKey | null>;
  /** A whole line answering a question. */
  ask(prompt: string): Promise<string | null>;
  /** Stop reading. */
  close(): void;
  /** Write the prompt waited at and what is typed on it again (a terminal's, after the frame is redrawn). */
  redraw?(): void;
}

/** Lines read from a stream (a pipe or a file); each prompt is written with the line that answers it. */
export function lineSource(input: Readable, write: (text: string) => void): LineSource {
  const rl = createInterface({ input, terminal: false, crlfDelay: Number.POSITIVE_INFINITY });
  const lines = rl[Symbol.asyncIterator]();
  const read = async (prompt: string): Promise<string | null> => {
    write(prompt);
    const r = await lines.next();
    if (r.done) {
      write("\n");
      return null;
    }
    write(`${printable(r.value)}\n`); // the transcript's echo: what was typed, safe to print
    return r.value;
  };
  return { next: read, ask: read, close: () => rl.close() };
}

/**
 * What a game lets a word refused at the prompt take back: `count`, a number each move played adds one to
 * (the player's actions in the history: an undo or a restart lowers it), and `undo`, taking back the last
 * `moves` moves and drawing the game.
 */
export interface TakeBack {
  count(): number;
  undo(moves: number): void;
}

/** Of the changes to `TakeBack.count` the last commands made, how many moves the last `n` made since the last that lowered it. */
function movesOfLast(changes: readonly number[], n: number): number {
  let moves = 0;
  for (const change of changes.slice(changes.length - n)) moves = change < 0 ? 0 : moves + change;
  return moves;
}

/** What a game gives the command loop (`commandLoop`). */
export interface CommandLoop<C> {
  /** Where the commands come from. */
  readonly source: LineSource;
  /** A line as a command; it throws, with the message to say, on a line that is none. */
  readonly parse: (line: string) => C;
  /** Runs a command; its result "quit" ends the loop. */
  readonly run: (cmd: C) => unknown;
  /** Writes a message. */
  readonly say: (text: string) => void;
  /** The keys the prompt takes alone. */
  readonly keys?: PromptKeys;
  /** How a refused word's moves are taken back (the moves its letters made before the refused one). */
  readonly back?: TakeBack;
}

/**
 * The players' command loop (the SpellGrid player and the duel): read a line, parse it (a parse error is
 * said as `! message` and the loop goes on, as is a key the terminal refused), run it, until `quit` or the
 * end of input; then close the source and say goodbye.
 */
export async function commandLoop<C>({ source, parse, run, say, keys, back }: CommandLoop<C>): Promise<void> {
  /** How each of the last commands changed `back.count` (as many as a word can take back). */
  const changes: number[] = [];
  for (;;) {
    const line = await source.next("> ", keys);
    if (line === null) break;
    if (typeof line !== "string") {
      const n = line.takeBack.length;
      const moves = back === undefined ? 0 : movesOfLast(changes, n);
      const changed = n > 0 && changes.slice(changes.length - n).some((c) => c < 0); // an undo, a restart
      if (moves > 0) back?.undo(moves);
      changes.length = 0;
      say(`! ${refusalText(line, moves, keys, { changed })}\n`);
      continue;
    }
    let cmd: C;
    try {
      cmd = parse(line);
    } catch (err) {
      say(`! ${printable(err instanceof Error ? err.message : String(err))}\n`);
      continue;
    }
    const before = back?.count() ?? 0;
    const done = await run(cmd);
    changes.push((back?.count() ?? 0) - before);
    if (changes.length > 64) changes.shift();
    if (done === "quit") break;
  }
  source.close();
  say("Bye.\n");
}
