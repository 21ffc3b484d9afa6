/**
 * The search's shortcut for a successor that is the state expanded (`Codec.unchanged`): a successor
 * the codec calls unchanged encodes to the bytes of the state expanded, and a search that never takes
 * the shortcut (every successor encoded and looked up) finds the same: the same outcome, script and
 * number of states explored, on every shipped level and on small generated ones.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { type Codec, type Model, modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { solve } from "../../src/solver/search";
import { fuzzed } from "../fuzz";
import { strip } from "./outcome";
import { openField, smallLevel } from "./small-level";

const content = repositoryContent();

function packed<S>(codec: Codec<S>, s: S): number[] {
  const w = new Writer();
  codec.encode(s, w);
  return [...w.bytes.subarray(0, w.length)];
}

/** `model` with a codec that never calls a successor unchanged: the search encodes every one. */
function withoutShortcut<S>(model: Model<S>): Model<S> {
  const c = model.codec();
  const codec: Codec<S> = {
    portable: c.portable,
    encode: (s, w) => c.encode(s, w),
    decode: (r) => c.decode(r),
    expand: (r, visit) => c.expand(r, visit),
    unchanged: () => false,
  };
  return { ...model, codec: () => codec };
}

/** Along the walk `picks`, every successor called unchanged has the bytes of the state expanded. */
function checkWalk(def: LevelDef, picks: readonly number[]): number {
  const model = modelOf(def, content);
  const codec = model.codec();
  let s = model.start;
  let seen = 0;
  for (const pick of picks) {
    const bytes = new Uint8Array(packed(codec, s));
    codec.expand(new Reader(bytes, 0), (child) => {
      if (!codec.unchanged(child)) return;
      seen++;
      expect(packed(codec, child)).toEqual([...bytes]);
    });
    const a = model.successors(s);
    if (a.length === 0 || model.won(s) || model.lost(s)) break;
    s = a[pick % a.length].state;
  }
  return seen;
}

describe("a successor the codec calls unchanged", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks, each one encodes to the bytes of the state expanded`, () => {
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 8 }), (picks) => {
          checkWalk(def, picks);
        }),
        fuzzed({ seed: 53, numRuns: 10 }),
      );
    });

  test("on small generated levels too, each one encodes to the bytes of the state expanded", () => {
    fc.assert(
      fc.property(smallLevel, fc.array(fc.nat(), { maxLength: 8 }), (def, picks) => {
        checkWalk(def, picks);
      }),
      fuzzed({ seed: 59, numRuns: 40 }),
    );
  });

  test("a wait on a board where nothing moves by itself is called unchanged", () => {
    expect(checkWalk(openField, [0])).toBeGreaterThan(0);
  });
});

describe("a search that never takes the shortcut", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: finds the same outcome, script and number of states`, () => {
      const model = modelOf(def, content);
      const options = { maxStates: 200_000 };
      expect(strip(solve(withoutShortcut(model), options))).toEqual(strip(solve(model, options)));
    });

  test("on small generated levels and a budget-bound open field, finds the same", () => {
    fc.assert(
      fc.property(smallLevel, (def) => {
        const model = modelOf(def, content);
        expect(strip(solve(withoutShortcut(model), { maxStates: 5000 }))).toEqual(
          strip(solve(model, { maxStates: 5000 })),
        );
      }),
      fuzzed({ seed: 61, numRuns: 30 }),
    );
    const field = modelOf(openField, content);
    expect(strip(solve(withoutShortcut(field), { maxStates: 3000 }))).toEqual(
      strip(solve(field, { maxStates: 3000 })),
    );
  });
});
