/**
 * A JSON file that starts with a UTF-8 byte-order mark (as Windows editors write them) reads as the same
 * file without it, through every loader a user feeds files to (src/content/json-text.ts): npm run check,
 * the terminal player and its replay viewer, npm run solve's and npm run import's loaders, the harness's
 * card, content and deck loaders, and the progress file. (The studio's open-file is tested in Chromium,
 * tests/web/studio.test.ts.)
 */
import { cpSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { loadProgress } from "../../src/cli/progress-file";
import { readCardDir } from "../../src/content/card-files";
import { main as checkMain } from "../../src/content/check-cli";
import { loadContent, REPOSITORY_ROOT } from "../../src/content/content-root";
import { loadDeck } from "../../src/content/decks";
import { runImport } from "../../src/content/import/command";
import { BYTE_ORDER_MARK, parseJsonText } from "../../src/content/json-text";
import { readLevel } from "../../src/play/files";
import { openSession } from "../../src/play/level-file";
import { checkReplay, describeCheck, readReplay } from "../../src/play/replay-file";
import { runCli } from "../cli/helpers";
import { runMain } from "../run-main";
import { copyContent } from "./copy";

const copy = copyContent("spellgrid-bom-");
cpSync(join(REPOSITORY_ROOT, "decks"), copy.path("decks"), { recursive: true });
afterAll(() => copy.remove());

/** Puts a byte-order mark in front of the file's text; returns its path. */
function marked(file: string): string {
  const path = copy.path(file);
  writeFileSync(path, BYTE_ORDER_MARK + readFileSync(path, "utf8"));
  return path;
}

const level = marked("levels/l1-double-tap.json");
const replay = marked("replays/l1-double-tap.replay.json");
const deck = marked("decks/aggro.json");
marked("cards/whirlwind.json");
marked("content/words.json");
marked("content/seams.json");
const plain = (file: string) => JSON.parse(readFileSync(join(REPOSITORY_ROOT, file), "utf8"));

describe("a leading byte-order mark is dropped", () => {
  test("parseJsonText: the mark at the start only; a mark elsewhere is still an error", () => {
    expect(parseJsonText(`${BYTE_ORDER_MARK}{"a": 1}`)).toEqual({ a: 1 });
    expect(parseJsonText(`{"a": "${BYTE_ORDER_MARK}"}`)).toEqual({ a: BYTE_ORDER_MARK });
    expect(() => parseJsonText(` ${BYTE_ORDER_MARK}{}`)).toThrow(SyntaxError);
    expect(() => parseJsonText(`${BYTE_ORDER_MARK}${BYTE_ORDER_MARK}{}`)).toThrow(SyntaxError);
  });

  test("npm run check finds the folder clean: a level, replay, deck, card, words and seams file with a mark", () => {
    const r = runMain(checkMain, [], copy.root);
    expect({ code: r.code, err: r.err, lines: r.out.length }).toEqual({ code: 0, err: [], lines: 1 });
    expect(r.out[0]).toMatch(/^checked \d+ files .*: no problems$/);
  });

  test("the harness's loaders: cards, a content folder's words and seams, a deck", () => {
    expect(readCardDir(copy.path("cards"))).toEqual(readCardDir());
    const content = loadContent(copy.root);
    expect(content.lexicon).toEqual(loadContent(REPOSITORY_ROOT).lexicon);
    expect(loadDeck(deck).cards).toEqual(plain("decks/aggro.json").cards);
  });

  test("the player's, the solver's and the replay check's loaders: a level and a replay", () => {
    expect(readLevel(level)).toEqual(plain("levels/l1-double-tap.json"));
    expect(openSession(level).def.name).toBe("l1-double-tap");
    expect(readReplay(replay)).toEqual(plain("replays/l1-double-tap.replay.json"));
    expect(describeCheck(replay, checkReplay(replay))).toMatch(/^match: /);
  });

  test("the terminal player opens a level file with a mark, and a replay in its viewer", () => {
    const played = runCli([level], ["q"]);
    expect({ code: played.code, stderr: played.stderr }).toEqual({ code: 0, stderr: "" });
    expect(played.stdout).toContain("Double-Tap (SpellGrid level)");
    const viewed = runCli([replay], ["q"]);
    expect({ code: viewed.code, stderr: viewed.stderr }).toEqual({ code: 0, stderr: "" });
    expect(viewed.stdout).toContain("Double-Tap");
  });

  test("npm run import reads a keke file with a mark", () => {
    const keke = copy.path("keke.json");
    writeFileSync(
      keke,
      BYTE_ORDER_MARK + readFileSync(join(REPOSITORY_ROOT, "tests/fixtures/keke/sample.json")),
    );
    const out: string[] = [];
    const err: string[] = [];
    const code = runImport(["keke", keke, "--out", copy.path("imported")], copy.root, {
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect({ code, err, last: out.at(-1) }).toEqual({
      code: 0,
      err: [],
      last: "imported 7 levels (6 replays), skipped 0",
    });
  });

  test("the progress file", () => {
    const file = copy.path("progress.json");
    writeFileSync(file, `${BYTE_ORDER_MARK}${JSON.stringify({ format: 1, won: {} })}`);
    expect(loadProgress(file)).toEqual(loadProgress(copy.path("none.json")));
  });
});
