/**
 * Clone and canonical hash of a level (docs/rules.md §2: state is plain data, so it can be cloned, hashed,
 * compared). The hash covers the grid size, the id counter, won, the seed and every alive object's id, kind,
 * position and facing in age order; not the undo history, so equal boards hash equal however reached. A kind
 * enters it by its name's code (`KindTable.code`), never by its index in the lexicon, so the hash does
 * not change when other words are added to, removed from or reordered in content/words.json.
 */
import { cloneHistory } from "./history";
import { cloneJournal } from "./journal";
import { copyListed } from "./listed-kept";
import type { Level } from "./types";

/** The per-kind counts, the level's own to change: copied first if a clone shares them. */
export function ownCount(level: Level): number[] {
  if (level.countShared) {
    level.count = level.count.slice();
    level.countShared = false;
  }
  return level.count;
}

// How many times `ownKinds` was called: every write to any level's kinds or lives moves it on.
let kindWrites = 0;

/** A count that moves on before any level's kind or life of an object changes (`ownKinds`). */
export const kindWritesSoFar = (): number => kindWrites;

// How many times an object moved or turned (`shiftObject`, `turnObject`).
let cellWrites = 0;

/**
 * Counts an object's move or turn (board.ts calls it before writing either; an undo's in-place restore
 * too; the solver's decoder before it writes cells, facings or cell lists and no kind or life).
 */
export function noteCellWrite(): void {
  cellWrites++;
}

// How many of those were turns alone (`noteTurnWrite`).
let turnWrites = 0;

/** Counts an object's turn in place (board.ts `turnObject`, before it writes the facing): a cell write too. */
export function noteTurnWrite(): void {
  cellWrites++;
  turnWrites++;
}

/**
 * A count that moves on before any write to any level's objects but a turn in place: a kind, a life, a cell,
 * a cell's list or a per-kind count. While it stands still, no level's objects moved, converted, died or were
 * added (phases/more-quiet.ts).
 */
export const placeWritesSoFar = (): number => kindWrites + cellWrites - turnWrites;

/**
 * A count that moves on before any write to any level's objects: a kind, a life, a cell, a facing,
 * a cell's list or a per-kind count (each comes after `ownKinds` or `noteCellWrite`: board.ts, an undo's
 * restore, the solver's decoder). While it stands still, no level's objects changed.
 */
export const boardWritesSoFar = (): number => kindWrites + cellWrites;

/**
 * Each id's kind and life, the level's own to change: copied first if a clone shares them. Every write
 * to `kind` or `alive` starts here (board.ts, an undo's restore, the solver's decoder).
 */
export function ownKinds(level: Level): void {
  kindWrites++;
  if (!level.kindShared) return;
  level.kind = level.kind.slice();
  level.alive = level.alive.slice();
  level.kindShared = false;
}

// The ids the last `NAMED_KEPT` named writes (`ownKindsOf`) named, each at its number mod `NAMED_KEPT`, and how
// many named writes there were so far.
const NAMED_KEPT = 64;
const named = new Int32Array(NAMED_KEPT);
let namedWrites = 0;

/**
 * `ownKinds` before a write to object `id`'s kind or life, naming the id (board.ts: an id reserved, an
 * object removed or converted, each a write of its own). While the writes since some moment were all named
 * (`kindWritesSoFar` and `namedWritesSoFar` moved on alike) and no cell was written (`boardWritesSoFar`
 * moved on with them), the objects that may differ are the named ones and those beside them in a cell's
 * list, then or now (the solver's restore after a card play compares only those).
 */
export function ownKindsOf(level: Level, id: number): void {
  ownKinds(level);
  named[namedWrites & (NAMED_KEPT - 1)] = id;
  namedWrites++;
}

/** How many writes named their object so far (`ownKindsOf`). */
export const namedWritesSoFar = (): number => namedWrites;

/** The id the named write numbered `i` (from 0) named, or -1 when it is not kept (`NAMED_KEPT` named since). */
export function namedWrite(i: number): number {
  return i < 0 || i >= namedWrites || namedWrites - i > NAMED_KEPT ? -1 : named[i & (NAMED_KEPT - 1)];
}

/**
 * A deep copy of the board (per-id arrays copied; the rules in force and history entries are immutable,
 * shared; the per-kind counts and each id's kind and life shared until either copy writes them).
 */
export function cloneLevel(level: Level): Level {
  level.countShared = true; // the per-kind counts change rarely (objects appear, vanish, convert): shared until then
  level.kindShared = true; // so do the kinds and lives: shared until one copy writes them (`ownKinds`)
  level.textShared = true; // and the text per cell, changed only when text moves (`ownText`)
  // Every field written out, in createLevel's order: clones share one hidden class with new levels.
  const copy: Level = {
    lexicon: level.lexicon,
    kinds: level.kinds,
    width: level.width,
    height: level.height,
    turn: level.turn,
    hazards: level.hazards,
    takes: level.takes,
    limits: level.limits,
    nextId: level.nextId,
    kind: level.kind,
    x: level.x.slice(),
    y: level.y.slice(),
    alive: level.alive,
    facing: level.facing.slice(),
    next: level.next.slice(),
    prev: level.prev.slice(),
    head: level.head.slice(),
    textAt: level.textAt,
    textShared: true,
    inAgeOrder: level.inAgeOrder,
    keepsKind: level.keepsKind,
    count: level.count,
    countShared: true,
    kindShared: true,
    inForce: level.inForce,
    dirty: level.dirty,
    parsed: level.parsed,
    lines: level.lines,
    stale: level.stale === null ? null : level.stale.slice(),
    won: level.won,
    bonuses: level.bonuses,
    idle: level.idle,
    seed: level.seed,
    history: level.historyLimit === 0 ? level.history : cloneHistory(level.history), // never pushed when the limit is 0
    historyLimit: level.historyLimit,
    journal: level.journal && cloneJournal(level.journal),
  };
  if (level.lines === null) copyListed(level, copy); // a decoded board's listings (§5.4), until its next parse
  return copy;
}

/**
 * A canonical 53-bit number for the board (two independent 32-bit multiplicative lanes, folded): equal
 * boards give equal numbers however they were reached. For search, where a number is a cheap Set entry.
 */
export function levelKey(level: Level): number {
  const { kind, x, y, alive, facing } = level;
  const code = level.kinds.code;
  let a = Math.imul(0x811c9dc5 ^ level.width, 0x01000193) ^ level.height;
  let b = Math.imul(0x2545f491 ^ level.nextId, 0x5bd1e995) ^ (level.won ? 1 : 0);
  if (level.seed !== 0) a = Math.imul(a ^ level.seed, 0x01000193); // seed 0: hashes as before seeds existed
  if (level.bonuses !== 0) b = Math.imul(b ^ level.bonuses, 0x5bd1e995); // none: as before BONUS existed
  for (let id = 0; id < level.nextId; id++) {
    if (!alive[id]) continue;
    // The kind's code and the object's cell and id, mixed differently into each lane, so that two
    // objects colliding in one lane (32-bit codes cannot be packed with a position) rarely do in both.
    const c = code[kind[id]];
    const at = ((x[id] << 16) | y[id]) ^ Math.imul(id, 0x9e3779b1) ^ Math.imul(facing[id], 0x27d4eb2f);
    a = Math.imul(a ^ c ^ Math.imul(at, 0x85ebca6b), 0x01000193);
    b = Math.imul(b ^ Math.imul(c, 0xcc9e2d51) ^ at, 0x5bd1e995);
    b ^= b >>> 15;
  }
  return (a >>> 0) * 2 ** 21 + (b >>> 11);
}

/** `levelKey` as 14 hex digits: the board's canonical hash (replays, tools). */
export function hashLevel(level: Level): string {
  return hexKey(levelKey(level));
}

/**
 * A non-negative integer below 2⁵⁶ (`levelKey`'s numbers) as 14 hex digits, zero-padded: the digits of
 * `n.toString(16).padStart(14, "0")`, written as two 28-bit halves, small integers, whose conversion
 * costs a tenth of a 53-bit number's.
 */
export function hexKey(n: number): string {
  const high = Math.trunc(n / 2 ** 28);
  return high.toString(16).padStart(7, "0") + (n - high * 2 ** 28).toString(16).padStart(7, "0");
}
