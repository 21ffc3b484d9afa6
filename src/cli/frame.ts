/**
 * The terminal's frame (docs/rules.md §7; issue 12 item 3): the whole picture of the game, laid out to fit
 * the terminal (80×24 by default), redrawn in place after each command. The grid, the rules, the hand and
 * the heroes come first, as the transcript draws them but tighter (the fixed legend lines go to `?`, the
 * minions and the shared tiles go on one wrapped line); the last action's log takes the rows left and,
 * when it is longer, shows its newest lines under a header saying which. Every line is cut to the width,
 * but a card of the hand, folded under itself so that it is read whole (a short terminal cuts it).
 * Messages (`! …`, `why N`, a question) go under the picture, folded at spaces to the width (a choice's
 * options and a long error are read whole); when they cannot fit beside the whole picture they take the
 * place of what is under the board (the legend, rules, hand and log, back at the next command), so a
 * small terminal (40×12) still shows the board with an error; only messages too long to fit even under
 * the board (the help, a long `why`) take the screen alone until the next command, and what is cut off
 * even then is counted. Pure: a picture and a size in, lines out.
 */

import { plural } from "../play/plural";
import type { SessionView } from "../play/view";
import { compactRules } from "./compact-rules";
import { GRID_FIT, gridLines } from "./frame-grid";
import {
  type RenderOptions,
  renderBanner,
  renderHand,
  renderLastAction,
  renderLegend,
  renderRules,
  renderShortened,
  renderTitle,
} from "./render";

/** What the screen shows: the game, with lines above it (the viewer's step) and below (the next level). */
export interface Picture {
  view: SessionView;
  /**
   * Said after the title on its line (progress through the levels); several, longest first: the first
   * that fits the width whole (a narrow terminal says the shorter), else the first, cut.
   */
  status?: string | readonly string[];
  header?: string[];
  footer?: string[];
}

/** A terminal's size in characters. */
export interface Size {
  columns: number;
  rows: number;
}

/** The size assumed when the terminal does not say. */
export const DEFAULT_SIZE: Size = { columns: 80, rows: 24 };

/** A terminal's escape sequence (colours and the like): ESC [ parameters letter. */
const SEQUENCE = `${String.fromCharCode(27)}\\[[0-9;?]*[A-Za-z]`;
const ESCAPE = new RegExp(SEQUENCE, "y");
const ESCAPES = new RegExp(SEQUENCE, "g");

/** `text` without its escape sequences: what shows. */
export function unstyled(text: string): string {
  return text.replace(ESCAPES, "");
}

/** How many columns `text` takes (escape sequences take none). */
export function visibleWidth(text: string): number {
  return unstyled(text).length;
}

/** `text` cut to `width` columns, `…` marking the cut; escape sequences are kept (and reset after a cut). */
export function clip(text: string, width: number): string {
  if (visibleWidth(text) <= width) return text;
  let out = "";
  let shown = 0;
  let styled = false;
  for (let i = 0; i < text.length && shown < width - 1; ) {
    ESCAPE.lastIndex = i;
    const m = ESCAPE.exec(text);
    if (m) {
      out += m[0];
      styled = true;
      i += m[0].length;
    } else {
      out += text[i++];
      shown++;
    }
  }
  return `${out}…${styled ? "\x1b[0m" : ""}`;
}

/**
 * `line` (a label of one or more words, `Rules:` or `On the grid:`, then items separated by ", ") wrapped
 * at the items to `width`, each further line indented under the first item (or by `hang` columns: a long
 * label's, as a hero's line has); a ", " inside an item's brackets (`at (0, 4)`) is not between items; an
 * item longer than a line is cut.
 */
export function wrap(line: string, width: number, hang?: number): string[] {
  const m = /^(\S+(?: \S+)*?:\s+)(.*)$/.exec(line);
  if (!m || visibleWidth(line) <= width) return [clip(line, width)];
  const indent = " ".repeat(hang ?? m[1].length);
  const out: string[] = [];
  let current = m[1];
  let empty = true;
  for (const item of m[2].split(/, (?![^(]*\))/)) {
    const piece = empty ? item : `, ${item}`;
    if (!empty && visibleWidth(current + piece) + 1 > width) {
      out.push(`${current},`);
      current = indent + item;
    } else current += piece;
    empty = false;
  }
  out.push(current);
  return out.map((l) => clip(l, width));
}

/**
 * A message's `line` folded to `width` columns, so that nothing said is lost to the screen's edge: at the
 * last gap of two spaces that fits (between a choice's options), else at the last space. Each further
 * line of an indented two-column line (`  u    undo…`, as the help lays out) goes under its second
 * column; of any other line, two spaces in. A word longer than a line breaks after its last `/` that
 * fits (a path, as `save` names its file), else it is cut, as a styled line is.
 */
export function fold(line: string, width: number): string[] {
  if (visibleWidth(line) <= width) return [line];
  if (line !== unstyled(line)) return foldStyled(line, width);
  const m = /^(\s*)(\S.*?\s{2,})?/.exec(line)!;
  const column = m[1].length + (m[2]?.length ?? 0);
  const twoColumns = m[1] !== "" && m[2] !== undefined && column <= width / 2;
  const pad = " ".repeat(twoColumns ? column : m[1].length + 2);
  const out: string[] = [];
  let rest = line;
  let start = m[1].length;
  while (rest.length > width) {
    const gap = rest.lastIndexOf("  ", width - 1);
    const cut = gap > start + width / 2 ? gap : rest.lastIndexOf(" ", width);
    if (cut <= start) {
      // a word longer than a line: a path breaks after its last slash that fits, read whole; a word with
      // none after its last dot or hyphen that fits (`<level-name>.` `replay.json`); else it is cut
      const at = (...marks: string[]) => Math.max(...marks.map((c) => rest.lastIndexOf(c, width - 1)));
      const slash = at("/") > start ? at("/") : at(".", "-");
      if (slash <= start) break;
      out.push(rest.slice(0, slash + 1));
      rest = pad + rest.slice(slash + 1);
      start = pad.length;
      continue;
    }
    out.push(rest.slice(0, cut).trimEnd());
    rest = pad + rest.slice(cut + 1).trimStart();
    start = pad.length;
  }
  return [...out, clip(rest, width)];
}

/**
 * A styled line folded: one whose styles all end within its first line (a coloured banner, then its
 * hints) folds as its plain text does, the first line keeping its styles; any other is cut.
 */
function foldStyled(line: string, width: number): string[] {
  ESCAPES.lastIndex = 0;
  let end = 0;
  for (let m = ESCAPES.exec(line); m !== null; m = ESCAPES.exec(line)) end = m.index + m[0].length;
  const head = line.slice(0, end);
  const plainHead = unstyled(head);
  const folded = fold(plainHead + line.slice(end), width);
  if (folded.length < 2 || !folded[0].startsWith(plainHead)) return [clip(line, width)];
  return [head + folded[0].slice(plainHead.length), ...folded.slice(1)];
}

/** The minions and shared tiles of the legend on one line: `On the grid: keg1 Powder Keg 1/1 at (0, 4), …`. */
function compactLegend(view: SessionView, width: number): string[] {
  const items = renderLegend(view)
    .split("\n")
    .slice(2)
    .map((l) => l.trim().replace(/\s{2,}/, " "));
  return items.length === 0 ? [] : wrap(`On the grid: ${items.join(", ")}`, width);
}

/**
 * The text of each card of the minions on the grid, once per card, under the legend: `  Powder Keg:
 * Deathrattle: Deal 1 damage to ALL minions.`, folded under itself so that it is read whole (no other
 * command shows what a minion on the grid does). A card with no text has no line.
 */
function minionTexts(view: SessionView, width: number): string[] {
  return view.minionCards.filter((c) => c.text !== "").flatMap((c) => fold(`  ${c.card}: ${c.text}`, width));
}

/** The hand and heroes, an empty hand on the `Hand:` line itself. */
function compactHand(view: SessionView): string[] {
  const lines = renderHand(view);
  return lines[1] === "  (empty)" ? [`${lines[0]}      (empty)`, ...lines.slice(2)] : lines;
}

/**
 * The hand in fewer rows, for a terminal too short for the picture: the first card on the `Hand:` line,
 * each further card under it (`Hand: 1. Whirlwind (1 mana spell): …`); and the heroes' line.
 */
function shortHand(view: SessionView, width: number): { cards: string[]; heroes: string[] } {
  const [, ...lines] = renderHand(view);
  const heroes = lines.filter((l) => l.startsWith("Heroes:"));
  const cards = lines.filter((l) => !l.startsWith("Heroes:")).map((l, i) => (i === 0 ? "Hand:" : "    ") + l);
  return {
    cards: cards.map((l) => clip(l.replace(/^Hand: {2}/, "Hand: "), width)),
    heroes: heroes.map((l) => clip(l, width)),
  };
}

/** The log panel in `room` rows: all of it, or its header and newest lines (the header says which). */
function logPanel(view: SessionView, opts: RenderOptions, room: number, width: number): string[] {
  const [head, body] = renderLastAction(view, opts, Number.POSITIVE_INFINITY);
  if (head === undefined) return [];
  return fitLog(head, body.split("\n"), view.log.length, room, width, opts);
}

/**
 * A log of `total` records, written as `head` and `lines`, in `room` rows of `width`: all of it, or a
 * header saying which lines are shown and the newest lines. A line of words starts with its number (a
 * summarised run with its range, `5-11.`), which the header names; the raw format (`opts.raw`) has no
 * numbers. The SpellGrid frame and the duel frame both show their log this way.
 */
export function fitLog(
  head: string,
  lines: readonly string[],
  total: number,
  room: number,
  width: number,
  opts: RenderOptions,
): string[] {
  if (room <= 0) return [];
  if (lines.length + 1 <= room) return [head, ...lines].map((l) => clip(l, width));
  const shown = room - 1;
  const n = lines.length;
  const first = /^\s*(\d+)/.exec(lines[n - shown] ?? "")?.[1] ?? "";
  const which = opts.raw
    ? `the last ${shown} of ${n} lines`
    : `lines ${first}-${total} of ${total}; why N explains line N`;
  const header =
    shown === 0 ? `Last action: ${plural(n, "line")} (no room to show them)` : `Last action (${which}):`;
  return [header, ...lines.slice(n - shown)].map((l) => clip(l, width));
}

/**
 * Whether a line saying what was cut also carries the opening hint after its words (`· ? for help`), when
 * it fits: "hint" while the hint has not been shown (`layOutFrame`'s `hint`), "none" otherwise.
 */
type HintTail = "hint" | "none";

/**
 * The line saying `n` lines were cut for the terminal's size: `… (5 more lines cut: a taller terminal
 * shows them)`, or in a narrow terminal (40 columns) `… 5 lines cut: a taller terminal shows`, so that
 * what shows them is read; with `tail` "hint", the opening hint after it in the room left (`… 6 lines cut:
 * taller shows · ? for help`), when it fits.
 */
function cutLine(n: number, width: number, tail: HintTail): string {
  const long = `… (${plural(n, "more line")} cut: a taller terminal shows them)`;
  const narrow = `… ${plural(n, "line")} cut: a taller terminal shows`;
  const hinted = withHint([long, narrow, `… ${plural(n, "line")} cut: taller shows`], width, tail);
  if (hinted !== null) return hinted;
  return long.length <= width ? long : clip(narrow, width);
}

/** The opening hint as a line already shown says it after its words: the longest that fits first. */
const HINT_TAILS = [" · ? for help", " · ? help"] as const;

/** The first of `lines` (longest first) that fits `width` with a hint after it, and that hint; null when none does, or with `tail` "none". */
function withHint(lines: readonly string[], width: number, tail: HintTail): string | null {
  if (tail === "none") return null;
  for (const line of lines)
    for (const end of HINT_TAILS) if (visibleWidth(line + end) <= width) return line + end;
  return null;
}

/** The width a frame's lines are cut to: the terminal's columns, at least 10. */
export function frameWidth(size: Size): number {
  return Math.max(10, size.columns);
}

/** What a frame shows besides the messages, every line already cut or wrapped to `frameWidth`. */
export interface FrameParts {
  /** The title's line: the messages take the screen under it when they cannot fit beside the picture. */
  title: string;
  /** The picture above the log. */
  top: readonly string[];
  /**
   * How many of `top`'s first lines are the board (the step line, the title and the grid): messages that
   * cannot fit beside the whole picture go under them, in place of the lines after them.
   */
  board: number;
  /** The log in `room` rows. */
  log: (room: number) => string[];
  /** The lines under the log (the banner, the footer). */
  bottom: readonly string[];
  /**
   * When messages go under the board and cut the lines after it (`by` "message"), or the terminal is too
   * short for them (`by` "size"): given how many of those lines are still shown, a line saying what the
   * cut hid, shown in place of the last of them (null: nothing to say).
   */
  cutNote?: (shown: number, by: "message" | "size") => string | null;
  /**
   * With `cutNote`: the line ending a page of messages alone, saying what they hide and how to see it;
   * and messages then go under the board only while a row is left for `cutNote`'s line.
   */
  hiddenNote?: string;
}

/**
 * A frame's lines, at most `size.rows - 1` of them (the last row is the prompt's): the picture, the log
 * in the rows left, the lines under it, then `notes` (the messages since the last command) folded to
 * the width. Messages that cannot fit beside the whole picture go under the board (`parts.board`), the
 * picture's lines after it cut to make room: the board is the game, and a message is about it. Only
 * messages that cannot fit even there take the screen alone, under the title (cut, and saying so, when
 * even they are too many): they were asked for to be read (`?`), and the next command brings the board back.
 * The opening `hint` (`Type ? for help.`) never costs a line of the picture: it goes under it when the
 * rows left (the log's) hold it, else after the words of the line saying what the terminal's size cut
 * (`… 6 lines cut: taller shows · ? for help`), else it is not shown.
 */
export function layOutFrame(
  parts: FrameParts,
  notes: readonly string[],
  size: Size,
  hint: readonly string[] = [],
): string[] {
  const width = frameWidth(size);
  const budget = Math.max(1, size.rows - 1);
  const { top, bottom } = parts;
  const said = notes.flatMap((l) => fold(l, width));
  const room = budget - top.length - bottom.length - said.length;
  const hinted = hint.flatMap((l) => fold(l, width)).length;
  if (hinted > 0 && room >= hinted) return layOutFrame(parts, [...notes, ...hint], size);
  // a row for the lines after the board, or the note saying what the messages hid of them
  const noted = parts.cutNote !== undefined && top.length + bottom.length > parts.board ? 1 : 0;
  if (room < 0 && said.length > 0 && parts.board + noted + said.length <= budget) {
    // the board, then the messages; a note saying what the cut hid, when the parts have one to say
    const kept = [...top, ...bottom].slice(0, budget - said.length);
    const note = kept.length > parts.board ? parts.cutNote?.(kept.length - parts.board - 1, "message") : null;
    if (note) kept[kept.length - 1] = clip(note, width);
    return kept.concat(said);
  }
  if (room < 0 && said.length > 0) {
    // the messages alone, under the title, until the next command (and a line saying what they hide)
    const end = parts.hiddenNote === undefined ? [] : [clip(parts.hiddenNote, width)];
    const page = [parts.title, ...said];
    const rows = Math.max(1, budget - end.length);
    if (page.length <= rows) return [...page, ...end];
    const hidden = page.length - (rows - 1);
    return [...page.slice(0, rows - 1), cutLine(hidden, width, "none"), ...end].slice(0, budget);
  }
  const all = [...top, ...parts.log(room), ...bottom, ...said];
  if (all.length <= budget) return all;
  // taller than the terminal: the lines after the board are cut from their end, so that the bottom (the
  // result, the next level) shows whole, and the last line kept, if one is, says what was cut
  const kept = top.slice(0, Math.max(parts.board, budget - bottom.length - said.length));
  if (kept.length < top.length && kept.length > parts.board) {
    const cut = top.length - kept.length + 1;
    const note = parts.cutNote?.(kept.length - parts.board - 1, "size");
    const tail: HintTail = hinted > 0 ? "hint" : "none";
    kept[kept.length - 1] = clip(
      note == null ? cutLine(cut, width, tail) : (withHint([note], width, tail) ?? note),
      width,
    );
  }
  return [...kept, ...bottom, ...said].slice(0, budget);
}

/**
 * The title's line: `title  ·  status`, or with the first of `status`'s forms (longest first) that fits
 * `width` whole, `title · short` (40 columns: `Double-Tap (SpellGrid level) · 2/24 won`); when none fits, the
 * longest, cut.
 */
function titleLine(title: string, status: Picture["status"], width: number): string {
  const forms = status === undefined ? [] : typeof status === "string" ? [status] : status;
  if (forms.length === 0) return clip(title, width);
  const lines = forms.flatMap((s, i) => (i === 0 ? [`${title}  ·  ${s}`] : []).concat(`${title} · ${s}`));
  return clip(lines.find((l) => visibleWidth(l) <= width) ?? lines[0], width);
}

/**
 * The frame's lines for `picture` with `notes` (the messages since the last command) and the opening
 * `hint` (`layOutFrame`), at most `size.rows - 1` of them (the last row is the prompt's), none wider than
 * `size.columns`.
 */
export function composeFrame(
  picture: Picture,
  notes: readonly string[],
  size: Size,
  opts: RenderOptions,
  hint: readonly string[] = [],
): string[] {
  const { view } = picture;
  const width = frameWidth(size);
  const title = titleLine(renderTitle(view, opts), picture.status, width);
  const header = (picture.header ?? []).map((l) => clip(l, width));
  const shortened = renderShortened(view);
  const legend = [
    ...(shortened === null ? [] : wrap(shortened, width)),
    ...compactLegend(view, width),
    ...minionTexts(view, width),
  ];
  const rules = renderRules(view, opts).flatMap((l) => wrap(l, width));
  const hand = compactHand(view).flatMap((l) => fold(l, width)); // a card is read whole, its text folded
  let under = [...legend, ...rules, ...hand];
  const banner = renderBanner(view, opts);
  const bottom = [...(banner ? [banner] : []), ...(picture.footer ?? [])].flatMap((l) => fold(l, width));
  const rest = header.length + 1 + under.length + bottom.length; // every line of the picture but the grid's
  const budget = Math.max(1, size.rows - 1);
  const said = notes.flatMap((l) => fold(l, width)).length;
  const withNote = (g: { rows: string[]; note: string[] }) => [...g.rows, ...g.note];
  let grid = withNote(gridLines(view, opts, width, budget - rest, GRID_FIT.picture));
  if (said > 0 && rest + grid.length + said > budget)
    // the messages go under the board: its window shrinks to make room for them
    grid = withNote(gridLines(view, opts, width, budget - header.length - 1 - said, GRID_FIT.withMessages));
  else if (said === 0 && rest + grid.length > budget) {
    // a terminal too short for the picture (40×12): the hand, needed to play, comes before the rules, each
    // said in fewer rows (the first card on the `Hand:` line; the rules compact), then the heroes, the
    // window's note and the legend (what does not fit is cut, saying so); an empty hand after the rules.
    // The result and the next level show whole, the board's window shrinking for them as for a message (a
    // row left for the line saying what was cut)
    const fit = bottom.length > 0 ? GRID_FIT.withMessages : GRID_FIT.picture;
    const room = bottom.length > 0 ? budget - header.length - 2 - bottom.length : budget - rest;
    const { rows, note } = gridLines(view, opts, width, room, fit);
    grid = rows;
    const { cards, heroes } = shortHand(view, width);
    const cancelled = renderRules(view, opts)
      .slice(1)
      .flatMap((l) => wrap(l, width));
    // the rules in the rows left them: when they must be cut, the rules just formed first (a row is left
    // for the line saying what was cut, when lines follow)
    const handFirst = view.hand.length > 0;
    const above = header.length + 1 + grid.length + (handFirst ? cards.length : 0);
    const after =
      cancelled.length + heroes.length + note.length + legend.length + (handFirst ? 0 : cards.length);
    const rulesRoom = Math.max(1, budget - bottom.length - above - (after > 0 ? 1 : 0));
    const short = [
      ...compactRules(view, width, rulesRoom, after > 0 ? "" : ": a taller terminal shows"),
      ...cancelled,
    ];
    under = handFirst
      ? [...cards, ...short, ...heroes, ...note, ...legend]
      : [...short, ...cards, ...heroes, ...note, ...legend];
  }
  const top = [...header, title, ...grid, ...under];
  const board = header.length + 1 + grid.length;
  return layOutFrame(
    { title, top, board, log: (room) => logPanel(view, opts, room, width), bottom },
    notes,
    size,
    hint,
  );
}
