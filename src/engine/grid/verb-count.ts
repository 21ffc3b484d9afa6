/**
 * How many times a verb acts for an object per listing of its rules (docs/rules.md §5.4, "Other lists
 * the game walks per listing"): the game lists a rule once per listing (listings.ts `COUNTED`), and
 * walks the lists so. FEAR: a side of a fleeing object weighs a step per listing of a FEAR rule naming
 * its kind that finds what it fears there (the later script's `Lua/movement.lua` `movecommand`, take 7:
 * `getunitverbtargets("fear")` gives a target per entry, `Lua/tools.lua` `findfears` counts those found
 * per side; fear-way.ts); HAS: a destroyed object leaves an item per listing of a HAS rule naming its kind
 * (Data/tools.lua `inside`: `create` per HAS rule of `featureindex[name]`). A conditional rule counts
 * its listings for the objects its conditions hold for (each listing is an entry of `featureindex` with
 * its conditions: `findallfeature` lists a unit per entry `findall` finds it meets, `inside` creates per
 * entry whose `testcond` holds). Tested in tests/grid/fear-count.test.ts, tests/grid/has-count.test.ts,
 * tests/grid/cond-count.test.ts.
 */
import { conditionsHold } from "./cond-rules";
import type { CondItem } from "./cond-verbs";
import { TEXT } from "./lexicon";
import { type Listed, listedOf } from "./listed";
import { codeOfText } from "./rule-codes";
import type { Level } from "./types";
import { itemsOf } from "./verb-rules";

/** One verb's unconditional rules for the last rules, kind table and listings asked about. */
interface Rows {
  readonly rule: RegExp;
  rules: readonly string[] | null;
  kinds: Level["kinds"] | null;
  listed: Listed | null;
  /** Per rule: the kinds it names (1), its complement's word index (-1: none) and its listings. */
  rows: { names: Uint8Array; complement: number; times: number }[];
}

const rowsFor = (rule: RegExp): Rows => ({ rule, rules: null, kinds: null, listed: null, rows: [] });
const FEAR = rowsFor(/^(NOT )?(\w+) FEAR (\w+)$/);
const HAS = rowsFor(/^(NOT )?(\w+) HAS (\w+)$/);

/**
 * The weight of a side of FEAR object `id` where the kinds `wants` stand (those of what it fears now found
 * there; at least 1): one per listing of an unconditional FEAR rule naming its kind whose feared kind it fears still
 * (`X FEAR Y` written twice: two; with `X FEAR Z` too: three; a rule cancelled by `X FEAR NOT Y` none),
 * and of a conditional one whose conditions hold for it now and whose feared kinds it fears still
 * (`X NEAR Y FEAR Y` written twice: two; one a conditional NOT that holds takes away: none).
 */
export function fearSteps(level: Level, id: number, wants: readonly number[]): number {
  const k = level.kind[id];
  let n = 0;
  for (const r of rowsOf(level, FEAR).rows)
    if (r.names[k] === 1 && r.complement >= 0 && fears(level, r.complement, wants)) n += r.times;
  const list = level.inForce.condVerbs?.fear?.[k];
  if (list !== undefined) n += condListings(level, id, list, -1, wants);
  return Math.max(1, n);
}

/**
 * The listings of the conditional rules of `list` (one kind's) that hold for object `id` now and give
 * `item` (-1: any kind in `wants`), each rule once however many kinds it names (its items are listed
 * together, cond-verbs.ts `compileCondVerbs`): as many as the lines list it (listed.ts `byText`), at
 * least as many as the spelled rules expanding to it.
 */
function condListings(
  level: Level,
  id: number,
  list: readonly CondItem[],
  item: number,
  wants: readonly number[],
): number {
  let n = 0;
  let counted = "";
  for (let i = 0; i < list.length; i++) {
    const r = list[i];
    if (r.negated || r.text === counted) continue;
    if (item >= 0 ? r.item !== item : !wants.includes(r.item)) continue;
    if (!conditionsHold(level, id, r.conditions)) continue;
    counted = r.text;
    n += Math.max(r.times, listedOf(level).byText.get(r.text) ?? 0);
  }
  return n;
}

/** Whether `wants` holds a kind FEAR's complement `c` names (verb-rules.ts `itemsOf`, FEAR's case, without a list made). */
function fears(level: Level, c: number, wants: readonly number[]): boolean {
  const { kinds, lexicon } = level;
  if (kinds.thingOf[c] >= 0) return wants.includes(kinds.thingOf[c]);
  if (lexicon.words[c].word !== TEXT) return false;
  for (const w of wants) if (kinds.isText[w] === 1) return true;
  return false;
}

/**
 * How many of `item` object `id`, destroyed, leaves (at least 1; asked before it goes, of an item it
 * has: cond-verbs.ts `condItems`): one per listing of an unconditional HAS rule naming its kind that
 * gives the item (`X HAS Y` written twice: two Ys; with `ALL HAS Y` too: three), and of a conditional
 * one that gives it and whose conditions hold for it (`X ON Z HAS Y` written twice: two, on a Z).
 */
export function hasCopies(level: Level, id: number, item: number): number {
  const { kinds, lexicon } = level;
  const k = level.kind[id];
  let n = 0;
  for (const r of rowsOf(level, HAS).rows)
    if (
      r.names[k] === 1 &&
      r.complement >= 0 &&
      itemsOf(lexicon, kinds, "HAS", r.complement, k).includes(item)
    )
      n += r.times;
  const list = level.inForce.condVerbs?.has?.[k];
  if (list !== undefined) n += condListings(level, id, list, item, NO_WANTS);
  return Math.max(1, n);
}

const NO_WANTS: readonly number[] = [];

function rowsOf(level: Level, c: Rows): Rows {
  const listed = listedOf(level);
  const { kinds, lexicon } = level;
  if (c.rules === level.inForce.rules && c.kinds === kinds && c.listed === listed) return c;
  c.rules = level.inForce.rules;
  c.kinds = kinds;
  c.listed = listed;
  c.rows = [];
  for (const rule of level.inForce.rules) {
    const m = c.rule.exec(rule);
    if (!m) continue;
    const code = codeOfText(lexicon, rule);
    const names = new Uint8Array(kinds.names.length);
    for (let k = 0; k < names.length; k++) if (namesKind(level, m[1] !== undefined, m[2], k)) names[k] = 1;
    const complement = lexicon.index[m[3]] ?? -1;
    const times = Math.max(1, (code === null ? undefined : listed.plain.get(code)) ?? 1);
    c.rows.push({ names, complement, times });
  }
  return c;
}

/** Whether a rule with subject `subject` (negated: `not`) names kind `k` (ALL every thing kind, TEXT every text kind). */
export function namesKind(level: Level, not: boolean, subject: string, k: number): boolean {
  const { kinds, lexicon } = level;
  const noun = kinds.isText[k] ? "TEXT" : lexicon.words[kinds.word[k]].word;
  return not
    ? subject !== noun && !kinds.isText[k] && subject !== "ALL"
    : subject === noun || (subject === "ALL" && !kinds.isText[k]);
}
