/**
 * SpellGrid Studio as a first-time user meets it: a SpellGrid level dealt a long hand in a small laptop
 * window, the words added to the lexicon (BESIDE, FEELING, WRITE, conditional conversions and HAS/MAKE/
 * WRITE) in the editor's palette, the "why" panel and the live solver, and a level made from an empty grid
 * by the keyboard alone, solved and saved. Any console error fails the test that caused it.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { encodeLevel } from "../../web/share";
import { newPage, siteForThisFile } from "./browser";

const site = siteForThisFile();

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? "";

/** Six spell cards from cards/, by their files (a hand of seven with the level's Whirlwind). */
const spells = (): string[] =>
  ["arcane-explosion", "consecration", "frost-nova", "holy-nova", "flamestrike", "shadow-bolt"].map(
    (f) => (JSON.parse(readFileSync(`cards/${f}.json`, "utf8")) as { name: string }).name,
  );

describe("a long hand", () => {
  it("keeps the rules in force in the first screen at 800×600 and 1280×800, every card still in reach; at 600 px wide the page does not scroll sideways", async () => {
    const level = JSON.parse(readFileSync("levels/l3-simultaneous-paradox.json", "utf8")) as LevelDef;
    const hand = [...(level.hand ?? []), ...spells()];
    const link = `${site.base}/#play=${await encodeLevel({ ...level, hand })}`;
    for (const [width, height] of [
      [800, 600],
      [1280, 800],
      [600, 800],
    ] as const) {
      const page = await newPage(site, { viewport: { width, height } });
      await page.goto(link);
      await page.waitForSelector("#hand button.card");
      const box = (s: string) => page.$eval(s, (e) => e.getBoundingClientRect().toJSON() as DOMRect);
      const whole = (b: DOMRect) => b.x >= 0 && b.y >= 0 && b.right <= width && b.bottom <= height;
      expect(await page.$$eval("#hand button.card", (b) => b.length)).toBe(hand.length);
      expect(await text(page, "#rules ul.rules")).toContain("KNIGHT IS YOU");
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= innerWidth)).toBe(true);
      if (width >= 800) {
        // The rules' panel and the first two cards whole in the first screen, beside the board.
        const [grid, rules, first, second] = await Promise.all([
          box("#grid"),
          box("#rules"),
          box("#hand li:nth-child(1) button.card"),
          box("#hand li:nth-child(2) button.card"),
        ]);
        expect([width, whole(rules), whole(first), whole(second), rules.x >= grid.right]).toEqual([
          width,
          true,
          true,
          true,
          true,
        ]);
        // The last card, reached by the keyboard, is whole in sight, the rules still whole below the hand.
        await page.focus("#hand li:last-child button.card");
        const [last, rulesThen] = await Promise.all([box("#hand li:last-child button.card"), box("#rules")]);
        expect([width, whole(last), whole(rulesThen)]).toEqual([width, true, true]);
        if (width === 800) expect(await text(page, "#hand h2")).toBe(`Hand (${hand.length} cards)`);
      } else {
        // One column: the hand under the board, whole cards as wide as the page allows; the rules after it.
        const [grid, hand, rules] = await Promise.all([box("#grid"), box("#hand"), box("#rules")]);
        expect([hand.y >= grid.bottom, rules.y >= hand.bottom]).toEqual([true, true]);
      }
      await page.screenshot({ path: `test-results/studio-long-hand-${width}x${height}.png` });
      await page.close();
    }
  });
});
