/**
 * A command typed as keys without `:` in the terminal player: the moves its letters made before the
 * refused one are taken back, and the message says so; key play is left as it was.
 */
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEVEL } from "../../src/cli/args";
import { runRepl } from "../../src/cli/repl";
import { ttySource, WORD_GAP } from "../../src/cli/tty";
import { repositoryContent } from "../../src/content/content";
import { readLevel } from "../../src/play/files";
import { formatAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";

/** The player on level 1 in-process, read from a fake terminal whose keys come at `clock.now`. */
function player() {
  const clock = { now: 1000 };
  const input = Object.assign(new PassThrough(), { isTTY: true, setRawMode: () => input });
  let out = "";
  const write = (t: string) => {
    out += t;
    return true;
  };
  const session = new Session(readLevel(DEFAULT_LEVEL), repositoryContent());
  const source = ttySource(
    input as unknown as NodeJS.ReadStream,
    { write } as unknown as NodeJS.WriteStream,
    undefined,
    () => clock.now,
  );
  const opts = { session, levelPath: DEFAULT_LEVEL, source, write, color: false };
  const done = runRepl(opts);
  const prompts = () => out.split("> ").length - 1;
  /** Type `keys` as one chunk, `ms` after the last, and wait for the prompt after what they did. */
  const type = async (keys: string, ms = 150, prompted = true) => {
    clock.now += ms;
    const before = prompts();
    input.write(keys);
    for (let i = 0; i < 2000 && prompted && prompts() === before; i++)
      await new Promise((r) => setTimeout(r, 5));
  };
  /** The messages, `! …` (a refused key's follows its prompt on the line). */
  const errors = () =>
    out
      .split("\n")
      .map((l) => l.replace(/^> /, ""))
      .filter((l) => l.startsWith("! "));
  const played = () => opts.session.history.map(formatAction);
  return { type, errors, played, done, end: () => input.end(), out: () => out };
}

describe("a command typed as keys without : in the terminal player", () => {
  it("typed slowly (a key press a letter): the moves of its letters before the refused one are undone, and the message says so", async () => {
    const p = player();
    await p.type("d", WORD_GAP); // key play first: kept
    await p.type("s", WORD_GAP);
    await p.type("a");
    expect(p.played()).toEqual(["d", "s", "a"]);
    await p.type("v");
    expect(p.played()).toEqual(["d"]);
    expect(p.errors()).toEqual(['! "save" is a command: type :save (the 2 moves it made were undone)']);
    await p.type("e", 150, false); // the rest of the word is skipped: no prompt comes, nothing is played
    await p.type("w", WORD_GAP);
    expect(p.played()).toEqual(["d", "w"]);
    p.end();
    await p.done;
  });

  it("arriving at once (a paste without bracketed paste): none of its letters acts", async () => {
    const p = player();
    await p.type("wait");
    expect(p.played()).toEqual([]);
    expect(p.errors()).toEqual(['! "wait" is a command: type :wait (or . alone)']);
    p.end();
    await p.done;
  });

  it("key play typed fast is not undone, even when a stray letter that starts no command follows it", async () => {
    const p = player();
    for (const k of "wwss") await p.type(k, 100);
    await p.type("x", 100);
    expect(p.played()).toEqual(["w", "w", "s", "s"]);
    expect(p.errors()[0]).toBe('! "x" is not a key: it and what was typed right after it are skipped.');
    p.end();
    await p.done;
  });

  it("a word whose letters were not all moves: only the moves after the last undo or restart are taken back", async () => {
    const p = player();
    await p.type("w", WORD_GAP);
    await p.type("r", WORD_GAP); // restart
    await p.type("e");
    expect(p.errors()).toEqual([
      '! "restart" is a command, and r alone is its key: r acted, the rest was skipped',
    ]);
    expect(p.played()).toEqual([]);
    await p.type("d", WORD_GAP);
    await p.type("u", WORD_GAP);
    await p.type("n"); // undo typed: u undid d, and n is refused, not the next level
    expect(p.played()).toEqual([]);
    expect(p.errors()[1]).toBe(
      '! "undo" is a command, and u alone is its key: u acted, the rest was skipped',
    );
    await p.type("d", WORD_GAP);
    await p.type("r", WORD_GAP);
    await p.type("h"); // help, which changes no game
    await p.type("i"); // "rhi" starts no command: refused alone
    await p.type("w", WORD_GAP);
    await p.type("h");
    await p.type("y"); // why: w undone, h kept, and u would undo nothing of it
    expect(p.errors().slice(2)).toEqual([
      '! "i" is not a key: it and what was typed right after it are skipped.',
      '! "why" is a command: type :why (the move it made was undone; h acted as a key)',
    ]);
    expect(p.played()).toEqual([]);
    await p.type("l", WORD_GAP);
    await p.type("e"); // levels typed slowly: named, not "left" (an arrow's name, which no one types)
    expect(p.errors().at(-1)).toBe('! "levels" is a command: type :levels (l acted as a key)');
    p.end();
    await p.done;
  });
});
