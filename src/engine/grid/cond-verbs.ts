/**
 * Conditional HAS, MAKE, EAT, FOLLOW and FEAR (docs/rules.md §5.8 "Verbs"): `X <cond> HAS Y`,
 * `X <cond> MAKE Y`, `X <cond> EAT Y`, … and their NOT forms, compiled per kind and tested per object where
 * the verb acts: HAS when the holder is destroyed (read before the destroy hook runs, as the unconditional
 * items are), MAKE each turn at its step, EAT, FOLLOW and FEAR where cond-acts.ts reads them. Source: the game, whose HAS, MAKE and WRITE read their rules with
 * `findfeature` and test each rule's conditions per unit with `testcond` where they act (`conditions.lua`);
 * research §2 ("a conditional NOT only adds negated conditions": `X <cond> HAS NOT Y` takes Y away from
 * the objects it holds for; an unconditional `X HAS NOT Y` cancels the conditional `X HAS Y`).
 */
import { type CondRuleCode, compileCondition, conditionsHold } from "./cond-rules";
import type { CompiledCondition } from "./cond-table";
import { type Lexicon, TEXT } from "./lexicon";
import type { KindTable, Level } from "./types";
import { itemsOf, VERB_SLOTS } from "./verb-rules";

/** A verb table's row a conditional verb rule fills. */
export type CondSlot = "has" | "make" | "eat" | "follow" | "fear";

/**
 * One conditional verb rule in force for a kind (docs/rules.md §5.8): the item kind it gives (or,
 * `negated`, takes away), and `times`, how many spelled rules expand to it (cond-resolve.ts; its
 * listings, verb-count.ts, are at least as many).
 */
export interface CondItem {
  readonly item: number;
  readonly negated: boolean;
  readonly conditions: readonly CompiledCondition[];
  readonly text: string;
  readonly times: number;
}

/** The conditional verb rules in force per verb and kind (null per verb: none; in `RuleState`, null: none at all). */
export type CondVerbs = { readonly [S in CondSlot]: readonly (readonly CondItem[])[] | null };

/** Compiles the conditional verb rules in force (`rules`, resolved) per verb and kind; null when there are none. */
export function compileCondVerbs(
  lex: Lexicon,
  kinds: KindTable,
  rules: readonly CondRuleCode[],
): CondVerbs | null {
  const n = kinds.names.length;
  const out: Record<CondSlot, CondItem[][] | null> = {
    has: null,
    make: null,
    eat: null,
    follow: null,
    fear: null,
  };
  for (const { entry, times } of rules) {
    const r = entry.rule;
    const from = r.subject === TEXT ? kinds.firstText : kinds.thingOf[lex.index[r.subject]];
    if (from < 0) continue;
    const to = r.subject === TEXT ? n : from + 1;
    const slot = VERB_SLOTS[r.verb as string];
    const conditions = (r.conditions ?? []).map((c) => compileCondition(lex, kinds, c));
    const rows = (out[slot] ??= Array.from({ length: n }, () => []));
    for (let k = from; k < to; k++)
      for (const item of itemsOf(lex, kinds, r.verb as string, lex.index[r.complement], k))
        rows[k].push({ item, negated: r.negated, conditions, text: entry.text, times });
  }
  return out.has || out.make || out.eat || out.follow || out.fear ? out : null;
}

const OUT: number[] = [];

/**
 * The items object `id` has or makes now (docs/rules.md §5.8): those of `base` (its kind's
 * unconditional ones) and of each conditional rule of `slot` that holds for it, less those a conditional
 * NOT rule that holds takes away. `base` itself when its kind has no conditional rule of `slot`; else a
 * scratch list, read before the next call.
 */
export function condItems(
  level: Level,
  id: number,
  slot: CondSlot,
  base: readonly number[],
): readonly number[] {
  const rows = level.inForce.condVerbs?.[slot];
  const list = rows ? rows[level.kind[id]] : undefined;
  if (list === undefined || list.length === 0) return base;
  OUT.length = 0;
  for (let i = 0; i < base.length; i++) if (!takenAway(level, id, list, base[i])) OUT.push(base[i]);
  for (let i = 0; i < list.length; i++) {
    const r = list[i];
    if (r.negated || OUT.includes(r.item) || !conditionsHold(level, id, r.conditions)) continue;
    if (!takenAway(level, id, list, r.item)) OUT.push(r.item);
  }
  return OUT;
}

/** Whether a conditional NOT rule of `list` taking `item` away holds for `id`. */
function takenAway(level: Level, id: number, list: readonly CondItem[], item: number): boolean {
  for (let i = 0; i < list.length; i++)
    if (list[i].negated && list[i].item === item && conditionsHold(level, id, list[i].conditions))
      return true;
  return false;
}

/**
 * What a plan records as the verb of item `item` of object `id` (make.ts, spawns.ts): `verb` itself, or,
 * with a journal, when the item comes from a conditional rule and not from its kind's unconditional
 * ones, that rule's text, read while the rule holds (before a holder is destroyed): the journal names it.
 */
export function planVerb(level: Level, id: number, slot: CondSlot, item: number, verb: string): string {
  const list = level.journal ? level.inForce.condVerbs?.[slot]?.[level.kind[id]] : undefined;
  if (list === undefined || level.inForce.verbs[slot][level.kind[id]]?.includes(item)) return verb;
  for (const r of list)
    if (r.item === item && !r.negated && conditionsHold(level, id, r.conditions)) return r.text;
  return verb;
}

/**
 * Whether a plan's verb (`planVerb`) is a conditional rule's text rather than a verb: a verb is one word,
 * and a word holds no space (docs/rules.md §5.1: `A-Z`, digits, `_`), where a rule's text joins its words
 * with spaces.
 */
export const isRuleText = (verb: string): boolean => verb.includes(" ");
