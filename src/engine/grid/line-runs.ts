/**
 * Runs of text along a line (docs/rules.md §5.2 "Incremental parsing"): what a row or a column spells
 * depends only on its runs of three text cells or more (line-read.ts), so a text change on a cell that lies
 * in no run of a line, before or after it, leaves what the line spells as it was (lines.ts `markLines`).
 * A run is read from the level's count of text objects per cell (`Level.textAt`), which every change of an
 * object's cell, kind or life keeps in step (board.ts, relink.ts, load-board.ts; the solver's decoder):
 * one read per cell, not a walk of its objects. Checked against a count from the objects after every call
 * by tests/grid/line-runs.test.ts.
 */
import { shortcutsOn } from "./move-cells";
import type { Level } from "./types";

/**
 * The runs of three text cells or more passing through cell (x, y), the cell counted as holding text (it
 * does, or did just before a change): bit 1 along its row, bit 2 along its column. Reads at most two
 * cells each way.
 */
export function runsThrough(level: Level, x: number, y: number): number {
  return runsIn(level.textAt, level.width, level.height, x, y);
}

/** `runsThrough` in a grid `width` × `height` whose cells hold words where `at` (per cell) is not 0. */
export function runsIn(at: Int32Array, width: number, height: number, x: number, y: number): number {
  const t = y * width + x;
  let out = 0;
  const left = x > 0 && at[t - 1] !== 0;
  const right = x + 1 < width && at[t + 1] !== 0;
  if (left ? right || (x > 1 && at[t - 2] !== 0) : right && x + 2 < width && at[t + 2] !== 0) out = 1;
  const up = y > 0 && at[t - width] !== 0;
  const down = y + 1 < height && at[t + width] !== 0;
  if (up ? down || (y > 1 && at[t - 2 * width] !== 0) : down && y + 2 < height && at[t + 2 * width] !== 0)
    out |= 2;
  return out;
}

/** The per-cell text counts (`Level.textAt`), the level's own to change: copied first if a clone shares them. */
export function ownText(level: Level): Int32Array {
  if (level.textShared) {
    level.textAt = level.textAt.slice();
    level.textShared = false;
  }
  return level.textAt;
}

/** Alive object `id` joins (`d` = 1) or leaves (`d` = -1) its cell's list: counted there if it is text. */
export function countText(level: Level, id: number, d: number): void {
  if (level.kinds.isText[level.kind[id]] === 1) ownText(level)[level.y[id] * level.width + level.x[id]] += d;
}

/** A text object moved from cell `from` to cell `to`. */
export function textMoved(level: Level, from: number, to: number): void {
  const at = ownText(level);
  at[from]--;
  at[to]++;
}

/** Alive object `id` is about to change its kind to `k` in place: its cell's text count follows. */
export function textKind(level: Level, id: number, k: number): void {
  const d = level.kinds.isText[k] - level.kinds.isText[level.kind[id]];
  if (d !== 0) ownText(level)[level.y[id] * level.width + level.x[id]] += d;
}

/**
 * Whether a text move that marked no line (lines.ts `markMoved`, from board.ts `shiftTurned`: it left and
 * entered no run of three text cells or more) leaves the rules as the last parse read them, so no parse is
 * due (docs/rules.md §5.2 "Incremental parsing"): the level's lines and record are known and no rule makes
 * a kind WORD (whose rounds read things beside the text, word-parse.ts); a move changes no kind present
 * (board.ts `touch`). With the shortcuts off, every text move marks the rules for a parse. Checked against
 * a whole-board parse by tests/grid/move-unmarked.test.ts.
 */
export function spellsAsRead(level: Level): boolean {
  const f = level.inForce;
  return level.lines !== null && level.parsed !== null && f.asWord === null && shortcutsOn();
}
