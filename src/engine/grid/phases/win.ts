/**
 * The win check (docs/rules.md §5.5; docs/api.md M9; wiki "WIN"): the level is won when a YOU object is WIN
 * or shares its cell with a WIN object on its float level; once won it stays won.
 */

import { kindWritesSoFar } from "../hash";
import { noteWin } from "../journal-deaths";
import { shortcutsOn } from "../move-cells";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, condTouches, mayHave, propsAmong } from "../props-of";
import type { Level, RuleState } from "../types";
import { freshSlotLook, maskAt, slotOf } from "./slots";
import { foundNothing, stillNothing, WIN_STILL } from "./still";
import { youBeside, youBesideByKind, youOnWin, youOnWinByKind } from "./win-cells";

/** Whether the win check can act under the rules `f`: some kind may be WIN and some may be YOU. */
export const winActs = (f: RuleState, B: Bits): boolean =>
  (f.anyProps & B.WIN) !== 0 && (f.anyProps & B.YOU) !== 0;

/**
 * The win phase (see the file comment). The YOU object that wins is the oldest one that is WIN or shares
 * its cell and float level with a WIN object; when there are fewer WIN objects than YOU objects (counted
 * by kind), it is found from the WIN objects' cells (`youBeside`: the YOU objects are not listed), else
 * from each YOU object's cell (`youOnWin`, each cell and float level walked once); with the engine's
 * shortcuts off (move-cells.ts `useShortcuts`, the tests' reference), always from each YOU object's slot
 * as slots.ts looks at it.
 */
export function winPhase(level: Level): void {
  if (level.won) return;
  const B = bitsOf(level.lexicon);
  if (!winActs(level.inForce, B)) return;
  const plain = !condTouches(level, B.YOU | B.WIN | B.FLOAT); // (then it reads nothing the turn changes: still.ts)
  if (plain && stillNothing(level, WIN_STILL)) return;
  const id = winner(level, B, plain);
  if (id < 0) {
    if (plain) foundNothing(level, WIN_STILL);
    return;
  }
  level.won = true;
  if (level.journal) noteWin(level, id);
}

/**
 * The YOU object that wins now (see `winPhase`), or −1; `plain`: no conditional rule gives or takes YOU,
 * WIN or FLOAT (each object's are its kind's).
 */
function winner(level: Level, B: Bits, plain: boolean): number {
  const wins = countOf(level, B.WIN); // (none: no object on the grid may be WIN, `mayHave`)
  if (wins === 0) return -1;
  const listed = condTouches(level, B.YOU); // (else the YOU objects are counted by kind, and listed only if read)
  const n = listed ? collectHaving(level, B.YOU, YOU) : countOf(level, B.YOU);
  if (n === 0) return -1;
  const on = shortcutsOn();
  if (on && wins < n) {
    const m = collectHaving(level, B.WIN, WIN);
    return plain ? youBesideByKind(level, B, WIN, m) : youBeside(level, B, WIN, m);
  }
  if (!listed) collectHaving(level, B.YOU, YOU); // (n of them)
  if (on) return plain ? youOnWinByKind(level, B, YOU, n) : youOnWin(level, B, YOU, n);
  freshSlotLook(level, B.WIN);
  for (let i = 0; i < n; i++) if (maskAt(slotOf(level, YOU[i], B)) & B.WIN) return YOU[i];
  return -1;
}

/**
 * How many objects have the property `bit` (WIN, YOU), counted by kind (`withProp`, `count`), with no
 * conditional rule in force; with one, as many as there are ids (any object may have it). A count by kind
 * reads only which kinds have the property (the rules record) and each kind's alive objects, so the
 * counts of the last board asked about are kept while its rules record and kinds array are the same and
 * no kind or life of any level's objects was written (hash.ts `kindWritesSoFar`: a turn in which
 * objects only move or turn finds them again without a look; `ALL IS YOU` lists every kind). With the
 * engine's shortcuts off (move-cells.ts `useShortcuts`), counted afresh each time.
 */
function countOf(level: Level, bit: number): number {
  if (condTouches(level, bit)) return level.nextId;
  const f = level.inForce;
  const writes = kindWritesSoFar();
  if (f !== countForce || level.kind !== countKind || writes !== countWrites || level.nextId !== countNext) {
    countForce = f;
    countKind = level.kind;
    countWrites = writes;
    countNext = level.nextId;
    countBits.fill(-1);
  }
  const b = 31 - Math.clz32(bit);
  if (countBits[b] >= 0 && shortcutsOn()) {
    kept++;
    return countBits[b];
  }
  const kinds = f.withProp[b];
  let m = 0;
  for (let i = 0; i < kinds.length; i++) m += level.count[kinds[i]];
  countBits[b] = m;
  return m;
}

// The board `countOf` counted on last (its rules record, kinds array, the kind writes and ids issued
// then) and, per property bit, its count there (−1: not counted yet).
let countForce: RuleState | null = null;
let countKind: readonly number[] | null = null;
let countWrites = -1;
let countNext = -1;
const countBits = new Int32Array(32).fill(-1);
let kept = 0;

/** How many counts `countOf` found kept so far: the tests check their walks find some. */
export const countsKeptSoFar = (): number => kept;

/** Scratch: the YOU objects and the WIN objects of the win check (no hook runs there). */
const YOU: number[] = [];
const WIN: number[] = [];

/**
 * `lost()` (docs/api.md M9): no object is YOU, whatever the next input: one that a wait would make YOU
 * (an IDLE rule, docs/rules.md §5.8) keeps the level, as the search must not drop it.
 */
export function isLost(level: Level): boolean {
  const you = bitsOf(level.lexicon).YOU;
  if (!(level.inForce.anyProps & you) || !mayHave(level, you)) return true;
  if (!condTouches(level, you)) return false; // an object of a kind that is YOU is alive
  if (anyWith(level, you)) return false;
  if (level.idle) return true; // (read inside a wait: IDLE already holds)
  level.idle = true;
  try {
    return !anyWith(level, you);
  } finally {
    level.idle = false;
  }
}

/** Whether an object on the grid has a property of `mask` now. */
function anyWith(level: Level, mask: number): boolean {
  for (let id = 0; id < level.nextId; id++)
    if (level.alive[id] && propsAmong(level, id, mask) !== 0) return true;
  return false;
}
