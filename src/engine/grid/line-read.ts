/**
 * Reading one line (docs/rules.md §5.2 "Incremental parsing"): a row or a column cut into runs of text
 * cells, each run of three cells or more read by the sentence reader (sentence.ts), once per content
 * (line-memo.ts).
 */

import { sharedList } from "./line-lists";
import { CELL, DUP, recall, remember, sigHash } from "./line-memo";
import { noteRead, recentRead } from "./line-recent";
import { SIG, textSignature } from "./line-text";
import { lineSignature } from "./line-walk";
import { countedOf, countRun, LISTED } from "./listings";
import { shortcutsOn } from "./move-cells";
import { readRun, sentenceReader } from "./sentence";
import type { Level } from "./types";

/** The shared empty list: a line whose runs of three text cells or more spell nothing. */
export const EMPTY: readonly number[] = Object.freeze([]);

/**
 * The list of a line that holds no run of three text cells or more (so spells nothing): `EMPTY`, as a
 * line whose runs spell nothing gives, so a word moving between the two leaves the line's list as it was.
 */
export const NO_RUN: readonly number[] = EMPTY;

// Scratch, reused by every line read (the signature is line-text.ts `SIG`): for a line read anew each
// cell's distinct words (one list per cell of a run: its first `sizes[i]` entries) and how many text
// objects write each (`mults`).
const stacks: number[][] = [];
const mults: number[][] = [];
let sizes = new Int32Array(64);
/**
 * The codes of the rules line `line` spells: each cell's text words listed once, the line cut into runs
 * of consecutive text cells, each run of three cells or more read in every combination of its stacks
 * (sentence.ts). The conditional rules it spells (docs/rules.md §5.8) follow, each as two numbers:
 * −1 − its conditions number (cond-codes.ts), then its rule code (rule codes are never negative).
 * Read once per content (line-memo.ts; the last signatures read at each line number are kept beside
 * their lists, line-recent.ts): the list is shared, the same list for the same runs (and, without
 * listings beside it, for the same rules, line-lists.ts); `EMPTY` when it spells none. With `read` (word.ts: per kind, READ for the
 * thing kinds a WORD round reads), the things of those kinds are read as their noun too, beside the
 * text (a thing and a text of the same word on one cell read once, as two equal words do); with `ids`
 * (word-cond.ts: per id, 1 for the objects a round of conditional WORD reads), those objects too. With
 * `read`, `at` (per cell, its text and things read, as word-lines.ts counts them) lets only the cells
 * holding some be walked.
 */
export function readLine(
  level: Level,
  line: number,
  read: Uint8Array | null = null,
  ids: Uint8Array | null = null,
  at: Int32Array | null = null,
): readonly number[] {
  // only the cells with words are walked (line-text.ts: text alone, or with `read` given `at`, its counts
  // per cell of text and things read); with the shortcuts off, every cell
  const fast = ids === null && (read === null || at !== null) && shortcutsOn();
  const s = fast
    ? textSignature(level, line, at ?? level.textAt, read)
    : lineSignature(level, line, read, ids);
  if (s === 0) return NO_RUN;
  const g = SIG.at;
  const { lexicon } = level;
  let codes = recentRead(lexicon, line, g, s); // read at this line number lately (line-recent.ts)
  if (codes !== undefined) return codes;
  const h = sigHash(g, s);
  codes = recall(lexicon, g, s, h);
  if (codes === undefined) {
    codes = spell(level, s);
    remember(lexicon, g, s, h, codes);
  }
  noteRead(lexicon, line, g, s, codes);
  return codes;
}

/**
 * The rules the runs of the first `s` numbers of the signature scratch spell (`readLine`); the listings
 * of its MOVE, SHIFT and FEAR rules (listings.ts) are kept beside the list (`LISTED`).
 */
function spell(level: Level, s: number): readonly number[] {
  const found: number[] = []; // the line's list, kept by the memo as it is
  const { lexicon } = level;
  const reader = sentenceReader(lexicon, level.kinds.cls); // one parse: each rule pushed once
  const marks = countedOf(lexicon).marks;
  const listed: number[] = [];
  let counted = false; // the run holds MOVE, SHIFT or FEAR (a word marking a counted rule)
  let n = 0; // cells of the run so far
  let words = 0; // words of the cell so far
  const sig = SIG.at;
  for (let i = 0; i < s; i++) {
    const v = sig[i];
    if (v >= 0) {
      let list = stacks[n];
      if (list === undefined) {
        stacks[n] = list = [];
        mults[n] = [];
      }
      mults[n][words] = 1;
      list[words++] = v; // (lists are overwritten, never shortened: no reallocation)
      counted ||= marks[v] === 1;
    } else if (v <= DUP) mults[n][stacks[n].indexOf(DUP - v)]++;
    else if (v === CELL) {
      if (sizes.length <= n) {
        const grown = new Int32Array(sizes.length * 2);
        grown.set(sizes);
        sizes = grown;
      }
      sizes[n++] = words;
      words = 0;
    } else {
      readRun(reader, stacks, found, n, sizes);
      if (counted) countRun(lexicon, level.kinds.cls, stacks, sizes, mults, n, listed);
      counted = false;
      n = 0;
    }
  }
  const pairs = reader.condOut; // this line's conditional rules, each once
  for (let i = 0; i < pairs.length; i += 2) found.push(-1 - pairs[i + 1], pairs[i]);
  if (found.length === 0) return EMPTY;
  if (listed.length === 0) return sharedList(lexicon, found); // (one list per content, line-lists.ts)
  LISTED.set(found, listed);
  return found;
}
