/**
 * The search encodes every successor of a state into one writer, reset before each (src/solver/search.ts):
 * an encode of the codec's own level may then write only the objects that differ from the board the
 * writer already holds (grid-encode.ts `encodeOver`, `Writer.keeper`). Whatever the writer held, and
 * whatever was written into it between (another state's bytes, any bytes), the bytes are those a fresh
 * codec writes into a fresh writer (docs/rules.md §2: equal bytes are equal boards). Seeded walks over
 * every shipped level and over generated small levels: decode a few boards met (the last of them the
 * one expanded), play each of its actions in place as the search does (restore between), encode each
 * into the one writer, compare.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { boardsMet, bytesOf, freshCodec, playInPlace } from "./in-place";
import { smallLevel } from "./small-level";

const content = repositoryContent();

/**
 * Walks `def` (picks `walk`), keeping the boards met; then for each pick decodes a board met and plays
 * each of its actions in place, encoding each successor into one writer; before some encodes (`junk`)
 * other bytes are written into it first (from its start: a foreign write over the board it holds).
 * Before each board expanded, up to `rows` - 1 boards met are decoded with no encode between.
 * Returns how many encodes followed an action that changed the board.
 */
function check(def: LevelDef, walk: number[], picks: number[], junk: number[], rows = 4): number {
  const model = modelOf(def, content);
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const met = boardsMet(model, codec, walk);
  const reference = freshCodec(
    modelOf(def, content),
    met.map((m) => m.state),
  );
  const w = new Writer();
  let changed = 0;
  let n = 0;
  for (const pick of picks) {
    for (let k = 0; k < pick % rows; k++) codec.decode(new Reader(met[(pick + k) % met.length].bytes, 0)); // (no encode between)
    const at = met[pick % met.length];
    const decoded = codec.decode(new Reader(at.bytes, 0));
    for (const action of at.actions) {
      playInPlace(decoded, action);
      const j = junk[n++ % junk.length];
      if (j > 0) {
        w.reset();
        for (let k = 0; k < j; k++) w.u8((k * 37 + j) & 0xff);
      }
      w.reset();
      codec.encode(decoded as never, w);
      const bytes = w.bytes.slice(0, w.length);
      expect(bytes).toEqual(bytesOf(reference, decoded));
      if (bytes.length !== at.bytes.length || !bytes.every((v, i) => v === at.bytes[i])) changed++;
      codec.restore();
    }
  }
  return changed;
}

const PICKS = fc.array(fc.nat(), { minLength: 1, maxLength: 8 });
const JUNK = fc.array(fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 80 })), {
  minLength: 1,
  maxLength: 6,
});

describe("encodes into one reused writer write a fresh codec's bytes", () => {
  test("every shipped level, along random walks, other bytes written between some", () => {
    let changed = 0;
    for (const { def } of shippedLevels())
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 6 }), PICKS, JUNK, (walk, picks, junk) => {
          changed += check(def, walk, picks, junk);
        }),
        fuzzed({ seed: 5813, numRuns: 5 }),
      );
    expect(changed).toBeGreaterThan(200);
  });

  test("generated small levels, along random walks, other bytes written between some", () => {
    fc.assert(
      fc.property(smallLevel, fc.array(fc.nat(), { maxLength: 6 }), PICKS, JUNK, (def, walk, picks, junk) => {
        check(def, walk, picks, junk);
      }),
      fuzzed({ seed: 5814, numRuns: 40 }),
    );
  });

  test("every shipped level, after hundreds of decodes with no encode between", () => {
    for (const { def } of shippedLevels()) check(def, [0, 1, 2, 3, 0, 1], [399, 398, 2], [0], 400);
  });
});

/** `bytes` (a two-byte board of no seed) with the `nth` alive object's cell moved by one (its cell index's last bit flipped). */
function moved(bytes: Uint8Array, nth: number): Uint8Array {
  const out = bytes.slice();
  for (let q = 5, seen = 0; ; q += out[q] === 0 ? 1 : 2)
    if (out[q] !== 0 && seen++ === nth) {
      out[q + 1] ^= 4;
      return out;
    }
}

test("a board decoded after many decodes over one object, then another moved, encodes to its bytes", () => {
  const def = shippedLevels().find((l) => l.path.includes("baba-conversion"))?.def as LevelDef;
  const model = modelOf(def, content);
  const codec = model.codec();
  const w = new Writer();
  codec.encode(model.start, w);
  const a = w.bytes.slice(0, w.length);
  expect(a[4] & 4).toBe(0); // (no seed: the objects start at 5)
  const b = moved(a, 0);
  const c = moved(a, 1);
  const level = codec.decode(new Reader(a, 0));
  w.reset();
  codec.encode(level, w); // (the writer now holds the board decoded)
  for (let k = 0; k < 200; k++) codec.decode(new Reader(k % 2 === 0 ? b : a, 0));
  codec.decode(new Reader(c, 0));
  w.reset();
  codec.encode(level, w);
  expect(w.bytes.slice(0, w.length)).toEqual(c);
});

describe("a writer's keeper", () => {
  test("is forgotten by a write below the bytes it kept, and only by one", () => {
    const w = new Writer();
    const keeper = {};
    for (let k = 0; k < 10; k++) w.u8(k);
    w.keeper = keeper;
    w.keptEnd = w.length;
    w.u32(7); // (past the bytes kept)
    expect(w.keeper).toBe(keeper);
    w.reset();
    w.u8(1); // (over them)
    expect(w.keeper).toBeNull();
  });
});
