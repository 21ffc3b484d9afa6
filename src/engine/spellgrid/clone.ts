import { cloneGame, gameKey } from "../cards";
import { cloneLevel, levelKey } from "../grid";
import type { SpellGridState } from "./types";

/** A deep copy of a SpellGrid game (the grid, the cards and the id maps); immutable parts are shared. */
export function cloneSpellGrid(s: SpellGridState): SpellGridState {
  return {
    level: cloneLevel(s.level),
    game: cloneGame(s.game),
    seams: s.seams,
    external: s.external.slice(),
    entityOf: s.entityOf.slice(),
    ruleAuras: s.ruleAuras,
    log: s.log.slice(),
    depths: s.depths.slice(),
  };
}

/**
 * A canonical 53-bit key of a SpellGrid game (the grid, the cards, the id maps; not the log): equal
 * games give equal keys however they were reached. For search, where a number is a cheap Set key.
 */
export function spellGridKey(s: SpellGridState): number {
  const l = levelKey(s.level);
  const g = gameKey(s.game);
  let a = Math.imul((l % 2 ** 26) ^ 0x811c9dc5, 0x01000193) ^ Math.floor(g / 2 ** 26);
  let b = Math.imul(Math.floor(l / 2 ** 26) ^ 0x2545f491, 0x5bd1e995) ^ (g % 2 ** 26);
  for (let i = 0; i < s.external.length; i++) {
    a = Math.imul(a ^ s.external[i], 0x01000193);
    b = Math.imul(b ^ s.external[i], 0x5bd1e995) ^ (b >>> 15);
  }
  return (a >>> 0) * 2 ** 21 + (b >>> 11);
}

/** `spellGridKey` as 14 hex digits: the game's canonical hash (replays check it). */
export function hashSpellGrid(s: SpellGridState): string {
  return spellGridKey(s).toString(16).padStart(14, "0");
}
