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

/** The hazards in the order they destroy (docs/rules.md §5.5). */
export const HAZARD_ORDER: readonly HazardName[] = Object.freeze([
  "SINK",
  "HOT/MELT",
  "DEFEAT",
  "OPEN/SHUT",
] as const);

/** Everything a level runs with from content: the turn, the hazard order and the size limits. */
export const LEVEL_CONFIG: LevelConfig = Object.freeze({
  turn: GRID_TURN,
  hazards: HAZARD_ORDER,
  limits: LEVEL_LIMITS,
});
