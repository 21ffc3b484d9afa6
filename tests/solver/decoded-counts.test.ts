/**
 * The decoder counts each board's per-kind counts in place (issue 13 item 4; src/solver/grid-codec.ts):
 * the decoded level shares its counts with the codec (copy on write), and the codec counts the next
 * board into the same array unless a copy of the level (`cloneLevel`) was made since, which keeps the
 * counts it shares. Seeded random walks over every shipped level, the search's way: each state decoded
 * and expanded in place, copies of the decoded level taken at random successors (mid-expansion, after
 * an action wrote the board), the counts checked against a recount after every decode.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { cloneLevel, type Level, levelKey } from "../../src/engine/grid";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { levelOf, recount } from "./decoded";

const content = repositoryContent();

describe("the decoder's per-kind counts", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: counted in place, and a copy keeps its own`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(
          fc.array(fc.tuple(fc.nat(), fc.nat(), fc.boolean()), { minLength: 2, maxLength: 6 }),
          (walk) => {
            const codec = model.codec();
            const copies: { level: Level; key: number; count: number[] }[] = [];
            let s = model.start;
            let last: number[] | null = null;
            for (const [pick, at, copy] of walk) {
              const w = new Writer();
              codec.encode(s, w);
              const bytes = w.bytes.slice(0, w.length);
              const decoded = levelOf(codec.decode(new Reader(bytes, 0)));
              expect(decoded.count).toEqual(recount(decoded));
              for (const c of copies) expect(c.level.count).not.toBe(decoded.count);
              // No copy since the last decode: the same array, counted again.
              if (last !== null) expect(decoded.count).toBe(last);
              let j = 0;
              codec.expand(new Reader(bytes, 0), (child) => {
                if (copy && j++ === at % 5) {
                  const level = cloneLevel(levelOf(child));
                  copies.push({ level, key: levelKey(level), count: recount(level) });
                }
              });
              last = copy ? null : levelOf(codec.decode(new Reader(bytes, 0))).count;
              for (const c of copies) {
                expect(c.level.count).toEqual(c.count);
                expect(levelKey(c.level)).toBe(c.key);
              }
              const next = model.successors(s);
              if (next.length === 0 || model.won(s) || model.lost(s)) break;
              s = next[pick % next.length].state;
            }
          },
        ),
        fuzzed({ seed: 13, numRuns: 12 }),
      );
    });
});
