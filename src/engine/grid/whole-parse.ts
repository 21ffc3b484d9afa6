/**
 * The whole-board parse (docs/rules.md §5.2, §5.8): WORD rounds and conditional rules, which the
 * line-by-line parse (properties.ts, lines.ts) leaves to it.
 */
import { applyCompiled, compile, presentNouns } from "./compile";
import { compileConditional, condEntry, resolveConditional, unbuiltConditional } from "./cond-rules";
import { ALL } from "./lexicon";
import { parseCodes } from "./parse";
import { resolveCodes } from "./resolve";
import { type RuleEntry, sortedEntries, subjectOf } from "./rule-codes";
import type { Level } from "./types";
import { asWordOf, madeWord, sameKinds, wordRounds } from "./word";

/**
 * The whole-board parse (docs/rules.md §5.2, §5.8), in rounds while `X IS WORD` changes which things are
 * read as words (word.ts: bounded by `wordRounds`), collecting conditional rules. It keeps no line
 * state: `parsed` is cleared and every line is read at the next line-by-line parse.
 */
export function parseWhole(level: Level): void {
  level.parsed = null;
  level.lines = null;
  level.stale = null;
  const { lexicon } = level;
  const reads: (Uint8Array | null)[] = [];
  let read: Uint8Array | null = null;
  let spelled: Set<number>;
  let active: RuleEntry[];
  let pairs: number[];
  let present: number[];
  let inForce: number[];
  for (let round = 1; ; round++) {
    pairs = [];
    spelled = parseCodes(level, read, pairs);
    present = presentNouns(level);
    inForce = resolveCodes(lexicon, spelled, present);
    active = sortedEntries(lexicon, inForce);
    applyCompiled(level, compile(level, active));
    const made = madeWord(level, true);
    if (sameKinds(made, read)) break; // a fixed point (the usual case: no WORD, one round)
    reads.push(read, made);
    if (reads.some((r, i) => i % 2 === 0 && sameKinds(r, made)) || round >= wordRounds(level)) break;
    read = made;
  }
  level.asWord = asWordOf(read, [...reads, madeWord(level, false)]);
  const conditional = pairs.length > 0 ? resolveConditional(lexicon, pairs, present, new Set(inForce)) : [];
  const { table, bits } = compileConditional(lexicon, level.kinds, conditional);
  level.cond = table;
  level.anyProps |= bits;
  let rules = sortedEntries(lexicon, spelled).map((e) => e.text);
  if (pairs.length > 0) {
    active = [...active, ...conditional.map((c) => c.entry)].sort(byText);
    const spelledText = [];
    for (let i = 0; i < pairs.length; i += 2)
      spelledText.push(condEntry(lexicon, pairs[i], pairs[i + 1]).text);
    rules = [...rules, ...spelledText].sort();
  }
  level.rules = rules;
  level.active = active.map((e) => e.rule);
  level.activeText = active.map((e) => e.text);
  level.dirty = false;
  level.presenceMatters =
    spellsPresence(level, spelled) || (pairs.length > 0 && spellsPresence(level, evens(pairs)));
}

const byText = (a: RuleEntry, b: RuleEntry) => (a.text < b.text ? -1 : a.text > b.text ? 1 : 0);

/** The rule codes of (code, conditions) pairs. */
function evens(pairs: readonly number[]): number[] {
  return pairs.filter((_, i) => i % 2 === 0);
}

/** Why a level that spells a conditional rule whose conditions are not built is refused (docs/rules.md §5.8). */
export const UNBUILT_CONDITION =
  "is spelled at load: conditions are built for properties only (X IS P), not for conversions, HAS, MAKE or EAT";

/**
 * The first conditional rule the level's text spells whose conditions are not built (a conversion, HAS,
 * MAKE, EAT: docs/rules.md §5.8), or null; the text is parsed again only when it holds a condition word.
 */
export function unbuiltAtLoad(level: Level): string | null {
  const { kinds } = level;
  let any = false;
  for (let id = 0; id < level.nextId && !any; id++)
    any =
      level.alive[id] === 1 &&
      kinds.isText[level.kind[id]] === 1 &&
      kinds.cls[kinds.word[level.kind[id]]] >= 5;
  if (!any) return null;
  const pairs: number[] = [];
  parseCodes(level, level.asWord, pairs);
  return unbuiltConditional(level.lexicon, pairs)[0] ?? null;
}

/** Does any spelled rule have an ALL or NOT subject (expanded over the kinds present)? */
function spellsPresence(level: Level, spelled: Iterable<number>): boolean {
  const all = level.lexicon.index[ALL] ?? -1;
  for (const code of spelled) if (code & 2 || subjectOf(level.lexicon, code) === all) return true;
  return false;
}
