/**
 * How a step of the turn reads a property without a bit (docs/rules.md §5.1; behaviours.ts
 * `LISTED_BEHAVIOURS`): hosted.ts `mayHold` says whether any rule in force gives it, `holdersOf` lists the
 * alive objects that have it, in id order. Played here on a host's words (fillers no engine code builds):
 * the listed properties the engine builds are read the same way.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { buildLexicon } from "../../src/content/words-check";
import { hasProperty, type Lexicon } from "../../src/engine/grid";
import { holdersOf, mayHold } from "../../src/engine/grid/hosted";
import { newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

/** Nouns, IS, AND, NOT, ON, NEAR, YOU, and two properties no engine code builds. */
const LEX: Lexicon = buildLexicon(
  {
    words: [
      ...["BABA", "ROCK", "KEKE"].map((word) => ({ word, class: "noun" })),
      { word: "TEXT", class: "noun", meta: true },
      { word: "IS", class: "verb" },
      { word: "AND", class: "and" },
      { word: "NOT", class: "not" },
      { word: "ON", class: "infix" },
      { word: "NEAR", class: "infix" },
      ...["YOU", "PUSH", "HOSTA", "HOSTB"].map((word) => ({ word, class: "property" })),
    ],
  },
  "listed.json",
);
const A = LEX.index.HOSTA;

/** The level of `rows`, and the holders of HOSTA in it. */
function holders(...rows: string[]) {
  const b = newBaba(map(...rows), LEX);
  return { b, may: mayHold(b.state, A), ids: holdersOf(b.state, A, [99]) };
}

describe("listed properties: mayHold and holdersOf", () => {
  it("no rule gives it: no step to take, and no holders (the list handed in is cleared)", () => {
    const { may, ids } = holders("BABA IS HOSTB", "baba rock .");
    expect([may, ids]).toEqual([false, []]);
  });

  it("an unconditional rule: every alive object of the kind, in id order; TEXT gives it to every word", () => {
    const rows = ["BABA IS HOSTA", "baba rock baba"];
    const { may, ids } = holders(...rows);
    expect([may, ids]).toEqual([true, [idOf(map(...rows), "baba"), idOf(map(...rows), "baba", 1)]]);
    const text = holders("TEXT IS HOSTA", "rock . .");
    expect(text.ids).toEqual([0, 1, 2]);
  });

  it("X IS NOT P takes it away: no kind is given it, so the step has nothing to do", () => {
    const { may, ids } = holders("BABA IS HOSTA .", "BABA IS NOT HOSTA", "baba . . .");
    expect([may, ids]).toEqual([false, []]);
  });

  it("a conditional rule: the step must look; the object holds it only where the condition holds", () => {
    const rows = ["BABA ON ROCK IS HOSTA", "BABA IS YOU . .", "baba rock . . ."];
    const { b, may, ids } = holders(...rows);
    expect([may, ids]).toEqual([true, []]);
    b.step("right"); // baba walks onto the rock (it is not PUSH)
    const baba = idOf(map(...rows), "baba");
    expect(holdersOf(b.state, A, [])).toEqual([baba]);
    b.undo();
    expect(holdersOf(b.state, A, [])).toEqual([]);
  });

  it("holdersOf is exactly the alive objects hasProperty says have it (fast-check, seeded)", () => {
    const cell = fc.constantFrom(".", ".", "baba", "rock", "keke");
    const rule = fc.constantFrom(
      "BABA IS HOSTA",
      "ROCK IS HOSTA",
      "KEKE IS NOT HOSTA",
      "ROCK NEAR BABA IS HOSTA",
      "BABA ON ROCK IS NOT HOSTA",
      "TEXT IS HOSTA",
      "KEKE IS HOSTB",
    );
    fc.assert(
      fc.property(
        fc.array(rule, { maxLength: 3 }),
        fc.array(cell, { minLength: 6, maxLength: 6 }),
        (rs, cells) => {
          const rows = [...rs.map((r) => `${r} . .`), cells.join(" "), "BABA IS YOU . . . ."];
          const b = newBaba(map(...rows), LEX);
          const level = b.state;
          const all = Array.from({ length: level.nextId }, (_, id) => id).filter(
            (id) => level.alive[id] === 1,
          );
          const expected = all.filter((id) => hasProperty(level, id, "HOSTA"));
          expect(holdersOf(level, A, [])).toEqual(expected);
          if (expected.length > 0) expect(mayHold(level, A)).toBe(true);
        },
      ),
      fuzzed({ seed: 7_107, numRuns: 60 }),
    );
  });
});
