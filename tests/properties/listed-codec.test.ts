/**
 * The solver's boards step as plain play does with the words of stop 48 (docs/rules.md §5.4 MOVE and
 * SHIFT per listing, §5.8 SEEING and the conditional verbs, §7 the solver; fast-check, seeded and bounded,
 * FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random levels (tests/properties/stop48-words.ts) with MOVE and
 * SHIFT rules written more than once are played by random inputs two ways: plain play (`newBaba`, a
 * journal kept) and the solver's codec, which decodes each state's bytes and steps it in place with the
 * listings kept per text layout (`useListed`), another state decoded and expanded between the steps now
 * and then (the codec's and the engine's caches then hold another board). After every input both give
 * the same bytes, and `model.apply` on the solver's own copy gives them too; undo in plain play puts back
 * the bytes before the step.
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
import { LEVEL48 } from "./stop48-words";

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

describe("the solver's boards with MOVE and SHIFT written more than once, SEEING and the conditional verbs", () => {
  it("most drawn levels load with a MOVE or SHIFT rule listed more than once (the generator stays useful)", () => {
    let loaded = 0;
    let twice = 0;
    for (const def of fc.sample(LEVEL48, { seed: 4848, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      const listed = grid.listedOf(b.state);
      if ([...listed.plain.values(), ...listed.byText.values()].some((n) => n > 1)) twice++;
    }
    expect(loaded).toBeGreaterThan(60);
    expect(twice).toBeGreaterThan(20);
  });

  it("each input gives plain play's bytes: the codec's in-place step, model.apply; undo gives the bytes before", () => {
    fc.assert(
      fc.property(
        LEVEL48,
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
      fuzzed({ seed: 4849, numRuns: 150 }),
    );
  });
});
