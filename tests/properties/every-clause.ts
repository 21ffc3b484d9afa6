/**
 * Card texts drawn from the whole card vocabulary (docs/rules.md §4), for the property tests that hold
 * the engines to "no card can hang or crash them" (tests/spellgrid/every-word, tests/properties/
 * duel-every-clause): every effect kind of `EFFECT_SPECS` (a kind added there and not here fails to
 * compile), every trigger with every scope it takes, both auras, every keyword. Amounts stay small; the
 * summons name the cards of the run, so a Deathrattle may summon its own card (a loop the engine must stop).
 */
import fc from "fast-check";
import {
  type Clause,
  type EFFECT_SPECS,
  type EffectClause,
  KEYWORDS,
  TARGETS,
  TRIGGER_ALLOWED_SCOPES,
  type TriggerName,
} from "../../src/engine/cards";

/** Where an effect runs: a spell's text, or under a minion's trigger. */
export type RunsIn = "spell" | "minion";

const TRIGGER_NAMES = Object.keys(TRIGGER_ALLOWED_SCOPES) as TriggerName[];

/**
 * The targets an effect may name where it runs (§4.3: `chosen` and `chosenCharacter` only in a spell, as
 * far as these texts go, `self` never in one).
 */
export const targetsIn = (where: RunsIn) =>
  (Object.keys(TARGETS) as (keyof typeof TARGETS)[]).filter((t) =>
    where === "spell" ? t !== "self" : t !== "chosen" && t !== "chosenCharacter",
  );

/** One effect clause of any kind, where it runs, summoning one of `minions` and writing one of `words`. */
export function effect(
  where: RunsIn,
  minions: readonly string[],
  words: readonly string[],
): fc.Arbitrary<EffectClause> {
  const target = fc.constantFrom(...targetsIn(where));
  /** A Silence's or a Transform's targets: no hero, and no pick that may be a hero (§3.10, §4.3). */
  const minionTarget = fc.constantFrom(
    ...targetsIn(where).filter((t) => t !== "friendlyHero" && t !== "enemyHero" && t !== "chosenCharacter"),
  );
  const small = fc.integer({ min: 1, max: 2 });
  const kind = <K extends keyof typeof EFFECT_SPECS>(k: K) => fc.constant(k);
  const tag = fc.constant("effect" as const);
  const byKind: { [K in keyof typeof EFFECT_SPECS]: fc.Arbitrary<EffectClause> } = {
    dealDamage: fc.record({ type: tag, effect: kind("dealDamage"), target, amount: small }),
    destroy: fc.record({ type: tag, effect: kind("destroy"), target }),
    summon: fc.record({ type: tag, effect: kind("summon"), card: fc.constantFrom(...minions), count: small }),
    draw: fc.record({ type: tag, effect: kind("draw"), count: small }),
    gainArmor: fc.record({ type: tag, effect: kind("gainArmor"), amount: small }),
    buffHand: fc.record({ type: tag, effect: kind("buffHand"), attack: fc.nat(1), health: fc.nat(1) }),
    assemble: fc.record({
      type: tag,
      effect: kind("assemble"),
      filter: fc.record({ trigger: fc.constantFrom(...TRIGGER_NAMES) }),
    }),
    gainMana: fc.record({ type: tag, effect: kind("gainMana"), amount: small }),
    freeze: fc.record({ type: tag, effect: kind("freeze"), target }),
    heal: fc.record({ type: tag, effect: kind("heal"), target, amount: small }),
    buff: fc.record({ type: tag, effect: kind("buff"), target, attack: fc.nat(1), health: fc.nat(1) }),
    silence: fc.record({
      type: tag,
      effect: kind("silence"),
      target: minionTarget,
    }),
    transform: fc.record({
      type: tag,
      effect: kind("transform"),
      target: minionTarget,
      card: fc.constantFrom(...minions),
    }),
    spawnText: fc.record({ type: tag, effect: kind("spawnText"), word: fc.constantFrom(...words) }),
  };
  return fc.oneof(...Object.values(byKind));
}

/** A trigger clause of any trigger, with any scope it takes, or none (its default). */
export const TRIGGER: fc.Arbitrary<Clause> = fc
  .constantFrom(...TRIGGER_NAMES)
  .chain((trigger) =>
    fc
      .option(fc.constantFrom(...TRIGGER_ALLOWED_SCOPES[trigger]), { nil: undefined })
      .map(
        (scope): Clause =>
          scope === undefined ? { type: "trigger", trigger } : { type: "trigger", trigger, scope },
      ),
  );

/** An aura clause of either kind. */
export const AURA: fc.Arbitrary<Clause> = fc.oneof(
  fc.record({
    type: fc.constant("aura" as const),
    aura: fc.constant("triggerMultiplier" as const),
    trigger: fc.constantFrom(...TRIGGER_NAMES),
    times: fc.integer({ min: 2, max: 3 }),
    stacking: fc.constantFrom("max" as const, "additive" as const),
  }),
  fc.constant<Clause>({ type: "aura", aura: "damageRedirect", from: "friendlyHero" }),
);

/**
 * A minion's text: blocks of a trigger and its effects, and auras, then keywords (each at most once, and not
 * Windfury beside Mega-Windfury, which a card is refused for: docs/rules.md §3.10).
 */
export function minionText(minions: readonly string[], words: readonly string[]): fc.Arbitrary<Clause[]> {
  const block = fc.tuple(TRIGGER, fc.array(effect("minion", minions, words), { minLength: 1, maxLength: 2 }));
  return fc
    .tuple(
      fc.array(fc.oneof(block, AURA), { maxLength: 3 }),
      fc.subarray(Object.keys(KEYWORDS) as (keyof typeof KEYWORDS)[], { maxLength: 2 }),
    )
    .map(([blocks, keywords]) => [
      ...blocks.flatMap((b) => (Array.isArray(b) ? [b[0], ...b[1]] : [b])),
      ...keywords
        .filter((k) => k !== "windfury" || !keywords.includes("megaWindfury"))
        .map((keyword): Clause => ({ type: "keyword", keyword })),
    ]);
}

/** A spell's text: one or two effects. */
export const spellText = (minions: readonly string[], words: readonly string[]): fc.Arbitrary<Clause[]> =>
  fc.array(effect("spell", minions, words), { minLength: 1, maxLength: 2 });
