/**
 * The sentence grammar's alphabet and control states (docs/rules.md §5.2, §5.8): word class codes,
 * the automaton's states, a lexicon's grammar (its verbs), and the packing of one transition
 * (`transition` in sentence.ts).
 */
import { FACING_INDEX } from "./facing";
import type { Lexicon } from "./lexicon";
import { verbNumbers } from "./rule-codes";
import { takesProperties } from "./verbs";

/** Word class code: A noun. */
export const NOUN = 0;
/** Word class code: A verb. */
export const VERB = 1;
/** Word class code: AND. */
export const AND = 2;
/** Word class code: NOT. */
export const NOT = 3;
/** Word class code: A property. */
export const PROP = 4;
/** Word class code: A prefix condition (LONELY). */
export const PREFIX = 5;
/** Word class code: An infix condition (ON, NEAR, FACING, FEELING). */
export const INFIX = 6;

/**
 * Control states. Phases before the complements carry the parity of the NOTs read just before
 * (`phase × 2 + not`); after a verb the phase also names the verb (its number, rule-codes.ts).
 * `Grammar.prop + v` is "just read a property complement of verb v"; `Grammar.noun + v × words + n`
 * is "just read noun n as a complement of verb v": a verb or an infix condition next restarts the
 * sentence at n. `Grammar.target + n` is "just read noun n as a condition's target" (and
 * `Grammar.target + W + n` the same under FACING, which also takes a direction: `Grammar.direction`).
 */
/** Control state: before a sentence's first word. */
export const START = 0;
/** Control state: read a prefix condition (LONELY): a subject follows. */
export const AFTER_PREFIX = 2;
/** Control state: just read a subject noun. */
export const AFTER_SUBJECT = 4;
/** Control state: read NOTs after a subject: only an infix condition continues the sentence. */
export const AFTER_SUBJECT_NOT = 6;
/** Control state: read AND after a subject. */
export const AFTER_SUBJECT_AND = 8;
/** Control state: read an infix condition (ON, NEAR, FACING): a target follows. */
export const AFTER_INFIX = 10;
/** Control state: read AND after a target: a target or another infix condition follows. */
export const AFTER_TARGET_AND = 12;
/** Control state: read FACING: a target (a noun or a direction) follows. */
export const AFTER_FACING = 14;
/** Control state: read AND after a FACING target: a target, a direction or an infix condition follows. */
export const AFTER_FACING_AND = 16;
/** Control state: read a direction as FACING's target (its NOT twin is never used). */
export const AFTER_DIRECTION = 18;
/** Control state: read FEELING: a property target follows (the game's FEELING `argtype` 2). */
export const AFTER_FEELING = 20;
/** Control state: read AND after a FEELING target: a property target or an infix condition follows. */
export const AFTER_FEELING_AND = 22;
/** Control state: read a property as FEELING's target (its NOT twin is never used). */
export const AFTER_FEELING_TARGET = 24;
/**
 * Control state: + 4 × verb: read the verb; + 4 × verb + 2: read AND after one of its complements, where a
 * further complement or another verb (with the same subjects and conditions) follows.
 */
export const AFTER_VERB = 26;

/** The control state after reading verb `v` (`AFTER_VERB` + 4 × v). */
export const afterVerb = (v: number) => AFTER_VERB + 4 * v;

/** The control state after AND after a complement of verb `v` (`AFTER_VERB` + 4 × v + 2). */
export const afterVerbAnd = (v: number) => AFTER_VERB + 4 * v + 2;

/** A lexicon's grammar: its size, its verbs and the control states they need. */
export interface Grammar {
  readonly W: number;
  /** Per word index: its verb number, or -1. */
  readonly verbOf: Int32Array;
  /** Per verb number: 1 when it takes a property complement (IS), 0 when it takes nouns only. */
  readonly property: Uint8Array;
  /** The first "after a property" control state. */
  readonly prop: number;
  /** The first "after a noun complement" control state. */
  readonly noun: number;
  /** The first "after a target noun" control state (then W more under FACING). */
  readonly target: number;
  /** The word index of FACING, or -1. */
  readonly facing: number;
  /** The word index of FEELING, or -1 (its targets are properties). */
  readonly feeling: number;
  /** Per word index: 1 for a direction property (UP, DOWN, LEFT, RIGHT), FACING's other targets. */
  readonly direction: Uint8Array;
  /** How many control states there are. */
  readonly controls: number;
  /**
   * The transition table, filled as the reader meets each pair: per `control × W + word`, the packed
   * transition plus one (0: not yet computed). `transition` is the one definition; this is its memo.
   */
  readonly table: Int32Array;
}

const grammars = new WeakMap<Lexicon, Grammar>();

/**
 * The words FACING takes besides nouns (the game: the FACING word's `argextra`, right, up, left and
 * down; the condition compares them with the object's facing, docs/rules.md §5.8).
 */
export const DIRECTIONS: Readonly<Record<string, number>> = Object.freeze({
  RIGHT: FACING_INDEX.right,
  UP: FACING_INDEX.up,
  LEFT: FACING_INDEX.left,
  DOWN: FACING_INDEX.down,
});

/** The grammar of a lexicon, cached (docs/rules.md §5.2: verbs and what each takes). */
export function grammarOf(lex: Lexicon): Grammar {
  let g = grammars.get(lex);
  if (!g) {
    const v = verbNumbers(lex);
    const V = v.words.length;
    const W = lex.words.length;
    const prop = AFTER_VERB + 4 * V;
    const noun = prop + V;
    g = {
      W,
      verbOf: v.of,
      property: Uint8Array.from(v.words, (w) => (takesProperties(lex.words[w].word) ? 1 : 0)),
      prop,
      noun,
      target: noun + V * W,
      facing: lex.words.findIndex((x) => x.word === "FACING" && x.class === "infix"),
      feeling: lex.words.findIndex((x) => x.word === "FEELING" && x.class === "infix"),
      direction: Uint8Array.from(lex.words, (x) => (x.class === "property" && x.word in DIRECTIONS ? 1 : 0)),
      controls: noun + V * W + 2 * W,
      table: new Int32Array((noun + V * W + 2 * W) * W),
    };
    grammars.set(lex, g);
  }
  return g;
}

/** A packed transition's next control state (see `transition`). */
export const CONTROL = (1 << 16) - 1;
/** A packed transition's mark: the subjects (and conditions) read so far carry over. */
export const KEEP = 1 << 16;
/** A packed transition's mark: the word completes a rule with each subject. */
export const EMIT = 1 << 17;
/** Where a packed transition keeps what it does to the sentence's conditions (`COND_*`, 2 bits). */
export const COND = 18;
/** Conditions: none changed (kept with `KEEP`, else none). */
export const COND_NONE = 0;
/** Conditions: a fresh list holding condition word `w` (negated with `COND_NOT`). */
export const COND_START = 1;
/** Conditions: condition word `w` appended (negated with `COND_NOT`). */
export const COND_APPEND = 2;
/** Conditions: target `w` added to the last condition (negated with `COND_NOT`). */
export const COND_TARGET = 3;
/** A packed transition's mark: the condition word or target it adds is negated. */
export const COND_NOT = 1 << 20;
/** Where a packed transition keeps the subject it adds, plus one. */
export const ADD = 21;
/** The control state a run starts in. */
export const START_CONTROL = START;

/** The verb number of an "after a verb" control state (one that `EMIT`s from). */
export function verbOfControl(ctrl: number): number {
  return (ctrl - AFTER_VERB) >> 2;
}
