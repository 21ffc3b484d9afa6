/**
 * The order the SHIFT objects act in (docs/rules.md §5.4, the SHIFT take; §5.5, the shiftFacing phase):
 * the order of their SHIFT rules, then oldest first. The game's take 3 and its `moveblock` walk
 * `findallfeature(nil, "is", "shift")`, which lists, for each SHIFT rule in the order its parse found them
 * (`featureindex`: its `code` looks for first words in the order of its text objects, `codeunits`), the
 * objects of that rule's kind in the order they were made (`findall`; lilybeevee/Lilys-Mods
 * `Data/movement.lua`, `Data/features.lua`, `Data/rules.lua`). So an object's place is that of the first
 * of its SHIFT rules: the id of the first word of the rule's first spelling on the grid (journal-rules.ts
 * `ruleRef`), the rules read as `giver` reads them (`N IS SHIFT`, `ALL IS SHIFT`, `NOT X IS SHIFT`), or a
 * conditional one naming its kind that holds for it as the take begins (the game lists an object under
 * such a rule only when its `findall` finds it meeting the conditions). One whose rules no text on the
 * grid spells now comes last.
 *
 * The order changes anything only where two SHIFT objects on one cell and float level face apart and
 * would take different places (the first turns the others its way before they act), so nothing is looked
 * at unless the rules in force may give two places (two SHIFT kinds, or a conditional SHIFT rule:
 * `mayOrder`, found once per rules record), and nothing is found unless such a pair stands (`apart`).
 * The places themselves are found in shift-places.ts.
 */
import type { Bits } from "./kinds";
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
  shifters: Int32Array | number[],
  gives: Int32Array | null,
  m: number,
): void {
  if (m < 2 || !mayOrder(level.inForce, B) || !apart(level, B, shifters, m)) return;
  if (places.length < m) places = new Float64Array(m * 2);
  const plain = plainOf(level);
  for (let i = 0; i < m; i++) {
    const s = shifters[i];
    const k = level.kind[s];
    if (Number.isNaN(plain[k])) plain[k] = plainPlace(level, k);
    places[i] = condPlace(level, B, s, plain[k]);
  }
  // an insertion sort on (place, age): the list is short and already oldest first
  for (let i = 1; i < m; i++) {
    const s = shifters[i];
    const g = gives === null ? 0 : gives[i];
    const p = places[i];
    let j = i - 1;
    for (; j >= 0 && places[j] > p; j--) {
      shifters[j + 1] = shifters[j];
      if (gives !== null) gives[j + 1] = gives[j];
      places[j + 1] = places[j];
    }
    shifters[j + 1] = s;
    if (gives !== null) gives[j + 1] = g;
    places[j + 1] = p;
  }
}

// Scratch: per object of the list, its place; per id, the number of the last `apart` that listed it.
let places = new Float64Array(64);
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
function apart(level: Level, B: Bits, shifters: Int32Array | number[], m: number): boolean {
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
