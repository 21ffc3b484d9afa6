/**
 * Progress through the levels, remembered in the browser: the play layer's progress (src/play/progress.ts,
 * the same data the terminal keeps in its state file), kept in localStorage. A level is known by its
 * fingerprint, as in the terminal: a level changed in the editor is a new puzzle, and a copy of a shipped
 * level opened from a file counts as that level. A store that cannot be read or written (private browsing,
 * a full quota, a value some other page left) counts as no progress and never stops play.
 */
import type { LevelDef } from "../src/harness";
import { hasWon, NO_PROGRESS, type Progress, readProgress, withWon } from "../src/play/progress";

/** The localStorage key. */
export const PROGRESS_KEY = "spellgrid.progress";

/** The part of `Storage` the progress needs (a stub in tests). */
export type ProgressStore = Pick<Storage, "getItem" | "setItem">;

/** The progress kept in `store` (none when it holds none, or something unreadable). */
export function loadProgress(store: ProgressStore | null): Progress {
  try {
    const text = store?.getItem(PROGRESS_KEY);
    return text ? readProgress(JSON.parse(text), PROGRESS_KEY) : NO_PROGRESS;
  } catch {
    return NO_PROGRESS;
  }
}

/** Records `def` as won; returns whether it was won for the first time. */
export function recordWin(store: ProgressStore | null, def: LevelDef): boolean {
  const progress = loadProgress(store);
  if (hasWon(progress, def)) return false;
  try {
    store?.setItem(PROGRESS_KEY, JSON.stringify(withWon(progress, def)));
  } catch {
    // not remembered: play goes on
  }
  return true;
}

/** The names of the `levels` won, in their order. */
export function wonLevels(
  store: ProgressStore | null,
  levels: readonly { name: string; def: LevelDef }[],
): string[] {
  const progress = loadProgress(store);
  return levels.filter((l) => hasWon(progress, l.def)).map((l) => l.name);
}

/**
 * The level to offer after winning `current`: the next level in `order` (the picker's, file-name order),
 * else (past the last one, or for a level not in `order`) the first level not won; null when every other
 * level is won. The terminal's rule (src/cli/levels.ts), over the shipped levels.
 */
export function nextLevel(
  order: readonly string[],
  current: string | null,
  won: readonly string[],
): string | null {
  const i = current === null ? -1 : order.indexOf(current);
  if (i >= 0 && i + 1 < order.length) return order[i + 1];
  return order.find((n) => n !== current && !won.includes(n)) ?? null;
}
