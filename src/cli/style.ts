/**
 * Terminal colours for the player: a table of named styles and one `paint` that applies them. Colour is
 * off when `NO_COLOR` is set or the output is not a terminal (https://no-color.org).
 */

/** The styles the player draws with. */
export type Style =
  | "text"
  | "thing"
  | "you"
  | "wall"
  | "minion"
  | "empty"
  | "axis"
  | "title"
  | "cancelled"
  | "error"
  | "win"
  | "loss";

const CODES: Readonly<Record<Style, string>> = {
  text: "1;7;35",
  thing: "36",
  you: "1;97",
  wall: "90",
  minion: "1;31",
  empty: "2",
  axis: "2;33",
  title: "1;4",
  cancelled: "2;9",
  error: "31",
  win: "1;30;42",
  loss: "1;97;41",
};

/** `text` in `style`, or unchanged when colour is off. */
export function paint(text: string, style: Style, color: boolean): string {
  return color ? `\x1b[${CODES[style]}m${text}\x1b[0m` : text;
}

/** Whether to colour output written to `stream` by default (a TTY, and `NO_COLOR` unset or empty). */
export function colorByDefault(stream: { isTTY?: boolean }, env: NodeJS.ProcessEnv = process.env): boolean {
  return stream.isTTY === true && !env.NO_COLOR;
}
