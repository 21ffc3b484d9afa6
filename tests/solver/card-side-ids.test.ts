/**
 * The SpellGrid codec numbers card sides (issue 13 item 3): a state's number is found by identity with
 * the state decoded, by `sameCardSide` against the card side last found or those filed under the
 * state's hint (`cardSideHint`), else by its bytes. Whichever way it is found, two states take the same
 * number exactly when their card sides are written as the same bytes (`writeCardSide`). Seeded random
 * walks over the shipped SpellGrid levels encode, in one codec per level, every state met near the
 * walk (the state, its successors, and those of a copy keeping its journal, whose cards are played
 * afresh), and check that numbers and bytes go one to one; so do states that hold all but one of the
 * parts of the state encoded just before them (its card game, id maps, rule auras), the one other
 * taken from a state met beside it: a number is never taken for a state by the parts it shares.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { SpellGridState } from "../../src/engine/spellgrid";
import { levelKind } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { Writer } from "../../src/solver/packed";
import { spellGridModel } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { cardSideBytesOf, walkNear } from "./card-side-bytes";

const content = repositoryContent();
const spellGridLevels = shippedLevels().filter((l) => levelKind(l.def) === "spellgrid");

/**
 * For one codec of `model`: `check(s)` expects the card-side number it writes for `s` (the last four
 * bytes of its encoding) to be the one it wrote for every state checked before with the same card-side
 * bytes, and no other's; `distinct()` the card sides met so far.
 */
function sideChecker(model: ReturnType<typeof spellGridModel>) {
  const codec = model.codec() as unknown as { encode(s: SpellGridState, w: Writer): void };
  const bytes = cardSideBytesOf(model);
  const numberOf = new Map<string, number>();
  const bytesOf = new Map<number, string>();
  const check = (s: SpellGridState) => {
    const w = new Writer();
    codec.encode(s, w);
    const b = w.bytes;
    const end = w.length;
    const n = (b[end - 4] | (b[end - 3] << 8) | (b[end - 2] << 16) | (b[end - 1] << 24)) >>> 0;
    const text = bytes(s);
    expect(numberOf.get(text) ?? n).toBe(n);
    expect(bytesOf.get(n) ?? text).toBe(text);
    numberOf.set(text, n);
    bytesOf.set(n, text);
  };
  return { check, bytes, distinct: () => numberOf.size };
}

/** How many states of the second test held a part that made their card side's bytes differ. */
let differing = 0;

describe("the codec numbers two card sides alike exactly when their bytes are alike", () => {
  test("there are SpellGrid levels to walk", () => {
    expect(spellGridLevels.length).toBeGreaterThan(0);
  });

  for (const { path, def } of spellGridLevels)
    test(`${path}: along random walks, equal card-side numbers iff equal card-side bytes`, () => {
      const model = spellGridModel(def, content);
      const { check, distinct } = sideChecker(model);
      let met = 0;
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 5 }), (picks) =>
          walkNear(model, picks, (near) => {
            for (const a of near) {
              met++;
              check(a);
            }
          }),
        ),
        fuzzed({ seed: 11, numRuns: 6 }),
      );
      expect(met).toBeGreaterThan(distinct()); // some card sides were met more than once
    });

  for (const { path, def } of spellGridLevels)
    test(`${path}: a state holding all but one part of the one encoded before it is numbered by its bytes`, () => {
      const model = spellGridModel(def, content);
      const { check, bytes } = sideChecker(model);
      const parts = ["game", "external", "entityOf", "ruleAuras"] as const;
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 4 }), (picks) =>
          walkNear(model, picks, (near) => {
            for (let i = 1; i < near.length; i++)
              for (const part of parts) {
                const a = near[i - 1];
                const b = near[i];
                check(a);
                const mixed = { ...a, [part]: b[part] } as SpellGridState;
                if (bytes(mixed) !== bytes(a)) differing++;
                check(mixed);
              }
          }),
        ),
        fuzzed({ seed: 12, numRuns: 4 }),
      );
    });

  test("many of those states' card sides differ from the one encoded before them", () => {
    expect(differing).toBeGreaterThan(100);
  });
});
