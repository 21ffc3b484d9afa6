import { describe, expect, test } from "vitest";
import { DECK_LIMITS } from "../../src/content/limits";
import { type CardDef, newDuel, newGame } from "../../src/harness";
import { vanillaMinion } from "../fixtures/cards";
import { LIBRARY } from "../scenarios/duel/builder";

/**
 * A deck of any length builds (docs/api.md `newGame`, `newDuel`): the decks are filled in one pass, not
 * a transaction per card, so a 20,000-card deck is as good a deck as a 30-card one. A behaviour test:
 * the deck's count and its first and last cards, never a time.
 */

const minion = (name: string): CardDef => vanillaMinion(name);
const CARDS = [minion("Top Card"), minion("Middle Card"), minion("Bottom Card")];
const SIZE = 20_000;

/** A deck of `SIZE` cards: Top Card first, Bottom Card last, Middle Cards between. */
const bigDeck = (): string[] => ["Top Card", ...Array(SIZE - 2).fill("Middle Card"), "Bottom Card"];

describe("a 20,000-card deck", () => {
  test("newGame puts every card in the deck, in the order given", () => {
    const g = newGame({ decks: [bigDeck(), ["Middle Card"]], cards: CARDS });
    const deck = g.state.sides[0].deck;
    expect(deck).toHaveLength(SIZE);
    expect(g.nameOf(deck[0])).toBe("Top Card");
    expect(g.nameOf(deck[SIZE - 1])).toBe("Bottom Card");
    expect(g.zoneOf(deck[SIZE - 1])).toBe("deck");
    expect(g.state.sides[1].deck).toHaveLength(1);
    expect(g.log()).toEqual([]);
  });

  test("a bad card at the end is named by its place, and no game is made", () => {
    const deck = bigDeck();
    deck[SIZE - 1] = "No Such Card";
    expect(() => newGame({ decks: [[], deck], cards: CARDS })).toThrow(
      `newGame: decks[1][${SIZE - 1}]: unknown card "No Such Card"`,
    );
  });

  test("newDuel deals from it: the opening hands and the first draw leave the rest in the deck", () => {
    const d = newDuel({ decks: [bigDeck(), bigDeck()], cards: [...LIBRARY, ...CARDS] });
    expect(d.state.sides[0].deck).toHaveLength(SIZE - 4); // 3 in the opening hand, 1 drawn
    expect(d.state.sides[1].deck).toHaveLength(SIZE - 4); // 4 in the opening hand
    expect(d.hand(0)).toHaveLength(4);
    expect(d.hand(1)).toHaveLength(5); // and The Coin
    for (const p of [0, 1] as const) {
      const names = [...d.hand(p), ...d.state.sides[p].deck].map((id) => d.nameOf(id));
      expect(names.filter((n) => n === "Top Card")).toHaveLength(1);
      expect(names.filter((n) => n === "Bottom Card")).toHaveLength(1);
    }
    d.endTurn();
    expect(d.state.sides[1].deck).toHaveLength(SIZE - 5);
  });
});

describe("the deck limit (docs/rules.md §9)", () => {
  const over = DECK_LIMITS.cards + 1;
  test("a deck past it is refused, naming the deck and the limit", () => {
    const long = Array(over).fill("Middle Card");
    expect(() => newGame({ decks: [[], long], cards: CARDS })).toThrow(
      `newGame: decks[1] holds ${over} cards; a deck holds at most ${DECK_LIMITS.cards} (docs/rules.md §9)`,
    );
    expect(() => newDuel({ decks: [long, []], cards: [...LIBRARY, ...CARDS] })).toThrow(
      `newDuel: decks[0] holds ${over} cards; a deck holds at most ${DECK_LIMITS.cards} (docs/rules.md §9)`,
    );
  });

  test("a sparse list is refused by its length, before any card is read", () => {
    expect(() => newGame({ decks: [new Array(2 ** 32 - 1), []], cards: CARDS })).toThrow(
      `newGame: decks[0] holds ${2 ** 32 - 1} cards; a deck holds at most ${DECK_LIMITS.cards}`,
    );
  });
});
