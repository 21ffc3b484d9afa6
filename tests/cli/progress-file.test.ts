/**
 * The terminal's progress file (src/cli/progress-file.ts): where XDG says state goes, never in the
 * repository; a missing file is no progress; a bad one is an Error naming it; a write is whole or nothing.
 */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadProgress, progressBook, progressPath } from "../../src/cli/progress-file";
import type { LevelDef } from "../../src/harness";
import { NO_PROGRESS, withWon } from "../../src/play/progress";

const temp = () => mkdtempSync(join(tmpdir(), "spellgrid-progress-"));
const level: LevelDef = { name: "lvl", width: 2, height: 1, objects: [] };

describe("where progress is kept", () => {
  test("$XDG_STATE_HOME/spellgrid/progress.json, else ~/.local/state (a relative XDG_STATE_HOME is ignored)", () => {
    expect(progressPath({ XDG_STATE_HOME: "/s" }, "/home/u")).toBe("/s/spellgrid/progress.json");
    expect(progressPath({}, "/home/u")).toBe("/home/u/.local/state/spellgrid/progress.json");
    expect(progressPath({ XDG_STATE_HOME: "" }, "/home/u")).toBe(
      "/home/u/.local/state/spellgrid/progress.json",
    );
    expect(progressPath({ XDG_STATE_HOME: "state" }, "/home/u")).toBe(
      "/home/u/.local/state/spellgrid/progress.json",
    );
  });
});

describe("the progress file", () => {
  test("missing is no progress; a win is written, folder and all, and read back", () => {
    const file = join(temp(), "a", "b", "progress.json");
    expect(loadProgress(file)).toEqual(NO_PROGRESS);
    const book = progressBook(file);
    expect(book.won(level)).toBe(false);
    book.markWon(level);
    expect(book.won(level)).toBe(true);
    expect(JSON.parse(readFileSync(file, "utf8"))).toEqual(withWon(NO_PROGRESS, level));
    expect(progressBook(file).won(level)).toBe(true);
  });

  test("a bad file is an Error naming it", () => {
    const dir = temp();
    const file = join(dir, "progress.json");
    writeFileSync(file, "{ nope");
    expect(() => loadProgress(file)).toThrow(new RegExp(`^${file}: not valid JSON \\(`));
    writeFileSync(file, JSON.stringify({ format: 1, won: { x: false } }));
    expect(() => progressBook(file)).toThrow(
      `${file}: won["x"]: must be a level's name (a string), not false`,
    );
    mkdirSync(join(dir, "folder.json"));
    expect(() => loadProgress(join(dir, "folder.json"))).toThrow(
      `${join(dir, "folder.json")}: cannot read the file (a folder, not a file)`,
    );
  });

  test("a win that cannot be written throws, naming the file, and is not taken as remembered", () => {
    const file = join(temp(), "progress.json");
    mkdirSync(`${file}.${process.pid}.tmp`); // where the file is written before it is renamed
    const book = progressBook(file);
    expect(() => book.markWon(level)).toThrow(new Error(`${file}.${process.pid}.tmp: is a folder`));
    expect(book.won(level)).toBe(false);
    expect(existsSync(file)).toBe(false);
  });
});
