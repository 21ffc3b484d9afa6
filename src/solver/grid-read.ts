/**
 * A whole board read into the codec's level (`readWhole`): its objects, their cells (each cell's
 * objects linked newest first, as `reindex` links them, which is what undo restores), the per-kind
 * counts, won, the seed, the kept kinds and the rules, exactly as the bytes hold them. Only the cells
 * the level's objects stand on are emptied first (`clearCells`), so a board costs its objects, not the
 * grid's area. It keeps what the cheaper paths compare with: the board's objects' bytes (`keepBoard`,
 * for `readDiff`), and its cells, facings and cell lists (`saved`, for a restore).
 */
import {
  boardWritesSoFar,
  cutIdsTo,
  kindWritesSoFar,
  type Level,
  namedWritesSoFar,
  ownText,
} from "../engine/grid";
import {
  type CodecState,
  countStale,
  handCount,
  kindsHeld,
  NO_KEEPS,
  placeOf,
  takeKinds,
  withRules,
} from "./grid-codec-state";
import { grow, rulesOf } from "./grid-rule-cache";

/** No copy kept (a board put back is not kept again). */
const NO_SAVED = new Int32Array(0);

/**
 * Write the board at `b[p…]` into the level: its objects, cells and counts, won, its kept kinds and
 * its rules (looked up, or the last ones `again`). Returns the position past it.
 */
export function readWhole(s: CodecState, b: Uint8Array, p: number, again: boolean): number {
  const level = s.level;
  const n = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
  const flags = b[p + 4];
  p += 5;
  if (flags & 4) {
    level.seed = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
    p += 4;
  } else level.seed = 0;
  if (flags & 8) {
    level.bonuses = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
    p += 4;
  } else level.bonuses = 0;
  // When the level still holds the kinds and lives of the last board read (none written since) and
  // this board's are the same, they are not written: the lists of the objects with a property kept
  // between turns (having-kept.ts: they hold while no kind or life is written) hold on, and the
  // per-kind counts are the last board's. A board put back (`again`) has the last board's kinds. (After
  // a copy of the level was made, they are written: the level's own again, and its counts too.)
  const stale = countStale(s, level); // (before any write: the counts the last action may have moved)
  const same = kindsHeld(s, level) && n === s.ids && (again || sameKinds(s, b, p, n));
  takeKinds(s, level, same);
  const { kind, x, y, alive, facing, next, prev, head, width } = level;
  clearCells(level);
  const textAt = level.textAt; // (the level's own: `clearCells`)
  cutIdsTo(level, n);
  // The per-kind counts of a board are counted once, when it is decoded, into an array the level only
  // shares (copy on write, `ownCount`: an action that changes a count writes a copy) and `restore`
  // puts back. A copy of the level (`cloneLevel`) shares it too and keeps it: then the next board is
  // counted into a new array; else into the same one, in place (a new array per decode was nine
  // tenths of a search's garbage, issue 13 item 4).
  const counting = (!again && !same) || stale;
  if (counting && s.countCopied) {
    s.count = s.zeros.slice(); // (packed, as `ownCount`'s copies are)
    s.countCopied = false;
  } else if (counting) for (let k = 0; k < s.count.length; k++) s.count[k] = 0;
  else if (!again && s.countCopied) {
    s.count = s.count.slice(); // the same counts, in an array no copy of the level holds
    s.countCopied = false;
  }
  const count = s.count;
  handCount(s, level);
  const first = level.kinds.firstText;
  let text = s.text;
  let texts = 0;
  const wideKind = s.wideKind;
  const wideCell = s.wideCell;
  const small = s.small;
  const { cellX, cellY } = s;
  // A board read anew is kept as it is linked (`putCellsBack` puts it back): x, y, facing, next and
  // prev of each id, an id's prev written again when a younger one is linked above it.
  if (!again && s.saved.length < n * 5) {
    s.saved = new Int32Array(n * 10);
    s.moved = new Int32Array(n * 6); // (an object put back, and its next ones now and then)
    s.diffs = new Int32Array(n * 2);
  }
  const saved = again ? NO_SAVED : s.saved;
  // Whether the text objects read so far are the first of those whose rules were last looked up
  // (`lastText`, `rulesOf` keeps them), compared as they are read: asked only when the kinds are the
  // level's and the last rules read no thing as a word (then this board's text may take them).
  const last = s.lastText;
  const lastTexts = s.lastTexts;
  let sameText = same && !again && s.bundle !== null && s.bundle.asWord === null;
  const objectsAt = p;
  let textIds = s.textIds;
  let textIdCount = 0;
  if (!again && textIds.length < n) s.textIds = textIds = new Int32Array(n);
  for (let id = 0, o = 0; id < n; id++, o += 5) {
    let k = b[p++];
    if (wideKind) k |= b[p++] << 8;
    k -= 1;
    if (!same) kind[id] = k;
    if (k < 0) {
      if (!same) alive[id] = 0;
      x[id] = y[id] = facing[id] = 0;
      next[id] = prev[id] = -1;
      if (!again) {
        saved[o] = saved[o + 1] = saved[o + 2] = 0;
        saved[o + 3] = saved[o + 4] = -1;
      }
      continue;
    }
    let cx: number;
    let cy: number;
    let t: number;
    if (small) {
      const cf = b[p++];
      t = cf >>> 2;
      cx = cellX[t];
      cy = cellY[t];
      facing[id] = cf & 3;
    } else {
      cx = b[p++];
      if (wideCell) cx |= b[p++] << 8;
      cy = b[p++];
      if (wideCell) cy |= b[p++] << 8;
      facing[id] = b[p++];
      t = cy * width + cx;
    }
    if (!same) alive[id] = 1;
    x[id] = cx;
    y[id] = cy;
    const top = head[t];
    next[id] = top;
    prev[id] = -1;
    if (top >= 0) prev[top] = id;
    head[t] = id;
    if (!again) {
      saved[o] = cx;
      saved[o + 1] = cy;
      saved[o + 2] = facing[id];
      saved[o + 3] = top;
      saved[o + 4] = -1;
      if (top >= 0) saved[top * 5 + 4] = id;
    }
    if (counting) count[k]++;
    if (k >= first) textAt[t]++;
    if (k >= first && !again) {
      if (texts + 3 > text.length) text = grow(s, texts);
      if (
        sameText &&
        (texts >= lastTexts || last[texts] !== k || last[texts + 1] !== cx || last[texts + 2] !== cy)
      )
        sameText = false;
      text[texts++] = k;
      text[texts++] = cx;
      text[texts++] = cy;
      textIds[textIdCount++] = id;
    }
  }
  if (!again) {
    keepBoard(s, b, objectsAt, p, n);
    s.textIdCount = textIdCount;
  }
  if (flags & 2) {
    const m = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
    if (!again && !sameKept(s, b, p + 4, m, n)) {
      const keeps: number[] = new Array(n).fill(0);
      for (let i = 0; i < m; i++) {
        const q = p + 4 + i * 4;
        keeps[b[q] | (b[q + 1] << 8) | (b[q + 2] << 16) | (b[q + 3] << 24)] = 1;
      }
      s.keeps = keeps;
      s.keepsMarked = m; // (the ids an encoding lists are distinct)
    }
    p += 4 + m * 4;
  } else if (!again) {
    s.keeps = NO_KEEPS;
    s.keepsMarked = 0;
  }
  level.keepsKind = s.keeps; // never changed in place (a mark makes a new array)
  level.nextId = n;
  level.won = (flags & 1) === 1;
  if (again && s.bundle !== null) withRules(level, s.bundle, s.listed);
  else if (sameText && texts === lastTexts && s.bundle !== null)
    withRules(level, s.bundle, s.listed); // the last board's text and kinds present: its rules (the cache's)
  else s.bundle = rulesOf(s, level, texts);
  s.end = p;
  s.ids = n;
  s.won = level.won;
  s.seed = level.seed;
  s.bonuses = level.bonuses;
  s.written = boardWritesSoFar(); // (a parse on a miss writes no object)
  s.kindsWritten = kindWritesSoFar();
  s.namedAt = namedWritesSoFar();
  if (!again) s.savedIds = n;
  return p;
}

/** Keep the objects' bytes `b[from, to)` of the board just read anew (`readDiff` compares the next with them). */
function keepBoard(s: CodecState, b: Uint8Array, from: number, to: number, n: number): void {
  if (s.wideKind || s.wideCell) return; // (`boardBytes` stays 0: a wide board is read whole)
  const size = to - from;
  if (s.board.length < size) s.board = new Uint8Array(size * 2);
  if (s.changed.length < n * 2) s.changed = new Int32Array(n * 4);
  const board = s.board;
  for (let q = 0; q < size; q++) board[q] = b[from + q];
  s.boardBytes = size;
  s.wroteTo = null; // (a writer's bytes were the last board's)
  if (!s.small) return;
  if (s.place.length < n) {
    s.place = new Int32Array(n * 2);
    s.cellAt = new Int32Array(n * 2);
    s.wrote = new Int32Array(n * 2);
  }
  const { place, cellAt, saved } = s;
  for (let id = 0, q = 0; id < n; id++)
    if (board[q] === 0) {
      place[id] = -1;
      q++;
    } else {
      cellAt[id] = q + 1;
      place[id] = placeOf(board[q + 1], saved[id * 5 + 3]);
      q += 2;
    }
}

/**
 * Whether the board at `b[p…]`, of `n` ids, has the kinds and lives the level holds (each dead id
 * is one zero byte, each alive one its kind + 1 first: the two-byte format; a board in the others is
 * written out).
 */
function sameKinds(s: CodecState, b: Uint8Array, p: number, n: number): boolean {
  if (!s.small) return false;
  const { kind, alive } = s.level;
  for (let id = 0; id < n; id++) {
    const k = b[p] - 1;
    if (k < 0) {
      if (alive[id] !== 0 || kind[id] !== -1) return false;
      p += 1;
    } else {
      if (alive[id] !== 1 || kind[id] !== k) return false;
      p += 2;
    }
  }
  return true;
}

/**
 * Whether the `m` kept ids at `b[q…]`, of a board of `n` ids, are those of the marks last read
 * (`keeps`, never changed in place), which the level then takes again: no new array per decode.
 */
export function sameKept(s: CodecState, b: Uint8Array, q: number, m: number, n: number): boolean {
  const keeps = s.keeps;
  if (keeps.length !== n) return false;
  let marked = 0;
  for (let i = 0; i < m; i++, q += 4) {
    if (keeps[b[q] | (b[q + 1] << 8) | (b[q + 2] << 16) | (b[q + 3] << 24)] !== 1) return false;
    marked++;
  }
  return marked === s.keepsMarked;
}

/**
 * Empty the cells of `level`'s alive objects, which are all its cells that list any (board.ts keeps
 * a cell's list and its objects' cells together, and a step the engine refuses throws between its
 * changes, not within one), and their counts of text objects (`Level.textAt`, the level's own after):
 * the cells are emptied in the time of the objects, not of the grid's area.
 */
function clearCells(level: Level): void {
  const { x, y, alive, head, width } = level;
  const textAt = ownText(level);
  for (let id = 0; id < level.nextId; id++)
    if (alive[id]) {
      const t = y[id] * width + x[id];
      head[t] = -1;
      textAt[t] = 0;
    }
}
