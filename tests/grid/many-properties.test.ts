/**
 * A lexicon holds as many properties as a user writes (docs/rules.md §5.1): the properties the engine
 * builds keep one bit each in a fixed engine order (`PROPERTY_BEHAVIOURS`), whatever their place in the
 * lexicon, and every other property (a host's word, as SpellGrid's multiplier words) is kept per kind
 * beside the masks, so it still reaches `hasProperty`, the rules in force and the seams. Before, a
 * property's place in the lexicon was its bit and a lexicon of more than 31 was refused.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildLexicon } from "../../src/content/words-check";
import { activeRuleData, giver, hasProperty, type Lexicon, PROPERTY_BEHAVIOURS } from "../../src/engine/grid";
import { builtOrder } from "../../src/engine/grid/behaviours";
import { ruleAuras } from "../../src/engine/spellgrid";
import { type Baba, newBaba } from "../../src/harness";
import { GridCodec } from "../../src/solver/grid-codec";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { idOf, map, objectsOf } from "./builder";

/** Forty fillers a host could give meaning to (none is built by the engine). */
const FILLERS = Array.from({ length: 40 }, (_, i) => `HOSTED${i}`);
/** The engine's properties this file plays. */
const ENGINE = ["YOU", "PUSH", "STOP", "WIN"];

/** A lexicon whose properties are `properties`, in that order, beside a few nouns, IS, AND, NOT, ON, NEAR. */
function lexiconOf(properties: readonly string[]): Lexicon {
  const nouns = ["BABA", "ROCK", "WALL", "FLAG"].map((word) => ({ word, class: "noun" }));
  const words = [
    ...nouns,
    { word: "TEXT", class: "noun", meta: true },
    { word: "IS", class: "verb" },
    { word: "AND", class: "and" },
    { word: "NOT", class: "not" },
    { word: "ON", class: "infix" },
    { word: "NEAR", class: "infix" },
    ...properties.map((word) => ({ word, class: "property" })),
  ];
  return buildLexicon({ words }, "many.json");
}

/** The fillers 0–34, then YOU, PUSH, STOP, WIN at places 35–38, then the other fillers. */
const LATE = [...FILLERS.slice(0, 35), ...ENGINE, ...FILLERS.slice(35)];

const ROWS = [
  "BABA IS YOU . . .",
  "ROCK IS PUSH . . .",
  "WALL IS STOP . . .",
  "BABA IS HOSTED39 . .",
  "baba rock . . wall .",
];

describe("a lexicon of more than 31 properties", () => {
  it("loads, and YOU, PUSH and STOP placed 36th to 38th still move, push and stop", () => {
    const lex = lexiconOf(LATE);
    expect(lex.properties.length).toBe(44);
    expect(lex.properties.indexOf("YOU")).toBe(35);
    const b = newBaba(map(...ROWS), lex);
    const [baba, rock] = [idOf(map(...ROWS), "baba"), idOf(map(...ROWS), "rock")];
    expect([b.hasProperty(baba, "YOU"), b.hasProperty(rock, "PUSH"), b.hasProperty(rock, "YOU")]).toEqual([
      true,
      true,
      false,
    ]);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock)]).toEqual([
      [1, 4],
      [2, 4],
    ]);
    b.step("right");
    b.step("right"); // the rock meets the STOP wall: neither moves
    expect([b.posOf(baba), b.posOf(rock)]).toEqual([
      [2, 4],
      [3, 4],
    ]);
  });

  it("a property no engine code builds, placed 44th, reaches hasProperty, giver, the rules and the seams", () => {
    const lex = lexiconOf(LATE);
    const b = newBaba(map(...ROWS), lex);
    const [baba, rock] = [idOf(map(...ROWS), "baba"), idOf(map(...ROWS), "rock")];
    expect([b.hasProperty(baba, "HOSTED39"), b.hasProperty(rock, "HOSTED39")]).toEqual([true, false]);
    expect(b.activeRules()).toContain("BABA IS HOSTED39");
    const words = {
      triggerWords: { BABA: "deathrattle" as const },
      multiplierWords: { HOSTED39: { times: 3, stacking: "max" as const } },
    };
    expect(ruleAuras(activeRuleData(b.state), words)).toEqual([
      {
        kind: "triggerMultiplier",
        trigger: "deathrattle",
        times: 3,
        stacking: "max",
        scope: "all",
        origin: { label: "BABA IS HOSTED39" },
      },
    ]);
    expect(() => b.hasProperty(baba, "HOSTED40")).toThrow(/HOSTED40/);
  });

  it("a negated rule takes a hosted property away, and a conditional one gives it where it holds", () => {
    const lex = lexiconOf(LATE);
    const negated = newBaba(map("BABA IS HOSTED20 .", "BABA IS NOT HOSTED20", "baba . . ."), lex);
    expect(negated.hasProperty(7, "HOSTED20")).toBe(false);
    const rows = ["BABA ON ROCK IS HOSTED30", "BABA IS YOU . .", "baba rock . . ."];
    const on = newBaba(map(...rows), lex);
    const level = on.state;
    expect(hasProperty(level, 8, "HOSTED30")).toBe(false);
    on.step("right"); // baba stands on the rock (it is not PUSH)
    expect(on.posOf(8)).toEqual([1, 2]);
    expect(hasProperty(level, 8, "HOSTED30")).toBe(true);
    expect(giver(level, 8, "HOSTED30").rule).toBe("BABA ON ROCK IS HOSTED30");
  });

  it("a lexicon's properties may number past 31 with no engine property among them", () => {
    const lex = lexiconOf(FILLERS);
    const b = newBaba(map("BABA IS HOSTED33", "baba . . ."), lex);
    expect(b.hasProperty(3, "HOSTED33")).toBe(true);
    b.step("right"); // nothing is YOU: the step changes nothing
    expect(b.posOf(3)).toEqual([0, 1]);
  });

  it("the engine's own properties fit its masks: at most 31, a 32nd row named with its file", () => {
    expect(builtOrder(PROPERTY_BEHAVIOURS)).toEqual(Object.keys(PROPERTY_BEHAVIOURS));
    const more = { ...PROPERTY_BEHAVIOURS, ...Object.fromEntries(FILLERS.map((p) => [p, "x.ts"])) };
    const rows = Object.keys(more).length;
    expect(() => builtOrder(more)).toThrow(
      `src/engine/grid/behaviours.ts: PROPERTY_BEHAVIOURS has ${rows} rows; the property masks hold at most 31`,
    );
  });
});

/** Every object, each one's hosted properties, won, after each of `moves` (then undone to the start). */
function played(lex: Lexicon, moves: readonly ("right" | "left" | "up" | "down")[]) {
  const b = newBaba(map(...PLAY), lex);
  const trace: string[][] = [];
  const look = (g: Baba) => [
    ...objectsOf(g),
    `won ${g.won()}`,
    ...["baba", "rock"]
      .map((k) => idOf(map(...PLAY), k))
      .map((id) => `${id}: ${FILLERS.filter((p) => g.hasProperty(id, p)).join(" ")}`),
  ];
  const start = look(b);
  for (const m of moves) {
    b.step(m);
    trace.push(look(b));
  }
  const w = new Writer();
  const codec = new GridCodec(b.state);
  codec.encode(b.state, w);
  const bytes = w.bytes.slice(0, w.length);
  const decoded = codec.decode(new Reader(bytes, 0));
  const again = new Writer();
  codec.encode(decoded, again);
  const hostedAfterDecode = FILLERS.filter((p) => hasProperty(decoded, idOf(map(...PLAY), "rock"), p));
  while (b.undo());
  return {
    trace,
    bytes: [...bytes],
    again: [...again.bytes.slice(0, again.length)],
    hostedAfterDecode,
    start,
    undone: look(b),
  };
}

const PLAY = [
  "BABA IS YOU . . .",
  "ROCK IS PUSH . . .",
  "FLAG IS WIN . . .",
  "BABA IS HOSTED39 . .",
  ". . . . . .",
  ". baba rock . flag .",
  ". . . . . .",
  "ROCK NEAR BABA IS HOSTED2",
];

describe("the order of the properties in the lexicon changes nothing (fast-check, seeded)", () => {
  it("the play below: the rock is HOSTED2 while near baba, and not once baba walks away", () => {
    const { start, trace } = played(lexiconOf([...ENGINE, ...FILLERS]), ["left", "up"]);
    const [baba, rock] = ["baba", "rock"].map((k) => idOf(map(...PLAY), k));
    expect(start.slice(-2)).toEqual([`${baba}: HOSTED39`, `${rock}: HOSTED2`]);
    expect(trace[1].slice(-2)).toEqual([`${baba}: HOSTED39`, `${rock}: `]);
    expect(trace[1]).toContain("baba@0,4");
  });

  it("any order plays, undoes and packs for the solver as the order of the engine's table does", () => {
    const all = [...ENGINE, ...FILLERS];
    const reference = lexiconOf(all);
    fc.assert(
      fc.property(
        fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }),
        fc.array(fc.constantFrom("right", "left", "up", "down" as const), { minLength: 1, maxLength: 8 }),
        (order, moves) => {
          const mine = played(lexiconOf(order), moves);
          const theirs = played(reference, moves);
          expect(mine.trace).toEqual(theirs.trace);
          expect(mine.hostedAfterDecode).toEqual(theirs.hostedAfterDecode);
          expect(mine.again).toEqual(mine.bytes);
          expect(mine.undone).toEqual(mine.start);
        },
      ),
      fuzzed({ seed: 24_024, numRuns: 40 }),
    );
  });
});
