/**
 * Where the player's input comes from. Piped input is read line by line (each line a command, echoed
 * after its prompt so a transcript reads like a session); a terminal is read key by key (see tty.ts).
 */

import { createInterface } from "node:readline";
import type { Readable } from "node:stream";

/** A source of commands and answers. Both return null at the end of input. */
export interface LineSource {
  /** The next command: a whole line, or in a terminal a single key. */
  next(prompt: string): Promise<string | null>;
  /** A whole line answering a question. */
  ask(prompt: string): Promise<string | null>;
  /** Stop reading. */
  close(): void;
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
    write(`${r.value}\n`);
    return r.value;
  };
  return { next: read, ask: read, close: () => rl.close() };
}
