/**
 * The undo history's entries in their regions (docs/rules.md §5.6; history.ts): each entry ends with its
 * length, so the newest is found from where the entries end and each older one from where the next
 * starts. Against a plain list of entries, any run of adds (small, and large enough to take regions of
 * their own), undos, drops of the oldest, copies and order-forgettings keeps the same entries in order,
 * and the newest is the one undo reads, with the rules its step began with (history-rules.ts keeps them as
 * runs of entries sharing them).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import {
  cloneHistory,
  dropOldest,
  entryNumbers,
  forgetOrder,
  type History,
  IN_AGE_ORDER,
  newestEnd,
  newestStart,
  newHistory,
  popEntry,
  pushEntry,
} from "../../src/engine/grid/history";
import { newestLines, newestParsed } from "../../src/engine/grid/history-rules";
import type { Parsed } from "../../src/engine/grid/parsed";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

type Op =
  | { type: "push"; records: number; ordered: boolean; parsed: number; lines: number }
  | { type: "pop" }
  | { type: "drop"; keep: number }
  | { type: "clone" }
  | { type: "forget" };

const OP: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 8,
    arbitrary: fc.record({
      type: fc.constant("push" as const),
      // mostly a few records; now and then more than a block's quarter (a region of its own)
      records: fc.oneof(
        { weight: 9, arbitrary: fc.nat(40) },
        { weight: 1, arbitrary: fc.integer({ min: 4000, max: 9000 }) },
      ),
      ordered: fc.boolean(),
      // rules: not up to date (0) or one of a few records, and one of a few line lists, so runs form
      parsed: fc.nat(3),
      lines: fc.nat(2),
    }),
  },
  { weight: 4, arbitrary: fc.constant({ type: "pop" as const }) },
  {
    weight: 1,
    arbitrary: fc.record({ type: fc.constant("drop" as const), keep: fc.integer({ min: 1, max: 30 }) }),
  },
  { weight: 1, arbitrary: fc.constant({ type: "clone" as const }) },
  { weight: 1, arbitrary: fc.constant({ type: "forget" as const }) },
);

let made = 0;

/** Stand-ins for parse records and line lists: the history keeps them by reference and never reads them. */
const PARSED: (Parsed | null)[] = [null, ...[1, 2, 3].map((n) => ({ n }) as unknown as Parsed)];
const LINES: (readonly (readonly number[])[])[] = [[[1]], [[2]], [[3]]];

/** An entry as `entryNumbers` lists it: id counter, won | IN_AGE_ORDER, seed, then the records. */
function entry(records: number, ordered: boolean): number[] {
  const id = ++made;
  const out = [id, 1 | (ordered ? IN_AGE_ORDER : 0), id * 7];
  for (let i = 0; i < records; i++) out.push((id * 31 + i) | 0);
  return out;
}

/** The newest entry as undo reads it (head and records). */
function newest(h: History): number[] {
  return [...h.bufs[h.last].subarray(newestStart(h), newestEnd(h))];
}

describe("the undo history's regions", () => {
  test("any run of adds, undos, drops, copies and forgettings keeps the model's entries", () => {
    fc.assert(
      fc.property(fc.array(OP, { maxLength: 120 }), (ops) => {
        let h = newHistory();
        let model: number[][] = [];
        // per entry of the model, its rules: the record and the lines (null when not up to date)
        let rules: [Parsed | null, unknown][] = [];
        for (const op of ops) {
          if (op.type === "push") {
            const e = entry(op.records, op.ordered);
            const records = Int32Array.from(e.slice(3));
            const parsed = PARSED[op.parsed];
            const lines = LINES[op.lines];
            pushEntry(h, e[0], 1, op.ordered, e[2], records, 0, records.length, parsed, lines);
            model.push(e);
            rules.push([parsed, parsed === null ? null : lines]);
          } else if (op.type === "pop") {
            if (model.length === 0) continue;
            expect(newest(h)).toEqual(model[model.length - 1]);
            popEntry(h);
            model.pop();
            rules.pop();
          } else if (op.type === "drop") {
            dropOldest(h, op.keep);
            if (model.length > op.keep) model = model.slice(model.length - op.keep);
            if (rules.length > op.keep) rules = rules.slice(rules.length - op.keep);
          } else if (op.type === "clone") {
            const copy = cloneHistory(h);
            if (h.length > 0) popEntry(h); // the copy is its own: changing the original leaves it
            pushEntry(h, 0, 0, false, 0, new Int32Array(0), 0, 0, PARSED[1], LINES[0]);
            h = copy;
          } else {
            forgetOrder(h);
            model = model.map((e) => [e[0], e[1] & 1, ...e.slice(2)]);
          }
          expect(h.length).toBe(model.length);
          expect(entryNumbers(h)).toEqual(model);
          if (model.length > 0) {
            expect(newest(h)).toEqual(model[model.length - 1]);
            const [parsed, lines] = rules[rules.length - 1];
            expect(newestParsed(h.rules)).toBe(parsed);
            expect(newestLines(h.rules)).toBe(lines);
          }
        }
      }),
      fuzzed({ seed: 13_301, numRuns: 60 }),
    );
  });
});

describe("a step run inside another (a destroy hook that moves)", () => {
  test("joins the outer step's entry: one entry, one undo back to the start, and copies of a board replay it alike", () => {
    const def = map("BABA IS YOU", "ROCK IS NOT ROCK", ". baba . rock .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const copy = grid.cloneLevel(level);
    const start = grid.hashLevel(level);
    const hook: grid.DestroyHook = (l, ids) => {
      grid.removeObjects(l, ids);
      grid.move(l, "down"); // a move recorded into the step's own entry (docs/rules.md §5.6)
    };
    const seen = (l: grid.Level) => {
      grid.step(l, "right", hook);
      const out = [grid.hashLevel(l), l.history.length];
      while (grid.undo(l)) out.push(grid.hashLevel(l));
      return out;
    };
    const first = seen(level);
    expect(first).toEqual([expect.any(String), 1, start]);
    expect(first[0]).not.toBe(start);
    expect(seen(copy)).toEqual(first);
  });
});
