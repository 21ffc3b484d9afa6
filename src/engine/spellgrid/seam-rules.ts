import { type Aura, perform } from "../cards";
import { activeRuleData, type Rule, ruleText } from "../grid";
import { ownGame } from "./clone";
import type { SeamWords, SpellGridState } from "./types";

/**
 * Seam 1 (Module 10): the auras the rules in force give. `T IS M` (T a trigger word, M a multiplier
 * word) multiplies T's triggers for both players, stacking like a card's aura; `T IS NOT M` caps them
 * at one activation, so it cancels a card's multiplier too, as `X IS NOT Y` cancels every `X IS Y`.
 * Which words mean what is data (content/seams.json). Each aura's `origin` is its rule, which an
 * activation count names when it counts the aura (docs/rules.md §3.11).
 */
export function ruleAuras(rules: readonly Rule[], words: SeamWords): Aura[] {
  const auras: Aura[] = [];
  for (const rule of rules) {
    if (rule.subjectNegated) continue;
    if (
      !Object.hasOwn(words.triggerWords, rule.subject) ||
      !Object.hasOwn(words.multiplierWords, rule.complement)
    )
      continue;
    const trigger = words.triggerWords[rule.subject];
    const m = words.multiplierWords[rule.complement];
    const origin = { label: ruleText(rule) };
    auras.push(
      rule.negated
        ? { kind: "triggerCap", trigger, times: 1, origin }
        : { kind: "triggerMultiplier", trigger, times: m.times, stacking: m.stacking, scope: "all", origin },
    );
  }
  return auras;
}

/** The auras of each parse's rule list (a reparse makes a new list; lists are never changed). */
const aurasOfRules = new WeakMap<readonly Rule[], { words: SeamWords; auras: Aura[] }>();

function aurasFor(rules: readonly Rule[], words: SeamWords): Aura[] {
  let memo = aurasOfRules.get(rules);
  if (memo === undefined || memo.words !== words)
    aurasOfRules.set(rules, (memo = { words, auras: ruleAuras(rules, words) }));
  return memo.auras;
}

const sameAuras = (a: readonly Aura[], b: readonly Aura[]) => JSON.stringify(a) === JSON.stringify(b);

/**
 * Hand the rules in force to the card engine as auras no minion carries; they enter the snapshot at
 * this Aura Update ("a rule takes effect at the next Aura Update, like a minion's aura"). Called after
 * every reparse SpellGrid makes and before every Sequence.
 */
export function syncRules(s: SpellGridState): void {
  const auras = aurasFor(activeRuleData(s.level), s.seams);
  if (auras === s.ruleAuras) return;
  if (sameAuras(auras, s.ruleAuras)) {
    s.ruleAuras = auras; // the same auras: kept as this array, so the next check is by identity
    return;
  }
  s.ruleAuras = auras;
  perform(ownGame(s), { type: "setRuleAuras", auras }, null);
}
