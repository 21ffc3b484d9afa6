/**
 * The solver's boards step as plain play does with the words of stop 49 (docs/rules.md §5.4 a pulled
 * object pushing, §5.6 WRITE as a conversion, §5.8 BESIDELEFT/BESIDERIGHT and conditional fills, §7 the
 * solver; fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random levels
 * (tests/properties/stop49-words.ts) are played by random inputs two ways: plain play (`newBaba`, a
 * journal kept) and the solver's codec, which decodes each state's bytes and steps it in place, another
 * state decoded and expanded between the steps now and then. After every input both give the same bytes,
 * `model.apply` on the solver's own copy gives them too, and undo in plain play puts back the bytes
 * before the step. A sibling of tests/properties/listed-codec.test.ts (stop 48's words).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { type Codec, modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { tried } from "./harness";
import { LEVEL49 } from "./stop49-words";

const DIRS: grid.TurnInput[] = ["up", "down", "left", "right", "wait"]; // the solver's order (baba-moves.ts)
const content = repositoryContent();

function bytesOf(codec: Codec<unknown>, s: unknown): number[] {
  const w = new Writer();
  codec.encode(s, w);
  return [...w.bytes.slice(0, w.length)];
}

/** The level `def` loads to, or null when the load refuses it (a clear Error naming the objects). */
function load(def: LevelDef): Baba | null {
  let b: Baba | null = null;
  const err = tried(() => {
    b = newBaba(def);
  });
  if (err === null) return b;
  expect((err as Error).message).toMatch(/^level "\(unnamed\)": /);
  return null;
}

/** The bytes of successor `j` of the state `bytes` hold, as the search makes it (decoded, stepped in place); null if refused. */
function expanded(codec: Codec<unknown>, bytes: number[], j: number): number[] | null {
  let got: number[] | null = null;
  codec.expand(new Reader(Uint8Array.from(bytes), 0), (s, k) => {
    if (k !== j) return false;
    got = bytesOf(codec, s);
    return true;
  });
  return got;
}

describe("the solver's boards with WRITE, BESIDELEFT/BESIDERIGHT, conditional fills and pulls that push", () => {
  it("most drawn levels load, many with a WRITE rule, a conditional fill or a one-sided BESIDE in force (the generator stays useful)", () => {
    let loaded = 0;
    const seen = { write: 0, fill: 0, beside: 0 };
    for (const def of fc.sample(LEVEL49, { seed: 4948, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      const rules = b.rules();
      if (rules.some((r) => / WRITE /.test(r))) seen.write++;
      if (rules.some((r) => /^EMPTY (NEAR|ON|BESIDE|LONELY)|^LONELY EMPTY/.test(r) && / IS /.test(r)))
        seen.fill++;
      if (rules.some((r) => /BESIDE(LEFT|RIGHT)/.test(r))) seen.beside++;
    }
    expect(loaded).toBeGreaterThan(60);
    expect(seen.write).toBeGreaterThan(15);
    expect(seen.fill).toBeGreaterThan(5);
    expect(seen.beside).toBeGreaterThan(15);
  });

  it("each input gives plain play's bytes: the codec's in-place step, model.apply; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        LEVEL49,
        fc.array(fc.tuple(fc.nat(4), fc.nat(3)), { minLength: 1, maxLength: 10 }),
        (def, inputs) => {
          const b = load(def);
          if (b === null) return;
          const model = modelOf(def, content);
          const codec = model.codec();
          const seen: number[][] = [bytesOf(codec, model.start)];
          let bytes = seen[0];
          let copy = model.start;
          expect(bytesOf(codec, b.state)).toEqual(bytes);
          for (const [j, other] of inputs) {
            if (grid.objectCount(b.state) > 300) break;
            // Now and then another state is decoded and all its successors made first.
            if (other === 0) codec.expand(new Reader(Uint8Array.from(seen[j % seen.length]), 0), () => false);
            const before = bytesOf(codec, b.state);
            const err = tried(() => b.step(DIRS[j]));
            const solver = expanded(codec, bytes, j);
            if (err !== null) {
              expect(err).toBeInstanceOf(grid.LimitError);
              expect(solver).toBeNull();
              expect(bytesOf(codec, b.state)).toEqual(before);
              break;
            }
            const plain = bytesOf(codec, b.state);
            expect(solver, `input ${DIRS[j]}`).toEqual(plain);
            copy = model.apply(copy, { type: "step", dir: DIRS[j] });
            expect(bytesOf(codec, copy), `model.apply ${DIRS[j]}`).toEqual(plain);
            expect(b.undo()).toBe(true);
            expect(bytesOf(codec, b.state), `undo after ${DIRS[j]}`).toEqual(before);
            b.step(DIRS[j]);
            bytes = plain;
            seen.push(plain);
          }
        },
      ),
      fuzzed({ seed: 4949, numRuns: 150 }),
    );
  });
});
