/**
 * The grid drawn into the page's SVG (its markup is grid.ts's), writing only what changed since the
 * last draw: the cells when the grid's size changes; each object whose drawing changed (a move, a new
 * Health), in place, while the objects drawn are the same ones in the same order, else all of them; the
 * stacks' counts when they change; the marks and the cursor every time. A move on a 256×256 grid (65,536
 * cells) or among tens of thousands of objects then writes a few elements, not the whole board.
 */
import type { GridView } from "./draft-view";
import { CELL } from "./glyphs";
import {
  cellsMarkup,
  drawnObjects,
  gridSummary,
  MAX_CELL_PX,
  objectMarkup,
  overlayMarkup,
  stackMarkup,
  type TileMark,
} from "./grid";

const SVG_NS = "http://www.w3.org/2000/svg";

/** What a grid shows now: its size, and the objects drawn (ids in drawing order, each one's markup). */
interface Shown {
  size: string;
  ids: number[];
  markup: string[];
  stacks: string;
}

const shownOn = new WeakMap<SVGSVGElement, Shown>();

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** One SVG element made from its markup. */
function element(markup: string): Element {
  const holder = document.createElementNS(SVG_NS, "g");
  holder.innerHTML = markup;
  return holder.firstElementChild!;
}

/** Clears every highlight (`highlight`'s classes). */
function clearHighlights(svg: SVGSVGElement): void {
  svg.querySelectorAll("g.obj.hl, g.obj.hl-rule").forEach((g) => {
    g.classList.remove("hl", "hl-rule");
  });
}

/**
 * Draws the view into the SVG; `cursor` marks the tile being chosen (a card's target or place, the
 * editor's tile), `marks` the tiles the editor flags.
 */
export function renderGrid(
  svg: SVGSVGElement,
  view: GridView,
  cursor: [number, number] | null,
  marks: readonly TileMark[] = [],
): void {
  const size = `${view.width}x${view.height}`;
  let shown = shownOn.get(svg);
  if (shown?.size !== size) {
    svg.setAttribute("viewBox", `0 0 ${view.width * CELL} ${view.height * CELL}`);
    svg.style.maxWidth = `${view.width * MAX_CELL_PX}px`;
    svg.innerHTML = `<g class="cells">${cellsMarkup(view.width, view.height)}</g><g class="objects"></g><g class="stacks"></g><g class="overlay"></g>`;
    shown = { size, ids: [], markup: [], stacks: "" };
  }
  svg.setAttribute("aria-label", gridSummary(view));
  const { drawn, stacks } = drawnObjects(view.objects);
  const ids = drawn.map((o) => o.id);
  const markup = drawn.map(objectMarkup);
  const layer = svg.querySelector("g.objects")!;
  if (sameList(shown.ids, ids)) {
    clearHighlights(svg);
    const els = layer.children;
    for (let i = 0; i < markup.length; i++)
      if (markup[i] !== shown.markup[i]) els[i].replaceWith(element(markup[i]));
  } else layer.innerHTML = markup.join("");
  const counts = stacks.map(stackMarkup).join("");
  if (counts !== shown.stacks) svg.querySelector("g.stacks")!.innerHTML = counts;
  svg.querySelector("g.overlay")!.innerHTML = overlayMarkup(cursor, marks);
  shownOn.set(svg, { size, ids, markup, stacks: counts });
}

/**
 * Highlights the objects with these ids and, apart, the text tiles of rules (`tiles`), clearing every
 * other highlight.
 */
export function highlight(svg: SVGSVGElement, ids: readonly number[], tiles: readonly number[] = []): void {
  clearHighlights(svg);
  for (const [list, name] of [
    [ids, "hl"],
    [tiles, "hl-rule"],
  ] as const)
    for (const id of list) svg.querySelector(`g.obj[data-id="${id}"]`)?.classList.add(name);
}
