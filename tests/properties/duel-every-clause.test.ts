/**
 * Duels whose cards are drawn from the whole card vocabulary (issue 16; fast-check, seeded and bounded):
 * every trigger with every scope (attack, afterSummon, start and end of turn among them), every effect,
 * both auras, every keyword, cheap minions whose Deathrattle may summon their own card, spells, a
 * weapon. No card may hang a duel or crash it: `legalActions` and every action return within a
 * generous bound (a guard, not a speed test); a listed action succeeds, or runs into a loop bound (the
 * Death Phase limit or the Sequence budget, docs/rules.md §3.2, §3.3) and throws the engine's
 * `SequenceLimitError` naming it; an action not listed throws a clear Error; an action that throws
 * changes nothing.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { COIN_CARD } from "../../src/content/duel";
import { type CardDef, type Clause, SequenceLimitError } from "../../src/engine/cards";
import { type Duel, type DuelAction, newDuel } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { minionText, spellText } from "./every-clause";
import { tried } from "./harness";

const SEED = 0xd0e1_14;
const MINIONS = ["Rand A", "Rand B", "Rand C", "Rand D", "Rand E"];
const SPELLS = ["Rand Spell X", "Rand Spell Y"];
const WEAPON = "Rand Axe";
/** The words a spawnText may write (a duel has no grid: it only logs TextSpawned). */
const WORDS = ["WIN", "YOU"];
const COIN = readCardDir().find((c) => c.name === COIN_CARD) as CardDef;

/** A library of the run: five minions, two spells, a weapon, The Coin; texts drawn, costs 0 to 2. */
const LIBRARY: fc.Arbitrary<CardDef[]> = fc
  .tuple(
    fc.tuple(
      ...MINIONS.map(() =>
        fc.record({
          text: minionText(MINIONS, WORDS),
          cost: fc.nat(2),
          attack: fc.nat(3),
          health: fc.integer({ min: 1, max: 3 }),
        }),
      ),
    ),
    fc.tuple(...SPELLS.map(() => fc.record({ text: spellText(MINIONS, WORDS), cost: fc.nat(2) }))),
    fc.subarray(["windfury", "poisonous", "lifesteal"] as const, { maxLength: 2 }),
  )
  .map(([minions, spells, weaponKeywords]) => [
    COIN,
    ...minions.map((m, i): CardDef => ({ name: MINIONS[i], type: "minion", ...m, split: 0, game: "course" })),
    ...spells.map((s, i): CardDef => ({ name: SPELLS[i], type: "spell", ...s, split: 0, game: "course" })),
    {
      name: WEAPON,
      type: "weapon",
      cost: 1,
      attack: 2,
      durability: 2,
      text: weaponKeywords.map((keyword): Clause => ({ type: "keyword", keyword })),
      split: 0,
      game: "course",
    },
  ]);

const CARD_NAMES = [...MINIONS, ...SPELLS, WEAPON];
/** A deck of 4 to 10 cards of the library: short, so that Fatigue ends some games. */
const DECK = fc.array(fc.constantFrom(...CARD_NAMES), { minLength: 4, maxLength: 10 });

/** Every play, attack and turn end one could try now, legal or not: the superset legalActions is cut from. */
function candidates(d: Duel): DuelAction[] {
  const out: DuelAction[] = [{ type: "endTurn" }];
  const characters = [d.hero(0), d.hero(1), ...d.board(0), ...d.board(1)];
  for (const p of [0, 1] as const)
    for (const handId of d.hand(p))
      for (const target of [null, ...characters]) out.push({ type: "playCard", handId, target });
  for (const attacker of characters)
    for (const defender of characters) out.push({ type: "attack", attacker, defender });
  return out;
}

const key = (a: DuelAction) => JSON.stringify(a);
const seen = (d: Duel) => ({ hash: d.hash(), log: d.logTree() });

/**
 * Applies `action` to `d` within the bound; returns what it threw, or null. A throw must be a clear
 * Error (no TypeError or RangeError from inside) and leave the duel as it was.
 */
function applied(d: Duel, action: DuelAction): unknown {
  const before = seen(d);
  const err = tried(() => d.apply(action));
  if (err !== null) {
    expect(err, key(action)).toBeInstanceOf(Error);
    expect(err, key(action)).not.toBeInstanceOf(TypeError);
    expect(err, key(action)).not.toBeInstanceOf(RangeError);
    expect((err as Error).message.length).toBeGreaterThan(0);
    expect(seen(d), key(action)).toEqual(before);
  }
  return err;
}

/**
 * Plays a duel of `cards` and `decks` by `picks` (each an index into the legal actions), checking each
 * listed action as the file's comment says; returns the duel and what each pick did.
 */
function play(
  cards: CardDef[],
  decks: [string[], string[]],
  seed: number,
  picks: readonly number[],
): { d: Duel; outcomes: string[] } {
  const d = newDuel({ decks, seed, cards });
  const outcomes: string[] = [];
  for (const pick of picks) {
    let legal: DuelAction[] = [];
    expect(tried(() => (legal = d.legalActions()))).toBeNull();
    if (legal.length === 0) break;
    const action = legal[pick % legal.length];
    const err = applied(d, action);
    if (err !== null) expect(err, key(action)).toBeInstanceOf(SequenceLimitError);
    outcomes.push(err === null ? action.type : "loop bound");
  }
  return { d, outcomes };
}

const GAME = fc.record({
  cards: LIBRARY,
  decks: fc.tuple(DECK, DECK),
  seed: fc.nat(1000),
  picks: fc.array(fc.nat(1000), { minLength: 10, maxLength: 150 }),
});

describe("duels of cards drawn from the whole vocabulary (fast-check, seeded)", () => {
  test("the drawn games play every kind of action, and some end (the generators stay useful)", () => {
    const kinds = new Set<string>();
    let ended = 0;
    // About 1 drawn game in 40 ends (random picks end few turns): 200 samples, so a new effect in the
    // vocabulary, which redraws every sample, leaves some that end (40 left none once transform came).
    for (const g of fc.sample(GAME, { seed: SEED, numRuns: 200 })) {
      const { d, outcomes } = play(g.cards, g.decks, g.seed, g.picks);
      for (const o of outcomes) kinds.add(o);
      if (d.winner() !== null) ended++;
    }
    expect([...kinds].sort()).toEqual(expect.arrayContaining(["attack", "endTurn", "playCard"]));
    expect(ended).toBeGreaterThan(0);
  });

  test("every listed action succeeds or stops at a loop bound; every action that throws changes nothing", () => {
    fc.assert(
      fc.property(GAME, (g) => {
        play(g.cards, g.decks, g.seed, g.picks);
      }),
      fuzzed({ seed: SEED, numRuns: 60 }),
    );
  });

  test("an action not listed throws a clear Error and changes nothing", () => {
    fc.assert(
      fc.property(GAME, (g) => {
        const { d } = play(g.cards, g.decks, g.seed, g.picks);
        const legal = new Set(d.legalActions().map(key));
        for (const action of candidates(d)) {
          if (legal.has(key(action))) continue;
          expect(applied(d.clone(), action), key(action)).not.toBeNull();
        }
      }),
      fuzzed({ seed: SEED + 1, numRuns: 15 }),
    );
  });
});
