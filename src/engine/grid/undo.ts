/**
 * Undo by snapshot (docs/api.md M9; docs/rules.md §5.6; Game Programming Patterns "Command"): before each
 * step or move the state records every object's id, kind, position, life and facing in age order, the id
 * counter, won and the seed; undo restores them and recompiles the rules (they are not saved).
 */
import { reindex } from "./board";
import { truncate } from "./journal";
import { parseRules } from "./properties";
import { textLayout } from "./spelling";
import type { Level, Snapshot } from "./types";

/** How many steps back undo can go by default (SpellGrid's bound; the game's is unlimited). */
export const HISTORY_LIMIT = 10_000;

/**
 * How many numbers (four per id) the undo history keeps, besides the entry count: on a large level
 * undo goes back fewer steps rather than exhaust memory (2²³ numbers: 10,000 steps of a level with
 * 200 ids, 32 steps of the largest level, 65,536 objects). The history holds at most twice this.
 */
export const HISTORY_BUDGET = 2 ** 23;

/** A compact snapshot of the board: four small integers per id, in one plain array. */
export function snapshot(level: Level): Snapshot {
  const n = level.nextId;
  const objects: number[] = new Array(n * 4);
  const { kind, x, y, alive, facing } = level;
  for (let id = 0, j = 0; id < n; id++, j += 4) {
    objects[j] = kind[id];
    objects[j + 1] = x[id];
    objects[j + 2] = y[id];
    objects[j + 3] = alive[id] | (facing[id] << 1); // life and facing share one number
  }
  return { nextId: n, won: level.won, seed: level.seed, objects };
}

/**
 * Records `s`, the board before a step or move. Past twice the limit (the entry count, or fewer
 * entries of this size within HISTORY_BUDGET), the oldest entries go, down to the limit.
 */
export function pushHistory(level: Level, s: Snapshot): void {
  if (level.historyLimit === 0) return; // nothing would be kept
  const h = level.history;
  h.push(s);
  const keep = Math.max(
    1,
    Math.min(level.historyLimit, Math.trunc(HISTORY_BUDGET / (s.objects.length || 1))),
  );
  if (h.length > keep * 2) h.splice(0, h.length - keep);
}

/**
 * Runs `change` (a step or a move) as one transaction with an undo entry: the board is snapshot
 * first; if `change` throws (a conversion past the object limit, a hook's error), the board is put
 * back (and the journal's records of it dropped) and the error rethrown, so a failing call changes
 * nothing; otherwise the snapshot becomes
 * the undo entry. A level without history (limit 0: SpellGrid, the solver) takes no snapshot:
 * its callers run it on a copy.
 */
export function undoable(level: Level, change: () => void): void {
  const s = level.historyLimit === 0 ? null : snapshot(level);
  const logged = level.journal?.records.length ?? 0;
  try {
    change();
  } catch (err) {
    if (s) {
      restore(level, s);
      if (level.journal) truncate(level.journal, logged);
    }
    throw err;
  }
  if (s) pushHistory(level, s);
}

/** Puts the board back as `s` holds it and recompiles the rules. */
export function restore(level: Level, s: Snapshot): void {
  const { objects } = s;
  for (let id = 0, j = 0; id < s.nextId; id++, j += 4) {
    level.kind[id] = objects[j];
    level.x[id] = objects[j + 1];
    level.y[id] = objects[j + 2];
    level.alive[id] = objects[j + 3] & 1;
    level.facing[id] = objects[j + 3] >> 1;
  }
  level.nextId = s.nextId;
  level.won = s.won;
  level.seed = s.seed;
  reindex(level);
  parseRules(level);
  if (level.journal) level.journal.layout = textLayout(level); // a restored board forms no rule
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
