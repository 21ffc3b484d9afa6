/**
 * Content: what a game is made of besides its level (docs/rules.md §2) — the lexicon
 * (content/words.json), the seam words (content/seams.json) and the card library (cards/). The tools
 * (the Session, the solver, replays) take it explicitly; `loadContent(root)` (Node, content-root.ts)
 * reads a user's folder, and `repositoryContent()` is the repository's own, bundled in the browser.
 */

// Through "../content/card-files": the path the playground build (web/vite.config.ts) swaps for the bundled cards.
import { readCardDir } from "../content/card-files";
import type { CardDef } from "../engine/cards/card-def";
import type { Lexicon } from "../engine/grid";
import type { SeamWords } from "../engine/spellgrid";
import { SEAM_WORDS } from "./seams";
import { LEXICON } from "./words";

/** A lexicon, its seam words and a card library: everything a level is played with. */
export interface Content {
  readonly lexicon: Lexicon;
  readonly seams: SeamWords;
  readonly cards: readonly CardDef[];
}

/** The repository's content: content/words.json, content/seams.json and every file in cards/. */
export function repositoryContent(): Content {
  return { lexicon: LEXICON, seams: SEAM_WORDS, cards: readCardDir() };
}
