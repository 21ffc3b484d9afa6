/**
 * Reading a terminal key by key: w/a/s/d, the arrow keys, u, r, ? and q act at once; `c` opens a
 * command line already holding "c ", and `:` or Enter opens an empty one (for `save`, or `wwd`).
 * Questions (Graft) are always answered on a line.
 */
import { createInterface, emitKeypressEvents } from "node:readline";
import type { LineSource } from "./source";

interface Key {
  name?: string;
  ctrl?: boolean;
}

/** What a key does: opens a command line (holding some text), or is a command by itself. */
type KeyMeaning = { type: "line"; prefill: string } | { type: "command"; text: string } | { type: "ignore" };

const ARROWS = new Set(["up", "down", "left", "right"]);

function meaning(str: string | undefined, key: Key | undefined): KeyMeaning {
  if (key?.ctrl && (key.name === "c" || key.name === "d")) return { type: "command", text: "q" };
  if (key?.name && ARROWS.has(key.name)) return { type: "command", text: key.name };
  if (str === "c") return { type: "line", prefill: "c " };
  if (str === ":" || key?.name === "return" || key?.name === "enter") return { type: "line", prefill: "" };
  if (str && str.length === 1 && str >= " ") return { type: "command", text: str };
  return { type: "ignore" };
}

/** A terminal as a source of keys and lines. */
export function ttySource(input: NodeJS.ReadStream, output: NodeJS.WriteStream): LineSource {
  emitKeypressEvents(input);

  const line = (prompt: string, prefill: string): Promise<string | null> =>
    new Promise((done) => {
      const rl = createInterface({ input, output, terminal: true });
      let answered = false;
      rl.on("SIGINT", () => {
        answered = true;
        output.write("\n");
        rl.close();
        done("");
      });
      rl.on("close", () => {
        if (!answered) done(null);
      });
      rl.question(prompt, (answer) => {
        answered = true;
        rl.close();
        done(answer);
      });
      if (prefill) rl.write(prefill);
    });

  const key = (prompt: string): Promise<string | null> =>
    new Promise((done) => {
      output.write(prompt);
      input.setRawMode(true);
      input.resume();
      const onKey = (str: string | undefined, k: Key | undefined) => {
        const m = meaning(str, k);
        if (m.type === "ignore") return;
        input.off("keypress", onKey);
        input.setRawMode(false);
        input.pause();
        if (m.type === "command") {
          output.write(`${m.text}\n`);
          done(m.text);
        } else {
          output.write("\r");
          line(prompt, m.prefill).then(done);
        }
      };
      input.on("keypress", onKey);
    });

  return {
    next: key,
    ask: (prompt) => line(prompt, ""),
    close: () => {
      input.setRawMode(false);
      input.pause();
    },
  };
}
