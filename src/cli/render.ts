/**
 * Drawing a session for the terminal (docs/rules.md §7): the grid as a table of fixed-width cells with
 * coordinates, a legend, the rules in force and cancelled, the hand with each card's text, the heroes,
 * the log of the last action (numbered sentences, or the course's log tree) and a win or loss banner.
 * Pure: a `SessionView` in, a string out.
 */
import { formatExplained } from "../play/explain";
import { remedies } from "../play/game-over";
import { type CardView, type ObjectView, type SessionView, spelledAs } from "../play/view";
import { type GridWindow, wholeGrid } from "./grid-window";
import { labelKey, shortLabels, shortWord } from "./short-words";
import { paint, type Style } from "./style";

/** Options for drawing: colour on or off; the log in the course's format (`raw`) or in sentences (default). */
export interface RenderOptions {
  color: boolean;
  raw?: boolean;
  /** Whether the win or loss banner says what the player can do (false in the replay viewer). */
  hints?: boolean;
}

/** Switches the log between sentences and the course's format (`l`), and says which it now is. */
export function toggleLogFormat(opts: RenderOptions): string {
  opts.raw = !opts.raw;
  return opts.raw
    ? "log: the course's format (l for sentences)\n"
    : "log: sentences (l for the course's format)\n";
}

/** Characters a cell's label may take; each column is this wide plus one space. */
export const CELL = 6;

/** Things drawn with a glyph of their own instead of their name. */
const GLYPHS: Readonly<Record<string, string>> = { wall: "##" };

/** Things drawn in a style of their own; any other thing is drawn as "thing". */
const THING_STYLES: Readonly<Record<string, Style>> = { wall: "wall" };

interface Cell {
  label: string;
  style: Style;
}

/** What follows a thing's name whole in its cell: a minion's Health, nothing for a thing. */
const suffixOf = (o: ObjectView): string => (o.minion === null ? "" : String(o.minion.health));

/** The cell widths an object's label is drawn in: alone on its tile, or on top of a stack (its `+` after). */
const WIDTHS = [CELL, CELL - 1];

const labelled = new WeakMap<readonly ObjectView[], ReadonlyMap<string, string>>();

/**
 * The labels of the things and minions on the grid (`shortLabels`, short-words.ts), kept per array of
 * objects: unique within the grid, so within what a window of it shows; in the objects' order, oldest
 * first, so a minion played keeps every other object's label as it was.
 */
function labelsOf(view: SessionView): ReadonlyMap<string, string> {
  let labels = labelled.get(view.objects);
  if (labels === undefined) {
    const items = view.objects
      .filter((o) => o.word === null && GLYPHS[o.kind] === undefined)
      .map((o) => ({ name: o.kind, suffix: suffixOf(o) }));
    labelled.set(view.objects, (labels = shortLabels(items, WIDTHS)));
  }
  return labels;
}

/**
 * One object's label: a text block's word (its short form among the lexicon's words when it is longer:
 * short-words.ts), a thing's glyph, or a thing's name and a minion's noun then its Health, short when
 * too long (`labelsOf`): cut plainly, two minions of one start shared a label.
 */
function labelOf(o: ObjectView, width: number, view: SessionView): string {
  if (o.word !== null) return shortWord(view.words, o.word, width);
  const glyph = GLYPHS[o.kind];
  if (glyph !== undefined) return glyph.slice(0, width);
  const suffix = suffixOf(o);
  return (
    labelsOf(view).get(labelKey(o.kind, suffix, width)) ?? o.kind.slice(0, width - suffix.length) + suffix
  );
}

function styleOf(o: ObjectView): Style {
  if (o.word !== null) return "text";
  if (o.minion !== null) return "minion";
  if (o.you) return "you";
  return THING_STYLES[o.kind] ?? "thing";
}

/**
 * A tile: empty, its one object, or, when several share it, the one you play (a YOU object, as the
 * engine says) or else the newest, followed by `+`.
 */
function cellOf(stack: readonly ObjectView[], view: SessionView): Cell {
  if (stack.length === 0) return { label: ".", style: "empty" };
  const top = topOf(stack);
  const more = stack.length > 1;
  const label = labelOf(top, more ? CELL - 1 : CELL, view);
  return { label: more ? `${label}+` : label, style: styleOf(top) };
}

/** The object a tile's cell shows: a YOU object (the one you play, as the engine says), else the newest. */
const topOf = (stack: readonly ObjectView[]): ObjectView =>
  stack.findLast((o) => o.you) ?? stack[stack.length - 1];

/** The objects drawn on each tile (key "x,y"), oldest first: HIDE ones are not drawn (docs/rules.md §5.5). */
function stacksOf(view: SessionView): Map<string, ObjectView[]> {
  const stacks = new Map<string, ObjectView[]>();
  for (const o of view.objects) {
    if (o.hidden) continue;
    const key = `${o.x},${o.y}`;
    const stack = stacks.get(key);
    if (stack) stack.push(o);
    else stacks.set(key, [o]);
  }
  return stacks;
}

/** The characters of the y coordinates down the left of a grid whose last row is `lastRow` (at least 2). */
export function rowLabelWidth(lastRow: number): number {
  return Math.max(2, String(lastRow).length);
}

/**
 * The grid with x coordinates along the top and y down the left: the whole grid, or the tiles of
 * `window` (grid-window.ts), each labelled with its own coordinates.
 */
export function renderGrid(
  view: SessionView,
  opts: RenderOptions,
  window: GridWindow = wholeGrid(view),
): string {
  const stacks = stacksOf(view);
  const { x0, y0, columns, rows } = window;
  const label = rowLabelWidth(y0 + rows - 1);
  const xs = Array.from({ length: columns }, (_, i) => String(x0 + i).padEnd(CELL)).join(" ");
  const lines = [paint(`${" ".repeat(label + 2)}${xs}`.trimEnd(), "axis", opts.color)];
  for (let y = y0; y < y0 + rows; y++) {
    const cells: string[] = [];
    for (let x = x0; x < x0 + columns; x++) {
      const c = cellOf(stacks.get(`${x},${y}`) ?? [], view);
      cells.push(paint(c.label, c.style, opts.color) + " ".repeat(Math.max(0, CELL - c.label.length)));
    }
    lines.push(`${paint(String(y).padStart(label), "axis", opts.color)}  ${cells.join(" ")}`.trimEnd());
  }
  return lines.join("\n");
}

/** How many of a tile's objects the legend names; past them it counts the rest. */
export const LEGEND_NAMES = 12;

/** How to read the grid, one line per minion on it, and one per tile holding several objects. */
export function renderLegend(view: SessionView): string {
  const lines = [
    "Legend: UPPER = text, lower = thing, ## = wall, nameN = minion with N Health,",
    "        X+ = X and more objects on the tile, . = empty",
  ];
  for (const o of view.objects) {
    if (o.minion === null || o.hidden) continue;
    const m = o.minion;
    lines.push(
      `  ${labelOf(o, CELL, view).padEnd(CELL)}  ${m.card} ${m.attack}/${m.health} at (${o.x}, ${o.y})`,
    );
  }
  for (const stack of stacksOf(view).values()) {
    if (stack.length < 2) continue;
    const { x, y } = stack[0];
    const named = stack.slice(0, LEGEND_NAMES).map((o) => o.word ?? labelOf(o, CELL, view));
    const rest = stack.length - named.length;
    const names = named.join(", ") + (rest > 0 ? ` and ${rest.toLocaleString("en")} more` : "");
    lines.push(`  ${cellOf(stack, view).label.padEnd(CELL)}  (${x}, ${y}) holds ${names}`);
  }
  return lines.join("\n");
}

/**
 * The words and the names of things and minions on the grid that a cell or the legend shows shortened,
 * each short form once, in the order of their oldest object: `Shortened: BRMBLE = BRAMBLE, DTHRTL =
 * DEATHRATTLE, dthkn = deathknight` (short-words.ts; a minion's label is its name's form then its Health,
 * `dthkn3`); null when every one fits. A word only on a tile of several objects shows in that tile's
 * legend line, whole; a name is said as the legend shows it (`CELL`) and as the top of a stack does.
 */
export function renderShortened(view: SessionView): string | null {
  const said = new Set<string>();
  const items: string[] = [];
  const say = (item: string) => {
    if (said.has(item)) return;
    said.add(item);
    items.push(item);
  };
  const tops = new Set([...stacksOf(view).values()].filter((s) => s.length > 1).map(topOf));
  for (const o of view.objects) {
    if (o.word !== null) {
      if (o.word.length > CELL) say(`${shortWord(view.words, o.word, CELL)} = ${o.word}`);
      continue;
    }
    if (GLYPHS[o.kind] !== undefined) continue;
    const suffix = suffixOf(o);
    for (const width of tops.has(o) ? WIDTHS : [CELL]) {
      const label = labelOf(o, width, view);
      const form = label.slice(0, label.length - suffix.length);
      if (form !== o.kind) say(`${form} = ${o.kind}`);
    }
  }
  return items.length === 0 ? null : `Shortened: ${items.join(", ")}`;
}

/** One card of the hand: `Whirlwind (1 mana spell): Deal 1 damage to ALL minions.` */
export function renderCard(c: CardView): string {
  const stats = c.type === "minion" ? ` ${c.attack}/${c.health}` : "";
  const noun = c.noun ? `, noun ${c.noun}` : "";
  const text = c.text ? `: ${c.text}` : "";
  return `${c.card} (${c.cost} mana${stats} ${c.type}${noun})${text}`;
}

function indent(text: string): string {
  return text
    .split("\n")
    .map((l) => `  ${l}`)
    .join("\n");
}

/** Whether neither undo nor restart can take the game out of its end: the level is lost before its first move. */
function stuck(view: SessionView): boolean {
  return view.waysOut !== null && remedies(view.waysOut).length === 0;
}

/** What the player can still do at the end (game-over.ts): the keys that help, or else another level; and q. */
function endHints(view: SessionView): string {
  const helps = view.waysOut === null || stuck(view) ? ["n: next level"] : remedies(view.waysOut);
  return `  (${[...helps, "q quits"].join(", ")})`;
}

/** The banner shown while the level is won or lost, with what the player can still do. */
export function renderBanner(view: SessionView, opts: RenderOptions): string {
  const pad = (text: string) => (opts.color ? ` ${text} ` : text);
  const hints = opts.hints === false ? "" : endHints(view);
  if (view.won) return `${paint(pad("*** YOU WIN! ***"), "win", opts.color)}${hints}`;
  const lost = stuck(view)
    ? "*** YOU LOST: nothing is YOU at the start ***"
    : "*** YOU LOST: nothing is YOU ***";
  if (view.lost) return `${paint(pad(lost), "loss", opts.color)}${hints}`;
  return "";
}

/** Kept readable: a run of this many plain moves (a turn with many YOU objects) is one line. */
export const MANY_MOVES = 4;

/** Kept readable: at most this many lines of the last action are shown (`why N` explains any line). */
export const LAST_ACTION_LINES = 60;

/** What the course's format says of an action that made no event of the card game (a step, a wait). */
export const NO_CARD_EVENT =
  "(no card events: the course's format logs only those; l shows this action in sentences)";

/**
 * The last action's log: numbered sentences in the log's tree, the card engine's and the grid turn's,
 * which `why N` explains (docs/rules.md §3.11, §5.7), or with `raw` the course's log tree exactly
 * (`NO_CARD_EVENT` when the action made none: the grid's turn alone has no event in that format).
 * A run of `MANY_MOVES` or more moves that pushed and pulled nothing is one line (`5-11. 7 objects
 * moved right: …`), and at most `max` lines are shown (`LAST_ACTION_LINES`). Nothing when the action
 * logged nothing.
 */
export function renderLastAction(view: SessionView, opts: RenderOptions, max = LAST_ACTION_LINES): string[] {
  if (opts.raw) {
    if (view.logTree.trim()) return ["Last action:", indent(view.logTree.trimEnd())];
    // the grid's turn alone (a step, a wait): the course's format has no event for it, which said nothing
    return view.log.length > 0 ? ["Last action:", indent(NO_CARD_EVENT)] : [];
  }
  if (view.log.length === 0) return [];
  const text = formatExplained(view.log, { many: MANY_MOVES, max });
  return ["Last action (why N explains line N):", indent(text.trimEnd())];
}

/** The title line: the level's title and kind. */
export function renderTitle(view: SessionView, opts: RenderOptions): string {
  const kind = view.kind === "baba" ? "Baba level" : "SpellGrid level";
  return paint(`${view.title} (${kind})`, "title", opts.color);
}

/** The rules in force, and those cancelled when there are any, each with the rule that cancelled it. */
export function renderRules(view: SessionView, opts: RenderOptions): string[] {
  const out = [`Rules:     ${view.active.join(", ") || "(none)"}`];
  if (view.cancelled.length > 0) {
    const each = view.cancelled.map(
      (c) =>
        `${paint(spelledAs(c.rule, c.spelled), "cancelled", opts.color)} by ${spelledAs(c.by, c.bySpelled)}`,
    );
    out.push(`Cancelled: ${each.join("; ")}`);
  }
  if (view.bonuses > 0) out.push(`Bonuses:   ${view.bonuses} collected`);
  return out;
}

/** The hand, one numbered card a line, and the heroes' Health (nothing on a pure Baba level). */
export function renderHand(view: SessionView): string[] {
  if (view.kind !== "spellgrid") return [];
  const out = ["Hand:"];
  if (view.hand.length === 0) out.push("  (empty)");
  for (const [i, c] of view.hand.entries()) out.push(`  ${i + 1}. ${renderCard(c)}`);
  const [you, them] = view.heroes;
  if (you && them) out.push(`Heroes:    you ${you.health} Health, opponent ${them.health} Health`);
  return out;
}

/** Everything the player sees after an action (the transcript; a terminal's frame is frame.ts). */
export function renderView(view: SessionView, opts: RenderOptions): string {
  const shortened = renderShortened(view);
  const out = [renderTitle(view, opts), "", renderGrid(view, opts), renderLegend(view)];
  if (shortened !== null) out.push(shortened);
  out.push("");
  out.push(...renderRules(view, opts), ...renderHand(view), ...renderLastAction(view, opts));
  const banner = renderBanner(view, opts);
  if (banner) out.push("", banner);
  return out.join("\n");
}
