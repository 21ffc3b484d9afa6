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
 * ` (line L, column C)` of the mistake, or ` (at the end of the file, line L)` for a file cut short; "" when
 * the message names a line already (newer engines). `JSON.parse` in Node 20 and Chromium gives only a
 * character count (`at position N`), and for some mistakes none (a comma before `]`: `Unexpected token
 * ']', …`): then the place is found by reading the text again (`mistakeAt`). Lines and columns count
 * from 1; `\r\n` is one line end.
 */
function placeOf(message: string, json: string): string {
  if (/\bline \d/.test(message)) return "";
  const at = /at position (\d+)/.exec(message);
  const offset = at ? Math.min(Number(at[1]), json.length) : mistakeAt(json);
  if (offset === null) return "";
  const lineOf = (text: string): number => text.split("\n").length;
  if (offset >= json.trimEnd().length) return ` (at the end of the file, line ${lineOf(json.trimEnd())})`;
  const before = json.slice(0, offset);
  return ` (line ${lineOf(before)}, column ${offset - before.lastIndexOf("\n")})`;
}

const NUMBER = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?/y;
const ESCAPES = '"\\/bfnrt';
const HEX = /^[0-9a-fA-F]{4}$/;

/**
 * Where `json` stops being JSON (RFC 8259): the offset of the first character that cannot be there, its
 * length when it ends too soon; null when it is JSON, or nests too deep to read again.
 */
function mistakeAt(json: string): number | null {
  let i = 0;
  const blank = (): void => {
    while (i < json.length && " \t\n\r".includes(json[i])) i++;
  };
  const expect = (c: string): void => {
    if (json[i] !== c) throw i;
    i++;
  };
  const string = (): void => {
    expect('"');
    for (;;) {
      if (i >= json.length || json.charCodeAt(i) < 0x20) throw i;
      const c = json[i++];
      if (c === '"') return;
      if (c !== "\\") continue;
      if (json[i] === "u" && HEX.test(json.slice(i + 1, i + 5))) i += 5;
      else if (json[i] !== "u" && ESCAPES.includes(json[i] ?? "u")) i++;
      else throw i;
    }
  };
  const value = (): void => {
    blank();
    const c = json[i];
    if (c === "{" || c === "[") list(c === "{" ? "}" : "]");
    else if (c === '"') string();
    else {
      const word = ["true", "false", "null"].find((w) => json.startsWith(w, i));
      NUMBER.lastIndex = i;
      if (word === undefined && !NUMBER.test(json)) throw i;
      i = word === undefined ? NUMBER.lastIndex : i + word.length;
    }
  };
  /** An object (closed by `}`: its members) or an array (`]`: its values), its opening sign next. */
  const list = (close: string): void => {
    i++;
    blank();
    if (json[i] === close) {
      i++;
      return;
    }
    for (;;) {
      if (close === "}") {
        blank();
        string();
        blank();
        expect(":");
      }
      value();
      blank();
      if (json[i] === close) {
        i++;
        return;
      }
      expect(",");
    }
  };
  try {
    value();
    blank();
    return i < json.length ? i : null;
  } catch (at) {
    if (typeof at === "number") return at;
    if (at instanceof RangeError) return null; // nested past the stack: JSON.parse's message stands alone
    throw at;
  }
}
