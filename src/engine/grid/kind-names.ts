/** Kind names (docs/rules.md §5.1): a lower-case noun of the lexicon, or `text:WORD`. */
import type { Lexicon } from "./lexicon";

/** Why `kind` is not a kind of `lex`, or null when it is (docs/rules.md §5.1). */
export function kindProblem(lex: Lexicon, kind: string): string | null {
  if (kind.startsWith("text:")) {
    const w = kind.slice(5);
    return lex.index[w] === undefined ? `${w} is not a word in the lexicon` : null;
  }
  const w = kind.toUpperCase();
  const i = lex.index[w];
  if (kind !== kind.toLowerCase() || i === undefined || lex.words[i].class !== "noun") {
    return `${w} is not a noun in the lexicon (a kind is a lower-case noun or text:WORD)`;
  }
  return lex.words[i].meta ? `${w} is a meta noun and names no thing` : null;
}

/** Per lexicon: each kind asked about and its problem (null for a kind), found once. */
const kindsSeen = new WeakMap<Lexicon, Map<string, string | null>>();

/** `kindProblem`, remembered per lexicon (a level names the same few kinds many times). */
export function knownKind(lex: Lexicon, kind: string): string | null {
  let m = kindsSeen.get(lex);
  if (!m) kindsSeen.set(lex, (m = new Map()));
  let problem = m.get(kind);
  if (problem === undefined) {
    problem = kindProblem(lex, kind);
    if (m.size < 4096) m.set(kind, problem);
  }
  return problem;
}
