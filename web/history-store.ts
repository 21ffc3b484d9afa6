/**
 * The editor's undo history kept across a reload. The address holds the level being edited
 * (page-url.ts); the tab's sessionStorage holds the steps to undo and redo beside it, so after a reload
 * Ctrl+Z still takes back the edit made before it. They are taken back only for the very level the
 * address opens (the same fields and values, `$schema` aside, which a link leaves out), only in the same tab, and only up to `KEPT_MOST` characters: the oldest
 * steps are left out to fit, and nothing is kept when the level and its redo steps alone do not fit.
 * Storage that is missing, full or refused keeps nothing, and the editor goes on as it was.
 */
import type { LevelDef } from "../src/harness";

/** The sessionStorage key. */
export const HISTORY_KEY = "spellgrid.editHistory";

/** The most characters kept (sessionStorage holds about 5 million per site). */
export const KEPT_MOST = 1_000_000;

/** What undo and redo can reach: the steps to undo (oldest first), the level, the steps to redo. */
export interface EditSteps {
  past: readonly LevelDef[];
  now: LevelDef;
  future: readonly LevelDef[];
}

/** Each level's text, made once: a level is never changed in place (edits make new ones). */
const texts = new WeakMap<LevelDef, string>();
function textOf(def: LevelDef): string {
  let text = texts.get(def);
  if (text === undefined) {
    text = JSON.stringify(def);
    texts.set(def, text);
  }
  return text;
}

/** Keeps `steps` in `storage` (the module comment's rule). */
export function keepHistory(storage: Storage | null, steps: EditSteps): void {
  if (!storage) return;
  try {
    const now = textOf(steps.now);
    const future = steps.future.map(textOf);
    let size = future.reduce((n, t) => n + t.length + 1, now.length + 40);
    if (size > KEPT_MOST) {
      storage.removeItem(HISTORY_KEY);
      return;
    }
    const past: string[] = [];
    for (let i = steps.past.length - 1; i >= 0; i--) {
      const text = textOf(steps.past[i]);
      if (size + text.length + 1 > KEPT_MOST) break;
      size += text.length + 1;
      past.push(text);
    }
    past.reverse();
    storage.setItem(HISTORY_KEY, `{"past":[${past.join(",")}],"now":${now},"future":[${future.join(",")}]}`);
  } catch {
    // Full or refused: nothing is kept, and an older history must not come back for this level.
    try {
      storage.removeItem(HISTORY_KEY);
    } catch {}
  }
}

/** A value's JSON with every object's keys sorted, a level's `$schema` and undefined fields left out. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(",")}]`;
  if (typeof value !== "object" || value === null) return JSON.stringify(value) ?? "null";
  const fields = Object.entries(value)
    .filter(([k, v]) => v !== undefined && k !== "$schema")
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return `{${fields.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(",")}}`;
}

const isList = (v: unknown): v is LevelDef[] =>
  Array.isArray(v) && v.every((d) => typeof d === "object" && d);

/** The steps kept for `def` (the level the address opened), or null: none kept, another level's, or damaged. */
export function keptHistory(storage: Storage | null, def: LevelDef): EditSteps | null {
  try {
    const raw = storage?.getItem(HISTORY_KEY);
    if (!raw) return null;
    const kept: unknown = JSON.parse(raw);
    if (typeof kept !== "object" || kept === null) return null;
    const { past, now, future } = kept as Record<string, unknown>;
    if (!isList(past) || !isList(future) || canonical(now) !== canonical(def)) return null;
    return { past, now: def, future };
  } catch {
    return null;
  }
}
