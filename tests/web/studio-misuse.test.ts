/**
 * SpellGrid Studio in Chromium as a careless or hostile user meets it: the largest grid a level may be,
 * another level picked while the solver works, the play keys after a control was used (the level picker,
 * the file input), the editor by keyboard alone, play keys in the step-through viewer, a narrow window
 * and a size field left empty. Each test is a few seconds; any console error fails the test that caused it.
 */
import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { encodeLevel } from "../../web/share";
import { newPage, openSite, type Site } from "./browser";

let site: Site;

beforeAll(async () => {
  site = await openSite();
}, 30_000);

afterAll(async () => {
  await site?.close();
});

afterEach(() => {
  const seen = site.problems.splice(0);
  expect(seen).toEqual([]);
});

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? "";

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
});
