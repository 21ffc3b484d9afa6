/**
 * What Save writes: the level as a file a user can put in `levels/`, with nothing unsafe in it.
 * - The file is named by `levelFileName` (web/file-name.ts), and a level with a `name` is written with
 *   that file name as its name: a level's `name` is "its file name without .json"
 *   (schema/level.schema.json), so the file says what it is called. A name that had to be made safe is
 *   kept as the title when the level has none, so the player still sees what the author typed.
 * - A title is display text (the schema's `title`: at most `TITLE_MAX` characters, none of the control
 *   or bidirectional control characters, which reorder the text after them). A title that breaks that
 *   is written without those characters (a run of control characters read as one space) and cut to
 *   `TITLE_MAX` characters (code points, as the schema counts them, so none is split).
 * A level that needs none of this is written exactly as it is; each change is said in `changes`.
 */

import { showValue } from "../src/content/problems";
import type { LevelDef } from "../src/harness";
import { levelFileName } from "./file-name";

/** The most characters of a title (the schema's `maxLength` for `title`). */
export const TITLE_MAX = 80;

/**
 * The characters a title may not hold, as a character class's body: the C0 and C1 control characters
 * and the bidirectional controls (src/content/schemas/common.ts's CONTROL_CHARACTERS, which web/ may
 * not import: it reaches the card engine; tests/web/saved-level.test.ts checks the two agree through the
 * checker).
 */
const CONTROL_CHARACTERS =
  "\\u0000-\\u001f\\u007f-\\u009f\\u061c\\u200e\\u200f\\u202a-\\u202e\\u2066-\\u2069";
/** Any character a title may not hold, and a run of them. */
const UNSAFE = new RegExp(`[${CONTROL_CHARACTERS}]`, "u");
const UNSAFE_RUN = new RegExp(`[${CONTROL_CHARACTERS}]+`, "gu");
/** The bidirectional controls, which show as nothing. */
const BIDI = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/;

const length = (text: string): number => [...text].length;

/**
 * `text` as a title may hold it: a run of control characters one space, bidirectional controls alone
 * nothing; trimmed; at most `TITLE_MAX` characters.
 */
function displayText(text: string): string {
  const plain = text.replace(UNSAFE_RUN, (run) => (BIDI.test(run) ? "" : " ")).trim();
  return length(plain) <= TITLE_MAX ? plain : [...plain].slice(0, TITLE_MAX).join("").trimEnd();
}

/** A level as Save writes it: the file's name, the level to write, and what was changed, in words. */
export interface SavedLevel {
  file: string;
  def: LevelDef;
  changes: string[];
}

/**
 * What the page says once Save has downloaded `saved`: the file's name, what was changed, and where to put
 * the file to play it (README.md: every level in `levels/` is in the studio's picker at the next page
 * load, and `npm start -- levels/FILE` plays it in a terminal).
 */
export function savedMessage(saved: SavedLevel): string {
  const changed = saved.changes.length > 0 ? ` (${saved.changes.join("; ")})` : "";
  return `Saved ${saved.file}${changed} to your downloads: put it in levels/ to play it: here, in the Level list after a reload, or in a terminal with npm start -- levels/${saved.file}`;
}

/** `def` as Save writes it (the module comment's rule); `def` itself is left as it is. */
export function savedLevel(def: LevelDef): SavedLevel {
  const file = levelFileName(def);
  const stem = file.slice(0, -".json".length);
  const saved: LevelDef = { ...def };
  const changes: string[] = [];
  const { name, title } = def;
  if (typeof title === "string" && (UNSAFE.test(title) || length(title) > TITLE_MAX)) {
    saved.title = displayText(title);
    const cut = [...title].slice(0, TITLE_MAX).join("") === saved.title;
    changes.push(
      cut
        ? `title cut to ${TITLE_MAX} characters`
        : `title ${showValue(title)} made safe as ${showValue(saved.title)}`,
    );
  }
  if (name !== undefined && name !== stem) {
    saved.name = stem;
    const kept = title === undefined && typeof name === "string" ? displayText(name) : "";
    if (kept !== "") saved.title = kept;
    const keeps = kept === "" ? "" : `, and the title keeps ${showValue(kept)}`;
    changes.push(`name ${showValue(name)} made safe as ${showValue(stem)}, the file's name${keeps}`);
  }
  return { file, def: changes.length === 0 ? def : saved, changes };
}
