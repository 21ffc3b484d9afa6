/**
 * A large level's board drawn on a canvas (grid-render.ts decides when: `usesCanvas`). As SVG, each tile
 * is a cell element and each object a group of a few more: a 250×240 level full of walls made some
 * 300,000 elements, about 9 s to show and 1.5 s a key. Here the board is one canvas inside the grid's SVG
 * (a `foreignObject` filling the grid's viewBox, so the page lays it out and scales it as the SVG), each
 * object drawn as a bitmap of its SVG drawing (grid.ts's `drawing`, rasterized once per drawing and tile
 * size); the stacks' counts, the highlights, the marks and the cursor stay SVG over it, being few.
 */
import type { ObjectView } from "../src/play/view";
import type { GridView } from "./draft-view";
import { CELL } from "./glyphs";
import { drawing, drawnObjects } from "./grid";

/**
 * The most elements a board is drawn with as SVG: its tiles and the objects drawn. Past it the board is a
 * canvas (a 100×100 grid, 10,000 tiles, stays SVG, each tile and object an element tests and tools read).
 */
export const SVG_MOST = 20_000;

/** Whether `view` is drawn on a canvas (see `SVG_MOST`). */
export function usesCanvas(view: GridView): boolean {
  return view.width * view.height + view.objects.length > SVG_MOST;
}

/** The text styles of the drawings (style.css's `#grid text…` rules), for a drawing rasterized alone. */
const GLYPH_STYLE =
  'text{font-family:ui-monospace,"DejaVu Sans Mono",monospace;font-weight:700;text-anchor:middle;dominant-baseline:central}' +
  ".word,.badge.dark{fill:#101418}.noun,.badge{fill:#fff}";

/** Each drawing's image (an SVG of it), by its markup: loading, then ready. */
const images = new Map<string, { image: HTMLImageElement; ready: boolean }>();
/** Each drawing's bitmap at a tile size, by `size|markup`. */
const bitmaps = new Map<string, HTMLCanvasElement>();

/** The most canvas pixels on a side (a 256-tile grid gets 16 pixels a tile at most). */
const MOST_PIXELS = 4096;

/**
 * The bitmap of `markup` at `size` pixels, or null while its image loads (then `loaded` is called once it
 * is ready, for the board to be drawn again).
 */
function bitmap(markup: string, size: number, loaded: () => void): HTMLCanvasElement | null {
  const key = `${size}|${markup}`;
  const made = bitmaps.get(key);
  if (made) return made;
  let entry = images.get(markup);
  if (!entry) {
    const image = new Image();
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${CELL}" height="${CELL}" viewBox="0 0 ${CELL} ${CELL}"><style>${GLYPH_STYLE}</style>${markup}</svg>`;
    const made: { image: HTMLImageElement; ready: boolean } = { image, ready: false };
    entry = made;
    images.set(markup, made);
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
    void image.decode().then(
      () => {
        made.ready = true;
        loaded();
      },
      () => images.delete(markup), // tried again at the next draw
    );
  }
  if (!entry.ready) return null;
  const canvas = document.createElement("canvas");
  canvas.width = size;
  canvas.height = size;
  canvas.getContext("2d")!.drawImage(entry.image, 0, 0, size, size);
  bitmaps.set(key, canvas);
  return canvas;
}

/**
 * The tile size in canvas pixels for a board whose tiles are shown `shownTile` CSS pixels wide: the device
 * pixels a tile covers (rounded up, so the canvas is never scaled up and blurred), capped.
 */
export function tilePixels(view: GridView, shownTile: number): number {
  const wanted = Math.ceil(shownTile * (window.devicePixelRatio || 1));
  const most = Math.floor(MOST_PIXELS / Math.max(view.width, view.height));
  return Math.max(2, Math.min(wanted || 8, CELL, most));
}

/**
 * Draws the objects of `view` on `canvas` at `size` pixels a tile (the tiles' lines too, when a tile is
 * large enough to show them). Returns how many objects wait for their drawing's image (`loaded` is called
 * as each image is ready).
 */
export function drawBoard(
  canvas: HTMLCanvasElement,
  view: GridView,
  size: number,
  loaded: () => void,
): number {
  if (canvas.width !== view.width * size || canvas.height !== view.height * size) {
    canvas.width = view.width * size;
    canvas.height = view.height * size;
  }
  const ctx = canvas.getContext("2d")!;
  ctx.clearRect(0, 0, canvas.width, canvas.height);
  if (size >= 8) {
    ctx.strokeStyle = "#1c2229";
    ctx.lineWidth = 1;
    ctx.beginPath();
    for (let x = 0; x <= view.width; x++) {
      ctx.moveTo(x * size + 0.5, 0);
      ctx.lineTo(x * size + 0.5, canvas.height);
    }
    for (let y = 0; y <= view.height; y++) {
      ctx.moveTo(0, y * size + 0.5);
      ctx.lineTo(canvas.width, y * size + 0.5);
    }
    ctx.stroke();
  }
  let waiting = 0;
  const markups = new Map<ObjectView["kind"], string>(); // a thing's drawing by kind: most objects are things
  for (const o of drawnObjects(view.objects).drawn) {
    let markup = o.minion || o.word !== null ? undefined : markups.get(o.kind);
    if (markup === undefined) {
      markup = drawing(o);
      if (!o.minion && o.word === null) markups.set(o.kind, markup);
    }
    const b = bitmap(markup, size, loaded);
    if (b) ctx.drawImage(b, o.x * size, o.y * size);
    else waiting++;
  }
  return waiting;
}
