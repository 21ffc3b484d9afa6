/**
 * The masks of the properties the grid engine gives behaviour to (docs/rules.md §5.1: one bit of a kind's
 * 32-bit mask each, in `PROPERTY_BEHAVIOURS` order, behaviours.ts), per lexicon: a phase reads `bitsOf(lex).YOU`.
 */
import { builtBit } from "./behaviours";
import type { Lexicon } from "./lexicon";

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
  /** STILL (docs/rules.md §5.4): the object takes no step and is carried by nothing; a PUSH or PULL one is STOP, a SWAP one is not SWAP (stillness.ts). */
  readonly STILL: number;
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
      STILL: m("STILL"),
    };
    bitsCache.set(lex, b);
  }
  lastLex = lex;
  lastBits = b;
  return b;
}
