/**
 * The grid drawn into the page's SVG (its markup is grid.ts's), writing only what changed since the
 * last draw: the cells when the grid's size changes; each object whose drawing changed (a move, a new
 * Health), in place, while the objects drawn are the same ones in the same order, else all of them; the
 * stacks' counts when they change; the marks and the cursor every time. A move on a 256×256 grid (65,536
 * cells) or among tens of thousands of objects then writes a few elements, not the whole board.
 * A board past `SVG_MOST` elements is drawn on a canvas instead (grid-canvas.ts), whole at each draw; a
 * click on it finds its tile from the point (`tileAt`).
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
import { drawBoard, tilePixels, usesCanvas } from "./grid-canvas";

const SVG_NS = "http://www.w3.org/2000/svg";

/**
 * What a grid shows now: its view (on a canvas, drawn again as the drawings' images load), its size and
 * board, and the objects drawn as SVG (ids in drawing order, each one's markup).
 */
interface Shown {
  size: string;
  view: GridView;
  board: "svg" | "canvas";
  ids: number[];
  markup: string[];
  stacks: string;
}

const shownOn = new WeakMap<SVGSVGElement, Shown>();

/** The view `svg` shows on a canvas board, or null (an SVG board, or none yet). */
function canvasView(svg: SVGSVGElement): GridView | null {
  const shown = shownOn.get(svg);
  return shown?.board === "canvas" ? shown.view : null;
}

const sameList = (a: readonly number[], b: readonly number[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

/** One SVG element made from its markup. */
function element(markup: string): Element {
  const holder = document.createElementNS(SVG_NS, "g");
  holder.innerHTML = markup;
  return holder.firstElementChild!;
}

/** The board's layers on a canvas: the canvas in a `foreignObject`, a target for clicks, then the SVG layers. */
function canvasBoard(svg: SVGSVGElement, width: number, height: number): void {
  svg.innerHTML = `<foreignObject class="board" x="0" y="0" width="${width}" height="${height}"></foreignObject><rect class="hit" x="0" y="0" width="${width}" height="${height}"/><g class="highlights"></g><g class="stacks"></g><g class="overlay"></g>`;
  const canvas = document.createElement("canvas");
  canvas.style.cssText = "display:block;width:100%;height:100%";
  svg.querySelector("foreignObject")!.append(canvas);
}

/** The canvas pixels a tile of `view` is drawn with on `svg` now: as many as the screen shows (`tilePixels`). */
function sizeNow(svg: SVGSVGElement, view: GridView): number {
  const box = svg.getBoundingClientRect();
  return tilePixels(view, Math.min(box.width / view.width, box.height / view.height));
}

/** Draws the canvas of `svg` with its latest view; `data-waiting` says how many objects wait for an image. */
function paintCanvas(svg: SVGSVGElement): void {
  const view = canvasView(svg);
  const canvas = svg.querySelector<HTMLCanvasElement>("foreignObject.board canvas");
  if (!view || !canvas) return;
  const waiting = drawBoard(canvas, view, sizeNow(svg, view), () => repaint(svg));
  svg.dataset.waiting = String(waiting);
}

/** A canvas board shown with more or fewer pixels than it has is drawn again at the next frame. */
function refit(svg: SVGSVGElement): void {
  const view = canvasView(svg);
  const canvas = svg.querySelector<HTMLCanvasElement>("foreignObject.board canvas");
  if (view && canvas && canvas.width !== view.width * sizeNow(svg, view)) repaint(svg);
}

const watched = new WeakSet<SVGSVGElement>();

/**
 * Keeps a canvas board crisp: when the grid is resized (the window, the panels beside it) or the device
 * pixel ratio changes (a zoom, a window moved to a denser screen), it is drawn again at its new size at
 * once, not at the next move; the SVG layers scale by themselves.
 */
function watchScreen(svg: SVGSVGElement): void {
  if (watched.has(svg)) return;
  watched.add(svg);
  new ResizeObserver(() => refit(svg)).observe(svg);
  const ratio = () =>
    matchMedia(`(resolution: ${window.devicePixelRatio}dppx)`).addEventListener(
      "change",
      () => {
        refit(svg);
        ratio();
      },
      { once: true },
    );
  ratio();
}

const repaints = new WeakSet<SVGSVGElement>();

/** Draws the canvas again at the next frame (once however many images load before it). */
function repaint(svg: SVGSVGElement): void {
  if (repaints.has(svg)) return;
  repaints.add(svg);
  requestAnimationFrame(() => {
    repaints.delete(svg);
    paintCanvas(svg);
  });
}

/** Clears every highlight (`highlight`'s classes, or on a canvas its rings). */
function clearHighlights(svg: SVGSVGElement): void {
  const rings = svg.querySelector("g.highlights");
  if (rings) rings.innerHTML = "";
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
  const board = usesCanvas(view) ? "canvas" : "svg";
  const onCanvas = board === "canvas";
  const { width, height } = view;
  const size = `${width}x${height} ${board}`;
  let shown = shownOn.get(svg);
  if (shown?.size !== size) {
    svg.setAttribute("viewBox", `0 0 ${width * CELL} ${height * CELL}`);
    svg.style.setProperty("--grid-most", `${width * MAX_CELL_PX}px`); // style.css's max-width
    if (onCanvas) {
      canvasBoard(svg, width * CELL, height * CELL);
      watchScreen(svg);
    } else
      svg.innerHTML = `<g class="cells">${cellsMarkup(width, height)}</g><g class="objects"></g><g class="stacks"></g><g class="overlay"></g>`;
    svg.dataset.board = board;
    shown = { size, view, board, ids: [], markup: [], stacks: "" };
  }
  svg.setAttribute("aria-label", gridSummary(view));
  const { drawn, stacks } = drawnObjects(view.objects);
  let ids: number[] = [];
  let markup: string[] = [];
  if (onCanvas) clearHighlights(svg);
  else {
    ids = drawn.map((o) => o.id);
    markup = drawn.map(objectMarkup);
    const layer = svg.querySelector("g.objects")!;
    if (sameList(shown.ids, ids)) {
      clearHighlights(svg);
      const els = layer.children;
      for (let i = 0; i < markup.length; i++)
        if (markup[i] !== shown.markup[i]) els[i].replaceWith(element(markup[i]));
    } else layer.innerHTML = markup.join("");
  }
  const counts = stacks.map(stackMarkup).join("");
  if (counts !== shown.stacks) svg.querySelector("g.stacks")!.innerHTML = counts;
  svg.querySelector("g.overlay")!.innerHTML = overlayMarkup(cursor, marks);
  shownOn.set(svg, { size, view, board, ids, markup, stacks: counts });
  if (onCanvas) paintCanvas(svg);
}

/** The view `svg` shows now (its latest `renderGrid`), or null before any. */
export const shownView = (svg: SVGSVGElement): GridView | null => shownOn.get(svg)?.view ?? null;

/**
 * The tile at a point of the page (`target`, the element there): a cell's, or on a canvas board the tile
 * under the point; null off the grid.
 */
export function tileAt(
  svg: SVGSVGElement,
  target: Element | null,
  clientX: number,
  clientY: number,
): [number, number] | null {
  const cell = target?.closest<SVGRectElement>("rect.cell");
  if (cell) return [Number(cell.dataset.x), Number(cell.dataset.y)];
  const view = canvasView(svg);
  const matrix = svg.getScreenCTM();
  if (!view || !matrix || !target?.closest("rect.hit")) return null;
  const p = new DOMPoint(clientX, clientY).matrixTransform(matrix.inverse());
  const [x, y] = [Math.floor(p.x / CELL), Math.floor(p.y / CELL)];
  return x >= 0 && y >= 0 && x < view.width && y < view.height ? [x, y] : null;
}

/**
 * Highlights the objects with these ids and, apart, the text tiles of rules (`tiles`), clearing every
 * other highlight.
 */
export function highlight(svg: SVGSVGElement, ids: readonly number[], tiles: readonly number[] = []): void {
  clearHighlights(svg);
  const view = canvasView(svg);
  if (view) {
    // On a canvas: a ring over each object's tile, in the SVG layer above it.
    const at = new Map(view.objects.map((o) => [o.id, o]));
    const ring = (id: number, name: string) => {
      const o = at.get(id);
      return o
        ? `<rect class="${name}" x="${o.x * CELL + 1}" y="${o.y * CELL + 1}" width="${CELL - 2}" height="${CELL - 2}" rx="6"/>`
        : "";
    };
    svg.querySelector("g.highlights")!.innerHTML =
      ids.map((id) => ring(id, "hl-box")).join("") + tiles.map((id) => ring(id, "hl-box rule")).join("");
    return;
  }
  for (const [list, name] of [
    [ids, "hl"],
    [tiles, "hl-rule"],
  ] as const)
    for (const id of list) svg.querySelector(`g.obj[data-id="${id}"]`)?.classList.add(name);
}
