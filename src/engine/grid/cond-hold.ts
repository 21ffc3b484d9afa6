/**
 * Whether a rule's conditions hold for an object now (docs/rules.md §5.8), read on the board as it is,
 * and FEELING and POWERED, read on the rules in force (the game's condition script, conditions.lua
 * `testcond`, `condtype == "feeling"`, `"powered"` and their NOTs): each rule's condition list tested in one read is marked (the game's
 * `checkedconds`, from the rule read first) and passed over after, so no rule supports itself; the
 * marks a FEELING makes while it searches stay for its later targets and for the rest of the read.
 * A SEEING ray reads what blocks it (cond-seeing.ts), and FACING or SEEING on an empty cell reads the
 * way the cell faces (empty-facing.ts; the game's `emptydir(x,y,checkedconds)`): each read they make is
 * nested, marking on top of the chain's marks and dropping its own after (the game's `testcond` copies
 * `checkedconds`), so a FEELING later in the outer rule still passes over what it marked; and a
 * condition that reads properties (SEEING) is false, negated or not, in a rule whose conditions the
 * chain had marked before the rule was read (the game's `checkedconds_` guard).
 * A read looks at `FEELING_TESTS` rules at most (docs/rules.md §9): past them it throws and the step
 * changes nothing, as the game, past 80 nested tests, stops the level as an infinite loop.
 */
import { emptyFeelers, type Feeler, feelersOf } from "./cond-feel";
import { emptyCellsMet, targetsMet } from "./cond-match";
import { inRay } from "./cond-seeing";
import type { CompiledCondition, FeelTarget } from "./cond-table";
import { CONDITIONS, type ConditionDef } from "./conditions";
import { cellFacing } from "./empty-facing";
import { feelingLimit } from "./errors";
import { bitsOf } from "./prop-bits";
import type { Level } from "./types";

/**
 * The rules one read's FEELING searches may look at, nested searches included (docs/rules.md §9): each
 * rule is tested once a read, but each nested search walks its kind's rules again, so a chain of FEELING
 * rules over a few hundred rules looked at millions (minutes a step). Teaching levels and the random
 * levels of the tests look at under 10.
 */
export const FEELING_TESTS = 1_000;

/** The condition lists marked in the read now (`checkedconds`): the first `marked` entries. */
const marks: (readonly CompiledCondition[])[] = [];
let marked = 0;
/** Where each list was marked lowest in the stack, so a mark is found in one look however many there are. */
const markedAt = new WeakMap<readonly CompiledCondition[], number>();
/** The rules the read's FEELING searches looked at so far. */
let looked = 0;
/** How many reads are under way: a read started inside another (an empty cell's facing) is nested. */
let depth = 0;

/**
 * Whether every condition of `conditions` holds for object `id` now: a read of its own (marks anew), or,
 * started inside another read (a SEEING ray's, or the empty cell's facing read for FACING or SEEING:
 * empty-facing.ts, the game's `emptydir(x,y,checkedconds)`), nested on top of that read's marks.
 */
export function conditionsHold(level: Level, id: number, conditions: readonly CompiledCondition[]): boolean {
  if (depth === 0 && !inRay()) {
    marked = 0;
    looked = 0;
  }
  const before = marked;
  mark(conditions);
  depth++;
  try {
    return holdAll(level, id, conditions, before);
  } finally {
    depth--;
    marked = before;
  }
}

/** Whether every condition of `conditions` holds for `id`; the chain had marked the first `before` lists before. */
function holdAll(
  level: Level,
  id: number,
  conditions: readonly CompiledCondition[],
  before: number,
): boolean {
  for (const c of conditions) {
    const def = CONDITIONS[c.word];
    if (def === CONDITIONS.POWERED) {
      // (POWERED's row only places it: read here, on the POWER rules in force)
      if (powered(level) === c.negated) return false;
      continue;
    }
    if (c.feels.length > 0) {
      if (!feeling(level, id, c)) return false;
      continue;
    }
    if (def.readsProperties === true && isMarked(conditions, before)) return false; // SEEING in its own chain
    if ((def.whole ? def.whole(level, id, c.targets, c.empties) : onCells(level, id, c, def)) === c.negated)
      return false;
  }
  return true;
}

/** Whether condition `c` (not negated) holds for `id`, read on its word's cells or its prefix test. */
function onCells(level: Level, id: number, c: CompiledCondition, def: ConditionDef): boolean {
  if (c.facings.length > 0) {
    const way = id >= 0 ? level.facing[id] : cellFacing(level, -1 - id); // (-1: an empty cell facing no way)
    if (way < 0) return false;
    for (const f of c.facings) if ((way === f >> 1) === ((f & 1) === 1)) return false; // FACING [NOT] UP
  }
  if (c.empties > 0 && !emptyCellsMet(level, id, def, c.empties)) return false;
  if (c.targets.length === 1) return def.holds(level, id, c.targets[0]);
  if (c.targets.length > 1) return targetsMet(level, id, def, c.targets); // each its own
  return c.facings.length > 0 || c.empties > 0 || def.holds(level, id, null); // prefix
}

/**
 * FEELING (`c.negated`: NOT FEELING) for `id`: FEELING holds when every target finds a rule of its own
 * (each target's search runs, marking, even after one failed, as the game's loop does); NOT FEELING
 * holds when no target finds one (its search stops at the first found).
 */
function feeling(level: Level, id: number, c: CompiledCondition): boolean {
  const list = id >= 0 ? feelersOf(level, level.kind[id]) : emptyFeelers(level); // (an empty cell: EMPTY's rules)
  let all = true;
  for (const t of c.feels) {
    const found = supported(level, id, list, t);
    if (c.negated && found) return false;
    if (!found) all = false;
  }
  return c.negated || all;
}

/**
 * Whether a rule of `list` not yet marked supports target `t` for `id`: `X IS P` (FEELING NOT P: a rule
 * giving another property) whose conditions hold and whose kind's conditional NOTs of it do not.
 * Each rule tried is marked first, held or not; the search goes on past one that does not hold.
 */
function supported(level: Level, id: number, list: readonly Feeler[], t: FeelTarget): boolean {
  for (const f of list) {
    if (++looked > FEELING_TESTS) throw feelingLimit(level, id, FEELING_TESTS);
    if (isMarked(f.conditions, marked) || (f.bit === t.bit) === t.negated) continue;
    mark(f.conditions);
    if (!holdAll(level, id, f.conditions, marked - 1)) continue;
    let held = true;
    for (const n of f.nots) if (holdAll(level, id, n, marked)) held = false;
    if (held) return true;
  }
  return false;
}

/**
 * POWERED, for any subject (docs/rules.md §5.8; the game's conditions.lua `condtype == "powered"`): a rule
 * giving POWER, not yet marked, tried kind by kind (EMPTY's last, on each empty cell) and marked, holds
 * with its NOTs not for an object it names alive now: of its kind, or of a later kind listing the same
 * rule (TEXT names every word, as the game's `unitlists["text"]` does). The search's marks are dropped after it.
 */
function powered(level: Level): boolean {
  const bit = bitsOf(level.lexicon).POWER;
  const before = marked;
  try {
    const { count, kind, alive, nextId, head } = level;
    for (let k = 0; k < count.length; k++)
      for (const f of count[k] > 0 ? feelersOf(level, k) : [])
        if (tried(f, bit))
          for (let k2 = k; k2 < count.length; k2++) {
            const g =
              k2 === k
                ? f
                : count[k2] > 0
                  ? feelersOf(level, k2).find((h) => h.conditions === f.conditions)
                  : undefined;
            if (g !== undefined)
              for (let id = 0; id < nextId; id++)
                if (alive[id] && kind[id] === k2 && gives(level, id, g)) return true;
          }
    for (const f of emptyFeelers(level))
      if (tried(f, bit))
        for (let c = 0; c < head.length; c++) if (head[c] < 0 && gives(level, -1 - c, f)) return true;
    return false;
  } finally {
    marked = before;
  }
}

/** Whether rule `f` gives `bit` and is not marked: it is marked then. */
function tried(f: Feeler, bit: number): boolean {
  if (f.bit !== bit || isMarked(f.conditions, marked)) return false;
  mark(f.conditions);
  return true;
}

/** Whether rule `f` (marked just now) holds for `id` and its NOTs do not: a nested read, its marks dropped after. */
function gives(level: Level, id: number, f: Feeler): boolean {
  const at = marked;
  try {
    return holdAll(level, id, f.conditions, at - 1) && !f.nots.some((n) => holdAll(level, id, n, marked));
  } finally {
    marked = at;
  }
}

/** Marks `c` on top of the stack, keeping where it stands lower if it is marked already. */
function mark(c: readonly CompiledCondition[]): void {
  const at = markedAt.get(c);
  if (at === undefined || at >= marked || marks[at] !== c) markedAt.set(c, marked);
  marks[marked++] = c;
}

/** Whether `c` is among the first `upTo` marked lists (the stack below `marked` is this read's). */
function isMarked(c: readonly CompiledCondition[], upTo: number): boolean {
  const at = markedAt.get(c);
  return at !== undefined && at < upTo && marks[at] === c;
}
