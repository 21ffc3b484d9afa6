/**
 * How the pages start (index.html, duel.html): a module script before the page's own calls
 * `catchStartupErrors`, so that the page's module failing as it loads, most often because a file of
 * `levels/`, `cards/` or `decks/` has a problem (the bundle checks the cards as it loads them, and parses
 * every file: bundled-json.ts), shows why on the page, naming the file, instead of leaving it blank
 * with the error in the console alone. The page's module itself is loaded as before, so it runs as soon
 * as before.
 */
import { esc } from "./dom";

/**
 * Until the page has loaded (module scripts run before that), an uncaught error is a failure to start:
 * it is shown on the page (`showStartupError`). Errors after that are the page's own to handle.
 */
export function catchStartupErrors(): void {
  let loaded = false;
  window.addEventListener("load", () => {
    loaded = true;
  });
  window.addEventListener("error", (event) => {
    if (loaded || document.getElementById("startup-error")) return;
    showStartupError(event.error ?? event.message);
  });
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
