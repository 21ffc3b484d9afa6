/**
 * A page that cannot start says why, on the page (web/boot.ts): a file of `levels/`, `cards/` or `decks/`
 * with a problem used to leave the studio blank, the error in the console alone, and a file that is not
 * JSON failed inside Vite, naming no file. Built from copies of the repository with a user's mistakes in
 * them: a level and a deck file cut short; a card missing a field.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REPOSITORY_ROOT } from "../../src/content/content-root";
import { newPage, openSite, type Site } from "./browser";

const roots: string[] = [];
const sites: Site[] = [];

/** The studio built from a copy of the repository with `files` (path → text) written into it. */
async function siteWith(files: Record<string, string>): Promise<Site> {
  const root = mkdtempSync(join(tmpdir(), "spellgrid-startup-"));
  roots.push(root);
  for (const dir of ["web", "src", "content", "schema", "levels", "cards", "decks"])
    cpSync(join(REPOSITORY_ROOT, dir), join(root, dir), { recursive: true });
  symlinkSync(join(REPOSITORY_ROOT, "node_modules"), join(root, "node_modules"));
  for (const [file, text] of Object.entries(files)) writeFileSync(join(root, file), text);
  const site = await openSite(join(root, "web/vite.config.ts"));
  sites.push(site);
  return site;
}

/** The startup error `page` of `site` shows, its blanks folded. */
async function startupError(site: Site, page: string): Promise<{ text: string; tab: Page }> {
  const tab = await newPage(site);
  await tab.goto(`${site.base}/${page}`);
  const error = tab.locator("#startup-error");
  await error.waitFor();
  return { text: ((await error.textContent()) ?? "").replace(/\s+/g, " "), tab };
}

const spark = JSON.parse(readFileSync(join(REPOSITORY_ROOT, "cards/spark.json"), "utf8"));
const { cost: _cost, ...costless } = { ...spark, name: "Costless Spark" };
let cutShort: Site;
let badCard: Site;

beforeAll(async () => {
  cutShort = await siteWith({
    "levels/zz-cut-short.json": '{\n  "name": "zz-cut-short",\n  "width": ',
    "decks/zz-cut-short.json": '{ "name": "Cut", "cards": [\n  "Wisp",\n  ]\n}',
  });
  badCard = await siteWith({ "cards/zz-costless.json": JSON.stringify(costless) });
}, 90_000);

afterAll(async () => {
  for (const site of sites) await site.close();
  for (const root of roots) rmSync(root, { recursive: true, force: true });
});

describe("a page that cannot start says why, naming the file", () => {
  it("the studio: a level file that is not JSON, with its line; the page's controls hidden", async () => {
    const { text, tab } = await startupError(cutShort, "index.html");
    expect(text).toContain(
      "levels/zz-cut-short.json: invalid JSON: Unexpected end of JSON input (at the end of the file, line 3)",
    );
    expect(text).toContain("npm run check lists every problem");
    expect(await tab.locator("#studio").isVisible()).toBe(false);
    expect(await tab.locator("header nav").isVisible()).toBe(false);
    await tab.close();
  });

  it("the duel page: a deck file that is not JSON, with its line and column", async () => {
    const { text, tab } = await startupError(cutShort, "duel.html");
    expect(text).toMatch(/decks\/zz-cut-short\.json: invalid JSON: .* \(line 3, column 3\)/);
    await tab.close();
  });

  it("the studio: a card missing a field", async () => {
    const { text, tab } = await startupError(badCard, "index.html");
    expect(text).toContain('cards/zz-costless.json (card "Costless Spark"): missing field "cost"');
    await tab.close();
  });

  it("the error that stopped each page is the only one: nothing else failed after it", () => {
    expect(sites.flatMap((s) => s.problems)).toEqual([
      expect.stringMatching(/^pageerror: levels\/zz-cut-short\.json: invalid JSON: /),
      expect.stringMatching(/^pageerror: decks\/zz-cut-short\.json: invalid JSON: /),
      expect.stringMatching(
        /^pageerror: cards\/zz-costless\.json \(card "Costless Spark"\): missing field "cost"$/,
      ),
    ]);
  });
});
