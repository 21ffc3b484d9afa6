/**
 * Undo by snapshot (docs/api.md M9; docs/rules.md §5.6; Game Programming Patterns "Command"): before each
 * step or move the state records every object's id, kind, position and life in age order, the id
 * counter and won; undo restores them and recompiles the rules (they are not saved).
 */
import { reindex } from "./board";
import { reparse } from "./properties";
import type { Level, Snapshot } from "./types";

/** How many steps back undo can go by default (SpellGrid's bound; the game's is unlimited). */
export const HISTORY_LIMIT = 10_000;

/** A compact snapshot of the board: four small integers per id, in one plain array. */
export function snapshot(level: Level): Snapshot {
  const n = level.nextId;
  const objects: number[] = new Array(n * 4);
  const { kind, x, y, alive } = level;
  for (let id = 0, j = 0; id < n; id++, j += 4) {
    objects[j] = kind[id];
    objects[j + 1] = x[id];
    objects[j + 2] = y[id];
    objects[j + 3] = alive[id];
  }
  return { nextId: n, won: level.won, objects };
}

/** Records the board before a step or move; the oldest entries go past the limit. */
export function pushHistory(level: Level): void {
  if (level.historyLimit === 0) return; // nothing would be kept
  const h = level.history;
  h.push(snapshot(level));
  if (h.length > level.historyLimit * 2) h.splice(0, h.length - level.historyLimit);
}

/** Puts the board back as `s` holds it and recompiles the rules. */
export function restore(level: Level, s: Snapshot): void {
  const { objects } = s;
  for (let id = 0, j = 0; id < s.nextId; id++, j += 4) {
    level.kind[id] = objects[j];
    level.x[id] = objects[j + 1];
    level.y[id] = objects[j + 2];
    level.alive[id] = objects[j + 3];
  }
  level.nextId = s.nextId;
  level.won = s.won;
  reindex(level);
  reparse(level);
}

/** undo() (docs/api.md M9): back to before the last step or move; false, changing nothing, if none. */
export function undo(level: Level): boolean {
  const s = level.history.pop();
  if (!s) return false;
  restore(level, s);
  return true;
}

/** place clears the history (docs/api.md M9). */
export function clearHistory(level: Level): void {
  level.history = [];
}
