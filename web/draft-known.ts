/**
 * What the editor can still say of a level with problems: the game made of it without the entries its
 * problems name (an object or minion of the grid, a card of the hand or the pool, a field besides the
 * grid's: the name, the title, one the format does not know),
 * so the tile's tooltip and the rules panel say what the rules spelled make each object that is left,
 * rather than nothing until every problem is fixed. Nothing is known when a problem is not of an entry
 * (the size, the level as a whole), or when what is left still cannot be played (draft-check.ts).
 */
import type { Content } from "../src/content/content";
import type { Problem } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import type { Session } from "../src/play/session";
import { checkDraft } from "./draft-check";

/** The game made of a level without the entries its problems name. */
export interface KnownStart {
  session: Session;
  /** How many entries were left out. */
  left: number;
  /** The game's id of the level's object or minion `id` (as draft-view.ts numbers them), null when left out. */
  idOf(id: number): number | null;
}

/** The lists of a level whose entries a problem may name (`objects[3].kind`, `hand[0]`). */
const LISTS = ["objects", "cards", "hand", "pool"] as const;
type List = (typeof LISTS)[number];

/** The fields that make the grid: a problem of one of them leaves nothing to read. */
const GRID_FIELDS: readonly string[] = ["width", "height", "objects", "cards"];

/** A problem of a field that can be left out whole: the name, the title, the hand, the pool, one unknown. */
const leftOut = (path: string) => /^[\w$]+$/.test(path) && !GRID_FIELDS.includes(path);

/**
 * `def` without the entries `problems` name, made into a game with `content`; null when `def` has no
 * problem (its own start is what is known), a problem is not of an entry, or what is left has problems.
 */
export function knownStart(def: LevelDef, problems: readonly Problem[], content: Content): KnownStart | null {
  if (problems.length === 0) return null;
  const out: Record<List, Set<number>> = {
    objects: new Set(),
    cards: new Set(),
    hand: new Set(),
    pool: new Set(),
  };
  const fields = new Set<string>();
  for (const p of problems) {
    const m = /^(objects|cards|hand|pool)\[(\d+)\]/.exec(p.path);
    if (m) out[m[1] as List].add(Number(m[2]));
    else if (leftOut(p.path)) fields.add(p.path);
    else return null;
  }
  const keep = <T>(list: readonly T[] | undefined, name: List) =>
    list === undefined || fields.has(name) ? undefined : list.filter((_, i) => !out[name].has(i));
  const rest: Record<string, unknown> = { ...def };
  for (const f of fields) delete rest[f];
  for (const name of LISTS) {
    const list = keep(def[name] as unknown[] | undefined, name);
    if (name === "objects") rest.objects = list ?? [];
    else if (list === undefined || (list.length === 0 && name !== "cards")) delete rest[name];
    else rest[name] = list;
  }
  const { session } = checkDraft(rest as unknown as LevelDef, content);
  if (session === null) return null;
  const ids = [...gameIds(def.objects.length, out.objects), ...gameIds(def.cards?.length ?? 0, out.cards)];
  let next = 0;
  const idOf = ids.map((kept) => (kept ? next++ : null));
  const left = LISTS.reduce((n, name) => n + out[name].size, 0) + fields.size;
  return { session, left, idOf: (id) => idOf[id] ?? null };
}

/** For each of `count` entries, whether it is kept (not in `left`). */
function gameIds(count: number, left: ReadonlySet<number>): boolean[] {
  return Array.from({ length: count }, (_, i) => !left.has(i));
}
