/**
 * When a level with a conditional WORD in force must parse again (docs/rules.md §5.8 "Conditional WORD",
 * "When it parses"): the objects read as words depend on the board, and a parse is called for by a
 * move, arrival or removal of text or of an object of a kind `asWord` marks (board.ts `touch`, `move`):
 * the kinds the WORD rules name as subject or target (`condWordOf`) and those read. When every
 * condition of every conditional WORD rule of every round reads only where objects of those kinds
 * stand and how many there are (`LOCAL`: no facing, no FEELING, no EMPTY, no LONELY, no SEEING, no
 * condition word added later), those marks say when its inputs changed, and the rules stand until one
 * comes; else the level parses every turn, as any move may change a condition.
 */

import type { CondTable } from "./cond-table";
import type { Level, Parsed } from "./types";
import { MAY } from "./word";

/** The conditions read from the places and counts of their subject's and targets' objects alone. */
const LOCAL = new Set(["ON", "NEAR", "ABOVE", "BELOW", "BESIDE", "BESIDELEFT", "BESIDERIGHT", "WITHOUT"]);

/** Per rules record the object rounds left in force: false once a round read a condition not LOCAL. */
const local = new WeakMap<Parsed, boolean>();

/** Per conditional rules table, `localWordConditions`' answer (a table is made once and shared). */
const localTables = new WeakMap<CondTable, boolean>();

/** Whether every conditional rule giving `bit` (WORD) in `cond` reads LOCAL conditions only. */
export function localWordConditions(cond: CondTable | null, bit: number, firstText: number): boolean {
  if (cond === null) return true;
  let ok = localTables.get(cond);
  if (ok === undefined) localTables.set(cond, (ok = allLocal(cond, bit, firstText)));
  return ok;
}

/** `localWordConditions` of a table, worked out. */
function allLocal(cond: CondTable, bit: number, firstText: number): boolean {
  for (let k = 0; k < firstText; k++)
    for (const r of cond.byKind[k]) {
      if (r.bit !== bit) continue;
      for (const c of r.conditions)
        if (!LOCAL.has(c.word) || c.facings.length > 0 || c.feels.length > 0 || c.empties > 0) return false;
    }
  return true;
}

/** Records that the rounds that left `p` in force read only LOCAL conditions (`ok`), or not. */
export function noteRounds(p: Parsed, ok: boolean): void {
  if (local.get(p) !== false) local.set(p, ok);
}

/** Whether the level must parse again at its next parse phase, whatever moved (see above). */
export function parsesEveryTurn(level: Level): boolean {
  const p = level.parsed;
  return level.inForce.condWord === true && (p === null || local.get(p) !== true);
}

let scratchMay = new Uint8Array(0);
/** A zeroed per-kind mask for `n` kinds, reused by every parse (a record keeps a copy: `roundsRecord`). */
export function freshMay(n: number): Uint8Array {
  if (scratchMay.length !== n) scratchMay = new Uint8Array(n);
  else scratchMay.fill(0);
  return scratchMay;
}

/** `into` with MAY for each kind `from` marks. */
export function mergeMay(into: Uint8Array, from: Uint8Array | null): Uint8Array {
  if (from !== null) for (let k = 0; k < from.length; k++) if (from[k] !== 0) into[k] |= MAY;
  return into;
}

/** `may` with MAY for the kind of each id of `ids`. */
export function markRead(may: Uint8Array, level: Level, ids: readonly number[]): Uint8Array {
  for (const id of ids) may[level.kind[id]] |= MAY;
  return may;
}
