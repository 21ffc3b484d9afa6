/**
 * What SpellGrid makes of a card definition, found once per definition (docs/rules.md §6.6, §7: a search
 * asks `checkPlay` of the same few cards many times): its grid kind (`minionKind`), why it is never
 * played (`neverPlayed`), and whether that kind names a thing of the level's lexicon (`knownKind`).
 * A verdict is a function of the definition's `type`, `noun` and `text` and of the lexicon; it is kept
 * with the ones it was found from and found again when any of them is another (a definition given a new
 * field, or a level of another lexicon), so it always says what the functions it stands for say.
 */
import type { CardDef } from "../cards";
import { knownKind, type Lexicon } from "../grid";
import { neverPlayed } from "./never-played";
import { minionKind } from "./setup";

/** A definition's verdict, with the fields it was found from. */
interface Verdict {
  type: CardDef["type"];
  noun: CardDef["noun"];
  text: CardDef["text"];
  /** `minionKind(def)`: one string, so a lookup by it hashes it once. */
  kind: string | null;
  /** `neverPlayed(def)`. */
  never: string | null;
  /** The lexicon `problem` was found in, or null before it is asked. */
  lex: Lexicon | null;
  /** `knownKind(lex, kind)` (asked only of a kind). */
  problem: string | null;
}

const verdicts = new WeakMap<CardDef, Verdict>();

/** The verdict on `def`, found afresh when its `type`, `noun` or `text` is not the one it was found from. */
function verdictOf(def: CardDef): Verdict {
  let v = verdicts.get(def);
  if (v === undefined || v.type !== def.type || v.noun !== def.noun || v.text !== def.text) {
    v = {
      type: def.type,
      noun: def.noun,
      text: def.text,
      kind: minionKind(def),
      never: neverPlayed(def),
      lex: null,
      problem: null,
    };
    verdicts.set(def, v);
  }
  return v;
}

/** `minionKind(def)`, remembered per definition (the same string each time). */
export function kindOf(def: CardDef): string | null {
  return verdictOf(def).kind;
}

/** `neverPlayed(def)`, remembered per definition. */
export function neverOf(def: CardDef): string | null {
  return verdictOf(def).never;
}

/** `knownKind(lex, minionKind(def))` of a minion with a noun, remembered per definition and lexicon. */
export function kindProblemOf(def: CardDef, lex: Lexicon): string | null {
  const v = verdictOf(def);
  if (v.lex !== lex) {
    v.problem = knownKind(lex, v.kind!);
    v.lex = lex;
  }
  return v.problem;
}
