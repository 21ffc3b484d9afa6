/**
 * Live validation in the editor: the level checked by the project's content checker, the same call
 * `npm run check` makes for a level file (`checkContent`, src/content/check.ts), with the repository's
 * words and cards; then, when the checker finds nothing, the level is made into a game, so anything the
 * engines would still refuse is shown too. The checker's warnings (a level that loads but cannot be
 * played: src/content/level-warnings.ts) come with them, shown apart: they do not stop the level being played. Each problem is placed where the editor shows it: on the tile
 * of the object or minion its field path names, on the field it names (width, hand, pool, …), or on the
 * level as a whole.
 */
import { checkContent } from "../src/content/check";
import type { Content } from "../src/content/content";
import type { Problem, Warning } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { Session } from "../src/play/session";

/** The fields of a level the editor has a control for. */
export const LEVEL_FIELDS = ["name", "title", "width", "height", "hand", "pool"] as const;
export type LevelField = (typeof LEVEL_FIELDS)[number];

/** Where a problem is shown: on a tile, on a field's control, or on the level as a whole. */
export type Place =
  | { type: "tile"; x: number; y: number }
  | { type: "field"; field: LevelField }
  | { type: "level" };

/** The file a level is checked as: `levels/<name>.json` (`levels/level.json` without a usable name). */
export function fileOf(def: LevelDef): string {
  const name = typeof def.name === "string" && /^[\w.-]+$/.test(def.name) ? def.name : "level";
  return `levels/${name}.json`;
}

/**
 * Every problem of `def` played with `content`: the checker's, or, when it finds none, the error the
 * engines raise making a game of it (as a problem of the whole level); the checker's warnings (none
 * when there is a problem); and that game when there is no problem (the level at its start, for the
 * rules panel).
 */
export function checkDraft(
  def: LevelDef,
  content: Content,
  file = fileOf(def),
): { problems: Problem[]; warnings: Warning[]; session: Session | null } {
  const text = JSON.stringify(def);
  const fallback = { lexicon: content.lexicon, cards: content.cards, levelExists: () => false };
  const { problems, warnings } = checkContent([{ path: fileOf(def), shown: file, text }], fallback);
  if (problems.length > 0) return { problems, warnings: [], session: null };
  try {
    return { problems, warnings, session: new Session(def, content) };
  } catch (err) {
    return {
      problems: [{ file, path: "", message: err instanceof Error ? err.message : String(err) }],
      warnings: [],
      session: null,
    };
  }
}

/** The problems of `def` played with `content` (`checkDraft`'s); [] when the level can be played. */
export function draftProblems(def: LevelDef, content: Content, file = fileOf(def)): Problem[] {
  return checkDraft(def, content, file).problems;
}

const isInt = (v: unknown): v is number => typeof v === "number" && Number.isInteger(v);

/** Where the problem at field path `path` of `def` is shown. */
export function placeOf(def: LevelDef, path: string): Place {
  const m = /^(objects|cards)\[(\d+)\]/.exec(path);
  if (m) {
    const list: unknown = def[m[1] as "objects" | "cards"];
    const entry: unknown = Array.isArray(list) ? list[Number(m[2])] : undefined;
    const { x, y } = typeof entry === "object" && entry !== null ? (entry as Record<string, unknown>) : {};
    if (isInt(x) && isInt(y) && x >= 0 && y >= 0 && x < def.width && y < def.height)
      return { type: "tile", x, y };
    return { type: "level" };
  }
  const field = /^[a-z]+/.exec(path)?.[0];
  return LEVEL_FIELDS.find((f) => f === field)
    ? { type: "field", field: field as LevelField }
    : { type: "level" };
}

/** The problems of a level grouped by where they are shown. */
export interface PlacedProblems {
  all: Problem[];
  /** By tile, keyed `x,y`. */
  tiles: Map<string, Problem[]>;
  fields: Map<LevelField, Problem[]>;
  level: Problem[];
}

/** Groups `problems` of `def` by place, each group in the checker's order. */
export function placeProblems(def: LevelDef, problems: readonly Problem[]): PlacedProblems {
  const placed: PlacedProblems = { all: [...problems], tiles: new Map(), fields: new Map(), level: [] };
  const add = <K>(map: Map<K, Problem[]>, key: K, p: Problem) => {
    const list = map.get(key);
    if (list) list.push(p);
    else map.set(key, [p]);
  };
  for (const p of problems) {
    const place = placeOf(def, p.path);
    if (place.type === "tile") add(placed.tiles, `${place.x},${place.y}`, p);
    else if (place.type === "field") add(placed.fields, place.field, p);
    else placed.level.push(p);
  }
  return placed;
}
