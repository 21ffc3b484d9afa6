/**
 * The board under the pointer and on screen, alike as SVG and as a canvas (a board past SVG_MOST tiles and
 * objects): a tooltip names what stands on the tile under the mouse, and a canvas board has as many
 * pixels as the screen shows, after a resize and when the device pixel ratio changes.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { SVG_MOST } from "../../web/grid-canvas";
import { encodeLevel } from "../../web/share";
import { newPage, siteForThisFile } from "./browser";

const site = siteForThisFile();

/** BABA IS YOU in the top row and Baba below it, on a grid of the given size. */
const open = (name: string, width: number, height: number): LevelDef => ({
  name,
  width,
  height,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    { kind: "baba", x: 1, y: 2 },
  ],
});

/** The side of a square level drawn on a canvas: its tiles alone are past SVG_MOST. */
const CANVAS_SIDE = Math.ceil(Math.sqrt(SVG_MOST + 1));

/** The page's point at the middle of tile (x, y) of the grid. */
const tilePoint = (page: Page, x: number, y: number) =>
  page.$eval(
    "#grid",
    (svg, [x, y]) => {
      const p = new DOMPoint((x + 0.5) * 40, (y + 0.5) * 40).matrixTransform(
        (svg as SVGSVGElement).getScreenCTM()!,
      );
      return [p.x, p.y] as const;
    },
    [x, y],
  );

/** The tooltip's lines (its heading, then each line), or null while it is hidden. */
const tip = (page: Page) =>
  page.$eval("#grid-tip", (t) =>
    (t as HTMLElement).hidden ? null : Array.from(t.querySelectorAll("b, p, li"), (e) => e.textContent),
  );

describe("the tooltip of the tile under the pointer", () => {
  for (const [board, side] of [
    ["svg", 8],
    ["canvas", CANVAS_SIDE],
  ] as const)
    it(`on a board drawn as ${board}: the tile's objects, following the pointer and the moves; none off the grid`, async () => {
      const page = await newPage(site);
      await page.goto(`${site.base}/#play=${await encodeLevel(open("hover", side, side))}`);
      await page.waitForSelector(`#grid[data-board="${board}"]`);
      expect(await tip(page)).toBeNull();
      await page.mouse.move(...(await tilePoint(page, 1, 2)));
      await expect.poll(() => tip(page)).toEqual(["Tile (1, 2)", "#3 baba YOU"]);
      const box = await page.$eval("#grid-tip", (t) => t.getBoundingClientRect().toJSON());
      const [px, py] = await tilePoint(page, 1, 2);
      expect(box.left).toBeGreaterThan(px); // beside the pointer, not under it
      expect(box.top).toBeGreaterThan(py);
      await page.mouse.move(...(await tilePoint(page, 0, 0)));
      // Text is PUSH by the innate rule TEXT IS PUSH (docs/rules.md §5.2).
      await expect.poll(() => tip(page)).toEqual(["Tile (0, 0)", "#0 word BABA PUSH"]);
      await page.mouse.move(...(await tilePoint(page, 2, 2)));
      await expect.poll(() => tip(page)).toBeNull(); // an empty tile
      // Baba steps onto the tile under the resting pointer: the tooltip says so.
      await page.keyboard.press("d");
      await expect.poll(() => tip(page)).toEqual(["Tile (2, 2)", "#3 baba YOU"]);
      await page.mouse.move(2, 2); // off the grid
      await expect.poll(() => tip(page)).toBeNull();
      await page.close();
    });

  it("says what the rules spelled make each object, in the editor from the level as edited and in play", async () => {
    const page = await newPage(site);
    // BABA IS YOU and FLAG IS WIN, a baba and a flag.
    const level: LevelDef = {
      name: "props",
      width: 6,
      height: 5,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        ...["FLAG", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
        { kind: "baba", x: 1, y: 3 },
        { kind: "flag", x: 4, y: 3 },
      ],
    };
    await page.goto(`${site.base}/#edit=${await encodeLevel(level)}`);
    await page.waitForSelector("#editor:not([hidden])");
    await page.mouse.move(...(await tilePoint(page, 4, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (4, 3)", "#7 flag WIN"]);
    await page.mouse.move(...(await tilePoint(page, 1, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 3)", "#6 baba YOU"]);
    // YOU erased under the tile cursor (moved there by keys): the resting pointer's tooltip says baba is no
    // longer YOU; undone, it is again.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Delete");
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 3)", "#5 baba"]);
    await page.keyboard.press("Control+z");
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 3)", "#6 baba YOU"]);
    // In play, the same.
    await page.keyboard.press("e");
    await page.waitForSelector("#editor", { state: "hidden" });
    await page.mouse.move(...(await tilePoint(page, 4, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (4, 3)", "#7 flag WIN"]);
    await page.close();
  });

  it("in the editor, while the level has problems, says what the rules make the objects left, read without the entries the problems name, and says so", async () => {
    const page = await newPage(site);
    // BABA IS YOU, a misspelt thing on its own tile, a baba
    const level: LevelDef = {
      name: "typo",
      width: 6,
      height: 5,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        { kind: "rokc", x: 4, y: 3 },
        { kind: "baba", x: 1, y: 3 },
      ],
    };
    const note =
      "The level has 1 problem (listed in the editor): this is read as if the 1 entry it names were removed.";
    await page.goto(`${site.base}/#edit=${await encodeLevel(level)}`);
    await page.waitForSelector("#editor:not([hidden])");
    await page.mouse.move(...(await tilePoint(page, 1, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 3)", "#4 baba YOU", note]);
    await page.mouse.move(...(await tilePoint(page, 4, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (4, 3)", "#3 rokc", note]); // the entry left out
    expect(await page.$eval("#rules", (r) => r.textContent)).toContain("BABA IS YOU");
    expect(await page.$eval("#rules", (r) => r.textContent)).toContain(note);
    // the problem erased (Delete under the tile cursor, moved there by keys): the note is gone
    for (const key of [
      "ArrowDown",
      "ArrowDown",
      "ArrowDown",
      "ArrowRight",
      "ArrowRight",
      "ArrowRight",
      "ArrowRight",
    ])
      await page.keyboard.press(key);
    await page.keyboard.press("Delete");
    await page.mouse.move(...(await tilePoint(page, 1, 3)));
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 3)", "#3 baba YOU"]);
    await page.close();
  });

  it("in play, a minion's tooltip says its card's text (what it does is shown nowhere else on the page)", async () => {
    const content = repositoryContent();
    const card = content.cards.find((c) => c.type === "minion" && c.noun && c.text.length > 0)!;
    const level: LevelDef = { ...open("minion", 5, 4), cards: [{ card: card.name, x: 3, y: 2 }], hand: [] };
    const view = viewOf(new Session(level, content));
    const text = view.minionCards[0].text;
    expect(text).not.toBe("");
    const page = await newPage(site);
    await page.goto(`${site.base}/#play=${await encodeLevel(level)}`);
    await page.waitForSelector("#grid g.obj");
    await page.mouse.move(...(await tilePoint(page, 3, 2)));
    await expect
      .poll(() => page.$eval("#grid-tip", (t) => t.querySelector("li .card-text")?.textContent ?? null))
      .toBe(text);
    await page.mouse.move(...(await tilePoint(page, 1, 2)));
    await expect.poll(() => tip(page)).toEqual(["Tile (1, 2)", "#3 baba YOU"]); // a thing has no card
    await page.close();
  });

  it("in the editor, a minion's tooltip says its card's text, as in play", async () => {
    const content = repositoryContent();
    const card = content.cards.find((c) => c.type === "minion" && c.noun && c.text.length > 0)!;
    const level: LevelDef = { ...open("minion", 5, 4), cards: [{ card: card.name, x: 3, y: 2 }], hand: [] };
    const text = viewOf(new Session(level, content)).minionCards[0].text;
    const page = await newPage(site);
    await page.goto(`${site.base}/#edit=${await encodeLevel(level)}`);
    await page.waitForSelector("#editor:not([hidden])");
    await page.mouse.move(...(await tilePoint(page, 3, 2)));
    await expect
      .poll(() => page.$eval("#grid-tip", (t) => t.querySelector("li .card-text")?.textContent ?? null))
      .toBe(text);
    await page.close();
  });

  it("is not shown under a modal chooser (the Graft's), from the moment it opens over the resting pointer", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l2-spliced-corpse`);
    await page.waitForSelector("#grid g.obj");
    const [x, y] = await page.$eval("#grid g.obj title", (t) =>
      /at \((\d+), (\d+)\)/.exec(t.textContent!)!.slice(1).map(Number),
    );
    await page.mouse.move(...(await tilePoint(page, x, y)));
    await expect.poll(() => tip(page)).not.toBeNull();
    // The card played from a script, so the pointer stays on the tile: read in the same task as the chooser
    // opens, before the browser makes up any pointer event for the page gone inert under it.
    const opened = await page.evaluate(() => {
      document.querySelector<HTMLButtonElement>('button.card[data-card="Graft"]')!.click();
      return [
        (document.getElementById("chooser") as HTMLDialogElement).open,
        getComputedStyle(document.getElementById("grid-tip")!).display,
      ];
    });
    expect(opened).toEqual([true, "none"]);
    await page.keyboard.press("Escape"); // Cancel: the tooltip is back at the next move
    await page.waitForFunction(() => !(document.getElementById("chooser") as HTMLDialogElement).open);
    const [px, py] = await tilePoint(page, x, y);
    await page.mouse.move(px + 1, py + 1);
    await expect.poll(() => page.isVisible("#grid-tip")).toBe(true);
    await page.close();
  });

  it("a touch shows none (a tap plays a card, a drag paints in the editor)", async () => {
    const page = await newPage(site, {
      viewport: { width: 640, height: 320 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${site.base}/#play=${await encodeLevel(open("tap", 8, 8))}`);
    await page.waitForSelector("#grid g.obj");
    await page.touchscreen.tap(...(await tilePoint(page, 1, 2)));
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    // A finger drawn across the grid in the editor (it selects the tiles it crosses): pointer moves, by touch.
    const cdp = await page.context().newCDPSession(page);
    const touch = async (type: "touchStart" | "touchMove" | "touchEnd", x: number, y: number) => {
      const [px, py] = await tilePoint(page, x, y);
      await cdp.send("Input.dispatchTouchEvent", {
        type,
        touchPoints: type === "touchEnd" ? [] : [{ x: px, y: py }],
      });
    };
    await touch("touchStart", 1, 2);
    await touch("touchMove", 0, 1);
    await touch("touchMove", 0, 0);
    await expect.poll(() => page.textContent("#ed-tile h3")).toBe("Tile (0, 0)");
    expect(await tip(page)).toBeNull();
    await touch("touchEnd", 0, 0);
    expect(await tip(page)).toBeNull();
    await page.close();
  });
});

describe("a canvas board's pixels", () => {
  /**
   * The canvas's pixels a tile, and the device pixels a tile is shown at (the board, square, fills the
   * smaller side of the grid's box).
   */
  const density = (page: Page) =>
    page.$eval(
      "#grid",
      (svg, side) => {
        const canvas = svg.querySelector("canvas")!;
        const box = svg.getBoundingClientRect();
        return {
          drawn: canvas.width / side,
          shown: (Math.min(box.width, box.height) / side) * devicePixelRatio,
        };
      },
      CANVAS_SIDE,
    );
  /** Whether the canvas has a pixel for each device pixel it is shown on (rounded up a tile). */
  const crisp = async (page: Page) => {
    const { drawn, shown } = await density(page);
    return drawn >= shown && drawn < shown + 1;
  };

  it("match the screen's: at the start, after a resize either way and when the device pixel ratio changes", async () => {
    const page = await newPage(site, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.base}/#play=${await encodeLevel(open("crisp", CANVAS_SIDE, CANVAS_SIDE))}`);
    await page.waitForSelector('#grid[data-board="canvas"][data-waiting="0"]');
    await expect.poll(() => crisp(page)).toBe(true);
    const before = (await density(page)).drawn;
    await page.setViewportSize({ width: 1900, height: 1300 });
    await expect.poll(() => crisp(page)).toBe(true);
    expect((await density(page)).drawn).toBeGreaterThan(before);
    await page.setViewportSize({ width: 900, height: 600 });
    await expect.poll(() => crisp(page)).toBe(true);
    const small = (await density(page)).drawn;
    expect(small).toBeLessThan(before);
    // The window is dragged to a screen of twice the pixel density (and resized there): the canvas gets
    // the pixels of the new ratio. (Headless Chromium sends no event for a ratio changed alone through
    // DevTools, neither the media query's change nor a ResizeObserver's: that path is not tested here.)
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("Emulation.setDeviceMetricsOverride", {
      width: 920,
      height: 620,
      deviceScaleFactor: 2,
      mobile: false,
    });
    await expect.poll(() => page.evaluate(() => devicePixelRatio)).toBe(2);
    await expect.poll(() => crisp(page)).toBe(true);
    expect((await density(page)).drawn).toBeGreaterThan(small * 1.5);
    await page.close();
  });
});

describe("the board in the editor on a wide screen", () => {
  it("stays in sight while the palette scrolls under it: a brush picked far down paints where the board is clicked", async () => {
    const page = await newPage(site, { viewport: { width: 1280, height: 800 } });
    await page.goto(`${site.base}/#edit=${await encodeLevel(open("palette", 9, 7))}`);
    await page.waitForSelector("#editor:not([hidden])");
    const last = page.locator("#editor button.brush").last();
    await last.scrollIntoViewIfNeeded(); // the palette's last brush, below the first screen
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await last.click();
    const box = await page.$eval("#grid", (g) => g.getBoundingClientRect().toJSON());
    expect([box.top >= 0, box.bottom <= 800]).toEqual([true, true]);
    await page.mouse.click(...(await tilePoint(page, 4, 5)));
    await expect.poll(() => page.textContent("#ed-tile h3")).toBe("Tile (4, 5)");
    expect(await page.$$eval("#ed-tile ol.entries li", (l) => l.length)).toBe(1);
    await page.close();
  });
});
