/**
 * Parsing the text of a JSON file a user gives (a level, card, deck, replay, words or seams file, the
 * progress file): every loader, in Node and in the browser, parses through here. A leading UTF-8
 * byte-order mark (U+FEFF, which Windows editors such as Notepad write) is not part of the JSON: it is
 * dropped, where `JSON.parse` alone fails with `Unexpected token`.
 */

/** The byte-order mark as it reads in a string decoded from UTF-8. */
export const BYTE_ORDER_MARK = "\uFEFF";

/** `text` without a leading byte-order mark. */
export function withoutByteOrderMark(text: string): string {
  return text.startsWith(BYTE_ORDER_MARK) ? text.slice(BYTE_ORDER_MARK.length) : text;
}

/** What an empty file (or one of blanks) is said to be, where `JSON.parse` says "Unexpected end of JSON input". */
export const EMPTY_FILE = "the file is empty";

/**
 * The JSON value `text` holds, a leading byte-order mark dropped.
 * @throws SyntaxError `EMPTY_FILE` when nothing else is there, or `JSON.parse`'s when the rest is not JSON,
 * with where the mistake is as an editor shows it (`… at position 35 (line 4, column 1)`; see `placeOf`).
 */
export function parseJsonText(text: string): unknown {
  const json = withoutByteOrderMark(text);
  if (json.trim() === "") throw new SyntaxError(EMPTY_FILE);
  try {
    return JSON.parse(json);
  } catch (e) {
    if (!(e instanceof SyntaxError)) throw e;
    throw new SyntaxError(`${e.message}${placeOf(e.message, json)}`);
  }
}

/**
 * ` (line L, column C)` for a `JSON.parse` message that gives only a character count (`at position N`,
 * as Node 20 and Chromium do), ` (at the end of the file, line L)` for one cut short; "" when the message
 * names a line already (newer engines) or no place (`Unexpected token …`, which quotes the text instead).
 * Lines and columns count from 1; `\r\n` is one line end.
 */
function placeOf(message: string, json: string): string {
  if (/\bline \d/.test(message)) return "";
  const at = /at position (\d+)/.exec(message);
  const end = /Unexpected end of JSON input/.test(message);
  if (!at && !end) return "";
  const offset = at ? Math.min(Number(at[1]), json.length) : json.length;
  const lineOf = (text: string): number => text.split("\n").length;
  if (offset >= json.trimEnd().length) return ` (at the end of the file, line ${lineOf(json.trimEnd())})`;
  const before = json.slice(0, offset);
  return ` (line ${lineOf(before)}, column ${offset - before.lastIndexOf("\n")})`;
}
