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
 * 130, as a shell's program stopped by Ctrl-C does (main.ts).
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
}

/** A key a terminal's prompt refused (tty.ts): nothing is run, and `refused` says why and what to type. */
export interface RefusedKey {
  readonly refused: string;
}

/**
 * The keys of a prompt: the one-character words of its command tables that `parse` reads as a whole
 * command (`r`, not `p`, which needs a card's number), and a command for the hint.
 */
export function promptKeys(
  words: Iterable<string>,
  parse: (line: string) => unknown,
  example: string,
): PromptKeys {
  const whole = (w: string) => {
    try {
      parse(w);
      return true;
    } catch {
      return false;
    }
  };
  return { acts: new Set([...words].filter((w) => w.length === 1 && whole(w))), example };
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
 * The players' command loop (the SpellGrid player and the duel): read a line, parse it (a parse error is
 * said as `! message` and the loop goes on, as is a key the terminal refused), run it, until `quit` or the
 * end of input; then close the source and say goodbye. `keys`: the keys the prompt takes alone.
 */
export async function commandLoop<C>(
  source: LineSource,
  parse: (line: string) => C,
  run: (cmd: C) => unknown,
  say: (text: string) => void,
  keys?: PromptKeys,
): Promise<void> {
  for (;;) {
    const line = await source.next("> ", keys);
    if (line === null) break;
    if (typeof line !== "string") {
      say(`! ${line.refused}\n`);
      continue;
    }
    let cmd: C;
    try {
      cmd = parse(line);
    } catch (err) {
      say(`! ${printable(err instanceof Error ? err.message : String(err))}\n`);
      continue;
    }
    if ((await run(cmd)) === "quit") break;
  }
  source.close();
  say("Bye.\n");
}
