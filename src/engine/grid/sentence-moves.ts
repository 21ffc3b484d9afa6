/**
 * The sentence automaton's moves at a sentence's start and through its infix conditions (docs/rules.md
 * §5.2, §5.8; research §1): `transition` in sentence.ts hands these states here. FACING has states of its
 * own because it also takes a direction (UP, DOWN, LEFT, RIGHT) as a target, as in the game (the FACING
 * word's `argextra`), and so has FEELING, which takes properties only (the game's FEELING `argtype` 2);
 * ON and NEAR take nouns only.
 */
import {
  ADD,
  AFTER_DIRECTION,
  AFTER_FACING,
  AFTER_FACING_AND,
  AFTER_FEELING,
  AFTER_FEELING_AND,
  AFTER_FEELING_TARGET,
  AFTER_INFIX,
  AFTER_PREFIX,
  AFTER_SUBJECT,
  AFTER_TARGET_AND,
  AND,
  afterVerb,
  COND,
  COND_APPEND,
  COND_NOT,
  COND_START,
  COND_TARGET,
  type Grammar,
  INFIX,
  KEEP,
  NOT,
  NOUN,
  PREFIX,
  PROP,
  START,
  VERB,
} from "./sentence-grammar";

/** `subject` (noun × 2 + negated) as a packed transition adds it. */
export const add = (w: number, not: number) => (w * 2 + not + 1) << ADD;
/** A packed condition change, its word negated when `not` is 1. */
export const cond = (op: number, not = 0) => (op << COND) | (not ? COND_NOT : 0);

/** The state after infix condition `w`: FACING's own, FEELING's own, or the one every other infix shares. */
export const infixState = (g: Grammar, w: number) =>
  w === g.facing ? AFTER_FACING : w === g.feeling ? AFTER_FEELING : AFTER_INFIX;

/**
 * The move from a state inside the conditions (an infix read, AND after a target, a target or direction
 * just read) on word `w` of class `c`; `not` is the parity of the NOTs read just before.
 */
export function conditionMove(g: Grammar, ctrl: number, not: number, c: number, w: number): number {
  if (ctrl >= g.target) {
    const facing = ctrl >= g.target + g.W;
    const n = (ctrl - g.target) % g.W; // just read target n
    if (c === AND) return (facing ? AFTER_FACING_AND : AFTER_TARGET_AND) | KEEP;
    if (c === VERB) return afterVerb(g.verbOf[w]) | KEEP;
    if (c === INFIX) return infixState(g, w) | add(n, 0) | cond(COND_START); // research §1: restart at the noun
    return restart(c, w);
  }
  if (ctrl === AFTER_DIRECTION || ctrl === AFTER_FEELING_TARGET) {
    if (c === AND) return (ctrl === AFTER_DIRECTION ? AFTER_FACING_AND : AFTER_FEELING_AND) | KEEP;
    if (c === VERB) return afterVerb(g.verbOf[w]) | KEEP;
    return restart(c, w); // a direction or a property is no noun: nothing restarts at it
  }
  const base = ctrl - not;
  if (base === AFTER_FEELING || base === AFTER_FEELING_AND) {
    if (c === NOT) return (ctrl ^ 1) | KEEP;
    if (c === PROP) return AFTER_FEELING_TARGET | KEEP | cond(COND_TARGET, not);
    if (c === INFIX && base === AFTER_FEELING_AND) return infixState(g, w) | KEEP | cond(COND_APPEND, not);
    return restart(c, w); // FEELING takes no noun
  }
  const facing = ctrl - not === AFTER_FACING || ctrl - not === AFTER_FACING_AND;
  if (c === NOT) return (ctrl ^ 1) | KEEP;
  if (c === NOUN) return (g.target + (facing ? g.W : 0) + w) | KEEP | cond(COND_TARGET, not);
  if (c === PROP && facing && g.direction[w] === 1) return AFTER_DIRECTION | KEEP | cond(COND_TARGET, not);
  if (c === INFIX && ctrl - not !== AFTER_INFIX && ctrl - not !== AFTER_FACING)
    return infixState(g, w) | KEEP | cond(COND_APPEND, not);
  return restart(c, w);
}

/** A sentence's first words after `not` NOTs (mod 2): a subject, a prefix condition, or nothing yet. */
export function fresh(c: number, w: number, not: number): number {
  if (c === NOT) return START + (not ^ 1);
  if (c === NOUN) return AFTER_SUBJECT | add(w, not);
  if (c === PREFIX) return AFTER_PREFIX | cond(COND_START, not);
  return START; // nothing starts with a verb, AND, a property or an infix condition: skip the word
}

/** The sentence's start reading `w` afresh (after a word that could not follow, it is that word). */
export function restart(c: number, w: number): number {
  return fresh(c, w, 0);
}
