/**
 * `dealDamage`'s amount (docs/api.md M2; docs/rules.md §3.5): a whole number from 0 to
 * Number.MAX_SAFE_INTEGER. Anything else (1e308, Infinity, NaN, a negative or a fraction, a number too
 * large to count exactly, a string) is an Error naming the call, the argument and the value, at the
 * harness, the duel and the engine's own `apply`, and the call changes nothing.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { apply, hashGame } from "../../src/engine/cards";
import { newDuel, newGame } from "../../src/harness";
import { fuzzed } from "../fuzz";

const RANGE = `a whole number from 0 to ${Number.MAX_SAFE_INTEGER}`;
const BAD: [unknown, string][] = [
  [1e308, "1e+308"],
  [Number.POSITIVE_INFINITY, "Infinity"],
  [Number.NEGATIVE_INFINITY, "-Infinity"],
  [Number.NaN, "NaN"],
  [-1, "-1"],
  [1.5, "1.5"],
  [2 ** 53, "9007199254740992"],
  ["3", 'the string "3"'],
];

describe("dealDamage refuses an amount that is not a whole number from 0 to MAX_SAFE_INTEGER, and changes nothing", () => {
  test.each(BAD)("the course's harness: %s", (amount, shown) => {
    const g = newGame({ decks: [[], []] });
    const before = { hash: hashGame(g.state), log: g.logTree() };
    expect(() => g.dealDamage(g.hero(1), amount as number)).toThrow(
      `dealDamage: amount must be ${RANGE}, not ${shown}`,
    );
    expect({ hash: hashGame(g.state), log: g.logTree() }).toEqual(before);
  });

  test.each(BAD)("a duel: %s", (amount, shown) => {
    const d = newDuel({ decks: [[], []] });
    const before = { hash: d.hash(), log: d.logTree() };
    expect(() => d.dealDamage(d.hero(1), amount as number)).toThrow(
      `dealDamage: amount must be ${RANGE}, not ${shown}`,
    );
    expect({ hash: d.hash(), log: d.logTree() }).toEqual(before);
  });

  test.each(BAD)("the engine's apply: %s", (amount, shown) => {
    const g = newGame({ decks: [[], []] });
    const state = g.state;
    const before = hashGame(state);
    expect(() =>
      apply(state, { type: "dealDamage", target: g.hero(1), amount: amount as number }, null),
    ).toThrow(`dealDamage: amount must be ${RANGE}, not ${shown}`);
    expect(hashGame(state)).toBe(before);
  });

  test("any number outside the range is refused, naming it; any inside is dealt (property, seeded)", () => {
    const g = newGame({ decks: [[], []] });
    const hero = g.hero(1);
    const before = { hash: hashGame(g.state), log: g.logTree() };
    fc.assert(
      fc.property(
        fc.oneof(fc.double(), fc.integer({ max: -1 }), fc.constantFrom(2 ** 53, 2 ** 60, 1e308)),
        (amount) => {
          fc.pre(!(Number.isSafeInteger(amount) && amount >= 0));
          expect(() => g.dealDamage(hero, amount)).toThrow(
            `dealDamage: amount must be ${RANGE}, not ${Object.is(amount, -0) ? "0" : String(amount)}`,
          );
          expect({ hash: hashGame(g.state), log: g.logTree() }).toEqual(before);
        },
      ),
      fuzzed({ seed: 3, numRuns: 300 }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), (amount) => {
        const fresh = newGame({ decks: [[], []] });
        fresh.dealDamage(fresh.hero(1), amount);
        expect(fresh.health(fresh.hero(1))).toBe(30 - amount);
      }),
      fuzzed({ seed: 3, numRuns: 50 }),
    );
  });
});
