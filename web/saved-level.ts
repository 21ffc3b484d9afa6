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
import { displayText, length, TITLE_MAX, UNSAFE } from "./title-text";

export { TITLE_MAX };

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
