/**
 * A shortcut of the SpellGrid codec (issue 13 item 3): whether a state's card side certainly has the
 * bytes of a card side already interned, found without writing them out. Successors of one state that
 * play the same card at different tiles, or cast the same spell, end with card sides equal field by
 * field; comparing the fields is far cheaper than writing, hashing and comparing their bytes.
 *
 * The test is sufficient, never necessary: every field the codec writes (`SpellGridCodec.writeCardSide`) is
 * compared here, numbers and strings by value, and the parts the codec numbers by their text (a card,
 * the rule auras, the pinned pool, the end-of-Phase steps, the duel) by identity, or item by item
 * for arrays, which gives them the same number. When it says no, the codec writes the bytes as before.
 * Checked against the bytes the codec writes, on every pair of states met near seeded walks over the
 * shipped SpellGrid levels, by tests/solver/card-side.test.ts.
 */
import type { Entity, GameState, Side } from "../engine/cards";
import type { SpellGridState } from "../engine/spellgrid";

/** The parts of a state the codec writes as its card side. */
export interface CardSideParts {
  readonly game: GameState;
  readonly external: readonly number[];
  readonly entityOf: readonly (number | undefined)[];
  readonly ruleAuras: SpellGridState["ruleAuras"];
}

/** Whether `s`'s card side certainly encodes as `side`'s does (false: not known, compare the bytes). */
export function sameCardSide(s: CardSideParts, side: CardSideParts): boolean {
  const a = s.game;
  const b = side.game;
  if (a === b)
    // one card game (a card play remembered, card-memo.ts, leaves its siblings the same game): only the
    // id maps and the rule auras handed to it may differ
    return (
      sameItems(s.external, side.external) &&
      sameItems(s.entityOf, side.entityOf) &&
      sameItems(s.ruleAuras, side.ruleAuras)
    );
  if (
    a.lastOrder !== b.lastOrder ||
    a.rng !== b.rng ||
    a.fatigue !== b.fatigue ||
    a.pool !== b.pool ||
    a.duel !== b.duel ||
    a.entities.length !== b.entities.length ||
    !sameItems(a.ruleAuras, b.ruleAuras) ||
    !sameItems(a.endOfPhase, b.endOfPhase) ||
    !sameSide(a.sides[0], b.sides[0]) ||
    !sameSide(a.sides[1], b.sides[1])
  )
    return false;
  // The entities before the id maps, newest first: siblings' card sides that differ mostly differ
  // in their last entity (a pure test: the order changes only how soon a difference is found).
  for (let i = a.entities.length - 1; i >= 0; i--)
    if (!sameEntity(a.entities[i], b.entities[i])) return false;
  return (
    sameItems(s.ruleAuras, side.ruleAuras) &&
    sameItems(s.external, side.external) &&
    sameItems(s.entityOf, side.entityOf)
  );
}

/**
 * Every field of an entity and of a side, as the codec writes them and `sameEntity`/`sameSide` compare
 * them. A field added to `Entity` or `Side` fails to compile here until it is listed, so whoever adds
 * it is sent to write it in the codec and compare it below (`id` is written by the entity's place).
 * Exported only so that the check is not an unused variable: nothing reads them. (Not the card engine's
 * `ENTITY_FIELDS`, the fields of each log record that name an entity.)
 */
export const COMPARED_ENTITY_FIELDS = {
  id: "place",
  card: "compared",
  owner: "compared",
  zone: "compared",
  order: "compared",
  cost: "compared",
  attack: "compared",
  health: "compared",
  maxHealth: "compared",
  pendingDestroy: "compared",
  diedAt: "compared",
  entered: "compared",
  attacks: "compared",
  frozen: "compared",
  shielded: "compared",
  stealthed: "compared",
  reborn: "compared",
  frenzied: "compared",
} as const satisfies Record<keyof Entity, "compared" | "place">;

/** The same for a side: every field is compared. */
export const COMPARED_SIDE_FIELDS = {
  hero: "compared",
  armor: "compared",
  mana: "compared",
  maxMana: "compared",
  fatigue: "compared",
  weapon: "compared",
  deck: "compared",
  hand: "compared",
  board: "compared",
  graveyard: "compared",
} as const satisfies Record<keyof Side, "compared">;

/** Whether two arrays hold the same items (by identity), in order. */
export function sameItems(a: readonly unknown[], b: readonly unknown[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function sameEntity(a: Entity, b: Entity): boolean {
  return (
    a === b ||
    (a.card === b.card &&
      a.owner === b.owner &&
      a.zone === b.zone &&
      a.order === b.order &&
      a.cost === b.cost &&
      a.attack === b.attack &&
      a.health === b.health &&
      a.maxHealth === b.maxHealth &&
      a.pendingDestroy === b.pendingDestroy &&
      a.diedAt === b.diedAt &&
      a.entered === b.entered &&
      a.attacks === b.attacks &&
      a.frozen === b.frozen &&
      a.shielded === b.shielded &&
      a.stealthed === b.stealthed &&
      a.reborn === b.reborn &&
      a.frenzied === b.frenzied)
  );
}

function sameSide(a: Side, b: Side): boolean {
  return (
    a.hero === b.hero &&
    a.armor === b.armor &&
    a.mana === b.mana &&
    a.maxMana === b.maxMana &&
    a.fatigue === b.fatigue &&
    a.weapon === b.weapon &&
    sameItems(a.deck, b.deck) &&
    sameItems(a.hand, b.hand) &&
    sameItems(a.board, b.board) &&
    sameItems(a.graveyard, b.graveyard)
  );
}

/**
 * A number that card sides written as the same bytes share (`SpellGridCodec.writeCardSide`): it mixes
 * only values the codec writes as they are (the counts of entities and id maps, the order counter, the
 * chooser's seed, each entity's zone, Attack and Health, the entity on each grid id, and each side's
 * hero, Armor, mana and zone sizes), so equal bytes give equal hints; the
 * converse need not hold. The codec files the card sides it has met under their hints, so a state's card
 * side is looked for among the few that share its hint before its bytes are written. Checked against the
 * bytes by tests/solver/card-side.test.ts.
 */
export function cardSideHint(s: CardSideParts): number {
  const g = s.game;
  let h = mix(mix(mix(0x2545f491, g.entities.length), g.lastOrder), g.rng);
  h = mix(mix(h, s.external.length), s.entityOf.length);
  for (let i = 0; i < g.entities.length; i++) {
    const e = g.entities[i];
    h = mix(mix(mix(mix(h, e.zone.charCodeAt(0)), e.attack), e.health), e.cost);
    if (e.card !== null) h = mix(h, e.card.key);
  }
  for (let i = 0; i < s.entityOf.length; i++) h = mix(h, s.entityOf[i] ?? -1);
  for (let i = 0; i < 2; i++) {
    const d = g.sides[i];
    h = mix(mix(mix(h, d.hero), d.armor), d.mana);
    h = mix(mix(mix(mix(h, d.deck.length), d.hand.length), d.board.length), d.graveyard.length);
  }
  return h;
}

/** One round of a 32-bit multiplicative mix (FNV-style) of `x` into `h`. */
function mix(h: number, x: number): number {
  return Math.imul(h ^ x, 0x01000193) ^ (h >>> 15);
}
