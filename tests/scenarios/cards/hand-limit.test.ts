/**
 * The hand's limit for cards an effect puts there (docs/rules.md §3.1; Hearthstone Wiki, Hand: "Attempting to
 * add a card to the hand when it is already full will cause that card to be destroyed", generated cards
 * included: "generate effects can also add cards to the player's hand"; "Playing a card removes it from
 * the player's hand"):
 * - the card Assemble makes for a full hand is burned, and the spell's next effect (the hand's buff) finds
 *   only the ten cards that were there;
 * - a spell played from a full hand has left it first: its first draw fits, its second is burned.
 */
import { expect, test } from "vitest";
import { duel, nextOwnTurn, tree } from "../duel/builder";
import { game } from "./builder";

test("Assemble's card for a full hand is burned; the hand's buff finds the ten that were there", () => {
  const g = game();
  const hand = Array.from({ length: 10 }, () => g.addToHand("Test Filler"));
  const answers: Record<string, string> = { base: "Loot Hoarder", donor: "Harvest Golem", half: "bottom" };
  g.setChooser((kind) => answers[kind]);
  g.clearLog();
  g.cast("Fleshshape");
  const made = g.state.entities.length - 1;
  expect(g.journal().records.slice(0, 3)).toEqual([
    { type: "SpellCast", card: "Fleshshape" },
    {
      type: "Assembled",
      card: "Loot Hoarder (Assembled)",
      base: "Loot Hoarder",
      donor: "Harvest Golem",
      half: "bottom",
      text: "Deathrattle: Summon a 2/1 Damaged Golem.",
    },
    { type: "Burned", player: 0, id: made },
  ]);
  expect(g.logTree()).toBe(
    tree(
      'SpellCast{card: "Fleshshape"}',
      `Burned{player: 0, id: ${made}}`,
      ...hand.map((id) => `StatsChanged{id: ${id}, attack: 3, health: 3}`),
    ),
  );
  expect([g.nameOf(made), g.zoneOf(made), g.hand(0)]).toEqual([
    "Loot Hoarder (Assembled)",
    "graveyard",
    hand,
  ]);
});

test("a spell played from a full hand has left it: its first draw fits, its second is burned", () => {
  const d = duel();
  nextOwnTurn(d);
  nextOwnTurn(d); // player 0's fifth turn: 3 Mana Crystals
  while (d.hand(0).length < 9) d.addToHand("Duel Filler", 0);
  const spell = d.addToHand("Arcane Intellect", 0);
  const held = d.hand(0).filter((id) => id !== spell);
  const [first, second] = d.state.sides[0].deck; // the top of the deck, drawn first
  d.clearLog();
  d.play(spell);
  expect(d.logTree()).toBe(
    tree(
      "ManaSpent{player: 0, amount: 3}",
      'SpellCast{card: "Arcane Intellect"}',
      `Drew{player: 0, id: ${first}}`,
      `Burned{player: 0, id: ${second}}`,
    ),
  );
  expect(d.hand(0)).toEqual([...held, first]);
});
