/**
 * SpellGrid Studio in Chromium as a careless or hostile user meets it: the largest grid a level may be,
 * another level picked while the solver works, the play keys after a control was used (the level picker,
 * the file input), the editor by keyboard alone, play keys in the step-through viewer, a narrow window
 * and a size field left empty. Each test is a few seconds; any console error fails the test that caused it.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { showValue } from "../../src/content/problems";
import type { LevelDef } from "../../src/harness";
import { handOf, resolveAction } from "../../src/play/hand-input";
import { readAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { SVG_MOST } from "../../web/grid-canvas";
import { encodeLevel } from "../../web/share";
import { VIEWER_REFUSAL } from "../../web/viewer-ui";
import { newPage, siteForThisFile } from "./browser";
import { fullLevel } from "./full-level";

const site = siteForThisFile();

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? "";

/** A page the size of a phone on its side (640×320), with touch. */
const phonePage = () =>
  newPage(site, { viewport: { width: 640, height: 320 }, hasTouch: true, isMobile: true });

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

describe("the largest grid", () => {
  // A 256×256 level (LEVEL_LIMITS) took 2-4 s a key when every redraw made its 65,536 cells again; a
  // 100×100 one shows the same rule in a fraction of the time.
  it("a move on a 100×100 level redraws what stands on the grid, not its 10,000 cells", async () => {
    const page = await newPage(site);
    const [width, height] = [100, 100];
    await page.goto(`${site.base}/#play=${await encodeLevel(open("vast", width, height))}`);
    await page.waitForSelector("#grid g.obj");
    expect(await page.$$eval("#grid rect.cell", (c) => c.length)).toBe(width * height);
    // A mark on one cell element: it survives a move only if the cells were not made again.
    await page.$eval('#grid rect.cell[data-x="9"][data-y="9"]', (c) => c.setAttribute("data-kept", "1"));
    await page.keyboard.press("d");
    expect(await text(page, "#message")).toBe("Stepped right.");
    expect(await page.$$eval("#grid g.obj title", (t) => t.map((x) => x.textContent))).toContain(
      "#3 baba at (2, 2)",
    );
    expect(await page.$$eval("#grid rect.cell[data-kept]", (c) => c.length)).toBe(1);
    // A new size makes the cells again, as many as the new grid has.
    await page.keyboard.press("e");
    await page.fill("#ed-width", "4");
    await page.press("#ed-width", "Tab");
    expect(await page.$$eval("#grid rect.cell", (c) => c.length)).toBe(4 * height);
    expect(await page.$$eval("#grid rect.cell[data-kept]", (c) => c.length)).toBe(0);
    await page.close();
  });

  it("a board past SVG_MOST elements is a canvas: each tile painted with what stands on it; a click in play or in the editor finds the tile under the pointer", async () => {
    const page = await newPage(site);
    const minion = repositoryContent().cards.find((c) => c.type === "minion" && c.noun !== undefined)!.name;
    const side = Math.ceil(Math.sqrt(SVG_MOST + 1)); // its tiles alone are past SVG_MOST
    await page.goto(
      `${site.base}/#play=${await encodeLevel({ ...open("canvas", side, side), hand: [minion] })}`,
    );
    await page.waitForSelector('#grid[data-board="canvas"][data-waiting="0"]');
    expect(await page.$$eval("#grid rect.cell, #grid g.obj", (e) => e.length)).toBe(0);
    expect(await page.getAttribute("#grid", "aria-label")).toBe(
      `canvas: ${side} by ${side} grid with 3 word tiles, 1 baba`,
    );
    /** Whether anything is painted on tile (x, y) of the canvas (an empty tile is left clear). */
    const painted = (x: number, y: number) =>
      page.$eval(
        "#grid canvas",
        (c, [x, y, n]) => {
          const size = (c as HTMLCanvasElement).width / n;
          const pixels = (c as HTMLCanvasElement)
            .getContext("2d")!
            .getImageData(x * size, y * size, size, size);
          return pixels.data.some((v, i) => i % 4 === 3 && v > 0);
        },
        [x, y, side],
      );
    expect([await painted(1, 2), await painted(2, 2), await painted(1, 0)]).toEqual([true, false, true]);
    await page.keyboard.press("d");
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.waitForSelector('#grid[data-waiting="0"]');
    expect([await painted(1, 2), await painted(2, 2)]).toEqual([false, true]);
    /** Clicks the middle of tile (x, y) where the page shows it. */
    const clickTile = (x: number, y: number) =>
      page
        .$eval(
          "#grid",
          (svg, [x, y]) => {
            const p = new DOMPoint((x + 0.5) * 40, (y + 0.5) * 40).matrixTransform(
              (svg as SVGSVGElement).getScreenCTM()!,
            );
            return [p.x, p.y];
          },
          [x, y],
        )
        .then(([px, py]) => page.mouse.click(px, py));
    await page.click(`button.card[data-card="${minion}"]`);
    await clickTile(7, 5);
    expect(await text(page, "#message")).toBe(`Played ${minion} at (7, 5).`);
    await page.waitForSelector('#grid[data-waiting="0"]');
    expect(await painted(7, 5)).toBe(true);
    // The editor: a click with the Select tool picks the tile under the pointer.
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    await clickTile(9, 11);
    expect(await text(page, "#ed-tile h3")).toBe("Tile (9, 11)");
    await page.close();
  });

  it("a move among thousands of objects draws again the one that moved, not the others", async () => {
    const page = await newPage(site);
    const crowd = open("crowd", 60, 60);
    for (let i = 0; i < 3000; i++)
      crowd.objects.push({ kind: "rock", x: i % 60, y: 10 + Math.floor(i / 60) });
    await page.goto(`${site.base}/#play=${await encodeLevel(crowd)}`);
    await page.waitForSelector("#grid g.obj");
    await page.$$eval("#grid g.obj", (gs) => {
      for (const g of gs) g.setAttribute("data-kept", "1");
    });
    await page.keyboard.press("d");
    expect(await text(page, "#message")).toBe("Stepped right.");
    const fresh = await page.$$eval("#grid g.obj:not([data-kept]) title", (t) => t.map((x) => x.textContent));
    expect(fresh).toEqual(["#3 baba at (2, 2)"]);
    expect(await page.$$eval("#grid g.obj[data-kept]", (g) => g.length)).toBe(3003);
    await page.close();
  });

  it("the editor's cursor moves over thousands of objects without drawing them again", async () => {
    const page = await newPage(site);
    const crowd = open("crowd", 60, 60);
    for (let i = 0; i < 3000; i++)
      crowd.objects.push({ kind: "rock", x: i % 60, y: 10 + Math.floor(i / 60) });
    await page.goto(`${site.base}/#edit=${await encodeLevel(crowd)}`);
    await page.waitForSelector("#grid g.obj");
    const kept = () => page.$$eval("#grid g.obj[data-kept]", (g) => g.length);
    await page.$eval("#grid g.obj", (g) => g.setAttribute("data-kept", "1"));
    for (const key of ["ArrowRight", "ArrowDown", "ArrowDown"]) await page.keyboard.press(key);
    expect(await text(page, "#ed-tile h3")).toBe("Tile (1, 2)");
    expect(
      await page.$$eval("#grid rect.cursor", (c) => c.map((r) => [r.getAttribute("x"), r.getAttribute("y")])),
    ).toEqual([["42", "82"]]);
    expect(await kept()).toBe(1);
    // An edit changes what stands on the grid: the objects are drawn again.
    await page.keyboard.press("Delete");
    expect(await text(page, "#ed-message")).toBe("Erased the tile's newest entry.");
    expect(await kept()).toBe(0);
    await page.close();
  });
});

describe("a fresh page", () => {
  const HOW = "arrows or WASD move, Space waits a turn, U undoes, R restarts.";
  const PLAY_A_CARD = "Click a card in the hand to play it (or press C to reach the hand, then Enter).";

  it("C takes the keyboard to the hand's first card, where Enter plays it; on a level with no hand C does nothing", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#hand button.card");
    expect(await text(page, "#message")).toContain(PLAY_A_CARD);
    const first = await page.getAttribute("#hand button.card >> nth=0", "data-card");
    await page.keyboard.press("c");
    expect(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.card)).toBe(first);
    await page.keyboard.press("Enter");
    expect(await text(page, "#message")).toBe(`Cast ${first}.`);
    await page.goto(`${site.base}/#play=${await encodeLevel(open("tiny", 4, 4))}`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("c");
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe("BODY");
    await page.close();
  });

  it("says which level is open and how to play it; R and U before the first move change nothing and say so calmly", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/`);
    await page.waitForSelector("#grid g.obj");
    const title = await text(page, "#title");
    const cards = (await page.$$("#hand button.card")).length;
    const welcome = `Playing ${title}: ${HOW}${cards > 0 ? ` ${PLAY_A_CARD}` : ""}`;
    expect(await text(page, "#message")).toBe(welcome);
    expect([await page.isHidden("#error"), await page.isHidden("#banner")]).toEqual([true, true]);
    expect(await text(page, "#log p")).toBe("(no move yet: each move's log shows here)");
    const board = () => page.$$eval("#grid g.obj title", (t) => t.map((x) => x.textContent));
    const before = await board();
    await page.keyboard.press("r");
    expect(await text(page, "#message")).toBe(`Already at the start of ${title}: nothing to restart.`);
    // Nothing was restarted, so there is nothing for undo to take back: said as R says it, in the
    // message line, in its muted colour; no red error box.
    await page.keyboard.press("u");
    expect(await text(page, "#message")).toBe(`Already at the start of ${title}: nothing to undo.`);
    expect(await page.isHidden("#error")).toBe(true);
    expect(await page.$eval("#message", (m) => getComputedStyle(m).color)).toBe("rgb(184, 193, 204)");
    expect(await board()).toEqual(before);
    // The Undo button and the touch pad's say the same.
    await page.click("#undo");
    expect([await text(page, "#message"), await page.isHidden("#error")]).toEqual([
      `Already at the start of ${title}: nothing to undo.`,
      true,
    ]);
    await page.close();
  });

  it("a level with no hand says nothing of cards; after a move, R restarts and U takes the restart back", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/#play=${await encodeLevel(open("tiny", 4, 4))}`);
    await page.waitForSelector("#grid g.obj");
    expect(await text(page, "#message")).toBe(`Playing tiny: ${HOW}`);
    await page.keyboard.press("d");
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.keyboard.press("r");
    expect(await text(page, "#message")).toBe("Restarted (U undoes it).");
    expect(await page.$$eval("#grid g.obj title", (t) => t.map((x) => x.textContent))).toContain(
      "#3 baba at (1, 2)",
    );
    await page.keyboard.press("u");
    expect(await page.$$eval("#grid g.obj title", (t) => t.map((x) => x.textContent))).toContain(
      "#3 baba at (2, 2)",
    );
    // The undo says what it took back: the restart (not a bare "Undone.").
    expect(await text(page, "#message")).toBe("Undone: the restart (back to the game before it).");
    await page.keyboard.press("u");
    expect(await text(page, "#message")).toBe("Undone: d.");
    await page.close();
  });
});

describe("the solver and another level", () => {
  it("a search or a result for another level is named as such, and its script is not shown", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.click("#solve");
    await page.waitForSelector("#solution:not([hidden])");
    const picker = page.locator("#level");
    await picker.selectOption("baba-sink");
    expect(await text(page, "#solve-status")).toMatch(
      /^solvable in \d+ actions \([\d,]+ states explored in \d+ ms\) That was Double-Tap, not the level open: solve again\.$/,
    );
    expect(await page.isHidden("#solution")).toBe(true);
    // While it runs: an open grid with no WIN searches far longer than it takes to pick a level.
    const words = ["ROCK", "IS", "PUSH", "KEKE", "WALL", "FLAG", "IS", "AND"];
    const vast = open("vast", 10, 10);
    vast.objects.push(
      ...words.map((w, i) => ({ kind: `text:${w}`, x: 1 + (i % 4) * 2, y: 3 + Math.floor(i / 4) * 3 })),
    );
    await page.goto(`${site.base}/#play=${await encodeLevel(vast)}`);
    await page.waitForSelector("#grid g.obj");
    await page.fill("#budget", "lots");
    await page.press("#budget", "Enter"); // Enter in the field solves, as the button does
    expect(await text(page, "#solve-status")).toBe(
      'the state budget must be a whole number from 1 to 5,000,000, not "lots"',
    );
    await page.fill("#budget", "5000000");
    await page.press("#budget", "Enter");
    await picker.selectOption("baba-sink");
    expect(await text(page, "#solve-status")).toMatch(
      /^Exploring… [\d,]+ states of at most 5,000,000 \(in vast, not the level open\)\.$/,
    );
    await page.click("#cancel-solve");
    await page.close();
  });
});

describe("the play keys after a control was used", () => {
  it("a level picked in the picker, or a file opened, leaves the arrows and WASD to the game", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.focus("#level");
    await page.keyboard.press("ArrowDown"); // the focused picker's own key: the next level
    await page.waitForFunction(() => location.search === "?level=l2-spliced-corpse");
    for (const key of ["ArrowDown", "d"]) {
      await page.keyboard.press(key);
      expect(await text(page, "#title")).toBe("Spliced Corpse");
    }
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.focus("#file");
    await page.setInputFiles("#file", {
      name: "small.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(open("small", 3, 3))),
    });
    await page.waitForFunction(() => document.querySelector("#title")?.textContent === "small");
    await page.keyboard.press("ArrowRight");
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.close();
  });

  it("Share leaves them to the game: the arrows once the link is copied; WASD and E while it waits, selected, to be copied by hand", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/#play=${await encodeLevel(open("shared", 5, 5))}`);
    await page.click("#share");
    await expect.poll(() => text(page, "#message")).toMatch(/^Share link copied/);
    await page.keyboard.press("ArrowRight");
    expect(await text(page, "#message")).toBe("Stepped right.");
    // A browser that refuses the clipboard: the link is selected, for Ctrl+C; a letter is still the game's.
    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new Error("refused"));
    });
    await page.reload();
    await page.waitForSelector("#grid g.obj");
    await page.click("#share");
    await expect
      .poll(() => text(page, "#message"))
      .toBe("Share link below: copy it (it opens the level in play).");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("share-url");
    await page.keyboard.press("d");
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    await page.close();
  });
});

describe("the share link", () => {
  it("is shown only while it opens the level on screen: gone when another level opens or the level is edited", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.click("#share");
    await expect.poll(() => text(page, "#message")).toMatch(/^Share link copied/);
    expect(await page.isVisible("#share-url")).toBe(true);
    await page.keyboard.press("d"); // a move changes not the level: the link still opens it
    expect(await page.isVisible("#share-url")).toBe(true);
    await page.selectOption("#level", "l2-spliced-corpse");
    await page.waitForFunction(() => location.search === "?level=l2-spliced-corpse");
    expect(await page.isVisible("#share-url")).toBe(false);
    await page.click("#share");
    await expect.poll(() => page.isVisible("#share-url")).toBe(true);
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    expect(await page.isVisible("#share-url")).toBe(true); // the same level, unchanged
    await page.keyboard.press("Delete"); // erases the tile under the cursor's newest entry
    expect(await text(page, "#ed-message")).toBe("Erased the tile's newest entry.");
    expect(await page.isVisible("#share-url")).toBe(false);
    await page.close();
  });
});

describe("the editor by keyboard alone", () => {
  it("a brush picked with Enter hands focus to the grid, where Space paints; a new tool clears an old error", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.keyboard.press("e");
    // Undo and redo with nothing to take back say so calmly (no "bad" class: not in red).
    await page.keyboard.press("u");
    expect(await text(page, "#ed-message")).toBe("Already at the oldest edit: nothing to undo.");
    await page.keyboard.press("Control+y");
    expect(await text(page, "#ed-message")).toBe("Already at the newest edit: nothing to redo.");
    expect(await page.getAttribute("#ed-message", "class")).toBe("ed-message");
    await page.focus('[data-tool="word:WIN"]');
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("grid");
    expect(await text(page, "#ed-message")).toBe(
      "Tool: text WIN. Click or drag on the grid (or the arrows, then Enter or Space).",
    );
    for (const key of ["ArrowRight", "ArrowDown", "ArrowDown", "ArrowDown"]) await page.keyboard.press(key);
    await page.keyboard.press(" ");
    expect(await text(page, "#ed-message")).toBe("Painted text WIN on (1, 3).");
    expect(await text(page, "#ed-tile")).toContain("text:WIN");
    // A size field left empty says so (a number input holding no number reads as empty, not 0).
    await page.fill("#ed-width", "");
    await page.press("#ed-width", "Tab");
    expect(await text(page, "#ed-message")).toBe(
      "width must be a whole number from 1 to 256, and its field is empty",
    );
    expect(await page.getAttribute("#ed-message", "class")).toBe("ed-message bad");
    // A new tool clears the error.
    await page.focus('[data-tool="word:WIN"]');
    await page.keyboard.press("Enter");
    expect(await text(page, "#ed-message")).toBe(
      "Tool: text WIN. Click or drag on the grid (or the arrows, then Enter or Space).",
    );
    expect(await page.getAttribute("#ed-message", "class")).toBe("ed-message");
    await page.close();
  });

  it("at 800×600, E from the editor (scrolled down to its palette) plays with the board and the hand in the first screen", async () => {
    const page = await newPage(site, { viewport: { width: 800, height: 600 } });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("e");
    // A brush far down the palette, picked by the keyboard: the page scrolls down to it.
    await page.locator("#editor button.brush").last().focus();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Enter");
    expect(await text(page, "#ed-message")).toMatch(/^Painted /);
    expect(await page.evaluate(() => scrollY)).toBeGreaterThan(0);
    await page.keyboard.press("e");
    await page.waitForSelector("#hand button.card");
    const inFirstScreen = (s: string) =>
      page.$eval(s, (e) => {
        const b = e.getBoundingClientRect();
        return b.top >= 0 && b.bottom <= innerHeight;
      });
    expect([await inFirstScreen("#grid"), await inFirstScreen("#hand button.card")]).toEqual([true, true]);
    await page.close();
  });

  it("the palette is one Tab stop a group, however many words there are: the arrows, Home and End move among its brushes", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    const focused = () =>
      page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tool ?? "");
    // Each group's brushes, as drawn (read from the page: a word added to the lexicon is one more).
    const group = (n: number) =>
      page.$$eval(
        "#editor details.palette",
        (ds, i) =>
          Array.from(ds[i].querySelectorAll<HTMLElement>("button.brush"), (b) => b.dataset.tool ?? ""),
        n,
      );
    const [words, things] = [await group(0), await group(1)];
    // Tab from the Erase tool: the Text heading, its first brush, then on to the Things heading.
    await page.focus('[data-tool="erase"]');
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(words[0]);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(`Things (${things.length})`);
    await page.keyboard.press("Shift+Tab");
    expect(await focused()).toBe(words[0]);
    // The arrows move in the group, not the tile cursor.
    const cursor = await text(page, "#ed-tile");
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(words[1]);
    await page.keyboard.press("End");
    expect(await focused()).toBe(words.at(-1));
    await page.keyboard.press("ArrowRight");
    expect(await focused()).toBe(words.at(-1));
    await page.keyboard.press("Home");
    expect(await focused()).toBe(words[0]);
    await page.keyboard.press("ArrowDown");
    const below = await focused();
    const [top, lower] = await Promise.all(
      [words[0], below].map(async (t) => (await page.locator(`[data-tool="${t}"]`).boundingBox())!.y),
    );
    expect(lower).toBeGreaterThan(top);
    await page.keyboard.press("ArrowUp");
    expect(await focused()).toBe(words[0]);
    expect(await text(page, "#ed-tile")).toBe(cursor);
    // Enter picks the brush focused; back in the palette, Tab enters the group on the brush picked.
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("grid");
    expect(await page.getAttribute(`[data-tool="${words[1]}"]`, "aria-pressed")).toBe("true");
    await page.focus('[data-tool="erase"]');
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    expect(await focused()).toBe(words[1]);
    // The level's name field is a few Tabs past the palette, not one Tab a brush.
    let tabs = 0;
    while ((await page.evaluate(() => document.activeElement?.id)) !== "ed-name" && tabs < 40) {
      await page.keyboard.press("Tab");
      tabs++;
    }
    expect(await page.evaluate(() => document.activeElement?.id)).toBe("ed-name");
    expect(tabs).toBeLessThan(20);
    // A brush clicked with the mouse: the arrows are the tile cursor's again, and Space paints there.
    await page.click(`[data-tool="${words[0]}"]`);
    await page.keyboard.press("ArrowRight");
    expect(await text(page, "#ed-tile h3")).toBe("Tile (1, 0)");
    await page.keyboard.press(" ");
    expect(await text(page, "#ed-message")).toBe(`Painted text ${words[0].replace("word:", "")} on (1, 0).`);
    await page.close();
  });
});

describe("the step-through viewer", () => {
  it("a card, a move key or the pad while it is open is refused in its panel; Restart is off", async () => {
    const page = await newPage(site, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.click("#solve");
    await page.click("#step-solution");
    await page.waitForSelector("#viewer:not([hidden])");
    expect(await page.isDisabled("#restart")).toBe(true);
    await page.click('button.card[data-card="Whirlwind"]');
    expect(await text(page, "#viewer .bad")).toBe(VIEWER_REFUSAL);
    await page.keyboard.press("ArrowRight"); // the viewer's own key: forward, and the refusal is gone
    expect(await text(page, "#viewer-step")).toBe("Step 1 of 10: after w");
    expect(await page.$$("#viewer .bad")).toHaveLength(0);
    await page.keyboard.press("w");
    expect(await text(page, "#viewer .bad")).toBe(VIEWER_REFUSAL);
    await page.keyboard.press("d");
    await page.tap('[data-pad="wait"]');
    expect(await text(page, "#viewer .bad")).toBe(VIEWER_REFUSAL);
    expect(await text(page, "#viewer-step")).toBe("Step 2 of 10: after w");
    await page.close();
  });

  it("the pad's Esc closes it, as the keyboard's Esc does", async () => {
    const page = await newPage(site, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.click("#solve");
    await page.click("#step-solution");
    await page.waitForSelector("#viewer:not([hidden])");
    await page.tap('[data-pad="right"]');
    await page.tap('[data-pad="cancel"]');
    await page.waitForSelector("#viewer", { state: "hidden" });
    expect(await page.$$("#viewer .bad")).toHaveLength(0);
    expect(await page.isDisabled("#restart")).toBe(false); // the game again
    await page.close();
  });
});

describe("a pure Baba level", () => {
  it("shows no hand panel (it has no hand), and a SpellGrid level picked next shows its hand", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    await page.waitForSelector("#grid g.obj");
    expect(await page.isHidden("#hand")).toBe(true);
    await page.locator("#level").selectOption("l1-double-tap");
    expect(await page.isVisible('#hand button.card[data-card="Whirlwind"]')).toBe(true);
    await page.close();
  });
});

describe("cards", () => {
  it("a card refused on the tile chosen still waits for a tile; a chooser cancelled says so plainly", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l2-spliced-corpse`);
    await page.click('button.card[data-card="Graft"]');
    await page.keyboard.press("Escape");
    // The dialog closes in a task of its own (its close event): the message follows it.
    await expect.poll(() => text(page, "#message")).toBe("Cast Graft: cancelled.");
    await page.click('button.card[data-card="Graft"]');
    for (const answer of ["Ember Moth", "Acolyte of Pain", "top"])
      await page.click(`#chooser button[value="${answer}"]`);
    const card = 'button.card[data-card="Ember Moth (Assembled)"]';
    await page.click(card);
    await page.click('#grid rect.cell[data-x="0"][data-y="0"]');
    expect(await text(page, "#error")).toBe("play: tile (0, 0) is not empty (it holds 1 object)");
    expect(await page.getAttribute(card, "aria-pressed")).toBe("true");
    await page.click('#grid rect.cell[data-x="3"][data-y="3"]');
    expect(await text(page, "#message")).toBe("Played Ember Moth (Assembled) at (3, 3).");
    expect(await page.isHidden("#error")).toBe(true);
    await page.close();
  });
});

describe("a card no tile would take", () => {
  it("a minion without a noun is refused when picked, saying why, instead of waiting for a tile it is refused on", async () => {
    const page = await newPage(site);
    const nounless = repositoryContent().cards.find((c) => c.type === "minion" && c.noun === undefined)!.name;
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("hand", 5, 4), hand: [nounless] })}`);
    await page.waitForSelector("#grid g.obj");
    const welcome = await text(page, "#message");
    const card = `button.card[data-card="${nounless}"]`;
    await page.click(card);
    expect(await text(page, "#error")).toBe(
      `play: "${nounless}" is a minion without a noun (a minion is played onto the grid as an object of its noun)`,
    );
    expect(await page.getAttribute(card, "aria-pressed")).toBe("false");
    expect(await text(page, "#message")).toBe(welcome);
    await page.click('#grid rect.cell[data-x="4"][data-y="3"]'); // no card waits: a click on a tile does nothing
    expect(await text(page, "#message")).toBe(welcome);
    expect(await page.$$eval("#grid g.obj", (g) => g.length)).toBe(4);
    await page.close();
  });
  it("a weapon is refused when picked, saying it is a weapon and why SpellGrid never plays it (as the terminal says)", async () => {
    const weapon = repositoryContent().cards.find((c) => c.type === "weapon")!.name;
    const page = await newPage(site);
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("hand", 5, 4), hand: [weapon] })}`);
    await page.waitForSelector("#grid g.obj");
    const welcome = await text(page, "#message");
    const card = `button.card[data-card="${weapon}"]`;
    const refusal = `play: ${JSON.stringify(weapon)} is a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)`;
    await page.click(card);
    expect(await text(page, "#error")).toBe(refusal);
    expect(await page.getAttribute(card, "aria-pressed")).toBe("false");
    expect(await text(page, "#message")).toBe(welcome);
    await page.click('#grid rect.cell[data-x="4"][data-y="3"]'); // no card waits: a click on a tile does nothing
    expect(await text(page, "#message")).toBe(welcome);
    expect(await page.$$eval("#grid g.obj", (g) => g.length)).toBe(4);
    // The terminal's words, with a tile and without one (the same Session the studio plays).
    const session = new Session({ ...open("hand", 5, 4), hand: [weapon] }, repositoryContent());
    for (const line of [`c 1 4 3`, `c 1`])
      expect(() => session.apply(resolveAction(readAction(line), handOf(session)))).toThrow(refusal);
    await page.close();
  });
});

describe("a card SpellGrid never plays, on a grid with no empty tile", () => {
  it("a weapon and a minion without a noun each give their own reason, not the full grid's", async () => {
    const cards = repositoryContent().cards;
    const weapon = cards.find((c) => c.type === "weapon")!.name;
    const nounless = cards.find((c) => c.type === "minion" && c.noun === undefined)!.name;
    const full = fullLevel([weapon, nounless]);
    const page = await newPage(site);
    await page.goto(`${site.base}/#play=${await encodeLevel(full)}`);
    await page.waitForSelector("#grid g.obj");
    const welcome = await text(page, "#message");
    for (const [card, why] of [
      [weapon, "a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)"],
      [nounless, "a minion without a noun (a minion is played onto the grid as an object of its noun)"],
    ]) {
      await page.click(`button.card[data-card="${card}"]`);
      expect(await text(page, "#error")).toBe(`play: ${JSON.stringify(card)} is ${why}`);
      expect(await page.getAttribute(`button.card[data-card="${card}"]`, "aria-pressed")).toBe("false");
      expect(await text(page, "#message")).toBe(welcome);
    }
    await page.close();
  });
});

describe("a refusal after a move", () => {
  it("clears the message reporting the move before it (a win's last step, an undo), as at 640×320", async () => {
    const page = await newPage(site);
    const won = { ...open("won", 5, 4) };
    won.objects = [
      ...won.objects,
      ...["FLAG", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
      { kind: "flag", x: 2, y: 2 },
    ];
    await page.goto(`${site.base}/#play=${await encodeLevel(won)}`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("d");
    expect([await text(page, "#banner-text"), await text(page, "#message")]).toEqual([
      "You win!",
      "Stepped right.",
    ]);
    await page.keyboard.press("d");
    expect([await text(page, "#error"), await text(page, "#message")]).toEqual([
      "the level is won: no more moves (u undoes, r restarts)",
      "",
    ]);
    // Undo reports its move again; the next refusal clears that report too.
    await page.keyboard.press("u");
    expect([await page.isHidden("#error"), await text(page, "#message")]).toEqual([true, "Undone: d."]);
    await page.keyboard.press("d");
    await page.keyboard.press("s");
    expect([await text(page, "#error"), await text(page, "#message")]).toEqual([
      "the level is won: no more moves (u undoes, r restarts)",
      "",
    ]);
    await page.close();
  });
});

describe("the status line shows the latest event", () => {
  it("a refusal replaces 'Restarted'; a new message replaces the refusal; a waiting card's instruction stays beside its refusal", async () => {
    const cards = repositoryContent().cards;
    const weapon = cards.find((c) => c.type === "weapon")!.name;
    const minion = cards.find((c) => c.type === "minion" && c.noun !== undefined)!.name;
    const page = await newPage(site);
    await page.goto(
      `${site.base}/#play=${await encodeLevel({ ...open("latest", 5, 4), hand: [weapon, minion] })}`,
    );
    await page.waitForSelector("#grid g.obj");
    const status = async () => [
      await text(page, "#message"),
      (await page.isHidden("#error")) ? "" : await text(page, "#error"),
    ];
    await page.keyboard.press("d");
    await page.keyboard.press("r");
    expect(await status()).toEqual(["Restarted (U undoes it).", ""]);
    const refusal = `play: ${JSON.stringify(weapon)} is a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)`;
    await page.click(`button.card[data-card="${weapon}"]`);
    expect(await status()).toEqual(["", refusal]);
    // The next message (a card waiting for its tile) replaces the refusal.
    await page.click(`button.card[data-card="${minion}"]`);
    const place = `Place ${minion}: click an empty tile (or move the cursor, Enter). Esc cancels.`;
    expect(await status()).toEqual([place, ""]);
    // Refused on a tile, the card still waits: what to do stays beside the refusal.
    await page.click('#grid rect.cell[data-x="0"][data-y="0"]');
    expect(await status()).toEqual([place, "play: tile (0, 0) is not empty (it holds 1 object)"]);
    await page.keyboard.press("Escape");
    expect(await status()).toEqual(["Cancelled.", ""]);
    await page.click(`button.card[data-card="${weapon}"]`);
    await page.keyboard.press("r");
    expect(await status()).toEqual(["Already at the start of latest: nothing to restart.", ""]);
    await page.close();
  });
});

describe("Back while the Graft chooser is open", () => {
  it("closes the chooser and opens the level before, with nothing of the card applied; Forward plays it afresh", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    await page.waitForSelector("#grid g.obj");
    const before = [await text(page, "#title"), await text(page, "#message")];
    await page.locator("#level").selectOption("l2-spliced-corpse");
    const after = [await text(page, "#title"), await text(page, "#message")];
    await page.click('button.card[data-card="Graft"]');
    await page.click('#chooser button[value="Ember Moth"]'); // the first of its three answers
    // The answer closes the dialog and its close event (a task of its own) asks the next question: wait for
    // it rather than read the dialog between the two (under load the read came first and saw it closed).
    await page.waitForFunction(
      () => document.querySelector("#chooser[open] h2")?.textContent === "Choose the donor minion",
    );
    expect(await page.evaluate(() => (document.getElementById("chooser") as HTMLDialogElement).open)).toBe(
      true,
    );
    await page.goBack();
    await page.waitForFunction(() => !(document.getElementById("chooser") as HTMLDialogElement).open);
    await page.waitForFunction((t) => document.getElementById("title")?.textContent === t, before[0]);
    expect([await text(page, "#title"), await text(page, "#message")]).toEqual(before);
    expect(await page.isHidden("#error")).toBe(true);
    await page.keyboard.press("d"); // the page's keys are the game's again
    expect(await text(page, "#message")).toBe("Stepped right.");
    await page.goForward();
    await page.waitForFunction((t) => document.getElementById("title")?.textContent === t, after[0]);
    expect([await text(page, "#title"), await text(page, "#message")]).toEqual(after);
    expect(await page.isVisible('button.card[data-card="Graft"]')).toBe(true);
    expect(await text(page, "#log p")).toBe("(no move yet: each move's log shows here)");
    await page.close();
  });
});

describe("a reload while editing", () => {
  it("keeps the edits' undo and redo, for that level only", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("e");
    const paint = async (x: number, y: number) => {
      await page.click('[data-tool="word:WIN"]');
      await page.click(`#grid rect.cell[data-x="${x}"][data-y="${y}"]`);
    };
    const wins = () =>
      page.$$eval("#grid g.obj title", (t) =>
        t.map((x) => x.textContent ?? "").filter((s) => s.includes("WIN")),
      );
    const before = await wins();
    await paint(0, 3);
    await paint(1, 3);
    await page.keyboard.press("Control+z");
    const edited = await wins();
    expect(edited.length).toBe(before.length + 1);
    await page.waitForFunction(() => location.hash.startsWith("#edit="));
    await page.waitForTimeout(100); // the address is written when the level is encoded
    await page.reload();
    await page.waitForSelector("#grid g.obj");
    expect(await wins()).toEqual(edited);
    expect(await page.isEnabled("#undo")).toBe(true);
    await page.keyboard.press("Control+y");
    expect(await text(page, "#ed-message")).toBe("Redid the edit.");
    expect((await wins()).length).toBe(before.length + 2);
    await page.keyboard.press("Control+z");
    await page.keyboard.press("Control+z");
    expect(await wins()).toEqual(before);
    await page.keyboard.press("Control+z");
    expect(await text(page, "#ed-message")).toBe("Already at the oldest edit: nothing to undo.");
    // Another level in the address (a link opened in this tab) has no history of its own to undo.
    await page.goto(`${site.base}/#edit=${await encodeLevel(open("other", 4, 4))}`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("Control+z");
    expect(await text(page, "#ed-message")).toBe("Already at the oldest edit: nothing to undo.");
    await page.close();
  });
});

describe("saving a level", () => {
  /** Where a saved file goes to be played, as README.md's studio section and its first commands say. */
  const whereToPlay = (file: string) =>
    `put it in levels/ to play it: here, in the Level list after a reload, or in a terminal with npm start -- levels/${file}`;

  it("names the file before and after, in the first screen of an 800×600 window, and says where it goes to be played", async () => {
    const page = await newPage(site, { viewport: { width: 800, height: 600 } });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    expect(await page.getAttribute("#save", "title")).toBe("Download the level as l1-double-tap.json");
    await page.keyboard.press("e");
    await page.fill("#ed-name", "My Level");
    await page.press("#ed-name", "Tab");
    expect(await text(page, "#ed-message")).toBe('Name set to "My Level": Save writes my-level.json.');
    expect(await page.getAttribute("#save", "title")).toBe("Download the level as my-level.json");
    const [saved] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
    expect(saved.suggestedFilename()).toBe("my-level.json");
    expect(await text(page, "#ed-message")).toBe(
      `Saved my-level.json (name "My Level" made safe as "my-level", the file's name) to your downloads: ${whereToPlay("my-level.json")}`,
    );
    const box = (await page.locator("#ed-message").boundingBox())!;
    expect([box.y >= 0, box.y + box.height <= 600]).toEqual([true, true]);
    await page.close();
  });

  it("a name that is no safe file name (slashes, `..`) is saved under a safe one, and the message says so", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/#edit=${await encodeLevel({ ...open("tiny", 4, 4), title: "Tiny" })}`);
    await page.waitForSelector("#grid g.obj");
    await page.fill("#ed-name", "../../etc/passwd");
    await page.press("#ed-name", "Tab");
    const [saved] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
    expect(saved.suggestedFilename()).toBe("etc-passwd.json");
    expect(await text(page, "#ed-message")).toBe(
      `Saved etc-passwd.json (name "../../etc/passwd" made safe as "etc-passwd", the file's name) to your downloads: ${whereToPlay("etc-passwd.json")}`,
    );
    // The file says the name it is saved under; the title is the level's own.
    const file = JSON.parse(readFileSync((await saved.path())!, "utf8"));
    expect([file.name, file.title]).toEqual(["etc-passwd", "Tiny"]);
    // A safe name is the file's name as it is; no name: the title's.
    await page.fill("#ed-name", "");
    await page.press("#ed-name", "Tab");
    expect(await text(page, "#ed-message")).toBe("Name cleared: Save writes Tiny.json.");
    const [untitled] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
    expect(untitled.suggestedFilename()).toBe("Tiny.json");
    expect(await text(page, "#ed-message")).toBe(
      `Saved Tiny.json to your downloads: ${whereToPlay("Tiny.json")}`,
    );
    await page.close();
  });

  it("a title or name with control characters, or too long, is shown as a problem of its field and never written", async () => {
    const page = await newPage(site);
    const unsafe = { ...open("My Level\u0000", 4, 4), title: `Line\nbreak \u202e${"x".repeat(100)}` };
    await page.goto(`${site.base}/#edit=${await encodeLevel(unsafe)}`);
    await page.waitForSelector("#grid g.obj");
    expect(await page.getAttribute("#ed-title", "aria-invalid")).toBe("true");
    expect(await text(page, "#ed-title-problem")).toContain(
      "must be text without a control or bidirectional control character",
    );
    const [saved] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
    expect(saved.suggestedFilename()).toBe("my-level.json");
    const file = JSON.parse(readFileSync((await saved.path())!, "utf8"));
    expect(file.name).toBe("my-level");
    expect(file.title).toBe(`Line break ${"x".repeat(69)}`);
    expect(await text(page, "#ed-message")).toBe(
      `Saved my-level.json (title ${showValue(unsafe.title)} made safe as ${showValue(file.title)}; name "My Level\\u0000" made safe as "my-level", the file's name) to your downloads: ${whereToPlay("my-level.json")}`,
    );
    await page.close();
  });
});

describe("a lost level", () => {
  it("lost by a move, undo or restart helps; lost before the first move, the banner says to edit it", async () => {
    const page = await newPage(site);
    // YOU pushed up out of BABA IS YOU: lost by the move.
    const breakable: LevelDef = {
      name: "breakable",
      width: 3,
      height: 3,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
        { kind: "baba", x: 2, y: 2 },
      ],
    };
    await page.goto(`${site.base}/#play=${await encodeLevel(breakable)}`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("w");
    expect(await text(page, "#banner-text")).toBe("You lost: nothing is YOU. Undo or restart.");
    const nothingYou: LevelDef = {
      name: "no-you",
      width: 3,
      height: 3,
      objects: [{ kind: "baba", x: 1, y: 1 }],
    };
    await page.goto(`${site.base}/#play=${await encodeLevel(nothingYou)}`);
    await page.waitForSelector("#grid g.obj");
    const atStart =
      "You lost before the first move: nothing is YOU at the start of this level, so undo and restart cannot help. E edits it; or pick another level.";
    expect(await text(page, "#banner-text")).toBe(atStart);
    await page.keyboard.press("r");
    expect(await text(page, "#banner-text")).toBe(atStart);
    await page.close();
  });
});

describe("a narrow window", () => {
  it("at 390 px a title of one long word (80 characters, as long as a title may be) breaks, in play and in the editor", async () => {
    const page = await newPage(site, { viewport: { width: 390, height: 844 } });
    const title = "Long".repeat(20);
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("long", 3, 3), title })}`);
    await page.waitForSelector("#grid g.obj");
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    expect([await text(page, "#title"), await text(page, "#message"), await width()]).toEqual([
      title,
      `Playing ${title}: arrows or WASD move, Space waits a turn, U undoes, R restarts.`,
      390,
    ]);
    await page.keyboard.press("e");
    expect([await text(page, "#ed-title-problem"), await width()]).toEqual(["", 390]);
    await page.close();
  });

  it("at 640×320 the solution opened in the viewer shows the board and the pad, and the strip says the step the pad reached", async () => {
    const page = await phonePage();
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.tap("#solve");
    await page.waitForSelector("#step-solution", { timeout: 20_000 });
    await page.tap("#step-solution");
    await page.waitForSelector("#viewer:not([hidden])");
    const board = await page.$eval("#grid", (g) => g.getBoundingClientRect().toJSON());
    expect([board.top >= 0, board.bottom <= 320]).toEqual([true, true]);
    await expect.poll(() => text(page, "#message")).toBe(await text(page, "#viewer-step"));
    await page.tap('#pad button[data-pad="right"]');
    await expect.poll(() => text(page, "#viewer-step")).toMatch(/^Step 1 of/);
    expect(await text(page, "#message")).toBe(await text(page, "#viewer-step"));
    expect(await page.$eval("#message", (m) => m.parentElement?.id)).toBe("notices");
    await page.close();
  });

  it("at 640×320 (a phone on its side) the board, the touch pad and the hand share the first screen, side by side", async () => {
    const page = await phonePage();
    // The minion (one the grid can hold: with a noun) with the longest name: its card must fit the
    // narrow column beside the board (its name in the first screen; a long text may run below).
    const minion = repositoryContent()
      .cards.filter((c) => c.type === "minion" && c.noun !== undefined)
      .map((c) => c.name)
      .sort((a, b) => b.length - a.length)[0];
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("side", 9, 7), hand: [minion] })}`);
    await page.waitForSelector("#grid g.obj");
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    const [grid, pad, card] = await Promise.all(["#grid", "#pad", "#hand button.card .name"].map(box));
    for (const b of [grid, pad, card]) {
      expect(b.y + b.height).toBeLessThanOrEqual(320);
      expect(b.x + b.width).toBeLessThanOrEqual(640);
    }
    expect(grid.x + grid.width).toBeLessThanOrEqual(Math.min(pad.x, card.x));
    expect(grid.height).toBeGreaterThanOrEqual(200);
    await page.tap("#hand button.card");
    expect(await width()).toBe(640);
    // The first empty tile is (3, 0); the pad moves the cursor and places the minion there.
    await page.tap('[data-pad="right"]');
    await page.tap('[data-pad="confirm"]');
    expect(await text(page, "#error")).toBe("");
    expect(await text(page, "#message")).toBe(`Played ${minion} at (4, 0).`);
    expect(await width()).toBe(640);
    await page.close();
  });

  it("at 640×320 a waiting card's instruction and its refusal beside it are both whole in the strip, not cut off", async () => {
    const page = await phonePage();
    const minion = repositoryContent().cards.find((c) => c.type === "minion" && c.noun !== undefined)!.name;
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("strip", 9, 7), hand: [minion] })}`);
    await page.waitForSelector("#grid g.obj");
    await page.tap(`button.card[data-card="${minion}"]`);
    await page.tap('#grid rect.cell[data-x="0"][data-y="0"]');
    expect(await text(page, "#error")).toBe("play: tile (0, 0) is not empty (it holds 1 object)");
    expect(await text(page, "#message")).toMatch(/^Place .*Esc cancels\.$/);
    // Each box shows all its words: none has lines hidden below its bottom edge.
    const cut = (selector: string) => page.$eval(selector, (e) => e.scrollHeight > e.clientHeight + 1);
    expect([await cut("#error"), await cut("#message")]).toEqual([false, false]);
    await page.close();
  });

  it("at 640×320 the board stays whole on the screen, and in place, while the banner and an error show", async () => {
    const page = await phonePage();
    // BABA IS YOU, FLAG IS WIN, and Baba one step left of the flag, on a board as tall as the screen allows.
    const won = { ...open("side", 9, 7) };
    won.objects = [
      ...won.objects,
      ...["FLAG", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
      { kind: "flag", x: 2, y: 2 },
    ];
    await page.goto(`${site.base}/#play=${await encodeLevel(won)}`);
    await page.waitForSelector("#grid g.obj");
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const inView = (b: { x: number; y: number; width: number; height: number }) =>
      b.x >= 0 && b.y >= 0 && b.x + b.width <= 640 && b.y + b.height <= 320;
    const calm = await box("#grid");
    expect([inView(calm), calm.height >= 200]).toEqual([true, true]);
    await page.keyboard.press("d");
    await page.keyboard.press("d");
    expect(await text(page, "#banner-text")).toBe("You win!");
    expect(await text(page, "#error")).toBe("the level is won: no more moves (u undoes, r restarts)");
    // The winning step's "Stepped right." is gone: beside the refusal it read as what had just happened.
    expect(await text(page, "#message")).toBe("");
    expect(await page.isHidden("#message")).toBe(true);
    const [grid, banner, error] = await Promise.all(["#grid", "#banner", "#error"].map(box));
    // The board is where it was, whole; the banner and the error are above it, side by side, in sight.
    expect(grid).toEqual(calm);
    for (const b of [banner, error]) {
      expect(inView(b)).toBe(true);
      expect(b.y + b.height).toBeLessThanOrEqual(grid.y);
    }
    expect(banner.x + banner.width).toBeLessThanOrEqual(error.x);
    // The banner's Next level button is whole in it, not cut off by the error and the message beside it.
    const next = await box("#next");
    expect(await text(page, "#next")).toMatch(/^(Next level: .+|Every shipped level is won)$/);
    expect([
      next.x >= banner.x,
      next.y >= banner.y,
      next.x + next.width <= banner.x + banner.width,
      next.y + next.height <= banner.y + banner.height,
    ]).toEqual([true, true, true, true]);
    // A long error (a file's four problems, a line each) scrolls inside its box; the board stays put.
    const bad = {
      name: "bad",
      width: 2,
      height: 1,
      objects: ["rokc", "flgg", "babba"].map((kind, x) => ({ kind, x, y: 0 })),
    };
    await page.setInputFiles("#file", {
      name: "bad.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(bad)),
    });
    await page.waitForFunction(() => document.querySelector("#error")?.textContent?.startsWith("bad.json"));
    const lines = (await text(page, "#error")).split("\n");
    expect(lines.map((l) => l.split(": ").slice(0, 2).join(": "))).toEqual([
      "bad.json was not opened: it has 4 problems (below). side stays open.",
      "bad.json: objects[0].kind",
      "bad.json: objects[1].kind",
      "bad.json: objects[2].kind",
      "bad.json: objects[2].x",
    ]);
    const long = await box("#error");
    expect([inView(long), long.y + long.height <= grid.y]).toEqual([true, true]);
    expect(await page.$eval("#error", (e) => e.scrollHeight > e.clientHeight)).toBe(true);
    expect(await box("#grid")).toEqual(calm);
    await page.screenshot({ path: "test-results/studio-640x320-notices.png" });
    await page.close();
  });

  it("at 640×320 the message line is in sight while it shows, above the board, and the board stays whole and in place", async () => {
    const page = await phonePage();
    // A long hand (every card a hand can play, up to five) fills the column beside the board, under
    // which the message line used to fall below the fold.
    const hand = repositoryContent()
      .cards.filter((c) => c.type === "spell" || (c.type === "minion" && c.noun !== undefined))
      .slice(0, 5)
      .map((c) => c.name);
    await page.goto(`${site.base}/#play=${await encodeLevel({ ...open("side", 9, 7), hand })}`);
    await page.waitForSelector("#grid g.obj");
    const box = async (selector: string) => (await page.locator(selector).boundingBox())!;
    const inView = (b: { x: number; y: number; width: number; height: number }) =>
      b.x >= 0 && b.y >= 0 && b.x + b.width <= 640 && b.y + b.height <= 320;
    const whole = async (selector: string) => page.$eval(selector, (e) => e.scrollHeight <= e.clientHeight);
    const calm = await box("#grid");
    expect([inView(calm), calm.height >= 200]).toEqual([true, true]);
    // The hand runs below the fold (what made the message unseen); the message does not.
    const handBox = await box("#hand");
    expect(handBox.y + handBox.height).toBeGreaterThan(320);
    const seen = async (message: string) => {
      expect(await text(page, "#message")).toBe(message);
      const b = await box("#message");
      expect([inView(b), b.y + b.height <= calm.y, await whole("#message")]).toEqual([true, true, true]);
      expect(await box("#grid")).toEqual(calm);
    };
    await page.keyboard.press("u");
    await seen("Already at the start of side: nothing to undo.");
    expect(await page.isHidden("#error")).toBe(true);
    await page.keyboard.press("d");
    await seen("Stepped right.");
    await page.keyboard.press("r");
    await seen("Restarted (U undoes it).");
    await page.screenshot({ path: "test-results/studio-640x320-message.png" });
    // On a wider screen it is back under the board, and in the strip again once the phone turns back.
    await page.setViewportSize({ width: 1280, height: 860 });
    await page.waitForFunction(() => document.querySelector("#message")?.parentElement?.id !== "notices");
    const [wideGrid, wideMessage] = await Promise.all(["#grid", "#message"].map(box));
    expect(wideMessage.y).toBeGreaterThanOrEqual(wideGrid.y + wideGrid.height);
    await page.setViewportSize({ width: 640, height: 320 });
    await page.waitForFunction(() => document.querySelector("#message")?.parentElement?.id === "notices");
    await seen("Restarted (U undoes it).");
    await page.close();
  });

  it("at 800×600 (a small laptop window) the rules sit beside the board; in the editor the level's status and fields do, and the board stays in sight while the palette scrolls", async () => {
    const page = await newPage(site, { viewport: { width: 800, height: 600 } });
    const box = async (s: string) => (await page.locator(s).first().boundingBox())!;
    const inFirstScreen = (b: { y: number; height: number }) => b.y >= 0 && b.y + b.height <= 600;
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    const [grid, rules] = await Promise.all(["#grid", "#rules"].map(box));
    expect(rules.x).toBeGreaterThanOrEqual(grid.x + grid.width);
    expect([inFirstScreen(grid), inFirstScreen(rules)]).toEqual([true, true]);
    expect(await text(page, "#rules")).toContain("BABA IS YOU");
    // A mouse and a keyboard: no touch pad between the board and the hand.
    expect(await page.isHidden("#pad")).toBe(true);
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    const [board, status, name] = await Promise.all(["#grid", "#ed-problems", "#ed-name"].map(box));
    expect(status.x).toBeGreaterThanOrEqual(board.x + board.width);
    expect([inFirstScreen(status), inFirstScreen(name)]).toEqual([true, true]);
    // The last brush of the palette, scrolled to: the board is still wholly in sight, to paint with it.
    await page.locator("#editor button.brush").last().scrollIntoViewIfNeeded();
    expect(inFirstScreen(await box("#editor button.brush >> nth=-1"))).toBe(true);
    expect(inFirstScreen(await box("#grid"))).toBe(true);
    await page.screenshot({ path: "test-results/studio-800x600-editor.png" });
    await page.close();
  });

  it("the hand's cards are in the first screen with the whole board, beside it at 800×600 and 1280×800, under it at 600×800 and 600×600; Tab reaches them before the solver", async () => {
    const level = JSON.parse(readFileSync("levels/l1-double-tap.json", "utf8")) as LevelDef;
    const twoCards = { ...level, hand: [...(level.hand ?? []), "Arcane Explosion"] };
    const link = `${site.base}/#play=${await encodeLevel(twoCards)}`;
    for (const [width, height, beside] of [
      [800, 600, true],
      [1280, 800, true],
      [600, 800, false],
      [600, 600, false],
    ] as const) {
      const page = await newPage(site, { viewport: { width, height } });
      await page.goto(link);
      await page.waitForSelector("#hand button.card");
      const whole = (b: DOMRect) => b.x >= 0 && b.y >= 0 && b.right <= width && b.bottom <= height;
      const boxes = (s: string) =>
        page.$$eval(s, (els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
      const [[board], cards] = await Promise.all([boxes("#grid"), boxes("#hand button.card")]);
      expect([width, cards.length, whole(board), ...cards.map(whole)]).toEqual([width, 2, true, true, true]);
      expect([width, cards[0].x >= board.right, cards[0].y >= board.bottom]).toEqual([
        width,
        beside,
        !beside,
      ]);
      // The keyboard meets the cards before the solver's panel, as the eye does.
      const order = await page.evaluate(() =>
        document
          .querySelector("#hand button.card")!
          .compareDocumentPosition(document.querySelector("#solve")!),
      );
      expect(order & 4).toBe(4); // Node.DOCUMENT_POSITION_FOLLOWING: the solver comes after
      await page.screenshot({ path: `test-results/studio-hand-${width}x${height}.png` });
      await page.close();
    }
  });

  it("at 640×320 the editor's message (Save's, naming the file) is whole in the first screen, beside the board", async () => {
    const page = await phonePage();
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    await page.click("#save");
    expect(await text(page, "#ed-message")).toMatch(/^Saved l1-double-tap\.json /);
    const [board, message] = await Promise.all(
      ["#grid", "#ed-message"].map(async (s) => (await page.locator(s).boundingBox())!),
    );
    expect([message.y >= 0, message.y + message.height <= 320, message.x >= board.x + board.width]).toEqual([
      true,
      true,
      true,
    ]);
    expect(await page.$eval("#ed-message", (m) => m.scrollHeight <= m.clientHeight)).toBe(true);
    await page.close();
  });

  it("at 320 px the log's heading and its Course format button do not overlap", async () => {
    const page = await newPage(site, { viewport: { width: 320, height: 640 } });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    const [heading, button] = await Promise.all(
      ["#log h2", "#log button.format"].map(async (s) => (await page.locator(s).boundingBox())!),
    );
    const apart =
      heading.x + heading.width <= button.x ||
      button.x + button.width <= heading.x ||
      heading.y + heading.height <= button.y ||
      button.y + button.height <= heading.y;
    expect(apart).toBe(true);
    await page.close();
  });
});
