/**
 * Property-based tests of SpellGrid through the Part III harness (issue 16; fast-check, seeded and
 * bounded): the shipped SpellGrid levels and random small ones (random words, things, minions of
 * cards defined here, a random hand), driven by random sequences of step, move, cast, play, place
 * and undo (valid and invalid). After every call: a call that throws changes nothing and throws an
 * Error (never a TypeError); at the end a clone hashes equal and is independent, and the same calls
 * on a new game give the same state and the same log. Every call must return within the test's
 * timeout (the hang guard, `tried`; not a speed test).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as sg from "../../src/engine/spellgrid";
import { type CardDef, type LevelDef, newSpellGrid, type SpellGrid } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { shippedOfKind, tried } from "../properties/harness";
import { observeSpellGrid as observe } from "./observe";

const minion = (name: string, noun: string, health: number, text: CardDef["text"]): CardDef => ({
  name,
  type: "minion",
  cost: 1,
  attack: 1,
  health,
  noun,
  text,
  split: text.length > 0 ? 1 : 0,
  game: "spellgrid",
  collectible: false,
});
const spell = (name: string, target: "chosen" | "allMinions"): CardDef => ({
  name,
  type: "spell",
  cost: 1,
  text: [{ type: "effect", effect: "dealDamage", target, amount: 1 }],
  split: 0,
  game: "spellgrid",
  collectible: false,
});

/** The cards of the random levels, defined here: Deathrattles that damage and write, a Battlecry, spells. */
const CARDS: CardDef[] = [
  minion("Fuse Cask", "KEG", 1, [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
  ]),
  minion("Brier Patch", "BRAMBLE", 3, []),
  minion("Quill", "SCRIBE", 1, [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "spawnText", word: "WIN" },
  ]),
  minion("Herald", "CRIER", 2, [
    { type: "trigger", trigger: "battlecry" },
    { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
  ]),
  spell("Zap", "chosen"),
  spell("Quake", "allMinions"),
];
const MINIONS = CARDS.filter((c) => c.type === "minion").map((c) => c.name);
const NAMES = CARDS.map((c) => c.name);

const TEXT_WORDS = [
  ...["KEG", "BRAMBLE", "SCRIBE", "CRIER", "BABA", "ROCK", "DEATHRATTLE", "BATTLECRY"],
  ...["IS", "IS", "IS", "AND", "NOT"],
  ...["YOU", "YOU", "DOUBLE", "DOUBLE", "WIN", "SINK", "HOT", "MELT", "DEFEAT", "PUSH", "STOP"],
];
const THINGS = ["baba", "rock", "water", "lava"];
const KIND = fc.oneof(
  fc.constantFrom(...TEXT_WORDS).map((w) => `text:${w}`),
  fc.constantFrom(...THINGS),
);

/** A random small level: words and things, minions of the cards above, a hand of them. */
const SMALL_LEVEL: fc.Arbitrary<LevelDef> = fc
  .record({
    width: fc.integer({ min: 3, max: 6 }),
    height: fc.integer({ min: 3, max: 6 }),
    objects: fc.array(fc.tuple(KIND, fc.nat(), fc.nat()), { maxLength: 20 }),
    minions: fc.array(fc.tuple(fc.constantFrom(...MINIONS), fc.nat(), fc.nat()), { maxLength: 4 }),
    hand: fc.array(fc.constantFrom(...NAMES), { maxLength: 4 }),
  })
  .map(({ width, height, objects, minions, hand }) => ({
    name: "random",
    width,
    height,
    objects: [
      ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      ...objects.map(([kind, x, y]) => ({ kind, x: x % width, y: y % height })),
    ],
    cards: minions.map(([card, x, y]) => ({ card, x: x % width, y: y % height })),
    hand,
  }));

const SHIPPED: LevelDef[] = shippedOfKind("spellgrid");

const LEVEL = fc.oneof(
  { weight: 3, arbitrary: SMALL_LEVEL },
  { weight: 1, arbitrary: fc.constantFrom(...SHIPPED) },
);

type Call =
  | { type: "step"; dir: unknown }
  | { type: "move"; dir: unknown }
  | { type: "cast"; card: Pick; target: Pick }
  | { type: "play"; card: Pick; x: Pick; y: Pick }
  | { type: "place"; kind: string; x: Pick; y: Pick }
  | { type: "undo" };

const DIR = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("up", "down", "left", "right") },
  { weight: 1, arbitrary: fc.constantFrom<unknown>("north", 0, null) },
);
/**
 * A value picked when the call runs, from what the game then offers (`{ pick: n }`: the n-th card in
 * the hand, minion, or tile, modulo their number), or a raw value, right or wrong.
 */
type Pick = { pick: number } | { raw: unknown };
const picked = (raw: fc.Arbitrary<unknown>): fc.Arbitrary<Pick> =>
  fc.oneof(
    { weight: 3, arbitrary: fc.nat().map((pick) => ({ pick })) },
    { weight: 1, arbitrary: raw.map((r) => ({ raw: r })) },
  );
const COORD = picked(
  fc.oneof(fc.integer({ min: -1, max: 7 }), fc.constantFrom<unknown>(0.5, "2", undefined)),
);
/** A card: one in the hand, one the level may lack (the shipped levels' own too), or not a name. */
const CARD = picked(
  fc.constantFrom<unknown>(...NAMES, "Whirlwind", "Graft", "Spark", "Tin Knight", "Nothing", 3, null),
);
const TARGET = picked(
  fc.oneof(fc.constant(undefined), fc.integer({ min: -1, max: 60 }), fc.constant<unknown>("1")),
);
const CALL: fc.Arbitrary<Call> = fc.oneof(
  { weight: 6, arbitrary: fc.record({ type: fc.constant("step" as const), dir: DIR }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("move" as const), dir: DIR }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("cast" as const), card: CARD, target: TARGET }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("play" as const), card: CARD, x: COORD, y: COORD }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("place" as const), kind: KIND, x: COORD, y: COORD }),
  },
  { weight: 1, arbitrary: fc.constant({ type: "undo" as const }) },
);

/** The value of a pick in game `g`: `options(g)` are what it picks among. */
function resolve(p: Pick, options: readonly unknown[]): unknown {
  return "raw" in p ? p.raw : options.length === 0 ? undefined : options[p.pick % options.length];
}

/** The minions on the grid, by id. */
function minionIds(g: SpellGrid): number[] {
  const { width, height } = g.state.level;
  const out: number[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) out.push(...[g.minionAt(x, y) ?? []].flat());
  return out;
}

/** Runs one call under the hang guard (`tried`); returns the error it threw, or null. */
function run(g: SpellGrid, call: Call): unknown {
  const { width, height } = g.state.level;
  const col = (p: Pick) =>
    resolve(
      p,
      Array.from({ length: width }, (_, i) => i),
    ) as number;
  const row = (p: Pick) =>
    resolve(
      p,
      Array.from({ length: height }, (_, i) => i),
    ) as number;
  const card = (p: Pick) => resolve(p, g.hand()) as string;
  return tried(() => {
    switch (call.type) {
      case "step":
        g.step(call.dir as "up");
        break;
      case "move":
        g.move(call.dir as "up");
        break;
      case "cast":
        g.cast(card(call.card), resolve(call.target, minionIds(g)) as number);
        break;
      case "play":
        g.play(card(call.card), col(call.x), row(call.y));
        break;
      case "place":
        g.place(call.kind, col(call.x), row(call.y));
        break;
      case "undo":
        g.undo();
        break;
    }
  });
}

describe("SpellGrid properties (shipped and random levels, random calls)", () => {
  it("failing calls change nothing, clones are independent, runs are deterministic", () => {
    fc.assert(
      fc.property(LEVEL, fc.array(CALL, { minLength: 5, maxLength: 25 }), (def, calls) => {
        const g = newSpellGrid(def, CARDS);
        for (const call of calls) {
          const before = observe(g);
          const err = run(g, call);
          if (err === null) continue;
          expect(err).toBeInstanceOf(Error);
          expect(err).not.toBeInstanceOf(TypeError);
          expect(observe(g)).toEqual(before);
        }
        const seen = observe(g);
        // A clone hashes equal and is independent: a turn and a cast on it change nothing here.
        const copy = sg.cloneSpellGrid(g.state);
        expect(sg.hashSpellGrid(copy)).toBe(seen.hash);
        for (const dir of ["up", "left"] as const) sg.step(copy, dir, null);
        if (copy.game.sides[0].hand.length > 0) {
          const card = copy.game.entities[copy.game.sides[0].hand[0]].card!.name;
          if (sg.checkCast(copy, card) === null) sg.cast(copy, card, null, null);
        }
        expect(observe(g)).toEqual(seen);
        // The same calls on a new game give the same state and the same log.
        const again = newSpellGrid(def, CARDS);
        for (const call of calls) run(again, call);
        expect(observe(again)).toEqual(seen);
      }),
      fuzzed({ seed: 1_600_010, numRuns: 200 }),
    );
  });
});
