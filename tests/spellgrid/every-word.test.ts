/**
 * SpellGrid under every word and every clause (issue 16; fast-check, seeded and bounded): random small
 * levels whose rules are drawn from the whole lexicon (MORE, MAKE, HAS, EAT, TELE, SWAP, WORD, EMPTY,
 * conditions, the seam words…) and set down as sentences so that they form (tests/properties/sentences),
 * minions of cards whose texts are drawn from the whole card vocabulary (every trigger and scope, every
 * effect, a Deathrattle that summons its own card, a word written on the grid: tests/properties/
 * every-clause), driven by random steps, casts and plays. No input may hang the game or crash it: every
 * call returns within the test's timeout (the hang guard, `tried`; not a speed test), a call that throws throws an Error
 * that is no TypeError or RangeError, with a message, and changes nothing; a level or a card set the
 * engine refuses is refused with such an Error, before any game exists.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { CardDef } from "../../src/engine/cards";
import * as grid from "../../src/engine/grid";
import { type LevelDef, newSpellGrid, type SpellGrid } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { minionText, spellText } from "../properties/every-clause";
import { tried } from "../properties/harness";
import { levelFields, levelObjects, WALK_OBJECTS, WORDS } from "../properties/sentences";
import { observeSpellGrid as observe } from "./observe";

/** The nouns the random minions stand as (plain objects of these kinds are drawn too). */
const MINION_NOUNS = ["KEG", "SCRIBE", "MOTH", "BABA"];
const MINION_NAMES = MINION_NOUNS.map((n, i) => `Rand ${n} ${i}`);
const SPELL_NAMES = ["Rand Spell 0", "Rand Spell 1"];
const CARD_NAMES = [...MINION_NAMES, ...SPELL_NAMES];

/** The cards of one run: a minion of each noun, two spells, each text drawn. */
const CARDS: fc.Arbitrary<CardDef[]> = fc
  .tuple(
    fc.tuple(
      ...MINION_NAMES.map(() =>
        fc.tuple(minionText(MINION_NAMES, WORDS), fc.integer({ min: 1, max: 3 }), fc.nat()),
      ),
    ),
    fc.tuple(...SPELL_NAMES.map(() => spellText(MINION_NAMES, WORDS))),
  )
  .map(([minions, spells]) => [
    ...minions.map(
      ([text, health, split], i): CardDef => ({
        name: MINION_NAMES[i],
        type: "minion",
        cost: 1,
        attack: 1,
        health,
        noun: MINION_NOUNS[i],
        text,
        split: split % (text.length + 1),
        game: "spellgrid",
        collectible: true,
      }),
    ),
    ...spells.map(
      (text, i): CardDef => ({
        name: SPELL_NAMES[i],
        type: "spell",
        cost: 1,
        text,
        split: 0,
        game: "spellgrid",
        collectible: false,
      }),
    ),
  ]);

const THINGS = ["rock", "wall", "water", "keg", "moth", "baba"];

/** A random small level: BABA IS YOU, sentences of every word, loose words and things, minions, a hand. */
const LEVEL: fc.Arbitrary<LevelDef> = fc
  .record({
    fields: levelFields(THINGS),
    minions: fc.array(fc.tuple(fc.constantFrom(...MINION_NAMES), fc.nat(), fc.nat()), { maxLength: 4 }),
    hand: fc.array(fc.constantFrom(...CARD_NAMES), { maxLength: 8 }),
  })
  .map(({ fields, minions, hand }) => ({
    name: "random",
    width: fields.width,
    height: fields.height,
    objects: levelObjects(fields),
    cards: minions.map(([card, x, y]) => ({ card, x: x % fields.width, y: y % fields.height })),
    hand,
  }));

type Call =
  | { type: "step"; dir: "up" | "down" | "left" | "right" | "idle" }
  | { type: "cast"; card: number; target: number }
  | { type: "play"; card: number; x: number; y: number };

const CALL: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc.record({
      type: fc.constant("step" as const),
      dir: fc.constantFrom(
        "up" as const,
        "down" as const,
        "left" as const,
        "right" as const,
        "idle" as const,
      ),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant("cast" as const), card: fc.nat(), target: fc.nat() }),
  },
  {
    weight: 2,
    arbitrary: fc.record({ type: fc.constant("play" as const), card: fc.nat(), x: fc.nat(), y: fc.nat() }),
  },
);

/** The minions on the grid, by id. */
function minionIds(g: SpellGrid): number[] {
  const { width, height } = g.state.level;
  const out: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) {
      const m = g.minionAt(x, y);
      if (m !== null) out.push(m);
    }
  return out;
}

/** The n-th of `options` (modulo their number), or `none` when there are none. */
const nth = <T>(options: readonly T[], n: number, none: T): T =>
  options.length === 0 ? none : options[n % options.length];

/**
 * Runs one call; returns what it threw, or null. A cast casts a spell of the hand (at a minion when it
 * needs one), a play plays a minion of the hand on an empty tile, each picked from what the game offers;
 * an odd pick is the other kind of card, or a taken tile, so that refusals are drawn too.
 */
function run(g: SpellGrid, call: Call): unknown {
  if (call.type === "step") return tried(() => g.step(call.dir));
  const hand = g.hand();
  const spells = hand.filter((c) => SPELL_NAMES.includes(c));
  const minions = hand.filter((c) => !SPELL_NAMES.includes(c));
  const odd = call.card % 5 === 4;
  if (call.type === "cast") {
    const card = nth(odd ? minions : spells, call.card, "Rand Spell 0");
    const target = g.checkCast(card) === null && !odd ? undefined : nth(minionIds(g), call.target, undefined);
    return tried(() => g.cast(card, target));
  }
  const { width, height } = g.state.level;
  const tiles: [number, number][] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (odd || g.stackAt(x, y).length === 0) tiles.push([x, y]);
  const [x, y] = nth(tiles, call.x, [call.x % width, call.y % height]);
  return tried(() => g.play(nth(odd ? spells : minions, call.card, "Rand Spell 0"), x, y));
}

/** An error an input may cause: an Error with a message, never one from inside (a TypeError, a RangeError). */
function expectClearError(err: unknown): void {
  expect(err).toBeInstanceOf(Error);
  expect(err).not.toBeInstanceOf(TypeError);
  expect(err).not.toBeInstanceOf(RangeError);
  expect((err as Error).message.length).toBeGreaterThan(0);
}

/** A game of `def` with `cards`, or the error its load threw (checked clear; under the hang guard, `tried`). */
function load(def: LevelDef, cards: CardDef[]): SpellGrid | Error {
  let g: SpellGrid | null = null;
  const err = tried(() => {
    g = newSpellGrid(def, cards, { library: [] });
  });
  if (err !== null) {
    expectClearError(err);
    return err as Error;
  }
  return g as unknown as SpellGrid;
}

const SEED = 1_400_014;

describe("SpellGrid under every word and every clause (random levels and cards, fast-check)", () => {
  it("most drawn games load with rules beyond BABA IS YOU in force, and their calls run (the generators stay useful)", () => {
    let loadedGames = 0;
    let moreRules = 0;
    let ranCalls = 0;
    const samples = fc.sample(fc.tuple(LEVEL, CARDS, fc.array(CALL, { minLength: 5, maxLength: 5 })), {
      seed: SEED,
      numRuns: 60,
    });
    for (const [def, cards, calls] of samples) {
      const g = load(def, cards);
      if (g instanceof Error) continue;
      loadedGames++;
      if (g.activeRules().some((r) => r !== "BABA IS YOU")) moreRules++;
      for (const call of calls)
        if (grid.objectCount(g.state.level) <= WALK_OBJECTS && run(g, call) === null) ranCalls++;
    }
    expect(loadedGames).toBeGreaterThan(30);
    expect(moreRules).toBeGreaterThan(loadedGames / 2);
    expect(ranCalls).toBeGreaterThan(60);
  });

  it("every call returns within the test's timeout; one that throws throws a clear Error and changes nothing", () => {
    fc.assert(
      fc.property(LEVEL, CARDS, fc.array(CALL, { minLength: 5, maxLength: 20 }), (def, cards, calls) => {
        const g = load(def, cards);
        if (g instanceof Error) return;
        for (const call of calls) {
          if (grid.objectCount(g.state.level) > WALK_OBJECTS) break;
          const before = observe(g);
          const err = run(g, call);
          if (err === null) continue;
          expectClearError(err);
          expect(observe(g)).toEqual(before);
        }
      }),
      fuzzed({ seed: SEED, numRuns: 150 }),
    );
  });
});
