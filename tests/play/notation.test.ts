/** The notation: today's plain form, quoted names, typed input, scripts, and exact errors. */
import { describe, expect, test } from "vitest";
import {
  formatAction,
  formatScript,
  isPlain,
  type PlayerAction,
  parseAction,
  parseScript,
  readAction,
  splitScript,
} from "../../src/play/notation";

const card = (name: string, tile: [number, number] | null = null, choices: string[] = []): PlayerAction => ({
  type: "card",
  card: name,
  tile,
  choices,
});

describe("the terminal player's notation", () => {
  test("steps, undo, casts, plays and chooser answers", () => {
    expect(parseAction("w")).toEqual({ type: "step", dir: "up" });
    expect(parseAction("Left")).toEqual({ type: "step", dir: "left" });
    expect(parseAction("u")).toEqual({ type: "undo" });
    expect(parseAction("c Whirlwind")).toEqual(card("Whirlwind"));
    expect(parseAction("cast Spark 0 4")).toEqual(card("Spark", [0, 4]));
    expect(parseAction("c Ember Moth (Assembled) 3 3")).toEqual(card("Ember Moth (Assembled)", [3, 3]));
    expect(parseAction("c Graft -> Ember Moth, Rune Scribe, bottom")).toEqual(
      card("Graft", null, ["Ember Moth", "Rune Scribe", "bottom"]),
    );
  });

  test("ordinary names are written plain, as before; format is the inverse of parse", () => {
    const script = "w; a; u; c Spark 0 4; c Graft -> Ember Moth, Rune Scribe, bottom; c Tin Knight 1 2";
    expect(formatScript(parseScript(script))).toBe(script);
    expect(formatAction({ type: "step", dir: "down" })).toBe("s");
    expect(formatAction(card("Ember Moth (Assembled)", [3, 3]))).toBe("c Ember Moth (Assembled) 3 3");
  });

  test("a name that would not read back as itself is quoted as a JSON string", () => {
    expect(formatAction(card("Golem 2", [3, 4], ["A, B", "bottom"]))).toBe(
      'c "Golem 2" 3 4 -> "A, B", bottom',
    );
    expect(parseAction('c "Golem 2" 3 4 -> "A, B", bottom')).toEqual(
      card("Golem 2", [3, 4], ["A, B", "bottom"]),
    );
    const names: [string, string][] = [
      ["A -> B", '"A -> B"'],
      ["Salt; Pepper", '"Salt; Pepper"'],
      ["No. #1 Fan", '"No. #1 Fan"'],
      ['The "Best"', '"The \\"Best\\""'],
      ["1", '"1"'],
      ["Golem -1", '"Golem -1"'],
      ["Two  Spaces", '"Two  Spaces"'],
      [" Lead", '" Lead"'],
      ["Tab\there", '"Tab\\there"'],
      ["Line\nbreak", '"Line\\nbreak"'],
      ["", '""'],
    ];
    for (const [name, written] of names) {
      expect(isPlain(name)).toBe(false);
      expect(formatAction(card(name))).toBe(`c ${written}`);
      expect(parseAction(`c ${written}`)).toEqual(card(name));
    }
    for (const name of ["w", "u", "c", "Back\\slash", "Façade", "Golem 2b", "R2-D2"]) {
      expect(isPlain(name), name).toBe(true);
      expect(parseAction(formatAction(card(name, [1, 2])))).toEqual(card(name, [1, 2]));
    }
  });

  test("typed input keeps a hand number and the numbers after a name for the hand to settle", () => {
    expect(readAction("c 1")).toEqual({
      type: "card",
      card: { by: "number", number: "1" },
      numbers: [],
      choices: [],
      text: "c 1",
    });
    expect(readAction("c 2 3 4 -> top")).toMatchObject({
      card: { by: "number", number: "2" },
      numbers: ["3", "4"],
      choices: ["top"],
    });
    expect(readAction("c whirlwind -1 4")).toMatchObject({
      card: { by: "name", name: "whirlwind", quoted: false },
      numbers: ["-1", "4"],
    });
    expect(readAction('c "1" 0 0')).toMatchObject({
      card: { by: "name", name: "1", quoted: true },
      numbers: ["0", "0"],
    });
  });

  test("scripts: lines or semicolons, comments to the end of the line, blanks skipped, quotes respected", () => {
    expect(parseScript("w\n\n# push DOUBLE; and more\nw; c Whirlwind # the keg").map(formatAction)).toEqual([
      "w",
      "w",
      "c Whirlwind",
    ]);
    expect(splitScript('c "A; B #1" 1 1; d\r\ns')).toEqual(['c "A; B #1" 1 1', "d", "s"]);
    expect(splitScript('c "unclosed\nw')).toEqual(['c "unclosed', "w"]);
  });

  test("bad input says what was wrong", () => {
    expect(() => parseAction("x")).toThrow('"x" is not an action: use w/a/s/d, wait, u, or c <card> [x y]');
    expect(() => parseAction("c Spark 4")).toThrow(
      '"c Spark 4": a tile is two whole numbers, x and y (c <card> x y)',
    );
    expect(() => parseAction("c Spark 1.5 4")).toThrow('"c Spark 1.5 4": a tile is two whole numbers');
    expect(() => parseAction("c")).toThrow(
      '"c": name a card, or give its number in the hand (c <card> [x y])',
    );
    expect(() => parseAction("c -> top")).toThrow('"c -> top": name a card, or give its number in the hand');
    expect(() => parseAction("c 1")).toThrow(
      '"c 1": a script names its cards; a card\'s number in the hand is for the terminal',
    );
    expect(() => parseAction('c "Golem 2')).toThrow('"c "Golem 2": a quoted name needs its closing quote');
    expect(() => parseAction('c "Bad \\q"')).toThrow('"Bad \\q" is not a valid quoted name');
    expect(() => parseAction('c "Golem"2')).toThrow("a space must follow the quoted name");
    expect(() => parseAction('c "Golem" big 3 4')).toThrow(
      "only x y and -> answers may follow the quoted name",
    );
    expect(() => parseAction('c Graft -> "A" B')).toThrow('a comma must follow the quoted answer "A"');
    expect(() => parseScript("w; jump; d")).toThrow('action 2: "jump" is not an action');
  });
});
