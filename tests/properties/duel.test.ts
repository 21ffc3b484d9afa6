import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { type Duel, type DuelAction, newDuel } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { DUEL_CARDS as C, LIBRARY } from "../scenarios/duel/builder";

/**
 * Property-based tests of duels (issue 15): random games of legal and illegal actions, seeded and
 * bounded. Every listed action succeeds, every other one fails and changes nothing; the same seed and
 * actions give the same game; a clone hashes as its original and goes on as it would.
 */
const SEED = 0xd0e1;
const RUNS = 40;

/** A mixed deck: keywords, triggers, spells, a weapon, The Coin's player gets one too. */
const DECK = [
  C.yeti.name,
  C.brute.name,
  C.wall.name,
  C.charger.name,
  C.rusher.name,
  C.twin.name,
  C.shield.name,
  C.viper.name,
  C.leech.name,
  C.herald.name,
  C.dusk.name,
  C.juggler.name,
  "Loot Hoarder",
  "Harvest Golem",
  "Acolyte of Pain",
  "Whirlwind",
  "Frost Nova",
  "Fiery War Axe",
  "Unstable Ghoul",
  C.dagger.name,
];

/** Every play, attack and turn end one could try now, legal or not: the superset legalActions is cut from. */
function candidates(d: Duel): DuelAction[] {
  const out: DuelAction[] = [{ type: "endTurn" }];
  const characters = [d.hero(0), d.hero(1), ...d.board(0), ...d.board(1)];
  for (const p of [0, 1] as const)
    for (const handId of d.hand(p))
      for (const target of [null, ...d.board(0), ...d.board(1), d.hero(p === 0 ? 1 : 0)])
        out.push({ type: "playCard", handId, target });
  for (const attacker of characters)
    for (const defender of characters) out.push({ type: "attack", attacker, defender });
  return out;
}

const key = (a: DuelAction) => JSON.stringify(a);

/** Play a game: at each step pick a legal action by `choose` (an index into the list); stop at game over. */
function play(seed: number, picks: readonly number[]): { d: Duel; trace: string[] } {
  const d = newDuel({ decks: [DECK, [...DECK].reverse()], seed, cards: LIBRARY });
  const trace: string[] = [];
  for (const pick of picks) {
    const legal = d.legalActions();
    if (legal.length === 0) break;
    const action = legal[pick % legal.length];
    d.apply(action);
    trace.push(`${key(action)} ${d.hash()}`);
  }
  return { d, trace };
}

const picks = fc.array(fc.nat(1000), { minLength: 1, maxLength: 60 });

describe("duels as data: legal actions, atomicity, determinism, clones", () => {
  test("every listed action succeeds; every unlisted candidate fails with an Error and changes nothing", () => {
    fc.assert(
      fc.property(fc.nat(1000), picks, (seed, ps) => {
        const { d } = play(seed, ps);
        const legal = new Set(d.legalActions().map(key));
        for (const action of candidates(d)) {
          const copy = d.clone();
          const before = { hash: copy.hash(), log: copy.logTree() };
          let error: unknown = null;
          try {
            copy.apply(action);
          } catch (e) {
            error = e;
          }
          if (legal.has(key(action))) expect(error, key(action)).toBeNull();
          else {
            expect(error, key(action)).toBeInstanceOf(Error);
            expect({ hash: copy.hash(), log: copy.logTree() }).toEqual(before);
          }
        }
        for (const action of d.legalActions()) expect(candidates(d).map(key)).toContain(key(action));
      }),
      fuzzed({ seed: SEED, numRuns: RUNS }),
    );
  });

  test("the same seed and actions give the same game, hash by hash", () => {
    fc.assert(
      fc.property(fc.nat(1000), picks, (seed, ps) => {
        const a = play(seed, ps);
        const b = play(seed, ps);
        expect(a.trace).toEqual(b.trace);
        expect(a.d.logTree()).toBe(b.d.logTree());
      }),
      fuzzed({ seed: SEED + 1, numRuns: RUNS }),
    );
  });

  test("a clone hashes as its original, goes on as it would, and changes nothing in it", () => {
    fc.assert(
      fc.property(fc.nat(1000), picks, picks, (seed, first, then) => {
        const { d } = play(seed, first);
        const copy = d.clone();
        expect(copy.hash()).toBe(d.hash());
        const before = d.hash();
        const continued: string[] = [];
        const original: string[] = [];
        for (const [game, out] of [
          [copy, continued],
          [d.clone(), original],
        ] as const)
          for (const pick of then) {
            const legal = game.legalActions();
            if (legal.length === 0) break;
            game.apply(legal[pick % legal.length]);
            out.push(game.hash());
          }
        expect(continued).toEqual(original);
        expect(d.hash()).toBe(before);
      }),
      fuzzed({ seed: SEED + 2, numRuns: RUNS }),
    );
  });

  test("random games end or go on without an error; a finished game lists nothing and refuses every action", () => {
    let finished = 0;
    for (let seed = 0; seed < 30; seed++) {
      const { d } = play(
        seed,
        Array.from({ length: 400 }, (_, i) => (i * 7919 + seed * 104729) % 1000),
      );
      if (d.winner() === null) continue;
      finished++;
      expect(d.legalActions()).toEqual([]);
      for (const action of candidates(d)) expect(() => d.apply(action)).toThrow("the game is over");
    }
    expect(finished).toBeGreaterThan(0);
  });
});
