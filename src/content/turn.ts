/**
 * The grid turn's orders as data (docs/rules.md §5.5; docs/api.md M9; wiki "Order of Operations"). The
 * engine copies them into each level's state and loops over them; tests may change the copy.
 */
import type { HazardName, LevelConfig, PhaseName, TakeName } from "../engine/grid";
import { LEVEL_LIMITS } from "./limits";

/**
 * The turn (research §4): the direction properties turn objects, the movement takes, parse, conversion,
 * parse, FOLLOW's turns, TELE, what stands on SHIFT faces its way, FALL, the hazards, END, the win, BONUS, a last parse. A phase nobody's properties call for is
 * skipped at once, so a level with the course's words runs the course's simplified turn.
 */
export const GRID_TURN: readonly PhaseName[] = Object.freeze([
  "facing",
  "move",
  "parse",
  "convert",
  "parse",
  "follow",
  "tele",
  "shiftFacing",
  "fall",
  "hazards",
  "end",
  "win",
  "bonus",
  "parse",
] as const);

/**
 * The destruction steps in the game's order (docs/rules.md §5.5; research §4 step 7): DONE objects leave,
 * MORE spreads, then SINK, BOOM, WEAK, HOT/MELT, DEFEAT and OPEN/SHUT destroy, EAT destroys, MAKE adds; the win follows.
 */
export const HAZARD_ORDER: readonly HazardName[] = Object.freeze([
  "DONE",
  "MORE",
  "SINK",
  "BOOM",
  "WEAK",
  "HOT/MELT",
  "DEFEAT",
  "OPEN/SHUT",
  "EAT",
  "MAKE",
] as const);

/**
 * The movement takes in the game's order (research §3; FofoFromBaba/baba-is-you-parsers-plus
 * `Lua/movement.lua` `movecommand`, takes 1 to 8): YOU, then MOVE, then the four NUDGE takes (right, up,
 * left, down), then FEAR (the fleeing objects), then SHIFT.
 */
export const MOVEMENT_TAKES: readonly TakeName[] = Object.freeze([
  "YOU",
  "MOVE",
  "NUDGERIGHT",
  "NUDGEUP",
  "NUDGELEFT",
  "NUDGEDOWN",
  "FEAR",
  "SHIFT",
] as const);

/** Everything a level runs with from content: the turn, the hazard order, the takes and the size limits. */
export const LEVEL_CONFIG: LevelConfig = Object.freeze({
  turn: GRID_TURN,
  hazards: HAZARD_ORDER,
  takes: MOVEMENT_TAKES,
  limits: LEVEL_LIMITS,
});
