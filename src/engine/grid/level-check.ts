/**
 * Checking a level file (docs/rules.md §5.1): every field of a `LevelDef` before anything is built, a bad
 * field an error naming the level, the field path and the value.
 */
import { badLevel } from "./errors";
import { FACING_INDEX } from "./facing";
import { knownKind } from "./kind-names";
import { kindTable } from "./kinds";
import type { LevelDef } from "./level-def";
import type { Lexicon } from "./lexicon";
import type { LevelLimits } from "./types";

const FIELDS = new Set(["width", "height", "objects", "cards", "hand", "pool", "name", "title", "$schema"]);

/** Whether `v` is an integer number. */
export const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Checks every field of `def`; throws the first problem, naming level, field path and value. The
 * sizes are checked against `limits` (content LEVEL_LIMITS) before anything else is read, so an
 * oversized level is refused before anything is built for it.
 */
export function checkLevelDef(def: unknown, lex: Lexicon, limits: LevelLimits): asserts def is LevelDef {
  const d = def as Record<string, unknown>;
  const name = d && typeof d === "object" && typeof d.name === "string" ? d.name : "(unnamed)";
  if (!d || typeof d !== "object" || Array.isArray(d))
    throw badLevel(name, "(root)", def, "is not an object: a level is one");
  for (const field in d)
    if (Object.hasOwn(d, field) && !FIELDS.has(field))
      throw badLevel(name, field, d[field], "is not a level field");
  for (const f of SIZES) {
    if (!isInt(d[f]) || (d[f] as number) < 1) throw badLevel(name, f, d[f], "must be a positive integer");
    if ((d[f] as number) > limits[f])
      throw badLevel(name, f, d[f], `is over the limit of ${limits[f]} (content LEVEL_LIMITS.${f})`);
  }
  if (!Array.isArray(d.objects)) throw badLevel(name, "objects", d.objects, "must be an array");
  const count = d.objects.length + (Array.isArray(d.cards) ? d.cards.length : 0);
  if (count > limits.objects) {
    const why = `objects and cards: over the limit of ${limits.objects} (content LEVEL_LIMITS.objects)`;
    throw badLevel(name, "objects", count, why);
  }
  const w = d.width as number;
  const h = d.height as number;
  const byName = kindTable(lex).byName;
  // Paths are written only for an error (no string or closure per object or per call: levels load often).
  const objects = d.objects as Record<string, unknown>[];
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    if (!o || typeof o !== "object")
      throw badLevel(name, `objects[${i}]`, o, "must be an object {kind, x, y, dir?}");
    for (const field in o)
      if (field !== "kind" && field !== "x" && field !== "y" && field !== "dir" && Object.hasOwn(o, field))
        throw badLevel(name, `objects[${i}].${field}`, o[field], "is not an object field");
    if (o.dir !== undefined && (typeof o.dir !== "string" || !Object.hasOwn(FACING_INDEX, o.dir)))
      throw badLevel(name, `objects[${i}].dir`, o.dir, "must be up, down, left or right");
    if (typeof o.kind !== "string") throw badLevel(name, `objects[${i}].kind`, o.kind, "must be a string");
    if (byName[o.kind] === undefined) {
      const problem = knownKind(lex, o.kind) ?? "it names no kind of this lexicon";
      throw badLevel(name, `objects[${i}].kind`, o.kind, `is not a kind: ${problem}`);
    }
    onGrid(name, "objects", i, o, w, h);
  }
  if (d.cards !== undefined) {
    if (!Array.isArray(d.cards)) throw badLevel(name, "cards", d.cards, "must be an array");
    d.cards.forEach((c: Record<string, unknown>, i: number) => {
      if (!c || typeof c !== "object" || typeof c.card !== "string")
        throw badLevel(name, `cards[${i}].card`, c?.card, "must be a card name");
      onGrid(name, "cards", i, c, w, h);
    });
  }
  for (const f of LISTS)
    if (d[f] !== undefined && (!Array.isArray(d[f]) || d[f].some((c) => typeof c !== "string")))
      throw badLevel(name, f, d[f], "must be an array of card names");
  for (const f of TEXTS) {
    if (d[f] !== undefined && typeof d[f] !== "string") throw badLevel(name, f, d[f], "must be a string");
  }
}

const SIZES = ["width", "height"] as const;
const LISTS = ["hand", "pool"] as const;
const TEXTS = ["name", "title", "$schema"] as const;

/** Throws unless entry `i` of `list` (an object or a card) has integer x and y on the w×h grid, naming level `name`. */
function onGrid(
  name: string,
  list: string,
  i: number,
  o: Record<string, unknown>,
  w: number,
  h: number,
): void {
  if (!isInt(o.x)) throw badLevel(name, `${list}[${i}].x`, o.x, "must be an integer");
  if (!isInt(o.y)) throw badLevel(name, `${list}[${i}].y`, o.y, "must be an integer");
  if (o.x < 0 || o.y < 0 || o.x >= w || o.y >= h)
    throw badLevel(name, `${list}[${i}]`, { x: o.x, y: o.y }, `is off the ${w}×${h} grid`);
}
