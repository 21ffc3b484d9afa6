/**
 * A level file opened by a command (`npm start`, `npm run solve`): whatever is wrong with it, the error
 * names the file first, `FILE: field: problem` (issue 16 item 11). Reading errors already do (files.ts);
 * an error raised while the engines build the game names the level by its `name` field instead
 * (`level "NAME": field value: problem`), and the file takes that name's place.
 */
import { sourceOfCard } from "../content/card-validate";
import { contentOf, contentRootOf, loadContent } from "../content/content-root";
import { checkLevelContent } from "../content/level-check";
import { shown } from "../engine/grid";
import type { LevelDef } from "../harness";
import { readLevel } from "./files";
import { Session } from "./session";

/**
 * `err`, raised while making a game of `def` read from `path`, as an Error that names the file. The lead
 * it replaces is the engines' own (`badLevel`), the name shown as errors show values (quoted, escaped,
 * cut to 80 characters), so a name holding `"` or longer than that is replaced too.
 */
export function levelFileError(path: string, def: LevelDef, err: unknown): Error {
  const message = err instanceof Error ? err.message : String(err);
  const lead = `level ${shown(def.name ?? "(unnamed)")}: `;
  return new Error(`${path}: ${message.startsWith(lead) ? message.slice(lead.length) : message}`);
}

/**
 * Read the level file at `path`, check it against the content of its content root (every field, the
 * lexicon, the cards it names and their own references: `checkLevelContent`), and make something of it
 * (a session, a solver model); errors name the file.
 */
export function openLevel<T>(path: string, make: (def: LevelDef) => T): { def: LevelDef; made: T } {
  const def = readLevel(path);
  const { lexicon, cards } = contentOf(path);
  const sourceOf = (name: string, i: number) => sourceOfCard(cards[i]) ?? `card "${name}"`;
  checkLevelContent(def, lexicon, { cards, sourceOf }, path);
  try {
    return { def, made: make(def) };
  } catch (err) {
    throw levelFileError(path, def, err);
  }
}

/** A session of the level file at `path`, played with its content root's content; errors name the file. */
export function openSession(path: string): Session {
  return openLevel(path, (def) => new Session(def, loadContent(contentRootOf(path)))).made;
}
