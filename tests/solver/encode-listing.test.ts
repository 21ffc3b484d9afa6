/**
 * An encode of the codec's own level after actions played on it in place (src/solver/grid-encode.ts
 * `encodeListing`, the search's every successor) writes the bytes a fresh codec writes for the same
 * board (docs/rules.md §2: equal bytes are equal boards), and the restore after it puts back every object
 * that moved, turned or changed place in its cell's list: the board it gives is the one a fresh codec's
 * whole read gives. Seeded walks over every shipped level and over generated small levels: decode a
 * board met, play a few of its actions in place, encode, compare, restore, compare.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { readBoard as board, boardsMet, bytesOf, freshCodec, levelOf, playInPlace } from "./in-place";
import { smallLevel } from "./small-level";

const content = repositoryContent();

/**
 * Walks `def` (picks `walk`), keeping the boards met; then for each pick decodes a board met into one
 * codec, plays up to `plays` of its actions in place, and encodes the level: the bytes must be those a
 * codec that never decoded writes (one that met the same card sides in the same order), and the restore that follows must give a fresh codec's whole read of the board decoded.
 * Returns how many encodes followed an action that changed the board.
 */
function check(def: LevelDef, walk: number[], picks: [number, number][]): number {
  const model = modelOf(def, content);
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const met = boardsMet(model, codec, walk);
  const states = met.map((m) => m.state);
  const reference = freshCodec(modelOf(def, content), states); // (never decodes: every encode of it writes the whole board)
  let changed = 0;
  for (const [pick, plays] of picks) {
    const at = met[pick % met.length];
    const decoded = codec.decode(new Reader(at.bytes, 0));
    for (let k = 0; k < plays % 3 && at.actions.length > 0; k++)
      playInPlace(decoded, at.actions[(pick + k) % at.actions.length]);
    const bytes = bytesOf(codec, decoded);
    expect(bytes).toEqual(bytesOf(reference, decoded));
    if (!bytes.every((v, i) => v === at.bytes[i]) || bytes.length !== at.bytes.length) changed++;
    codec.restore();
    const whole = freshCodec(modelOf(def, content), states).decode(new Reader(at.bytes, 0));
    expect(board(levelOf(decoded))).toEqual(board(levelOf(whole)));
    expect(bytesOf(codec, decoded)).toEqual(bytesOf(reference, decoded));
  }
  return changed;
}

const PICKS = fc.array(fc.tuple(fc.nat(), fc.nat()), { minLength: 1, maxLength: 12 });

describe("an encode of the codec's level after actions in place writes a fresh codec's bytes", () => {
  test("every shipped level, along random walks", () => {
    let changed = 0;
    for (const { def } of shippedLevels())
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 6 }), PICKS, (walk, picks) => {
          changed += check(def, walk, picks);
        }),
        fuzzed({ seed: 5311, numRuns: 5 }),
      );
    expect(changed).toBeGreaterThan(100);
  });

  test("generated small levels, along random walks", () => {
    fc.assert(
      fc.property(smallLevel, fc.array(fc.nat(), { maxLength: 8 }), PICKS, (def, walk, picks) => {
        check(def, walk, picks);
      }),
      fuzzed({ seed: 5312, numRuns: 300 }),
    );
  });
});
