/**
 * The last board decoded put back object by object after an action wrote kinds or lives or added ids (a
 * card play, a step that destroyed or converted): grid-restore.ts's `putObjectsBack`. It compares every
 * id with the copy kept, unless the engine named every object whose kind or life was written since the
 * board was put in the level and no cell was written (`namedWritesSoFar`, hash.ts `ownKindsOf`: a card
 * play's objects placed, removed or converted), when it compares only the objects named and those beside
 * them in a cell's list, then or now (tests/solver/restore-named.test.ts).
 */
import {
  boardWritesSoFar,
  cutIdsTo,
  cutOneIdPast,
  kindWritesSoFar,
  namedWrite,
  namedWritesSoFar,
  ownText,
} from "../engine/grid";
import { type CodecState, countStale, handCount, kindsHeld, takeKinds, withRules } from "./grid-codec-state";

/**
 * The last board decoded put back object by object after an action wrote kinds or lives or added ids
 * (a card play): what `readWhole` writes again, from the bytes kept of it (`board`: kinds and lives) and
 * the copy of its cells (`saved`), but only where they differ. An id past the board's counter that is
 * alive leaves its cell's list, and its counts of text; an id below it differs when its kind, life,
 * cell, facing, next or previous one differs, and is put back whole (those compared: `namedDiffer` or
 * `allDiffer`). The lists then hold as they held: an object that did not differ has its neighbours,
 * cell and life as then. A cell's head is the alive object on it with no previous one: each object that
 * differs first takes its cell's head off if it heads it now (an object that did not differ and heads a
 * cell now headed it then), then each that differs heads its cell then if it headed it then; each cell's
 * count of text objects moves by those that differ. The kinds are taken as `readWhole` takes them
 * (`ownKinds`, the counts not counted again: a board put back has its own). Returns false (nothing
 * written) when it cannot: no bytes kept (a wide board), no copy of the cells, or fewer ids than the
 * board's (then `readWhole` reads it whole).
 */
export function putObjectsBack(s: CodecState): boolean {
  const level = s.level;
  const n = s.ids;
  const total = level.nextId;
  // The counts the action wrote in place are moved back with each object put back; counts a copy of the
  // level may hold are counted anew by `readWhole`.
  const stale = countStale(s, level);
  if (
    (stale && s.countCopied) ||
    s.boardBytes === 0 ||
    s.savedIds !== n ||
    s.bundle === null ||
    total < n ||
    level.x.length < total ||
    level.kind.length < total
  )
    return false;
  const named = namedSince(s); // (before this restore's own write is counted)
  takeKinds(s, level, kindsHeld(s, level));
  const { kind, x, y, alive, next, prev, head, width } = level;
  const textAt = ownText(level);
  const first = level.kinds.firstText;
  const count = stale ? s.count : null; // (the level's own: written in place)
  for (let id = n; id < total; id++)
    if (alive[id]) {
      const t = y[id] * width + x[id];
      if (prev[id] === -1) head[t] = -1;
      if (kind[id] >= first) textAt[t]--;
      if (count !== null) count[kind[id]]--;
    }
  if (s.back.length < n * 2) s.back = new Int32Array(n * 4);
  const d = named >= 0 ? namedDiffer(s, named, total, count) : allDiffer(s, count);
  const back = s.back;
  const saved = s.saved;
  for (let i = 0; i < d; i += 2) {
    const id = back[i];
    const o = id * 5;
    x[id] = saved[o];
    y[id] = saved[o + 1];
    level.facing[id] = saved[o + 2];
    next[id] = saved[o + 3];
    prev[id] = saved[o + 4];
  }
  for (let i = 0; i < d; i += 2) {
    const at = back[i];
    const k = back[i + 1];
    kind[at] = k;
    alive[at] = k < 0 ? 0 : 1;
    if (k < 0) continue;
    const t = y[at] * width + x[at];
    if (prev[at] === -1) head[t] = at;
    if (k >= first) textAt[t]++;
    if (count !== null) count[k]++;
  }
  if (!cutOneIdPast(level, n)) cutIdsTo(level, n); // (one id past: a card play added one)
  handCount(s, level);
  level.keepsKind = s.keeps;
  level.nextId = n;
  level.won = s.won;
  level.seed = s.seed;
  level.bonuses = s.bonuses;
  withRules(level, s.bundle, s.listed);
  s.written = boardWritesSoFar();
  s.kindsWritten = kindWritesSoFar();
  s.namedAt = namedWritesSoFar();
  return true;
}

/**
 * How many named writes there were since the board was put in the level (`namedAt`), when every write
 * since named its object (the kind writes moved on as the named ones did), none moved or turned one (the
 * board writes moved on with the kind writes alone) and the engine still keeps their ids; else -1. A
 * two-byte board only (the kinds kept are then found by id, `cellAt`).
 */
function namedSince(s: CodecState): number {
  const kinds = kindWritesSoFar();
  const named = namedWritesSoFar() - s.namedAt;
  return s.small &&
    s.namedAt >= 0 &&
    kinds - s.kindsWritten === named &&
    boardWritesSoFar() - kinds === s.written - s.kindsWritten &&
    (named === 0 || namedWrite(s.namedAt) !== -1)
    ? named
    : -1;
}

/**
 * Compare object `id` (below the board's counter) with the copy kept, `k` its kind then (-1: dead); when
 * it differs, take it off its cell's head and counts as it is now and list it in `back` at `d` with `k`.
 * Returns the next free place in `back`.
 */
function compare(s: CodecState, id: number, k: number, count: number[] | null, d: number): number {
  const { kind, x, y, alive, facing, next, prev } = s.level;
  const saved = s.saved;
  const o = id * 5;
  if (
    kind[id] === k &&
    alive[id] === (k < 0 ? 0 : 1) &&
    x[id] === saved[o] &&
    y[id] === saved[o + 1] &&
    facing[id] === saved[o + 2] &&
    next[id] === saved[o + 3] &&
    prev[id] === saved[o + 4]
  )
    return d;
  s.back[d] = id;
  s.back[d + 1] = k;
  if (alive[id]) {
    const level = s.level;
    const t = y[id] * level.width + x[id];
    if (prev[id] === -1) level.head[t] = -1;
    if (kind[id] >= level.kinds.firstText) level.textAt[t]--;
    if (count !== null) count[kind[id]]--;
  }
  return d + 2;
}

/** Every id below the board's counter compared (`compare`), in order, their kinds read from the bytes kept. */
function allDiffer(s: CodecState, count: number[] | null): number {
  const board = s.board;
  const step = s.small ? 2 : 4;
  let d = 0;
  for (let id = 0, q = 0; id < s.ids; id++) {
    const k = board[q] - 1;
    q += k < 0 ? 1 : step;
    d = compare(s, id, k, count, d);
  }
  return d;
}

/**
 * The `named` objects named since the board was put in the level that are below its counter, and those
 * beside a named one in a cell's list now, each compared once (`compare`). No other object can differ: no
 * cell was written, so an object's kind, life, cell and facing are as then, and its links in a list moved
 * only when a named object was added at the list's head or left it, which linked it beside that one; a
 * named object added stays linked to its next one until that one leaves (named too), and one that left
 * keeps its links as they were when it left (board.ts `unlink` does not clear them).
 */
function namedDiffer(s: CodecState, named: number, total: number, count: number[] | null): number {
  if (s.seen.length < s.ids || s.seenMark >= 2 ** 30) {
    s.seen = new Int32Array(Math.max(s.seen.length, s.ids * 2));
    s.seenMark = 0;
  }
  const mark = ++s.seenMark;
  const { next, prev } = s.level;
  let d = 0;
  for (let i = 0; i < named; i++) {
    const id = namedWrite(s.namedAt + i);
    if (id < 0 || id >= total) continue;
    d = once(s, id, mark, count, d);
    d = once(s, next[id], mark, count, d);
    d = once(s, prev[id], mark, count, d);
  }
  return d;
}

/** `compare` object `id` with its kind kept, unless it is none (-1), past the board's counter or compared already. */
function once(s: CodecState, id: number, mark: number, count: number[] | null, d: number): number {
  if (id < 0 || id >= s.ids || s.seen[id] === mark) return d;
  s.seen[id] = mark;
  return compare(s, id, s.place[id] < 0 ? -1 : s.board[s.cellAt[id] - 1] - 1, count, d);
}
