/**
 * `X IS WORD` (docs/rules.md §5.2; research §1, §6; wiki page WORD): things of a WORD kind are read as
 * their noun where they stand; the parse runs in rounds while that changes what is read, to a fixed
 * point, a paradox, or its bound. Exact rules, kinds, positions, journal lines and undo; a seeded
 * property that the rounds end and depend on the board alone.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../src/content/words";
import { cloneLevel, parseRules } from "../../src/engine/grid";
import { wordRounds } from "../../src/engine/grid/word";
import { type LevelDef, newBaba } from "../../src/harness";
import { GridCodec } from "../../src/solver/grid-codec";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows), LEXICON, { journal: true });

describe("a thing of a WORD kind is read as its noun", () => {
  it("a baba stands for BABA in a sentence: baba IS YOU makes the babas YOU", () => {
    const b = baba("BABA IS WORD", ". . .", "baba IS YOU");
    expect(b.rules()).toEqual(["BABA IS WORD", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(b.hasProperty(3, "YOU")).toBe(true);
    expect(b.hasProperty(3, "WORD")).toBe(true);
  });

  it("without BABA IS WORD the same baba spells nothing", () => {
    const b = baba(". . .", ". . .", "baba IS YOU");
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
  });

  it("a WORD thing is still a thing: TEXT IS PUSH does not name it, so a YOU walks onto it", () => {
    const b = baba("BABA IS WORD", "KEKE IS YOU", "keke baba .");
    expect(b.hasProperty(7, "PUSH")).toBe(false);
    b.step("right");
    expect(b.posOf(6)).toEqual([1, 2]);
    expect(b.posOf(7)).toEqual([1, 2]);
  });

  it("pushing a WORD thing out of line breaks its rule, and undo brings the rule back", () => {
    const b = baba(
      "BABA IS WORD . .",
      "BABA IS PUSH . .",
      "KEKE IS YOU . .",
      ". . . . .",
      "baba IS WIN . .",
      "keke . . . .",
    );
    expect(b.rules()).toContain("BABA IS WIN");
    b.step("up"); // the keke (id 12) pushes the baba (id 9) from (0,4) to (0,3)
    expect([b.posOf(9), b.posOf(12)]).toEqual([
      [0, 3],
      [0, 4],
    ]);
    expect(b.rules()).not.toContain("BABA IS WIN");
    expect(b.journal().records.find((r) => r.type === "RuleBroken")).toEqual({
      type: "RuleBroken",
      rule: "BABA IS WIN",
      ids: [9, 10, 11],
    });
    expect(b.undo()).toBe(true);
    expect(b.posOf(9)).toEqual([0, 4]);
    expect(b.rules()).toContain("BABA IS WIN");
  });

  it("the journal lists the WORD thing among the tiles of the rule it forms, caused by the push", () => {
    const b = baba("BABA IS WORD . .", "BABA IS PUSH . .", "KEKE IS YOU . .", "keke baba . IS WIN");
    b.step("right"); // the keke (id 9) pushes the baba (id 10) to (2,3): baba IS WIN
    const j = b.journal();
    const line = j.records.findIndex((r) => r.type === "RuleFormed");
    expect(j.records[line]).toEqual({ type: "RuleFormed", rule: "BABA IS WIN", ids: [10, 11, 12] });
    const by = j.causes[line];
    expect(by.kind === "text" && by.line !== null && j.records[by.line]).toMatchObject({
      type: "Pushed",
      id: 10,
      by: 9,
    });
    expect(b.kindsAt(2, 3)).toEqual(["baba"]);
    expect(b.won()).toBe(false); // the keke is YOU, the baba WIN, on different cells
  });
});

describe("the parse runs in rounds while WORD changes what is read (research §1)", () => {
  it("three rounds: text makes babas words, the babas make kekes words, a keke spells KEKE IS YOU", () => {
    const b = baba("BABA IS WORD . .", "KEKE AND baba IS WORD", "keke IS YOU . .");
    expect(b.rules()).toEqual(["BABA IS WORD", "KEKE IS WORD", "KEKE IS YOU", "TEXT IS PUSH"]);
    expect(b.hasProperty(8, "YOU")).toBe(true);
  });

  it("a paradox ends the loop: ROCK IS WORD by text, rock IS NOT WORD by a rock; the last round's rules hold", () => {
    const b = baba("ROCK IS WORD .", "rock IS NOT WORD");
    expect(b.rules()).toEqual(["ROCK IS NOT WORD", "ROCK IS WORD", "TEXT IS PUSH"]);
    expect(b.activeRules()).toEqual(["ROCK IS NOT WORD", "TEXT IS PUSH"]);
    expect(b.hasProperty(3, "WORD")).toBe(false);
  });

  it("the bound is one round for the text plus one per thing kind on the grid", () => {
    const b = baba("ROCK IS WORD", "rock baba keke");
    expect(wordRounds(b.state)).toBe(4);
  });
});

describe("WORD with TEXT, NOT and ALL", () => {
  it("TEXT IS WORD changes nothing: text already reads as its word", () => {
    const a = baba("TEXT IS WORD", "BABA IS YOU", "baba . .");
    expect(a.rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH", "TEXT IS WORD"]);
    expect(a.activeRules()).toEqual(["BABA IS YOU", "TEXT IS PUSH", "TEXT IS WORD"]);
  });

  it("X IS NOT WORD cancels X IS WORD; NOT X IS WORD and ALL IS WORD make every other thing (never text) WORD", () => {
    const not = baba("BABA IS WORD", "BABA IS NOT WORD", "baba IS YOU");
    expect(not.rules()).not.toContain("BABA IS YOU");
    const others = baba("NOT KEKE IS WORD", "baba IS YOU", "keke IS WIN");
    expect(others.rules()).toContain("BABA IS YOU");
    expect(others.rules()).not.toContain("KEKE IS WIN");
    const all = baba("ALL IS WORD", "baba IS YOU", "keke IS WIN");
    expect(all.activeRules()).toEqual([
      "BABA IS WORD",
      "BABA IS YOU",
      "KEKE IS WIN",
      "KEKE IS WORD",
      "TEXT IS PUSH",
    ]);
  });
});

/** Words and things for random boards where WORD is common. */
const TILE = fc.constantFrom(
  ...["BABA", "ROCK", "KEKE", "IS", "IS", "IS", "NOT", "AND", "WORD", "WORD", "YOU", "baba", "rock", "keke"],
);

const BOARD = fc
  .record({ width: fc.integer({ min: 2, max: 6 }), height: fc.integer({ min: 2, max: 6 }) })
  .chain(({ width, height }) =>
    fc.array(fc.array(TILE, { maxLength: 2 }), { minLength: width * height, maxLength: width * height }).map(
      (tiles): LevelDef => ({
        width,
        height,
        objects: tiles.flatMap((ws, t) =>
          ws.map((w) => ({
            kind: w === w.toUpperCase() ? `text:${w}` : w,
            x: t % width,
            y: (t / width) | 0,
          })),
        ),
      }),
    ),
  );

describe("the rounds end and depend on the board alone", () => {
  it("on random boards: a parse ends, a second parse and a fresh level agree, and a step then undo restores the rules", () => {
    fc.assert(
      fc.property(BOARD, (def) => {
        const b = newBaba(def, LEXICON);
        const rules = b.rules();
        const active = b.activeRules();
        const again = cloneLevel(b.state);
        parseRules(again);
        expect([again.inForce.rules, again.inForce.activeText]).toEqual([rules, active]);
        expect(newBaba(def, LEXICON).activeRules()).toEqual(active);
        b.step("right");
        b.undo();
        expect([b.rules(), b.activeRules()]).toEqual([rules, active]);
      }),
      fuzzed({ seed: 14_003, numRuns: 300 }),
    );
  });
});

describe("the solver's packed boards (src/solver/grid-codec.ts)", () => {
  it("two boards with the same text and the WORD things elsewhere decode to their own rules (the rule cache does not merge them)", () => {
    const rows = ["BABA IS WORD . .", "BABA IS PUSH . .", "KEKE IS YOU . .", "keke baba . IS WIN"];
    const before = baba(...rows);
    const after = baba(...rows);
    after.step("right"); // baba IS WIN formed
    const codec = new GridCodec(before.state);
    const decoded = [before, after, before].map((b) => {
      const w = new Writer();
      codec.encode(b.state, w);
      const level = codec.decode(new Reader(w.bytes.slice(0, w.length), 0));
      return level.inForce.rules.includes("BABA IS WIN");
    });
    expect(decoded).toEqual([false, true, false]);
  });
});
