/**
 * Reading sentences from a run of text cells (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"), every
 * combination of stacked words at once.
 *
 * One reading (one word per cell) is read left to right by a small automaton: `[NOT…] noun {AND
 * [NOT…] noun} VERB [NOT…] complement {AND [NOT…] complement}`, every subject × complement pair a
 * rule; IS takes nouns and properties, the other verbs (HAS, MAKE, EAT) nouns only. A word that
 * cannot follow ends the sentence, keeping its valid prefix, and the next sentence starts at that
 * word; when that word is a verb right after a noun complement, the next sentence starts at that
 * noun (`A IS B IS YOU`, `A IS YOU AND B IS WIN`, `A HAS B IS YOU`). NOT covers the next word
 * only and toggles, so an even number cancels out; a property is never a subject.
 *
 * Stacked text gives the rules of every combination. Rather than reading each combination (a run
 * of n cells with two words each has 2ⁿ), the reader carries the set of partial sentences through
 * the run, each cell's words advancing each of them (a parse over the word lattice). Partial
 * sentences with the same control state (phase, pending NOT, the noun an IS would restart at) are
 * merged, their subjects united: what follows depends on the control state only, never on which
 * subjects were read, so a merged state spells exactly the rules its parts would. Subject sets are
 * bit sets (one bit per noun and NOT), and each rule is pushed once per parse. The work is
 * proportional to the text present: per cell, at most (controls × distinct words on the cell)
 * steps of a few word operations each; there are at most 6 + 3 × verbs + verbs × words controls.
 */
import type { Lexicon } from "./lexicon";
import { verbNumbers } from "./rule-codes";
import { emit, enter, type Reader, readerFor } from "./sentence-reader";
import { takesProperties } from "./verbs";

/** Word class codes of `KindTable.cls`. */
const NOUN = 0;
const VERB = 1;
const AND = 2;
const NOT = 3;
const PROP = 4;

/**
 * Control states. Phases before the complements carry the parity of the NOTs read just before
 * (`phase × 2 + not`); after a verb the phase also names the verb (its number, rule-codes.ts).
 * `Grammar.prop + v` is "just read a property complement of verb v"; `Grammar.noun + v × words + n`
 * is "just read noun n as a complement of verb v": a verb next restarts the sentence at n.
 */
const START = 0; // before a sentence's first subject
const AFTER_SUBJECT = 2; // just read a subject noun
const AFTER_SUBJECT_AND = 4; // read AND after a subject
const AFTER_VERB = 6; // + 2 × verb: read the verb, or AND between its complements

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
  /** How many control states there are. */
  readonly controls: number;
}

const grammars = new WeakMap<Lexicon, Grammar>();

/** The grammar of a lexicon, cached (docs/rules.md §5.2: verbs and what each takes). */
export function grammarOf(lex: Lexicon): Grammar {
  let g = grammars.get(lex);
  if (!g) {
    const v = verbNumbers(lex);
    const V = v.words.length;
    const prop = AFTER_VERB + 2 * V;
    const noun = prop + V;
    g = {
      W: lex.words.length,
      verbOf: v.of,
      property: Uint8Array.from(v.words, (w) => (takesProperties(lex.words[w].word) ? 1 : 0)),
      prop,
      noun,
      controls: noun + V * lex.words.length,
    };
    grammars.set(lex, g);
  }
  return g;
}

/** A packed transition's next control state (see `transition`). */
export const CONTROL = (1 << 16) - 1;
/** A packed transition's mark: the subjects read so far carry over. */
export const KEEP = 1 << 16;
/** A packed transition's mark: the word completes a rule with each subject. */
export const EMIT = 1 << 17;
/** Where a packed transition keeps the subject it adds, plus one. */
export const ADD = 18;
/** The control state a run starts in. */
export const START_CONTROL = START;

/** The reader of a lexicon, ready for a new parse (nothing pushed yet). */
export function sentenceReader(lex: Lexicon, cls: Uint8Array): Reader {
  return readerFor(lex, cls, grammarOf(lex));
}

/** The verb number of an "after a verb" control state (one that `EMIT`s from). */
export function verbOfControl(ctrl: number): number {
  return (ctrl - AFTER_VERB) >> 1;
}

/**
 * The automaton's move on word `w` (of class `c`) from control `ctrl`, packed in one integer: the next
 * control (`CONTROL` bits), whether the subjects read so far carry over (`KEEP`), whether `w` completes
 * a rule with each of them (`EMIT`: `w` is a complement of the verb `verbOfControl(ctrl)`, negated
 * when `ctrl` is odd), and the subject `w` adds plus one (from bit `ADD`; 0 when it adds none). A
 * verb other than IS takes nouns only (research §1). The lattice reader (`readRun`) and the spelling
 * finder (spelling.ts) both read sentences through it, so the grammar is written once.
 */
export function transition(g: Grammar, ctrl: number, c: number, w: number): number {
  const not = ctrl & 1;
  if (ctrl >= g.prop) {
    const v = ctrl < g.noun ? ctrl - g.prop : ((ctrl - g.noun) / g.W) | 0;
    if (c === AND) return (AFTER_VERB + 2 * v) | KEEP;
    if (c === VERB && ctrl >= g.noun)
      return (AFTER_VERB + 2 * g.verbOf[w]) | ((((ctrl - g.noun) % g.W) * 2 + 1) << ADD);
    return restart(c, w);
  }
  switch (ctrl - not) {
    case START:
      if (c === NOT) return START + (not ^ 1);
      if (c === NOUN) return AFTER_SUBJECT | ((w * 2 + not + 1) << ADD);
      return START;
    case AFTER_SUBJECT:
      if (c === AND) return AFTER_SUBJECT_AND | KEEP;
      if (c === VERB) return (AFTER_VERB + 2 * g.verbOf[w]) | KEEP;
      return restart(c, w);
    case AFTER_SUBJECT_AND:
      if (c === NOT) return (AFTER_SUBJECT_AND + (not ^ 1)) | KEEP;
      if (c === NOUN) return AFTER_SUBJECT | KEEP | ((w * 2 + not + 1) << ADD);
      return restart(c, w);
    default: {
      // after a verb
      const v = verbOfControl(ctrl);
      if (c === NOT) return (ctrl ^ 1) | KEEP;
      if (c === NOUN) return (g.noun + v * g.W + w) | KEEP | EMIT;
      if (c === PROP && g.property[v]) return (g.prop + v) | KEEP | EMIT;
      return restart(c, w);
    }
  }
}

/** The sentence's start reading `w` afresh (after a word that could not follow, it is that word). */
function restart(c: number, w: number): number {
  if (c === NOT) return START + 1;
  if (c === NOUN) return AFTER_SUBJECT | ((w * 2 + 1) << ADD);
  return START; // nothing starts with a verb, AND or a property: skip the word
}

/** Advances the partial sentence in slot `k` of `r.now` by word `w` into `r.next`, pushing the rules it completes. */
function advance(r: Reader, k: number, w: number, out: number[]): void {
  const ctrl = r.now.ctrl[k];
  const t = transition(r.grammar, ctrl, r.cls[w], w);
  if (t & EMIT) emit(r, r.now.bits, k * r.L, w, ctrl & 1, verbOfControl(ctrl), out);
  if (t & KEEP) enter(r, t & CONTROL, r.now.bits, k * r.L, (t >>> ADD) - 1);
  else enter(r, t & CONTROL, r.none, 0, (t >>> ADD) - 1);
}

/**
 * Reads a run of consecutive text cells (the first `cells` of `stacks`: each cell's distinct word
 * indices, its first `sizes[c]` when `sizes` is given) in every combination of its stacks, pushing
 * onto `out` the codes of the rules they spell that this parse has not pushed yet.
 */
export function readRun(
  r: Reader,
  stacks: readonly (readonly number[])[],
  out: number[],
  cells = stacks.length,
  sizes?: Int32Array,
): void {
  r.next.n = 0;
  enter(r, START, r.none, 0, -1);
  r.slot[START] = -1;
  for (let c = 0; c < cells; c++) {
    const stack = stacks[c];
    const size = sizes ? sizes[c] : stack.length;
    const done = r.now;
    r.now = r.next;
    r.next = done;
    r.next.n = 0;
    for (let k = 0; k < r.now.n; k++) for (let i = 0; i < size; i++) advance(r, k, stack[i], out);
    for (let k = 0; k < r.next.n; k++) r.slot[r.next.ctrl[k]] = -1;
  }
}
