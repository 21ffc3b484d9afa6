/**
 * A level's title as Save writes it (web/saved-level.ts) and as the saved file's name reads it
 * (web/file-name.ts): display text (the schema's `title`: at most `TITLE_MAX` characters, none of the
 * control or bidirectional control characters, which reorder the text after them), so the file is named
 * by the title it holds and saving it again names the same file.
 */

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
export const UNSAFE = new RegExp(`[${CONTROL_CHARACTERS}]`, "u");
const UNSAFE_RUN = new RegExp(`[${CONTROL_CHARACTERS}]+`, "gu");
/** The bidirectional controls, which show as nothing. */
const BIDI = /^[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]+$/;

/** How many characters (code points, as the schema counts them) `text` has. */
export const length = (text: string): number => [...text].length;

/**
 * `text` as a title may hold it: a run of control characters one space, bidirectional controls alone
 * nothing; trimmed; at most `TITLE_MAX` characters.
 */
export function displayText(text: string): string {
  const plain = text.replace(UNSAFE_RUN, (run) => (BIDI.test(run) ? "" : " ")).trim();
  return length(plain) <= TITLE_MAX ? plain : [...plain].slice(0, TITLE_MAX).join("").trimEnd();
}
