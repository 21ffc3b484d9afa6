/**
 * The tooltip of the tile under the mouse, the same on an SVG board and on a canvas one (grid-render.ts):
 * the tile and what stands on it (grid.ts's `tipMarkup`; in play, a minion's card's text too), beside the pointer, following it and the moves
 * made under it, gone off the grid and under a modal chooser (style.css: the page under it is inert). The
 * objects' SVG titles never showed (the objects let the pointer through to the cells, for clicks), and a
 * canvas board has none. On a canvas, the tile under the pointer is lit as an SVG board's cell is on
 * hover. A touch shows none: a tap plays a card or paints.
 */
import type { ObjectView } from "../src/play/view";
import type { GridView } from "./draft-view";
import { CELL } from "./glyphs";
import { type TipSay, tipMarkup } from "./grid";
import { shownView, tileAt } from "./grid-render";

/** Each view's objects by tile (`y * width + x`), in age order, built at the first hover over it. */
const byTile = new WeakMap<GridView, Map<number, ObjectView[]>>();

function objectsAt(view: GridView, x: number, y: number): readonly ObjectView[] {
  let tiles = byTile.get(view);
  if (!tiles) {
    tiles = new Map();
    for (const o of view.objects) {
      const key = o.y * view.width + o.x;
      const list = tiles.get(key);
      if (list) list.push(o);
      else tiles.set(key, [o]);
    }
    byTile.set(view, tiles);
  }
  return tiles.get(y * view.width + x) ?? [];
}

/** Each view's minion cards' texts by card name (`GridView.minionCards`: a game's view and the editor's draft have them). */
const texts = new WeakMap<GridView, Map<string, string>>();

function cardTexts(view: GridView): Map<string, string> {
  let known = texts.get(view);
  if (!known) {
    const cards = view.minionCards ?? [];
    texts.set(view, (known = new Map(cards.map((c) => [c.card, c.text]))));
  }
  return known;
}

/** How far the tooltip stands from the pointer, in CSS pixels (right and below, else left and above). */
const GAP = 16;

export class GridTip {
  /** Where the mouse rests over the grid (client coordinates), or null when it is elsewhere. */
  private point: [number, number] | null = null;

  /** What the rules make each object of the view shown, read once per object and view (`properties`). */
  private props = new WeakMap<GridView, Map<number, readonly string[]>>();

  /**
   * `properties` says what the rules in force make an object of the board shown (YOU, WIN…), read only for
   * the objects of the tile under the pointer; `note`, a line said under them ("" for none: in the editor,
   * why the properties are partial or none while the level has problems).
   */
  constructor(
    private readonly svg: SVGSVGElement,
    private readonly tip: HTMLElement,
    private readonly properties: (o: ObjectView) => readonly string[],
    private readonly note: () => string = () => "",
  ) {
    svg.addEventListener("pointermove", (e) => {
      if (e.pointerType === "touch") return this.leave();
      this.point = [e.clientX, e.clientY];
      this.show();
    });
    svg.addEventListener("pointerleave", () => this.leave());
    // The page scrolled under a resting pointer: the tile under it is another one, told at the next move.
    window.addEventListener("scroll", () => this.leave(), { passive: true });
  }

  /** Says again what stands under the resting pointer (after a move, an undo, an edit). */
  refresh(): void {
    if (this.point) this.show();
  }

  private leave(): void {
    this.point = null;
    this.tip.hidden = true;
    this.light(null);
  }

  private show(): void {
    const [px, py] = this.point!;
    const view = shownView(this.svg);
    const at = tileAt(this.svg, document.elementFromPoint(px, py), px, py);
    this.light(view && at);
    const markup = view && at ? tipMarkup(objectsAt(view, ...at), ...at, this.sayOf(view)) : "";
    if (!markup) {
      this.tip.hidden = true;
      return;
    }
    if (this.tip.innerHTML !== markup) this.tip.innerHTML = markup;
    this.tip.hidden = false;
    const { width, height } = this.tip.getBoundingClientRect();
    const right = px + GAP + width <= innerWidth - 4;
    const below = py + GAP + height <= innerHeight - 4;
    this.tip.style.left = `${Math.max(4, right ? px + GAP : px - GAP - width)}px`;
    this.tip.style.top = `${Math.max(4, below ? py + GAP : py - GAP - height)}px`;
  }

  /** What the tooltip says of `view`'s objects: their properties, a minion's card's text, the note. */
  private sayOf(view: GridView): TipSay {
    return {
      properties: (o) => this.propsOf(view, o),
      cardText: (card) => cardTexts(view).get(card) ?? "",
      note: this.note(),
    };
  }

  private propsOf(view: GridView, o: ObjectView): readonly string[] {
    let known = this.props.get(view);
    if (!known) this.props.set(view, (known = new Map()));
    let props = known.get(o.id);
    if (!props) known.set(o.id, (props = this.properties(o)));
    return props;
  }

  /** On a canvas board, lights the tile under the pointer (an SVG board's cells do it in CSS, `:hover`). */
  private light(at: [number, number] | null): void {
    let rect = this.svg.querySelector<SVGRectElement>("rect.hover");
    if (!rect && at && this.svg.dataset.board === "canvas") {
      rect = document.createElementNS("http://www.w3.org/2000/svg", "rect");
      rect.setAttribute("class", "hover");
      rect.setAttribute("width", String(CELL));
      rect.setAttribute("height", String(CELL));
      this.svg.querySelector("rect.hit")!.after(rect);
    }
    if (!rect) return;
    rect.style.display = at ? "" : "none";
    if (at) {
      rect.setAttribute("x", String(at[0] * CELL));
      rect.setAttribute("y", String(at[1] * CELL));
    }
  }
}
