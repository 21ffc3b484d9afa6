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

/** The bit mask of built property `word` in `lex`, 0 when the lexicon lacks it (the property never holds). */
export function propBit(lex: Lexicon, word: string): number {
  return lex.properties.includes(word) ? builtBit(word) : 0;
}

/** The masks of the properties the engine gives behaviour to (docs/rules.md §5.4–5.5). */
export interface Bits {
  readonly YOU: number;
  readonly WIN: number;
  readonly STOP: number;
  readonly PUSH: number;
  readonly PULL: number;
  readonly DEFEAT: number;
  readonly SINK: number;
  readonly HOT: number;
  readonly MELT: number;
  readonly OPEN: number;
  readonly SHUT: number;
  readonly FLOAT: number;
  readonly MORE: number;
  readonly WEAK: number;
  readonly WORD: number;
  /** SWAP (docs/rules.md §5.4): a mover and a SWAP object it meets trade places. */
  readonly SWAP: number;
  /** The movement takes and facing (docs/rules.md §5.4): MOVE, SHIFT, FALL, TELE, UP, DOWN, LEFT, RIGHT. */
  readonly MOVE: number;
  readonly SHIFT: number;
  readonly FALL: number;
  readonly TELE: number;
  readonly UP: number;
  readonly DOWN: number;
  readonly LEFT: number;
  readonly RIGHT: number;
  /** SLEEP (docs/rules.md §5.4): the object takes no step of its own (YOU, MOVE) and is turned by no direction word. */
  readonly SLEEP: number;
  /** SAFE (docs/rules.md §5.5): the object is destroyed by no hazard, contact or crush (conversion still changes it). */
  readonly SAFE: number;
  /** PHANTOM (docs/rules.md §5.4): the object's own steps meet nothing ahead but the edge (move-phantom.ts). */
  readonly PHANTOM: number;
  /** HIDE (docs/rules.md §5.5): the object is not drawn and no SEEING ray sees it or stops at it. */
  readonly HIDE: number;
  /** BOOM (docs/rules.md §5.5): the object explodes, destroying its square (phases/boom.ts). */
  readonly BOOM: number;
  /** POWER (docs/rules.md §5.8): POWERED holds while some object is POWER (cond-hold.ts `powered`). */
  readonly POWER: number;
}

const bitsCache = new WeakMap<Lexicon, Bits>();
// The last lexicon asked about and its masks: every phase asks on every step, nearly always of one lexicon.
let lastLex: Lexicon | null = null;
let lastBits: Bits | null = null;

/**
 * The behaviour-bearing property masks of a lexicon, cached. (The last lexicon's are answered in a body small
 * enough that the compiler always inlines it: every phase asks, several times a step.)
 */
export const bitsOf = (lex: Lexicon): Bits => (lex === lastLex ? (lastBits as Bits) : bitsFor(lex));

/** `bitsOf` for a lexicon other than the last asked about. */
function bitsFor(lex: Lexicon): Bits {
  let b = bitsCache.get(lex);
  if (!b) {
    const m = (w: string) => propBit(lex, w);
    b = {
      YOU: m("YOU"),
      WIN: m("WIN"),
      STOP: m("STOP"),
      PUSH: m("PUSH"),
      PULL: m("PULL"),
      DEFEAT: m("DEFEAT"),
      SINK: m("SINK"),
      HOT: m("HOT"),
      MELT: m("MELT"),
      OPEN: m("OPEN"),
      SHUT: m("SHUT"),
      FLOAT: m("FLOAT"),
      MORE: m("MORE"),
      WEAK: m("WEAK"),
      WORD: m("WORD"),
      SWAP: m("SWAP"),
      MOVE: m("MOVE"),
      SHIFT: m("SHIFT"),
      FALL: m("FALL"),
      TELE: m("TELE"),
      UP: m("UP"),
      DOWN: m("DOWN"),
      LEFT: m("LEFT"),
      RIGHT: m("RIGHT"),
      SLEEP: m("SLEEP"),
      SAFE: m("SAFE"),
      PHANTOM: m("PHANTOM"),
      HIDE: m("HIDE"),
      BOOM: m("BOOM"),
      POWER: m("POWER"),
    };
    bitsCache.set(lex, b);
  }
  lastLex = lex;
  lastBits = b;
  return b;
}
