/**
 * Boards for the movement take's tests (take-frozen, take-rounds): objects turned and aged by hand, and
 * where they stand after one wait.
 */
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { idOf } from "./builder";

type Dir = "up" | "down" | "left" | "right";

/** `def` with the n-th object of `kind` facing `dir`. */
export function facing(def: LevelDef, kind: string, n: number, dir: Dir): LevelDef {
  const i = idOf(def, kind, n);
  def.objects[i] = { ...def.objects[i], dir };
  return def;
}

/** `def` with objects `a` and `b` swapped in the list: each keeps its cell and facing, their ages swap. */
export function swapAges(def: LevelDef, a: number, b: number): LevelDef {
  const objects = [...def.objects];
  [objects[a], objects[b]] = [objects[b], objects[a]];
  return { ...def, objects };
}

/** After one wait: each of `ids` as [x, y, facing]. */
export function afterWait(def: LevelDef, ids: number[]): [number, number, string | null][] {
  const b = newBaba(def);
  b.step("wait");
  return ids.map((id) => {
    const [x, y] = b.posOf(id) ?? [-1, -1];
    return [x, y, b.facingOf(id)];
  });
}
