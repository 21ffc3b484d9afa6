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
 * @throws SyntaxError `EMPTY_FILE` when nothing else is there, or from `JSON.parse` when the rest is not JSON.
 */
export function parseJsonText(text: string): unknown {
  const json = withoutByteOrderMark(text);
  if (json.trim() === "") throw new SyntaxError(EMPTY_FILE);
  return JSON.parse(json);
}
