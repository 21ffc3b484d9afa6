import type { CardDef } from "./card-def";
import type { EndOfPhaseStep, FatigueRule, GameState, TurnStep, Winner, Zone } from "./types";

/** FNV-1a over a string's UTF-16 code units: a card definition's identity for hashing. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** JSON with every object's keys sorted: equal data gives equal text, whatever order its fields were written in. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v !== null && typeof v === "object" && !Array.isArray(v)
      ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : v,
  );
}

/**
 * A card definition's identity in state hashes (docs/rules.md §2): a hash of what the card is (its name and
 * every field the engine reads), written canonically, without `$schema` (where the file sits) or
 * `rarity` (read by the deck rules only, docs/rules.md §3.12), and whatever the order of its fields or of
 * the files in cards/. Adding, removing or reordering other
 * cards changes no hash; changing this card's definition does.
 */
export function cardKey(def: CardDef): number {
  const { $schema: _where, rarity: _deckRule, ...card } = def;
  return hashString(canonicalJson(card));
}

const ZONE_CODE: Record<Zone, number> = { deck: 1, hand: 2, board: 3, graveyard: 4 };
const STEP_CODE: Record<EndOfPhaseStep, number> = { deathCreation: 1, auraUpdate: 2, heroDeaths: 3 };
const TURN_STEP_CODE: Record<TurnStep, number> = {
  announceStart: 1,
  gainCrystal: 2,
  refill: 3,
  ready: 4,
  triggers: 5,
  draw: 6,
  announceEnd: 7,
  thaw: 8,
  endPhase: 9,
};
const FATIGUE_CODE: Record<FatigueRule, number> = { logOnly: 1, damage: 2 };
const WINNER_CODE = (w: Winner) => (w === null ? 0 : w === "draw" ? 3 : w + 1);

/** The two 32-bit lanes of the hash being computed (module-level: the hash is synchronous). */
let laneA = 0;
let laneB = 0;

function mix(v: number): void {
  laneA = Math.imul(laneA ^ v, 0x01000193);
  laneB = Math.imul(laneB ^ v, 0x5bd1e995);
  laneB ^= laneB >>> 15;
}

function mixZone(zone: readonly number[]): void {
  mix(zone.length);
  for (const id of zone) mix(id);
}

/**
 * A canonical hash of a card game (for search): equal states give equal hashes, however they were
 * reached. It covers every entity (its card definition, owner, zone, order of play, stats, pending
 * destroy, remembered position, duel status: turn entered, attacks, Frozen, Divine Shield), every zone's
 * order, Armor, mana, Fatigue and weapon, the rule auras, the end-of-Phase order, the Fatigue rule, the
 * duel's turn, active player, winner and turn steps (the duel's data only where it is not the default,
 * so the hash of a game without a duel, a committed replay's, is what it was before duels),
 * a pinned Assemble pool (as a set of names) and the chooser's seed state; not the log. An entity's small fields are packed into two words
 * before mixing (stats modulo 1024: a hash, not an encoding). Two 32-bit lanes folded into a 53-bit number (a cheap Set entry for search).
 */
export function gameKey(state: GameState): number {
  laneA = 0x811c9dc5;
  laneB = 0x9747b28c;
  mix(state.entities.length);
  for (const e of state.entities) {
    mix(e.card ? e.card.key : 0);
    mix(
      e.owner |
        (ZONE_CODE[e.zone] << 1) |
        (e.pendingDestroy ? 16 : 0) |
        ((e.diedAt + 1) << 5) |
        (e.order << 11),
    );
    mix((e.attack & 0x3ff) | ((e.health & 0x3ff) << 10) | ((e.maxHealth & 0x3ff) << 20));
    mix(e.cost);
    const status =
      e.entered |
      (e.attacks << 20) |
      (e.frenzied ? 1 << 27 : 0) |
      (e.frozen ? 1 << 28 : 0) |
      (e.shielded ? 1 << 29 : 0) |
      (e.stealthed ? 1 << 30 : 0) |
      (e.reborn ? 1 << 31 : 0);
    if (status !== 0) mix(status); // a duel's; a game without one hashes as it always did
  }
  for (const side of state.sides) {
    mix(side.armor);
    const duelSide = side.mana | (side.maxMana << 10) | (side.fatigue << 20);
    if (duelSide !== 0) mix(duelSide);
    if (side.weapon !== null) mix(side.weapon);
    mixZone(side.deck);
    mixZone(side.hand);
    mixZone(side.board);
    mixZone(side.graveyard);
  }
  mix(state.lastOrder);
  mix(state.rng);
  mix(aurasHash(state.ruleAuras));
  if (state.pool !== null) mix(poolHash(state.pool));
  for (const step of state.endOfPhase) mix(STEP_CODE[step]);
  if (state.fatigue !== "logOnly") mix(FATIGUE_CODE[state.fatigue]);
  const duel = state.duel;
  if (duel !== null) {
    mix(duel.turn | (duel.active << 20) | (WINNER_CODE(duel.winner) << 21));
    for (const step of duel.startOfTurn) mix(TURN_STEP_CODE[step]);
    mix(0);
    for (const step of duel.endOfTurn) mix(TURN_STEP_CODE[step]);
  }
  return (laneA >>> 0) * 2 ** 21 + (laneB >>> 11);
}

/** `gameKey` as 14 hex digits: the card game's canonical hash. */
export function hashGame(state: GameState): string {
  return gameKey(state).toString(16).padStart(14, "0");
}

/** The rule auras' hash, kept per array: `setRuleAuras` replaces the array, never changes it. */
const auraHashes = new WeakMap<readonly unknown[], number>();

/** An aura's `origin` says where it comes from, not what it does: the hash leaves it out. */
const withoutOrigin = (key: string, value: unknown) => (key === "origin" ? undefined : value);

function aurasHash(auras: readonly unknown[]): number {
  let v = auraHashes.get(auras);
  if (v === undefined) auraHashes.set(auras, (v = hashString(JSON.stringify(auras, withoutOrigin))));
  return v;
}

/** A pinned pool's hash, by its names in sorted order (the pool is a set), kept per array (never changed). */
const poolHashes = new WeakMap<readonly string[], number>();

function poolHash(pool: readonly string[]): number {
  let v = poolHashes.get(pool);
  if (v === undefined) poolHashes.set(pool, (v = hashString(JSON.stringify([...pool].sort()))));
  return v;
}
