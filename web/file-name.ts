/**
 * The name a level file is saved under: safe on every system a user may save it to, and predictable
 * from the level. The level's `name` is its file name without `.json` (schema/level.schema.json), so a
 * name (or, with no usable name, the title as Save writes it: without control or bidirectional control
 * characters, at most 80 characters, web/title-text.ts, so a saved level saved again names the same
 * file) that is already a safe file name is kept exactly; any other is made into one:
 * - letters lose their accents and are lower-cased; every run of anything but `a-z 0-9 _ . -`
 *   (slashes, spaces, control characters, `:`, `*`, other scripts) becomes one `-`, runs of dots one dot;
 * - no leading or trailing `-` or `.` (no hidden file, no `..`, nothing Windows would trim);
 * - at most `STEM_MAX` characters;
 * - a name Windows reserves (`CON`, `NUL`, `COM1`, `LPT9`…, with or without an extension) gets `-level`;
 * - nothing left: `level`.
 * The file is `<stem>.json`.
 */
import type { LevelDef } from "../src/harness";
import { displayText } from "./title-text";

/** The most characters of a file name before `.json`. */
export const STEM_MAX = 64;

/** The stem used when the level gives nothing usable. */
export const FALLBACK_STEM = "level";

/** Device names Windows reserves whatever the extension (`con`, `con.json`, `lpt1.x`). */
const RESERVED = /^(con|prn|aux|nul|com[0-9]|lpt[0-9])(\.|$)/i;

/** A name kept as it is: safe characters, starting with a letter, digit or `_`, no `..`, no `-` or `.` last. */
const KEPT = /^[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?$/;

const trimEnds = (s: string): string => s.replace(/^[-.]+|[-.]+$/g, "");

/** `text` made into a safe file stem (the module comment's rule), or "" when nothing of it can be kept. */
export function safeStem(text: string): string {
  if (KEPT.test(text) && !text.includes("..") && text.length <= STEM_MAX && !RESERVED.test(text)) return text;
  const plain = text
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9_.-]+/g, "-")
    .replace(/-{2,}/g, "-")
    .replace(/\.{2,}/g, ".");
  const stem = trimEnds(trimEnds(plain).slice(0, STEM_MAX));
  if (!RESERVED.test(stem)) return stem;
  return trimEnds(stem.slice(0, STEM_MAX - "-level".length)).replace(/^[^.]*/, (device) => `${device}-level`);
}

/**
 * The file name a level is saved under: its name's stem, else the stem of its title as Save writes it
 * (web/title-text.ts: a title and the saved copy of it name the same file), else `level`; then `.json`.
 */
export function levelFileName(def: Pick<LevelDef, "name" | "title">): string {
  const { name, title } = def;
  const byName = typeof name === "string" ? safeStem(name) : "";
  const byTitle = byName === "" && typeof title === "string" ? safeStem(displayText(title)) : "";
  return `${byName || byTitle || FALLBACK_STEM}.json`;
}
