import type { CardDef } from "../../../src/harness";

/** Card definitions built inline, as a user passes them to `registerCards` or newGame's `cards` (not read from cards/). */

/** A 1-mana 1-Attack course minion. */
export const minion = (name: string, health = 2, text: CardDef["text"] = [], split = 0): CardDef => ({
  name,
  type: "minion",
  cost: 1,
  attack: 1,
  health,
  text,
  split,
  game: "course",
});

/** "Deathrattle: Summon a <card>." */
export const summoner = (name: string, card: string): CardDef =>
  minion(
    name,
    1,
    [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card, count: 1 },
    ],
    1,
  );

/** "Battlecry: Gain 1 Armor." */
export const armorer = (name: string): CardDef =>
  minion(
    name,
    1,
    [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "gainArmor", amount: 1 },
    ],
    1,
  );

/** A spell: "Deal 1 damage to ALL minions." */
export const burn = (name: string): CardDef => ({
  name,
  type: "spell",
  cost: 1,
  text: [{ type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 }],
  split: 0,
  game: "course",
});
