/**
 * The one card-text renderer (docs/rules.md §4: "The card's English text is rendered from its clauses"), used by
 * the CLI, the playground and error messages. It reads data only and names no card. Its tables are keyed
 * by the unions derived from the vocabulary (`vocabulary.ts`), so a new trigger, scope, target, effect,
 * aura, keyword or stacking rule without its words here does not compile.
 *
 * Sentences: a run of keywords is one sentence ("Charge, Divine Shield."), an aura is a sentence of its own; a trigger opens a sentence ("Deathrattle:",
 * "Whenever this minion takes damage,") that its first effect completes; every further effect is its own
 * sentence. After a colon the effect is capitalised, after a comma it is not.
 *
 * The ALL rule (docs/rules.md §4 table; course Module 5; Hearthstone's printing): damage to a target reaching both
 * sides is written "ALL" when `ALL_EMPHASIS` lists that target for the clause's context, "all" otherwise.
 * Spells and Battlecries emphasise every both-sides target ("Deal 1 damage to ALL minions"); Deathrattles
 * and damage triggers only those that include heroes ("Deathrattle: Deal 1 damage to ALL other
 * characters", but "Deathrattle: Deal 1 damage to all minions"); healing in a spell or a Battlecry as
 * damage ("Restore 4 Health to ALL minions"); a destroy only at the start or end of a turn ("At the start
 * of your turn, destroy ALL minions", but "Destroy all minions"); other effects never. That is how
 * Hearthstone printed its first cards; a card whose `allCaps` is false writes every "all" in lower case, as
 * the game prints its later ones ("Lifesteal. Deal 1 damage to all minions").
 */
import type {
  AuraClause,
  AuraKind,
  CardDef,
  Clause,
  DamagedScope,
  EffectClause,
  EffectKind,
  Keyword,
  Stacking,
  Target,
  TriggerName,
} from "./card-def";
import { TRIGGER_DEFAULT_SCOPES } from "./vocabulary";

/** Finds a card by name (e.g. a summoned card, for its stats). */
export type CardLookup = (name: string) => CardDef | undefined;

/** What introduces an effect: the nearest trigger before it, or none (a spell's own effect). */
export type TextContext = "spell" | TriggerName;

/** The opening of a `damaged` trigger per scope (docs/rules.md §4: default `self`). */
const DAMAGED_OPENING: Record<DamagedScope, string> = {
  self: "Whenever this minion takes damage,",
  friendlyMinion: "Whenever a friendly minion takes damage,",
  otherMinion: "Whenever another minion takes damage,",
  otherFriendlyMinion: "Whenever another friendly minion takes damage,",
  friendly: "Whenever a friendly character takes damage,",
};

/** Words for each trigger: its opening, the subject of an aura multiplying it, its kind of minion. */
const TRIGGER_WORDS: Record<
  TriggerName,
  { opening: (scope: DamagedScope) => string; auraSubject: string; minion: string }
> = {
  battlecry: { opening: () => "Battlecry:", auraSubject: "Your Battlecries trigger", minion: "Battlecry" },
  deathrattle: {
    opening: () => "Deathrattle:",
    auraSubject: "Your minions trigger their Deathrattles",
    minion: "Deathrattle",
  },
  damaged: {
    opening: (scope) => DAMAGED_OPENING[scope],
    auraSubject: "Your minions trigger their damage reactions",
    minion: "damage-reacting",
  },
  afterSummon: {
    opening: (scope) =>
      scope === "otherMinion" ? "After another minion is summoned," : "After you summon a minion,",
    auraSubject: "Your minions trigger their summon reactions",
    minion: "summon-reacting",
  },
  attack: {
    opening: (scope) =>
      scope === "friendlyMinion"
        ? "Whenever a friendly minion attacks,"
        : scope === "otherFriendlyMinion"
          ? "Whenever another friendly minion attacks,"
          : scope === "friendly"
            ? "Whenever a friendly character attacks,"
            : "Whenever this minion attacks,",
    auraSubject: "Your minions trigger their attack reactions",
    minion: "attack-reacting",
  },
  startOfTurn: {
    opening: () => "At the start of your turn,",
    auraSubject: "Your minions trigger their start-of-turn effects",
    minion: "start-of-turn",
  },
  endOfTurn: {
    opening: () => "At the end of your turn,",
    auraSubject: "Your minions trigger their end-of-turn effects",
    minion: "end-of-turn",
  },
  overkill: { opening: () => "Overkill:", auraSubject: "Your Overkills trigger", minion: "Overkill" },
  frenzy: { opening: () => "Frenzy:", auraSubject: "Your Frenzies trigger", minion: "Frenzy" },
  spellburst: { opening: () => "Spellburst:", auraSubject: "Your Spellbursts trigger", minion: "Spellburst" },
};

/**
 * Keywords as printed. A run of keywords is one sentence, the keywords joined by commas as Hearthstone
 * prints them ("Charge, Divine Shield."), ended by a full stop.
 */
const KEYWORD_TEXT: Record<Keyword, string> = {
  taunt: "Taunt",
  charge: "Charge",
  rush: "Rush",
  windfury: "Windfury",
  megaWindfury: "Mega-Windfury",
  divineShield: "Divine Shield",
  poisonous: "Poisonous",
  lifesteal: "Lifesteal",
  immune: "Immune",
  spellDamage: "Spell Damage",
  reborn: "Reborn",
  stealth: "Stealth",
};

/** A keyword's name as Hearthstone prints it (`megaWindfury` → "Mega-Windfury"). */
export function keywordName(keyword: Keyword): string {
  return KEYWORD_TEXT[keyword];
}

/** A keyword as printed: Spell Damage with its amount (`Spell Damage +2`, Hearthstone's form). */
function keywordText(clause: Extract<Clause, { type: "keyword" }>): string {
  const words = KEYWORD_TEXT[clause.keyword];
  return clause.keyword === "spellDamage" ? `${words} +${clause.amount ?? 1}` : words;
}

/** Target phrases; `{all}` marks a target reaching both sides, written "ALL" or "all" (the ALL rule). */
const TARGET_PHRASE: Record<Target, string> = {
  self: "this minion",
  chosen: "a minion",
  chosenCharacter: "a character",
  friendlyHero: "your hero",
  enemyHero: "the enemy hero",
  allMinions: "{all} minions",
  allOtherMinions: "{all} other minions",
  allFriendlyMinions: "all friendly minions",
  allEnemyMinions: "all enemy minions",
  allCharacters: "{all} characters",
  allOtherCharacters: "{all} other characters",
  allFriendlyCharacters: "all friendly characters",
  allEnemyCharacters: "all enemies",
};

const BOTH_SIDES_MINIONS: readonly Target[] = ["allMinions", "allOtherMinions"];
const BOTH_SIDES_CHARACTERS: readonly Target[] = ["allCharacters", "allOtherCharacters"];

/** The ALL rule's data: per effect and context, the targets written "ALL" (absent effect: none). */
const ALL_EMPHASIS: Partial<Record<EffectKind, Record<TextContext, readonly Target[]>>> = {
  dealDamage: {
    spell: [...BOTH_SIDES_MINIONS, ...BOTH_SIDES_CHARACTERS],
    battlecry: [...BOTH_SIDES_MINIONS, ...BOTH_SIDES_CHARACTERS],
    deathrattle: BOTH_SIDES_CHARACTERS,
    damaged: BOTH_SIDES_CHARACTERS,
    afterSummon: BOTH_SIDES_CHARACTERS,
    attack: BOTH_SIDES_CHARACTERS,
    startOfTurn: BOTH_SIDES_CHARACTERS,
    endOfTurn: BOTH_SIDES_CHARACTERS,
    overkill: BOTH_SIDES_CHARACTERS,
    frenzy: BOTH_SIDES_CHARACTERS,
    spellburst: BOTH_SIDES_CHARACTERS,
  },
  heal: {
    spell: [...BOTH_SIDES_MINIONS, ...BOTH_SIDES_CHARACTERS],
    battlecry: [...BOTH_SIDES_MINIONS, ...BOTH_SIDES_CHARACTERS],
    deathrattle: [],
    damaged: [],
    afterSummon: [],
    attack: [],
    startOfTurn: [],
    endOfTurn: [],
    overkill: [],
    frenzy: [],
    spellburst: [],
  },
  destroy: {
    spell: [],
    battlecry: [],
    deathrattle: [],
    damaged: [],
    afterSummon: [],
    attack: [],
    startOfTurn: BOTH_SIDES_MINIONS,
    endOfTurn: BOTH_SIDES_MINIONS,
    overkill: [],
    frenzy: [],
    spellburst: [],
  },
};

/** How often a trigger multiplier makes a trigger fire, per stacking rule (docs/rules.md §3.4). */
const STACKING_PHRASE: Record<Stacking, (times: number) => string> = {
  max: (times) => (times === 2 ? "twice" : `${times} times`),
  additive: (times) => (times === 2 ? "an additional time" : `${times - 1} additional times`),
};

/** "a" or "an" before a word or stat line ("an 8/8", "an Assemble"). */
function article(next: string): string {
  return /^(8|11|18|[AEIOUaeiou])/.test(next) ? "an" : "a";
}

/** A card as a summon names it: "2/1 <name>" for a minion found by `lookup`, else its name. */
function summonedCard(name: string, lookup: CardLookup): string {
  const def = lookup(name);
  return def?.type === "minion" ? `${def.attack}/${def.health} ${name}` : name;
}

/** A buff as printed: "+4/+4", "+3 Attack" (no Health), "+2 Health" (no Attack). */
function statsPhrase(attack: number, health: number): string {
  if (health === 0) return `+${attack} Attack`;
  if (attack === 0) return `+${health} Health`;
  return `+${attack}/+${health}`;
}

/**
 * A target phrase in a context, applying the ALL rule; with `allCaps` false (a card printed in the game's
 * later style, `CardDef.allCaps`) "all" is never capitalised.
 */
export function renderTarget(
  target: Target,
  effect: EffectKind,
  context: TextContext,
  allCaps = true,
): string {
  const all = allCaps && ALL_EMPHASIS[effect]?.[context].includes(target) ? "ALL" : "all";
  return TARGET_PHRASE[target].replace("{all}", all);
}

/**
 * " to <target>" after a damage or a healing amount; nothing for a character the player picks, as the
 * game prints it ("Battlecry: Deal 1 damage.", "Deal 6 damage.": docs/rules.md §3.6).
 */
function toTarget(target: Target, effect: EffectKind, context: TextContext, allCaps: boolean): string {
  return target === "chosenCharacter" ? "" : ` to ${renderTarget(target, effect, context, allCaps)}`;
}

type EffectRenderers = {
  [K in EffectKind]: (
    e: Extract<EffectClause, { effect: K }>,
    c: TextContext,
    l: CardLookup,
    allCaps: boolean,
  ) => string;
};

/** One sentence per effect kind (docs/rules.md §4), capitalised, with its full stop. */
const EFFECT_TEXT: EffectRenderers = {
  dealDamage: (e, c, _l, caps) => `Deal ${e.amount} damage${toTarget(e.target, e.effect, c, caps)}.`,
  destroy: (e, c, _l, caps) => `Destroy ${renderTarget(e.target, e.effect, c, caps)}.`,
  summon: (e, _c, lookup) => {
    const card = summonedCard(e.card, lookup);
    const one = `${article(card)} ${card}`;
    return e.count === 1 ? `Summon ${one}.` : `Summon ${e.count} copies of ${one}.`;
  },
  draw: (e) => (e.count === 1 ? "Draw a card." : `Draw ${e.count} cards.`),
  gainArmor: (e) => `Gain ${e.amount} Armor.`,
  buffHand: (e) => `Give all minions in your hand +${e.attack}/+${e.health}.`,
  assemble: (e) => {
    const kind = TRIGGER_WORDS[e.filter.trigger].minion;
    return `Assemble ${article(kind)} ${kind} minion.`;
  },
  gainMana: (e) => `Gain ${e.amount} Mana Crystal${e.amount === 1 ? "" : "s"} this turn only.`,
  freeze: (e, c, _l, caps) => `Freeze ${renderTarget(e.target, e.effect, c, caps)}.`,
  heal: (e, c, _l, caps) => `Restore ${e.amount} Health${toTarget(e.target, e.effect, c, caps)}.`,
  buff: (e, c, _l, caps) =>
    e.target === "self"
      ? `Gain ${statsPhrase(e.attack, e.health)}.`
      : `Give ${renderTarget(e.target, e.effect, c, caps)} ${statsPhrase(e.attack, e.health)}.`,
  silence: (e, c, _l, caps) => `Silence ${renderTarget(e.target, e.effect, c, caps)}.`,
  transform: (e, c, lookup, caps) => {
    const card = summonedCard(e.card, lookup);
    return `Transform ${renderTarget(e.target, e.effect, c, caps)} into ${article(card)} ${card}.`;
  },
  spawnText: (e) => `Write ${e.word} on this tile.`,
};

/** One effect clause as a sentence in its context (`allCaps`: `renderTarget`). */
export function renderEffect(
  effect: EffectClause,
  context: TextContext,
  lookup: CardLookup,
  allCaps = true,
): string {
  const render = EFFECT_TEXT[effect.effect] as (
    e: EffectClause,
    c: TextContext,
    l: CardLookup,
    allCaps: boolean,
  ) => string;
  return render(effect, context, lookup, allCaps);
}

type AuraRenderers = { [K in AuraKind]: (a: Extract<AuraClause, { aura: K }>) => string };

/** One sentence per aura kind (docs/rules.md §3.4, §3.5). */
const AURA_TEXT: AuraRenderers = {
  triggerMultiplier: (a) =>
    `${TRIGGER_WORDS[a.trigger].auraSubject} ${STACKING_PHRASE[a.stacking](a.times)}.`,
  damageRedirect: () => "Whenever your hero takes damage, this minion takes it instead.",
};

/** One aura clause as a sentence. */
export function renderAura(aura: AuraClause): string {
  return (AURA_TEXT[aura.aura] as (a: AuraClause) => string)(aura);
}

/**
 * A list of clauses as English text (see the module comment for the sentence and ALL rules); `allCaps`
 * false writes every "all" in lower case (`CardDef.allCaps`).
 */
export function renderClauses(text: readonly Clause[], lookup: CardLookup, allCaps = true): string {
  const parts: string[] = [];
  let context: TextContext = "spell";
  let completesOpening = false;
  let lowerNext = false;
  let previous: Clause | undefined;
  for (const clause of text) {
    switch (clause.type) {
      case "keyword":
        if (previous?.type === "keyword")
          parts[parts.length - 1] = `${parts[parts.length - 1].slice(0, -1)}, ${keywordText(clause)}.`;
        else parts.push(`${keywordText(clause)}.`);
        context = "spell";
        completesOpening = false;
        break;
      case "aura":
        parts.push(renderAura(clause));
        context = "spell";
        completesOpening = false;
        break;
      case "trigger": {
        const opening = TRIGGER_WORDS[clause.trigger].opening(
          clause.scope ?? TRIGGER_DEFAULT_SCOPES[clause.trigger],
        );
        parts.push(opening);
        context = clause.trigger;
        completesOpening = true;
        lowerNext = opening.endsWith(",");
        break;
      }
      case "effect": {
        const sentence = renderEffect(clause, context, lookup, allCaps);
        const lower = completesOpening && lowerNext;
        parts.push(lower ? `${sentence[0].toLowerCase()}${sentence.slice(1)}` : sentence);
        completesOpening = false;
        break;
      }
      default: {
        const never: never = clause;
        throw new Error(`unknown clause ${JSON.stringify(never)}`);
      }
    }
    previous = clause;
  }
  return parts.join(" ");
}

/**
 * Every card's keywords are printed first, wherever its text has them, in the order written (docs/rules.md
 * §4.4). A spell prints its Lifesteal first ("Lifesteal. Deal 3 damage to a minion"), and a minion its
 * keywords before its triggers and auras ("Divine Shield, Taunt. Deathrattle: …"), as the game prints
 * them. The game fixes no order among keywords ("Divine Shield, Taunt" and "Taunt, Divine Shield" are
 * both printed), so the author's stands. Where a keyword stands changes nothing it does: a spell's
 * covers every effect, and a minion's text cannot put an effect after a keyword (`illFormedAt`).
 */
function keywordsFirst(text: readonly Clause[]): readonly Clause[] {
  const keywords: Clause[] = [];
  const rest: Clause[] = [];
  for (const clause of text) (clause.type === "keyword" ? keywords : rest).push(clause);
  return keywords.length === 0 ? text : [...keywords, ...rest];
}

/**
 * A card's English text (docs/rules.md §4 "Text" column, without a SpellGrid noun); "" for a card without
 * text. Its `allCaps` (default true) says whether the ALL rule capitalises "ALL" (docs/rules.md §4.4).
 */
export function renderCardText(def: CardDef, lookup: CardLookup): string {
  return renderClauses(keywordsFirst(def.text), lookup, def.allCaps ?? true);
}

/** A card's stats as printed: `1/1` (a minion's Attack/Health), `3/2` (a weapon's Attack/Durability). */
const STATS: Record<CardDef["type"], (def: CardDef) => string> = {
  minion: (def) => `${def.attack}/${def.health} `,
  spell: () => "",
  weapon: (def) => `${def.attack}/${def.durability} `,
};

/**
 * One line for CLIs and errors: `Name (2 mana 1/1 minion, NOUN): text`, `Name (1 mana spell): text`,
 * `Name (3 mana 3/2 weapon)`.
 */
export function cardSummary(def: CardDef, lookup: CardLookup): string {
  const stats = STATS[def.type](def);
  const noun = def.noun ? `, ${def.noun}` : "";
  const text = renderCardText(def, lookup);
  return `${def.name} (${def.cost} mana ${stats}${def.type}${noun})${text ? `: ${text}` : ""}`;
}
