/**
 * The level editor's model: a level definition being edited, and every edit as data (the Command
 * pattern; undo is by snapshot, see edit-history.ts). `applyEdit` returns a new definition and never
 * changes its input; an edit that cannot be made throws an Error naming what was wrong (the tile, the
 * size, the entry) and changes nothing. The editor does not judge a level: the content checker does
 * (draft-check.ts), so a draft may hold anything a level file can, problems included.
 *
 * Age order (docs/rules.md §5.1, §6.1): objects are placed in list order, which is their age, and the
 * minions (`cards`) come after every object, in their list's order. The editor keeps both lists as
 * they are: a painted object or minion is appended to its list (the newest), erasing a tile removes its
 * newest entry, and `order` moves one entry to the start (the oldest) or the end (the newest) of its
 * list, so every order a level file can hold can be made.
 */
import { LEVEL_LIMITS } from "../src/content/limits";
import type { LevelDef } from "../src/harness";

/** What a click paints: a thing (`rock`), a word tile (`text:ROCK`) or a minion (a card with a noun). */
export type Brush =
  | { type: "thing"; kind: string }
  | { type: "word"; word: string }
  | { type: "minion"; card: string };

/** One entry of the level's two placed lists: `objects[index]` or `cards[index]`. */
export interface Entry {
  list: "objects" | "cards";
  index: number;
}

/** Every change the editor can make to a level. */
export type Edit =
  | { type: "paint"; brush: Brush; x: number; y: number }
  | { type: "erase"; x: number; y: number }
  | { type: "remove"; entry: Entry }
  | { type: "order"; entry: Entry; to: "oldest" | "newest" }
  | { type: "resize"; width: number; height: number }
  | { type: "text"; field: "name" | "title"; value: string }
  | { type: "hand"; hand: readonly string[] }
  | { type: "pool"; pool: readonly string[] | null };

/** The `$schema` a new level gets: the path from `levels/` (where a level file is kept) to its schema. */
export const LEVEL_SCHEMA = "../schema/level.schema.json";

/** An empty level of `width` × `height` tiles, named `name`: the editor's "New". */
export function emptyLevel(width: number, height: number, name = "my-level", title = "My level"): LevelDef {
  checkSize(width, height);
  return { $schema: LEVEL_SCHEMA, name, title, width, height, objects: [] };
}

/**
 * Throws unless width and height are whole numbers within the largest level (docs/rules.md §9); NaN is
 * a field left empty (or holding no number).
 */
function checkSize(width: number, height: number): void {
  for (const [field, value, max] of [
    ["width", width, LEVEL_LIMITS.width],
    ["height", height, LEVEL_LIMITS.height],
  ] as const)
    if (!Number.isInteger(value) || value < 1 || value > max)
      throw new Error(
        `${field} must be a whole number from 1 to ${max}, ${Number.isNaN(value) ? "and its field is empty" : `not ${value}`}`,
      );
}

/** Throws unless (x, y) is a tile of the level. */
function checkTile(def: LevelDef, x: number, y: number): void {
  if (!Number.isInteger(x) || !Number.isInteger(y) || x < 0 || y < 0 || x >= def.width || y >= def.height)
    throw new Error(`tile (${x}, ${y}) is off the ${def.width}×${def.height} grid`);
}

/** The entries standing on tile (x, y), oldest first: its objects in list order, then its minions. */
export function entriesAt(def: LevelDef, x: number, y: number): Entry[] {
  const out: Entry[] = [];
  def.objects.forEach((o, index) => {
    if (o.x === x && o.y === y) out.push({ list: "objects", index });
  });
  (def.cards ?? []).forEach((c, index) => {
    if (c.x === x && c.y === y) out.push({ list: "cards", index });
  });
  return out;
}

/** The list an entry is in; throws when the entry is not in the level. */
function listOf(def: LevelDef, entry: Entry): unknown[] {
  const list = entry.list === "objects" ? def.objects : (def.cards ?? []);
  if (!Number.isInteger(entry.index) || entry.index < 0 || entry.index >= list.length)
    throw new Error(`${entry.list}[${entry.index}] is not in the level (it has ${list.length})`);
  return list;
}

/** A copy of `list` without its entry `index`. */
const without = <T>(list: readonly T[], index: number): T[] => list.filter((_, i) => i !== index);

/** `field` set to `value`, or removed when `value` is null; the other fields keep their order. */
function withField<K extends keyof LevelDef>(def: LevelDef, field: K, value: LevelDef[K] | null): LevelDef {
  const next = { ...def };
  if (value === null) delete next[field];
  else next[field] = value;
  return next;
}

/** The level after `edit`. Never changes `def`; a bad edit throws an Error naming what was wrong. */
export function applyEdit(def: LevelDef, edit: Edit): LevelDef {
  switch (edit.type) {
    case "paint": {
      checkTile(def, edit.x, edit.y);
      const { brush, x, y } = edit;
      if (brush.type === "minion")
        return { ...def, cards: [...(def.cards ?? []), { card: brush.card, x, y }] };
      const kind = brush.type === "word" ? `text:${brush.word}` : brush.kind;
      return { ...def, objects: [...def.objects, { kind, x, y }] };
    }
    case "erase": {
      checkTile(def, edit.x, edit.y);
      const newest = entriesAt(def, edit.x, edit.y).pop();
      if (!newest) throw new Error(`tile (${edit.x}, ${edit.y}) is empty: there is nothing to erase`);
      return applyEdit(def, { type: "remove", entry: newest });
    }
    case "remove": {
      listOf(def, edit.entry);
      const { list, index } = edit.entry;
      return list === "objects"
        ? { ...def, objects: without(def.objects, index) }
        : { ...def, cards: without(def.cards ?? [], index) };
    }
    case "order": {
      const list = listOf(def, edit.entry);
      const moved = list[edit.entry.index];
      const rest = without(list, edit.entry.index);
      const next = edit.to === "oldest" ? [moved, ...rest] : [...rest, moved];
      return edit.entry.list === "objects"
        ? { ...def, objects: next as LevelDef["objects"] }
        : { ...def, cards: next as NonNullable<LevelDef["cards"]> };
    }
    case "resize": {
      checkSize(edit.width, edit.height);
      const inside = (e: { x: number; y: number }) => e.x < edit.width && e.y < edit.height;
      const next: LevelDef = {
        ...def,
        width: edit.width,
        height: edit.height,
        objects: def.objects.filter(inside),
      };
      if (def.cards) next.cards = def.cards.filter(inside);
      return next;
    }
    case "text":
      return withField(def, edit.field, edit.value === "" ? null : edit.value);
    case "hand":
      return withField(def, "hand", edit.hand.length === 0 ? null : [...edit.hand]);
    case "pool":
      return withField(def, "pool", edit.pool === null ? null : [...edit.pool]);
    default:
      return edit satisfies never;
  }
}

/** How many objects and minions an edit of the size would drop (those off the new grid). */
export function droppedBy(def: LevelDef, width: number, height: number): number {
  const off = (e: { x: number; y: number }) => e.x >= width || e.y >= height;
  return def.objects.filter(off).length + (def.cards ?? []).filter(off).length;
}
