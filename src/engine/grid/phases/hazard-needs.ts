/**
 * When a destruction step can act (docs/rules.md §5.5): what each step needs is one row of NEED, read two
 * ways: against the rules alone (`hazardsAct`, the turn plan's check, turn-plan.ts) and against the rules
 * and the objects on the grid (`needMet`, the phase's check before each step). A step whose properties or
 * rules nobody has is skipped at that one check, and the whole phase when no step can act.
 * The plan's check (`hazardsAct`) is checked by tests/grid/turn-plan.test.ts (a phase the plan leaves out
 * changes nothing), a level's needs being its own by plain-moves.test.ts; `needMet` has no general path to
 * compare with: a step it skips is one whose properties no object on the grid can hold.
 */
import { mayAct } from "../cond-acts";
import { givenBy, mayHold } from "../hosted";
import type { Lexicon } from "../lexicon";
import type { Bits } from "../prop-bits";
import { mayHave } from "../props-of";
import type { HazardName, Level, RuleState, VerbTable } from "../types";

/** The listed properties (behaviours.ts `LISTED_BEHAVIOURS`: no bit) a step of its own reads. */
type ListedName = "DONE";

/**
 * What a step needs: two properties, each held by some kind (the same one twice for a step of one
 * property), a verb rule of its own (EAT, MAKE), or a listed property some rule gives (`listed`: read
 * from the per-kind word lists, hosted.ts `mayHold`, as the property has no bit).
 */
type Need =
  | { readonly kind: "pair"; readonly a: keyof Bits; readonly b: keyof Bits }
  | { readonly kind: "verb"; readonly verb: "eat" | "make" }
  | { readonly kind: "listed"; readonly word: ListedName };

const pair = (a: keyof Bits, b = a): Need => ({ kind: "pair", a, b });

const NEED: Readonly<Record<HazardName, Need>> = {
  DONE: { kind: "listed", word: "DONE" },
  MORE: pair("MORE"),
  SINK: pair("SINK"),
  BOOM: pair("BOOM"),
  WEAK: pair("WEAK"),
  "HOT/MELT": pair("HOT", "MELT"),
  DEFEAT: pair("DEFEAT", "YOU"),
  "OPEN/SHUT": pair("OPEN", "SHUT"),
  EAT: { kind: "verb", verb: "eat" },
  MAKE: { kind: "verb", verb: "make" },
};

// Whether the verb table `lastTable` has a MAKE row (read once per table, not per turn: a
// table is immutable, shared by every parse that compiled the same rules).
let lastTable: VerbTable | null = null;
let lastMakes = false;

/** Whether a verb table makes (a loop, no callback). */
function makes(v: VerbTable): boolean {
  if (v !== lastTable) {
    lastTable = v;
    lastMakes = false;
    for (let k = 0; k < v.make.length && !lastMakes; k++) lastMakes = v.make[k].length > 0;
  }
  return lastMakes;
}

/**
 * Whether the rules `f` hold a verb rule of `verb` (some kind EATs, or MAKEs), conditional MAKE too
 * (cond-verbs.ts). WRITE is a conversion (docs/rules.md §5.6).
 */
const hasVerb = (f: RuleState, verb: "eat" | "make"): boolean =>
  verb === "eat"
    ? mayAct(f, "eat")
    : (f.verbs.any && makes(f.verbs)) || (f.condVerbs !== null && f.condVerbs.make !== null);

/** Whether the properties `p` hold both `a` and `b` (a function of the module: no closure made per call). */
const both = (p: number, a: number, b: number): boolean => (p & a) !== 0 && (p & b) !== 0;

/** The word index of listed property `name` in lexicon `lex`; `ABSENT` when the lexicon lacks the word. */
const ABSENT = -2;
const wordOf = (lex: Lexicon, name: ListedName): number => lex.index[name] ?? ABSENT;

/** Whether the rules `f` give what `need` asks (its properties to some kind, its verb rule, its listed property). */
function given(f: RuleState, B: Bits, lex: Lexicon, need: Need): boolean {
  switch (need.kind) {
    case "pair":
      return both(f.anyProps, B[need.a], B[need.b]);
    case "verb":
      return hasVerb(f, need.verb);
    case "listed":
      return givenBy(f, wordOf(lex, need.word));
    default:
      return need satisfies never;
  }
}

/**
 * A hazard list's needs, resolved for one lexicon: per step, its two properties' bits (zeros for a verb or
 * listed step), its verb (null for another step) and its listed property's word index (`NOT_LISTED` for
 * another step, `ABSENT` when the lexicon lacks the word). Plain numbers, so the check before each step
 * reads no table.
 */
export interface Needs {
  readonly list: readonly HazardName[];
  readonly B: Bits;
  readonly lex: Lexicon;
  readonly a: Int32Array;
  readonly b: Int32Array;
  readonly verb: readonly ("eat" | "make" | null)[];
  readonly listed: Int32Array;
}

const NOT_LISTED = -1;

let last: Needs | null = null;
// Every list's needs (each level has its own list, shared by its copies): found again when levels take turns.
const byList = new WeakMap<readonly HazardName[], Needs>();

/** The needs of each step of a hazard list (resolved once per list and lexicon: a list is never changed in place). */
export function needsOf(list: readonly HazardName[], B: Bits, lex: Lexicon): Needs {
  if (last !== null && last.list === list && last.B === B && last.lex === lex) return last;
  let needs = byList.get(list);
  if (needs === undefined || needs.B !== B || needs.lex !== lex) {
    const rows = list.map((name) => NEED[name]);
    const bit = (k: "a" | "b") => Int32Array.from(rows, (n) => (n.kind === "pair" ? B[n[k]] : 0));
    const verb = rows.map((n) => (n.kind === "verb" ? n.verb : null));
    const listed = Int32Array.from(rows, (n) => (n.kind === "listed" ? wordOf(lex, n.word) : NOT_LISTED));
    needs = { list, B, lex, a: bit("a"), b: bit("b"), verb, listed };
    byList.set(list, needs);
  }
  last = needs;
  return needs;
}

/**
 * Whether step `i` of `needs` can act now: the rules give what it needs and, for properties, an object on
 * the grid may hold each (`mayHave`: a kind holding it has one alive).
 */
export function needMet(level: Level, needs: Needs, i: number): boolean {
  const verb = needs.verb[i];
  if (verb !== null) return hasVerb(level.inForce, verb);
  const word = needs.listed[i];
  if (word !== NOT_LISTED) return mayHold(level, word); // (ABSENT: no rule gives it)
  const a = needs.a[i];
  const b = needs.b[i];
  return both(level.inForce.anyProps, a, b) && mayHave(level, a) && (a === b || mayHave(level, b));
}

const EVERY_NEED = Object.values(NEED);

/** Whether the hazard phase can act under the rules `f`: some step is given what it needs (read once per rules record). */
export const hazardsAct = (f: RuleState, B: Bits, lex: Lexicon): boolean =>
  EVERY_NEED.some((need) => given(f, B, lex, need));
