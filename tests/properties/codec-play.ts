/**
 * Plays a level two ways, for the property tests of the solver's codec (tests/properties/listed-codec*.test.ts):
 * plain play (`newBaba`, a journal kept) and the solver's codec, which decodes each state's bytes and steps
 * it in place, another state decoded and expanded between the steps now and then (the codec's and the
 * engine's caches then hold another board).
 */
import { expect } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { type Codec, modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { tried } from "./harness";

const DIRS: grid.TurnInput[] = ["up", "down", "left", "right", "wait"]; // the solver's order (baba-moves.ts)
const content = repositoryContent();

function bytesOf(codec: Codec<unknown>, s: unknown): number[] {
  const w = new Writer();
  codec.encode(s, w);
  return [...w.bytes.slice(0, w.length)];
}

/** The level `def` loads to, or null when the load refuses it (a clear Error naming the objects). */
export function load(def: LevelDef): Baba | null {
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

/**
 * Plays `def` by `inputs` (solver's input, whether to expand another state first) two ways, as the
 * module's doc says: the codec's in-place step, `model.apply` and plain play give the same bytes after
 * each input, and undo the bytes before it.
 */
export function playsAlike(def: LevelDef, inputs: [number, number][]): void {
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
}
