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
import { zeros } from "./packed";
import type { LevelLimits } from "./types";

/** The fields of the level format (schema/level.schema.json). */
const FIELDS = new Set(["width", "height", "objects", "cards", "hand", "pool", "name", "title", "$schema"]);

/** Whether `v` is an integer number. */
export const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/**
 * Checks every field of `def`; throws the first problem, naming level, field path and value. The
 * sizes are checked against `limits` (content LEVEL_LIMITS) before anything else is read, so an
 * oversized level is refused before anything is built for it.
 */
export function checkLevelDef(def: unknown, lex: Lexicon, limits: LevelLimits): asserts def is LevelDef {
  checkedKinds(def, lex, limits);
}

/**
 * `checkLevelDef`, answering each object's kind index in list order (what createLevel places: each
 * kind looked up once). A run of objects of one kind looks it up once.
 */
export function checkedKinds(def: unknown, lex: Lexicon, limits: LevelLimits): number[] {
  const d = def as Record<string, unknown>;
  const name = d && typeof d === "object" && typeof d.name === "string" ? d.name : "(unnamed)";
  if (!d || typeof d !== "object" || Array.isArray(d))
    throw badLevel(name, "(root)", def, "is not an object: a level is one");
  for (const field in d)
    if (!FIELDS.has(field) && Object.hasOwn(d, field))
      throw badLevel(name, field, d[field], "is not a level field");
  // Each field read by its name (a loop over field names would read each by a name known only at run time).
  checkSize(name, "width", d.width, limits.width);
  checkSize(name, "height", d.height, limits.height);
  if (!Array.isArray(d.objects)) throw badLevel(name, "objects", d.objects, "must be an array");
  const count = d.objects.length + (Array.isArray(d.cards) ? d.cards.length : 0);
  if (count > limits.objects) {
    const why = `objects and cards: over the limit of ${limits.objects} (content LEVEL_LIMITS.objects)`;
    throw badLevel(name, "objects", count, why);
  }
  const w = d.width as number;
  const h = d.height as number;
  const byName = kindTable(lex).byNameMap;
  // Paths are written only for an error (no string or closure per object or per call: levels load often).
  const objects = d.objects as Record<string, unknown>[];
  const kinds = zeros(objects.length);
  let last: unknown; // the kind of the object before, and its index
  let lastK = -1;
  for (let i = 0; i < objects.length; i++) {
    const o = objects[i];
    if (!o || typeof o !== "object")
      throw badLevel(name, `objects[${i}]`, o, "must be an object {kind, x, y, dir?}");
    for (const field in o)
      if (field !== "kind" && field !== "x" && field !== "y" && field !== "dir" && Object.hasOwn(o, field))
        throw badLevel(name, `objects[${i}].${field}`, o[field], "is not an object field");
    if (o.dir !== undefined && (typeof o.dir !== "string" || !Object.hasOwn(FACING_INDEX, o.dir)))
      throw badLevel(name, `objects[${i}].dir`, o.dir, "must be up, down, left or right");
    const kind = o.kind;
    if (i === 0 || kind !== last) {
      if (typeof kind !== "string") throw badLevel(name, `objects[${i}].kind`, kind, "must be a string");
      const k = byName.get(kind);
      if (k === undefined) {
        const problem = knownKind(lex, kind) ?? "it names no kind of this lexicon";
        throw badLevel(name, `objects[${i}].kind`, kind, `is not a kind: ${problem}`);
      }
      last = kind;
      lastK = k;
    }
    kinds[i] = lastK;
    const x = o.x;
    const y = o.y; // on the grid at once, else onGrid names what is wrong:
    if (
      !(
        typeof x === "number" &&
        typeof y === "number" &&
        x >= 0 &&
        y >= 0 &&
        x < w &&
        y < h &&
        isInt(x) &&
        isInt(y)
      )
    )
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
  checkNames(name, "hand", d.hand);
  checkNames(name, "pool", d.pool);
  checkText(name, "name", d.name);
  checkText(name, "title", d.title);
  checkText(name, "$schema", d.$schema);
  return kinds;
}

/** Throws unless size `f` of level `name` is a positive integer within `limit` (content LEVEL_LIMITS). */
function checkSize(name: string, f: string, v: unknown, limit: number): void {
  if (!isInt(v) || v < 1) throw badLevel(name, f, v, "must be a positive integer");
  if (v > limit) throw badLevel(name, f, v, `is over the limit of ${limit} (content LEVEL_LIMITS.${f})`);
}

/** Throws unless field `f` of level `name` is absent or an array of card names. */
function checkNames(name: string, f: string, v: unknown): void {
  if (v !== undefined && (!Array.isArray(v) || v.some((c) => typeof c !== "string")))
    throw badLevel(name, f, v, "must be an array of card names");
}

/** Throws unless field `f` of level `name` is absent or a string. */
function checkText(name: string, f: string, v: unknown): void {
  if (v !== undefined && typeof v !== "string") throw badLevel(name, f, v, "must be a string");
}

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
