/**
 * `npm run web` (Vite's dev server) sees the content a user adds while it runs: docs/authoring.md §7 has
 * the user save a level in `levels/` and find it in the studio. The studio bundles `levels/`, `cards/` and
 * `decks/` with globs; those folders are outside the studio's root (`web/`), which is all Vite watches
 * by itself, so a file added there stayed unseen, even after a reload, until the server was restarted.
 * Run on a copy of `web/`, `src/` and the content folders, with the copy of the repository's config.
 */
import { cpSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createServer, type ViteDevServer } from "vite";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { REPOSITORY_ROOT } from "../../src/content/content-root";

const root = mkdtempSync(join(tmpdir(), "spellgrid-dev-server-"));
let server: ViteDevServer;

beforeAll(async () => {
  for (const dir of ["web", "src", "levels", "cards", "decks"])
    cpSync(join(REPOSITORY_ROOT, dir), join(root, dir), { recursive: true });
  symlinkSync(join(REPOSITORY_ROOT, "node_modules"), join(root, "node_modules")); // the config imports vite
  server = await createServer({
    configFile: join(root, "web/vite.config.ts"),
    logLevel: "silent",
    server: { port: 0, strictPort: false, host: "127.0.0.1" },
  });
  await server.listen();
});
afterAll(async () => {
  await server?.close();
  rmSync(root, { recursive: true, force: true });
});

/** The studio's module `file` as the dev server serves it now. */
async function served(file: string): Promise<string> {
  const response = await fetch(new URL(file, server.resolvedUrls?.local[0]));
  expect(response.status).toBe(200);
  return response.text();
}

/** Polls `file` until it holds `text` (the watcher reports a new file within a few hundred ms). */
async function servedWith(file: string, text: string): Promise<string> {
  let code = "";
  for (let i = 0; i < 50 && !code.includes(text); i++) {
    await new Promise((done) => setTimeout(done, 100));
    code = await served(file);
  }
  return code;
}

describe("npm run web sees content added while it runs", () => {
  test.each([
    [
      "levels",
      "levels.ts",
      "zz-added-level.json",
      { name: "zz-added-level", width: 1, height: 1, objects: [] },
    ],
    ["cards", "card-files.browser.ts", "zz-added-card.json", { name: "Zz Added" }],
    ["decks", "decks.ts", "zz-added-deck.json", { name: "Zz Added", cards: [] }],
  ])("a file added to %s/ is in the bundle on the next load", async (dir, module, file, data) => {
    expect(await served(module)).not.toContain(file);
    writeFileSync(join(root, dir, file), JSON.stringify(data));
    expect(await servedWith(module, file)).toContain(file);
  });
});
