/**
 * Loading a deck file from disk (docs/rules.md §3.12): Node only. The file is parsed and checked
 * (`deckProblems`) against the card library of `cards/` (or the one given).
 */
import { relative } from "node:path";
import type { CardDef } from "../engine/cards/card-def";
import { readCardDir } from "./card-files";
import { wrongKind } from "./classify";
import { type Deck, validateDeck } from "./deck-check";
import { parseJsonText } from "./json-text";
import { readUserFile, unreadable } from "./read-file";

/** A file path as a user would type it: relative to the working directory when inside it. */
function displayPath(file: string): string {
  const rel = relative(process.cwd(), file);
  return rel && !rel.startsWith("..") ? rel : file;
}

/**
 * The deck in the file at `path` (`decks/aggro.json`): its name and its cards by name.
 * `cards` is the card library it is checked against (default: the repository's `cards/`).
 * @throws Error naming the file, the field and the problem: an empty name, unreadable or invalid JSON, a file of
 * another kind (a level: with the command that opens it), a missing or
 * wrong field, an unknown card (with the nearest name), a card that is not collectible, too many copies,
 * or not exactly 30 cards.
 */
export function loadDeck(path: string, cards: readonly CardDef[] = readCardDir()): Deck {
  if (path === "") throw new Error('the deck file name is empty (""): name a deck file');
  const shown = displayPath(path);
  let text: string;
  try {
    text = readUserFile(path);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    throw new Error(
      `${shown}: cannot be read (${code === "ENOENT" ? "no such deck file?" : code === "EISDIR" ? "a folder, not a deck file" : unreadable(e)})`,
    );
  }
  let data: unknown;
  try {
    data = parseJsonText(text);
  } catch (e) {
    throw new Error(`${shown}: invalid JSON: ${(e as Error).message}`);
  }
  const other = wrongKind(shown, data, "deck");
  if (other !== null) throw new Error(other);
  return validateDeck(data, new Map(cards.map((d) => [d.name, d])), shown);
}
