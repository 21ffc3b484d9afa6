/**
 * Progress through the shipped levels, remembered in the browser (localStorage): the names of the levels
 * won. Only a shipped level played as shipped counts (not one changed in the editor or opened from a
 * file). A store that cannot be read or written (private browsing, a full quota, a value some other page
 * left) is treated as empty and never stops play.
 */

/** The localStorage key. */
export const PROGRESS_KEY = "spellgrid.progress";

/** The part of `Storage` the progress needs (a stub in tests). */
export type ProgressStore = Pick<Storage, "getItem" | "setItem">;

/** The names of the levels won, in the order they were first won. */
export function wonLevels(store: ProgressStore | null): string[] {
  try {
    const data: unknown = JSON.parse(store?.getItem(PROGRESS_KEY) ?? "null");
    const won = (data as { won?: unknown } | null)?.won;
    return Array.isArray(won) ? won.filter((n): n is string => typeof n === "string") : [];
  } catch {
    return [];
  }
}

/** Records `name` as won; returns whether it was won for the first time. */
export function recordWin(store: ProgressStore | null, name: string): boolean {
  const won = wonLevels(store);
  if (won.includes(name)) return false;
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify({ won: [...won, name] }));
  } catch {
    // not remembered: play goes on
  }
  return true;
}

/**
 * The level to offer after winning `current`: the next level in `order` (the picker's, file-name
 * order), else the first level of `order` not yet won; null when every level is won.
 */
export function nextLevel(order: readonly string[], current: string, won: readonly string[]): string | null {
  const i = order.indexOf(current);
  if (i >= 0 && i + 1 < order.length) return order[i + 1];
  return order.find((n) => n !== current && !won.includes(n)) ?? null;
}
