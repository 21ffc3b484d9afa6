/**
 * Movement in the grid's journal (docs/rules.md §5.4, §5.7): who moved where, whom each move pushed or
 * pulled, and what blocked a move. Called by movement.ts only when the level keeps a journal.
 */

import { chilled } from "./chill";
import { DX, DY, FACING_INDEX, FACINGS } from "./facing";
import { note, touch } from "./journal";
import { giver, ruleRef } from "./journal-rules";
import { ALL, TEXT } from "./lexicon";
import { bitsOf } from "./prop-bits";
import { propsOf } from "./props-of";
import type { BlockReason, GridCause, RuleRef } from "./records";
import type { Dir, Level, TakeName } from "./types";

const NONE: number[] = [];

/**
 * The spelled rule that made object `id` step from (ox, oy) in the movement take `take` (§5.4): none for
 * YOU (the player's input moved it); for SHIFT the SHIFT rule of the object facing its way on the cell it
 * left; for MOVE its MOVE rule (`giver`: one that held as it stepped), or its CHILL rule when it is CHILL
 * and not MOVE (chill.ts); for FEAR its FEAR rule, its own noun's first; for a NUDGE take its rule of the
 * take's word.
 */
function moverRule(level: Level, id: number, take: TakeName | null, ox: number, oy: number): RuleRef | null {
  if (take === null || take === "YOU") return null;
  const B = bitsOf(level.lexicon);
  if (take === "MOVE")
    return propsOf(level, id) & B.MOVE || !chilled(level, id, false)
      ? giver(level, id, "MOVE")
      : giver(level, id, "CHILL"); // (chill.ts)
  if (take !== "FEAR" && take !== "SHIFT") return giver(level, id, take); // a NUDGE take: its word (listed)
  if (take === "SHIFT") {
    const f = level.facing[id]; // (a carried object is turned to its SHIFT object's facing first)
    for (let o = level.head[oy * level.width + ox]; o >= 0; o = level.next[o])
      if (o !== id && level.facing[o] === f && propsOf(level, o) & B.SHIFT) return giver(level, o, "SHIFT");
    return null;
  }
  const k = level.kind[id];
  const noun = level.kinds.isText[k] === 1 ? TEXT : level.lexicon.words[level.kinds.word[k]].word;
  let all: string | null = null;
  for (const rule of level.inForce.rules) {
    if (!rule.includes(" FEAR ")) continue;
    if (rule.startsWith(`${noun} `)) return ruleRef(level, rule);
    if (all === null && rule.startsWith(`${ALL} `)) all = rule;
  }
  return all === null ? null : ruleRef(level, all);
}

/**
 * A mover's move (`chain[0]`, with the objects it would push) was blocked: `Blocked`, naming the spelled
 * rule that made `by` STOP or PULL (plain or conditional, as `giver` picks it). Returns no pairs.
 */
export function noteBlocked(
  level: Level,
  dir: Dir,
  chain: readonly number[],
  by: number | null,
  reason: BlockReason,
): number[] {
  const rule = by === null || reason === "edge" ? null : giver(level, by, reason);
  const record = { type: "Blocked", id: chain[0], dir, pushing: chain.slice(1), by, reason, rule } as const;
  note(level, record, { kind: "move", line: level.journal!.root });
  return NONE;
}

/**
 * A mover (`chain[0]`) stepped from (ox, oy), pushing the rest of `chain`: its `Moved` with the rule that
 * moved it (`moverRule`: none for YOU), and a `Pushed` for each object it carried, one level deeper, with
 * the rule that made that object PUSH. Returns the `Moved` line.
 */
export function noteMoved(level: Level, dir: Dir, chain: readonly number[], ox: number, oy: number): number {
  const id = chain[0];
  const at = (o: number) => [level.x[o], level.y[o]] as const;
  const line = note(
    level,
    {
      type: "Moved",
      id,
      dir,
      from: [ox, oy],
      to: at(id),
      rule: moverRule(level, id, level.journal!.take, ox, oy),
    },
    {
      kind: "move",
      line: level.journal!.root,
    },
  );
  touch(level, id, line);
  level.journal!.left.set(oy * level.width + ox, line);
  if (chain.length > 1) notePushed(level, dir, id, chain.slice(1), line, 1);
  return line;
}

/** Object `o`, carried one cell `dir` by the record at `line`, left the cell behind it (`GridJournal.left`). */
function leftBehind(level: Level, o: number, dir: Dir, line: number): void {
  const f = FACING_INDEX[dir];
  level.journal!.left.set((level.y[o] - DY[f]) * level.width + level.x[o] - DX[f], line);
}

/**
 * The objects of `pushed` were pushed by `by` (a mover, or a pulled object, §5.4 PULL), under the record at
 * `line`, `depth` levels deep: a `Pushed` each, with the rule that made it PUSH. Returns the first's line.
 */
export function notePushed(
  level: Level,
  dir: Dir,
  by: number,
  pushed: readonly number[],
  line: number,
  depth: number,
): number {
  let first = -1;
  for (const o of pushed) {
    const record = {
      type: "Pushed",
      id: o,
      by,
      dir,
      to: [level.x[o], level.y[o]],
      rule: giver(level, o, "PUSH"),
    } as const;
    const at = note(level, record, { kind: "move", line }, depth);
    touch(level, o, at);
    leftBehind(level, o, dir, at);
    if (first < 0) first = at;
  }
  return first;
}

/**
 * The objects in `pulled` followed the mover `by`, whose move is at `line`: a `Pulled` each, with its PULL
 * rule. Returns the first's line (what the pulled objects pushed is noted under it: `notePushed`).
 */
export function notePulled(
  level: Level,
  dir: Dir,
  by: number,
  pulled: readonly number[],
  line: number,
): number {
  let first = -1;
  for (const o of pulled) {
    const rule = giver(level, o, "PULL");
    const record = { type: "Pulled", id: o, by, dir, to: [level.x[o], level.y[o]], rule } as const;
    const at = note(level, record, { kind: "move", line }, 1);
    touch(level, o, at);
    leftBehind(level, o, dir, at);
    if (first < 0) first = at;
  }
  return first;
}

/**
 * The objects in `swapped` traded places with the mover `by` (SWAP), whose move is at `line`: a `Swapped`
 * each, with the SWAP rule (the object's own when it is SWAP, else the mover's).
 */
export function noteSwapped(level: Level, by: number, swapped: readonly number[], line: number): void {
  const SWAP = bitsOf(level.lexicon).SWAP;
  for (const o of swapped) {
    const rule = giver(level, propsOf(level, o) & SWAP ? o : by, "SWAP");
    const record = { type: "Swapped", id: o, by, to: [level.x[o], level.y[o]], rule } as const;
    touch(level, o, note(level, record, { kind: "move", line }, 1));
  }
}

/**
 * Object `id` turned from facing `from` (an index of FACINGS) to its facing now: `Turned`, with `cause`.
 * A turn moves nothing and spells nothing, so it is not what later records name as their cause.
 */
export function noteTurned(level: Level, id: number, from: number, cause: GridCause, depth = 0): void {
  const record = { type: "Turned", id, from: FACINGS[from], to: FACINGS[level.facing[id]] } as const;
  note(level, record, cause, depth);
}

/** The objects of `ids` whose facing is no longer `was` (theirs, in order) turned under the move at `line`. */
export function noteTurns(level: Level, ids: readonly number[], was: readonly number[], line: number): void {
  ids.forEach((o, i) => {
    if (level.facing[o] !== was[i]) noteTurned(level, o, was[i], { kind: "move", line }, 1);
  });
}

/**
 * The facings of `ids`, in their order (for the journal's `Turned` records). A loop, not a closure: a
 * function that makes a closure over its locals allocates their context on every call, taken or not.
 */
export function facingsOf(level: Level, ids: readonly number[]): number[] {
  const out: number[] = new Array(ids.length);
  for (let i = 0; i < ids.length; i++) out[i] = level.facing[ids[i]];
  return out;
}
