import type { GameState, Zone } from "./types";

/** FNV-1a over a string's UTF-16 code units: a card definition's identity for hashing. */
export function hashString(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

const ZONE_CODE: Record<Zone, number> = { deck: 1, hand: 2, board: 3, graveyard: 4 };

/**
 * A canonical hash of a card game (for search): equal states give equal hashes, however they were
 * reached. It covers every entity (its card definition, owner, zone, order of play, stats), every
 * zone's order, Armor, the rule auras, the end-of-Phase order and the chooser's seed state; not the log.
 * Two 32-bit lanes folded into a 53-bit number (a cheap Set key for search).
 */
export function gameKey(state: GameState): number {
  const h = lanes;
  h[0] = 0x811c9dc5;
  h[1] = 0x9747b28c;
  mix(h, state.entities.length);
  for (const e of state.entities) {
    mix(h, e.card ? e.card.key : 0);
    mix(h, e.owner);
    mix(h, ZONE_CODE[e.zone]);
    mix(h, e.order);
    mix(h, e.cost);
    mix(h, e.attack);
    mix(h, e.health);
    mix(h, e.maxHealth);
    mix(h, e.pendingDestroy ? 1 : 0);
    mix(h, e.diedAt);
  }
  for (const side of state.sides) {
    mix(h, side.armor);
    mixZone(h, side.deck);
    mixZone(h, side.hand);
    mixZone(h, side.board);
    mixZone(h, side.graveyard);
  }
  mix(h, state.lastOrder);
  mix(h, state.rng);
  mix(h, aurasHash(state.ruleAuras));
  for (const step of state.endOfPhase) mix(h, step.length);
  return (h[0] >>> 0) * 2 ** 21 + (h[1] >>> 11);
}

/** `gameKey` as 14 hex digits: the card game's canonical hash. */
export function hashGame(state: GameState): string {
  return gameKey(state).toString(16).padStart(14, "0");
}

/** The two 32-bit lanes of `hashGame` (one module-level pair: the hash is synchronous). */
const lanes = new Int32Array(2);

function mix(h: Int32Array, v: number): void {
  h[0] = Math.imul(h[0] ^ v, 0x01000193);
  h[1] = Math.imul(h[1] ^ v, 0x5bd1e995) ^ (h[1] >>> 15);
}

function mixZone(h: Int32Array, zone: readonly number[]): void {
  mix(h, zone.length);
  for (const id of zone) mix(h, id);
}

/** The rule auras' hash, kept per array: `setRuleAuras` replaces the array, never changes it. */
const auraHashes = new WeakMap<readonly unknown[], number>();

function aurasHash(auras: readonly unknown[]): number {
  let v = auraHashes.get(auras);
  if (v === undefined) auraHashes.set(auras, (v = hashString(JSON.stringify(auras))));
  return v;
}
