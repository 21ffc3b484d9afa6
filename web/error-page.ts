/**
 * The page shown instead of a board when a level cannot be opened: an unknown level name, a damaged share
 * link, or a level with problems (the checker's, each on its line), with a way on: fix the level in the
 * editor when it can be drawn, or pick a shipped level.
 */
import { esc } from "./dom";
import type { ErrorPage } from "./level-admission";
import type { ShippedLevel } from "./levels";

/** The error page for `page`, linking every shipped level (won ones marked). */
export function renderErrorPage(
  root: HTMLElement,
  page: ErrorPage,
  levels: readonly ShippedLevel[],
  won: readonly string[],
): void {
  const problems = page.problems.length
    ? `<ul class="problem-list">${page.problems.map((p) => `<li><code>${esc(p)}</code></li>`).join("")}</ul>`
    : "";
  const fix = page.fix
    ? `<p><button type="button" id="fix" aria-keyshortcuts="E">Fix it in the editor (E)</button></p>`
    : "";
  const links = levels
    .map((l) => {
      const mark = won.includes(l.name) ? `<span class="won" aria-label="won">✓</span> ` : "";
      return `<li>${mark}<a href="?level=${encodeURIComponent(l.name)}">${esc(l.def.title ?? l.name)}</a> <span class="muted">${esc(l.name)}</span></li>`;
    })
    .join("");
  root.innerHTML = `<h2 id="error-title">${esc(page.title)}</h2>
    <p>${esc(page.lead)}</p>${problems}${fix}
    <h3>The shipped levels</h3><ul class="level-links">${links}</ul>
    <p><button type="button" id="new-level">Make a new level in the editor</button></p>`;
}
