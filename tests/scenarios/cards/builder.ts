import type { Clause, EffectClause } from "../../../src/engine/cards";
import type { CardDef } from "../../../src/harness";
import { newGame } from "../../fixtures/cards";

/** The expected `logTree()`: one line per event, each ending in a newline. */
export const tree = (...lines: string[]): string => lines.map((l) => `${l}\n`).join("");

/** A 1-mana 1/1 test minion whose Deathrattle runs `effects`. */
function deathrattleMinion(name: string, effects: EffectClause[]): CardDef {
  const text: Clause[] = [{ type: "trigger", trigger: "deathrattle" }, ...effects];
  return { name, type: "minion", cost: 1, attack: 1, health: 1, text, split: 1, game: "course" };
}

/** Test-only cards, registered through `registerCards` like any user's card. */
export const TEST_CARDS: Record<string, CardDef> = {
  /** Puts a newer Acolyte where it stood: left of older minions. */
  cradle: deathrattleMinion("Test Cradle", [
    { type: "effect", effect: "summon", card: "Acolyte of Pain", count: 1 },
  ]),
  /** Summons a Baron mid-Death-Phase. */
  baronCradle: deathrattleMinion("Test Baron Cradle", [
    { type: "effect", effect: "summon", card: "Baron Rivendare", count: 1 },
  ]),
  /** Summons itself and kills it again: an endless chain of Death Phases. */
  phoenix: deathrattleMinion("Test Phoenix", [
    { type: "effect", effect: "summon", card: "Test Phoenix", count: 1 },
    { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
  ]),
  /** Summons two tokens at once. */
  twins: deathrattleMinion("Test Twins", [
    { type: "effect", effect: "summon", card: "Test Filler", count: 2 },
  ]),
};

/** A game with the test-only cards (tests/fixtures/cards/ and these) and `deck` Test Fillers in each deck. */
export function game(deck = 0) {
  const g = newGame({ decks: [Array(deck).fill("Test Filler"), Array(deck).fill("Test Filler")] });
  g.registerCards(Object.values(TEST_CARDS));
  return g;
}
