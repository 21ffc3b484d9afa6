/**
 * The one read of an object's properties (docs/rules.md §5.3, §5.8): every phase, take and explanation
 * asks `propsOf(level, id)`, never the per-kind table directly, so a rule that depends on the object (a
 * condition) is honoured at every read. A level with no conditional rule in force reads its kind's mask
 * and nothing else.
 */
import { conditionsHold } from "./cond-rules";
import type { CondTable } from "./cond-table";
import { copyKept, keepList, keptNumber, keptSlot } from "./having-kept";
import { shortcutsOn } from "./move-cells";
import type { Level } from "./types";

/**
 * The property mask of object `id` under the rules in force, read now: its kind's mask, plus what the
 * conditional rules of its kind whose conditions hold give, less what those that are negated take away
 * (a conditional `X IS NOT P` beats every `X IS P` for the objects where it holds; research §2).
 */
export function propsOf(level: Level, id: number): number {
  const cond = level.inForce.cond;
  return cond === null ? level.inForce.props[level.kind[id]] : conditional(level, id, cond, -1);
}

/**
 * The per-kind property masks when they are every object's `propsOf` (no conditional rule in force), for
 * a loop over many objects that reads `masks[kind[id]]` (move-plain.ts, move-push.ts); else null.
 */
export const propsByKind = (level: Level): readonly number[] | null =>
  level.inForce.cond === null ? level.inForce.props : null;

/**
 * The per-kind property masks whatever the conditional rules in force: each object's properties by kind,
 * but for the bits a conditional rule gives or takes. For a loop that reads only bits `condTouches` says
 * no conditional rule touches, or that reads the kinds such rules name through `propsOf` (move-cells.ts
 * `plainProps`).
 */
export const kindMasks = (level: Level): readonly number[] => level.inForce.props;

/**
 * `propsOf(level, id) & wanted`, reading the conditions only of the conditional rules that give or take a
 * property of `wanted` (a conditional WORD's rounds ask for WORD alone, word-cond-rules.ts).
 */
export function propsAmong(level: Level, id: number, wanted: number): number {
  const cond = level.inForce.cond;
  return (
    (cond === null || !condTouches(level, wanted)
      ? level.inForce.props[level.kind[id]]
      : conditional(level, id, cond, wanted)) & wanted
  );
}

/**
 * Whether a conditional rule in force gives or takes a property of `mask` (cond-table.ts `touched`): if
 * not, each object has those properties of `mask` its kind has, as with no conditional rule, and every
 * read by kind below holds for them. With the engine's shortcuts off (move-cells.ts `useShortcuts`, the
 * tests' reference), any conditional rule in force touches every property: each read evaluates them.
 */
export function condTouches(level: Level, mask: number): boolean {
  const cond = level.inForce.cond;
  return cond !== null && ((cond.touched & mask) !== 0 || !shortcutsOn());
}

/**
 * The unconditional property mask of kind `k`: for the rules that act on a whole kind at once, before
 * any object is looked at (an unconditional `X IS WORD` decides which kinds the parse reads, word.ts; a
 * conditional one is read per object through `propsOf`, word-cond.ts).
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
  if (condTouches(level, mask)) return true;
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
 * the property has an object alive, and a list made for the same mask is copied when it still holds
 * (having-kept.ts: the same objects' kinds and lives, and the same kinds having the property; a step
 * asks for its YOU objects to move, then for those to meet DEFEAT, then for YOU again to meet WIN, and
 * text pushed out of a rule and back brings back the lists made before). A walk for one property stops
 * at the last object its kinds' alive counts promise (`aliveWith`). `missed`: `keptHaving(level, mask)` just
 * found no kept list (it gave 0), nothing written since, so none is looked for again.
 */
export function collectHaving(level: Level, mask: number, out: number[], missed = false): number {
  const { alive, kind, nextId } = level;
  const { props } = level.inForce;
  let n = 0;
  if (condTouches(level, mask)) {
    // (`mayHave` is true whenever a conditional rule gives or takes one of them)
    for (let id = 0; id < nextId; id++) if (alive[id] && propsAmong(level, id, mask) !== 0) out[n++] = id;
    lastNo = 0;
    return n;
  }
  const s = missed ? -1 : keptSlot(level, mask, listHolds);
  if (s >= 0) {
    // the same objects and kinds as when the list was made, so the same per-kind counts: `mayHave` held
    lastNo = keptNumber(s);
    return copyKept(s, out);
  }
  const want = aliveWith(level, mask);
  lastNo = 0;
  if (want === 0) return 0;
  for (let id = 0; n !== want && id < nextId; id++) if (alive[id] && props[kind[id]] & mask) out[n++] = id;
  lastNo = keepList(level, mask, out, n);
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
  if (condTouches(level, mask)) return 0;
  const s = keptSlot(level, mask, listHolds);
  return s < 0 ? 0 : keptNumber(s);
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

/**
 * Whether the first `n` of `list` (ids, oldest first) are the alive objects having the one property
 * `mask` now, with no conditional rule in force: each of them has it, and as many as its kinds' alive
 * counts say (`aliveWith`), so no other object has it. A kept list made on another board is checked so
 * (having-kept.ts).
 */
function listHolds(level: Level, list: readonly number[], n: number, mask: number): boolean {
  if (aliveWith(level, mask) !== n) return false; // (-1 for several properties: never a length)
  const { alive, kind, nextId } = level;
  const { props } = level.inForce;
  for (let i = 0; i < n; i++) {
    const id = list[i];
    if (id >= nextId || !alive[id] || !(props[kind[id]] & mask)) return false;
  }
  return true;
}

// The number of the list `collectHaving` wrote out last (`havingNo`).
let lastNo = 0;

/** `propsOf` with conditional rules in force; a rule giving or taking nothing of `wanted` is not read. */
function conditional(level: Level, id: number, cond: CondTable, wanted: number): number {
  const k = level.kind[id];
  const list = cond.byKind[k];
  if (list === undefined || list.length === 0) return level.inForce.props[k];
  let plus = 0;
  let minus = 0;
  for (const r of list) {
    if (!(r.bit & wanted) || (r.negated ? minus : plus) & r.bit || !conditionsHold(level, id, r.conditions))
      continue;
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
