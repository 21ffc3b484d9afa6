/** The terminal read key by key: keys act at once, and pasted text becomes one command line. */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { ttySource } from "../../src/cli/tty";

/** A fake terminal: what is typed goes in, what the player writes is kept. */
function terminal() {
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  let shown = "";
  const output = {
    write: (t: string) => {
      shown += t;
      return true;
    },
  };
  const source = ttySource(input as unknown as NodeJS.ReadStream, output as unknown as NodeJS.WriteStream);
  return { type: (text: string) => input.write(text), source, shown: () => shown };
}

describe("the terminal source", () => {
  it("reads a key at once, and a pasted script as one line run by Enter, its line breaks read as ;", async () => {
    const t = terminal();
    t.type("d");
    expect(await t.source.next("> ")).toBe("d");
    t.type("\x1b[200~w; w; s; c Whirlwind\x1b[201~\r");
    expect(await t.source.next("> ")).toBe("w; w; s; c Whirlwind");
    t.type("\x1b[200~c Graft -> Ember Moth, Rune Scribe, bottom\na\x1b[201~\r");
    expect(await t.source.next("> ")).toBe("c Graft -> Ember Moth, Rune Scribe, bottom; a");
    t.source.close();
    expect(t.shown().startsWith("\x1b[?2004h")).toBe(true);
    expect(t.shown().endsWith("\x1b[?2004l")).toBe(true);
  });

  it("typed without bracketed paste, a script's separators are skipped and c opens the line", async () => {
    const t = terminal();
    t.type("w; c Whirlwind\r");
    expect(await t.source.next("> ")).toBe("w");
    expect(await t.source.next("> ")).toMatch(/^c +Whirlwind$/); // c opened the line holding "c "
    t.source.close();
  });

  it("Space and . wait a turn; a space after ; still separates a script typed as keys", async () => {
    const t = terminal();
    t.type(" .w;  d");
    expect(await t.source.next("> ")).toBe("wait");
    expect(await t.source.next("> ")).toBe(".");
    expect(await t.source.next("> ")).toBe("w");
    expect(await t.source.next("> ")).toBe("d");
    t.source.close();
  });
});
