import { cloneGame, hashGame } from "../cards";
import { cloneLevel, hashLevel } from "../grid";
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

/** A canonical hash of a SpellGrid game (the grid, the cards, the id maps); not the log. */
export function hashSpellGrid(s: SpellGridState): string {
  let ids = 0x811c9dc5;
  for (let i = 0; i < s.external.length; i++) ids = Math.imul(ids ^ s.external[i], 0x01000193);
  return `${hashLevel(s.level)}${hashGame(s.game)}${(ids >>> 0).toString(16).padStart(8, "0")}`;
}
