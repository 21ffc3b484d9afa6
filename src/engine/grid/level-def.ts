/**
 * Loading a level (docs/rules.md §5.1): a `LevelDef` is checked field by field before anything is built,
 * and a bad field is an error naming the level, the field path and the value.
 */

import { checkLexicon } from "./args";
import { addObject } from "./board";
import { badArgument, badLevel } from "./errors";
import { DEFAULT_FACING, FACING_INDEX } from "./facing";
import { newJournal } from "./journal";
import { knownKind } from "./kind-names";
import { kindTable } from "./kinds";
import type { Lexicon } from "./lexicon";
import { reparse } from "./properties";
import type { Dir, HazardName, Level, LevelLimits, PhaseName, TakeName } from "./types";
import { HISTORY_LIMIT } from "./undo";
import { NO_VERBS } from "./verb-rules";
import { UNBUILT_CONDITION, unbuiltAtLoad } from "./whole-parse";

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

const FIELDS = new Set(["width", "height", "objects", "cards", "hand", "pool", "name", "title", "$schema"]);

/** The fields of an object of a level. */
const OBJECT_FIELDS = new Set(["kind", "x", "y", "dir"]);

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Checks every field of `def`; throws the first problem, naming level, field path and value. The
 * sizes are checked against `limits` (content LEVEL_LIMITS) before anything else is read, so an
 * oversized level is refused before anything is built for it.
 */
export function checkLevelDef(def: unknown, lex: Lexicon, limits: LevelLimits): asserts def is LevelDef {
  const d = def as Record<string, unknown>;
  const name = d && typeof d === "object" && typeof d.name === "string" ? d.name : "(unnamed)";
  const bad = (field: string, value: unknown, why: string) => badLevel(name, field, value, why);
  if (!d || typeof d !== "object" || Array.isArray(d))
    throw bad("(root)", def, "is not an object: a level is one");
  for (const field of Object.keys(d))
    if (!FIELDS.has(field)) throw bad(field, d[field], "is not a level field");
  for (const f of ["width", "height"] as const) {
    if (!isInt(d[f]) || (d[f] as number) < 1) throw bad(f, d[f], "must be a positive integer");
    if ((d[f] as number) > limits[f])
      throw bad(f, d[f], `is over the limit of ${limits[f]} (content LEVEL_LIMITS.${f})`);
  }
  if (!Array.isArray(d.objects)) throw bad("objects", d.objects, "must be an array");
  const count = d.objects.length + (Array.isArray(d.cards) ? d.cards.length : 0);
  if (count > limits.objects) {
    const why = `objects and cards: over the limit of ${limits.objects} (content LEVEL_LIMITS.objects)`;
    throw badLevel(name, "objects", count, why);
  }
  const w = d.width as number;
  const h = d.height as number;
  // Paths are written only for an error (no string or closure per object: levels load often).
  const onGrid = (list: string, i: number, o: Record<string, unknown>) => {
    for (const c of ["x", "y"] as const)
      if (!isInt(o[c])) throw bad(`${list}[${i}].${c}`, o[c], "must be an integer");
    if ((o.x as number) < 0 || (o.y as number) < 0 || (o.x as number) >= w || (o.y as number) >= h) {
      throw bad(`${list}[${i}]`, { x: o.x, y: o.y }, `is off the ${w}×${h} grid`);
    }
  };
  const path = (i: number) => `objects[${i}]`;
  const objects = d.objects as Record<string, unknown>[];
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    if (!o || typeof o !== "object") throw bad(path(i), o, "must be an object {kind, x, y, dir?}");
    for (const field in o)
      if (Object.hasOwn(o, field) && !OBJECT_FIELDS.has(field))
        throw bad(`${path(i)}.${field}`, o[field], "is not an object field");
    if (o.dir !== undefined && (typeof o.dir !== "string" || !Object.hasOwn(FACING_INDEX, o.dir)))
      throw bad(`${path(i)}.dir`, o.dir, "must be up, down, left or right");
    if (typeof o.kind !== "string") throw bad(`${path(i)}.kind`, o.kind, "must be a string");
    const problem = knownKind(lex, o.kind);
    if (problem !== null) throw bad(`${path(i)}.kind`, o.kind, `is not a kind: ${problem}`);
    onGrid("objects", i, o);
  }
  if (d.cards !== undefined) {
    if (!Array.isArray(d.cards)) throw bad("cards", d.cards, "must be an array");
    d.cards.forEach((c: Record<string, unknown>, i: number) => {
      if (!c || typeof c !== "object" || typeof c.card !== "string")
        throw bad(`cards[${i}].card`, c?.card, "must be a card name");
      onGrid("cards", i, c);
    });
  }
  for (const f of ["hand", "pool"] as const)
    if (d[f] !== undefined && (!Array.isArray(d[f]) || d[f].some((c) => typeof c !== "string")))
      throw bad(f, d[f], "must be an array of card names");
  for (const f of ["name", "title", "$schema"] as const) {
    if (d[f] !== undefined && typeof d[f] !== "string") throw bad(f, d[f], "must be a string");
  }
}

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
  checkLevelDef(def, lexicon, config.limits);
  const kinds = kindTable(lexicon);
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
    kind: [],
    x: [],
    y: [],
    alive: [],
    facing: [],
    next: [],
    prev: [],
    head: new Array(def.width * def.height).fill(-1),
    keepsKind: [],
    count: new Array(kinds.names.length).fill(0),
    countShared: false,
    props: [], // the parse below compiles them
    anyProps: 0,
    cond: null,
    converts: false,
    convert: [],
    erase: [],
    fill: [],
    verbs: NO_VERBS,
    asWord: null,
    rules: [],
    active: [],
    activeText: [],
    dirty: true,
    presenceMatters: true,
    parsed: null,
    lines: null,
    stale: null,
    won: false,
    seed: checkSeed(config.seed),
    history: [],
    historyLimit: HISTORY_LIMIT,
    journal: null,
  };
  for (const o of def.objects)
    addObject(level, kinds.byName[o.kind], o.x, o.y, o.dir ? FACING_INDEX[o.dir] : DEFAULT_FACING);
  reparse(level);
  const unbuilt = unbuiltAtLoad(level);
  if (unbuilt !== null) throw badLevel(def.name ?? "(unnamed)", "objects", unbuilt, UNBUILT_CONDITION); // docs/rules.md §5.8
  if (config.journal) level.journal = newJournal(level);
  return level;
}
