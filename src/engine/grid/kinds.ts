/** Interning of object kinds from the lexicon (docs/rules.md §5.1: a kind is a lower-case noun or `text:WORD`). */
import { builtBit } from "./behaviours";
import { badLexicon } from "./errors";
import { ALL, type Lexicon, TEXT } from "./lexicon";
import { ruleCode } from "./rule-codes";
import type { KindTable } from "./types";

const cache = new WeakMap<Lexicon, KindTable>();
// The last lexicon asked about and its table: a load asks twice, nearly always of one lexicon.
let tableLex: Lexicon | null = null;
let lastTable: KindTable | null = null;

/**
 * The kind table of a lexicon: one thing kind per non-meta noun (docs/rules.md §5.1: meta nouns name
 * something other than a kind of thing), then one text kind per word. Cached per lexicon.
 */
export function kindTable(lex: Lexicon): KindTable {
  if (lex === tableLex) return lastTable as KindTable;
  const hit = cache.get(lex);
  if (hit) {
    tableLex = lex;
    lastTable = hit;
    return hit;
  }
  const names: string[] = [];
  const n = lex.words.length;
  const thingOf = new Int32Array(n).fill(-1);
  const textOf = new Int32Array(n);
  const bit = new Int32Array(n);
  const word: number[] = [];
  lex.words.forEach((w, i) => {
    if (w.class === "noun" && !w.meta) {
      thingOf[i] = names.length;
      names.push(w.word.toLowerCase());
      word.push(i);
    }
    if (w.class === "property") bit[i] = builtBit(w.word);
  });
  const things = names.length;
  lex.words.forEach((w, i) => {
    textOf[i] = names.length;
    names.push(`text:${w.word}`);
    word.push(i);
  });
  const isText = new Uint8Array(names.length);
  isText.fill(1, things);
  const byName: Record<string, number> = Object.create(null);
  names.forEach((name, k) => {
    byName[name] = k;
  });
  const code = kindCodes(names);
  const codes = { noun: 0, verb: 1, and: 2, not: 3, property: 4, prefix: 5, infix: 6 } as const;
  const cls = Uint8Array.from(lex.words, (w) => codes[w.class]);
  const condText = Uint8Array.from(names, (_, k) => (k >= things && cls[word[k]] >= codes.prefix ? 1 : 0));
  const text = lex.index[TEXT];
  const push = lex.index.PUSH;
  const table: KindTable = {
    names,
    byName,
    byNameMap: new Map(names.map((name, k) => [name, k])),
    code,
    isText,
    word: Int32Array.from(word),
    thingOf,
    textOf,
    bit,
    cls,
    condText,
    firstText: things,
    innate: text !== undefined && push !== undefined ? [ruleCode(lex, text, false, push, false)] : [],
    allWord: lex.index[ALL] ?? -1,
  };
  cache.set(lex, table);
  return table;
}

/** FNV-1a over a name's UTF-16 code units: a stable 32-bit code that depends on the name alone. */
export function nameCode(name: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < name.length; i++) h = Math.imul(h ^ name.charCodeAt(i), 0x01000193);
  return h | 0;
}

/**
 * Each kind's stable code (docs/rules.md §2: state is identified by names, never by the order of
 * content/words.json): a 32-bit hash of its name, so adding, removing or reordering other words
 * changes no hash. Two names of one lexicon sharing a code would make distinct boards hash alike:
 * refused, naming both.
 */
function kindCodes(names: readonly string[]): Int32Array {
  const code = Int32Array.from(names, nameCode);
  const seen = new Map<number, string>();
  names.forEach((name, k) => {
    const other = seen.get(code[k]);
    if (other !== undefined)
      throw badLexicon("words", `kinds "${other}" and "${name}" share a hash code; rename one`);
    seen.set(code[k], name);
  });
  return code;
}
