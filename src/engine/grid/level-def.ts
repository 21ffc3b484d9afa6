/**
 * Loading a level (docs/rules.md §5.1): a `LevelDef` is checked field by field before anything is built,
 * and a bad field is an error naming the level, the field path and the value.
 */

import { checkLexicon } from "./args";
import { badArgument, badLevel } from "./errors";
import { DEFAULT_FACING } from "./facing";
import { newHistory } from "./history";
import { newJournal } from "./journal";
import { kindTable } from "./kinds";
import { checkedKinds, isInt } from "./level-check";
import type { Lexicon } from "./lexicon";
import { placeAtLoad } from "./load-board";
import { minusOnes, ones, packedOf, zeros } from "./packed";
import { reparse } from "./properties";
import type { Dir, HazardName, Level, LevelLimits, PhaseName, RuleState, TakeName } from "./types";
import { HISTORY_LIMIT } from "./undo";
import { NO_VERBS } from "./verb-rules";
import { UNBUILT_CONDITION, unbuiltSpelled } from "./whole-parse";

export { checkLevelDef } from "./level-check";

/** The level format (schema/level.schema.json): `cards`, `hand` and `pool` are Part III's and only checked for shape. */
export interface LevelDef {
  width: number;
  height: number;
  /** `dir`: the object's facing at the start (docs/rules.md §5.4), `right` when absent. */
  objects: { kind: string; x: number; y: number; dir?: Dir }[];
  cards?: { card: string; x: number; y: number }[];
  hand?: string[];
  /** Assemble's pool on this level (docs/rules.md §3.9): card names; absent for the default pool. */
  pool?: string[];
  name?: string;
  title?: string;
  $schema?: string;
}

/** What a level runs with, from content (GRID_TURN, HAZARD_ORDER, LEVEL_LIMITS), held in its state. */
export interface LevelConfig {
  readonly turn: readonly PhaseName[];
  readonly hazards: readonly HazardName[];
  /** The movement takes in order (content MOVEMENT_TAKES); YOU alone when absent (the course's movement). */
  readonly takes?: readonly TakeName[];
  readonly limits: LevelLimits;
  /** Whether the level keeps a journal (docs/rules.md §5.7): off unless asked (search and benchmarks). */
  readonly journal?: boolean;
  /** The seed of the level's random choices (docs/rules.md §5.5), an integer 0 … 2³² − 1; 0 when absent. */
  readonly seed?: number;
}

/** The rules of a level not parsed yet (createLevel parses at once): none, and every change calls for a parse. */
const UNPARSED: RuleState = Object.freeze({
  props: [],
  withProp: [],
  anyProps: 0,
  cond: null,
  hosted: null,
  condConvert: null,
  condVerbs: null,
  converts: false,
  converting: [],
  convert: [],
  erase: [],
  fill: [],
  verbs: NO_VERBS,
  asWord: null,
  rules: [],
  active: [],
  activeText: [],
  presenceMatters: true,
});

/** A new packed array of `n` entries the default facing (docs/rules.md §5.4: a level object's without `dir`). */
const defaultFacings = packedOf(DEFAULT_FACING);

/** The seed a config asks for (0 when none), or throws naming the field and the value. */
function checkSeed(seed: unknown): number {
  if (seed === undefined) return 0;
  if (!isInt(seed) || seed < 0 || seed > 2 ** 32 - 1)
    throw badArgument("createLevel", "config.seed", seed, "an integer from 0 to 4294967295");
  return seed;
}

/**
 * Builds a level's state from a checked definition: objects placed in list order (their age,
 * docs/rules.md §5.1), the orders copied into the state, the limits kept, the rules parsed, and a
 * journal started if the config asks for one (its first rules are not "formed": they were there).
 */
export function createLevel(def: LevelDef, lexicon: Lexicon, config: LevelConfig): Level {
  checkLexicon("createLevel", "lexicon", lexicon);
  const placed = checkedKinds(def, lexicon, config.limits); // each object's kind, in list order
  const kinds = kindTable(lexicon);
  const n = placed.length;
  const level: Level = {
    lexicon,
    kinds,
    width: def.width,
    height: def.height,
    turn: [...config.turn],
    hazards: [...config.hazards],
    takes: [...(config.takes ?? ["YOU"])],
    limits: config.limits,
    nextId: 0,
    kind: placed,
    x: zeros(n),
    y: zeros(n),
    alive: ones(n),
    facing: defaultFacings(n),
    next: minusOnes(n),
    prev: minusOnes(n),
    head: minusOnes(def.width * def.height),
    textAt: new Int32Array(def.width * def.height),
    textShared: false,
    inAgeOrder: true,
    keepsKind: [],
    count: zeros(kinds.names.length),
    countShared: false,
    kindShared: false,
    inForce: UNPARSED, // the parse below compiles them
    dirty: true,
    parsed: null,
    lines: null,
    stale: null,
    won: false,
    bonuses: 0,
    idle: false,
    seed: checkSeed(config.seed),
    history: newHistory(),
    historyLimit: HISTORY_LIMIT,
    journal: null,
  };
  const spellsCondition = placeAtLoad(level, def.objects);
  reparse(level);
  const unbuilt = spellsCondition ? unbuiltSpelled(level) : null;
  if (unbuilt !== null) throw badLevel(def.name ?? "(unnamed)", "objects", unbuilt, UNBUILT_CONDITION); // docs/rules.md §5.8
  if (config.journal) level.journal = newJournal(level);
  return level;
}
