/**
 * How the pages start (index.html, duel.html): each imports its module through `boot`, so that a module
 * that fails as it loads, most often because a file of `levels/`, `cards/` or `decks/` has a problem (the
 * bundle checks the cards as it loads them, and parses every file: bundled-json.ts), shows why on the
 * page, naming the file, instead of leaving it blank with the error in the console alone.
 */
import { esc } from "./dom";

/** Imports the page's module; if that fails, shows the error on the page (`showStartupError`). */
export async function boot(start: () => Promise<unknown>): Promise<void> {
  try {
    await start();
  } catch (error) {
    showStartupError(error);
  }
}

/** What the page says when it cannot start: the error's message, and what to do. */
export function startupErrorHtml(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return `<h2 id="startup-error-title">This page cannot start</h2>
    <p><code>${esc(message)}</code></p>
    <p>Fix the file it names and reload the page: <code>npm run check</code> lists every problem of the
    content, each with its file and field.</p>`;
}

/** Hides the page's controls and everything under its header, and shows the error in their place. */
export function showStartupError(error: unknown): void {
  for (const el of Array.from(document.body.children))
    if (el instanceof HTMLElement && el.tagName !== "HEADER") el.hidden = true;
  const nav = document.querySelector("header nav");
  if (nav instanceof HTMLElement) nav.hidden = true;
  const section = document.createElement("section");
  section.id = "startup-error";
  section.setAttribute("role", "alert");
  section.setAttribute("aria-labelledby", "startup-error-title");
  section.innerHTML = startupErrorHtml(error);
  document.body.append(section);
}
