/**
 * A copy of a decoded board is its own (issue 13 item 3): the decoder shares a board's per-kind counts
 * with its level (copy on write) and puts them back on `restore`, so a copy made of a decoded level
 * (`cloneLevel`, as `successors` and `cloneSpellGrid` make) must keep its counts while the codec goes
 * on decoding, expanding and restoring other states. Seeded random walks over every shipped level.
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

describe("a copy of a decoded board keeps its counts while the codec decodes others", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(fc.array(fc.nat(), { minLength: 1, maxLength: 5 }), (picks) => {
          const codec = model.codec();
          const copies: { level: Level; key: number; count: number[] }[] = [];
          let s = model.start;
          for (const pick of picks) {
            const w = new Writer();
            codec.encode(s, w);
            const bytes = w.bytes.slice(0, w.length);
            const copy = cloneLevel(levelOf(codec.decode(new Reader(bytes, 0))));
            copies.push({ level: copy, key: levelKey(copy), count: copy.count.slice() });
            codec.expand(new Reader(bytes, 0), () => {});
            for (const c of copies) {
              expect(c.level.count).toEqual(c.count);
              expect(c.level.count).toEqual(recount(c.level));
              expect(levelKey(c.level)).toBe(c.key);
            }
            const next = model.successors(s);
            if (next.length === 0 || model.won(s) || model.lost(s)) break;
            s = next[pick % next.length].state;
          }
        }),
        fuzzed({ seed: 5, numRuns: 6 }),
      );
    });
});
