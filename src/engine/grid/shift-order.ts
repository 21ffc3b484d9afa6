/**
 * The order the SHIFT objects act in (docs/rules.md §5.4, the SHIFT take; §5.5, the shiftFacing phase):
 * the order of their SHIFT rules, then oldest first. The game's take 3 and its `moveblock` walk
 * `findallfeature(nil, "is", "shift")`, which lists, for each SHIFT rule in the order its parse found them
 * (`featureindex`: its `code` looks for first words in the order of its text objects, `codeunits`), the
 * objects of that rule's kind in the order they were made (`findall`; lilybeevee/Lilys-Mods
 * `Data/movement.lua`, `Data/features.lua`, `Data/rules.lua`). So an object's place is that of the first
 * of its SHIFT rules: the least id of the first words of the rule's spellings on the grid (the game lists
 * a rule spelled twice at each; journal-rules.ts `spellingsRef`), the rules read as `giver` reads them
 * (`N IS SHIFT`, `ALL IS SHIFT`, `NOT X IS SHIFT`), or a conditional one naming its kind that holds for it as the take begins (the game lists an object under
 * such a rule only when its `findall` finds it meeting the conditions). One whose rules no text on the
 * grid spells now comes last.
 *
 * The order changes anything only where two SHIFT objects on one cell and float level face apart and
 * would take different places (the first turns the others its way before they act), so nothing is looked
 * at unless the rules in force may give two places (two SHIFT kinds, or a conditional SHIFT rule:
 * `mayOrder`, found once per rules record), and nothing is found unless such a pair stands (`apart`).
 * The places themselves are found in shift-places.ts.
 */
import type { Bits } from "./prop-bits";
import { propsAmong } from "./props-of";
import { condPlace, plainOf, plainPlace } from "./shift-places";
import type { Level, RuleState } from "./types";

/**
 * Orders the first `m` of `shifters` (SHIFT objects, oldest first), and `gives` beside them when given, by
 * their SHIFT rules (the module's doc), oldest first within a place. Nothing is found or changed unless
 * two on one cell and float level face apart and the rules may place them apart.
 */
export function byShiftRules(
  level: Level,
  B: Bits,
  shifters: Int32Array,
  gives: Int32Array | null,
  m: number,
): void {
  if (m < 2 || !mayOrder(level.inForce, B) || !apart(level, B, shifters, m)) return;
  if (places.length < m) {
    places = new Float64Array(m * 2);
    was = new Float64Array(m * 2);
    wasIds = new Int32Array(m * 2);
    wasGives = new Int32Array(m * 2);
  }
  const plain = plainOf(level);
  let sorted = true;
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    const k = level.kind[s];
    if (Number.isNaN(plain[k])) plain[k] = plainPlace(level, k);
    const p = condPlace(level, B, s, plain[k]);
    places[i] = p;
    if (i > 0 && p < places[i - 1]) sorted = false;
  }
  if (sorted) return;
  // a stable sort by place, one pass per place taken (they are few: one per SHIFT rule at most)
  for (let i = 0; i < m; i++) {
    was[i] = places[i];
    wasIds[i] = shifters[i];
    wasGives[i] = gives === null ? 0 : gives[i];
  }
  let n = 0;
  for (let low = Number.NEGATIVE_INFINITY; n < m; ) {
    let next = Number.POSITIVE_INFINITY;
    for (let i = 0; i < m; i++) if (was[i] > low && was[i] < next) next = was[i];
    for (let i = 0; i < m; i++)
      if (was[i] === next) {
        shifters[n] = wasIds[i];
        if (gives !== null) gives[n] = wasGives[i];
        n++;
      }
    if (next === Number.POSITIVE_INFINITY) break; // (the rest, placed last, are copied)
    low = next;
  }
}

/** `byShiftRules` for a list held in an array (the shiftFacing phase's), copied to a typed one only when the rules may order it. */
export function byShiftRulesIn(level: Level, B: Bits, list: number[], m: number): void {
  if (m < 2 || !mayOrder(level.inForce, B)) return;
  if (listed.length < m) listed = new Int32Array(m * 2);
  for (let i = 0; i < m; i++) listed[i] = list[i];
  byShiftRules(level, B, listed, null, m);
  for (let i = 0; i < m; i++) list[i] = listed[i];
}
let listed = new Int32Array(64);

// Scratch: per object of the list, its place, and a copy of the list being sorted; per id, the number of the last `apart` that listed it.
let places = new Float64Array(64);
let was = new Float64Array(64);
let wasIds = new Int32Array(64);
let wasGives = new Int32Array(64);
let listedIn = new Int32Array(64);
let tick = 0;

// The last rules record `mayOrder` read, the bits it read them with, and its answer.
let askedRules: RuleState | null = null;
let askedBits: Bits | null = null;
let mayAnswer = false;

/** Whether the rules `f` may give SHIFT objects two places: two kinds SHIFT, or a conditional SHIFT rule. */
function mayOrder(f: RuleState, B: Bits): boolean {
  if (f === askedRules && B === askedBits) return mayAnswer;
  askedRules = f;
  askedBits = B;
  mayAnswer = f.withProp[31 - Math.clz32(B.SHIFT)].length > 1;
  if (!mayAnswer && f.cond !== null)
    for (const rules of f.cond.byKind)
      if (rules !== undefined) for (const r of rules) if (r.bit & B.SHIFT && !r.negated) mayAnswer = true;
  return mayAnswer;
}

/**
 * Whether two of the first `m` of `shifters` on one cell and float level face apart: only then does their
 * order change anything (a SHIFT object turns and carries only what is on its cell and float level, and
 * when they face alike, whichever acts first turns the others the way they face already).
 */
function apart(level: Level, B: Bits, shifters: Int32Array, m: number): boolean {
  if (listedIn.length < level.nextId) listedIn = new Int32Array(level.nextId * 2);
  if (++tick === 2 ** 30) {
    tick = 1; // numbers are reused: forget which objects earlier calls listed
    listedIn.fill(0);
  }
  for (let i = 0; i < m; i++) listedIn[shifters[i]] = tick;
  const { facing, kind, next } = level;
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    // each pair once: the objects after `s` on its cell (its cell's list holds every object there)
    for (let o = next[s]; o >= 0; o = next[o])
      if (
        listedIn[o] === tick &&
        facing[o] !== facing[s] &&
        (kind[o] !== kind[s] || condShifts(level, B, kind[s])) &&
        propsAmong(level, o, B.FLOAT) === propsAmong(level, s, B.FLOAT)
      )
        return true;
  }
  return false;
}

/** Whether a conditional rule may make kind `k` SHIFT (its objects may then take places of their own). */
function condShifts(level: Level, B: Bits, k: number): boolean {
  const cond = level.inForce.cond?.byKind[k];
  if (cond !== undefined) for (const r of cond) if (r.bit & B.SHIFT && !r.negated) return true;
  return false;
}
