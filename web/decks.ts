/**
 * The decks of `decks/`, bundled at build time for the duel page (docs/rules.md §7): each deck file
 * by its file name without `.json` (`starter-aggro`), as the terminal names them. A deck's cards are
 * checked by the duel that uses it (an unknown card is an error naming it); `npm run check` checks
 * the files themselves.
 */
import type { DeckList, DeckShelf } from "../src/play/duel-decks";
import { parseBundled } from "./bundled-json";

const FILES = parseBundled(
  import.meta.glob<string>("../decks/*.json", { eager: true, query: "?raw", import: "default" }),
);

/** The bundled decks, by name. */
export const DECKS: DeckShelf = Object.fromEntries(
  Object.entries(FILES).map(([path, data]) => [
    path.replace(/^.*\//, "").replace(/\.json$/, ""),
    data as DeckList,
  ]),
);
