/**
 * The WORD rules of a conditional WORD's rounds (docs/rules.md §5.8 "Conditional WORD"; word-cond.ts):
 * which objects are WORD (props-of.ts `propsAmong`: reading only the rules that give or take WORD), and whether a round's rules
 * give WORD as the round before's did (then, with LOCAL conditions, which read the board alone, the
 * round makes WORD the very objects the one before did: a fixed point, word-cond.ts).
 */
import type { CompiledCondition, CondRule, CondTable } from "./cond-table";
import { kindProps, propsAmong } from "./props-of";
import type { Level } from "./types";

/** The ids of the alive thing objects that are WORD (`bit`) under the rules in force (ascending), or null: none. */
export function wordObjects(level: Level, bit: number): number[] | null {
  if ((level.inForce.anyProps & bit) === 0) return null;
  const { alive, kind } = level;
  const first = level.kinds.firstText;
  let out: number[] | null = null;
  for (let id = 0; id < level.nextId; id++)
    if (alive[id] === 1 && kind[id] < first && propsAmong(level, id, bit) !== 0) (out ??= []).push(id);
  return out;
}

// Scratch: the rules giving WORD noted by `noteWordRules`: per thing kind 1 where its mask holds it, and
// the conditional rules table.
let kindsNoted = new Uint8Array(0);
let condNoted: CondTable | null = null;

/** Notes the rules in force that give `bit` (WORD) to the thing kinds (below `first`), for `sameWordRules`. */
export function noteWordRules(level: Level, bit: number, first: number): void {
  if (kindsNoted.length < first) kindsNoted = new Uint8Array(first * 2);
  for (let k = 0; k < first; k++) kindsNoted[k] = kindProps(level, k) & bit ? 1 : 0;
  condNoted = level.inForce.cond;
}

/**
 * Whether the rules in force give and take `bit` (WORD) to the thing kinds (below `first`) as those
 * `noteWordRules` noted: the same kinds' masks hold it, and each kind has the same conditional rules
 * giving or taking it, in order, with the same conditions.
 */
export function sameWordRules(level: Level, bit: number, first: number): boolean {
  for (let k = 0; k < first; k++) if ((kindProps(level, k) & bit ? 1 : 0) !== kindsNoted[k]) return false;
  const cond = level.inForce.cond;
  if (cond === condNoted) return true;
  for (let k = 0; k < first; k++) if (!sameRules(condNoted?.byKind[k], cond?.byKind[k], bit)) return false;
  return true;
}

/** Two lists of conditional rules hold the same rules giving or taking `bit`, in order. */
function sameRules(
  a: readonly CondRule[] | undefined,
  b: readonly CondRule[] | undefined,
  bit: number,
): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (a !== undefined && i < a.length && (a[i].bit & bit) === 0) i++;
    while (b !== undefined && j < b.length && (b[j].bit & bit) === 0) j++;
    const x = a !== undefined && i < a.length ? a[i++] : null;
    const y = b !== undefined && j < b.length ? b[j++] : null;
    if (x === null || y === null) return x === y;
    if (x.bit !== y.bit || x.negated !== y.negated || !sameConditions(x.conditions, y.conditions))
      return false;
  }
}

/** Two lists of compiled conditions are alike: the same words, NOTs, targets, facings, feelings and EMPTYs. */
function sameConditions(a: readonly CompiledCondition[], b: readonly CompiledCondition[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (x.word !== y.word || x.negated !== y.negated || x.empties !== y.empties) return false;
    if (x.facings.length !== y.facings.length || x.feels.length !== y.feels.length) return false;
    if (x.facings.some((f, n) => f !== y.facings[n]) || x.feels.length > 0) return false; // (feelings: never alike)
    if (x.targets.length !== y.targets.length) return false;
    for (let t = 0; t < x.targets.length; t++) if (!sameMask(x.targets[t], y.targets[t])) return false;
  }
  return true;
}

/** Two per-kind masks hold the same numbers. */
function sameMask(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
