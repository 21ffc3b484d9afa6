/**
 * A card action's answers as the engine's chooser (src/play/answers.ts): answers first, in order, then
 * `ask`; an action with no answers hands the engine `ask` itself, so a search trying a card on every
 * tile makes no chooser per attempt.
 */
import { describe, expect, test } from "vitest";
import type { Chooser } from "../../src/engine/cards";
import { answering, leftOver } from "../../src/play/answers";
import type { PlayerAction } from "../../src/play/notation";

type CardAction = Extract<PlayerAction, { type: "card" }>;
const action = (choices: string[]): CardAction => ({ type: "card", card: "Graft", tile: null, choices });
const asked: [string, readonly string[]][] = [];
const ask: Chooser = (kind, options) => {
  asked.push([kind, options]);
  return options[options.length - 1];
};

describe("answering", () => {
  test("an action with no answers answers with `ask` itself, and takes none of its answers", () => {
    const { chooser, used } = answering(action([]), ask);
    expect(chooser).toBe(ask);
    expect(chooser("minion", ["a", "b"])).toBe("b");
    expect(used()).toBe(0);
  });

  test("answers are taken in order, then `ask` answers; used() counts the action's answers taken", () => {
    asked.length = 0;
    const { chooser, used } = answering(action(["x", "y"]), ask);
    expect(chooser).not.toBe(ask);
    expect(chooser("minion", ["p"])).toBe("x");
    expect(used()).toBe(1);
    expect(chooser("minion", ["p"])).toBe("y");
    expect(chooser("half", ["top", "bottom"])).toBe("bottom");
    expect(used()).toBe(2);
    expect(asked).toEqual([["half", ["top", "bottom"]]]);
  });

  test("answers never asked for are named in the error", () => {
    expect(leftOver(action(["x", "y"]), 1).message).toBe(
      'Graft asked 1 question: the answer "y" is left over (drop it)',
    );
  });
});
