/**
 * Card checks (docs/rules.md §3.7, §4, §8): every card definition, from a file or from `registerCards`, is
 * checked against the generated `schema/card.schema.json`, then for what a schema cannot express (split
 * within the text, well-formed text), and a card set for what needs other content (unique names,
 * summons naming minions, nouns and written words in the lexicon). Each check returns every problem it
 * finds; the `validate…` functions throw the first. Pure: no fs, usable in a browser.
 */
import type { CardDef } from "../engine/cards/card-def";
import { illFormedAt } from "../engine/cards/registry";
import type { Lexicon } from "../engine/grid";
import { ContentError, didYouMean, newNounHint, type Problem, showValue, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

/** The card's name, when the data has one (for messages about data that may be malformed). */
function nameOf(data: unknown): string | undefined {
  const name = typeof data === "object" && data !== null ? (data as { name?: unknown }).name : undefined;
  return typeof name === "string" ? name : undefined;
}

/** An error about one card in the one-line form: `source (card "Name"): detail`, `detail` being `field: problem`. */
export function cardError(source: string, name: string | undefined, detail: string): Error {
  const problem = { file: source, path: "", message: detail };
  return new ContentError([name === undefined ? problem : { ...problem, card: name }]);
}

/**
 * Every problem of one card definition (docs/rules.md §4). `source` names where it came from
 * (`cards/loot-hoarder.json`, `registerCards[3]`). First the schema (closed unions, required and
 * forbidden fields, ranges); when the shape is right, `split` within `0..text.length` and well-formed
 * text (docs/rules.md §3.8: every effect of a minion belongs to a trigger, every trigger has an effect;
 * a spell holds effects and the Lifesteal keyword).
 */
export function cardProblems(data: unknown, source: string): Problem[] {
  const card = nameOf(data);
  const problems = schemaProblems("card", data, source, card);
  if (problems.length > 0) return problems;
  const def = data as CardDef;
  const at = (path: string, message: string): Problem =>
    card === undefined ? { file: source, path, message } : { file: source, card, path, message };
  if (def.split > def.text.length) {
    const clauses = `${def.text.length} clause${def.text.length === 1 ? "" : "s"}`;
    problems.push(at("split", `split ${def.split} is outside the text (${clauses})`));
  }
  const ill = illFormedAt(def);
  if (ill !== null) problems.push(at(ill.path, ill.reason));
  for (const [i, first] of repeatedKeywords(def.text))
    problems.push(
      at(
        `text[${i}].keyword`,
        `${showValue((def.text[i] as { keyword: string }).keyword)} is already given by text[${first}]: a card names each keyword once`,
      ),
    );
  for (const [i, wider] of subsumedKeywords(def.text))
    problems.push(
      at(
        `text[${i}].keyword`,
        `${showValue((def.text[i] as { keyword: string }).keyword)} does nothing beside text[${wider}]'s ${showValue((def.text[wider] as { keyword: string }).keyword)}: ${SUBSUMED_WHY}`,
      ),
    );
  return problems;
}

/**
 * Keywords another keyword of the card already gives (docs/rules.md §3.10), narrower first: Windfury beside
 * Mega-Windfury (Hearthstone Wiki, Windfury: "Windfury and Mega-Windfury (attack 4 times per turn) do not
 * stack. A minion with both Windfury and Mega-Windfury will only benefit from Mega-Windfury").
 */
const SUBSUMED: readonly (readonly [string, string])[] = [["windfury", "megaWindfury"]];
const SUBSUMED_WHY = "they do not stack (four attacks a turn, not six), so a card names one of the two";

/** Every keyword clause that another keyword of the card already gives (`SUBSUMED`): `[its index, the wider one's]`. */
function subsumedKeywords(text: CardDef["text"]): [number, number][] {
  const found: [number, number][] = [];
  const indexOf = (k: string) => text.findIndex((c) => c.type === "keyword" && c.keyword === k);
  for (const [narrow, wide] of SUBSUMED) {
    const i = indexOf(narrow);
    const w = indexOf(wide);
    if (i >= 0 && w >= 0) found.push([i, w]);
  }
  return found;
}

/**
 * A card names each keyword once (docs/rules.md §4): every keyword clause that repeats an earlier one, as
 * `[its index, the first one's index]`. A repeat changed nothing in play (a keyword is had or not), so it
 * is an author's slip, refused where the card is checked. A card Assemble splices in play is not
 * checked here.
 */
function repeatedKeywords(text: CardDef["text"]): [number, number][] {
  const firsts = new Map<string, number>();
  const repeats: [number, number][] = [];
  text.forEach((clause, i) => {
    if (clause.type !== "keyword") return;
    const first = firsts.get(clause.keyword);
    if (first === undefined) firsts.set(clause.keyword, i);
    else repeats.push([i, first]);
  });
  return repeats;
}

/**
 * Validates one card definition (see `cardProblems`) and returns it typed.
 * @throws ContentError whose message is the first problem: `source (card "Name"): field: problem`.
 */
export function validateCardDef(data: unknown, source: string): CardDef {
  throwFirst(cardProblems(data, source));
  return data as CardDef;
}

/** Names a card's source for set-level problems: by default its position in the list. */
export type SourceOf = (name: string, index: number) => string;

/** The file each loaded definition came from (set by the card loaders), for messages about it later. */
const SOURCES = new WeakMap<CardDef, string>();

/** Remembers that `def` was read from `source` (a card file), so later problems can name the file. */
export function noteSource(def: CardDef, source: string): void {
  SOURCES.set(def, source);
}

/** The file `def` was read from, if a loader noted it. */
export function sourceOfCard(def: CardDef): string | undefined {
  return SOURCES.get(def);
}

/** Why `word` cannot be a minion's noun in `lexicon`, or null when it can (a noun that names things). */
function nounProblem(lexicon: Lexicon, word: string): string | null {
  if (!Object.hasOwn(lexicon.index, word)) {
    const typo = didYouMean(word, lexiconNouns(lexicon));
    return `${showValue(word)} is not a word of the lexicon${typo || newNounHint(word)}`;
  }
  const w = lexicon.words[lexicon.index[word]];
  if (w.class !== "noun") return `${showValue(word)} is a ${w.class}, not a noun`;
  if (w.meta) return `${showValue(word)} is a meta noun: it names no thing, so no minion can stand as one`;
  return null;
}

/** The nouns of a lexicon that name things (what a minion's noun may be). */
function lexiconNouns(lexicon: Lexicon): string[] {
  return lexicon.words.filter((w) => w.class === "noun" && !w.meta).map((w) => w.word);
}

/**
 * Whether a card's data, even with problems of its own, can take part in the set's checks (it has a
 * name and a list of clauses), so one run reports its references too.
 */
export function setCheckable(data: unknown): data is CardDef {
  return (
    typeof data === "object" &&
    data !== null &&
    typeof (data as CardDef).name === "string" &&
    Array.isArray((data as CardDef).text)
  );
}

/**
 * Every problem of a whole card set (docs/rules.md §3.7, §4; each definition passed `cardProblems` or
 * at least `setCheckable`): names are unique; every `summon` and `transform` names a card of the set that is a
 * minion (issue 16: a summoned spell would stand on the board; a transformed minion is a minion); with the lexicon the cards will meet, every minion's
 * `noun` is a noun naming things and every `spawnText` word is a word of it (else that minion could never
 * die in SpellGrid).
 */
export function cardSetProblems(defs: readonly CardDef[], sourceOf?: SourceOf, lexicon?: Lexicon): Problem[] {
  const source: SourceOf = sourceOf ?? ((_name, index) => `card set[${index}]`);
  const problems: Problem[] = [];
  const firstIndex = new Map<string, number>();
  defs.forEach((def, index) => {
    const seen = firstIndex.get(def.name);
    if (seen === undefined) firstIndex.set(def.name, index);
    else {
      const message = `duplicate card name (also in ${source(def.name, seen)})`;
      problems.push({ file: source(def.name, index), card: def.name, path: "name", message });
    }
  });
  defs.forEach((def, index) => {
    const at = (path: string, message: string) =>
      problems.push({ file: source(def.name, index), card: def.name, path, message });
    if (lexicon && def.type === "minion" && typeof def.noun === "string") {
      const why = nounProblem(lexicon, def.noun);
      if (why !== null) at("noun", why);
    }
    def.text.forEach((clause, i) => {
      if (typeof clause !== "object" || clause === null || clause.type !== "effect") return;
      if ((clause.effect === "summon" || clause.effect === "transform") && typeof clause.card === "string") {
        const [verb, noun] =
          clause.effect === "summon" ? ["summons", "a summon"] : ["transforms into", "a transform"];
        const target = firstIndex.get(clause.card);
        if (target === undefined)
          at(
            `text[${i}].card`,
            `${verb} unknown card ${showValue(clause.card)}${didYouMean(clause.card, firstIndex.keys())}`,
          );
        else if (defs[target].type !== "minion")
          at(
            `text[${i}].card`,
            `${verb} ${showValue(clause.card)}, a ${defs[target].type}: ${noun} must name a minion`,
          );
      }
      if (
        clause.effect === "spawnText" &&
        typeof clause.word === "string" &&
        lexicon &&
        !Object.hasOwn(lexicon.index, clause.word)
      ) {
        const words = lexicon.words.map((w) => w.word);
        at(
          `text[${i}].word`,
          `${showValue(clause.word)} is not a word of the lexicon${didYouMean(clause.word, words)}`,
        );
      }
    });
  });
  return problems;
}

/**
 * Checks a whole card set (see `cardSetProblems`).
 * @throws ContentError naming the first problem's source, card and field.
 */
export function validateCardSet(defs: readonly CardDef[], sourceOf?: SourceOf, lexicon?: Lexicon): void {
  throwFirst(cardSetProblems(defs, sourceOf, lexicon));
}

/** A validated card set, looked up by name. */
export type CardLibrary = ReadonlyMap<string, CardDef>;

/** Validates a set (`validateCardSet`) and indexes it by name; `lookup` for `renderCardText`. */
export function cardLibrary(defs: readonly CardDef[], sourceOf?: SourceOf): CardLibrary {
  validateCardSet(defs, sourceOf);
  return new Map(defs.map((def) => [def.name, def]));
}
