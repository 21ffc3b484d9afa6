/**
 * Resolution (docs/rules.md §5.3; docs/api.md M7; wiki "NOT", "ALL", "IS"): from the rules the text spells
 * to the rules in force, on rule codes (see rule-codes.ts).
 */
import { ALL, IS, type Lexicon, roleNoun, TEXT } from "./lexicon";
import { complementOf, ruleCode, subjectOf, verbNumbers, verbOf } from "./rule-codes";

/**
 * The codes of the rules in force (docs/rules.md §5.3). First expansion: `ALL` as a subject names every
 * thing, never text; `NOT X` as a subject names every thing whose noun is not X, never text (nor
 * the empty cells: only the nouns of things present are expanded to). `ALL` as the complement of a
 * verb other than IS names every thing too (`X HAS ALL`: one `X HAS N` per noun present), and
 * `X V NOT ALL` cancels those, not an `X V N` spelled on its own (the game's rule resolution).
 * "Every thing" means the nouns of the things present on the board at this parse (`present`,
 * word indices; wiki "ALL": it refers to the objects in the level), so `ALL IS YOU` reads as one
 * `N IS YOU` per noun present. Then `X V NOT Y` cancels every `X V Y` of the same verb V (IS, HAS,
 * MAKE, EAT; research §2) and stays; a surviving
 * `X IS X` cancels every conversion `X IS Y` (Y a noun other than X: a thing's, TEXT, or the noun of
 * the empty role, into which X would vanish) and every `X WRITE Y`, which `X IS NOT TEXT` cancels too; the innate `TEXT IS PUSH`
 * falls to `TEXT IS NOT PUSH` like any rule; `X IS NOT X` stays as the record that every X is
 * deleted at the next conversion. With `report`, every rule cancelled is pushed onto it with the
 * rule that cancelled it (the first such in the spelled order).
 */
export function resolveCodes(
  lex: Lexicon,
  spelled: Iterable<number>,
  present: readonly number[],
  report?: CancelledCode[],
): number[] {
  const all = lex.index[ALL] ?? -1;
  const text = lex.index[TEXT] ?? -1;
  const empty = roleNoun(lex, "empty");
  const is = isVerb(lex);
  const expanded: number[] = [];
  const via: number[] = []; // per expanded rule: the pair of the `X V ALL` it names a noun of, or -1
  const from: number[] = []; // with a report: the spelled rule each expanded one comes from
  for (const code of spelled) {
    const s = subjectOf(lex, code);
    const c = complementOf(lex, code);
    const v = verbOf(lex, code);
    const cn = (code & 1) === 1;
    const overAll = c === all && !cn && !(is && v === 0); // `X V ALL`, V not IS
    if (code & 2) {
      if (s !== all)
        for (const p of present) if (p !== s) pushRule(lex, expanded, via, p, c, cn, v, overAll, present);
    } else if (s === all) {
      for (const p of present) pushRule(lex, expanded, via, p, c, cn, v, overAll, present);
    } else pushRule(lex, expanded, via, s, c, cn, v, overAll, present);
    if (report) while (from.length < expanded.length) from.push(code);
  }
  const denied = new Map<number, number>(); // X IS Y → the first X IS NOT Y (its index)
  for (let i = 0; i < expanded.length; i++) {
    const code = expanded[i];
    if (code & 1 && !denied.has(code >>> 2)) denied.set(code >>> 2, i);
  }
  const identity = new Map<number, number>(); // X → its surviving X IS X (its index)
  for (let i = 0; i < expanded.length; i++) {
    const code = expanded[i];
    const c = complementOf(lex, code);
    const own = is && verbOf(lex, code) === 0 && subjectOf(lex, code) === c;
    if (!(code & 1) && own && !denied.has(code >>> 2) && !identity.has(c)) identity.set(c, i);
  }
  const write = verbNumbers(lex).words.indexOf(lex.index.WRITE ?? -2); // X WRITE Y converts (docs/rules.md §5.6)
  const out = new Set<number>();
  for (let i = 0; i < expanded.length; i++) {
    const code = expanded[i];
    const pair = code >>> 2;
    if (!(code & 1)) {
      let by = denied.get(pair);
      if (by === undefined && via[i] >= 0) by = denied.get(via[i]); // `X V NOT ALL`
      if (by === undefined && is && verbOf(lex, code) === 0) {
        const s = subjectOf(lex, code);
        const c = complementOf(lex, code);
        const noun = lex.words[c].class === "noun" && (c === text || c === empty || !lex.words[c].meta);
        if (c !== s && noun) by = identity.get(s);
      } else if (by === undefined && write > 0 && verbOf(lex, code) === write) {
        const s = subjectOf(lex, code); // X IS X protects X; X IS NOT TEXT blocks it (the game's postrules)
        by =
          identity.get(s) ?? (text >= 0 ? denied.get(ruleCode(lex, s, false, text, false) >>> 2) : undefined);
      }
      if (by !== undefined) {
        report?.push({ code, from: from[i], by: expanded[by], byFrom: from[by] });
        continue;
      }
    }
    out.add(code);
  }
  return [...out];
}

/**
 * Pushes the rule `s V c` (complement negated when `cn`) onto `out`, or, for `X V ALL` (`overAll`: V
 * not IS), one `s V N` per noun N `present`, X's own included (the game's rule resolution expands
 * such a rule over its object list, leaving out TEXT, EMPTY and the other meta nouns); `via` gets, for
 * each, the pair of the `X V ALL` it came from (so `X V NOT ALL` cancels it), or -1.
 */
function pushRule(
  lex: Lexicon,
  out: number[],
  via: number[],
  s: number,
  c: number,
  cn: boolean,
  v: number,
  overAll: boolean,
  present: readonly number[],
): void {
  if (!overAll) {
    out.push(ruleCode(lex, s, false, c, cn, v));
    via.push(-1);
    return;
  }
  const pair = ruleCode(lex, s, false, c, false, v) >>> 2;
  for (const p of present) {
    out.push(ruleCode(lex, s, false, p, false, v));
    via.push(pair);
  }
}

/** Whether verb number 0 is IS (a lexicon without IS has no conversions to protect from). */
export function isVerb(lex: Lexicon): boolean {
  const i = lex.index[IS];
  return i !== undefined && lex.words[i].class === "verb";
}

/**
 * A rule resolution cancelled (docs/rules.md §5.3), as rule codes: the rule not in force and the
 * spelled rule it was expanded from (itself, or an ALL or NOT rule), and the rule in force that
 * cancelled it (an `X IS NOT Y`, or `X IS X` for a conversion) with the spelled rule that one came from.
 */
export interface CancelledCode {
  readonly code: number;
  readonly from: number;
  readonly by: number;
  readonly byFrom: number;
}
