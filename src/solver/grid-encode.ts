/**
 * A grid board written as bytes (src/solver/grid-codec.ts holds the format): the id counter, won, the
 * seed and the bonuses collected when not 0, each id's kind, cell and facing in age order (a dead or reserved id as one zero), and
 * the ids that keep their kind. It writes what the canonical hash covers (docs/rules.md §2: `levelKey`)
 * and nothing else, so equal bytes are equal boards. An encode of the codec's own level, while only
 * cells, facings and cell lists were written since its board was read, also lists the ids a restore
 * will put back (`encodeListing`): those whose bytes or next one in its cell differ from the copy kept,
 * which are exactly the ones `putCellsBack` would find by comparing every id. The search encodes every
 * successor into one writer: when it still holds the board kept, written by the last such encode
 * (`Writer.keeper`; a decode over the board lists what it wrote, `readDiff`), only the objects that
 * differ are written over it (`encodeOver`, tests/solver/encode-over.test.ts).
 */
import { boardWritesSoFar, type Level } from "../engine/grid";
import { type CodecState, cellsOnly, placeDiffers, placeOf } from "./grid-codec-state";
import type { Writer } from "./packed";

/** Append `level`'s board to `w`. */
export function encodeBoard(s: CodecState, level: Level, w: Writer): void {
  const { kind, x, y, alive, facing, nextId } = level;
  const keeps = keptIds(s, level);
  const kept = s.kept;
  const seed = level.seed;
  const bonuses = level.bonuses;
  const over = w.keeper === s; // (asked before `room` forgets the keeper)
  w.room(13 + nextId * 7); // (at most: the header, then per id a wide kind, two wide coordinates and a facing)
  const b = w.bytes; // (read after `room`, which may have moved the writer to other bytes)
  let p = w.length;
  b[p++] = nextId & 0xff; // (the id counter, the flags and the seed little-endian, as `Writer.u32` writes)
  b[p++] = (nextId >>> 8) & 0xff;
  b[p++] = (nextId >>> 16) & 0xff;
  b[p++] = (nextId >>> 24) & 0xff;
  b[p++] = (level.won ? 1 : 0) | (keeps > 0 ? 2 : 0) | (seed !== 0 ? 4 : 0) | (bonuses !== 0 ? 8 : 0);
  if (seed !== 0) {
    b[p++] = seed & 0xff;
    b[p++] = (seed >>> 8) & 0xff;
    b[p++] = (seed >>> 16) & 0xff;
    b[p++] = (seed >>> 24) & 0xff;
  }
  if (bonuses !== 0) {
    b[p++] = bonuses & 0xff; // (the bonuses collected, docs/rules.md §5.5 BONUS: when some)
    b[p++] = (bonuses >>> 8) & 0xff;
    b[p++] = (bonuses >>> 16) & 0xff;
    b[p++] = (bonuses >>> 24) & 0xff;
  }
  let kept0 = -1; // where the board kept was written (-1: it was not)
  if (level === s.level && listing(s, level)) {
    kept0 = p;
    p =
      over && b === s.wroteTo && p === s.wroteAt ? encodeOver(s, level, b, p) : encodeListing(s, level, b, p);
  } else if (s.small) {
    const width = level.width;
    for (let id = 0; id < nextId; id++) {
      if (!alive[id]) b[p++] = 0;
      else {
        b[p++] = kind[id] + 1;
        b[p++] = ((y[id] * width + x[id]) << 2) | facing[id];
      }
    }
  } else if (!s.wideKind && !s.wideCell)
    for (let id = 0; id < nextId; id++) {
      if (!alive[id]) b[p++] = 0;
      else {
        b[p++] = kind[id] + 1;
        b[p++] = x[id];
        b[p++] = y[id];
        b[p++] = facing[id];
      }
    }
  else
    for (let id = 0; id < nextId; id++) {
      const k = alive[id] ? kind[id] + 1 : 0;
      b[p++] = k & 0xff;
      if (s.wideKind) b[p++] = k >>> 8;
      if (k === 0) continue;
      b[p++] = x[id] & 0xff;
      if (s.wideCell) b[p++] = x[id] >>> 8;
      b[p++] = y[id] & 0xff;
      if (s.wideCell) b[p++] = y[id] >>> 8;
      b[p++] = facing[id];
    }
  w.length = p;
  if (keeps > 0) {
    w.u32(keeps);
    for (let i = 0; i < keeps; i++) w.u32(kept[i]);
  }
  if (kept0 < 0 || !s.small) return;
  w.keeper = s; // (its bytes from `kept0` are the kept board's, but where `wrote` lists)
  w.keptEnd = p;
  s.wroteTo = w.bytes;
  s.wroteAt = kept0;
}

/**
 * Whether an encode of the codec's level can list what `putCellsBack` would put back: the board last
 * read is kept (`keepBoard`, and the cells for `putCellsBack`), and only cells, facings and cell lists
 * were written since (`cellsOnly`).
 */
function listing(s: CodecState, level: Level): boolean {
  return s.boardBytes > 0 && level.nextId === s.ids && cellsOnly(s);
}

/**
 * `encode`'s objects, from `b[p]`, of the codec's level (`listing`), listing as it writes them the
 * ids `putCellsBack` would put back (`diffs`): those whose bytes differ from the board kept, or
 * whose next one differs (a dead id: whose cell, facing or next one differs). Each id's first byte,
 * its kind + 1 or 0 when dead, is the kept board's: no kind or life was written since it was read.
 */
function encodeListing(s: CodecState, level: Level, b: Uint8Array, p: number): number {
  const { x, y, facing, next, width } = level;
  const board = s.board;
  const saved = s.saved;
  const diffs = s.diffs;
  const n = s.ids;
  let d = 0;
  let q = 0;
  // Each id's kind byte (0: dead) is the kept board's: no kind or life was written since (`cellsOnly`).
  if (s.small) {
    const { place, wrote } = s;
    let c = 0;
    for (let id = 0, o = 0; id < n; id++, o += 5) {
      const k = board[q];
      b[p++] = k;
      const was = place[id];
      if (was < 0) {
        q++;
        if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
      } else {
        const cf = ((y[id] * width + x[id]) << 2) | facing[id];
        b[p++] = cf;
        if (placeOf(cf, next[id]) !== was) {
          diffs[d++] = id;
          if (cf !== (was & 0xff)) wrote[c++] = q + 1;
        }
        q += 2;
      }
    }
    s.wroteCount = c;
  } else
    for (let id = 0, o = 0; id < n; id++, o += 5) {
      const k = board[q];
      b[p++] = k;
      if (k === 0) {
        q++;
        if (placeDiffers(x, y, facing, next, saved, id, o)) diffs[d++] = id;
      } else {
        const cx = x[id];
        const cy = y[id];
        const f = facing[id];
        b[p++] = cx;
        b[p++] = cy;
        b[p++] = f;
        if (cx !== board[q + 1] || cy !== board[q + 2] || f !== board[q + 3] || next[id] !== saved[o + 3])
          diffs[d++] = id;
        q += 4;
      }
    }
  s.diffCount = d;
  s.diffWrites = boardWritesSoFar();
  return p;
}

/**
 * `encodeListing` of a two-byte board into a writer that holds the kept board's bytes from `p` but
 * where the last listing wrote objects that differ (`CodecState.wroteTo`, `Writer.keeper`): those
 * are put back, and only the objects that differ now are written. Each object is compared by its
 * place as one number (`placeOf`): cell, facing and next one in its cell as the copy kept holds them.
 */
function encodeOver(s: CodecState, level: Level, b: Uint8Array, p: number): number {
  const { x, y, facing, next, width } = level;
  const { board, saved, diffs, place, cellAt, wrote } = s;
  for (let i = 0; i < s.wroteCount; i++) b[p + wrote[i]] = board[wrote[i]];
  const n = s.ids;
  let d = 0;
  let c = 0;
  for (let id = 0; id < n; id++) {
    const was = place[id];
    if (was < 0) {
      if (placeDiffers(x, y, facing, next, saved, id, id * 5)) diffs[d++] = id;
      continue;
    }
    const cf = ((y[id] * width + x[id]) << 2) | facing[id];
    if (placeOf(cf, next[id]) === was) continue;
    diffs[d++] = id;
    if (cf === (was & 0xff)) continue;
    const at = cellAt[id];
    b[p + at] = cf;
    wrote[c++] = at;
  }
  s.wroteCount = c;
  s.diffCount = d;
  s.diffWrites = boardWritesSoFar();
  return p + s.boardBytes;
}

/**
 * How many ids below `level`'s id counter keep their kind, listed in order in `kept`: listed again
 * only for another array of marks (never changed in place: a mark makes a new array) or another id
 * counter, into the same buffer (a card that adds a minion marks it: a new array per such successor).
 */
function keptIds(s: CodecState, level: Level): number {
  const { keepsKind, nextId } = level;
  if (keepsKind === s.keptOf && nextId === s.keptBelow) return s.keptCount;
  const below = Math.min(keepsKind.length, nextId);
  if (s.kept.length < below) s.kept = new Int32Array(below * 2);
  const kept = s.kept;
  let c = 0;
  for (let id = 0; id < below; id++) if (keepsKind[id]) kept[c++] = id;
  s.keptCount = c;
  s.keptOf = keepsKind;
  s.keptBelow = nextId;
  return c;
}
