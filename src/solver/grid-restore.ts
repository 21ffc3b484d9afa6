/**
 * The board last decoded put back into the codec's level after an action changed it in place
 * (`restoreBoard`), so the search expands a state without copying it (issue 13 item 3). The engine's
 * write counters say what may differ: nothing (only the level's other fields are put back), only cells,
 * facings and cell lists (`putCellsBack`, from the copy the decode kept), or kinds, lives and ids too
 * (`putObjectsBack`, a card play: grid-put-back.ts), else the bytes are read whole again. Each puts back only the objects
 * that differ from the copy kept and leaves the level exactly as a whole read of the bytes would
 * (tests/solver/restore-lists.test.ts, restore-after-card.test.ts).
 */
import { boardWritesSoFar, noteCellWrite, ownText } from "../engine/grid";
import {
  type CodecState,
  cellsOnly,
  countStale,
  handCount,
  placeDiffers,
  withRules,
} from "./grid-codec-state";
import { putObjectsBack } from "./grid-put-back";
import { readWhole } from "./grid-read";

/**
 * The board last decoded, written again into the codec's level (after an action changed it in
 * place), with the rules and kept kinds found then: no rule lookup, nothing allocated. When no
 * object of any level was written since (`boardWritesSoFar`: an action that changed the card side
 * alone, or a step in which nothing moved, turned, appeared, vanished or converted), the objects and
 * cells are as the bytes hold them and only the level's other fields are put back. When objects
 * only moved or turned (no kind or life written since: `kindWritesSoFar`), the objects whose cell,
 * facing or place in a cell list differs from the copy the decode kept of them are put back from it,
 * and the cell lists' heads: the bytes are not read again. Returns the position past the board's
 * bytes.
 */
export function restoreBoard(s: CodecState): number {
  if (boardWritesSoFar() !== s.written) {
    if (!cellsOnly(s)) return putObjectsBack(s) ? s.end : readWhole(s, s.from, s.at, true);
    putCellsBack(s);
    s.written = boardWritesSoFar();
  }
  const level = s.level;
  countStale(s, level); // (no kind or life written: the counts are the board's; a copy made since is noted)
  level.seed = s.seed;
  level.bonuses = s.bonuses;
  level.won = s.won;
  level.keepsKind = s.keeps;
  handCount(s, level);
  if (s.bundle !== null) withRules(level, s.bundle, s.listed);
  return s.end;
}

/**
 * Put the last board decoded's cells, facings and cell lists back where they differ (most did not
 * change). An object differs when its cell, facing or next one in its cell's list does: it is put
 * back whole. An object whose previous one alone differs is the next one, now or then, of an object
 * that differs (the lists hold both ways, now and then: if its previous one now is some object, that
 * one's next is it now and was not then; if it has none now, its previous one then had it next then
 * and has not now), so those are put back too and the others' are not compared. A cell's list starts
 * at the alive object on it with no previous one, so the heads that may differ are those of the
 * objects put back: each that differs first takes its cell's head off if it heads it now (a cell
 * whose head changes has its head then among those put back, which heads it again after), then, once
 * all are put back, each heads its saved cell if it headed it then. The cells are put back in the
 * time of the objects, not of the grid's area.
 */
export function putCellsBack(s: CodecState): void {
  const listed = s.diffWrites === boardWritesSoFar(); // (the last encode listed them: nothing written since)
  noteCellWrite(); // (`boardWritesSoFar` moves on before any write: restore calls it when some differ)
  const { x, y, kind, alive, facing, next, prev, head, width } = s.level;
  const textAt = ownText(s.level); // (per cell, its text objects: a text object moved back moves its count)
  const first = s.level.kinds.firstText;
  const saved = s.saved;
  const moved = s.moved;
  const diffs = s.diffs;
  let d = listed ? s.diffCount : 0;
  if (!listed)
    for (let id = 0, o = 0; id < s.ids; id++, o += 5)
      if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
  let m = 0;
  for (let i = 0; i < d; i++) {
    const id = diffs[i];
    const o = id * 5;
    if (alive[id] && prev[id] === -1) head[y[id] * width + x[id]] = -1;
    if (alive[id] && kind[id] >= first) {
      textAt[y[id] * width + x[id]]--;
      textAt[saved[o + 1] * width + saved[o]]++;
    }
    moved[m++] = id;
    if (next[id] >= 0) moved[m++] = next[id];
    if (saved[o + 3] >= 0) moved[m++] = saved[o + 3];
    x[id] = saved[o];
    y[id] = saved[o + 1];
    facing[id] = saved[o + 2];
    next[id] = saved[o + 3];
  }
  for (let i = 0; i < m; i++) {
    const id = moved[i];
    const p = saved[id * 5 + 4];
    prev[id] = p;
    if (p === -1 && alive[id]) head[y[id] * width + x[id]] = id;
  }
}
