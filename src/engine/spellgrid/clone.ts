import { cloneGame, type GameState, gameKey } from "../cards";
import { cloneLevel, hexKey, levelKey } from "../grid";
import type { SpellGridState } from "./types";

/**
 * A deep copy of a SpellGrid game (the grid, the cards and the id maps); immutable parts are shared.
 * The card side (the card game, the id maps) and the journal are copied on write: both copies share
 * them, marked shared, until one of them changes them (`ownGame`, `ownLog`). A turn that kills no
 * minion never copies the card game, and one that records nothing never copies the journal.
 */
export function cloneSpellGrid(s: SpellGridState): SpellGridState {
  s.gameShared = true;
  s.idsShared = true;
  s.logShared = true;
  return {
    level: cloneLevel(s.level),
    game: s.game,
    gameShared: true,
    idsShared: true,
    logShared: true,
    logKept: s.logKept,
    seams: s.seams,
    external: s.external,
    entityOf: s.entityOf,
    ruleAuras: s.ruleAuras,
    log: s.log,
    depths: s.depths,
    causes: s.causes,
    nest: s.nest,
  };
}

/**
 * The card game of `s`, its own to change, with its id maps and journal: copied first if they are
 * shared with another copy. Every change to the card side starts here.
 */
export function ownGame(s: SpellGridState): GameState {
  if (s.gameShared) {
    s.game = cloneGame(s.game);
    s.gameShared = false;
  }
  ownIds(s);
  ownLog(s);
  return s.game;
}

/**
 * The id maps of `s` (`external`, `entityOf`), its own to change: copied first if they are shared with
 * another copy. Linking an id starts here: the card game stays shared.
 */
export function ownIds(s: SpellGridState): void {
  if (!s.idsShared) return;
  s.external = s.external.slice();
  s.entityOf = s.entityOf.slice();
  s.idsShared = false;
}

/** The journal of `s`, its own to append to: copied first if it is shared with another copy. */
export function ownLog(s: SpellGridState): void {
  if (!s.logShared || !s.logKept) return; // a journal not kept is never written
  if (s.log.length === 0) {
    // nothing to copy (a search's states start each action with an empty, shared journal)
    s.log = [];
    s.depths = [];
    s.causes = [];
    s.nest = [];
  } else {
    s.log = s.log.slice();
    s.depths = s.depths.slice();
    s.causes = s.causes.slice();
    s.nest = s.nest.slice();
  }
  s.logShared = false;
}

/**
 * Empties the journal of `s` (its records, depths, causes and nests), giving it new arrays of its own: a
 * copy that starts the next action's journal. A journal already empty is left as it is.
 */
export function dropLog(s: SpellGridState): void {
  if (s.log.length === 0) return;
  s.log = [];
  s.depths = [];
  s.causes = [];
  s.nest = [];
  s.logShared = false;
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
  return hexKey(spellGridKey(s));
}
