/**
 * The scratch a line-by-line parse writes what the text spells into (lines.ts `spelledCodes`, docs/rules.md
 * §5.2, §5.8), read by the compile (compile.ts) before the next parse overwrites it.
 */
import type { Parsed } from "./parsed";

/**
 * The scratch `spelledCodes` writes into (grown as needed): its first n `codes` (the rules spelled
 * without conditions), and its first `pairCount` conditional rules (docs/rules.md §5.8) in `pairs`,
 * each as its rule code and conditions number, sorted by code then conditions, distinct.
 */
export const SPELLED = { codes: new Int32Array(256), pairs: new Int32Array(64), pairCount: 0 };

/** Writes `code` at position `n` of `SPELLED`; returns n + 1. */
export function put(n: number, code: number): number {
  if (n === SPELLED.codes.length) {
    const grown = new Int32Array(n * 2);
    grown.set(SPELLED.codes);
    SPELLED.codes = grown;
  }
  SPELLED.codes[n] = code;
  return n + 1;
}

/** Writes the conditional rule (`code`, `cond`) as pair `m` of `SPELLED`; returns m + 1. */
export function putPair(m: number, code: number, cond: number): number {
  if (2 * m === SPELLED.pairs.length) {
    const grown = new Int32Array(4 * m);
    grown.set(SPELLED.pairs);
    SPELLED.pairs = grown;
  }
  SPELLED.pairs[2 * m] = code;
  SPELLED.pairs[2 * m + 1] = cond;
  return m + 1;
}

/**
 * Sorts the first `m` pairs of `SPELLED` (code, then conditions) and drops repeats (a conditional rule
 * spelled on two lines); returns how many are left. Also the order the whole-board parse gives them.
 */
export function sortPairs(m: number): number {
  const p = SPELLED.pairs;
  for (let i = 1; i < m; i++) {
    const code = p[2 * i];
    const cond = p[2 * i + 1];
    let j = i - 1;
    for (; j >= 0 && (p[2 * j] > code || (p[2 * j] === code && p[2 * j + 1] > cond)); j--) {
      p[2 * j + 2] = p[2 * j];
      p[2 * j + 3] = p[2 * j + 1];
    }
    p[2 * j + 2] = code;
    p[2 * j + 3] = cond;
  }
  let k = 1;
  for (let i = 1; i < m; i++)
    if (p[2 * i] !== p[2 * k - 2] || p[2 * i + 1] !== p[2 * k - 1]) {
      p[2 * k] = p[2 * i];
      p[2 * k + 1] = p[2 * i + 1];
      k++;
    }
  return k;
}

/** The first `m` pairs of `SPELLED` as a list (code, conditions, …). */
export function spelledPairs(m: number): number[] {
  return Array.from(SPELLED.pairs.subarray(0, 2 * m));
}

/** Writes the codes and conditional pairs record `p` spelled into `SPELLED`; returns how many codes. */
export function loadSpelled(p: Parsed): number {
  let n = 0;
  for (const c of p.spelled) n = put(n, c);
  let m = 0;
  for (let i = 0; i < p.condSpelled.length; i += 2) m = putPair(m, p.condSpelled[i], p.condSpelled[i + 1]);
  SPELLED.pairCount = m;
  return n;
}
