/**
 * Which way an object made from an empty cell faces (docs/rules.md §5.5 `EMPTY IS X`), read per cell
 * before the conversion step changes the board (phases/fill.ts `fillPlan`, `emptyCells`):
 * - `EMPTY FOLLOW Y` (Y a noun naming things): toward the nearest Y by Manhattan distance, the newest of
 *   several as near, along the column when it is at least as far up or down as across (down when level or
 *   below), else along the row; of several FOLLOW rules the first (in the rules' sorted order) with a Y on
 *   the grid; with none, the direction word;
 * - else the empty cells' direction word, `EMPTY IS RIGHT|UP|LEFT|DOWN`: the last of RIGHT, UP, LEFT, DOWN
 *   the cell has, as facing-words.ts turns an object;
 * - neither while the cell is SLEEP; with none, right (`DEFAULT_FACING`).
 * A conditional rule (`EMPTY NEAR X IS UP`, `EMPTY NEAR X FOLLOW Y`, `EMPTY NEAR X IS SLEEP`)
 * counts on the cells its conditions hold on, read as for `EMPTY <cond> IS Y` (conditions.ts
 * `cellSubject`); a conditional `EMPTY <cond> IS NOT UP` (`FOLLOW NOT Y`) takes UP (Y) away from the
 * cells it holds on. A FACING condition never holds here; one that reads the cell's facing (NOT FACING,
 * SEEING: the game's ray asks `emptydir` again, without end) is not built and never holds either;
 * FEELING reads the empty noun's rules as elsewhere (cond-feel.ts `emptyFeelers`).
 * Source: the game's later script, `doconvert` style "emptyconvert": `local dir = emptydir(i,j)`, and
 * `fixedrandom(0,3)` only when that is 4 (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/convert.lua`);
 * `emptydir(x,y)` (`Lua/tools.lua`) walks the empty noun's rules: `is right|up|left|down` where
 * `testcond(econds,2,x,y,{"facing"})` holds and `issleep(2,x,y)` does not (`{"facing"}`: testcond's
 * `autofail`, a FACING condition fails the rule), and `follow` (not ALL, EMPTY or LEVEL) toward the unit
 * of the noun at the least distance (`dist <= distance`: the last listed of several as near), the first
 * FOLLOW rule with a unit (`followcheck`). The engine draws nothing at random (§5.5): right stands for
 * the draw. The game lets whichever rule it reads last set the direction; SpellGrid keeps the order an
 * object's facing has within a turn (direction words first, FOLLOW after: facing-words.ts, follow.ts).
 */

import { compileCondition } from "./cond-compile";
import { conditionsHold } from "./cond-rules";
import type { CompiledCondition } from "./cond-table";
import { CONDITIONS, cellSubject } from "./conditions";
import { DEFAULT_FACING, DIRECTION_WORDS } from "./facing";
import { roleNoun } from "./lexicon";
import type { Level, RuleState } from "./types";

/** One of the empty noun's rules that turns a filled object: a direction word (0–3), SLEEP (4) or FOLLOW (5). */
interface EmptyTurn {
  readonly what: number;
  readonly negated: boolean;
  /** FOLLOW's kind (a thing kind); -1 otherwise. */
  readonly kind: number;
  /** Its conditions compiled; null for an unconditional rule. */
  readonly conditions: readonly CompiledCondition[] | null;
  /** It has FACING (the game's autofail) or a condition reading the cell's facing (SEEING: `notInFacing`): it never holds. */
  readonly never: boolean;
}

const SLEEP = 4;
const FOLLOW = 5;

// The rules in force read last and what they gave (rules in force are shared and never changed).
let lastState: RuleState | null = null;
let turns: readonly EmptyTurn[] = [];
/** Whether some turn is conditional or FOLLOW: then each cell is read on its own. */
let perCell = false;
/** The facing every cell gets when none is read per cell. */
let plain = DEFAULT_FACING;
/** Scratch: per cell, the facing read for it (`readFacing`). */
let facings = new Int8Array(0);

/** The empty noun's turning rules in force (see the file comment), compiled once per rules in force. */
function load(level: Level): void {
  const state = level.inForce;
  if (state === lastState) return;
  lastState = state;
  const lex = level.lexicon;
  const out: EmptyTurn[] = [];
  const w = roleNoun(lex, "empty");
  const noun = w >= 0 ? lex.words[w].word : null;
  for (const r of state.active) {
    if (r.subject !== noun || r.subjectNegated) continue;
    let what = -1;
    let kind = -1;
    if (r.verb === "FOLLOW") {
      kind = level.kinds.thingOf[lex.index[r.complement]] ?? -1;
      if (kind >= 0) what = FOLLOW;
    } else if (r.verb === undefined) {
      if (r.complement === "SLEEP") what = SLEEP;
      for (let d = 0; d < DIRECTION_WORDS.length; d++) if (DIRECTION_WORDS[d][0] === r.complement) what = d;
    }
    if (what < 0) continue;
    const conds = r.conditions && r.conditions.length > 0 ? r.conditions : null;
    let never = false;
    for (const c of conds ?? []) if (c.word === "FACING" || CONDITIONS[c.word]?.notInFacing) never = true; // (FACING: the game's autofail)
    const conditions = conds === null ? null : conds.map((c) => compileCondition(lex, level.kinds, c));
    out.push({ what, negated: r.negated, kind, conditions, never });
  }
  turns = out;
  perCell = out.some((t) => t.conditions !== null || t.what === FOLLOW);
  plain = perCell ? DEFAULT_FACING : orRight(facingOf(level, -1));
}

/** Whether turn `t` holds on the cell named by subject `at` (-1: an unconditional reading, no cell). */
function holds(level: Level, t: EmptyTurn, at: number): boolean {
  if (t.conditions === null) return true;
  if (t.never || at === -1) return false;
  return conditionsHold(level, at, t.conditions);
}

/** Whether the cell `at` has `what` (and FOLLOW's `kind`): a rule giving it holds and no NOT rule taking it does. */
function has(level: Level, at: number, what: number, kind: number): boolean {
  let given = false;
  for (const t of turns)
    if (t.what === what && t.kind === kind && !t.negated && !given) given = holds(level, t, at);
  if (!given) return false;
  for (const t of turns)
    if (t.what === what && t.kind === kind && t.negated && holds(level, t, at)) return false;
  return true;
}

/** The facing for the cell named by subject `at` (-1: the unconditional rules alone), or -1 for none (the game's 4). */
function facingOf(level: Level, at: number): number {
  if (has(level, at, SLEEP, -1)) return -1;
  if (at !== -1)
    for (const t of turns) {
      if (t.what !== FOLLOW || t.negated || !has(level, at, FOLLOW, t.kind)) continue;
      const f = followFacing(level, -1 - at, t.kind);
      if (f >= 0) return f;
    }
  for (let d = DIRECTION_WORDS.length - 1; d >= 0; d--)
    if (has(level, at, d, -1)) return DIRECTION_WORDS[d][1];
  return -1;
}

/** The facing from cell `t` toward the nearest object of `kind` (the newest of several as near), or -1 for none. */
function followFacing(level: Level, t: number, kind: number): number {
  const { alive, nextId } = level;
  const x = t % level.width;
  const y = (t - x) / level.width;
  let far = Number.MAX_SAFE_INTEGER;
  let to = -1;
  for (let o = 0; o < nextId; o++) {
    if (!alive[o] || level.kind[o] !== kind) continue;
    const dx = level.x[o] - x;
    const dy = level.y[o] - y;
    const d = Math.abs(dx) + Math.abs(dy);
    if (d > far || d === 0) continue;
    far = d;
    to = Math.abs(dx) <= Math.abs(dy) ? (dy >= 0 ? 3 : 1) : dx > 0 ? 0 : 2; // FACINGS: right, up, left, down
  }
  return to;
}

/**
 * Reads the facing of an object made on empty cell `t` now (see the file comment), before the step changes
 * the board; `emptyFacingAt` gives it back when the fill is made.
 */
export function readFacing(level: Level, t: number): void {
  load(level);
  if (!perCell) return;
  if (facings.length < level.head.length) facings = new Int8Array(level.head.length);
  facings[t] = orRight(facingOf(level, cellSubject(t)));
}

/** A filled object's facing: right (`DEFAULT_FACING`) for none, standing for the game's random draw. */
const orRight = (f: number): number => (f < 0 ? DEFAULT_FACING : f);

/**
 * The way empty cell `t` faces now for a FACING condition read on it (conditions.ts), or -1 for none: the
 * game's condition script reads `emptydir(x,y)` for unit 2 and fails FACING when that is 4 (no way).
 */
export function cellFacing(level: Level, t: number): number {
  load(level);
  return facingOf(level, cellSubject(t));
}

/** The facing of an object made on empty cell `t`: the one `readFacing` read for it this step. */
export function emptyFacingAt(level: Level, t: number): number {
  load(level);
  return perCell ? facings[t] : plain;
}
