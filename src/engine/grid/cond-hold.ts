/**
 * Whether a rule's conditions hold for an object now (docs/rules.md §5.8), read on the board as it is,
 * and FEELING, read on the rules in force (the game's condition script, conditions.lua `testcond`, `condtype ==
 * "feeling"` and `"not feeling"`): each rule's condition list tested in one read is marked (the game's
 * `checkedconds`, from the rule read first) and passed over after, so no rule supports itself; the
 * marks a FEELING makes while it searches stay for its later targets and for the rest of the read.
 * A read looks at `FEELING_TESTS` rules at most (docs/rules.md §9): past them it throws and the step
 * changes nothing, as the game, past 80 nested tests, stops the level as an infinite loop.
 */
import { type Feeler, feelersOf } from "./cond-feel";
import { emptyCellsMet, targetsMet } from "./cond-match";
import type { CompiledCondition, FeelTarget } from "./cond-table";
import { CONDITIONS, type ConditionDef } from "./conditions";
import { GridError } from "./errors";
import type { Level } from "./types";

/**
 * The rules one read's FEELING searches may look at, nested searches included (docs/rules.md §9): each
 * rule is tested once a read, but each nested search walks its kind's rules again, so a chain of FEELING
 * rules over a few hundred rules looked at millions (minutes a step). Teaching levels and the random
 * levels of the tests look at under 10.
 */
export const FEELING_TESTS = 1_000;

/**
 * The condition lists marked in the read now (`checkedconds`): the read's own (`first`) and those whose
 * stamp is this read's number (`read`), so a mark is found in one look however many there are.
 */
let first: readonly CompiledCondition[] | null = null;
const stamps = new WeakMap<readonly CompiledCondition[], number>();
let read = 0;
/** The rules the read's FEELING searches looked at so far. */
let looked = 0;

/** Whether every condition of `conditions` holds for object `id` now: a read of its own (marks anew). */
export function conditionsHold(level: Level, id: number, conditions: readonly CompiledCondition[]): boolean {
  first = conditions;
  read++;
  looked = 0;
  return holdAll(level, id, conditions);
}

function holdAll(level: Level, id: number, conditions: readonly CompiledCondition[]): boolean {
  for (const c of conditions) {
    if (c.feels.length > 0) {
      if (!feeling(level, id, c)) return false;
      continue;
    }
    const def = CONDITIONS[c.word];
    if ((def.whole ? def.whole(level, id, c.targets, c.empties) : onCells(level, id, c, def)) === c.negated)
      return false;
  }
  return true;
}

/** Whether condition `c` (not negated) holds for `id`, read on its word's cells or its prefix test. */
function onCells(level: Level, id: number, c: CompiledCondition, def: ConditionDef): boolean {
  for (const f of c.facings) if ((level.facing[id] === f >> 1) === ((f & 1) === 1)) return false; // FACING [NOT] UP
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
  const list = feelersOf(level, level.kind[id]);
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
    if (++looked > FEELING_TESTS) throw tooManyTests(level, id);
    if (isMarked(f.conditions) || (f.bit === t.bit) === t.negated) continue;
    stamps.set(f.conditions, read);
    if (!holdAll(level, id, f.conditions)) continue;
    let held = true;
    for (const n of f.nots) if (holdAll(level, id, n)) held = false;
    if (held) return true;
  }
  return false;
}

const isMarked = (c: readonly CompiledCondition[]): boolean => c === first || stamps.get(c) === read;

function tooManyTests(level: Level, id: number): GridError {
  const kind = level.kinds.names[level.kind[id]];
  return new GridError(
    `FEELING: one read for object ${id} (${kind}) looked at more than ${FEELING_TESTS} rules (docs/rules.md §9): the FEELING rules in force chain over too many rules`,
  );
}
