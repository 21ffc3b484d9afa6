/**
 * The signatures read last at each line number (docs/rules.md §5.2 "Incremental parsing"): what a line
 * spells depends only on its signature (line-memo.ts), so the line memo's answer for a signature read
 * at line number l a moment ago is kept beside it, in the last WAYS places of that number, and a read of
 * l that builds the same signature again (a sentence pushed along its row, a word pushed out of a row
 * and back) takes it from there: no hash, no lookup in the memo. What is kept is the memo's own list, so
 * it is forgotten whenever the memo starts again or is forgotten, or the lexicon read changes.
 * Exact: the kept signature is compared number by number, so what is taken is the memo's list for that
 * very content. With the shortcuts off (move-cells.ts `useShortcuts`) every read looks in the memo;
 * tests/grid/line-recent.test.ts compares the two.
 */
import type { Lexicon } from "./lexicon";
import { memoGeneration } from "./line-memo";
import { shortcutsOn } from "./move-cells";

/** Signatures kept per line number. */
const WAYS = 2;
/** The longest signature kept (longer ones are looked up in the memo every time). */
const LONGEST = 31;
/** Numbers per place: the signature's length, then the signature. */
const PLACE = LONGEST + 1;

// Per place (line number · WAYS + way): its signature (`sigs`, from place · PLACE: length, numbers), the
// memo's list for it (`lists`), and the era it was written in (`eras`: valid when it is `era`). `newest`:
// per line number, the way written last (the other is written next).
let sigs = new Int32Array(0);
let eras = new Int32Array(0);
let newest = new Uint8Array(0);
const lists: (readonly number[])[] = [];
let era = 1;
let eraLexicon: Lexicon | null = null;
let eraGeneration = -1;

/** Starts a new era when the lexicon read or the memo's generation changed: every place is forgotten. */
function sameEra(lex: Lexicon): void {
  if (lex === eraLexicon && memoGeneration() === eraGeneration) return;
  eraLexicon = lex;
  eraGeneration = memoGeneration();
  if (++era === 2 ** 30) {
    era = 1;
    eras.fill(0);
  }
}

/**
 * The memo's list for the signature held in the first `n` numbers of `sig`, when it was read at line
 * number `line` lately (in this era), else undefined. With the engine's shortcuts off (move-cells.ts
 * `useShortcuts`, the tests' reference), always undefined.
 */
export function recentRead(
  lex: Lexicon,
  line: number,
  sig: Int32Array,
  n: number,
): readonly number[] | undefined {
  sameEra(lex);
  if (n > LONGEST || line * WAYS >= eras.length || !shortcutsOn()) return undefined;
  for (let w = 0, p = line * WAYS; w < WAYS; w++, p++) {
    if (eras[p] !== era) continue;
    let at = p * PLACE;
    if (sigs[at++] !== n) continue;
    let i = 0;
    while (i < n && sigs[at + i] === sig[i]) i++;
    if (i === n) return lists[p];
  }
  return undefined;
}

/** Keeps `codes`, the memo's list for the first `n` numbers of `sig`, as read at line number `line`. */
export function noteRead(
  lex: Lexicon,
  line: number,
  sig: Int32Array,
  n: number,
  codes: readonly number[],
): void {
  sameEra(lex);
  if (n > LONGEST) return;
  if (line * WAYS >= eras.length) grow(line + 1);
  const w = (newest[line] + 1) % WAYS;
  newest[line] = w;
  const p = line * WAYS + w;
  let at = p * PLACE;
  sigs[at++] = n;
  for (let i = 0; i < n; i++) sigs[at + i] = sig[i];
  lists[p] = codes;
  eras[p] = era;
}

/** Room for line numbers up to `count` (doubled, so it grows rarely); places made are empty. */
function grow(count: number): void {
  const places = Math.max(count, 2 * (eras.length / WAYS)) * WAYS;
  const s = new Int32Array(places * PLACE);
  s.set(sigs);
  sigs = s;
  const e = new Int32Array(places);
  e.set(eras);
  eras = e;
  const m = new Uint8Array(places / WAYS);
  m.set(newest);
  newest = m;
  for (let p = lists.length; p < places; p++) lists.push([]);
}
