/** Typed cards matched against the hand as drawn: numbers, any case, and the card checked before the tile. */

import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVELS_DIR, readLevel } from "../../src/play/files";
import { describeHand, handOf, resolveAction } from "../../src/play/hand-input";
import { readAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";

const resolve = (typed: string, hand: string[] | null) => resolveAction(readAction(typed), hand);
const card = (name: string, tile: [number, number] | null = null, choices: string[] = []) => ({
  type: "card",
  card: name,
  tile,
  choices,
});

describe("a typed card, matched against the hand", () => {
  const hand = ["Whirlwind", "Spark", "Golem 2", "golem"];

  test("by its number in the hand as drawn, from 1", () => {
    expect(resolve("c 1", hand)).toEqual(card("Whirlwind"));
    expect(resolve("c 2 3 4", hand)).toEqual(card("Spark", [3, 4]));
    expect(resolve("c 3 0 0 -> top", hand)).toEqual(card("Golem 2", [0, 0], ["top"]));
  });

  test("by name in any case, the exact name first", () => {
    expect(resolve("c whirlwind", hand)).toEqual(card("Whirlwind"));
    expect(resolve("c SPARK 0 4", hand)).toEqual(card("Spark", [0, 4]));
    expect(resolve("c golem", hand)).toEqual(card("golem"));
    expect(resolve('c "golem 2" 1 1', ["golem 2", "Golem 2"])).toEqual(card("golem 2", [1, 1]));
  });

  test("a name ending in a number, typed plain, is read as the hand allows", () => {
    expect(resolve("c Golem 2", hand)).toEqual(card("Golem 2"));
    expect(resolve("c golem 2 3 4", hand)).toEqual(card("Golem 2", [3, 4]));
    expect(resolve("c Golem 5 6", hand)).toEqual(card("golem", [5, 6]));
  });

  test("the card is checked first, then its tile", () => {
    const h = ["Whirlwind"];
    expect(() => resolve("c Fireball 3 3", h)).toThrow('"Fireball" is not in the hand (hand: 1. Whirlwind)');
    expect(() => resolve("c Fireball 3", h)).toThrow('"Fireball" is not in the hand (hand: 1. Whirlwind)');
    expect(() => resolve("c 2 3 3", h)).toThrow("there is no card 2 in the hand (hand: 1. Whirlwind)");
    expect(() => resolve("c 0", h)).toThrow("there is no card 0 in the hand (hand: 1. Whirlwind)");
    expect(() => resolve('c "whirlwind"', h)).toThrow(
      '"whirlwind" is not in the hand: did you mean Whirlwind?',
    );
    expect(() => resolve("c Whirlwind 1", h)).toThrow(
      '"c Whirlwind 1": a tile is two whole numbers, x and y (c <card> x y)',
    );
    expect(() => resolve("c 1 1.5 2", h)).toThrow('"c 1 1.5 2": a tile is two whole numbers');
    expect(resolve("c Whirlwind -1 4", h)).toEqual(card("Whirlwind", [-1, 4]));
  });

  test("a name two cards answer to in different cases asks for the exact one", () => {
    expect(() => resolve("c spark", ["Spark", "SPARK"])).toThrow(
      '"spark" could be Spark or SPARK: type the name exactly, or its number (hand: 1. Spark, 2. SPARK)',
    );
  });

  test("an empty hand and a level without cards say so", () => {
    expect(() => resolve("c 1", [])).toThrow("there is no card 1 in the hand (the hand is empty)");
    expect(() => resolve("c Spark", null)).toThrow("this is a pure Baba level: it has no cards");
    expect(resolve("w", null)).toEqual({ type: "step", dir: "up" });
    expect(describeHand(["A, B", "C"])).toBe('hand: 1. "A, B", 2. C');
  });
});

describe("the hand of a session", () => {
  test("is the hand the view lists, in order; none on a pure Baba level", () => {
    const l1 = new Session(readLevel(join(LEVELS_DIR, "l1-double-tap.json")), repositoryContent());
    const withSpark = new Session(
      { ...l1.def, hand: [...(l1.def.hand ?? []), "Spark"] },
      repositoryContent(),
    );
    expect(handOf(withSpark)).toEqual(viewOf(withSpark).hand.map((c) => c.card));
    expect(handOf(withSpark)?.at(-1)).toBe("Spark");
    expect(
      handOf(new Session(readLevel(join(LEVELS_DIR, "baba-sink.json")), repositoryContent())),
    ).toBeNull();
  });
});
