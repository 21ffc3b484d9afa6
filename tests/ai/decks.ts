import { DUEL_CARDS as C } from "../scenarios/duel/builder";

/** A mixed deck for agent tests: keywords, triggers, spells, weapons (inline cards and the repository's). */
export const MIXED_DECK: readonly string[] = [
  C.yeti.name,
  C.brute.name,
  C.wall.name,
  C.charger.name,
  C.rusher.name,
  C.twin.name,
  C.shield.name,
  C.viper.name,
  C.leech.name,
  C.herald.name,
  C.dusk.name,
  C.juggler.name,
  C.hellfire.name,
  C.dagger.name,
  "Loot Hoarder",
  "Harvest Golem",
  "Acolyte of Pain",
  "Whirlwind",
  "Frost Nova",
  "Fiery War Axe",
];

/** The two decks of a test duel: the mixed deck, and the same cards in reverse order. */
export const MIXED_DECKS = (): [string[], string[]] => [[...MIXED_DECK], [...MIXED_DECK].reverse()];
