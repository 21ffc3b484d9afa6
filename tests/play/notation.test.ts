import { describe, expect, test } from "vitest";
import { formatAction, formatScript, parseAction, parseScript } from "../../src/play/notation";

describe("the terminal player's notation", () => {
  test("steps, undo, casts, plays and chooser answers", () => {
    expect(parseAction("w")).toEqual({ type: "step", dir: "up" });
    expect(parseAction("Left")).toEqual({ type: "step", dir: "left" });
    expect(parseAction("u")).toEqual({ type: "undo" });
    expect(parseAction("c Whirlwind")).toEqual({ type: "card", card: "Whirlwind", tile: null, choices: [] });
    expect(parseAction("c Spark 0 4")).toEqual({ type: "card", card: "Spark", tile: [0, 4], choices: [] });
    expect(parseAction("c Ember Moth (Assembled) 3 3")).toEqual({
      type: "card",
      card: "Ember Moth (Assembled)",
      tile: [3, 3],
      choices: [],
    });
    expect(parseAction("c Graft -> Ember Moth, Rune Scribe, bottom")).toEqual({
      type: "card",
      card: "Graft",
      tile: null,
      choices: ["Ember Moth", "Rune Scribe", "bottom"],
    });
  });

  test("format is the inverse of parse", () => {
    const script = "w; a; u; c Spark 0 4; c Graft -> Ember Moth, Rune Scribe, bottom; c Tin Knight 1 2";
    expect(formatScript(parseScript(script))).toBe(script);
    expect(formatAction({ type: "step", dir: "down" })).toBe("s");
  });

  test("scripts: lines or semicolons, comments and blanks skipped", () => {
    expect(parseScript("w\n\n# push DOUBLE\nw; c Whirlwind").map(formatAction)).toEqual([
      "w",
      "w",
      "c Whirlwind",
    ]);
  });

  test("bad input says what was wrong", () => {
    expect(() => parseAction("x")).toThrow('"x" is not an action: use w/a/s/d, u, or c <card> [x y]');
    expect(() => parseAction("c Spark 4")).toThrow("a tile is two numbers");
    expect(() => parseAction("c")).toThrow("is not an action");
  });
});
