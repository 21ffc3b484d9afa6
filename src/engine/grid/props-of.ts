/**
 * The one read of an object's properties (docs/rules.md §5.3, §5.8): every phase, take and explanation
 * asks `propsOf(level, id)`, never the per-kind table directly, so a rule that depends on the object (a
 * condition) is honoured at every read. A level with no conditional rule in force reads its kind's mask
 * and nothing else.
 */
import { conditionsHold } from "./cond-rules";
import type { CondTable } from "./cond-table";
import { kindWritesSoFar } from "./hash";
import { sameNumbers } from "./parse-record";
import type { RuleState } from "./parsed";
import type { Level } from "./types";

/**
 * The property mask of object `id` under the rules in force, read now: its kind's mask, plus what the
 * conditional rules of its kind whose conditions hold give, less what those that are negated take away
 * (a conditional `X IS NOT P` beats every `X IS P` for the objects where it holds; research §2).
 */
export function propsOf(level: Level, id: number): number {
  const cond = level.inForce.cond;
  return cond === null ? level.inForce.props[level.kind[id]] : conditional(level, id, cond);
}

/**
 * The unconditional property mask of kind `k`: for the rules that act on a whole kind at once, before
 * any object is looked at (`X IS WORD` decides which kinds the parse reads, word.ts), so no condition
 * can give them (a conditional `X IS WORD` is refused: cond-rules.ts `conditionsBuiltFor`).
 */
export function kindProps(level: Level, k: number): number {
  return level.inForce.props[k];
}

/**
 * Whether some object on the grid may have a property of `mask`: with no conditional rule in force,
 * whether a kind whose mask holds one of them has an object alive (`count`); with conditional rules,
 * true (any object may be given it).
 */
export function mayHave(level: Level, mask: number): boolean {
  if (level.inForce.cond !== null) return true;
  const { count } = level;
  const { withProp } = level.inForce;
  for (let m = mask; m !== 0; m &= m - 1) {
    const kinds = withProp[31 - Math.clz32(m & -m)]; // the lowest bit left
    for (let i = 0; i < kinds.length; i++) if (count[kinds[i]] > 0) return true;
  }
  return false;
}

/**
 * Writes the alive objects with a property of `mask`, oldest first, into `out` from 0 and returns how
 * many (`out` keeps its length). With no conditional rule in force, no id is read when no kind with
 * the property has an object alive, and a list made for the same mask is copied when it still holds:
 * asked again about the same objects' kinds and lives (the same arrays, none written since:
 * `kindWritesSoFar`), with the same per-kind table (a step asks for its YOU objects to move, then for
 * those to meet DEFEAT, then for YOU again to meet WIN). The last SLOTS masks' lists are kept. A walk for
 * one property stops at the last object its kinds' alive counts promise (`aliveWith`). A change of rules
 * alone keeps the lists of the properties whose kinds it did not change (`keptUnder`).
 */
export function collectHaving(level: Level, mask: number, out: number[]): number {
  const { alive, kind, nextId } = level;
  const { props } = level.inForce;
  let n = 0;
  if (level.inForce.cond !== null) {
    // (`mayHave` is true whenever conditional rules are in force)
    for (let id = 0; id < nextId; id++) if (alive[id] && propsOf(level, id) & mask) out[n++] = id;
    lastNo = 0;
    return n;
  }
  const writes = kindWritesSoFar();
  if (listsHold(level, writes)) {
    // the same objects and kinds as when the lists were made, so the same per-kind counts: `mayHave` held
    for (let s = 0; s < used; s++) {
      if (masks[s] !== mask) continue;
      const list = lists[s];
      for (const c = counts[s]; n < c; n++) out[n] = list[n];
      lastNo = numbers[s];
      return n;
    }
  } else {
    // Only the rules changed: a list for one property whose kinds are the same under both holds; else none.
    const { withProp } = level.inForce;
    used = kind === lastKind && writes === lastWrites && nextId === lastNext ? keptUnder(withProp) : 0;
    lastKind = kind;
    lastProps = props;
    lastWithProp = withProp;
    lastWrites = writes;
    lastNext = nextId;
  }
  const want = aliveWith(level, mask);
  lastNo = 0;
  if (want === 0) return 0;
  for (let id = 0; n !== want && id < nextId; id++) if (alive[id] && props[kind[id]] & mask) out[n++] = id;
  const s = used < SLOTS ? used++ : (turn = (turn + 1) % SLOTS);
  const list = lists[s];
  for (let i = 0; i < n; i++) list[i] = out[i];
  masks[s] = mask;
  counts[s] = n;
  numbers[s] = lastNo = ++made;
  return n;
}

/**
 * The number of the list `collectHaving` just wrote out when it is one of its kept lists (0: none kept).
 * Each list it makes gets a new number (a count to 2⁵³: never reused), so one number is one list.
 */
export const havingNo = (): number => lastNo;

/**
 * The number (`havingNo`) of the kept list `collectHaving(level, mask)` would write out now, without
 * writing it; 0 when it would make a list (or none is kept: conditional rules in force).
 */
export function keptHaving(level: Level, mask: number): number {
  if (level.inForce.cond !== null || !listsHold(level, kindWritesSoFar())) return 0;
  for (let s = 0; s < used; s++) if (masks[s] === mask) return numbers[s];
  return 0;
}

/** Whether the kept lists were made for `level`'s objects, kinds and kind table as they are (`writes`: `kindWritesSoFar()`). */
function listsHold({ kind, nextId, inForce }: Level, writes: number): boolean {
  return kind === lastKind && inForce.props === lastProps && writes === lastWrites && nextId === lastNext;
}

/**
 * How many alive objects have the property `mask` when it is one bit, with no conditional rule in force:
 * the alive counts of its kinds (`withProp`, `count`), so a walk for them may stop at the last; else -1
 * (a kind may have several of the bits), or 0 when none may (`mayHave`).
 */
function aliveWith(level: Level, mask: number): number {
  const kinds = level.inForce.withProp[31 - Math.clz32(mask)];
  if (mask === 0 || (mask & (mask - 1)) !== 0 || kinds === undefined) return mayHave(level, mask) ? -1 : 0;
  const { count } = level;
  let n = 0;
  for (let i = 0; i < kinds.length; i++) n += count[kinds[i]];
  return n;
}

/** Lists `collectHaving` keeps, one per mask. */
const SLOTS = 4;
// Its lists (the first `counts[s]` of `lists[s]`, for `masks[s]`; `used` of them), the one last written
// over when all were used, and what they were made from.
const lists: number[][] = Array.from({ length: SLOTS }, () => []);
const masks = new Int32Array(SLOTS);
const counts = new Int32Array(SLOTS);
const numbers = new Float64Array(SLOTS); // each list's number (`havingNo`)
let made = 0;
let lastNo = 0;
let used = 0;
let turn = 0;
let lastKind: readonly number[] | null = null;
let lastProps: readonly number[] | null = null;
let lastWithProp: RuleState["withProp"] | null = null;
let lastWrites = -1;
let lastNext = -1;

/**
 * The same objects, kinds and lives as when the lists were made, under other rules: the lists for one
 * property whose kinds (`withProp`, compiled with the per-kind masks) are the same under both rules are
 * moved to the front and kept, the others dropped; returns how many are kept.
 */
function keptUnder(withProp: RuleState["withProp"]): number {
  let kept = 0;
  for (let s = 0; s < used; s++) {
    const m = masks[s];
    if (m === 0 || (m & (m - 1)) !== 0 || lastWithProp === null) continue;
    const was = lastWithProp[31 - Math.clz32(m)];
    const now = withProp[31 - Math.clz32(m)];
    if (was === undefined || now === undefined || !sameNumbers(was, now, now.length)) continue;
    const list = lists[kept];
    lists[kept] = lists[s];
    lists[s] = list;
    masks[kept] = m;
    numbers[kept] = numbers[s];
    counts[kept++] = counts[s];
  }
  return kept;
}

function conditional(level: Level, id: number, cond: CondTable): number {
  const k = level.kind[id];
  const list = cond.byKind[k];
  if (list === undefined || list.length === 0) return level.inForce.props[k];
  let plus = 0;
  let minus = 0;
  for (const r of list) {
    if ((r.negated ? minus : plus) & r.bit || !conditionsHold(level, id, r.conditions)) continue;
    if (r.negated) minus |= r.bit;
    else plus |= r.bit;
  }
  return (level.inForce.props[k] | plus) & ~minus;
}

/** The conditional rules of object `id`'s kind that hold for it now and give (or take away) `bit`, as text. */
export function conditionalGivers(level: Level, id: number, bit: number, negated = false): string[] {
  const list = level.inForce.cond?.byKind[level.kind[id]] ?? [];
  return list
    .filter((r) => r.bit & bit && r.negated === negated && conditionsHold(level, id, r.conditions))
    .map((r) => r.text);
}
