/** The terminal read key by key: keys act at once, and pasted text becomes one command line. */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { Interrupted } from "../../src/cli/source";
import { ttySource } from "../../src/cli/tty";

/** A fake terminal: what is typed goes in, what the player writes is kept. */
function terminal() {
  const raw: boolean[] = [];
  const input = Object.assign(new PassThrough(), {
    isTTY: true,
    setRawMode: (on: boolean) => {
      raw.push(on);
      return input;
    },
  });
  let shown = "";
  const output = {
    write: (t: string) => {
      shown += t;
      return true;
    },
  };
  const source = ttySource(input as unknown as NodeJS.ReadStream, output as unknown as NodeJS.WriteStream);
  return { type: (text: string) => input.write(text), source, shown: () => shown, raw };
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

  it("the command line edits as a shell's: Backspace a character, Ctrl-U the whole line, Ctrl-W the last word", async () => {
    const t = terminal();
    t.type(":save xz\x7f\x7fy.json\r"); // Backspace twice: "save " is left, then "y.json"
    expect(await t.source.next("> ")).toBe("save y.json");
    t.type("cWhirl\x15wwd\r"); // c opens the line holding "c "; Ctrl-U clears it all
    expect(await t.source.next("> ")).toBe("wwd");
    t.type(":why 12  \x17\x173\r"); // Ctrl-W: "12" and the spaces after it, then "why "
    expect(await t.source.next("> ")).toBe("3");
    t.type(":\x15\x17\x7fd\r"); // on an empty line each does nothing
    expect(await t.source.next("> ")).toBe("d");
    t.source.close();
    const erase = (n: number) => "\b \b".repeat(n);
    const echoed = t.shown().replace("\x1b[?2004h", "").replace("\x1b[?2004l", "");
    expect(echoed).toBe(
      [
        `> save xz${erase(1)}${erase(1)}y.json\n`,
        `> c Whirl${erase(7)}wwd\n`,
        `> why 12  ${erase(4)}${erase(4)}3\n`,
        "> d\n",
      ].join(""),
    );
  });

  it("a character of two code units is deleted whole by Backspace", async () => {
    const t = terminal();
    t.type(":save \u{1F600}\x7fa\r");
    expect(await t.source.next("> ")).toBe("save a");
    t.source.close();
  });

  it("redraw writes the prompt waited at and what is typed on it again (after a resize), and nothing between prompts", async () => {
    const t = terminal();
    const read = t.source.next("> ");
    t.type(":save my");
    await new Promise((done) => setImmediate(done));
    const before = t.shown().length;
    t.source.redraw?.();
    expect(t.shown().slice(before)).toBe("> save my");
    t.type("\r");
    expect(await read).toBe("save my");
    const after = t.shown().length;
    t.source.redraw?.();
    expect(t.shown().length).toBe(after);
    const asked = t.source.ask("base> ");
    t.type("Ember");
    await new Promise((done) => setImmediate(done));
    const mid = t.shown().length;
    t.source.redraw?.();
    expect(t.shown().slice(mid)).toBe("base> Ember");
    t.type("\r");
    expect(await asked).toBe("Ember");
    t.source.close();
  });

  it("Ctrl-C at the prompt gives the keyboard back and throws Interrupted; Ctrl-D is q", async () => {
    const t = terminal();
    t.type("\x04");
    expect(await t.source.next("> ")).toBe("q");
    t.type("\x03");
    await expect(t.source.next("> ")).rejects.toThrow(Interrupted);
    expect(t.raw).toEqual([true, false]); // raw mode off before the throw
    expect(t.shown()).toBe("\x1b[?2004h> q\n> ^C\n\x1b[?2004l");
    t.source.close(); // a second close changes nothing
    expect(t.raw).toEqual([true, false]);
  });

  it("Ctrl-C on a command line abandons the line, as a shell's does, and the game goes on", async () => {
    const t = terminal();
    t.type(":save x\x03d");
    expect(await t.source.next("> ")).toBe("");
    expect(await t.source.next("> ")).toBe("d");
    t.source.close();
  });
});
