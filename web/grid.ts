/**
 * The grid's SVG markup from the session's view: a clickable cell per tile, then the objects in age
 * order (word tiles, things, minions with their Health). The SVG scales crisply at any size;
 * grid-render.ts writes it into the page.
 *
 * A tile holding more than `STACK_DRAWN` objects is drawn as its newest `STACK_DRAWN` (each is drawn
 * over the older ones, so nothing visible is lost) and a badge with the tile's count: a stack of 20,000
 * is a few dozen elements, not 80,000, so a key press stays fast. Smaller stacks are drawn whole.
 */
import type { ObjectView } from "../src/play/view";
import { esc } from "./dom";
import type { GridView } from "./draft-view";
import { CELL, minionToken, thing, wordTile } from "./glyphs";

/** How one object is drawn (SVG markup in one cell): a minion, a word tile or a thing. */
export function drawing(o: ObjectView): string {
  if (o.minion) return minionToken(o.kind, o.minion.health);
  if (o.word !== null) return wordTile(o.word);
  return thing(o.kind);
}

/** What an object is called, for its tooltip and the summary. */
export function describe(o: ObjectView): string {
  if (o.minion) return `${o.minion.card} (${o.minion.attack}/${o.minion.health})`;
  return o.word !== null ? `word ${o.word}` : o.kind;
}

/** The most objects drawn on one tile; past it, the newest and a count (see the module comment). */
export const STACK_DRAWN = 8;

/** A tile with more objects than are drawn: where, and how many it holds. */
export interface Stack {
  x: number;
  y: number;
  count: number;
}

/**
 * The objects drawn, in age order: none that is HIDE (docs/rules.md §5.5: the game draws it not); on a
 * tile holding more than `STACK_DRAWN` drawn ones, its newest `STACK_DRAWN` only; and those tiles, with
 * their count.
 */
export function drawnObjects(all: readonly ObjectView[]): { drawn: ObjectView[]; stacks: Stack[] } {
  const objects = all.some((o) => o.hidden) ? all.filter((o) => !o.hidden) : all;
  const left = new Map<string, number>();
  for (const o of objects) left.set(`${o.x},${o.y}`, (left.get(`${o.x},${o.y}`) ?? 0) + 1);
  const stacks: Stack[] = [...left]
    .filter(([, count]) => count > STACK_DRAWN)
    .map(([key, count]) => {
      const [x, y] = key.split(",").map(Number);
      return { x, y, count };
    });
  if (stacks.length === 0) return { drawn: [...objects], stacks };
  const drawn = objects.filter((o) => {
    const key = `${o.x},${o.y}`;
    const after = left.get(key)! - 1; // objects on this tile newer than o
    left.set(key, after);
    return after < STACK_DRAWN;
  });
  return { drawn, stacks };
}

/** A stack's badge: the tile's count, bottom left, with a tooltip saying what is drawn. */
export function stackMarkup(s: Stack): string {
  const label = s.count.toLocaleString("en");
  const width = 6 + 5.6 * label.length;
  return `<g class="stack" transform="translate(${s.x * CELL} ${s.y * CELL})"><title>${label} objects on (${s.x}, ${s.y}): the newest ${STACK_DRAWN} are drawn</title>
    <rect x="1" y="${CELL - 13}" width="${width.toFixed(1)}" height="12" rx="6"/>
    <text x="${(1 + width / 2).toFixed(1)}" y="${CELL - 7}" font-size="9" class="badge">${label}</text></g>`;
}

/** One object's markup: a `g.obj` with its id, tooltip and drawing. */
export function objectMarkup(o: ObjectView): string {
  return `<g class="obj" data-id="${o.id}" transform="translate(${o.x * CELL} ${o.y * CELL})">
    <title>#${o.id} ${esc(describe(o))} at (${o.x}, ${o.y})</title>${drawing(o)}
    <rect class="ring" x="1" y="1" width="${CELL - 2}" height="${CELL - 2}" rx="6"/></g>`;
}

/** What a tooltip says of its tile's objects besides their names (`tipMarkup`). */
export interface TipSay {
  /** What the rules in force make an object: YOU, WIN, PUSH… (asked of the game the board stands for, grid-tip.ts). */
  properties: (o: ObjectView) => readonly string[];
  /** The text of a minion's card, by the card's name ("" for none: a card with no text). */
  cardText?: (card: string) => string;
  /** A line under the objects (why the properties are partial or none), "" for none. */
  note?: string;
}

/**
 * The tooltip of tile (x, y) holding `objects` (in age order): the tile, then each object as its SVG title
 * names it (`describe`), oldest first, with what the rules in force make it (`say.properties`) and, for a
 * minion, its card's text under it (`say.cardText`); a tile holding more than `STACK_DRAWN` lists its newest
 * `STACK_DRAWN` after a line counting the others, as the editor's tile panel does; then `say.note`, when
 * there is one. An empty tile has none ("").
 */
export function tipMarkup(objects: readonly ObjectView[], x: number, y: number, say: TipSay): string {
  const { properties, cardText, note = "" } = say;
  if (objects.some((o) => o.hidden)) objects = objects.filter((o) => !o.hidden); // HIDE: not shown (rules §5.1)
  if (objects.length === 0) return "";
  const older = Math.max(0, objects.length - STACK_DRAWN);
  const count = older
    ? `<p>${objects.length.toLocaleString("en")} objects: the oldest ${older.toLocaleString("en")} are not listed.</p>`
    : "";
  const items = objects.slice(older).map((o) => {
    const props = properties(o).map(
      (p) => ` <span class="prop${p === "YOU" ? " you" : ""}">${esc(p)}</span>`,
    );
    const text = o.minion && cardText ? cardText(o.minion.card) : "";
    const card = text ? `<span class="card-text">${esc(text)}</span>` : "";
    return `<li>#${o.id} ${esc(describe(o))}${props.join("")}${card}</li>`;
  });
  const said = note ? `<p class="note">${esc(note)}</p>` : "";
  return `<b>Tile (${x}, ${y})</b>${count}<ul>${items.join("")}</ul>${said}`;
}

/**
 * A one-sentence summary of the grid for screen readers: its size and how many of each it holds, "3 word
 * tiles" (the studio's own words, in the plural past one), a thing by its kind and a minion by its card.
 */
export function gridSummary(view: GridView): string {
  const counts = new Map<string, number>();
  for (const o of view.objects) {
    const key = o.minion ? o.minion.card : o.word !== null ? "word tile" : o.kind;
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const parts = [...counts].map(([k, n]) => `${n} ${k}${k === "word tile" && n > 1 ? "s" : ""}`);
  return `${view.title}: ${view.width} by ${view.height} grid with ${parts.join(", ")}`;
}

/** The largest a tile is drawn, in CSS pixels (a small level is not blown up to the page's width). */
export const MAX_CELL_PX = 72;

/** A tile marked on the grid: `problem` (the editor found one there). */
export interface TileMark {
  x: number;
  y: number;
  type: "problem";
  title: string;
}

function markMarkup(m: TileMark): string {
  return `<g class="mark ${m.type}" transform="translate(${m.x * CELL} ${m.y * CELL})"><title>${esc(m.title)}</title>
    <rect x="1.5" y="1.5" width="${CELL - 3}" height="${CELL - 3}" rx="4"/><circle cx="${CELL - 8}" cy="8" r="6.5"/>
    <text x="${CELL - 8}" y="8.5" font-size="10" class="badge">!</text></g>`;
}

/** The SVG markup of a grid's cells: one clickable `rect.cell` per tile. */
export function cellsMarkup(width: number, height: number): string {
  const cells: string[] = [];
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++)
      cells.push(
        `<rect class="cell" data-x="${x}" data-y="${y}" x="${x * CELL}" y="${y * CELL}" width="${CELL}" height="${CELL}"/>`,
      );
  return cells.join("");
}

/** The SVG markup of what stands on the grid: the objects drawn (`drawnObjects`) and the stacks' counts. */
export function objectsMarkup(view: GridView): string {
  const { drawn, stacks } = drawnObjects(view.objects);
  return drawn.map(objectMarkup).join("") + stacks.map(stackMarkup).join("");
}

/** The SVG markup drawn over the objects: the editor's marks, then the cursor. */
export function overlayMarkup(cursor: [number, number] | null, marks: readonly TileMark[] = []): string {
  const mark = cursor
    ? `<rect class="cursor" x="${cursor[0] * CELL + 2}" y="${cursor[1] * CELL + 2}" width="${CELL - 4}" height="${CELL - 4}" rx="4"/>`
    : "";
  return marks.map(markMarkup).join("") + mark;
}

/** The SVG markup of the whole view: its cells, its objects, then the marks and the cursor. */
export function gridMarkup(
  view: GridView,
  cursor: [number, number] | null,
  marks: readonly TileMark[] = [],
): string {
  return cellsMarkup(view.width, view.height) + objectsMarkup(view) + overlayMarkup(cursor, marks);
}
