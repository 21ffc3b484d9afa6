/**
 * Drawing the studio: every part of the page redrawn from the `Studio`'s state — the error page, or the
 * board (a game, a step of the viewer, or the level being edited) with its panels: the hand, the editor's,
 * the viewer's, the solver's, the rules and the log; the banner, the messages and the header's buttons.
 */
import { remedies } from "../src/play/session";
import { viewOf, whyViewOf } from "../src/play/view";
import { byId, esc } from "./dom";
import { draftView, type GridView } from "./draft-view";
import type { EditorPanel } from "./editor-ui";
import { renderErrorPage } from "./error-page";
import { levelFileName } from "./file-name";
import { describe, type TileMark } from "./grid";
import { highlight, renderGrid } from "./grid-render";
import { titleOf } from "./level-admission";
import { LEVELS } from "./levels";
import { LogPanel } from "./log-panel";
import { heroName, renderHand, renderRules } from "./panels";
import { renderSolverPanel } from "./solver-ui";
import type { Studio } from "./studio";
import { renderViewer, stepText } from "./viewer-ui";

const svg = (): SVGSVGElement => document.getElementById("grid") as unknown as SVGSVGElement;

/** The log panel, made once the page is there (it keeps which line is explained across redraws). */
let logPanel: LogPanel | null = null;

/**
 * The outcome banner's text for each end state. A level lost before its first move (nothing is YOU at
 * its start) cannot be undone or restarted out of (no remedy helps, src/play/game-over.ts): the banner
 * says to edit it instead.
 */
const OUTCOME = {
  won: "You win!",
  lost: "You lost: nothing is YOU. Undo or restart.",
  lostAtStart:
    "You lost before the first move: nothing is YOU at the start of this level, so undo and restart cannot help. E edits it; or pick another level.",
};

/** What the log panel says before the first move (or just after a restart): there is no last action yet. */
const NO_MOVE_YET = "(no move yet: each move's log shows here)";

/** What the help line says in each screen. */
const HELP = {
  play: `Arrows or WASD move · click a spell to cast it (then a minion, if it needs a target) · click a minion
    card, then an empty tile · C goes to the hand · Esc cancels · U undoes · R restarts · N the next level,
    after a win · E edits this level · drop a level or replay file anywhere to open it.`,
  view: `← → (or A D) step back and forward · Home and End jump to the first and last step · Esc closes the viewer.`,
  edit: `Pick a brush, then click or drag on the grid (by keyboard: Tab to a group, the arrows to a brush, Enter) ·
    Erase removes a tile's newest entry (Delete) · on the grid the arrows move the tile cursor, Enter or Space
    uses the tool there · Ctrl+Z undoes, Ctrl+Y redoes · E plays the level.`,
};

/** The level picker: every shipped level, a ✓ on those won. */
function renderPicker(studio: Studio): void {
  const picker = byId<HTMLSelectElement>("level");
  const won = studio.progress;
  const options = LEVELS.map((l) => {
    const mark = won.includes(l.name) ? "✓ " : "";
    return `<option value="${esc(l.name)}">${mark}${esc(l.def.title ?? l.name)} — ${esc(l.name)}</option>`;
  }).join("");
  const html = `<option value="" disabled>(another level)</option>${options}`;
  if (picker.innerHTML !== html) picker.innerHTML = html;
  picker.value = studio.shipped ?? "";
}

/**
 * Where the message line and the hand stand. The message line: under the board, or, where studio.css
 * says so (`--message-place: strip`, a phone on its side), in the strip above the board beside the banner
 * and the error box, where it is always in sight (under the hand it fell below the fold). The hand:
 * `placeHand`. Called on each redraw and on resize.
 */
export function placeParts(): void {
  const message = byId("message");
  const place = getComputedStyle(document.documentElement).getPropertyValue("--message-place").trim();
  if (place === "strip") {
    if (message.parentElement?.id !== "notices") byId("notices").append(message);
  } else if (message.parentElement?.id === "notices") byId("grid").after(message);
  placeHand();
  fitHand();
}

/**
 * Where the hand stands: where studio.css says `--hand-place: side` (two columns, from 720 px wide), at
 * the top of the side column, beside the board (after the viewer's panel, which is what is used while it
 * shows); else under the board and its message line, before the touch pad. Under the board of a small
 * laptop window (800×600) it was below the fold, so a player scrolled to see the cards to play.
 */
function placeHand(): void {
  const hand = byId("hand");
  const side = getComputedStyle(document.documentElement).getPropertyValue("--hand-place").trim() === "side";
  const before = byId(side ? "editor-side" : "share-box");
  if (hand.nextElementSibling !== before) before.before(hand);
}

/**
 * Beside the board (two columns), a hand too long for the first screen scrolls inside its list, so the
 * rules in force under it stay in sight: the list keeps the window's height left over the rules' panel,
 * never less than its first two cards. An 800×600 window dealt seven cards showed the rules 250 px below
 * its bottom edge. A card reached by the keyboard (C, Tab) is scrolled into the list's view.
 */
function fitHand(): void {
  const hand = byId("hand");
  const list = hand.querySelector<HTMLElement>("ul.hand");
  if (!list) return;
  const heading = hand.querySelector("h2")!;
  heading.textContent = "Hand";
  list.style.maxHeight = "";
  list.classList.remove("scrolls");
  if (hand.hidden || hand.nextElementSibling?.id !== "editor-side") return;
  // the window's height left to the list: under it stand the heroes' line and the rules' panel
  const room = (): number => {
    const box = list.getBoundingClientRect();
    return Math.floor(
      innerHeight - box.top - scrollY - (byId("rules").getBoundingClientRect().bottom - box.bottom),
    );
  };
  if (list.offsetHeight <= room()) return;
  const cards = list.children;
  heading.textContent = `Hand (${cards.length} cards)`;
  list.classList.add("scrolls");
  const two =
    cards[Math.min(1, cards.length - 1)].getBoundingClientRect().bottom - list.getBoundingClientRect().top;
  list.style.maxHeight = `${Math.max(room(), Math.ceil(two))}px`;
}

/** Redraws the whole page from `studio`. */
export function drawPage(studio: Studio, editorPanel: EditorPanel): void {
  placeParts();
  const screen = studio.screen;
  const viewer = studio.viewer;
  byId("studio").hidden = screen === "error";
  // The banner's and the error box's strip: only a game (or a viewer's step) shows either.
  byId("notices").hidden = screen !== "play";
  const errorPage = byId("error-page");
  errorPage.hidden = screen !== "error";
  renderPicker(studio);
  byId("mode").textContent = screen === "edit" ? "Play" : "Edit";
  byId("mode").title = screen === "edit" ? "Play this level (E)" : "Edit this level (E)";
  byId<HTMLButtonElement>("mode").disabled = screen === "error" && !studio.errorPage?.fix;
  byId("redo").hidden = screen !== "edit";
  byId("restart").hidden = screen !== "play";
  byId<HTMLButtonElement>("undo").hidden = screen === "error";
  const save = byId<HTMLButtonElement>("save");
  save.disabled = studio.current === null;
  // The file's name before the click, as the message says it after (saved-level.ts, savedMessage()).
  save.title = studio.current ? `Download the level as ${levelFileName(studio.current)}` : "No level to save";
  byId<HTMLButtonElement>("share").disabled = studio.current === null;
  if (screen === "error") {
    const page = studio.errorPage!;
    byId("title").textContent = page.title;
    document.title = `${page.title} — SpellGrid Studio`;
    renderErrorPage(errorPage, page, LEVELS, studio.progress);
    byId("banner").hidden = true;
    byId("error").hidden = true;
    return;
  }
  byId("editor").hidden = screen !== "edit";
  byId("editor-side").hidden = screen !== "edit";
  // The editor's message line stands where the player's does, under the board: in the first screen.
  byId("ed-message").hidden = screen !== "edit";
  byId("message").hidden = screen === "edit";
  byId("hand").hidden = screen === "edit";
  byId("log").hidden = screen === "edit";
  byId("pad").hidden = screen === "edit";
  byId("help").textContent = HELP[viewer ? "view" : screen];
  renderViewer(byId("viewer"), viewer);
  renderSolverPanel(studio);
  if (screen === "edit") drawEditor(studio, editorPanel);
  else drawPlay(studio);
}

function drawEditor(studio: Studio, editorPanel: EditorPanel): void {
  const { editor } = studio;
  const def = editor.def;
  const view: GridView = draftView(def, studio.content);
  byId("title").textContent = `${view.title} (editing)`;
  document.title = `Editing ${view.title} — SpellGrid Studio`;
  const marks: TileMark[] = [...editor.problems.tiles].map(([key, problems]) => {
    const [x, y] = key.split(",").map(Number);
    return { x, y, type: "problem", title: problems.map((p) => `${p.path}: ${p.message}`).join("\n") };
  });
  renderGrid(svg(), view, editor.cursor, marks);
  svg().classList.add("editing");
  // A Tab stop while editing (between the header and the tools), where the arrows move the tile cursor
  // and Enter uses the tool: without it, a keyboard that left the board came back only by picking a brush.
  svg().tabIndex = 0;
  editorPanel.render();
  // the rules of the level at its start; while it has problems, of the level without the entries they name
  const known = editor.known;
  const rules = byId("rules");
  if (known) renderRules(rules, viewOf(known.session));
  else rules.innerHTML = `<h2>Rules in force</h2>`;
  if (editor.knownNote)
    rules.insertAdjacentHTML("beforeend", `<p class="muted">${esc(editor.knownNote)}</p>`);
  byId<HTMLButtonElement>("undo").disabled = !editor.history.canUndo;
  byId<HTMLButtonElement>("undo").title = "Undo the last edit (Ctrl+Z)";
  byId<HTMLButtonElement>("redo").disabled = !editor.history.canRedo;
  byId("banner").hidden = true;
  byId("message").textContent = "";
  byId("error").hidden = true;
}

function drawPlay(studio: Studio): void {
  const app = studio.play;
  const viewer = studio.viewer;
  const view = viewer ? viewer.steps.view() : app.view();
  svg().classList.remove("editing");
  svg().tabIndex = -1;
  if (!view) return;
  const { mode, cursor, message, error } = app.status;
  const waiting = viewer === null && mode.type !== "idle" ? mode.card : null;
  byId("title").textContent = view.title;
  document.title = `${view.title} — SpellGrid Studio`;
  renderGrid(svg(), view, waiting !== null ? cursor : null);
  renderRules(byId("rules"), view);
  const focusedCard = (document.activeElement as HTMLElement | null)?.dataset.card;
  renderHand(byId("hand"), view, waiting);
  fitHand();
  if (focusedCard) refocusCard(focusedCard);
  const names = new Map<number, string>(view.objects.map((o) => [o.id, describe(o)]));
  for (const h of view.heroes) names.set(h.id, heroName(h.player));
  const session = viewer ? viewer.steps.session() : app.session;
  logPanel ??= new LogPanel(byId("log"), (ids, tiles) => highlight(svg(), ids, tiles));
  const empty = session?.history.length === 0 ? NO_MOVE_YET : undefined;
  if (session) logPanel.render({ why: (line) => whyViewOf(session, line) }, view, names, empty);
  byId<HTMLButtonElement>("undo").disabled = viewer !== null;
  byId<HTMLButtonElement>("restart").disabled = viewer !== null;
  byId<HTMLButtonElement>("undo").title = "Undo (U)";
  const outcome = view.won ? "won" : view.lost ? "lost" : null;
  const banner = byId("banner");
  banner.hidden = outcome === null;
  banner.className = outcome ?? "";
  const helpless = viewer === null && view.waysOut !== null && remedies(view.waysOut).length === 0;
  byId("banner-text").textContent =
    outcome === "lost" && helpless ? OUTCOME.lostAtStart : outcome ? OUTCOME[outcome] : "";
  const next = viewer ? null : studio.next;
  const nextButton = byId<HTMLButtonElement>("next");
  nextButton.hidden = outcome !== "won" || viewer !== null;
  nextButton.disabled = next === null;
  nextButton.textContent = next
    ? `Next level: ${titleOf(LEVELS.find((l) => l.name === next)!.def)}`
    : "Every shipped level is won";
  // In the strip above the board (a phone on its side, where the viewer's panel is below the fold), the
  // message line says the step the viewer is at, as its panel does (whose own line is the one read aloud).
  const inStrip = byId("message").parentElement?.id === "notices";
  byId("message").textContent = viewer ? (inStrip ? stepText(viewer) : "") : message;
  byId("message").setAttribute("aria-live", viewer ? "off" : "polite");
  const errorBox = byId("error");
  errorBox.hidden = viewer !== null || error === "";
  errorBox.innerHTML = `${esc(error)}${studio.fixOffer ? ` <button type="button" id="fix-rejected">Open it in the editor</button>` : ""}`;
}

/** Redrawing the hand replaces its buttons: give keyboard focus back to the same card, if still held. */
function refocusCard(card: string): void {
  byId("hand")
    .querySelectorAll<HTMLButtonElement>("button.card")
    .forEach((b) => {
      if (b.dataset.card === card) b.focus();
    });
}
