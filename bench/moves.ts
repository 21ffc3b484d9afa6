import type { Dir } from "../src/engine/grid";

const DIRS: readonly Dir[] = ["up", "down", "left", "right"];

/** A seeded move stream (mulberry32), so every benchmark run plays the same moves. */
export function seededMoves(seed: number, n: number): Dir[] {
  let a = seed >>> 0;
  const out: Dir[] = [];
  for (let i = 0; i < n; i++) {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    out.push(DIRS[((t ^ (t >>> 14)) >>> 0) % 4]);
  }
  return out;
}
