/**
 * A decode over the board last decoded (src/solver/grid-codec.ts `readDiff`: the same ids, kinds and
 * lives, only cells and facings written) gives the level a whole read gives: every object's kind, life,
 * cell and facing, each cell's list in the same order, the text counts per cell, the per-kind counts,
 * the kept kinds, won, the seed and the rules in force, and every action then plays alike. Seeded walks
 * over every shipped level and over generated small levels, decoding the boards met along them in
 * random order into one codec, with actions played in place and restores between (as the search does),
 * each decode compared with a fresh codec's whole read of the same bytes. So is each restore, which after
 * an encode of the level puts back the objects that encode listed (`encodeListing`).
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { readBoard as board, boardsMet, levelOf, playInPlace } from "./in-place";
import { smallLevel } from "./small-level";

const content = repositoryContent();

type Op =
  | { type: "decode"; pick: number }
  | { type: "play"; pick: number }
  | { type: "restore" }
  | { type: "encode" };
const OP: fc.Arbitrary<Op> = fc.oneof(
  { weight: 4, arbitrary: fc.record({ type: fc.constant("decode" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("play" as const), pick: fc.nat() }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("restore" as const) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("encode" as const) }) },
);

/** The level of the state `s` after `action` played on it in place (null: refused). */
function after(s: unknown, action: PlayerAction): ReturnType<typeof board> | null {
  return playInPlace(s, action) ? board(levelOf(s)) : null;
}

/**
 * `bytes` decoded whole: by a fresh codec of `def`'s model, which first numbers the card sides of the
 * walk's `states` in the order the tested codec met them (a SpellGrid state's bytes name its card side
 * by that number).
 */
function wholeRead(def: LevelDef, states: readonly unknown[], bytes: Uint8Array): unknown {
  const codec = modelOf(def, content).codec();
  for (const s of states) codec.encode(s as never, new Writer());
  return codec.decode(new Reader(bytes, 0));
}

/**
 * Walks `def` (picks `walk`), keeping the boards met, then runs `ops` on one codec; after each decode,
 * a fresh codec decodes the same bytes whole and the two levels must agree, and so must one action
 * played on each. Returns how many decodes followed a decode of a board with as many ids.
 */
function check(def: LevelDef, walk: number[], ops: Op[]): number {
  const model = modelOf(def, content);
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const met = boardsMet(model, codec, walk);
  const states = met.map((m) => m.state);
  let at = met[0];
  let decoded = codec.decode(new Reader(at.bytes, 0));
  let over = 0;
  for (const op of ops) {
    if (op.type === "restore") {
      codec.restore();
      expect(board(levelOf(decoded))).toEqual(board(levelOf(wholeRead(def, states, at.bytes))));
    } else if (op.type === "encode") codec.encode(decoded as never, new Writer());
    else if (op.type === "play") {
      if (at.actions.length > 0) playInPlace(decoded, at.actions[op.pick % at.actions.length]);
    } else {
      const ids = levelOf(decoded).nextId;
      at = met[op.pick % met.length];
      decoded = codec.decode(new Reader(at.bytes, 0));
      if (levelOf(decoded).nextId === ids) over++;
      const whole = wholeRead(def, states, at.bytes);
      expect(board(levelOf(decoded))).toEqual(board(levelOf(whole)));
      if (at.actions.length > 0) {
        const action = at.actions[op.pick % at.actions.length];
        expect(after(decoded, action)).toEqual(after(whole, action));
        decoded = codec.decode(new Reader(at.bytes, 0)); // (the board again, the action undone)
        expect(board(levelOf(decoded))).toEqual(board(levelOf(wholeRead(def, states, at.bytes))));
      }
    }
  }
  return over;
}

describe("a decode over the last board decoded gives what a whole read gives", () => {
  test("every shipped level, along random walks", () => {
    let over = 0;
    for (const { def } of shippedLevels())
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 6 }), fc.array(OP, { maxLength: 20 }), (walk, ops) => {
          over += check(def, walk, ops);
        }),
        fuzzed({ seed: 5301, numRuns: 5 }),
      );
    expect(over).toBeGreaterThan(100);
  });

  test("generated small levels, along random walks", () => {
    fc.assert(
      fc.property(
        smallLevel,
        fc.array(fc.nat(), { maxLength: 8 }),
        fc.array(OP, { maxLength: 20 }),
        (def, walk, ops) => {
          check(def, walk, ops);
        },
      ),
      fuzzed({ seed: 5302, numRuns: 300 }),
    );
  });
});
