/**
 * Property-based tests of the grid engine through the Part II harness (issue 16; fast-check, seeded
 * and bounded): random small levels and the shipped Baba levels, driven by random sequences of
 * place, move, step and undo (valid and invalid). After every call: a call that throws changes
 * nothing and throws an Error (never a TypeError); undo restores exactly what the call changed;
 * rules() and activeRules() equal those of a fresh level built from the board as it stands; a clone
 * hashes equal and is independent. At the end, the same calls on a new level give the same state.
 * Every call must return within the test's timeout (the hang guard, `tried`; not a speed test).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { UNBUILT_CONDITION } from "../../src/engine/grid/whole-parse";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { shippedOfKind, tried } from "../properties/harness";

/** Everything a user can observe: every tile (oldest first), every id's position, the rules, won, the next id. */
function observe(b: Baba) {
  const { width, height, nextId } = b.state;
  const tiles: string[][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) tiles.push(b.stackAt(x, y));
  const positions = Array.from({ length: nextId }, (_, id) => b.posOf(id));
  return {
    tiles,
    positions,
    rules: b.rules(),
    active: b.activeRules(),
    won: b.won(),
    lost: b.lost(),
    nextId,
  };
}

/** The board as it stands, as a level definition: alive objects in age order. */
function boardOf(b: Baba): LevelDef {
  const s = b.state;
  const objects: LevelDef["objects"] = [];
  for (let id = 0; id < s.nextId; id++) {
    const at = grid.posOf(s, id);
    const kind = grid.kindOf(s, id);
    if (at && kind) objects.push({ kind, x: at[0], y: at[1] });
  }
  return { width: s.width, height: s.height, objects };
}

/**
 * `b`'s board parsed afresh: a new level loaded from it or, when the load refuses it because its text
 * spells a conditional rule whose conditions are not built (a place or a step may form one, a load
 * refuses it: docs/rules.md §5.8), a copy of its state parsed from scratch, once the rule the load names
 * is checked to be listed by rules() and not in force.
 */
function freshParse(b: Baba): grid.Level {
  try {
    return grid.createLevel(boardOf(b), LEXICON, LEVEL_CONFIG);
  } catch (err) {
    if (!(err instanceof Error) || !err.message.endsWith(UNBUILT_CONDITION)) throw err;
    const named = /"([^"]+)" is spelled at load/.exec(err.message)?.[1];
    expect(b.rules()).toContain(named);
    expect(b.activeRules()).not.toContain(named);
    const copy = grid.cloneLevel(b.state);
    grid.parseRules(copy);
    return copy;
  }
}

const TEXT_WORDS = [
  ...["BABA", "KEKE", "ROCK", "WALL", "FLAG", "WATER", "TEXT", "ALL"],
  ...["IS", "IS", "IS", "AND", "NOT", "HAS", "MAKE", "EAT"],
  ...[
    "YOU",
    "YOU",
    "WIN",
    "STOP",
    "PUSH",
    "PULL",
    "DEFEAT",
    "SINK",
    "HOT",
    "MELT",
    "OPEN",
    "SHUT",
    "FLOAT",
    "MORE",
    "WEAK",
  ],
];
const THINGS = ["baba", "baba", "keke", "rock", "wall", "flag", "water"];
const KIND = fc.oneof(
  fc.constantFrom(...TEXT_WORDS).map((w) => `text:${w}`),
  fc.constantFrom(...THINGS),
);

/** A random small level: a few objects on a small grid, often with BABA IS YOU spelled on its top row. */
const SMALL_LEVEL: fc.Arbitrary<LevelDef> = fc
  .record({
    width: fc.integer({ min: 3, max: 6 }),
    height: fc.integer({ min: 2, max: 6 }),
    you: fc.boolean(),
    seeds: fc.array(fc.tuple(KIND, fc.nat(), fc.nat()), { maxLength: 24 }),
  })
  .map(({ width, height, you, seeds }) => {
    const objects = seeds.map(([kind, x, y]) => ({ kind, x: x % width, y: y % height }));
    if (you) objects.unshift(...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })));
    return { width, height, objects };
  });

const SHIPPED: LevelDef[] = shippedOfKind("baba");

const LEVEL = fc.oneof(
  { weight: 4, arbitrary: SMALL_LEVEL },
  { weight: 1, arbitrary: fc.constantFrom(...SHIPPED) },
);

type Call =
  | { type: "step"; dir: unknown }
  | { type: "move"; dir: unknown }
  | { type: "undo" }
  | { type: "place"; kind: unknown; x: unknown; y: unknown }
  | { type: "query"; id: unknown; prop: unknown };

const DIR = fc.oneof(
  { weight: 12, arbitrary: fc.constantFrom("up", "down", "left", "right") },
  { weight: 1, arbitrary: fc.constantFrom<unknown>("north", 3, null, "toString") },
);
const COORD = fc.oneof(
  { weight: 10, arbitrary: fc.integer({ min: -1, max: 7 }) },
  { weight: 1, arbitrary: fc.constantFrom<unknown>(1.5, "1", Number.NaN, null) },
);
const CALL: fc.Arbitrary<Call> = fc.oneof(
  { weight: 8, arbitrary: fc.record({ type: fc.constant("step" as const), dir: DIR }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("move" as const), dir: DIR }) },
  { weight: 3, arbitrary: fc.constant({ type: "undo" as const }) },
  {
    weight: 2,
    arbitrary: fc.record({
      type: fc.constant("place" as const),
      kind: fc.oneof(
        { weight: 8, arbitrary: KIND },
        { weight: 1, arbitrary: fc.constantFrom<unknown>("dragon", 5) },
      ),
      x: COORD,
      y: COORD,
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      type: fc.constant("query" as const),
      id: fc.oneof(fc.integer({ min: -1, max: 40 }), fc.constantFrom<unknown>("0", null)),
      prop: fc.constantFrom<unknown>("YOU", "PUSH", "BABA", 7),
    }),
  },
);

/** Runs one call under the hang guard (`tried`); returns the error it threw, or null. */
function run(b: Baba, call: Call): unknown {
  return tried(() => {
    switch (call.type) {
      case "step":
        b.step(call.dir as grid.Dir);
        break;
      case "move":
        b.move(call.dir as grid.Dir);
        break;
      case "undo":
        b.undo();
        break;
      case "place":
        b.place(call.kind as string, call.x as number, call.y as number);
        break;
      case "query":
        b.hasProperty(call.id as number, call.prop as string);
        b.posOf(call.id as number);
        break;
    }
  });
}

describe("grid engine properties (random levels, random calls)", () => {
  it("failing calls change nothing, undo is exact, rules() is a fresh parse, clones are independent, runs are deterministic", () => {
    fc.assert(
      fc.property(LEVEL, fc.array(CALL, { minLength: 5, maxLength: 30 }), (def, calls) => {
        const b = newBaba(def);
        const undoStack: ReturnType<typeof observe>[] = [];
        for (const call of calls) {
          const before = observe(b);
          const hash = grid.hashLevel(b.state);
          const history = b.state.history.length;
          const err = run(b, call);
          if (err !== null) {
            expect(err).toBeInstanceOf(Error);
            expect(err).not.toBeInstanceOf(TypeError);
            expect(observe(b)).toEqual(before);
            expect(grid.hashLevel(b.state)).toBe(hash);
            expect(b.state.history.length).toBe(history);
            continue;
          }
          if (call.type === "step" || call.type === "move") undoStack.push(before);
          else if (call.type === "place")
            undoStack.length = 0; // place clears the history
          else if (call.type === "undo") {
            const expected = undoStack.pop();
            if (expected) expect(observe(b)).toEqual(expected);
            else expect(observe(b)).toEqual(before); // nothing to undo: nothing changes
          }
          const fresh = freshParse(b);
          expect(b.rules()).toEqual(grid.rules(fresh));
          expect(b.activeRules()).toEqual(grid.activeRules(fresh));
        }
        // A clone hashes equal and is independent.
        const copy = grid.cloneLevel(b.state);
        const hash = grid.hashLevel(b.state);
        const seen = observe(b);
        expect(grid.hashLevel(copy)).toBe(hash);
        for (const dir of ["right", "down", "left", "up"] as const) grid.step(copy, dir);
        grid.placeObject(copy, "rock", 0, 0);
        expect(grid.hashLevel(b.state)).toBe(hash);
        expect(observe(b)).toEqual(seen);
        // The same calls on a new level give the same state.
        const again = newBaba(def);
        for (const call of calls) run(again, call);
        expect(observe(again)).toEqual(seen);
        expect(grid.hashLevel(again.state)).toBe(hash);
      }),
      fuzzed({ seed: 1_600_016, numRuns: 300 }),
    );
  });

  it("a step then an undo gives back the same hash: equal states hash equal however reached", () => {
    fc.assert(
      fc.property(
        LEVEL,
        fc.array(fc.constantFrom("up", "down", "left", "right"), { maxLength: 12 }),
        (def, dirs) => {
          const b = newBaba(def);
          for (const dir of dirs) {
            const hash = grid.hashLevel(b.state);
            b.step(dir);
            b.undo();
            expect(grid.hashLevel(b.state)).toBe(hash);
            b.step(dir);
          }
        },
      ),
      fuzzed({ seed: 1_600_017, numRuns: 100 }),
    );
  });
});
