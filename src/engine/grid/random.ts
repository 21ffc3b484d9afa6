/**
 * The level's seeded random choices (docs/rules.md §5.5; §2: no randomness or clock in the engine): the
 * state holds a 32-bit seed, and each choice steps it once with a small fixed generator (Mulberry32,
 * public domain), so the same seed and the same inputs give the same choices, and undo, copies, the
 * hash and the solver's codec carry the seed with the board.
 */
import type { Level } from "./types";

/** A choice among `n` options (0 … n − 1), stepping the level's seed once; a choice among one is no choice and steps nothing. */
export function nextRandom(level: Level, n: number): number {
  if (n <= 1) return 0;
  const s = (level.seed + 0x6d2b79f5) >>> 0;
  level.seed = s;
  let t = Math.imul(s ^ (s >>> 15), s | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) % n;
}
