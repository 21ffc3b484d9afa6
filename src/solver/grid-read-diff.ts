/**
 * A decode over the board last decoded (`readDiff`): when the next board has the same ids, kinds and
 * lives (compared byte by byte with the copy `keepBoard` kept), only the objects whose cell or facing
 * differ are written, each linked into its new cell's list in the place a whole read gives it (newest
 * first), so the level ends as `readWhole` would leave it (tests/solver/decode-over.test.ts). The rules
 * are looked up again only when a text object moved or the last rules read things as words
 * (`rulesAfterDiff`), as a whole read finds them.
 */
import { boardWritesSoFar, kindWritesSoFar, type Level, noteCellWrite, ownText } from "../engine/grid";
import {
  type CodecState,
  cellsOnly,
  countStale,
  handCount,
  keepPlace,
  NO_KEEPS,
  withRules,
} from "./grid-codec-state";
import { sameKept } from "./grid-read";
import { putCellsBack } from "./grid-restore";
import { rulesOf } from "./grid-rule-cache";

/**
 * The board at `b[p…]` written into the level as `readWhole` writes it, from the board last decoded when
 * it has the same ids, kinds and lives (compared byte by byte with the copy `keepBoard` kept): the
 * level is put back to that board first if an action changed it (`putCellsBack`), then only the
 * objects whose cell or facing differ are written, each taken off its cell's list and linked into its
 * new cell's list in the place a whole read gives it (newest first), and the copy of the cells kept
 * for `putCellsBack` with them. The rules are looked up only when a text object moved (or the last
 * rules read things as words), as `readWhole` does. Returns the position past the board, or -1 when it
 * cannot (another board's kinds or lives, another id counter, a wide board, the level not put back
 * by cells alone): nothing was written then but a put back, and `readWhole` reads it whole.
 */
export function readDiff(s: CodecState, b: Uint8Array, p: number): number {
  const size = s.boardBytes;
  if (size === 0) return -1;
  const level = s.level;
  const n = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
  if (
    n !== s.ids ||
    s.savedIds !== n ||
    level.kind !== s.kinds ||
    level.kindShared ||
    kindWritesSoFar() !== s.kindsWritten ||
    level.nextId !== n ||
    level.x.length !== n ||
    level.kind.length !== n
  )
    return -1;
  const flags = b[p + 4];
  p += 5;
  let seed = 0;
  if (flags & 4) {
    seed = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
    p += 4;
  }
  let bonuses = 0;
  if (flags & 8) {
    bonuses = (b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24)) >>> 0;
    p += 4;
  }
  const board = s.board;
  const changed = s.changed;
  const small = s.small;
  let c = 0;
  let q = 0;
  for (let id = 0; id < n; id++) {
    const k = b[p + q];
    if (k !== board[q]) return -1;
    if (k === 0) q++;
    else if (small) {
      if (b[p + q + 1] !== board[q + 1]) {
        changed[c++] = id;
        changed[c++] = q;
      }
      q += 2;
    } else {
      if (b[p + q + 1] !== board[q + 1] || b[p + q + 2] !== board[q + 2] || b[p + q + 3] !== board[q + 3]) {
        changed[c++] = id;
        changed[c++] = q;
      }
      q += 4;
    }
    if (q > size) return -1;
  }
  if (q !== size) return -1;
  if (boardWritesSoFar() !== s.written) {
    if (!cellsOnly(s)) return -1;
    putCellsBack(s);
  }
  noteCellWrite(); // (as `readWhole` counts a board of the same kinds)
  if (s.wroteCount + c / 2 > s.wrote.length) s.wroteTo = null; // (no room to list them: the next encode writes all)
  level.seed = seed;
  level.bonuses = bonuses;
  const { x, y, facing, next, prev, head, width, kind } = level;
  const textAt = ownText(level);
  const first = level.kinds.firstText;
  const saved = s.saved;
  const { cellX, cellY } = s;
  let textMoved = false;
  for (let i = 0; i < c; i += 2) {
    const id = changed[i];
    const at = changed[i + 1];
    let cx: number;
    let cy: number;
    let f: number;
    if (small) {
      const cf = b[p + at + 1];
      board[at + 1] = cf;
      if (s.wroteTo !== null) s.wrote[s.wroteCount++] = at + 1; // (a writer holding the last board differs there too)
      cx = cellX[cf >>> 2];
      cy = cellY[cf >>> 2];
      f = cf & 3;
    } else {
      cx = board[at + 1] = b[p + at + 1];
      cy = board[at + 2] = b[p + at + 2];
      f = board[at + 3] = b[p + at + 3];
    }
    const o = id * 5;
    facing[id] = f;
    saved[o + 2] = f;
    if (small) keepPlace(s, id);
    if (cx === x[id] && cy === y[id]) continue;
    const from = y[id] * width + x[id];
    const to = cy * width + cx;
    const nx = next[id];
    const pv = prev[id];
    if (pv >= 0) next[pv] = saved[pv * 5 + 3] = nx;
    else head[from] = nx;
    if (nx >= 0) prev[nx] = saved[nx * 5 + 4] = pv;
    let above = -1; // the list is newest first: it goes below the younger objects of its new cell
    let below = head[to];
    while (below > id) {
      above = below;
      below = next[below];
    }
    if (above >= 0) next[above] = saved[above * 5 + 3] = id;
    else head[to] = id;
    if (below >= 0) prev[below] = saved[below * 5 + 4] = id;
    x[id] = saved[o] = cx;
    y[id] = saved[o + 1] = cy;
    next[id] = saved[o + 3] = below;
    prev[id] = saved[o + 4] = above;
    if (small) {
      if (pv >= 0) keepPlace(s, pv);
      if (above >= 0) keepPlace(s, above);
      keepPlace(s, id);
    }
    if (kind[id] >= first) {
      textAt[from]--;
      textAt[to]++;
      textMoved = true;
    }
  }
  p += size;
  if (flags & 2) {
    const m = b[p] | (b[p + 1] << 8) | (b[p + 2] << 16) | (b[p + 3] << 24);
    if (!sameKept(s, b, p + 4, m, n)) {
      const keeps: number[] = new Array(n).fill(0);
      for (let i = 0; i < m; i++) {
        const r = p + 4 + i * 4;
        keeps[b[r] | (b[r + 1] << 8) | (b[r + 2] << 16) | (b[r + 3] << 24)] = 1;
      }
      s.keeps = keeps;
      s.keepsMarked = m;
    }
    p += 4 + m * 4;
  } else {
    s.keeps = NO_KEEPS;
    s.keepsMarked = 0;
  }
  countStale(s, level); // (no kind or life written since the last read: the counts are its board's)
  if (s.countCopied) {
    s.count = s.count.slice(); // the same counts, in an array no copy of the level holds
    s.countCopied = false;
  }
  handCount(s, level);
  level.keepsKind = s.keeps;
  level.nextId = n;
  level.won = (flags & 1) === 1;
  rulesAfterDiff(s, level, textMoved);
  s.end = p;
  s.won = level.won;
  s.seed = seed;
  s.bonuses = bonuses;
  s.written = boardWritesSoFar();
  return p;
}

/**
 * The rules of the board `readDiff` wrote: the last board's when no text object moved and they read
 * no thing as a word (its text is then the text they were found for), else as `readWhole` finds them
 * from the text objects' kinds and cells.
 */
function rulesAfterDiff(s: CodecState, level: Level, textMoved: boolean): void {
  const bundle = s.bundle;
  const reuse = bundle !== null && bundle.asWord === null;
  if (!textMoved && reuse) {
    withRules(level, bundle, s.listed);
    return;
  }
  const ids = s.textIds;
  const count = s.textIdCount;
  if (s.text.length < count * 3) s.text = new Int32Array(count * 3 + 3);
  const text = s.text;
  const { kind, x, y } = level;
  const last = s.lastText;
  let same = reuse && count * 3 === s.lastTexts;
  for (let i = 0, t = 0; i < count; i++, t += 3) {
    const id = ids[i];
    text[t] = kind[id];
    text[t + 1] = x[id];
    text[t + 2] = y[id];
    if (same && (last[t] !== text[t] || last[t + 1] !== text[t + 1] || last[t + 2] !== text[t + 2]))
      same = false;
  }
  if (same && bundle !== null) withRules(level, bundle, s.listed);
  else s.bundle = rulesOf(s, level, count * 3);
}
