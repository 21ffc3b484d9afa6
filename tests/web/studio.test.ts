/**
 * SpellGrid Studio in Chromium (issue 12 item 4): a level built in the editor from an empty grid, solved
 * in the page and won by playing the solution; the solver's progress and Cancel while the page stays
 * live; the replay viewer; a phone's 390 px viewport with touch; the error pages; the share link round
 * trip; save; moves refused after a win, the next level and the progress remembered. Any console error
 * fails the test that caused it. Screenshots go to test-results/studio-*.png.
 */
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { type PlayerAction, parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { levelText } from "../../web/level-text";
import { decodeLevel, encodeLevel } from "../../web/share";
import { ROOT } from "../architecture/source";
import { newPage, siteForThisFile } from "./browser";
import { colourPairs, expectReadable } from "./contrast";

const site = siteForThisFile();

beforeAll(() => {
  mkdirSync("test-results", { recursive: true });
});

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/studio-${name}.png`, fullPage: true });

const text = async (page: Page, selector: string) => (await page.textContent(selector))?.trim() ?? "";

/** Clicks a palette brush (or tool), then the tile. */
async function paint(page: Page, tool: string, x: number, y: number): Promise<void> {
  await page.click(`[data-tool="${tool}"]`);
  await page.click(`#grid rect.cell[data-x="${x}"][data-y="${y}"]`);
}

/** Plays one action as a person would: a key for a step; the card, then its tile, for a card. */
async function act(page: Page, action: PlayerAction): Promise<void> {
  switch (action.type) {
    case "step":
      await page.keyboard.press({ up: "w", down: "s", left: "a", right: "d", wait: "." }[action.dir]);
      return;
    case "undo":
      await page.keyboard.press("u");
      return;
    case "card":
      await page.click(`button.card[data-card="${action.card}"]`);
      for (const answer of action.choices) await page.click(`#chooser button[value="${answer}"]`);
      if (action.tile)
        await page.click(`#grid rect.cell[data-x="${action.tile[0]}"][data-y="${action.tile[1]}"]`);
      return;
    default:
      action satisfies never;
  }
}

/** Where the objects of the board stand, as `kind@x,y` (minions by card), in the order drawn. */
const board = (page: Page) =>
  page.$$eval("#grid g.obj title", (ts) => ts.map((t) => t.textContent!.replace(/^#\d+ /, "")));

describe("the editor, the solver and the player", () => {
  it("builds a level from an empty grid, solves it in the page, plays the solution and wins", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=nope`);
    await page.click("#new-level");
    await page.waitForSelector("#editor:not([hidden])");
    expect(await page.$$("#grid g.obj")).toHaveLength(0);
    // The empty hand's note is no card: it has no number before it, as the cards of the list have.
    const note = await page.$eval("#ed-hand-list li", (li) => [
      li.textContent,
      getComputedStyle(li).listStyleType,
    ]);
    expect(note).toEqual(["(empty: a level with no hand and no minions is a pure Baba level)", "none"]);
    // A 3×4 grid: BABA IS YOU, FLAG IS WIN, MOTH IS STOP; Baba, an Ember Moth in the way, the flag.
    await page.fill("#ed-width", "3");
    await page.press("#ed-width", "Tab");
    await page.fill("#ed-height", "4");
    await page.press("#ed-height", "Tab");
    expect(await page.$$("#grid rect.cell")).toHaveLength(12);
    const rows = [
      ["BABA", "IS", "YOU"],
      ["FLAG", "IS", "WIN"],
      ["MOTH", "IS", "STOP"],
    ];
    for (const [y, row] of rows.entries())
      for (const [x, w] of row.entries()) await paint(page, `word:${w}`, x, y);
    await paint(page, "thing:baba", 0, 3);
    await paint(page, "minion:Ember Moth", 1, 3);
    await paint(page, "thing:flag", 2, 3);
    await page.selectOption("#ed-hand-add", "Spark");
    await page.click("#ed-hand-add-button");
    await page.fill("#ed-title", "Moth in the Way");
    await page.press("#ed-title", "Enter");
    expect(await text(page, "#ed-problems")).toBe(
      "No problems: the level can be played (E). Solve, under the rules, tells whether it can be won.",
    );
    expect(await text(page, "#rules")).toContain("MOTH IS STOP");
    // Undo and redo of edits: the last one was the title.
    await page.click("#undo");
    expect(await page.inputValue("#ed-title")).toBe("My level");
    await page.click("#redo");
    expect(await page.inputValue("#ed-title")).toBe("Moth in the Way");
    await shot(page, "editor");

    await page.click("#solve");
    await page.waitForSelector("#solution:not([hidden])");
    const status = await text(page, "#solve-status");
    expect(status).toMatch(/^solvable in 3 actions \(\d+ states explored in \d+ ms\)$/);
    const script = await text(page, "#solution-script");
    expect(script).toBe("c Spark 1 3; d; d");

    await page.keyboard.press("e");
    await page.waitForSelector("#hand:not([hidden])");
    expect(await text(page, "#title")).toBe("Moth in the Way");
    for (const action of parseScript(script)) await act(page, action);
    expect(await text(page, "#banner-text")).toBe("You win!");
    await shot(page, "won");
    await page.close();
  });

  it("steps through the solution on the board, and plays on from a step", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.click("#solve");
    await page.waitForSelector("#solution:not([hidden])");
    const script = parseScript(await text(page, "#solution-script"));
    await page.click("#step-solution");
    await page.waitForSelector("#viewer:not([hidden])");
    expect(await text(page, "#viewer-step")).toBe(`Step 0 of ${script.length}: the level as loaded`);
    await page.keyboard.press("ArrowRight");
    expect(await text(page, "#viewer-step")).toBe(`Step 1 of ${script.length}: after w`);
    // The Whirlwind's step shows its log: the keg's Deathrattle twice, and why on a click.
    const cast = script.findIndex((a) => a.type === "card") + 1;
    await page.click(`button.step[data-step="${cast}"]`);
    expect(await text(page, "#viewer-step")).toBe(`Step ${cast} of ${script.length}: after c Whirlwind`);
    expect(
      (await text(page, "#log")).match(
        /Powder Keg #33's Deathrattle triggered \(\d of 2: DEATHRATTLE IS DOUBLE/g,
      ),
    ).toHaveLength(2);
    await page.click('#log li.sentence[data-line="7"]');
    expect(await text(page, "#why h3")).toBe(
      "why 8: Powder Keg #33's Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE on tiles #12, #13, #22)",
    );
    await page.keyboard.press("End");
    expect(await text(page, "#viewer-step")).toMatch(/— won$/);
    expect(await text(page, "#banner-text")).toBe("You win!");
    await shot(page, "viewer");
    await page.keyboard.press("Home");
    await page.keyboard.press("ArrowRight");
    await page.click('[data-viewer="play"]');
    expect(await page.isHidden("#viewer")).toBe(true);
    expect(await text(page, "#message")).toBe(
      "Double-Tap: playing on from step 1 (U walks back along the steps).",
    );
    await page.keyboard.press("u");
    expect(await text(page, "#message")).toBe("Undone: w.");
    await page.close();
  });

  it("shows the solver's progress and cancels it while the page stays live; a small budget gives up", async () => {
    const page = await newPage(site);
    // An open grid with loose words and no WIN: unsolvable, with far more states than the budget.
    const words = ["ROCK", "IS", "PUSH", "KEKE", "WALL", "FLAG", "IS", "AND"];
    const level: LevelDef = {
      name: "vast",
      width: 10,
      height: 10,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        ...words.map((w, i) => ({ kind: `text:${w}`, x: 1 + (i % 4) * 2, y: 3 + Math.floor(i / 4) * 3 })),
        { kind: "baba", x: 5, y: 5 },
      ],
    };
    await page.goto(`${site.base}/#play=${await encodeLevel(level)}`);
    await page.waitForSelector("#grid g.obj");
    await page.fill("#budget", "5000000");
    await page.click("#solve");
    await page.waitForFunction(
      () => Number((document.querySelector("#solve-progress") as HTMLProgressElement).value) > 0,
    );
    // The page answers while the worker searches: a step on the board.
    await page.keyboard.press("s");
    expect(await text(page, "#message")).toBe("Stepped down.");
    expect(await page.isVisible("#cancel-solve")).toBe(true);
    await page.click("#cancel-solve");
    expect(await text(page, "#solve-status")).toMatch(/^Cancelled after [\d,]+ states\.$/);
    expect(await page.isHidden("#cancel-solve")).toBe(true);
    await page.fill("#budget", "50");
    await page.click("#solve");
    await page.waitForFunction(() =>
      document.querySelector("#solve-status")?.textContent?.startsWith("not found within budget"),
    );
    expect(await text(page, "#solve-status")).toMatch(
      /^not found within budget: gave up at 50 states \(state limit 50; 50 states explored in \d+ ms\)$/,
    );
    await page.fill("#budget", "lots");
    await page.click("#solve");
    expect(await text(page, "#solve-status")).toBe(
      'the state budget must be a whole number from 1 to 5,000,000, not "lots"',
    );
    await page.close();
  });
});

describe("replays, errors and sharing", () => {
  it("opens a replay file in the step-through viewer, with each step's log", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    const file = join(ROOT, "replays", "l3-simultaneous-paradox.replay.json");
    const replay = JSON.parse(readFileSync(file, "utf8")) as { actions: string[] };
    await page.setInputFiles("#file", file);
    await page.waitForSelector("#viewer:not([hidden])");
    expect(await text(page, "#title")).toBe("Simultaneous Paradox");
    expect(await text(page, "#viewer h2")).toBe("Replay l3-simultaneous-paradox.replay.json");
    expect(await text(page, "#viewer-step")).toBe(`Step 0 of ${replay.actions.length}: the level as loaded`);
    expect(await page.$$eval("button.step", (b) => b.map((x) => x.textContent))).toEqual(replay.actions);
    await page.click('[data-viewer="forward"]');
    expect(await text(page, "#viewer-step")).toBe(
      `Step 1 of ${replay.actions.length}: after ${replay.actions[0]}`,
    );
    const before = await board(page);
    await page.click('[data-viewer="back"]');
    expect(await board(page)).not.toEqual(before);
    await page.click('[data-viewer="last"]');
    expect(await text(page, "#viewer-step")).toMatch(/— won$/);
    await page.keyboard.press("Escape");
    expect(await page.isHidden("#viewer")).toBe(true);
    await page.close();
  });

  it("an unknown level and a broken one get an error page; the broken one can be fixed in the editor", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=nope`);
    await page.waitForSelector("#error-page:not([hidden])");
    expect(await text(page, "#title")).toBe("No such level");
    expect(await text(page, "#error-page p")).toContain('There is no level "nope".');
    expect(await page.isHidden("#studio")).toBe(true);
    const links = await page.$$eval(".level-links a", (a) => a.map((x) => x.getAttribute("href")));
    const shipped = readdirSync(join(ROOT, "levels")).filter((f) => f.endsWith(".json"));
    expect(links).toEqual(shipped.map((f) => `?level=${f.replace(/\.json$/, "")}`));
    await shot(page, "no-such-level");

    const broken = {
      name: "broken",
      title: "Broken",
      width: 3,
      height: 2,
      objects: [
        { kind: "text:BABA", x: 0, y: 0 },
        { kind: "rokc", x: 1, y: 1 },
        { kind: "rock", x: 5, y: 0 },
      ],
    };
    await page.goto(`${site.base}/#play=${await encodeLevel(broken as LevelDef)}`);
    await page.reload();
    await page.waitForSelector("#error-page:not([hidden])");
    expect(await text(page, "#title")).toBe("Broken: this level cannot be played");
    expect(await page.$$eval(".problem-list li", (l) => l.map((x) => x.textContent))).toEqual([
      'levels/broken.json: objects[1].kind: "rokc": ROKC is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD) (did you mean "rock"?)',
      "levels/broken.json: objects[2].x: 5 is off the 3×2 grid (x is 0 to 2)",
    ]);
    await page.click("#fix");
    await page.waitForSelector("#editor:not([hidden])");
    // The problem with a tile is marked on it; the one off the grid can be removed from the list.
    expect(await page.$$eval("#grid g.mark.problem title", (t) => t.map((x) => x.textContent))).toEqual([
      'objects[1].kind: "rokc": ROKC is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD) (did you mean "rock"?)',
    ]);
    await page.click('#ed-problems button[data-entry="objects:2"]');
    await page.click('#ed-problems button[data-problem="1,1"]');
    expect(await text(page, "#ed-tile h3")).toBe("Tile (1, 1)");
    await page.click('#ed-tile button[data-action="remove"]');
    // No problem is left, but the level as it stands cannot be played: the checker's warnings, apart.
    expect(await text(page, "#ed-problems p")).toBe(
      "No problems, but 2 warnings: the level can be played (E), yet as it stands:",
    );
    expect(await page.$$eval("#ed-problems ul.warnings li", (l) => l.map((x) => x.textContent))).toEqual([
      'warning objects: nothing is YOU at the start: no rule "… IS YOU" is in force, so the level is lost before the first move and every move is refused',
      "warning objects: nothing can ever be WIN: no text:WIN is on the grid and no card of this game writes WIN, so the level can never be won",
    ]);
    expect(await page.getAttribute("#ed-problems", "class")).toBe("problems warn");
    expectReadable(await colourPairs(page, "#ed-problems p, #ed-problems li, #ed-problems .tag", "shown"), 4);
    await shot(page, "editor-warnings");
    await page.close();
  });

  it("a minion without a noun in the hand: the editor warns at hand[i], naming it; the level still plays", async () => {
    const page = await newPage(site);
    const cards = repositoryContent().cards;
    // Any minion of the library without a noun (SpellGrid cannot put it on the grid), and one with a noun.
    const mute = cards.find((c) => c.type === "minion" && c.noun === undefined)!.name;
    const stone = cards.find((c) => c.type === "minion" && c.noun !== undefined)!.name;
    const level = {
      name: "mute",
      width: 4,
      height: 3,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        ...["BABA", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
        { kind: "baba", x: 0, y: 2 },
      ],
      hand: [stone, mute],
    };
    await page.goto(`${site.base}/#edit=${await encodeLevel(level)}`);
    await page.waitForSelector("#editor:not([hidden])");
    expect(await text(page, "#ed-problems p")).toBe(
      "No problems, but 1 warning: the level can be played (E), yet as it stands:",
    );
    expect(await page.$$eval("#ed-problems ul.warnings li", (l) => l.map((x) => x.textContent))).toEqual([
      `warning hand[1]: "${mute}" is a minion without a noun (a minion is played onto the grid as an object of its noun), so it can never be played and stays in the hand all game`,
    ]);
    await shot(page, "editor-hand-warning");
    await page.keyboard.press("e");
    await page.waitForSelector("#hand button.card");
    await page.click(`#hand button.card[data-card="${mute}"]`);
    expect(await text(page, "#error")).toBe(
      `play: "${mute}" is a minion without a noun (a minion is played onto the grid as an object of its noun)`,
    );
    await page.close();
  });

  it("a level file that starts with a byte-order mark (as Windows editors write) opens and plays", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    const file = readFileSync(join(ROOT, "levels", "l1-double-tap.json"));
    await page.setInputFiles("#file", {
      name: "l1-double-tap.json",
      mimeType: "application/json",
      buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), file]),
    });
    await page.waitForFunction(() => document.querySelector("#title")?.textContent?.trim() === "Double-Tap");
    expect(await page.isVisible("#error")).toBe(false);
    await page.close();
  });

  it("a level file with problems is not played: its problems are listed, and it opens in the editor to fix", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    const level = { name: "typo", width: 3, height: 1, objects: [{ kind: "text:BABX", x: 2, y: 0 }] };
    await page.setInputFiles("#file", {
      name: "typo.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify(level)),
    });
    await page.waitForSelector("#error:not([hidden])");
    expect(await text(page, "#error")).toBe(
      'typo.json was not opened: it has 1 problem (below). Stepping Stone stays open.\ntypo.json: objects[0].kind: "text:BABX": BABX is not a word of the lexicon (did you mean "BABA"?) Open it in the editor',
    );
    expect(await text(page, "#title")).toBe("Stepping Stone");
    await page.click("#fix-rejected");
    await page.waitForSelector("#editor:not([hidden])");
    expect(await page.$$eval("#grid g.mark.problem", (m) => m.length)).toBe(1);
    expect(await page.inputValue("#ed-name")).toBe("typo");
    // In the editor, a file opens in the editor, problems and all.
    await page.setInputFiles("#file", {
      name: "other.json",
      mimeType: "application/json",
      buffer: Buffer.from(JSON.stringify({ ...level, name: "other" })),
    });
    await page.waitForFunction(
      () => (document.querySelector("#ed-name") as HTMLInputElement).value === "other",
    );
    expect(await page.isVisible("#editor")).toBe(true);
    await page.close();
  });

  it("shares a level in the URL: the link opens the same level in play; the editor's URL survives a reload", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    await paint(page, "thing:rock", 5, 0);
    await page.fill("#ed-title", "Stepping Stone, shared");
    await page.press("#ed-title", "Enter");
    // The painted rock has written an #edit= URL already; the title's own URL comes after (its encoding is
    // asynchronous), so read the URL until it holds the title (under load the first read was the rock's).
    await page.waitForFunction(() => location.hash.startsWith("#edit="));
    const editedTitle = async () => {
      const hash = new URL(page.url()).hash;
      return hash.startsWith("#edit=") ? (await decodeLevel(hash.slice("#edit=".length))).title : null;
    };
    await expect.poll(editedTitle, { timeout: 10_000 }).toBe("Stepping Stone, shared");
    const edited = await decodeLevel(new URL(page.url()).hash.slice("#edit=".length));
    await page.reload();
    await page.waitForSelector("#editor:not([hidden])");
    expect(await page.inputValue("#ed-title")).toBe("Stepping Stone, shared");

    await page.click("#share");
    await page.waitForFunction(() => (document.querySelector("#share-url") as HTMLInputElement).value !== "");
    const link = await page.inputValue("#share-url");
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/#play=c[\w-]+$/);
    await page.waitForFunction(() =>
      document.querySelector("#ed-message")?.textContent?.startsWith("Share link"),
    );
    expect(await text(page, "#ed-message")).toBe(
      `Share link copied (${link.length} characters): it opens Stepping Stone, shared in play.`,
    );
    expect(await decodeLevel(link.slice(link.indexOf("#play=") + 6))).toEqual(edited);
    const other = await newPage(site);
    await other.goto(link);
    await other.waitForSelector("#grid g.obj");
    expect(await text(other, "#title")).toBe("Stepping Stone, shared");
    // In play, not in the editor (a pure Baba level shows no hand panel: its log panel says play).
    expect([await other.isHidden("#editor"), await other.isVisible("#log")]).toEqual([true, true]);
    expect(await board(other)).toContain("rock at (5, 0)");
    await other.close();
    await page.close();
  });

  it("saves the level file as the editor has it", async () => {
    const page = await newPage(site, { acceptDownloads: true });
    await page.goto(`${site.base}/?level=l2-spliced-corpse`);
    const [download] = await Promise.all([page.waitForEvent("download"), page.click("#save")]);
    expect(download.suggestedFilename()).toBe("l2-spliced-corpse.json");
    const saved = readFileSync((await download.path())!, "utf8");
    expect(saved).toBe(readFileSync(join(ROOT, "levels", "l2-spliced-corpse.json"), "utf8"));
    expect(saved).toBe(levelText(JSON.parse(saved)));
    await page.close();
  });
});

describe("the player", () => {
  it("refuses moves after a win, offers the next level, and remembers the win", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    for (const key of ["d", "d", "d", "d"]) await page.keyboard.press(key);
    expect(await text(page, "#banner-text")).toBe("You win!");
    const won = await board(page);
    for (const key of ["a", "a"]) await page.keyboard.press(key);
    expect(await board(page)).toEqual(won);
    expect(await text(page, "#error")).toBe("the level is won: no more moves (u undoes, r restarts)");
    const names = readdirSync(join(ROOT, "levels"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    const next = names[names.indexOf("baba-sink") + 1];
    expect(await page.isVisible("#next")).toBe(true);
    await page.click("#next");
    await page.waitForFunction((n) => location.search === `?level=${n}`, next);
    const option = await page.$eval('#level option[value="baba-sink"]', (o) => o.textContent);
    expect(option).toMatch(/^✓ /);
    await page.reload();
    expect(await page.$eval('#level option[value="baba-sink"]', (o) => o.textContent)).toMatch(/^✓ /);
    expect(await page.$eval(`#level option[value="${next}"]`, (o) => o.textContent)).not.toMatch(/^✓ /);
    await page.close();
  });

  it("after a win, N opens the next level as the Next level button does (the terminal's n); before a win N changes nothing", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=baba-sink`);
    await page.waitForSelector("#grid g.obj");
    const start = await board(page);
    await page.keyboard.press("n");
    expect([await board(page), await page.evaluate(() => location.search)]).toEqual([
      start,
      "?level=baba-sink",
    ]);
    for (const key of ["d", "d", "d", "d"]) await page.keyboard.press(key);
    expect(await text(page, "#banner-text")).toBe("You win!");
    expect(await page.getAttribute("#next", "aria-keyshortcuts")).toBe("N");
    const names = readdirSync(join(ROOT, "levels"))
      .filter((f) => f.endsWith(".json"))
      .map((f) => f.replace(/\.json$/, ""));
    const next = names[names.indexOf("baba-sink") + 1];
    await page.keyboard.press("n");
    await page.waitForFunction((n) => location.search === `?level=${n}`, next);
    expect(await page.inputValue("#level")).toBe(next);
    await page.close();
  });

  it("names each card of the hand for a screen reader: its name, then its cost, a minion's attack and health, and its text", async () => {
    const page = await newPage(site);
    const cards = repositoryContent().cards;
    const spell = cards.find((c) => c.type === "spell")!;
    const minion = cards.find((c) => c.type === "minion" && "noun" in c && c.noun)!;
    const level: LevelDef = {
      name: "named",
      width: 5,
      height: 4,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        { kind: "baba", x: 1, y: 2 },
      ],
      hand: [spell.name, minion.name],
    };
    const hand = viewOf(new Session(level, repositoryContent())).hand;
    await page.goto(`${site.base}/#play=${await encodeLevel(level)}`);
    await page.waitForSelector("#hand button.card");
    const names = await page.$$eval("#hand button.card", (bs) => bs.map((b) => b.getAttribute("aria-label")));
    expect(names).toEqual(
      hand.map((c) => {
        const stats = c.type === "minion" ? `, attack ${c.attack}, health ${c.health}` : "";
        return `${c.card}: costs ${c.cost}${stats}. ${c.text}`;
      }),
    );
    await page.close();
  });

  it("names the heroes under the hand in words: yours and the opponent's, with their Health", async () => {
    const page = await newPage(site);
    const spell = repositoryContent().cards.find((c) => c.type === "spell")!.name;
    const level: LevelDef = {
      name: "heroes",
      width: 5,
      height: 4,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        { kind: "baba", x: 1, y: 2 },
      ],
      hand: [spell],
    };
    const [mine, theirs] = viewOf(new Session(level, repositoryContent())).heroes.map((h) => h.health);
    await page.goto(`${site.base}/#play=${await encodeLevel(level)}`);
    await page.waitForSelector("#hand button.card");
    expect(await text(page, "#hand .heroes")).toBe(
      `Your hero: ${mine} Health · the opponent's hero: ${theirs} Health`,
    );
    await page.close();
  });

  it("undoes on a SpellGrid level: a cast and its deaths, steps, and the winning move", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    const start = await board(page);
    await page.keyboard.press("w");
    await page.keyboard.press("w");
    const pushed = await board(page);
    await page.click('button.card[data-card="Whirlwind"]');
    expect(await board(page)).not.toEqual(pushed);
    expect(await page.$$('button.card[data-card="Whirlwind"]')).toHaveLength(0);
    expect(await page.isEnabled("#undo")).toBe(true);
    await page.keyboard.press("u");
    expect(await text(page, "#message")).toBe("Undone: c Whirlwind.");
    expect(await board(page)).toEqual(pushed);
    expect(await page.$$('button.card[data-card="Whirlwind"]')).toHaveLength(1);
    await page.click("#undo");
    await page.keyboard.press("u");
    expect(await board(page)).toEqual(start);
    await page.keyboard.press("u");
    // Back at the start: said calmly, in the message line (no error box).
    expect(await text(page, "#message")).toBe("Already at the start of Double-Tap: nothing to undo.");
    expect(await page.isHidden("#error")).toBe(true);
    // After a win, moves are refused but undo is not.
    for (const action of parseScript("w; w; c Whirlwind; s; s; a; s; s; d")) await act(page, action);
    const beforeWin = await board(page);
    await page.keyboard.press("d");
    expect(await text(page, "#banner-text")).toBe("You win!");
    await page.keyboard.press("u");
    expect(await page.isHidden("#banner")).toBe(true);
    expect(await board(page)).toEqual(beforeWin);
    await shot(page, "undo");
    await page.close();
  });

  it("fits a 390 px phone: no horizontal scroll, and the touch pad moves, casts and toggles play", async () => {
    const page = await newPage(site, {
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      deviceScaleFactor: 2,
    });
    const width = () => page.evaluate(() => document.documentElement.scrollWidth);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.waitForSelector("#grid g.obj");
    expect(await width()).toBe(390);
    expect(await page.isVisible("#pad")).toBe(true);
    const before = await board(page);
    await page.tap('#pad [data-pad="up"]');
    await page.tap('#pad [data-pad="up"]');
    expect(await board(page)).not.toEqual(before);
    expect(await text(page, "#rules")).toContain("DEATHRATTLE IS DOUBLE");
    await page.tap('button.card[data-card="Whirlwind"]');
    expect(await text(page, "#message")).toBe("Cast Whirlwind.");
    for (const dir of ["down", "down", "left", "down", "down", "right", "right"])
      await page.tap(`#pad [data-pad="${dir}"]`);
    expect(await text(page, "#banner-text")).toBe("You win!");
    await shot(page, "phone-play");
    await page.tap("#mode");
    await page.waitForSelector("#editor:not([hidden])");
    expect(await width()).toBe(390);
    await page.tap('[data-tool="thing:rock"]');
    await page.tap('#grid rect.cell[data-x="8"][data-y="3"]');
    expect(await board(page)).toContain("rock at (8, 3)");
    await shot(page, "phone-edit");
    await page.goto(`${site.base}/?level=nope`);
    expect(await width()).toBe(390);
    await page.close();
  });

  it("the editor is keyboard reachable and its text meets WCAG AA contrast", async () => {
    const page = await newPage(site);
    await page.goto(`${site.base}/?level=l1-double-tap`);
    await page.keyboard.press("e");
    await page.waitForSelector("#editor:not([hidden])");
    // The tile cursor moves with the arrows, and Enter paints with the tool in hand.
    await page.click('[data-tool="word:WIN"]');
    await page.locator("#grid").focus();
    for (const key of ["ArrowRight", "ArrowRight", "ArrowDown"]) await page.keyboard.press(key);
    expect(await text(page, "#ed-tile h3")).toBe("Tile (2, 1)");
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press("Enter");
    expect(await text(page, "#ed-tile")).toContain("text:WIN");
    await page.keyboard.press("Control+z");
    expect(await text(page, "#ed-tile")).not.toContain("text:WIN");
    const pairs = await colourPairs(
      page,
      "#editor button, #editor h2, #editor summary, #editor-side label, #editor-side legend, #editor-side p, #editor-side li",
      "shown",
    );
    expectReadable(pairs, 20);
    await page.close();
  });
});

describe("the build", () => {
  it("pulls no Node module into the page or the solver's worker", () => {
    const assets = readdirSync(join(site.out, "assets")).filter((f) => f.endsWith(".js"));
    expect(assets.some((f) => f.startsWith("solver.worker"))).toBe(true);
    for (const f of assets) {
      const code = readFileSync(join(site.out, "assets", f), "utf8");
      expect([
        f,
        code.match(/__vite-browser-external|piscina|node:(fs|path|os|worker_threads|url)\b/g),
      ]).toEqual([f, null]);
    }
  });
});
