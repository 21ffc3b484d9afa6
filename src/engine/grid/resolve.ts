/**
 * Resolution (docs/rules.md §5.3; docs/api.md M7; wiki "NOT", "ALL", "IS"): from the rules the text spells
 * to the rules in force, on rule codes (see rule-codes.ts).
 */
import { ALL, type Lexicon, TEXT } from "./lexicon";
import { ruleCode } from "./rule-codes";

/**
 * The codes of the rules in force (docs/rules.md §5.3). First expansion: `ALL` as a subject names every
 * thing, never text; `NOT X` as a subject names every thing whose noun is not X, never text.
 * "Every thing" means the nouns of the things present on the board at this parse (`present`,
 * word indices; wiki "ALL": it refers to the objects in the level), so `ALL IS YOU` reads as one
 * `N IS YOU` per noun present. Then `X IS NOT Y` cancels every `X IS Y` and stays; a surviving
 * `X IS X` cancels every conversion `X IS Y` (Y a noun other than X); the innate `TEXT IS PUSH`
 * falls to `TEXT IS NOT PUSH` like any rule; `X IS NOT X` stays as the record that every X is
 * deleted at the next conversion.
 */
export function resolveCodes(lex: Lexicon, spelled: Iterable<number>, present: readonly number[]): number[] {
  const w = lex.words.length;
  const all = lex.index[ALL] ?? -1;
  const text = lex.index[TEXT] ?? -1;
  const expanded: number[] = [];
  for (const code of spelled) {
    const pair = code >>> 2;
    const s = (pair / w) | 0;
    const c = pair % w;
    const cn = (code & 1) === 1;
    if (code & 2) {
      if (s !== all) for (const p of present) if (p !== s) expanded.push(ruleCode(lex, p, false, c, cn));
    } else if (s === all) {
      for (const p of present) expanded.push(ruleCode(lex, p, false, c, cn));
    } else expanded.push(code);
  }
  const denied = new Set<number>();
  for (const code of expanded) if (code & 1) denied.add(code >>> 2);
  const identity = new Set<number>();
  for (const code of expanded) {
    const pair = code >>> 2;
    if (!(code & 1) && !denied.has(pair) && ((pair / w) | 0) === pair % w) identity.add(pair % w);
  }
  const out = new Set<number>();
  for (const code of expanded) {
    const pair = code >>> 2;
    if (!(code & 1)) {
      if (denied.has(pair)) continue;
      const s = (pair / w) | 0;
      const c = pair % w;
      const noun = lex.words[c].class === "noun" && (c === text || !lex.words[c].meta);
      if (identity.has(s) && c !== s && noun) continue;
    }
    out.add(code);
  }
  return [...out];
}
