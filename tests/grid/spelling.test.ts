/**
 * Which text objects spell a rule (docs/rules.md §5.2): the subject with its NOTs, the IS, and the
 * complement with its NOTs, in one reading of one run; checked on examples and, on random small
 * levels with stacked text, against the slow reference reader (reading.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ruleSpellings } from "../../src/engine/grid";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { readings, SMALL_LEVEL, scan } from "./reading";

/** The ids spelling `rule` on the level of `def`, one list per run. */
const spelled = (def: LevelDef, rule: string) => ruleSpellings(newBaba(def).state, rule);

describe("the text objects that spell a rule", () => {
  it("a plain sentence, in a row and in a column", () => {
    const def = map("BABA IS YOU", "IS . .", "WIN . .");
    expect(spelled(def, "BABA IS YOU")).toEqual([[0, 1, 2]]);
    expect(spelled(def, "BABA IS WIN")).toEqual([[0, 3, 4]]);
  });

  it("AND joins words to a sentence but is no part of each rule", () => {
    const def = map("BABA AND KEKE IS YOU AND WIN");
    const ids = (word: string, n = 0) => idOf(def, `text:${word}`, n);
    expect(spelled(def, "KEKE IS WIN")).toEqual([[ids("KEKE"), ids("IS"), ids("WIN")]]);
    expect(spelled(def, "BABA IS YOU")).toEqual([[ids("BABA"), ids("IS"), ids("YOU")]]);
  });

  it("NOTs go with the word they negate", () => {
    const def = map("NOT BABA IS NOT NOT NOT YOU");
    expect(spelled(def, "NOT BABA IS NOT YOU")).toEqual([[0, 1, 2, 3, 4, 5, 6]]);
  });

  it("an IS that restarts the sentence at a noun complement takes that noun alone, not its NOT", () => {
    const def = map("ROCK IS NOT BABA IS YOU");
    expect(spelled(def, "ROCK IS NOT BABA")).toEqual([[0, 1, 2, 3]]);
    expect(spelled(def, "BABA IS YOU")).toEqual([[3, 4, 5]]);
  });

  it("on a stack, the text object of the word read; a rule spelled twice has two spellings", () => {
    const def = map("ROCK+BABA IS YOU", ". . .", "BABA IS YOU");
    expect(spelled(def, "BABA IS YOU")).toEqual([
      [1, 2, 3],
      [4, 5, 6],
    ]);
    expect(spelled(def, "ROCK IS YOU")).toEqual([[0, 2, 3]]);
  });

  it("the innate TEXT IS PUSH, a rule not spelled and a text that is not a rule have none", () => {
    const def = map("BABA IS YOU");
    expect(spelled(def, "TEXT IS PUSH")).toEqual([]);
    expect(spelled(def, "BABA IS WIN")).toEqual([]);
    expect(spelled(def, "BABA IS")).toEqual([]);
    expect(spelled(def, "DRAGON IS YOU")).toEqual([]);
  });

  it("on random stacked levels, every spelled rule has a spelling, and it is one reading's words", () => {
    const word = (def: LevelDef, id: number) => def.objects[id].kind.slice(5);
    fc.assert(
      fc.property(SMALL_LEVEL, (def) => {
        const b = newBaba(def);
        for (const rule of b.rules()) {
          if (rule === "TEXT IS PUSH") continue;
          const [first] = ruleSpellings(b.state, rule);
          expect(first, rule).toBeDefined();
          // The words read as the rule: [NOT…] subject IS [NOT…] complement.
          const words = first.map((id) => word(def, id));
          const m = /^((?:NOT )*)(\S+) IS ((?:NOT )*)(\S+)$/.exec(words.join(" "))!;
          expect(m, words.join(" ")).not.toBeNull();
          const odd = (nots: string) => (nots.length / 4) % 2 === 1;
          const text = `${odd(m[1]) ? "NOT " : ""}${m[2]} IS ${odd(m[3]) ? "NOT " : ""}${m[4]}`;
          expect(text).toBe(rule);
          // They lie on one row or column, in reading order, and some reading of their run that
          // reads those words on those tiles spells the rule.
          const at = first.map((id) => def.objects[id]);
          const row = at.every((o) => o.y === at[0].y);
          expect(row || at.every((o) => o.x === at[0].x)).toBe(true);
          const pos = (o: { x: number; y: number }) => (row ? o.x : o.y);
          expect(at.map(pos)).toEqual([...at.map(pos)].sort((a, b) => a - b));
          const stack = (p: number) =>
            def.objects
              .filter(
                (o) =>
                  o.kind.startsWith("text:") &&
                  (row ? o.y === at[0].y && o.x === p : o.x === at[0].x && o.y === p),
              )
              .map((o) => o.kind.slice(5));
          let lo = pos(at[0]);
          while (lo > 0 && stack(lo - 1).length > 0) lo--;
          let hi = pos(at[at.length - 1]);
          while (stack(hi + 1).length > 0) hi++;
          const stacks = Array.from({ length: hi - lo + 1 }, (_, i) => {
            const k = at.findIndex((o) => pos(o) === lo + i);
            return k >= 0 ? [words[k]] : [...new Set(stack(lo + i))];
          });
          expect(
            readings(stacks).some((r) => scan(r).includes(rule)),
            `${rule} from ${words.join(" ")}`,
          ).toBe(true);
        }
      }),
      fuzzed({ seed: 16_005, numRuns: 500 }),
    );
  });
});
