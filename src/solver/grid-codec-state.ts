/**
 * What a grid codec keeps between calls (src/solver/grid-codec.ts): the level it decodes into and
 * reuses, where the last board decoded was read from, its id counter, won, seed, kept kinds and rules,
 * the copy of its cells a restore puts back, the bytes a decode over it compares with, and the
 * buffers reused by every call. One plain record, written only by the codec's parts (grid-encode.ts,
 * grid-read.ts, grid-read-diff.ts, grid-restore.ts, grid-rule-cache.ts), each a set of functions taking
 * it first. Also what those parts share: whether the level still holds what the codec last wrote
 * (`kindsHeld`, `cellsOnly`: each compares the engine's write counters with those kept, so it is exact
 * whatever was written between), taking the board's kinds before a write (`takeKinds`), and giving the
 * level a set of rules (`withRules`).
 */
import {
  boardWritesSoFar,
  cloneLevel,
  kindWritesSoFar,
  type Level,
  type Listed,
  noteCellWrite,
  ownKinds,
  useListed,
  useRules,
} from "../engine/grid";
import type { RuleBundle, RuleCache } from "./grid-rule-cache";
import { Writer } from "./packed";

/** The state of one level's codec (its size and lexicon fixed). */
export class CodecState {
  readonly wideKind: boolean;
  readonly wideCell: boolean;
  /** Two bytes an object: at most 254 kinds and 64 cells (a cell and a facing fit one byte). */
  readonly small: boolean;
  /** Each cell's x and y (a small board's objects are written by cell). */
  readonly cellX: Uint8Array;
  readonly cellY: Uint8Array;
  /** The level decoded into (reused: valid until the next decode or restore). */
  readonly level: Level;
  readonly key = new Writer();
  /** The decoded board's text objects: kind, x, y each. */
  text: Int32Array = new Int32Array(48);
  /** The text objects of the board whose rules were last looked up (`rulesOf`): kind, x, y each. */
  lastText: Int32Array = new Int32Array(48);
  lastTexts = -1;
  /** Where the last board decoded was read from (`restore` reads it again), its rules and its kept kinds. */
  from: Uint8Array = new Uint8Array(0);
  at = 0;
  bundle: RuleBundle | null = null;
  /** The listings of its layout (null: read from its text, a board that reads things as words). */
  listed: Listed | null = null;
  keeps: readonly number[] = [];
  /** How many ids `keeps` marks. */
  keepsMarked = 0;
  /**
   * The last board read: where its bytes end, its id counter, won, seed and bonuses, and `boardWritesSoFar`
   * once it was written.
   */
  end = 0;
  ids = 0;
  won = false;
  seed = 0;
  bonuses = 0;
  written = -1;
  /**
   * The per-kind counts of the board last decoded or put back, handed to the level (`handCount`): as its
   * own, which an action then writes in place (no copy per card play), unless a copy of the level may
   * hold them (`countCopied`), when the level shares them (copy on write).
   */
  count: number[];
  /** Whether `count` was handed to the level as its own, and `boardWritesSoFar` then (`countStale`). */
  countHanded = false;
  countAt = -1;
  readonly zeros: readonly number[];
  /**
   * The level's kinds as the last read left them (another array: a copy of the level was made since),
   * and whether a copy of the level may hold `count` (then the next board is counted into a new array).
   */
  kinds: number[] = [];
  countCopied = true;
  /**
   * The ids that keep their kind (`keptIds`: the first `keptCount`, in a buffer reused by every
   * listing, nothing allocated), listed last from these marks, below this id counter.
   */
  kept = new Int32Array(16);
  keptCount = 0;
  keptOf: readonly number[] | null = null;
  keptBelow = -1;
  /** `kindWritesSoFar` once the last board was read: while it stands, the level holds its kinds and lives. */
  kindsWritten = -1;
  /** `namedWritesSoFar` then (grid-put-back.ts: the objects an action named since may differ, if it named all). */
  namedAt = -1;
  /** The objects a put-back writes, each with its kind then (`putObjectsBack`), and which ids it compared (`seenMark`). */
  back = new Int32Array(0);
  seen = new Int32Array(0);
  seenMark = 0;
  /**
   * The last board decoded's cells, facings and cell lists: x, y, facing, next and prev of each of its
   * `savedIds` ids (-1: none kept); and room for the ids `putCellsBack` puts back.
   */
  saved = new Int32Array(0);
  moved = new Int32Array(0);
  savedIds = -1;
  /**
   * The objects' bytes of the last board read anew (`boardBytes` of them, from past its header to its
   * kept ids; 0: none kept, or a wide board) and its text objects' ids, in order (`textIds`): what
   * `readDiff` compares the next board with, and updates to it.
   */
  board = new Uint8Array(0);
  boardBytes = 0;
  textIds = new Int32Array(0);
  textIdCount = 0;
  /**
   * The ids whose cell, facing or next one in its cell's list differ from the copy kept for
   * `putCellsBack` (`diffCount` of them, ascending), as the last encode of the codec's level listed
   * them, and `boardWritesSoFar` then (-1: none listed): while it stands, `putCellsBack` takes them.
   */
  diffs = new Int32Array(0);
  diffCount = 0;
  diffWrites = -1;
  /** Room for the ids `readDiff` writes, each with where its bytes are. */
  changed = new Int32Array(0);
  /**
   * Of a two-byte board kept (`small`, `boardBytes` > 0), per id: where its cell-and-facing byte is in
   * `board` (`cellAt`), and its place as one number (`place`: that byte, and its next one in its cell
   * + 1 above it, -1 for a dead id), what an encode compares an object with (`placeOf`).
   */
  cellAt = new Int32Array(0);
  place = new Int32Array(0);
  /**
   * The writer's bytes a listing encode left its board in (`wroteTo`, null: none since the board was
   * read whole), from `wroteAt`: the kept board's, but at the `wroteCount` positions of `board` in
   * `wrote` (grid-encode.ts `encodeOver`; a decode over the board adds those it wrote, `readDiff`).
   */
  wroteTo: Uint8Array | null = null;
  wroteAt = 0;
  wrote = new Int32Array(0);
  wroteCount = 0;

  constructor(
    start: Level,
    /** The rules of each text layout met so far (one per model, shared by its searches' codecs). */
    readonly cache: RuleCache,
  ) {
    this.wideKind = start.kinds.names.length >= 255;
    this.wideCell = start.width > 256 || start.height > 256;
    const cells = start.width * start.height;
    this.small = !this.wideKind && cells <= 64;
    this.cellX = new Uint8Array(this.small ? cells : 0);
    this.cellY = new Uint8Array(this.small ? cells : 0);
    for (let c = 0; c < this.cellX.length; c++) {
      this.cellX[c] = c % start.width;
      this.cellY[c] = Math.floor(c / start.width);
    }
    this.level = cloneLevel(start);
    this.zeros = start.count.map(() => 0);
    this.count = start.count.slice();
    this.level.count = this.count;
    ownKinds(this.level);
  }
}

/**
 * Give the level the codec's per-kind counts: as its own to write in place, unless a copy of the level
 * may hold them (`countCopied`: then shared, and the level's first write copies them).
 */
export function handCount(s: CodecState, level: Level): void {
  level.count = s.count;
  level.countShared = s.countCopied;
  s.countHanded = !s.countCopied;
  s.countAt = boardWritesSoFar();
}

/**
 * Whether the codec's counts may have been written since they were handed to the level as its own (some
 * object of any level was written since: a count moves only with a kind or life, always behind a board
 * write); false means they are the board's that was read or put back. A copy of the level made since
 * (it shares the counts: `cloneLevel` marks them shared) or counts of its own the level took mean
 * `count` may be held by that copy: it is not written in place again (`countCopied`).
 */
export function countStale(s: CodecState, level: Level): boolean {
  if (!s.countHanded) return false;
  if (level.countShared || level.count !== s.count) s.countCopied = true;
  return boardWritesSoFar() !== s.countAt;
}

/** Whether `level` still holds the kinds and lives the codec last wrote or read (none written since, not shared). */
export function kindsHeld(s: CodecState, level: Level): boolean {
  return kindWritesSoFar() === s.kindsWritten && level.kind === s.kinds && !level.kindShared;
}

/**
 * Before a decode or restore writes the board: its kinds and lives become the level's own (`ownKinds`:
 * a copy of this level may share them) unless they are kept (`same`), when only its cells are written
 * (`noteCellWrite`); either way every write is counted first (`boardWritesSoFar`). A copy made of the
 * level (`cloneLevel`) shares its counts: it marks the level's kinds shared, and the first write to them
 * after gives the level a new array, so the counts are counted into a new one too (`countCopied`).
 */
export function takeKinds(s: CodecState, level: Level, same: boolean): void {
  if (level.kindShared || level.kind !== s.kinds) s.countCopied = true;
  if (!same) ownKinds(level);
  else noteCellWrite();
  s.kinds = level.kind;
}

/**
 * Whether only cells, facings and cell lists changed since the last board was read, and the decode
 * kept a copy of them (`readWhole`): no kind or life was written, and the level keeps its arrays.
 */
export function cellsOnly(s: CodecState): boolean {
  const level = s.level;
  return (
    s.savedIds === s.ids &&
    kindWritesSoFar() === s.kindsWritten &&
    level.kind === s.kinds &&
    !level.kindShared &&
    level.nextId === s.ids &&
    level.x.length === s.ids
  );
}

/**
 * Whether object `id`'s cell, facing or next one in its cell differ from the copy kept of it at `o` in
 * `saved` (x, y, facing, next: what a restore puts back).
 */
export function placeDiffers(
  x: readonly number[],
  y: readonly number[],
  facing: readonly number[],
  next: readonly number[],
  saved: Int32Array,
  id: number,
  o: number,
): boolean {
  return (
    x[id] !== saved[o] || y[id] !== saved[o + 1] || facing[id] !== saved[o + 2] || next[id] !== saved[o + 3]
  );
}

/**
 * An object's place as one number: its cell-and-facing byte `cf` of a two-byte board, and its next
 * one in its cell's list + 1 above it (an object on a two-byte board has a cell below 64).
 */
export function placeOf(cf: number, next: number): number {
  return cf | ((next + 1) << 8);
}

/** Id `id`'s place again, from the board and the copy of its cells kept (`CodecState.place`). */
export function keepPlace(s: CodecState, id: number): void {
  s.place[id] = placeOf(s.board[s.cellAt[id]], s.saved[id * 5 + 3]);
}

/** No object keeps its kind. */
export const NO_KEEPS: readonly number[] = Object.freeze([]);

/**
 * Give `level` the rules of `r` and the listings `listed` of its layout (as a parse of its text would:
 * null, read from its text).
 */
export function withRules(level: Level, r: RuleBundle, listed: Listed | null): void {
  useRules(level, r);
  level.parsed = null; // the bundle is shared by other layouts: the next parse reads every line afresh
  level.lines = null;
  level.stale = null;
  useListed(level, listed);
}
