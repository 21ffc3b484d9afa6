import { cloneGame } from "../cards";
import { cloneLevel } from "../grid";
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
