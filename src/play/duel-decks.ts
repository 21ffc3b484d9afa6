/**
 * The decks a duel is played with (docs/rules.md §7, §3.12): a shelf of decks by name — the deck files
 * of `decks/`, each named by its file name without `.json` (`starter-aggro`); the terminal reads them
 * from disk, the page bundles them. With no decks named, you play the shelf's first deck (in name
 * order) against its second. Browser-safe: no files are read here.
 */

/** A deck as a duel takes it: its name and its cards' names (drawn in a seeded shuffle). */
export interface DeckList {
  readonly name: string;
  readonly cards: readonly string[];
}

/** Decks by the name the command line and the page's address use. */
export type DeckShelf = Readonly<Record<string, DeckList>>;

/** The names of the shelf's decks, in name order. */
export function deckNames(shelf: DeckShelf): string[] {
  return Object.keys(shelf).sort();
}

/** The decks played when none is named: the shelf's first deck (yours) against its second (or itself). */
export function defaultDecks(shelf: DeckShelf): [string, string] {
  const [first, second] = deckNames(shelf);
  if (first === undefined) throw new Error("there is no deck to play: decks/ holds no deck file");
  return [first, second ?? first];
}

/** The deck named `name` on the shelf; an unknown name is an error listing the decks there are. */
export function deckNamed(shelf: DeckShelf, name: string): DeckList {
  const deck = Object.hasOwn(shelf, name) ? shelf[name] : undefined;
  if (deck === undefined)
    throw new Error(`unknown deck "${name}": the decks are ${deckNames(shelf).join(", ")}`);
  return deck;
}
