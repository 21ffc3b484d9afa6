import { describe, expect, test } from "vitest";
import { LIMITS } from "../../../src/content/limits";
import { apply, createGame } from "../../../src/engine/cards";
import { newGame } from "../../../src/harness";
import { armorer, burn, minion, summoner } from "./defs";

/**
 * Card names are user data (issue 16 item 5): any name works like any other, including the names of
 * `Object.prototype`'s members; every table keyed by a name is a Map.
 */

const PROTOTYPE_NAMES = [
  "__proto__",
  "constructor",
  "toString",
  "hasOwnProperty",
  "valueOf",
  "__defineGetter__",
];

describe("a card may have any name, Object.prototype's members included", () => {
  test.each(PROTOTYPE_NAMES)(
    "a minion named %j: registerCards, summon, nameOf, play, deck and hand",
    (name) => {
      const g = newGame({ cards: [] });
      g.registerCards([minion(name, 3)]);
      const id = g.summon(name, 1);
      expect(g.nameOf(id)).toBe(name);
      expect(g.health(id)).toBe(3);
      expect(g.board(1)).toEqual([id]);
      const inHand = g.addToHand(name);
      g.play(inHand);
      expect(g.log()).toEqual([{ type: "Summoned", id: inHand }]);
      const inDeck = g.addToDeck(name);
      expect(g.zoneOf(inDeck)).toBe("deck");
    },
  );

  test.each(PROTOTYPE_NAMES)(
    "a minion named %j is summoned by a Deathrattle and works as newGame's card",
    (name) => {
      const g = newGame({ cards: [minion(name), summoner("Cradle", name)] });
      const cradle = g.summon("Cradle");
      g.destroy(cradle);
      const [token] = g.board(0);
      expect(g.nameOf(token)).toBe(name);
    },
  );

  test.each(PROTOTYPE_NAMES)("a spell named %j is cast", (name) => {
    const g = newGame({ cards: [burn(name), minion("Target")] });
    const t = g.summon("Target");
    g.cast(name);
    expect(g.log()).toEqual([
      { type: "SpellCast", card: name },
      { type: "Damaged", target: t, amount: 1 },
    ]);
  });

  test.each(PROTOTYPE_NAMES)("%j is assembled as a base and as a donor", (name) => {
    const g = newGame({ cards: [summoner(name, "Token"), armorer("Herald"), minion("Token")] });
    const assembled = g.assemble(name, "Herald", "top"); // "Battlecry: Summon a Token."
    expect(assembled).toBe(`${name} (Assembled)`);
    const a = g.addToHand(assembled);
    g.play(a);
    const [, token] = g.board(0);
    expect(g.nameOf(token)).toBe("Token");
    expect(g.assemble("Herald", name, "top")).toBe("Herald (Assembled)");
  });

  test("names that contain any character are told apart by Assemble's memo of results", () => {
    const defs = [summoner("A\u0000B", "Token"), summoner("A", "Token"), armorer("B\u0000C"), armorer("C")];
    const state = createGame({ defs: [...defs, minion("Token")], limits: LIMITS, endOfPhase: [] });
    const [first, one] = apply(state, { type: "assemble", base: "A\u0000B", donor: "C", half: "top" }, null);
    const [second, two] = apply(state, { type: "assemble", base: "A", donor: "B\u0000C", half: "top" }, null);
    expect([one, two]).toEqual(["A\u0000B (Assembled)", "A (Assembled)"]);
    expect(first.cards.has("A (Assembled)")).toBe(false);
    expect(second.cards.has("A (Assembled)")).toBe(true);
  });

  test("a card named __proto__ is unknown until registered, and a game without it knows no such card", () => {
    const g = newGame({ cards: [] });
    expect(() => g.summon("__proto__")).toThrow('unknown card "__proto__"');
    expect(() => g.cast("constructor")).toThrow('unknown card "constructor"');
  });
});
