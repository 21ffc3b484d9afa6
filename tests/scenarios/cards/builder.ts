import { type CardDef, newGame } from "../../../src/harness";

/** The expected `logTree()`: one line per event, each ending in a newline. */
export const tree = (...lines: string[]): string => lines.map((l) => `${l}\n`).join("");

/** Test-only cards, registered through `registerCards` like any user's card. */
export const TEST_CARDS: Record<string, CardDef> = {
  cradle: {
    name: "Test Cradle",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Acolyte of Pain", count: 1 },
    ],
    split: 1,
    game: "course",
  },
  baronCradle: {
    name: "Test Baron Cradle",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Baron Rivendare", count: 1 },
    ],
    split: 1,
    game: "course",
  },
  phoenix: {
    name: "Test Phoenix",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Test Phoenix", count: 1 },
      { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
    ],
    split: 1,
    game: "course",
  },
  twins: {
    name: "Test Twins",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Test Filler", count: 2 },
    ],
    split: 1,
    game: "course",
  },
};

/** A game with the test-only cards registered and `deck` Test Fillers in each deck. */
export function game(deck = 0) {
  const g = newGame({ decks: [Array(deck).fill("Test Filler"), Array(deck).fill("Test Filler")] });
  g.registerCards(Object.values(TEST_CARDS));
  return g;
}
