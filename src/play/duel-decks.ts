/**
 * The decks a duel is played with when none is given (docs/rules.md §7): built from the course's cards
 * (cards/), 30 cards each, by name. A deck is data: a name and a list of card names. A new deck is an
 * entry here (or, for a user, a deck file: `npm start -- --duel a.json b.json`).
 */

/** A deck as a duel takes it: its name and its cards' names (drawn in a seeded shuffle). */
export interface DeckList {
  name: string;
  cards: string[];
}

/** Each card name repeated: `copies(2, "Spark")` is two Sparks. */
const copies = (n: number, ...names: string[]): string[] => names.flatMap((name) => Array(n).fill(name));

/** The built-in decks, by the name the page's address and the terminal use. */
export const BUILT_IN_DECKS: Readonly<Record<string, DeckList>> = {
  aggro: {
    name: "Aggro",
    cards: [
      ...copies(2, "Town Crier", "Damaged Golem", "Ember Moth", "Spark", "Whirlwind", "Loot Hoarder"),
      ...copies(2, "Powder Keg", "Novice Engineer", "Tin Knight", "Unstable Ghoul", "Fiery War Axe"),
      ...copies(2, "Harvest Golem", "Acolyte of Pain", "Dread Infernal"),
      ...copies(1, "Brann Bronzebeard", "Grave Warden"),
    ],
  },
  control: {
    name: "Control",
    cards: [
      ...copies(2, "Bramble Wall", "Thorn Hedge", "Spark", "Whirlwind", "Armorsmith", "Tin Knight"),
      ...copies(2, "Unstable Ghoul", "Acolyte of Pain", "Harvest Golem", "Frost Nova", "Loot Hoarder"),
      ...copies(2, "Bolf Ramshield", "Dread Infernal"),
      ...copies(1, "Baron Rivendare", "Brann Bronzebeard", "Twisting Nether", "Fiery War Axe"),
    ],
  },
};

/** The decks played when none is named: the first built-in deck against the second. */
export const DEFAULT_DECKS: readonly [string, string] = ["aggro", "control"];

/** The built-in deck named `name`; an unknown name is an error listing the decks there are. */
export function builtInDeck(name: string): DeckList {
  const deck = Object.hasOwn(BUILT_IN_DECKS, name) ? BUILT_IN_DECKS[name] : undefined;
  if (deck === undefined)
    throw new Error(`unknown deck "${name}": the decks are ${Object.keys(BUILT_IN_DECKS).join(", ")}`);
  return deck;
}
