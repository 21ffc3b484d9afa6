/**
 * The browser tests' setup: Vite builds the studio into a temporary folder, a tiny static server serves
 * it, and Debian's Chromium (through playwright-core; never downloaded) opens pages. Every page records
 * its console errors and uncaught exceptions, so a test can fail on any.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { extname, join, normalize } from "node:path";
import { type Browser, type BrowserContextOptions, chromium, type Page } from "playwright-core";
import { build } from "vite";
import { afterAll, afterEach, beforeAll, expect } from "vitest";

const CHROMIUM = "/usr/bin/chromium";
const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const TYPES: Record<string, string> = {
  ".html": "text/html",
  ".js": "text/javascript",
  ".css": "text/css",
  ".json": "application/json",
};

/** A built studio, served, and a browser to open it in. */
export interface Site {
  /** The folder the build wrote. */
  out: string;
  /** The server's address, `http://127.0.0.1:PORT`. */
  base: string;
  browser: Browser;
  /** Console errors and uncaught exceptions of every page opened, in order. */
  problems: string[];
  close(): Promise<void>;
}

function serve(root: string): Promise<{ server: Server; base: string }> {
  const server = createServer((req, res) => {
    const path = normalize(new URL(req.url ?? "/", "http://x").pathname).replace(/^(\.\.[/\\])+/, "");
    const file = join(root, path.endsWith("/") ? `${path}index.html` : path);
    if (!file.startsWith(root) || !existsSync(file)) {
      res.writeHead(404).end("not found");
      return;
    }
    res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
    res.end(readFileSync(file));
  });
  return new Promise((done) =>
    server.listen(0, "127.0.0.1", () =>
      done({ server, base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` }),
    ),
  );
}

/** Builds and serves the studio (by default the repository's; or the copy `configFile` belongs to), and starts Chromium. */
export async function openSite(configFile = "web/vite.config.ts"): Promise<Site> {
  if (!existsSync(CHROMIUM))
    throw new Error(
      `${CHROMIUM} is missing: install Debian's chromium (apt-get install chromium); .ci/run does`,
    );
  const out = mkdtempSync(join(tmpdir(), "spellgrid-web-"));
  await build({
    configFile,
    logLevel: "silent",
    build: { outDir: out, emptyOutDir: true },
  });
  const { server, base } = await serve(out);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ARGS });
  return {
    out,
    base,
    browser,
    problems: [],
    async close() {
      await browser.close();
      server.close();
      rmSync(out, { recursive: true, force: true });
    },
  };
}

/** A new page (in its own context, so storage starts empty) that records its errors in `site.problems`. */
export async function newPage(site: Site, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await site.browser.newContext({ viewport: { width: 1280, height: 860 }, ...options });
  const page = await context.newPage();
  page.setDefaultTimeout(5_000);
  page.on("console", (m) => {
    if (m.type() === "error") site.problems.push(`console: ${m.text()}`);
  });
  page.on("pageerror", (e) => site.problems.push(`pageerror: ${e.message}`));
  return page;
}

/**
 * The site of one test file: opened before its first test (within `openMs`), closed after its last, and
 * each test fails if any page it opened logged a console error or threw (`problems`, emptied after each).
 * The object returned is filled in when the site opens, so read it inside tests and hooks only.
 */
export function siteForThisFile(openMs = 30_000): Site {
  const site = { problems: [] as string[] } as Site;
  beforeAll(async () => {
    const opened = await openSite();
    opened.problems = site.problems;
    Object.assign(site, opened);
  }, openMs);
  afterAll(async () => {
    await site.close?.();
  });
  afterEach(() => {
    expect(site.problems.splice(0)).toEqual([]);
  });
  return site;
}
