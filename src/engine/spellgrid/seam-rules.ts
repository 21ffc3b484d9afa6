import { type Aura, perform } from "../cards";
import { activeRuleData, type Level, type Rule, ruleSpellings, ruleText } from "../grid";
import { ownGame } from "./clone";
import type { SeamWords, SpellGridState } from "./types";

/**
 * Seam 1 (Module 10): the auras the rules in force give. `T IS M` (T a trigger word, M a multiplier
 * word) multiplies T's triggers for both players, stacking like a card's aura; `T IS NOT M` caps them
 * at one activation, so it cancels a card's multiplier too, as `X IS NOT Y` cancels every `X IS Y`.
 * Which words mean what is data (content/seams.json). Each aura's `origin` is its rule, which an
 * activation count names when it counts the aura (docs/rules.md §3.11), and, given the `level` whose
 * text spells it, the text objects that spell it at its last parse (`detail.ids`; docs/rules.md §6.3).
 */
export function ruleAuras(rules: readonly Rule[], words: SeamWords, level?: Level): Aura[] {
  const auras: Aura[] = [];
  for (const rule of rules) {
    // auras come from IS rules only; a condition names objects on the grid, never a trigger word
    if (rule.subjectNegated || rule.verb !== undefined || rule.conditions !== undefined) continue;
    if (
      !Object.hasOwn(words.triggerWords, rule.subject) ||
      !Object.hasOwn(words.multiplierWords, rule.complement)
    )
      continue;
    const trigger = words.triggerWords[rule.subject];
    const m = words.multiplierWords[rule.complement];
    const label = ruleText(rule);
    const ids = level ? (ruleSpellings(level, label, level.journal?.layout)[0] ?? []) : null;
    const origin = ids ? { label, detail: { ids } } : { label };
    auras.push(
      rule.negated
        ? { kind: "triggerCap", trigger, times: 1, origin }
        : { kind: "triggerMultiplier", trigger, times: m.times, stacking: m.stacking, scope: "all", origin },
    );
  }
  return auras;
}

/** The auras of each parse's rule list (a reparse makes a new list; lists are never changed). */
const aurasOfRules = new WeakMap<readonly Rule[], { words: SeamWords; spelled: boolean; auras: Aura[] }>();

/**
 * The auras of the level's rules in force, memoised per parse. A level that keeps a journal names the
 * text objects of each rule (read at that parse, when the rule list was made).
 */
function aurasFor(level: Level, words: SeamWords): Aura[] {
  const rules = activeRuleData(level);
  const spelled = level.journal !== null;
  let memo = aurasOfRules.get(rules);
  if (memo === undefined || memo.words !== words || memo.spelled !== spelled) {
    memo = { words, spelled, auras: ruleAuras(rules, words, spelled ? level : undefined) };
    aurasOfRules.set(rules, memo);
  }
  return memo.auras;
}

const sameAuras = (a: readonly Aura[], b: readonly Aura[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Hand the rules in force to the card engine as auras no minion carries; they enter the snapshot at
 * this Aura Update ("a rule takes effect at the next Aura Update, like a minion's aura"). Called after
 * every reparse SpellGrid makes and before every Sequence.
 */
export function syncRules(s: SpellGridState): void {
  const auras = aurasFor(s.level, s.seams);
  if (auras === s.ruleAuras) return;
  if (sameAuras(auras, s.ruleAuras)) {
    s.ruleAuras = auras; // the same auras: kept as this array, so the next check is by identity
    return;
  }
  s.ruleAuras = auras;
  perform(ownGame(s), { type: "setRuleAuras", auras }, null);
}
