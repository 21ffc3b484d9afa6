/**
 * The encode of the codec's level after an action that named every object whose kind or life it wrote
 * and wrote no cell (grid-put-back.ts `namedSince`: a card play's objects placed, removed, converted or
 * reserved). Below the board's counter only the named objects can differ from the board kept (its
 * bytes, `board`): the rest of its bytes are copied as they are (all at once when no named id is below
 * the counter: a minion placed only adds ids), each named id's written afresh where its bytes were (a
 * dead id is one byte, an alive one two: an object removed or brought back moves the bytes after it),
 * and the ids past the counter written after them. The same bytes as a whole encode
 * (tests/solver/encode-named.test.ts).
 */
import { type Level, namedWrite } from "../engine/grid";
import type { CodecState } from "./grid-codec-state";
import { namedSince } from "./grid-put-back";

/**
 * `level`'s objects written from `b[p]` (room made) by copying the board kept and rewriting the named
 * ids, when the codec's level may be encoded so (a two-byte board kept, every write since named, no cell
 * written); returns where they end, or -1 (nothing written) when it may not.
 */
export function encodeNamed(s: CodecState, level: Level, b: Uint8Array, p: number): number {
  const n = s.ids;
  const total = level.nextId;
  if (level !== s.level || !s.small || s.boardBytes === 0 || total < n) return -1;
  const named = namedSince(s);
  if (named < 0) return -1;
  const order = s.order;
  let c = 0;
  for (let i = 0; i < named; i++) {
    const id = namedWrite(s.namedAt + i); // (all kept: `namedSince`)
    if (id >= n) continue;
    let j = c;
    while (j > 0 && order[j - 1] > id) j--;
    if (j > 0 && order[j - 1] === id) continue;
    for (let k = c; k > j; k--) order[k] = order[k - 1];
    order[j] = id;
    c++;
  }
  const { kind, x, y, alive, facing, width } = level;
  const { board, cellAt } = s;
  let q = 0;
  for (let i = 0; i < c; i++) {
    const id = order[i];
    const at = cellAt[id] - 1;
    while (q < at) b[p++] = board[q++];
    q = at + (board[at] === 0 ? 1 : 2);
    if (!alive[id]) b[p++] = 0;
    else {
      b[p++] = kind[id] + 1;
      b[p++] = ((y[id] * width + x[id]) << 2) | facing[id];
    }
  }
  const size = s.boardBytes;
  if (c === 0) {
    if (s.viewOf !== board || s.boardView.length !== size) {
      s.boardView = board.subarray(0, size); // (the whole board at once: no named id below its counter)
      s.viewOf = board;
    }
    b.set(s.boardView, p);
    p += size;
  } else while (q < size) b[p++] = board[q++];
  for (let id = n; id < total; id++)
    if (!alive[id]) b[p++] = 0;
    else {
      b[p++] = kind[id] + 1;
      b[p++] = ((y[id] * width + x[id]) << 2) | facing[id];
    }
  return p;
}
