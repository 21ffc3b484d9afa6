/** Read-only queries on a level (docs/api.md M6–M9). None of them changes the state. */
import { checkCell, checkId } from "./board";
import { presentNouns } from "./compile";
import { resolveConditional } from "./cond-rules";
import { FACINGS } from "./facing";
import { ALL } from "./lexicon";
import { parseCodes } from "./parse";
import { type CancelledCode, resolveCodes } from "./resolve";
import { complementOf, type RuleEntry, ruleEntry, subjectOf, verbOf } from "./rule-codes";
import type { CancelledRule, Dir, Level, Rule } from "./types";

/** posOf (docs/api.md M8): [x, y], or null once destroyed; throws on an id never issued. */
export function posOf(level: Level, id: number): [number, number] | null {
  checkId(level, id, "posOf");
  return level.alive[id] ? [level.x[id], level.y[id]] : null;
}

/** facingOf(id) (docs/rules.md §5.4): the way an object faces, or null once it is destroyed. */
export function facingOf(level: Level, id: number): Dir | null {
  checkId(level, id, "facingOf");
  return level.alive[id] ? FACINGS[level.facing[id]] : null;
}

/**
 * An object's kind (`n`, `text:N`), also after it was destroyed; null for a reserved id (which
 * names no object); throws on an id never issued.
 */
export function kindOf(level: Level, id: number): string | null {
  checkId(level, id, "kindOf");
  const k = level.kind[id];
  return k < 0 ? null : level.kinds.names[k];
}

/** Whether an object is on the grid; throws on an id never issued (reserved ids are never alive). */
export function isAlive(level: Level, id: number): boolean {
  checkId(level, id, "isAlive");
  return level.alive[id] === 1;
}

/** stackAt (docs/api.md M8): the kinds on a cell, oldest first (age = id order). */
export function stackAt(level: Level, x: number, y: number, call = "stackAt"): string[] {
  checkCell(level, x, y, call);
  return idsAt(level, x, y).map((id) => level.kinds.names[level.kind[id]]);
}

/** kindsAt (docs/api.md M8): the kinds on a cell, sorted. */
export function kindsAt(level: Level, x: number, y: number): string[] {
  return stackAt(level, x, y, "kindsAt").sort();
}

/** The ids on a cell, oldest first; `call` names the public call in an error. */
export function objectsAt(level: Level, x: number, y: number, call = "objectsAt"): number[] {
  checkCell(level, x, y, call);
  return idsAt(level, x, y);
}

/** rules() (docs/rules.md §5.2): what the text spells, sorted, distinct, with TEXT IS PUSH. */
export function rules(level: Level): string[] {
  return [...level.inForce.rules];
}

/** activeRules() (docs/rules.md §5.3): the rules in force, sorted, same format as rules(). */
export function activeRules(level: Level): string[] {
  return [...level.inForce.activeText];
}

/**
 * cancelledRules() (docs/rules.md §5.3): every rule the text spells that resolution put out of force,
 * with the rule in force that cancelled it, as the resolver itself reports them (`resolveCodes`), sorted.
 * A rule with an ALL or NOT subject is in force through the rules it expands to; those of them that
 * are cancelled are listed, each with the spelled rule it came from.
 */
export function cancelledRules(level: Level): CancelledRule[] {
  const lex = level.lexicon;
  const report: CancelledCode[] = [];
  const pairs: number[] = [];
  const spelled = parseCodes(level, level.inForce.asWord, pairs);
  const present = presentNouns(level);
  const inForce = resolveCodes(lex, spelled, present, report);
  const text = (code: number) => ruleEntry(lex, code).text;
  const out = report.map((c) => ({
    rule: text(c.code),
    spelled: text(c.from),
    by: text(c.by),
    bySpelled: text(c.byFrom),
  }));
  const conditional: { entry: RuleEntry; from: RuleEntry; by: number }[] = [];
  resolveConditional(lex, pairs, present, new Set(inForce), conditional); // docs/rules.md §5.8
  for (const c of conditional)
    out.push({
      rule: c.entry.text,
      spelled: c.from.text,
      by: text(c.by),
      bySpelled: spelledAs(lex, spelled, c.by),
    });
  return out.sort((a, b) => compare(a.rule, b.rule) || compare(a.spelled, b.spelled));
}

/** The first spelled rule that expands to rule `code` (itself, its ALL form or a NOT X form), as text. */
function spelledAs(lex: Level["lexicon"], spelled: Iterable<number>, code: number): string {
  const all = lex.index[ALL] ?? -1;
  const [s, c, v] = [subjectOf(lex, code), complementOf(lex, code), verbOf(lex, code)];
  for (const x of spelled) {
    if ((x & 1) !== (code & 1) || complementOf(lex, x) !== c || verbOf(lex, x) !== v) continue;
    const xs = subjectOf(lex, x);
    if (x === code || (!(x & 2) && xs === all) || (x & 2 && xs !== s && xs !== all))
      return ruleEntry(lex, x).text;
  }
  return ruleEntry(lex, code).text;
}

const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The rules in force as structured data (seam 1): subjects already expanded (ALL, NOT X), so
 * `subjectNegated` is false; meta subjects (trigger words) are kept as written.
 */
export function activeRuleData(level: Level): readonly Rule[] {
  return level.inForce.active;
}

/** won() (docs/rules.md §5.5): set by the win phase, stays true. */
export function isWon(level: Level): boolean {
  return level.won;
}

/** How many bonuses the board has collected (docs/rules.md §5.5 BONUS: the bonus phase counts them; undo takes them back). */
export function bonusCount(level: Level): number {
  return level.bonuses;
}

/** The ids on cell (x, y), oldest first (docs/api.md M8 stackAt). */
function idsAt(level: Level, x: number, y: number): number[] {
  const out: number[] = [];
  for (let id = level.head[y * level.width + x]; id >= 0; id = level.next[id]) out.push(id);
  return out.sort((a, b) => a - b);
}
