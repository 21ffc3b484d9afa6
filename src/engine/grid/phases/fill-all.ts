/**
 * `EMPTY IS ALL` and `EMPTY <cond> IS ALL` (docs/rules.md §5.5, §5.8): each empty cell (each its
 * conditions hold on) gets one of every kind of thing present on the grid as movement left it, less the
 * kinds an `EMPTY IS NOT Y` keeps off (an unconditional one here; a conditional one holding on the cell,
 * phases/fill.ts) and those another fill already puts on the cell. Source: the game's later script hands
 * `is all` to `convert("empty", …)` as `{"createall", conds}`, kept for each empty cell where
 * `testcond(conds,2,i,j)` holds, and `doconvert` (style "emptyconvert") calls `createall_single(2,nil,i,j)`
 * (SpecialAPI/SpecialAPIsWordsAndStuff `Lua/convert.lua`), which makes one of each object name of
 * `objectlist` that is no special noun unless `hasfeature("empty","is","not "..b,2,x,y)` protects the
 * cell or the cell holds one already (`findtype`), facing `emptydir(x,y)` (empty-facing.ts).
 */
import { ALL_OF, type CondConversion } from "../cond-convert";
import { roleNoun } from "../lexicon";
import type { Level, RuleState } from "../types";

const NONE: readonly number[] = Object.freeze([]);

// The rules in force read last, and per kind whether an unconditional `EMPTY IS NOT Y` keeps it off.
let lastState: RuleState | null = null;
let blocked = new Uint8Array(0);

/** Whether some fill of the rules in force (`EMPTY IS ALL`) or of `rules` (`EMPTY <cond> IS ALL`) is ALL. */
export function fillsAll(level: Level, rules: readonly CondConversion[] | null): boolean {
  if (level.inForce.fill.includes(ALL_OF)) return true;
  if (rules !== null) for (const r of rules) if (r.to === ALL_OF) return true;
  return false;
}

/**
 * The kinds an ALL fill puts on a cell now: every thing kind present, less those an unconditional `EMPTY
 * IS NOT Y` keeps off; none when no fill is ALL (`fillsAll`).
 */
export function kindsForAll(level: Level, rules: readonly CondConversion[] | null): readonly number[] {
  if (!fillsAll(level, rules)) return NONE;
  load(level);
  const out: number[] = [];
  const { count, kinds } = level;
  for (let k = 0; k < kinds.firstText; k++) if (count[k] > 0 && blocked[k] === 0) out.push(k);
  return out;
}

/** Reads, once per rules in force, the kinds an unconditional `EMPTY IS NOT Y` keeps off. */
function load(level: Level): void {
  const state = level.inForce;
  if (state === lastState) return;
  lastState = state;
  const { lexicon, kinds } = level;
  blocked = new Uint8Array(kinds.names.length);
  const w = roleNoun(lexicon, "empty");
  const noun = w >= 0 ? lexicon.words[w].word : null;
  for (const r of state.active) {
    if (r.subject !== noun || r.verb !== undefined || !r.negated || (r.conditions?.length ?? 0) > 0) continue;
    const k = kinds.thingOf[lexicon.index[r.complement]] ?? -1;
    if (k >= 0) blocked[k] = 1;
  }
}
