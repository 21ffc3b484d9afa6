/**
 * What a level's parse at load takes from per-lexicon tables and from the last full read (docs/rules.md
 * §5.2–5.3; kinds.ts, line-scan.ts), against the general path:
 * - the kind table's innate `TEXT IS PUSH` code and ALL word are the lexicon's, in lexicons lacking TEXT,
 *   PUSH or ALL now and then; a load spells what the whole-board parse (parse.ts `parseCodes`) spells;
 * - levels of one size loaded in turn (the same text again, its objects in another order, other text),
 *   then played with steps and undos: after every load and call, every level's lines are a fresh read's
 *   (lists the last full read left are shared by a level loaded with the same text, and never written)
 *   and its rules a whole-board parse's;
 * - the compiled records are kept per lexicon (parse-record.ts keeps the last lexicon's at hand): two
 *   lexicons in which the same text spells the same codes with other meanings (YOU and WIN trade places),
 *   loaded and reparsed in a seeded random order, each get their own lexicon's rules.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import seams from "../../content/seams.json" with { type: "json" };
import words from "../../content/words.json" with { type: "json" };
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, hostedProperties, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { kindTable } from "../../src/engine/grid/kinds";
import { readLine } from "../../src/engine/grid/line-read";
import { parseCodes } from "../../src/engine/grid/parse";
import { ruleCode } from "../../src/engine/grid/rule-codes";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { apply, callName, UNDO } from "./shortcut-walk";
import { parseWholeBoard } from "./whole-board-parse";
import { sameSizeBoards } from "./word-cells";

/** The lexicon's words less those of `dropped` (a word's index then moves). */
function without(dropped: readonly string[]): grid.Lexicon | null {
  const kept = words.words.filter((w) => !dropped.includes(w.word));
  try {
    return buildLexicon({ ...words, words: kept }, "content/words.json", hostedProperties(seams));
  } catch {
    return null; // (a lexicon the check refuses)
  }
}

describe("the kind table's parse lookups", () => {
  test("the innate TEXT IS PUSH and the ALL word are the lexicon's; a load spells what the whole board does", () => {
    fc.assert(
      fc.property(fc.subarray(["TEXT", "PUSH", "ALL", "ROCK", "WIN"]), (dropped) => {
        const lex = without(dropped);
        fc.pre(lex !== null);
        const t = kindTable(lex as grid.Lexicon);
        const { index } = lex as grid.Lexicon;
        const innate =
          index.TEXT !== undefined && index.PUSH !== undefined
            ? [ruleCode(lex as grid.Lexicon, index.TEXT, false, index.PUSH, false)]
            : [];
        expect(t.innate).toEqual(innate);
        expect(t.allWord).toBe(index.ALL ?? -1);
        const row = ["BABA", "IS", "YOU", ".", "."].filter((w) => w === "." || index[w] !== undefined);
        const level = grid.createLevel(map(row.join(" "), ". baba . . ."), lex as grid.Lexicon, LEVEL_CONFIG);
        expect([...(level.parsed?.spelled ?? [])].sort()).toEqual([...parseCodes(level)].sort());
        expect(level.inForce.rules.includes("TEXT IS PUSH")).toBe(innate.length === 1);
      }),
      fuzzed({ seed: 13_401, numRuns: 40 }),
    );
  });
});

/** Boards of one size thick with text, BABA IS YOU (or TEXT IS YOU) on the top row. */
const BOARDS = sameSizeBoards(7, 1);

/** Each level's lines are a fresh read's and its rules a whole-board parse's. */
function expectFresh(levels: readonly grid.Level[], where: string): void {
  levels.forEach((level, i) => {
    const lines = level.lines ?? [];
    for (let l = 0; l < lines.length; l++)
      expect({ where, i, l, same: lines[l] === readLine(level, l) }).toEqual({ where, i, l, same: true });
    const whole = grid.cloneLevel(level);
    parseWholeBoard(whole);
    expect([where, i, level.inForce.rules, level.inForce.props]).toEqual([
      where,
      i,
      whole.inForce.rules,
      whole.inForce.props,
    ]);
  });
}

describe("loads of one size in turn", () => {
  test("every loaded level reads as a fresh read of every line, also once the others were played", () => {
    fc.assert(
      fc.property(
        BOARDS,
        fc.array(fc.nat(), { minLength: 2, maxLength: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: UNDO })), { maxLength: 20 }),
        (defs, order, calls) => {
          // The first board again, its objects in another order (other ids for the same text):
          const all = [...defs, { ...defs[0], objects: [...defs[0].objects].reverse() }];
          const levels: grid.Level[] = [];
          for (const [n, which] of order.entries()) {
            levels.push(grid.createLevel(all[which % all.length], LEXICON, LEVEL_CONFIG));
            expectFresh(levels, `load ${n}`);
          }
          for (const [n, [which, call]] of calls.entries()) {
            apply(levels[which % levels.length], call);
            expectFresh(levels, `call ${n} (${callName(call)})`);
          }
        },
      ),
      fuzzed({ seed: 13_402, numRuns: 60 }),
    );
  });
});

/** The lexicon with the places of YOU and WIN traded: the same codes name each other's rules. */
const TRADED = (() => {
  const list = [...words.words];
  const you = list.findIndex((w) => w.word === "YOU");
  const win = list.findIndex((w) => w.word === "WIN");
  [list[you], list[win]] = [list[win], list[you]];
  return buildLexicon({ ...words, words: list }, "content/words.json", hostedProperties(seams));
})();

describe("compiled records per lexicon", () => {
  test("the same codes in two lexicons, loaded and reparsed in turn, give each lexicon's rules", () => {
    const rows = (p: string) => map(`BABA IS ${p} .`, ". baba . .");
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.boolean(), fc.boolean()), { minLength: 2, maxLength: 12 }),
        (turns) => {
          const levels: grid.Level[] = [];
          for (const [traded, again] of turns) {
            if (again && levels.length > 0) grid.reparse(levels[levels.length - 1]);
            else
              levels.push(
                grid.createLevel(rows(traded ? "YOU" : "WIN"), traded ? TRADED : LEXICON, LEVEL_CONFIG),
              );
            for (const level of levels) {
              const whole = grid.cloneLevel(level);
              parseWholeBoard(whole);
              expect(level.inForce.rules).toEqual(whole.inForce.rules);
              expect(level.inForce.rules).toContain(level.lexicon === TRADED ? "BABA IS YOU" : "BABA IS WIN");
            }
          }
        },
      ),
      fuzzed({ seed: 13_403, numRuns: 40 }),
    );
  });
});
