/**
 * An action played in place on a decoded state writes the level's per-kind counts in place when no copy
 * of the level holds them (src/solver/grid-codec-state.ts `handCount`): a card play or a step that adds,
 * removes or converts an object copies no array of counts, and each restore moves the counts back with
 * the objects it puts back (`putObjectsBack`), so every successor's counts are its objects' and every
 * restore's are the decoded board's. Over the first states of every shipped level, each expanded as the
 * search expands it, no copy of the level taken.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader } from "../../src/solver/packed";
import { levelOf, recount } from "./decoded";
import { firstStates } from "./in-place";

const content = repositoryContent();

/** Successors whose counts differ from their parent's (an object added, removed or converted), all levels. */
let moved = 0;

describe("the per-kind counts of a state expanded in place", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: written in place, no copy, and moved back by each restore`, () => {
      const model = modelOf(def, content);
      const codec = model.codec();
      for (const bytes of firstStates(model, codec, 40).met) {
        const decoded = levelOf(codec.decode(new Reader(bytes, 0)));
        const array = decoded.count;
        const before = [...array];
        codec.expand(new Reader(bytes, 0), (child) => {
          const level = levelOf(child);
          expect(level.count).toBe(array);
          expect(level.count).toEqual(recount(level));
          if (level.count.some((c, k) => c !== before[k])) moved++;
        });
        expect(levelOf(codec.decode(new Reader(bytes, 0))).count).toEqual(before);
      }
    });
  test("some successors moved a count (the walks reach plays, deaths and conversions)", () => {
    expect(moved).toBeGreaterThan(100);
  });
});
