/** Replay files are checked when read: format, fields, actions in the notation, the level they name (docs/rules.md §7). */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { formatProblem } from "../../src/content/problems";
import { replayProblems } from "../../src/content/replay-check";
import { ROOT } from "../../src/play/files";
import { readReplay } from "../../src/play/replay-file";

const lines = (data: unknown, exists = (_l: string) => true) =>
  replayProblems(data, "replays/x.replay.json", exists).map(formatProblem);
const good = JSON.parse(readFileSync(join(ROOT, "replays/l1-double-tap.replay.json"), "utf8"));

describe("replayProblems", () => {
  test("every shipped replay has none", () => {
    for (const f of readdirSync(join(ROOT, "replays")).filter((n) => n.endsWith(".json"))) {
      const data = JSON.parse(readFileSync(join(ROOT, "replays", f), "utf8"));
      expect(replayProblems(data, f)).toEqual([]);
    }
  });

  test("every problem: fields, values, unreadable actions, a missing level", () => {
    const data = {
      ...good,
      level: "../levels/gone.json",
      actoins: [],
      actions: ["w", "jump", 3, "c"],
      won: "yes",
    };
    expect(lines(data, () => false)).toEqual([
      'replays/x.replay.json: actoins: unknown field "actoins" (did you mean "actions"?)',
      "replays/x.replay.json: action 3: expected string, got number 3",
      'replays/x.replay.json: won: expected boolean, got string "yes"',
      'replays/x.replay.json: action 2 "jump": "jump" is not an action: use w/a/s/d, wait, u, or c <card> [x y]',
      'replays/x.replay.json: action 4 "c": "c": name a card, or give its number in the hand (c <card> [x y])',
      'replays/x.replay.json: level: "../levels/gone.json": no such level file (the path is relative to this replay\'s folder)',
    ]);
  });

  test("an action is numbered from 1 and quoted, as npm run replay and the viewer name it", () => {
    const data = { ...good, actions: ["w", "w", "jump"] };
    expect(lines(data)).toEqual([
      'replays/x.replay.json: action 3 "jump": "jump" is not an action: use w/a/s/d, wait, u, or c <card> [x y]',
    ]);
  });

  test("a card no card file names is a problem of its action, with the nearest name; an Assembled card is known", () => {
    const cards = ["Whirlwind", "Ember Moth", "Spark"];
    const withCards = (actions: unknown[]) =>
      replayProblems({ ...good, actions }, "replays/x.replay.json", () => true, cards).map(formatProblem);
    expect(withCards(["w", "c Whirlwnd", "c whirlwind", "c Zeppelin 1 2", "c Spark 0 4"])).toEqual([
      'replays/x.replay.json: action 2 "c Whirlwnd": "Whirlwnd" is not a known card (did you mean "Whirlwind"?)',
      'replays/x.replay.json: action 3 "c whirlwind": "whirlwind" is not a known card (did you mean "Whirlwind"?)',
      'replays/x.replay.json: action 4 "c Zeppelin 1 2": "Zeppelin" is not a known card',
    ]);
    expect(withCards(["c Ember Moth (Assembled) 3 3", "c Whirlwind"])).toEqual([]);
    // Without the cards (the browser opening a lone file) the names are not checked.
    expect(lines({ ...good, actions: ["c Zeppelin"] })).toEqual([]);
  });

  test("the old format and another format are named as such", () => {
    const { format: _f, ...old } = good;
    expect(lines(old)).toEqual([
      'replays/x.replay.json: a replay in the old format (no "format" field): record it again (this version reads format 2)',
    ]);
    expect(lines({ ...good, format: 3 })).toEqual([
      "replays/x.replay.json: format: 3 is not a replay format this version reads (it reads 2)",
    ]);
  });

  test("a field named __proto__ is an unknown field like any other (found by the property test)", () => {
    const data = JSON.parse(JSON.stringify(good).replace(/^\{/, '{"__proto__":1,'));
    expect(lines(data)).toEqual([
      'replays/x.replay.json: __proto__: unknown field "__proto__" (known fields: $schema, format, level, fingerprint, actions, won, finalHash)',
    ]);
  });

  test("missing fields and not an object", () => {
    expect(lines({ format: 2, level: "../levels/a.json" })).toEqual([
      'replays/x.replay.json: missing field "fingerprint"',
      'replays/x.replay.json: missing field "actions"',
      'replays/x.replay.json: missing field "won"',
      'replays/x.replay.json: missing field "finalHash"',
    ]);
    expect(lines([])).toEqual(["replays/x.replay.json: expected object, got an array"]);
  });

  test("the replay reader throws the first problem, naming the file; a level file given instead is named", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-replay-"));
    const file = join(dir, "bad.replay.json");
    writeFileSync(file, JSON.stringify({ ...good, won: 1 }));
    expect(() => readReplay(file)).toThrow(`${file}: won: expected boolean, got number 1`);
    const level = join(ROOT, "levels/l1-double-tap.json");
    expect(() => readReplay(level)).toThrow(
      `${level} is a level, not a replay: play it with npm start -- ${level}`,
    );
  });
});
