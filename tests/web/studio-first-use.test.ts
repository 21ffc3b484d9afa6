/**
 * SpellGrid Studio as a first-time user meets it: a SpellGrid level dealt a long hand in a small laptop
 * window, the words added to the lexicon (BESIDE, FEELING, WRITE, conditional conversions and HAS/MAKE/
 * WRITE) in the editor's palette, the "why" panel and the live solver, and a level made from an empty grid
 * by the keyboard alone, solved and saved. Any console error fails the test that caused it.
 */
import { readFileSync } from "node:fs";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
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

/** The data-tool of the focused element ("" when it has none). */
const focusedTool = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.tool ?? "");

/** Presses Tab until `done` holds (at most `most` times). */
async function tabUntil(page: Page, done: () => Promise<boolean>, most = 80): Promise<void> {
  for (let i = 0; i < most && !(await done()); i++) await page.keyboard.press("Tab");
  expect(await done()).toBe(true);
}

/** Picks brush `tool` by the keyboard alone: Tab to its group, Home, the arrows, Enter. */
async function pickByKeys(page: Page, tool: string): Promise<void> {
  const group = `${tool.split(":")[0]}:`;
  await tabUntil(page, async () => (await focusedTool(page)).startsWith(group));
  await page.keyboard.press("Home");
  for (let i = 0; i < 200 && (await focusedTool(page)) !== tool; i++) await page.keyboard.press("ArrowRight");
  await page.keyboard.press("Enter");
}

/** Moves the editor's tile cursor to (x, y) by the arrows (read from the tile panel), then Enter. */
async function useAt(page: Page, x: number, y: number): Promise<void> {
  for (let i = 0; i < 20; i++) {
    const [cx, cy] = /\((\d+), (\d+)\)/
      .exec(await text(page, "#ed-tile"))!
      .slice(1)
      .map(Number);
    if (cx === x && cy === y) break;
    await page.keyboard.press(
      cx < x ? "ArrowRight" : cx > x ? "ArrowLeft" : cy < y ? "ArrowDown" : "ArrowUp",
    );
  }
  await page.keyboard.press("Enter");
}

describe("a first level, made by the keyboard alone", () => {
  it("from New empty level to a saved file: the board is a Tab stop of the editor, the checker claims no solution, the solver finds one, the file plays", async () => {
    const page = await newPage(site, { acceptDownloads: true });
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    const focusedId = () => page.evaluate(() => document.activeElement?.id ?? "");
    await tabUntil(page, async () => (await focusedId()) === "ed-new");
    await page.keyboard.press("Enter");
    // One edit, as any other: Ctrl+Z brings the level before it back (it was gone for good), Ctrl+Y redoes it.
    expect(await text(page, "#ed-message")).toBe(
      "New empty level, 8×6 (Ctrl+Z brings back the level before it).",
    );
    const objects = () => page.$$eval("#grid g.obj", (g) => g.length);
    expect(await objects()).toBe(0);
    await page.keyboard.press("Control+z");
    expect([await text(page, "#title"), (await objects()) > 0]).toEqual(["Double-Tap (editing)", true]);
    await page.keyboard.press("Control+y");
    expect([await text(page, "#title"), await objects()]).toEqual(["My level (editing)", 0]);
    for (const [field, value] of [
      ["ed-width", "4"],
      ["ed-height", "3"],
    ]) {
      await tabUntil(page, async () => (await focusedId()) === field);
      await page.keyboard.press("Control+a");
      await page.keyboard.type(value);
      await page.keyboard.press("Tab");
    }
    expect(await page.$$("#grid rect.cell")).toHaveLength(12);
    // A name a shipped level has: its file would replace that level's in levels/, and the message says so.
    const shipped = JSON.parse(readFileSync("levels/l1-double-tap.json", "utf8")) as LevelDef;
    for (const [name, said] of <[string, string][]>[
      [
        shipped.name,
        `Name set to "${shipped.name}": Save writes ${shipped.name}.json, the file of the shipped level "${shipped.title}": put in levels/, it replaces that level.`,
      ],
      ["My First Level", 'Name set to "My First Level": Save writes my-first-level.json.'],
    ]) {
      await tabUntil(page, async () => (await focusedId()) === "ed-name");
      await page.keyboard.press("Control+a");
      await page.keyboard.type(name);
      await page.keyboard.press("Tab");
      expect(await text(page, "#ed-message")).toBe(said);
    }
    const tiles: [string, number, number][] = [
      ["word:BABA", 0, 0],
      ["word:IS", 1, 0],
      ["word:YOU", 2, 0],
      ["word:FLAG", 0, 1],
      ["word:IS", 1, 1],
      ["word:WIN", 2, 1],
      ["thing:baba", 0, 2],
    ];
    for (const [tool, x, y] of tiles) {
      await pickByKeys(page, tool);
      await useAt(page, x, y);
    }
    // The flag's brush picked, the focus leaves the board: Shift+Tab from the first tool comes back to it
    // (it was skipped: the brush had to be picked again to reach the board), where Enter paints.
    await pickByKeys(page, "thing:flag");
    await tabUntil(page, async () => (await focusedTool(page)) === "select");
    await page.keyboard.press("Shift+Tab");
    expect(await focusedId()).toBe("grid");
    await useAt(page, 3, 2);
    expect(await text(page, "#ed-message")).toBe("Painted flag on (3, 2).");
    // The checker says the level can be played; whether it can be won is the solver's to say.
    expect(await text(page, "#ed-problems")).toBe(
      "No problems: the level can be played (E). Solve, under the rules, tells whether it can be won.",
    );
    await tabUntil(page, async () => (await focusedId()) === "solve");
    await page.keyboard.press("Enter");
    await page.waitForSelector("#solution:not([hidden])");
    expect(await text(page, "#solve-status")).toMatch(/^solvable in 3 actions /);
    const script = await text(page, "#solution-script");
    await tabUntil(page, async () => (await focusedId()) === "save");
    const [download] = await Promise.all([page.waitForEvent("download"), page.keyboard.press("Enter")]);
    expect(await text(page, "#ed-message")).toBe(
      'Saved my-first-level.json (name "My First Level" made safe as "my-first-level", the file\'s name) to your downloads: put it in levels/ to play it: here, in the Level list after a reload, or in a terminal with npm start -- levels/my-first-level.json',
    );
    // The file saved is the level the terminal would play: the solver's script wins it.
    const saved = JSON.parse(readFileSync((await download.path())!, "utf8")) as LevelDef;
    const session = new Session(saved, repositoryContent());
    for (const action of parseScript(script)) session.apply(action);
    expect([script, session.won()]).toEqual([script, true]);
    await page.close();
  });
});
