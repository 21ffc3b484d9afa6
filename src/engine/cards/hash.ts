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
 * Two 32-bit mixes, as 16 hex digits.
 */
export function hashGame(state: GameState): string {
  let a = 0x811c9dc5;
  let b = 0x9747b28c;
  const mix = (v: number) => {
    a = Math.imul(a ^ v, 0x01000193);
    b = Math.imul(b ^ v, 0x5bd1e995) ^ (b >>> 15);
  };
  mix(state.entities.length);
  for (const e of state.entities) {
    mix(e.card ? e.card.key : 0);
    mix(e.owner);
    mix(ZONE_CODE[e.zone]);
    mix(e.order);
    mix(e.cost);
    mix(e.attack);
    mix(e.health);
    mix(e.maxHealth);
    mix(e.pendingDestroy ? 1 : 0);
    mix(e.diedAt);
  }
  for (const side of state.sides) {
    mix(side.armor);
    for (const zone of [side.deck, side.hand, side.board, side.graveyard]) {
      mix(zone.length);
      for (const id of zone) mix(id);
    }
  }
  mix(state.lastOrder);
  mix(state.rng);
  mix(hashString(JSON.stringify(state.ruleAuras)));
  for (const step of state.endOfPhase) mix(step.length);
  return (a >>> 0).toString(16).padStart(8, "0") + (b >>> 0).toString(16).padStart(8, "0");
}
