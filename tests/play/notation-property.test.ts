/**
 * Property: every card name survives the notation. Names are generated from the characters and words
 * that break a naive notation (separators, quotes, numbers, keys, whitespace, control characters,
 * astral and lone surrogate code units) and from arbitrary strings; actions, scripts and typed input
 * matched against a hand all read back exactly. Seeded and bounded, so the run is the same every time.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { resolveAction } from "../../src/play/hand-input";
import {
  formatAction,
  formatScript,
  type PlayerAction,
  parseAction,
  parseScript,
  readAction,
} from "../../src/play/notation";
import { fuzzed } from "../fuzz";

const RUNS = fuzzed({ seed: 20240516, numRuns: 400 });

const TRICKY = [
  "->",
  "-",
  ">",
  ",",
  ";",
  "#",
  '"',
  "\\",
  " ",
  "  ",
  "\t",
  "\n",
  "\r",
  "\u0000",
  "\u00a0",
  "1",
  "-1",
  "2.5",
  ".5",
  "w",
  "u",
  "c",
  "up",
  "Golem",
  "é",
  "🂡",
  "\ud800",
];

/** A card name: tricky pieces and arbitrary text, joined. */
const name = fc.oneof(
  fc
    .array(fc.oneof(fc.constantFrom(...TRICKY), fc.string({ maxLength: 4 })), { maxLength: 6 })
    .map((p) => p.join("")),
  fc.string({ unit: "binary", maxLength: 12 }),
);

const tile = fc.option(fc.tuple(fc.integer({ min: -300, max: 300 }), fc.integer({ min: -300, max: 300 })), {
  nil: null,
});

const action: fc.Arbitrary<PlayerAction> = fc.oneof(
  fc.constantFrom<PlayerAction>(
    { type: "step", dir: "up" },
    { type: "step", dir: "down" },
    { type: "step", dir: "left" },
    { type: "step", dir: "right" },
    { type: "undo" },
  ),
  fc.record({
    type: fc.constant("card" as const),
    card: name,
    tile,
    choices: fc.array(name, { maxLength: 3 }),
  }),
);

describe("the notation round trip, on generated names", () => {
  test("formatAction → parseAction gives the action back, on one line", () => {
    fc.assert(
      fc.property(action, (a) => {
        const text = formatAction(a);
        expect(text).not.toMatch(/[\n\r]/);
        expect(parseAction(text)).toEqual(a);
      }),
      RUNS,
    );
  });

  test("formatScript → parseScript gives the actions back", () => {
    fc.assert(
      fc.property(fc.array(action, { maxLength: 6 }), (actions) => {
        expect(parseScript(formatScript(actions))).toEqual(actions);
      }),
      RUNS,
    );
  });

  test("typed into the terminal, a formatted card action means the same card in any hand holding it", () => {
    const card = fc.record({ type: fc.constant("card" as const), card: name, tile, choices: fc.array(name) });
    fc.assert(
      fc.property(card, fc.array(name, { maxLength: 4 }), fc.nat(), (a, others, at) => {
        const hand = [...others];
        hand.splice(at % (hand.length + 1), 0, a.card);
        expect(resolveAction(readAction(formatAction(a)), hand)).toEqual(a);
      }),
      RUNS,
    );
  });
});
