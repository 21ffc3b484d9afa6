/**
 * Empty cells at conversion (docs/rules.md §5.5; wiki page EMPTY): the noun of the empty role names the
 * cells that hold no object. `EMPTY IS X` (the noun as subject) turns each cell that is empty as
 * movement left it into an X, facing the empty cells' direction word, else right (empty-facing.ts): a new object, the newest,
 * after the conversion's own; with several Xs each cell gets one of each, in the rules' sorted order.
 * A cell a conversion empties this turn (`X IS EMPTY`) is not filled until the next turn: every
 * change of the phase is decided from the board before it. A conditional `EMPTY <cond> IS X` (§5.8)
 * fills the empty cells its conditions hold on, read on each cell (conditions.ts `cellSubject`) with the
 * phase's other conditions, before anything changes (`fillPlan`). Source: the game's `convert()` fills
 * each empty cell where `testcond(conds, 2, i, j)` holds (lilybeevee/Lilys-Mods Data/convert.lua).
 */
import { addObject } from "../board";
import { ALL_OF, type CondConversion, KEEP, NOT_ALL } from "../cond-convert";
import { conditionsHold } from "../cond-rules";
import { cellSubject } from "../conditions";
import { emptyFacingAt, readFacing } from "../empty-facing";
import { note, touch } from "../journal";
import { deathsByCell, fillCause } from "../journal-conversion";
import { ruleRef } from "../journal-rules";
import { ALL, roleNoun, TEXT } from "../lexicon";
import type { Level } from "../types";
import { kindsForAll } from "./fill-all";

const NONE: readonly number[] = Object.freeze([]);

/** The cells (y × width + x) that hold no object, in reading order; none when no `EMPTY IS X` is in force. */
export function emptyCells(level: Level): readonly number[] {
  if (level.inForce.fill.length === 0) return NONE;
  const out: number[] = [];
  const { head } = level;
  for (let t = 0; t < head.length; t++)
    if (head[t] < 0) {
      out.push(t);
      readFacing(level, t); // (before the phase changes the board: empty-facing.ts)
    }
  return out;
}

/**
 * Fills `cells` (found by `emptyCells` before the phase changed the board) with one object of each
 * kind of `level.inForce.fill`; with a journal, each is `Filled` with the spelled rule that made it.
 */
export function fillCells(level: Level, cells: readonly number[]): void {
  if (cells.length === 0) return;
  const { fill } = level.inForce;
  const refs = level.journal ? fill.map((k) => ruleRef(level, plainFill(level, k))) : [];
  const deaths = level.journal ? deathsByCell(level) : NO_DEATHS;
  for (const t of cells) for (let i = 0; i < fill.length; i++) filled(level, t, fill[i], refs[i], deaths);
}

/**
 * The text of the unconditional rule that fills with kind `k`: `EMPTY IS Y`, `EMPTY IS TEXT` for the empty
 * noun's own text, `EMPTY WRITE Y` for another word's text (docs/rules.md §5.6, as journal-conversion.ts
 * names an object's).
 */
function plainFill(level: Level, k: number): string {
  const { kinds, lexicon } = level;
  const empty = roleNoun(lexicon, "empty");
  const own = kinds.isText[k] === 1 && k === kinds.textOf[empty];
  const named = own ? TEXT : lexicon.words[kinds.word[k]].word;
  return `${lexicon.words[empty]?.word} ${kinds.isText[k] === 1 && !own ? "WRITE" : "IS"} ${named}`;
}

/** No deaths by cell (`deathsByCell`): without a journal, no fill names a cause. */
const NO_DEATHS: ReadonlyMap<number, number> = new Map();

/** Adds a `k` on cell `t`; with a journal, `Filled` by `rule` (`deaths`: `deathsByCell` before the phase's fills). */
function filled(
  level: Level,
  t: number,
  k: number,
  rule: ReturnType<typeof ruleRef> | undefined,
  deaths: ReadonlyMap<number, number>,
): void {
  const x = t % level.width;
  const y = (t - x) / level.width;
  const id = addObject(level, k, x, y, emptyFacingAt(level, t)); // (read before the phase's changes: empty-facing.ts)
  const j = level.journal;
  if (!j || !rule) return;
  touch(
    level,
    id,
    note(
      level,
      { type: "Filled", id, kind: level.kinds.names[k], at: [x, y] },
      fillCause(level, t, rule, deaths),
    ),
  );
}

/**
 * Every fill of the empty cells now, with conditional `EMPTY <cond> IS [NOT] Y` rules (`rules`,
 * `condConvert.empty`), read before the phase changes the board: flat, per fill its cell, its kind and
 * its rule (an index into `rules`; -1: the unconditional one). A cell takes the unconditional kinds less
 * those a conditional `EMPTY IS NOT Y` holding on it keeps away, then each conditional `EMPTY IS Y`
 * holding on it (in the parse's order); nothing when a conditional `EMPTY IS EMPTY` holds on it.
 */
export function fillPlan(level: Level, rules: readonly CondConversion[]): number[] {
  const out: number[] = [];
  const { head } = level;
  const { fill } = level.inForce;
  const every = kindsForAll(level, rules); // (ALL: every thing present, fill-all.ts)
  for (let t = 0; t < head.length; t++) {
    if (head[t] >= 0) continue;
    const at = cellSubject(t);
    if (holding(level, at, rules, KEEP, false)) continue;
    const start = out.length;
    readFacing(level, t); // (before the phase changes the board: empty-facing.ts)
    for (const k of fill) give(level, out, start, t, k, k === ALL_OF ? PLAIN_ALL : -1, rules, every);
    for (let i = 0; i < rules.length; i++) {
      const r = rules[i];
      if ((r.to < 0 && r.to !== ALL_OF) || r.negated || planned(out, start, r.to)) continue;
      if (conditionsHold(level, at, r.conditions)) give(level, out, start, t, r.to, i, rules, every);
    }
  }
  return out;
}

/** `fillPlan`'s rule index of a fill the unconditional `EMPTY IS ALL` makes. */
const PLAIN_ALL = -2;

/** Plans kind `k` (ALL: each of `every`) on cell `t` by `rule`, unless planned there from `start` on or kept off. */
function give(
  level: Level,
  out: number[],
  start: number,
  t: number,
  k: number,
  rule: number,
  rules: readonly CondConversion[],
  every: readonly number[],
): void {
  if (k === ALL_OF) {
    if (holding(level, cellSubject(t), rules, NOT_ALL, false)) return; // EMPTY <cond> IS NOT ALL
    for (const p of every) give(level, out, start, t, p, rule, rules, every);
    return;
  }
  if (!planned(out, start, k) && !holding(level, cellSubject(t), rules, k, true)) out.push(t, k, rule);
}

/** Whether a rule of `rules` to `to`, negated or not as `negated`, holds on the empty cell `at`. */
function holding(
  level: Level,
  at: number,
  rules: readonly CondConversion[],
  to: number,
  negated: boolean,
): boolean {
  for (const r of rules)
    if (r.to === to && r.negated === negated && conditionsHold(level, at, r.conditions)) return true;
  return false;
}

/** Whether the fills of `plan` from `start` on give kind `k`. */
function planned(plan: readonly number[], start: number, k: number): boolean {
  for (let i = start; i < plan.length; i += 3) if (plan[i + 1] === k) return true;
  return false;
}

/** Makes the fills of `plan` (`fillPlan`); with a journal, each `Filled` with the rule that made it. */
export function fillPlanned(level: Level, plan: readonly number[], rules: readonly CondConversion[]): void {
  const refs = new Map<string, ReturnType<typeof ruleRef>>(); // read on the text before any fill
  const deaths = level.journal ? deathsByCell(level) : NO_DEATHS;
  if (level.journal)
    for (let i = 0; i < plan.length; i += 3) {
      const text = fillText(level, plan, i, rules);
      if (!refs.has(text)) refs.set(text, ruleRef(level, text));
    }
  for (let i = 0; i < plan.length; i += 3)
    filled(
      level,
      plan[i],
      plan[i + 1],
      level.journal ? refs.get(fillText(level, plan, i, rules)) : undefined,
      deaths,
    );
}

/** The text of the rule that gives the fill at `i` of `plan`. */
function fillText(
  level: Level,
  plan: readonly number[],
  i: number,
  rules: readonly CondConversion[],
): string {
  if (plan[i + 2] === PLAIN_ALL)
    return `${level.lexicon.words[roleNoun(level.lexicon, "empty")]?.word} IS ${ALL}`;
  return plan[i + 2] < 0 ? plainFill(level, plan[i + 1]) : rules[plan[i + 2]].text;
}
