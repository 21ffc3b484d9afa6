/** The terminal read key by key: keys act at once, and pasted text becomes one command line. */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { PLAYER_PROMPT_KEYS, parseCommand } from "../../src/cli/commands";
import { DUEL_KEYS } from "../../src/cli/play-duel";
import { DUEL_PROMPT_KEYS, parseDuelCommand } from "../../src/cli/play-duel-commands";
import { Interrupted, refusalText } from "../../src/cli/source";
import { PLAYER_KEYS, ttySource, WORD_GAP } from "../../src/cli/tty";

/** A fake terminal: what is typed goes in, what the player writes is kept; `clock.now` is when a key comes. */
function terminal(keys = PLAYER_KEYS) {
  const clock = { now: 1000 };
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
  const source = ttySource(
    input as unknown as NodeJS.ReadStream,
    output as unknown as NodeJS.WriteStream,
    keys,
    () => clock.now,
  );
  return { type: (text: string) => input.write(text), source, shown: () => shown, raw, clock };
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

  it("the command line, shown by a : after the prompt, edits as a shell's: Backspace a character, Ctrl-U the whole line, Ctrl-W the last word", async () => {
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
        `> :save xz${erase(1)}${erase(1)}y.json\n`, // a line opened by : or Enter shows it is one
        `> c Whirl${erase(7)}wwd\n`,
        `> :why 12  ${erase(4)}${erase(4)}3\n`,
        "> :d\n",
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
    expect(t.shown().slice(before)).toBe("> :save my");
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

  it("Escape on a command line abandons it, as Ctrl-C does: a line opened by mistake (Enter) is left with the key tried first", async () => {
    const t = terminal();
    t.type("\r");
    t.type("sav\x1b");
    expect(await t.source.next("> ")).toBe(""); // a lone Escape (no key follows within readline's wait)
    t.type("d");
    expect(await t.source.next("> ")).toBe("d");
    t.source.close();
  });

  it("a letter that is no key is refused, and the rest of its word is skipped: with the keys of the word that acted when it starts no command", async () => {
    const t = terminal();
    const keys = PLAYER_PROMPT_KEYS;
    t.type("xyz w");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "x",
      inside: false,
      acted: [],
      takeBack: [],
      example: "save",
    });
    t.clock.now += WORD_GAP; // a pause ends the word: the next key acts
    t.type("W");
    expect(await t.source.next("> ", keys)).toBe("W");
    t.clock.now += WORD_GAP;
    t.type("rx");
    expect(await t.source.next("> ", keys)).toBe("r");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "x",
      inside: false,
      acted: ["r"],
      takeBack: [],
      example: "save",
    });
    t.source.close();
  });

  it("a command typed slowly without : (each letter its own key press, less than WORD_GAP apart): its letters before the refused one acted, and are given to be taken back", async () => {
    const t = terminal();
    const keys = PLAYER_PROMPT_KEYS;
    const slowly = async (key: string) => {
      t.clock.now += 150;
      t.type(key);
      return t.source.next("> ", keys);
    };
    expect(await slowly("s")).toBe("s");
    expect(await slowly("a")).toBe("a");
    expect(await slowly("v")).toEqual({
      key: "v",
      inside: false,
      acted: ["s", "a"],
      command: { typed: "sav", names: ["save"] },
      takeBack: ["s", "a"],
      example: "save",
    });
    t.clock.now += 150;
    t.type("e"); // the rest of the word: skipped
    t.clock.now += WORD_GAP;
    t.type("d");
    expect(await t.source.next("> ", keys)).toBe("d");
    t.source.close();
  });

  it("a command arriving at once (pasted without bracketed paste, or typed faster than the game draws) is refused whole: none of its letters acts", async () => {
    const t = terminal();
    const keys = PLAYER_PROMPT_KEYS;
    t.type("save");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "v",
      inside: false,
      acted: [],
      command: { typed: "save", names: ["save"] },
      takeBack: [],
      example: "save",
    });
    t.clock.now += WORD_GAP;
    t.type("wwlev"); // key play, then a command: the moves act, the command's letters do not
    expect(await t.source.next("> ", keys)).toBe("w");
    expect(await t.source.next("> ", keys)).toBe("w");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "e",
      inside: false,
      acted: ["w", "w"],
      command: { typed: "lev", names: ["levels"] },
      takeBack: [],
      example: "save",
    });
    t.clock.now += WORD_GAP;
    t.type("exit");
    expect(await t.source.next("> ", keys)).toMatchObject({
      key: "e",
      command: { typed: "exit", names: ["exit"] },
    });
    t.source.close();
  });

  it("keys played fast, even arriving at once, all act; a stray letter after them is refused alone, the moves kept", async () => {
    const t = terminal();
    const keys = PLAYER_PROMPT_KEYS;
    t.type("wwss.d");
    for (const key of "wwss.d") expect(await t.source.next("> ", keys)).toBe(key);
    t.type("ddx");
    expect(await t.source.next("> ", keys)).toBe("d");
    expect(await t.source.next("> ", keys)).toBe("d");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "x",
      inside: false,
      acted: ["w", "w", "s", "s", ".", "d", "d", "d"],
      takeBack: [],
      example: "save",
    });
    t.source.close();
  });

  it("without the keys of a prompt (the replay viewer's), every key is read as typed", async () => {
    const t = terminal();
    t.type("bg3");
    expect(await t.source.next("step> ")).toBe("b");
    expect(await t.source.next("step> ")).toBe("g");
    expect(await t.source.next("step> ")).toBe("3");
    t.source.close();
  });

  it("the keys that act alone are exactly the one-character commands that are no line's key (and not a comment), in any case", () => {
    const games = [
      { map: PLAYER_KEYS, prompt: PLAYER_PROMPT_KEYS, parse: parseCommand as (line: string) => unknown },
      { map: DUEL_KEYS, prompt: DUEL_PROMPT_KEYS, parse: parseDuelCommand },
    ];
    for (const { map, prompt, parse } of games)
      for (let c = 0x21; c < 0x7f; c++) {
        const ch = String.fromCharCode(c);
        if (ch === ":" || Object.hasOwn(map.lineKeys, ch)) continue;
        let command = true;
        try {
          command = (parse(ch) as { type: string }).type !== "nothing"; // `#` alone is a comment
        } catch {
          command = false;
        }
        expect(prompt.acts.has(ch.toLowerCase()), ch).toBe(command);
      }
  });

  it("a key that opens a line holding its command's short word (c, p, a, w) reads the long word typed after it as that word: cast, play, attack, why", async () => {
    const t = terminal();
    t.type("cast Whirlwind\r");
    expect(await t.source.next("> ")).toBe("cast Whirlwind");
    t.type("cast\r");
    expect(await t.source.next("> ")).toBe("cast");
    t.type("carcane 1\r"); // not the word: the letters are the card's, after "c "
    expect(await t.source.next("> ")).toBe("c arcane 1");
    const d = terminal(DUEL_KEYS);
    d.type("play 3\rattack 1 hero\rwhy 4\rp2\r");
    expect(await d.source.next("> ")).toBe("play 3");
    expect(await d.source.next("> ")).toBe("attack 1 hero");
    expect(await d.source.next("> ")).toBe("why 4");
    expect(await d.source.next("> ")).toBe("p 2");
    d.source.close();
    t.source.close();
  });

  it("n, which leaves the level for the next, acts only as the first key of a word: 'undo' typed undoes, and does not open the next level", async () => {
    const t = terminal();
    const keys = PLAYER_PROMPT_KEYS;
    t.type("u");
    expect(await t.source.next("> ", keys)).toBe("u");
    t.clock.now += 150;
    t.type("ndo");
    expect(await t.source.next("> ", keys)).toEqual({
      key: "n",
      inside: true,
      acted: ["u"],
      command: { typed: "undo", names: ["undo"] },
      takeBack: ["u"],
      example: "save",
    });
    t.clock.now += WORD_GAP;
    t.type("n");
    expect(await t.source.next("> ", keys)).toBe("n"); // alone, it acts
    t.clock.now += WORD_GAP;
    t.type("xn");
    expect(await t.source.next("> ", keys)).toMatchObject({ key: "x", acted: [] });
    t.source.close();
  });
});

describe("what the prompt says of a refused key", () => {
  const keys = PLAYER_PROMPT_KEYS;
  const refused = { inside: false, acted: [], takeBack: [], example: "save" };
  it("names the command a word starts, and the moves of it that were taken back", () => {
    const sav = { ...refused, key: "v", acted: ["s", "a"], command: { typed: "sav", names: ["save"] } };
    expect(refusalText({ ...sav, takeBack: ["s", "a"] }, 2, keys)).toBe(
      '"save" is a command: type :save (the 2 moves it made were undone)',
    );
    expect(refusalText({ ...sav, takeBack: ["s", "a"] }, 1, keys)).toBe(
      '"save" is a command: type :save (the move it made was undone)',
    );
    expect(refusalText({ ...sav, acted: [] }, 0, keys)).toBe('"save" is a command: type :save');
    const why = { ...refused, key: "y", acted: ["w", "h"], command: { typed: "why", names: ["why"] } };
    expect(refusalText({ ...why, takeBack: ["w", "h"] }, 1, keys)).toBe(
      '"why" is a command: type :why (the move it made was undone; h acted as a key)', // h changed no game
    );
    const le = { ...refused, key: "e", acted: ["l"], command: { typed: "le", names: ["levels", "left"] } };
    expect(refusalText({ ...le, takeBack: ["l"] }, 0, keys)).toBe(
      '"le…" starts a command (levels, left): type : first, then the command (l acted as a key)',
    );
    const ri = { ...refused, key: "i", acted: ["r"], command: { typed: "ri", names: ["right"] } };
    expect(refusalText({ ...ri, takeBack: ["r"] }, 0, keys, { changed: true })).toBe(
      '"right" is a command: type :right (r acted as a key; u undoes an action)', // r restarted: the game changed
    );
  });

  it("a command whose own key began its word: that key acted for it; typed whole at once, its key is named", () => {
    const re = { ...refused, key: "e", acted: ["r"], command: { typed: "re", names: ["restart", "right"] } };
    expect(refusalText({ ...re, takeBack: ["r"] }, 0, keys)).toBe(
      '"restart" is a command, and r alone is its key: r acted, the rest was skipped',
    );
    const restart = { ...refused, key: "e", command: { typed: "restart", names: ["restart"] } };
    expect(refusalText(restart, 0, keys)).toBe('"restart" is a command: type :restart (or r alone)');
  });

  it("a key that starts no command: what acted before it (u undoes it), and how to type a command", () => {
    expect(refusalText({ ...refused, key: "x", acted: ["w", "w"] }, 0, keys)).toBe(
      [
        '"x" is not a key: it and what was typed right after it are skipped.',
        "  w w before it acted as keys (u undoes an action).",
        "  To type a command press : or Enter first, then the command and Enter (:save).",
      ].join("\n"),
    );
    expect(refusalText({ ...refused, key: "n", inside: true, acted: ["w"] }, 0, keys)).toBe(
      [
        '"n" is not a key inside a word: it and what was typed right after it are skipped.',
        "  w before it acted as a key (u undoes an action).",
        "  To type a command press : or Enter first, then the command and Enter (:save).",
      ].join("\n"),
    );
  });
});
