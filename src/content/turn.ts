/**
 * The grid turn's orders as data (docs/rules.md §5.5; docs/api.md M9; wiki "Order of Operations"). The
 * engine copies them into each level's state and loops over them; tests may change the copy.
 */
import type { HazardName, LevelConfig, PhaseName } from "../engine/grid";
import { LEVEL_LIMITS } from "./limits";

/** The course's simplified turn: movement, parse, conversion, parse, hazards, win, a last parse. */
export const GRID_TURN: readonly PhaseName[] = Object.freeze([
  "move",
  "parse",
  "convert",
  "parse",
  "hazards",
  "win",
  "parse",
] as const);

/**
 * The destruction steps in the game's order (docs/rules.md §5.5; research §4 step 7): MORE spreads,
 * then SINK, WEAK, HOT/MELT, DEFEAT and OPEN/SHUT destroy, EAT destroys, MAKE adds; the win follows.
 */
export const HAZARD_ORDER: readonly HazardName[] = Object.freeze([
  "MORE",
  "SINK",
  "WEAK",
  "HOT/MELT",
  "DEFEAT",
  "OPEN/SHUT",
  "EAT",
  "MAKE",
] as const);

/** Everything a level runs with from content: the turn, the hazard order and the size limits. */
export const LEVEL_CONFIG: LevelConfig = Object.freeze({
  turn: GRID_TURN,
  hazards: HAZARD_ORDER,
  limits: LEVEL_LIMITS,
});
