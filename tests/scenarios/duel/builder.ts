import { readCardDir } from "../../../src/content/card-files";
import type { CardDef, Clause, Keyword, Target } from "../../../src/engine/cards";
import { type Duel, type Id, newDuel, type Player } from "../../../src/harness";

/** The expected `logTree()`: one line per event, each ending in a newline. */
export const tree = (...lines: string[]): string => lines.map((l) => `${l}\n`).join("");

/** A test minion given inline (not a card file): cost 1, the stats and clauses given. */
export function testMinion(name: string, attack: number, health: number, text: Clause[] = []): CardDef {
  return { name, type: "minion", cost: 1, attack, health, text, split: 0, game: "course" };
}

/** A test spell given inline (not a card file): cost 0, the clauses given. */
export function testSpell(name: string, text: Clause[]): CardDef {
  return { name, type: "spell", cost: 0, text, split: 0, game: "course" };
}

/** A `dealDamage` effect clause: `amount` damage to `target`. */
export const damage = (target: Target, amount: number): Clause => ({
  type: "effect",
  effect: "dealDamage",
  target,
  amount,
});

/** A keyword clause. */
export const keyword = (k: Keyword): Clause => ({ type: "keyword", keyword: k });

/**
 * The inline cards the scenarios of a mechanic that rewrites a minion (Silence, Transform) test it on, each
 * minion named `${prefix} Ward` and so on so a file's logs name its own: a +2/+2 spell, a 2/3 with Taunt,
 * Divine Shield, Stealth and Reborn, a Deathrattle (2 damage to the enemy hero), a damaged trigger on
 * another minion (1 damage to the enemy hero), a Battlecry doubler (a Brann Bronzebeard) and a Battlecry
 * (1 damage to the enemy hero).
 */
export function rewrittenMinions(prefix: string) {
  return {
    grow: testSpell("Test Grow", [
      { type: "effect", effect: "buff", target: "chosen", attack: 2, health: 2 },
    ]),
    ward: testMinion(
      `${prefix} Ward`,
      2,
      3,
      ["taunt", "divineShield", "stealth", "reborn"].map((k) => keyword(k as Keyword)),
    ),
    rattle: testMinion(`${prefix} Rattle`, 1, 1, [
      { type: "trigger", trigger: "deathrattle" },
      damage("enemyHero", 2),
    ]),
    tattler: testMinion(`${prefix} Tattler`, 1, 6, [
      { type: "trigger", trigger: "damaged", scope: "otherMinion" },
      damage("enemyHero", 1),
    ]),
    bard: testMinion(`${prefix} Bard`, 2, 4, [
      { type: "aura", aura: "triggerMultiplier", trigger: "battlecry", times: 2, stacking: "max" },
    ]),
    shouter: testMinion(`${prefix} Shouter`, 1, 1, [
      { type: "trigger", trigger: "battlecry" },
      damage("enemyHero", 1),
    ]),
  };
}

/** `duel(decks)` with the inline `cards` registered: the test cards a file's scenarios play. */
export function duelWith(cards: readonly CardDef[], decks?: [string[], string[]]): Duel {
  const d = duel(decks);
  d.registerCards([...cards]);
  return d;
}

/** Player 0 casts `card` from hand at `target` (a test spell costs 0). */
export function castFromHand(d: Duel, card: CardDef, target?: Id): void {
  d.play(d.addToHand(card.name, 0), target);
}

/** The inline cards the duel scenarios use, by role (names say what they do, not a real card). */
export const DUEL_CARDS = {
  filler: testMinion("Duel Filler", 1, 1),
  yeti: testMinion("Duel Yeti", 4, 5),
  brute: testMinion("Duel Brute", 3, 3),
  wall: testMinion("Duel Wall", 1, 4, [keyword("taunt")]),
  wall2: testMinion("Duel Wall Two", 1, 4, [keyword("taunt")]),
  charger: testMinion("Duel Charger", 3, 1, [keyword("charge")]),
  rusher: testMinion("Duel Rusher", 2, 2, [keyword("rush")]),
  twin: testMinion("Duel Twinblade", 2, 6, [keyword("windfury")]),
  shield: testMinion("Duel Shield", 2, 2, [keyword("divineShield")]),
  viper: testMinion("Duel Viper", 1, 2, [keyword("poisonous")]),
  leech: testMinion("Duel Leech", 3, 3, [keyword("lifesteal")]),
  herald: testMinion("Duel Herald", 2, 2, [
    { type: "trigger", trigger: "attack" },
    { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
  ]),
  martyr: testMinion("Duel Martyr", 5, 1, [
    { type: "trigger", trigger: "attack" },
    { type: "effect", effect: "destroy", target: "self" },
  ]),
  dawn: testMinion("Duel Dawn", 1, 3, [
    { type: "trigger", trigger: "startOfTurn" },
    { type: "effect", effect: "gainArmor", amount: 1 },
  ]),
  dusk: testMinion("Duel Dusk", 1, 3, [
    { type: "trigger", trigger: "endOfTurn" },
    { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 2 },
  ]),
  juggler: testMinion("Duel Juggler", 2, 2, [
    { type: "trigger", trigger: "afterSummon" },
    { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
  ]),
  hellfire: {
    name: "Duel Hellfire",
    type: "spell",
    cost: 4,
    text: [{ type: "effect", effect: "dealDamage", target: "allCharacters", amount: 3 }],
    split: 0,
    game: "course",
  },
  dagger: {
    name: "Duel Dagger",
    type: "weapon",
    cost: 1,
    attack: 1,
    durability: 2,
    text: [keyword("lifesteal")],
    split: 0,
    game: "course",
  },
} satisfies Record<string, CardDef>;

/**
 * Duel Chill: Duel Hellfire made a 0-mana spell that Freezes all friendly minions. Not in the library: a
 * test that freezes its own side registers it.
 */
export const DUEL_CHILL: CardDef = {
  ...DUEL_CARDS.hellfire,
  name: "Duel Chill",
  cost: 0,
  text: [{ type: "effect", effect: "freeze", target: "allFriendlyMinions" }],
};

/** The repository's cards and the inline ones. */
export const LIBRARY: readonly CardDef[] = [...readCardDir(), ...Object.values(DUEL_CARDS)];

/** `n` Duel Fillers. */
export const fillers = (n: number): string[] => Array(n).fill(DUEL_CARDS.filler.name);

/** A duel of the repository's cards and the inline ones; decks of fillers unless given. */
export function duel(decks: [string[], string[]] = [fillers(20), fillers(20)], seed = 0): Duel {
  return newDuel({ decks, seed, cards: LIBRARY });
}

/**
 * Player 0's third turn (each player has had a turn since): minions summoned before now are awake. The
 * log is cleared.
 */
export function nextOwnTurn(d: Duel): void {
  d.endTurn();
  d.endTurn();
  d.clearLog();
}

/** Summon minions (setup) for a player and wait until they can attack (player 0's next turn). */
export function boardOf(d: Duel, mine: string[], theirs: string[] = []): [Id[], Id[]] {
  const a = mine.map((c) => d.summon(c, 0));
  const b = theirs.map((c) => d.summon(c, 1 as Player));
  nextOwnTurn(d);
  return [a, b];
}

/** Everything a failed call must leave as it was: the state's hash and the whole log. */
export function snapshot(d: Duel): { hash: string; log: string; hand0: Id[]; hand1: Id[] } {
  return { hash: d.hash(), log: d.logTree(), hand0: d.hand(0), hand1: d.hand(1) };
}
