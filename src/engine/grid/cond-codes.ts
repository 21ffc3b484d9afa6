/**
 * The conditions of a sentence as small integers while parsing (docs/rules.md §5.8): each distinct list
 * of conditions a reading builds gets a number, per lexicon, shared by every parse (0: none). A
 * condition is a condition word (LONELY, ON, NEAR, FACING), whether a NOT stands before it, and its
 * targets, each a noun and whether a NOT stands before it, in reading order.
 */
import type { Lexicon } from "./lexicon";
import { complementOf, ruleEntry, verbOf } from "./rule-codes";

/** One condition of a sentence: word indices, in reading order. */
export interface CondAtom {
  readonly word: number;
  readonly negated: boolean;
  /** Per target: noun × 2 + negated. */
  readonly targets: readonly number[];
}

/** What a word does to a reading's conditions (sentence.ts `COND_*`). */
export type CondOp = 1 | 2 | 3;

interface Interned {
  readonly lists: (readonly CondAtom[])[];
  readonly byKey: Map<string, number>;
  readonly ops: Map<number, number>;
}

const tables = new WeakMap<Lexicon, Interned>();

function table(lex: Lexicon): Interned {
  let t = tables.get(lex);
  if (!t) tables.set(lex, (t = { lists: [[]], byKey: new Map([["", 0]]), ops: new Map() }));
  return t;
}

function intern(t: Interned, atoms: readonly CondAtom[]): number {
  const tag = atoms.map((a) => `${a.negated ? "!" : ""}${a.word}:${a.targets.join(",")}`).join(" ");
  let id = t.byKey.get(tag);
  if (id === undefined) {
    id = t.lists.length;
    t.lists.push(atoms);
    t.byKey.set(tag, id);
  }
  return id;
}

/**
 * The conditions `id` after word `w` (negated with `not`): `op` 1 starts a fresh list with condition
 * `w`, 2 appends condition `w`, 3 adds target `w` to the last condition. Memoised per lexicon.
 */
export function condAfter(lex: Lexicon, id: number, op: CondOp, w: number, not: boolean): number {
  const t = table(lex);
  const tag = ((id * 4 + op) * lex.words.length + w) * 2 + (not ? 1 : 0);
  let out = t.ops.get(tag);
  if (out === undefined) {
    const atoms = op === 1 ? [] : t.lists[id];
    if (op === 3) {
      const last = atoms[atoms.length - 1];
      const target = w * 2 + (not ? 1 : 0);
      out = intern(t, [...atoms.slice(0, -1), { ...last, targets: [...last.targets, target] }]);
    } else out = intern(t, [...atoms, { word: w, negated: not, targets: [] }]);
    t.ops.set(tag, out);
  }
  return out;
}

/** The conditions numbered `id` (empty for 0). */
export function condAtoms(lex: Lexicon, id: number): readonly CondAtom[] {
  return table(lex).lists[id];
}

/**
 * Whether rule `code` is a conversion whose conditions are built (docs/rules.md §5.8 "Conversions"):
 * `X IS [NOT] Y`, Y a noun (the empty role's noun too: cond-empty.ts; ALL and NOT ALL too); with the empty
 * role's noun as X (`EMPTY <cond> IS Y`, phases/fill.ts, ALL too: fill-all.ts); and `X WRITE [NOT] Y` (the game's
 * `conversion()` gathers it with IS: docs/rules.md §5.6).
 */
export function isCondConversion(lex: Lexicon, code: number): boolean {
  const w = lex.words[complementOf(lex, code)];
  if (ruleEntry(lex, code).rule.verb === "WRITE") return true; // a conversion (docs/rules.md §5.6)
  return verbOf(lex, code) === 0 && w.class === "noun";
}

/** The verbs beyond IS whose conditions are built (docs/rules.md §5.8 "Verbs"; cond-verbs.ts compiles them). */
const COND_VERBS: ReadonlySet<string | undefined> = new Set(["HAS", "MAKE", "EAT", "FOLLOW", "FEAR"]);

/** Whether rule `code` is a HAS, MAKE, WRITE, EAT, FOLLOW or FEAR rule, whose conditions are built (docs/rules.md §5.8 "Verbs"). */
export function isCondVerb(lex: Lexicon, code: number): boolean {
  return COND_VERBS.has(ruleEntry(lex, code).rule.verb);
}

/** Whether conditions are built for rule `code` beyond `X IS P`: a conversion or a verb of `COND_VERBS` (cond-rules.ts). */
export const builtBeyondProperties = (lex: Lexicon, code: number): boolean =>
  isCondConversion(lex, code) || isCondVerb(lex, code);
