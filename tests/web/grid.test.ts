/**
 * The grid's drawing (web/grid.ts) and the editor's tile list (web/editor-lists.ts): a tile holding more
 * than STACK_DRAWN objects is drawn as its newest STACK_DRAWN and a count, and listed likewise, so the
 * markup stays small however tall a stack grows; smaller stacks are drawn and listed whole, as before.
 */
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import type { ObjectView } from "../../src/play/view";
import type { GridView } from "../../web/draft-view";
import { tileMarkup } from "../../web/editor-lists";
import { drawnObjects, gridMarkup, gridSummary, STACK_DRAWN, tipMarkup } from "../../web/grid";

const rock = (id: number, x: number, y: number): ObjectView => ({
  id,
  kind: "rock",
  x,
  y,
  word: null,
  minion: null,
  you: false,
});
const word = (id: number, w: string, x: number): ObjectView => ({
  ...rock(id, x, 0),
  kind: `text:${w}`,
  word: w,
});

/** A 6×3 grid: BABA IS YOU, and `n` rocks on tile (3, 2), ids from 3 in age order. */
function stacked(n: number): GridView {
  const rocks = Array.from({ length: n }, (_, i) => rock(3 + i, 3, 2));
  return {
    title: "t",
    width: 6,
    height: 3,
    objects: [word(0, "BABA", 0), word(1, "IS", 1), word(2, "YOU", 2), ...rocks],
  };
}

/** The number of SVG elements in a markup string (its opening tags). */
const elements = (markup: string) => (markup.match(/<[a-z]/g) ?? []).length;

describe("drawing a tall stack", () => {
  it("a stack of 20,000 is drawn with as many elements as a stack of STACK_DRAWN + 1 (bounded)", () => {
    const tall = gridMarkup(stacked(20_000), null);
    expect(elements(tall)).toBe(elements(gridMarkup(stacked(STACK_DRAWN + 1), null)));
    expect(elements(tall)).toBeLessThan(200);
    expect(tall).toContain(">20,000</text>");
    expect(tall).toContain("<title>20,000 objects on (3, 2): the newest 8 are drawn</title>");
  });

  it("the newest STACK_DRAWN objects of a stack are drawn, in age order; other tiles' objects all", () => {
    const view = stacked(100);
    const { drawn, stacks } = drawnObjects(view.objects);
    expect(drawn.map((o) => o.id)).toEqual([
      0,
      1,
      2,
      ...Array.from({ length: STACK_DRAWN }, (_, i) => 103 - STACK_DRAWN + i),
    ]);
    expect(stacks).toEqual([{ x: 3, y: 2, count: 100 }]);
    const markup = gridMarkup(view, null);
    expect(markup).toContain('data-id="102"');
    expect(markup).not.toContain('data-id="3"');
  });

  it("a stack of STACK_DRAWN or fewer is drawn whole, without a count", () => {
    const view = stacked(STACK_DRAWN);
    expect(drawnObjects(view.objects)).toEqual({ drawn: view.objects, stacks: [] });
    const markup = gridMarkup(view, null);
    expect(markup).not.toContain('class="stack"');
    expect((markup.match(/class="obj"/g) ?? []).length).toBe(3 + STACK_DRAWN);
  });
});

describe("the editor's list of a tall stack's entries", () => {
  const level = (n: number): LevelDef => ({
    width: 6,
    height: 3,
    objects: [
      { kind: "baba", x: 0, y: 2 },
      ...Array.from({ length: n }, () => ({ kind: "rock", x: 3, y: 2 })),
    ],
  });

  it("lists the newest STACK_DRAWN entries of a stack of 20,000, after a line counting the others", () => {
    const markup = tileMarkup(level(20_000), [3, 2], []);
    expect((markup.match(/<li>/g) ?? []).length).toBe(STACK_DRAWN);
    expect(markup).toContain(
      `20,000 entries: the oldest ${(20_000 - STACK_DRAWN).toLocaleString("en")} are not listed.`,
    );
    expect(markup).toContain("objects[20000], age 20001 of 20001");
    expect(markup).not.toContain("objects[1],");
  });

  it("lists every entry of a tile with STACK_DRAWN or fewer, without that line", () => {
    const markup = tileMarkup(level(STACK_DRAWN), [3, 2], []);
    expect((markup.match(/<li>/g) ?? []).length).toBe(STACK_DRAWN);
    expect(markup).toContain("objects[1], age 2 of");
    expect(markup).not.toContain("not listed");
  });
});

describe("the tooltip of a tile (the board under the pointer, SVG or canvas)", () => {
  /** The tooltip's text: its heading, then each line. */
  const text = (markup: string) =>
    markup
      .replace(/<\/(b|li|p)>/g, "\n")
      .replace(/<[^>]+>/g, "")
      .trim()
      .split("\n");

  /** What the rules make each object, as the page asks the game (web/main.ts → `propertiesOf`): here given by id. */
  const rulesMake = (props: Readonly<Record<number, readonly string[]>> = {}) => ({
    properties: (o: ObjectView) => props[o.id] ?? [],
  });

  it("names the tile and each object on it, oldest first, as its SVG title does, and which are YOU", () => {
    const baba: ObjectView = { ...rock(7, 3, 2), kind: "baba" }; // YOU by the rules asked, not the view's flag
    const wisp: ObjectView = {
      ...rock(9, 3, 2),
      kind: "wisp",
      minion: { card: "Wisp", attack: 1, health: 2 },
    };
    expect(text(tipMarkup([rock(4, 3, 2), baba, wisp], 3, 2, rulesMake({ 7: ["YOU"] })))).toEqual([
      "Tile (3, 2)",
      "#4 rock",
      "#7 baba YOU",
      "#9 Wisp (1/2)",
    ]);
    expect(text(tipMarkup([word(0, "BABA", 0)], 0, 0, rulesMake()))).toEqual(["Tile (0, 0)", "#0 word BABA"]);
  });

  it("says what the rules make each object when asked (`properties`), in the order given, YOU marked apart", () => {
    const baba: ObjectView = { ...rock(7, 3, 2), kind: "baba" };
    const asked: number[] = [];
    const markup = tipMarkup([rock(4, 3, 2), baba], 3, 2, {
      properties: (o) => {
        asked.push(o.id);
        return o.id === 4 ? ["STOP", "PUSH"] : ["YOU", "WIN"];
      },
    });
    expect(text(markup)).toEqual(["Tile (3, 2)", "#4 rock STOP PUSH", "#7 baba YOU WIN"]);
    expect(markup).toContain('<span class="prop you">YOU</span> <span class="prop">WIN</span>');
    expect(asked).toEqual([4, 7]);
    // A stack asks only for the objects it lists.
    asked.length = 0;
    tipMarkup(stacked(100).objects.slice(3), 3, 2, {
      properties: (o) => {
        asked.push(o.id);
        return [];
      },
    });
    expect(asked).toHaveLength(STACK_DRAWN);
  });

  it("an empty tile has none; a stack lists its newest STACK_DRAWN, after a line counting the others", () => {
    expect(tipMarkup([], 1, 1, rulesMake())).toBe("");
    const lines = text(tipMarkup(stacked(20_000).objects.slice(3), 3, 2, rulesMake()));
    expect(lines).toEqual([
      "Tile (3, 2)",
      `20,000 objects: the oldest ${(20_000 - STACK_DRAWN).toLocaleString("en")} are not listed.`,
      ...Array.from({ length: STACK_DRAWN }, (_, i) => `#${20_003 - STACK_DRAWN + i} rock`),
    ]);
  });

  it("escapes what it shows", () => {
    const odd: ObjectView = { ...rock(1, 0, 0), kind: "<b>" };
    expect(tipMarkup([odd], 0, 0, rulesMake())).toContain("#1 &lt;b&gt;");
  });
});

describe("the board's one-sentence summary (its aria-label)", () => {
  it("counts word tiles in the plural past one, as a screen reader speaks it", () => {
    expect(gridSummary(stacked(2))).toBe("t: 6 by 3 grid with 3 word tiles, 2 rock");
    const one: GridView = { title: "u", width: 2, height: 1, objects: [word(0, "BABA", 0), rock(1, 1, 0)] };
    expect(gridSummary(one)).toBe("u: 2 by 1 grid with 1 word tile, 1 rock");
  });
});
