/**
 * Random calls on the card harness, as plain data (so fast-check can print and shrink them), and the
 * cards they use, all defined here: a small base library and generated minions and spells whose texts
 * are drawn from the whole clause vocabulary, well-formed or deliberately not.
 */
import fc from "fast-check";
import type { CardDef, Chooser, Clause, EffectClause, Target, TriggerName } from "../../src/engine/cards";
import type { Game } from "../../src/harness";
import { minion } from "../scenarios/cards/defs";

const TRIGGERS: TriggerName[] = ["battlecry", "deathrattle", "damaged"];
const TARGETS: Target[] = [
  "self",
  "chosen",
  "friendlyHero",
  "enemyHero",
  "allMinions",
  "allOtherMinions",
  "allFriendlyMinions",
  "allEnemyMinions",
  "allCharacters",
  "allOtherCharacters",
];

const spell = (name: string, text: Clause[]): CardDef => ({
  name,
  type: "spell",
  cost: 1,
  text,
  split: 0,
  game: "course",
});

/** The library every generated game starts with. */
export const BASE_CARDS: CardDef[] = [
  minion("Filler", 2, [], 0),
  minion(
    "Herald",
    1,
    [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "gainArmor", amount: 1 },
    ],
    1,
  ),
  minion(
    "Urn",
    1,
    [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Filler", count: 2 },
    ],
    1,
  ),
  minion(
    "Acolyte",
    3,
    [
      { type: "trigger", trigger: "damaged" },
      { type: "effect", effect: "draw", count: 1 },
    ],
    1,
  ),
  minion(
    "Doubler",
    4,
    [{ type: "aura", aura: "triggerMultiplier", trigger: "deathrattle", times: 2, stacking: "max" }],
    1,
  ),
  spell("Spark", [{ type: "effect", effect: "dealDamage", target: "chosen", amount: 1 }]),
  spell("Storm", [{ type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 }]),
  spell("Workshop", [
    { type: "effect", effect: "assemble", filter: { trigger: "battlecry" } },
    { type: "effect", effect: "buffHand", attack: 1, health: 1 },
  ]),
  spell("Graft", [{ type: "effect", effect: "assemble", filter: { trigger: "deathrattle" } }]),
];

/** Names generated cards take (some of them awkward: a replaced base card, Object.prototype's). */
const GENERATED_NAMES = ["__proto__", "constructor", "Gen #1", "a\u0000b", "Filler"];
const SUMMONABLE = ["Filler", "Herald", "Urn", "Acolyte", "__proto__", "Gen #1"];

const effect: fc.Arbitrary<EffectClause> = fc.oneof(
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("dealDamage" as const),
    target: fc.constantFrom(...TARGETS),
    amount: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("destroy" as const),
    target: fc.constantFrom(...TARGETS),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("summon" as const),
    card: fc.constantFrom(...SUMMONABLE),
    count: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("draw" as const),
    count: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("gainArmor" as const),
    amount: fc.integer({ min: 1, max: 2 }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("buffHand" as const),
    attack: fc.integer({ min: 0, max: 1 }),
    health: fc.integer({ min: 0, max: 1 }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("assemble" as const),
    filter: fc.record({ trigger: fc.constantFrom(...TRIGGERS) }),
  }),
  fc.record({
    type: fc.constant("effect" as const),
    effect: fc.constant("spawnText" as const),
    word: fc.constant("WIN"),
  }),
);

const trigger: fc.Arbitrary<Clause> = fc.oneof(
  fc.record({
    type: fc.constant("trigger" as const),
    trigger: fc.constantFrom("battlecry" as const, "deathrattle" as const),
  }),
  fc.record({
    type: fc.constant("trigger" as const),
    trigger: fc.constant("damaged" as const),
    scope: fc.constantFrom("self" as const, "friendlyMinion" as const, "otherMinion" as const),
  }),
);

const aura: fc.Arbitrary<Clause> = fc.oneof(
  fc.record({
    type: fc.constant("aura" as const),
    aura: fc.constant("triggerMultiplier" as const),
    trigger: fc.constantFrom(...TRIGGERS),
    times: fc.integer({ min: 2, max: 3 }),
    stacking: fc.constantFrom("max" as const, "additive" as const),
  }),
  fc.constant<Clause>({ type: "aura", aura: "damageRedirect", from: "friendlyHero" }),
  fc.constant<Clause>({ type: "keyword", keyword: "taunt" }),
);

/** A minion's text as blocks (a trigger with its effects, an aura, a keyword): well-formed by construction. */
const wellFormedText = fc
  .array(fc.oneof(fc.tuple(trigger, fc.array(effect, { minLength: 1, maxLength: 2 })), aura), {
    maxLength: 3,
  })
  .map((blocks) => blocks.flatMap((b) => (Array.isArray(b) ? [b[0], ...b[1]] : [b])));

/** Any clauses in any order: mostly ill-formed. */
const anyText = fc.array(fc.oneof(trigger, effect, aura), { maxLength: 4 });

/** A generated card definition: usually valid, sometimes with a bad text, split or field. */
export const cardDef: fc.Arbitrary<unknown> = fc.oneof(
  {
    weight: 6,
    arbitrary: fc
      .tuple(fc.constantFrom(...GENERATED_NAMES), fc.integer({ min: 1, max: 6 }), wellFormedText, fc.nat())
      .map(([name, health, text, s]) => minion(name, health, text, s % (text.length + 1))),
  },
  {
    weight: 2,
    arbitrary: fc
      .tuple(fc.constantFrom(...GENERATED_NAMES), fc.array(effect, { minLength: 1, maxLength: 2 }))
      .map(([name, text]) => spell(name, text)),
  },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom(...GENERATED_NAMES), anyText, fc.integer({ min: 0, max: 5 }))
      .map(([name, text, split]) => minion(name, 2, text, split)),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      null,
      {},
      5,
      { ...BASE_CARDS[0], health: 0 },
      { ...BASE_CARDS[0], extra: 1 },
    ),
  },
);

/** A value of the wrong type for any argument. */
export const wrong: fc.Arbitrary<unknown> = fc.constantFrom<unknown>(
  null,
  undefined,
  "0",
  1.5,
  Number.NaN,
  -1,
  2,
  {},
  [],
  true,
  () => 0,
);

/**
 * An id: mostly the n-th id among some entities at the time of the call (characters in play, minions
 * in play, cards in hand, anyone), sometimes a raw value (no entity's, or of the wrong type).
 */
type Among = "inPlay" | "minions" | "hand" | "any";
export type IdRef = { raw: unknown } | { among: Among; n: number };
const idRef = (among: Among): fc.Arbitrary<IdRef> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record({ among: fc.constant(among), n: fc.nat(20) }) },
    { weight: 1, arbitrary: fc.record({ among: fc.constant("any" as const), n: fc.nat(20) }) },
    { weight: 1, arbitrary: fc.record({ raw: fc.oneof(fc.integer({ min: -1, max: 60 }), wrong) }) },
  );

/** A card name: mostly the n-th registered card of a type at the time of the call, sometimes any value. */
export type NameRef = { raw: unknown } | { registered: "minion" | "spell"; n: number };
const nameRef = (type: "minion" | "spell"): fc.Arbitrary<NameRef> =>
  fc.oneof(
    { weight: 8, arbitrary: fc.record({ registered: fc.constant(type), n: fc.nat(20) }) },
    {
      weight: 2,
      arbitrary: fc.record({
        registered: fc.constantFrom("minion" as const, "spell" as const),
        n: fc.nat(20),
      }),
    },
    {
      weight: 1,
      arbitrary: fc.record({
        raw: fc.oneof(fc.constantFrom<unknown>("Nobody", "__proto__", "a\u0000b"), wrong),
      }),
    },
  );

const player = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom<unknown>(0, 1, undefined) },
  { weight: 1, arbitrary: wrong },
);

/** What the generated chooser does: answer from the options, or misbehave in one of several ways. */
export type ChooserKind =
  | "first"
  | "last"
  | "notAnOption"
  | "throwsError"
  | "throwsString"
  | "changesGame"
  | "notAFunction";

/** One call on the harness, as data. */
export type Call =
  | { m: "summon" | "addToHand" | "addToDeck"; card: NameRef; player: unknown }
  | { m: "play"; id: IdRef }
  | { m: "dealDamage"; target: IdRef; amount: unknown }
  | { m: "cast"; card: NameRef; player: unknown; target: IdRef | null }
  | { m: "destroy"; target: IdRef }
  | { m: "registerCards"; defs: unknown }
  | { m: "assemble"; base: NameRef; donor: NameRef; half: unknown }
  | { m: "setChooser"; chooser: ChooserKind }
  | { m: "clearLog" }
  | { m: "query"; q: "zoneOf" | "health" | "attack" | "cost" | "nameOf" | "orderOfPlay"; id: IdRef };

export const call: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 5,
    arbitrary: fc.record({
      m: fc.constantFrom("summon" as const, "addToHand" as const, "addToDeck" as const),
      card: nameRef("minion"),
      player,
    }),
  },
  { weight: 3, arbitrary: fc.record({ m: fc.constant("play" as const), id: idRef("hand") }) },
  {
    weight: 3,
    arbitrary: fc.record({
      m: fc.constant("dealDamage" as const),
      target: fc.oneof(idRef("minions"), idRef("inPlay")),
      amount: fc.oneof(
        { weight: 6, arbitrary: fc.integer({ min: -1, max: 4 }) },
        { weight: 1, arbitrary: wrong },
      ),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      m: fc.constant("cast" as const),
      card: nameRef("spell"),
      player,
      target: fc.option(idRef("minions"), { nil: null, freq: 2 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ m: fc.constant("destroy" as const), target: idRef("minions") }) },
  {
    weight: 2,
    arbitrary: fc.record({
      m: fc.constant("registerCards" as const),
      defs: fc.oneof(
        { weight: 8, arbitrary: fc.array(cardDef, { minLength: 1, maxLength: 2 }) },
        { weight: 1, arbitrary: wrong },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      m: fc.constant("assemble" as const),
      base: nameRef("minion"),
      donor: nameRef("minion"),
      half: fc.oneof(
        { weight: 6, arbitrary: fc.constantFrom<unknown>("top", "bottom") },
        { weight: 1, arbitrary: wrong },
      ),
    }),
  },
  {
    weight: 1,
    arbitrary: fc.record({
      m: fc.constant("setChooser" as const),
      chooser: fc.constantFrom<ChooserKind>(
        "first",
        "last",
        "notAnOption",
        "throwsError",
        "throwsString",
        "changesGame",
        "notAFunction",
      ),
    }),
  },
  { weight: 1, arbitrary: fc.constant<Call>({ m: "clearLog" }) },
  {
    weight: 2,
    arbitrary: fc.record({
      m: fc.constant("query" as const),
      q: fc.constantFrom(
        "zoneOf" as const,
        "health" as const,
        "attack" as const,
        "cost" as const,
        "nameOf" as const,
        "orderOfPlay" as const,
      ),
      id: idRef("any"),
    }),
  },
);

function resolveId(g: Game, ref: IdRef): unknown {
  if ("raw" in ref) return ref.raw;
  const { sides, entities } = g.state;
  const minions = [...sides[0].board, ...sides[1].board];
  const pools: Record<Among, number[]> = {
    inPlay: [sides[0].hero, sides[1].hero, ...minions],
    minions,
    hand: [...sides[0].hand, ...sides[1].hand],
    any: entities.map((e) => e.id),
  };
  const ids = pools[ref.among].length > 0 ? pools[ref.among] : pools.any;
  return ids[ref.n % ids.length];
}

function resolveName(g: Game, ref: NameRef): unknown {
  if ("raw" in ref) return ref.raw;
  const names = [...g.state.cards.values()].filter((c) => c.def.type === ref.registered).map((c) => c.name);
  return names.length === 0 ? "Nobody" : names[ref.n % names.length];
}

function makeChooser(g: Game, kind: ChooserKind): unknown {
  switch (kind) {
    case "first":
      return ((_, options) => options[0]) satisfies Chooser;
    case "last":
      return ((_, options) => options[options.length - 1]) satisfies Chooser;
    case "notAnOption":
      return (() => "Nobody") satisfies Chooser;
    case "throwsError":
      return (() => {
        throw new Error("the chooser gave up");
      }) satisfies Chooser;
    case "throwsString":
      return (() => {
        throw "no";
      }) satisfies Chooser;
    case "changesGame":
      return ((_, options) => {
        g.summon("Filler");
        return options[0];
      }) satisfies Chooser;
    case "notAFunction":
      return "first";
    default:
      return kind satisfies never;
  }
}

/** Carry out one call; the harness's types are bypassed on purpose (`never`): wrong types are part of the test. */
export function performCall(g: Game, c: Call): unknown {
  switch (c.m) {
    case "summon":
    case "addToHand":
    case "addToDeck":
      return g[c.m](resolveName(g, c.card) as never, c.player as never);
    case "play":
      return g.play(resolveId(g, c.id) as never);
    case "dealDamage":
      return g.dealDamage(resolveId(g, c.target) as never, c.amount as never);
    case "cast":
      return g.cast(
        resolveName(g, c.card) as never,
        c.player as never,
        c.target === null ? undefined : (resolveId(g, c.target) as never),
      );
    case "destroy":
      return g.destroy(resolveId(g, c.target) as never);
    case "registerCards":
      return g.registerCards(c.defs as never);
    case "assemble":
      return g.assemble(resolveName(g, c.base) as never, resolveName(g, c.donor) as never, c.half as never);
    case "setChooser":
      return g.setChooser(makeChooser(g, c.chooser) as never);
    case "clearLog":
      return g.clearLog();
    case "query":
      return g[c.q](resolveId(g, c.id) as never);
    default:
      return c satisfies never;
  }
}
