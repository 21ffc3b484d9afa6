/**
 * The studio's header in a small laptop window (800×600): the title on one row and every control of the
 * level on one more, in play and in edit mode, so the board starts high on the first screen; nothing a
 * user needs is hidden or cut off: the level picker with its label and the level's name readable, each
 * button whole in the window.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { newPage, siteForThisFile } from "./browser";

const site = siteForThisFile();

/** The header's height, and each control shown in it: its name, the row it starts on and its box. */
async function header(page: Page) {
  return page.evaluate(() => {
    const head = document.querySelector("header") as HTMLElement;
    const shown = Array.from(head.querySelectorAll<HTMLElement>("h1, nav > *")).filter(
      (e) => e.offsetParent !== null,
    );
    return {
      height: head.getBoundingClientRect().height,
      // (a row: the controls whose middles lie within 12 px of the row's first: a label and a button differ)
      rows: shown
        .map((e) => {
          const r = e.getBoundingClientRect();
          return (r.top + r.bottom) / 2;
        })
        .sort((x, y) => x - y)
        .filter((m, i, all) => i === 0 || m - all[i - 1] > 12).length,
      controls: shown.map((e) => {
        const r = e.getBoundingClientRect();
        return { name: e.id || e.textContent?.trim() || e.tagName, left: r.left, right: r.right };
      }),
    };
  });
}

describe("the header at 800×600", () => {
  it("is two rows, about 80 px high, every control whole in the window, in play and in edit mode", async () => {
    const page = await newPage(site, { viewport: { width: 800, height: 600 } });
    await page.goto(site.base);
    await page.waitForSelector("#level option:checked", { state: "attached" });
    for (const mode of ["play", "edit"]) {
      if (mode === "edit") await page.click("#mode");
      const { height, rows, controls } = await header(page);
      // A row is a 31 px button; two rows with their gap and the header's padding are 80 px (three were 119).
      expect([mode, rows, height <= 85]).toEqual([mode, 2, true]);
      const names = controls.map((c) => c.name);
      expect(names).toEqual(
        expect.arrayContaining(["Level", "level", "mode", "undo", "Open…", "save", "share", "duel-link"]),
      );
      expect(names).toContain(mode === "play" ? "restart" : "redo");
      for (const c of controls) expect([c.name, c.left >= 0 && c.right <= 800]).toEqual([c.name, true]);
    }
    // The picker still shows the level's name (a select shows its option's text as far as it fits).
    const picker = await page.$eval("#level", (s) => s.getBoundingClientRect().width);
    expect(picker).toBeGreaterThanOrEqual(200);
  });
});
