/**
 * Deck checks (docs/rules.md §3.12): a deck file (`decks/<name>.json`) is checked against the generated
 * `schema/deck.schema.json` (a name and exactly 30 card names), then against the card library: every
 * card exists (a typo names the nearest card), is collectible, and appears at most as often as
 * `DECK_RULES` allows. Returns every problem; `validateDeck` throws the first. Pure: no fs.
 */
import type { CardDef } from "../engine/cards/card-def";
import { DECK_RULES } from "./deck-rules";
import { didYouMean, fieldPath, type Problem, showValue, throwFirst } from "./problems";
import { schemaProblems } from "./schema-check";

/** A checked deck: its name and its cards by name, in the file's order. */
export interface Deck {
  readonly name: string;
  readonly cards: string[];
}

/** How many copies of `def` a deck may hold (docs/rules.md §3.12): 1 of a Legendary, else 2. */
export function copyLimit(def: CardDef): number {
  return def.rarity === "legendary" ? DECK_RULES.legendaryCopies : DECK_RULES.copies;
}

/**
 * Every problem of deck-shaped data, checked against `library` (the card library by name). `file` names
 * the deck in each problem.
 */
export function deckProblems(data: unknown, library: ReadonlyMap<string, CardDef>, file: string): Problem[] {
  const problems = schemaProblems("deck", data, file);
  const d = data as { cards?: unknown };
  if (typeof data !== "object" || data === null || !Array.isArray(d.cards)) return problems;
  const counts = new Map<string, number>();
  let unknown = 0;
  d.cards.forEach((name, i) => {
    if (typeof name !== "string") return;
    const path = fieldPath("cards", i);
    const def = library.get(name);
    if (def === undefined) {
      // the nearest name costs a look at the whole library: a deck's worth of unknown names get one, so
      // a runaway list (20,000 names) is refused at once rather than after minutes of suggestions
      const hint = unknown++ < DECK_RULES.size ? didYouMean(name, library.keys()) : "";
      problems.push({ file, path, message: `unknown card ${showValue(name)}${hint}` });
      return;
    }
    if (def.collectible === false) {
      problems.push({
        file,
        path,
        message: `${showValue(name)} is not collectible: a deck holds collectible cards only`,
      });
      return;
    }
    const count = (counts.get(name) ?? 0) + 1;
    counts.set(name, count);
    if (count === copyLimit(def) + 1)
      problems.push({
        file,
        path,
        message: `${showValue(name)} is listed ${count} times: a deck holds at most ${copyLimit(def)}`,
      });
  });
  return problems;
}

/**
 * A deck from deck-shaped data.
 * @throws ContentError naming the file, the field and the card at fault (the first problem).
 */
export function validateDeck(data: unknown, library: ReadonlyMap<string, CardDef>, file: string): Deck {
  throwFirst(deckProblems(data, library, file));
  const d = data as Deck;
  return { name: d.name, cards: [...d.cards] };
}
