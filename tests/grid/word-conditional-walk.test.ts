/**
 * Conditional WORD on random levels (docs/rules.md §5.8 "Conditional WORD"; fast-check, seeded and
 * bounded): after random steps and undos a level's rules are those a level loaded afresh from its board
 * gives (the rules are a function of the board), and the solver's codec decodes and steps its states as
 * plain play does (tests/properties/codec-play.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { playsAlike } from "../properties/codec-play";
import { boardDef } from "./builder";

const THINGS = ["rock", "keke", "flag"];
const CONDS = ["ON", "NEAR", "FACING", "ABOVE", "BESIDELEFT", "WITHOUT"];
const PROPS = ["PUSH", "STOP", "WIN", "YOU", "MOVE", "POWER"];
const FACINGS = ["up", "down", "left", "right"] as const;

/**
 * A level 7 × 7: BABA IS YOU; one or two `[LONELY | [NOT] IDLE | [NOT] POWERED] N [NOT] [cond M] IS [NOT] WORD`
 * sentences; rows `thing IS P` whose thing may be read as its noun; things strewn about facing drawn
 * ways. (IDLE is read at rest, false, in every parse, a wait's too: docs/rules.md §5.8 "Conditional WORD".)
 */
const CONDITIONAL_WORD: fc.Arbitrary<LevelDef> = fc
  .record({
    sentences: fc.array(
      fc.record({
        prefix: fc.constantFrom(null, "LONELY", null, "IDLE", "POWERED"),
        subject: fc.constantFrom(...THINGS),
        not: fc.boolean(),
        cond: fc.constantFrom(...CONDS),
        target: fc.constantFrom("BABA", ...THINGS.map((t) => t.toUpperCase())),
        negated: fc.boolean(),
      }),
      { minLength: 1, maxLength: 2 },
    ),
    spelled: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.constantFrom(...PROPS)), { maxLength: 3 }),
    strewn: fc.array(
      fc.record({
        kind: fc.constantFrom("baba", ...THINGS),
        x: fc.nat(6),
        y: fc.nat(6),
        dir: fc.constantFrom(...FACINGS),
      }),
      { maxLength: 8 },
    ),
  })
  .map(({ sentences, spelled, strewn }): LevelDef => {
    const objects: LevelDef["objects"] = [];
    const words = (y: number, ws: string[]) => {
      for (const [x, w] of ws.entries()) objects.push({ kind: `text:${w}`, x, y });
    };
    words(0, ["BABA", "IS", "YOU"]);
    sentences.forEach((s, i) => {
      const cond = s.prefix
        ? [...(s.not && s.prefix !== "LONELY" ? ["NOT"] : []), s.prefix, s.subject.toUpperCase()]
        : [s.subject.toUpperCase(), ...(s.not ? ["NOT"] : []), s.cond, s.target];
      words(1 + i, [...cond, "IS", ...(s.negated ? ["NOT"] : []), "WORD"].slice(0, 7));
    });
    spelled.forEach(([thing, prop], i) => {
      objects.push({ kind: thing, x: 1, y: 3 + i });
      objects.push({ kind: "text:IS", x: 2, y: 3 + i }, { kind: `text:${prop}`, x: 3, y: 3 + i });
    });
    objects.push({ kind: "baba", x: 5, y: 6 });
    for (const o of strewn) objects.push(o);
    return { width: 7, height: 7, objects };
  });

const INPUTS = ["up", "down", "left", "right", "wait"] as const;

/** The level `def` loads to, with the engine's rules (createLevel: every condition is built). */
const load = (def: LevelDef) => grid.createLevel(def, LEXICON, LEVEL_CONFIG);

describe("conditional WORD after random steps and undos", () => {
  it("the rules are those of a level loaded afresh from the board, and most levels read objects", () => {
    let read = 0;
    fc.assert(
      fc.property(
        CONDITIONAL_WORD,
        fc.array(fc.constantFrom(...INPUTS), { minLength: 1, maxLength: 20 }),
        (def, moves) => {
          const level = load(def);
          expect(level.inForce.condWord).toBe(true);
          const same = (where: string) => {
            const fresh = load(boardDef(level));
            expect([where, level.inForce.rules, level.inForce.activeText]).toEqual([
              where,
              fresh.inForce.rules,
              fresh.inForce.activeText,
            ]);
            if ((level.inForce.readIds?.length ?? 0) > 0) read++;
          };
          same("loaded");
          moves.forEach((m, i) => {
            grid.step(level, m);
            same(`step ${i + 1} (${m})`);
            if (i % 3 === 1) {
              grid.undo(level);
              same(`undo after step ${i + 1}`);
            }
          });
        },
      ),
      fuzzed({ seed: 58_001, numRuns: 150 }),
    );
    expect(read).toBeGreaterThan(50);
  });

  it("the solver's codec decodes and steps such boards as plain play does; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        CONDITIONAL_WORD,
        fc.array(fc.tuple(fc.nat(4), fc.nat(3)), { minLength: 1, maxLength: 10 }),
        playsAlike,
      ),
      fuzzed({ seed: 58_002, numRuns: 100 }),
    );
  });
});
