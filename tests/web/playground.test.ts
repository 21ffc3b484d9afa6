/**
 * The browser playground, end to end (tests/web/browser.ts builds, serves and opens it in Debian's
 * Chromium): it plays levels 1 and 3 with the keyboard and mouse, checks the rules and log panels, the
 * chooser dialog, a bad dropped file, and that the page logs no console errors. A screenshot goes to
 * test-results/playground.png.
 */
import { mkdirSync } from "node:fs";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { newPage, openSite, type Site } from "./browser";
import { colourPairs, expectReadable } from "./contrast";

let site: Site;

async function open(level: string): Promise<Page> {
  const page = await newPage(site);
  await page.goto(`${site.base}/?level=${level}`);
  await page.waitForSelector("#grid g.obj");
  return page;
}

const keys = async (page: Page, list: string[]) => {
  for (const k of list) await page.keyboard.press(k);
};

beforeAll(async () => {
  site = await openSite();
}, 30_000);

afterAll(async () => {
  await site?.close();
});

describe("the playground", () => {
  it("wins level 1 by keyboard and a click on Whirlwind; DEATHRATTLE IS DOUBLE shows after the push", async () => {
    const page = await open("l1-double-tap");
    await keys(page, ["ArrowUp", "w"]);
    expect(await page.textContent("#rules")).toContain("DEATHRATTLE IS DOUBLE");
    await page.click('button.card[data-card="Whirlwind"]');
    const log = await page.textContent("#log");
    expect(
      log?.match(/Powder Keg #33's Deathrattle triggered \(\d of 2: DEATHRATTLE IS DOUBLE/g),
    ).toHaveLength(2);
    await page.click("#log button.format");
    const raw = await page.textContent("#log");
    expect(raw?.match(/Triggered\{source: \d+, trigger: "deathrattle"\}/g)).toHaveLength(2);
    await page.click("#log button.format");
    await keys(page, ["s", "s", "a", "s", "s", "d", "d"]);
    expect(await page.textContent("#banner")).toContain("You win");
    await page.close();
  });

  it("wins level 3 with the mouse and keyboard; the log groups by Phase and highlights on hover", async () => {
    const page = await open("l1-double-tap");
    await page.selectOption("#level", "l3-simultaneous-paradox");
    await page.waitForFunction(() => location.search === "?level=l3-simultaneous-paradox");
    await page.click('button.card[data-card="Whirlwind"]');
    await page.click("#log button.format"); // the course's format, grouped by Death Phase
    expect(await page.getAttribute("#log button.format", "aria-pressed")).toBe("true");
    expect(await page.textContent("#log")).toContain('Triggered{source: 32, trigger: "deathrattle"}');
    expect(await page.$$eval("#log summary", (s) => s.map((x) => x.textContent))).toEqual([
      "Action",
      "Death Phase 1",
      "Death Phase 2",
    ]);
    await page.hover('#log li.line[data-ids="30"]');
    expect(await page.getAttribute('#grid g.obj[data-id="30"]', "class")).toContain("hl");
    expect(await page.getAttribute('#log li.line[data-ids="30"]', "title")).toBe("#30 Tin Knight (1/1)");
    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/playground.png", fullPage: true });
    await page.click("#log summary >> nth=0");
    expect(await page.$eval("#log details", (d) => (d as HTMLDetailsElement).open)).toBe(false);
    await keys(page, ["d", "ArrowRight", "d", "d", "d"]);
    expect(await page.textContent("#banner")).toContain("You win");
    await page.screenshot({ path: "test-results/playground-won.png", fullPage: true });
    await page.close();
  });

  it("clicking a log line shows why, as `why N` does, and highlights its objects and its rules' tiles", async () => {
    const page = await open("l1-double-tap");
    const lit = (cls: string) =>
      page.$$eval(`#grid g.obj.${cls}`, (gs) =>
        gs.map((g) => Number((g as SVGGElement).dataset.id)).sort((a, b) => a - b),
      );
    await keys(page, ["w", "w"]);
    expect(await page.$$eval("#log li.sentence", (ls) => ls.map((l) => l.textContent?.trim()))).toEqual([
      "1. You stepped up",
      "2. Baba #23 moved up to (5, 2)",
      "3. Baba #23 pushed DOUBLE #22 up to (5, 1)",
      "4. DEATHRATTLE IS DOUBLE formed (tiles #12, #13, #22) by Baba #23's push",
    ]);
    await page.click('#log li.sentence[data-line="3"]');
    expect(await page.$$eval("#why h3, #why li", (ls) => ls.map((l) => l.textContent))).toEqual([
      "why 4: DEATHRATTLE IS DOUBLE formed (tiles #12, #13, #22) by Baba #23's push",
      "because 3: Baba #23 pushed DOUBLE #22 up to (5, 1)",
      "because 2: Baba #23 moved up to (5, 2)",
      "because 1: You stepped up",
      "because the player pressed up",
    ]);
    expect(await lit("hl")).toEqual([22, 23]); // Baba and the DOUBLE it pushed
    expect(await lit("hl-rule")).toEqual([12, 13, 22]); // DEATHRATTLE IS DOUBLE's tiles
    await page.click('button.card[data-card="Whirlwind"]');
    expect(await page.$$eval("#why", (w) => w.length)).toBe(0); // a new action: nothing explained yet
    await page.focus('#log li.sentence[data-line="7"]');
    await page.keyboard.press("Enter");
    expect(await page.$$eval("#why h3, #why li", (ls) => ls.map((l) => l.textContent))).toEqual([
      "why 8: Powder Keg #33's Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE on tiles #12, #13, #22)",
      "because 4: Powder Keg #33 was destroyed (lethal damage from Whirlwind)",
      "because 2: Powder Keg #33 took 1 damage from Whirlwind",
      "because 1: Whirlwind was cast",
      "because the player cast Whirlwind",
    ]);
    expect(await lit("hl-rule")).toEqual([12, 13, 22]);
    expect(await page.getAttribute('#log li.sentence[data-line="7"]', "aria-pressed")).toBe("true");
    mkdirSync("test-results", { recursive: true });
    await page.screenshot({ path: "test-results/playground-why.png", fullPage: true });
    const pairs = await colourPairs(page, "#why h3, #why li, #log li.sentence, #log button.format", "all");
    expectReadable(pairs, 10);
    await page.close();
  });

  it("wins level 2: Graft's choices in a keyboard-accessible dialog, then the minion placed on a tile", async () => {
    const page = await open("l2-spliced-corpse");
    await page.click('button.card[data-card="Graft"]');
    await page.waitForSelector("dialog#chooser[open]");
    expect(await page.evaluate(() => document.activeElement?.closest("dialog")?.id)).toBe("chooser");
    expect(await page.textContent("#chooser h2")).toContain("base");
    await page.keyboard.press("Escape");
    await page.waitForFunction(() => document.querySelector("#message")?.textContent?.includes("cancelled"));
    expect(await page.$eval("#chooser", (d) => (d as HTMLDialogElement).open)).toBe(false);
    await page.click('button.card[data-card="Graft"]');
    await page.click('#chooser button[value="Ember Moth"]');
    await page.click('#chooser button[value="Rune Scribe"]');
    await page.focus('#chooser button[value="bottom"]');
    await page.keyboard.press("Enter");
    await page.click('button.card[data-card="Ember Moth (Assembled)"]');
    expect(await page.getAttribute('button.card[data-card="Ember Moth (Assembled)"]', "aria-pressed")).toBe(
      "true",
    );
    await page.click('#grid rect.cell[data-x="3"][data-y="3"]');
    expect(await page.textContent("#message")).toContain("Played Ember Moth (Assembled) at (3, 3)");
    await keys(page, ["ArrowLeft", "a"]);
    expect(await page.textContent("#rules")).toContain("BABA IS WIN");
    expect(await page.textContent("#banner")).toContain("You win");
    // Again with the tile chosen by keyboard: the cursor starts on the first empty tile, (3, 0).
    await keys(page, ["r"]);
    await page.click('button.card[data-card="Graft"]');
    for (const answer of ["Ember Moth", "Rune Scribe", "bottom"])
      await page.click(`#chooser button[value="${answer}"]`);
    await page.click('button.card[data-card="Ember Moth (Assembled)"]');
    await keys(page, ["ArrowDown", "s", "ArrowDown", "Enter"]);
    expect(await page.textContent("#message")).toContain("Played Ember Moth (Assembled) at (3, 3)");
    await page.close();
  });

  it("undoes on a pure Baba level and shows a readable error for a bad dropped file", async () => {
    const page = await open("baba-conversion");
    expect(await page.isEnabled("#undo")).toBe(true);
    await keys(page, ["ArrowUp", "u"]);
    expect(await page.textContent("#message")).toContain("Undone");
    await page.evaluate(() => {
      const data = new DataTransfer();
      const bad = JSON.stringify({ name: "x", width: 3, height: 3, objects: [{ kind: 7, x: 0, y: 0 }] });
      data.items.add(new File([bad], "bad.json", { type: "application/json" }));
      document.body.dispatchEvent(
        new DragEvent("drop", { dataTransfer: data, bubbles: true, cancelable: true }),
      );
    });
    await page.waitForSelector("#error:not([hidden])");
    expect(await page.textContent("#error")).toMatch(
      /^bad\.json was not opened: it has 1 problem \(below\)\. .* stays open\.\nbad\.json: .*objects\[0\]/,
    );
    await keys(page, ["ArrowUp", "r"]);
    expect(await page.textContent("#message")).toBe("Restarted (U undoes it).");
    await page.close();
  });

  it("opens a good level file and shows a cancelled rule struck through, with what cancelled it", async () => {
    const page = await open("baba-conversion");
    const words = ["ROCK IS WIN", "ROCK IS NOT WIN", "BABA IS YOU"].map((line, y) =>
      line.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })),
    );
    const level = {
      name: "mine",
      title: "Mine",
      width: 5,
      height: 4,
      objects: [...words.flat(), { kind: "baba", x: 0, y: 3 }],
    };
    await page.setInputFiles("#file", {
      name: "mine.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(level)),
    });
    await page.waitForFunction(() => document.querySelector("#title")?.textContent === "Mine");
    expect(await page.textContent("#rules .cancelled")).toBe("ROCK IS WIN cancelled by ROCK IS NOT WIN");
    expect(await page.$$eval("#rules .cancelled s", (s) => s.map((x) => x.textContent))).toEqual([
      "ROCK IS WIN",
    ]);
    await page.close();
  });

  it("a move a conditional STOP blocked: the Why view names the rule and lights its tiles", async () => {
    const page = await open("baba-conversion");
    const row = (line: string, y: number) =>
      line
        .split(" ")
        .flatMap((w, x) => (w === "." ? [] : [{ kind: w === w.toUpperCase() ? `text:${w}` : w, x, y }]));
    const level = {
      name: "blocked",
      title: "Blocked",
      width: 5,
      height: 3,
      objects: [
        ...row("BABA IS YOU . .", 0),
        ...row("WALL NEAR KEKE IS STOP", 1),
        ...row(". baba wall keke .", 2),
      ],
    };
    await page.setInputFiles("#file", {
      name: "blocked.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(level)),
    });
    await page.waitForFunction(() => document.querySelector("#title")?.textContent === "Blocked");
    await keys(page, ["ArrowRight"]);
    await page.click('#log li.sentence[data-line="1"]');
    expect(await page.$$eval("#why h3, #why li", (ls) => ls.map((l) => l.textContent))).toEqual([
      "why 2: Baba #8 could not move right: Wall #9 is STOP (WALL NEAR KEKE IS STOP)",
      "because 1: You stepped right",
      "because the player pressed right",
    ]);
    const lit = (cls: string) =>
      page.$$eval(`#grid g.obj.${cls}`, (gs) =>
        gs.map((g) => Number((g as SVGGElement).dataset.id)).sort((a, b) => a - b),
      );
    expect(await lit("hl")).toEqual([8, 9]); // Baba and the wall
    expect(await lit("hl-rule")).toEqual([3, 4, 5, 6, 7]); // WALL NEAR KEKE IS STOP's tiles
    await page.close();
  });

  it("is keyboard reachable with a visible focus, and its text meets WCAG AA contrast", async () => {
    const page = await open("l1-double-tap");
    const focused: string[] = [];
    for (let i = 0; i < 9; i++) {
      await page.keyboard.press("Tab");
      focused.push(
        await page.evaluate(() => document.activeElement?.id || document.activeElement?.className || ""),
      );
      const outline = await page.evaluate(
        () => getComputedStyle(document.activeElement as Element).outlineStyle,
      );
      expect(outline).not.toBe("none");
    }
    // The touch pad is hidden on a desktop.
    expect(focused).toEqual([
      "level",
      "mode",
      "undo",
      "restart",
      "file",
      "save",
      "share",
      "duel-link",
      "card spell",
    ]);
    expect(await page.getAttribute("#grid", "aria-label")).toMatch(/^Double-Tap: 9 by 7 grid with /);
    const pairs = await colourPairs(
      page,
      "h1, h2, label, button, select, p, li, .why, .stats, .cost",
      "enabled",
    );
    expectReadable(pairs, 10);
    await page.close();
  });

  it("logged no console errors", () => {
    expect(site.problems).toEqual([]);
  });
});
