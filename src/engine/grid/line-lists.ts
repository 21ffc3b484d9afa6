/**
 * One list per content of rules a line spells (docs/rules.md §5.2 "Incremental parsing"): the line memo
 * keeps one list per signature (line-memo.ts), and two signatures often spell the same rules (a sentence
 * beside a word that joins nothing, a run of words that spells none made longer); a line read again that
 * spells what it spelled gives then the very list it held, so the parse finds it unchanged
 * (lines.ts `readLines`) and compares nothing further. Only lists without listings are shared (a list
 * with MOVE, SHIFT or FEAR counts beside it, listings.ts `LISTED`, stays its own). Per lexicon, forgotten
 * with the line memo (its generation), so it holds no more lists than the memo does.
 * Exact: lists are compared number by number; checked against a whole-board parse by
 * tests/grid/line-lists.test.ts.
 */
import type { Lexicon } from "./lexicon";
import { memoGeneration } from "./line-memo";

// The lexicon and memo generation the lists below were read under, and the lists by a hash of their codes.
let lex: Lexicon | null = null;
let generation = -1;
let byHash = new Map<number, (readonly number[])[]>();

/** The shared list of the codes `found` holds (no listings beside it): `found` itself the first time. */
export function sharedList(lexicon: Lexicon, found: readonly number[]): readonly number[] {
  if (lexicon !== lex || memoGeneration() !== generation) {
    lex = lexicon;
    generation = memoGeneration();
    byHash = new Map();
  }
  let h = 0x811c9dc5 ^ found.length;
  for (let i = 0; i < found.length; i++) h = Math.imul(h ^ found[i], 0x01000193);
  h = (h ^ (h >>> 30)) & 0x3fffffff;
  const same = byHash.get(h);
  if (same === undefined) {
    byHash.set(h, [found]);
    return found;
  }
  for (let j = 0; j < same.length; j++) if (equal(same[j], found)) return same[j];
  same.push(found);
  return found;
}

/** Two lists of the same numbers in the same order. */
function equal(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
