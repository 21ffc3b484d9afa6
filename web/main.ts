/**
 * SpellGrid Studio's page: wires the DOM to the `Studio` (studio.ts): the header's buttons, the level
 * picker, the touch pad, the hand, the solver's and the viewer's panels, clicks and drags on the grid,
 * files, the keyboard (keys.ts) and the address (page-url.ts); every change redraws the page (draw.ts).
 */

import type { LevelDef } from "../src/harness";
import { dismissChooser } from "./dialog";
import { byId } from "./dom";
import { emptyLevel } from "./draft";
import { drawPage, placeParts } from "./draw";
import { EditorPanel } from "./editor-ui";
import { tileAt } from "./grid-render";
import { GridTip } from "./grid-tip";
import { keepHistory, keptHistory } from "./history-store";
import { onKey } from "./keys";
import { titleOf } from "./level-admission";
import { levelText } from "./level-text";
import { download, openFile } from "./open-file";
import { PageUrl, shareUrl } from "./page-url";
import { savedLevel, savedMessage } from "./saved-level";
import { buildSolverPanel, renderSolverPanel } from "./solver-ui";
import { Studio } from "./studio";
import { refuseInViewer, type ViewerCommand, viewerAct } from "./viewer-ui";

const svg = document.getElementById("grid") as unknown as SVGSVGElement;
const picker = byId<HTMLSelectElement>("level");
const undoButton = byId<HTMLButtonElement>("undo");
// What the rules make an object, asked of the game the board stands for (the editor's: its level at its
// start, or while it has problems the level without the entries they name, saying so under the objects).
const tip = new GridTip(
  svg,
  byId("grid-tip"),
  (o) => studio.boardProperties(o),
  () => studio.boardNote,
);

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The screen last drawn: on a change (E), the board is brought back into sight (`boardInSight`). */
let drawnScreen: string | null = null;

function draw(): void {
  drawPage(studio, editorPanel);
  if (studio.screen !== drawnScreen) boardInSight();
  drawnScreen = studio.screen;
  tip.refresh();
  hideStaleShare();
  url.sync();
  keepEdits();
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * The editor's history as last kept (history-store.ts): kept again only once an edit, undo or redo changed
 * it; null until the page has opened its level and taken back the history kept for it.
 */
let keptMark: unknown[] | null = null;
function keepEdits(): void {
  const last = keptMark;
  if (studio.screen !== "edit" || last === null) return;
  const steps = studio.editor.history.steps();
  const mark = [steps.now, steps.past.length, steps.future.length];
  if (mark.every((m, i) => m === last[i])) return;
  keptMark = mark;
  keepHistory(tabStorage(), steps);
}

/** The level the share link shown opens (and its text, to know it again after a copy), or null. */
let shared: { def: LevelDef; text: string } | null = null;

/** The share link is hidden once the level on screen is no longer the one it opens (another, or edited). */
function hideStaleShare(): void {
  const def = studio.current;
  if (!shared || def === shared.def) return;
  if (def && JSON.stringify(def) === shared.text) shared.def = def;
  else {
    shared = null;
    byId("share-box").hidden = true;
  }
}

const studio = new Studio(draw, storage());
const url = new PageUrl(studio);
const editorPanel = new EditorPanel(byId("editor"), byId("editor-side"), studio.editor, draw, (def) =>
  studio.newLevel(def),
);
buildSolverPanel(byId("solver"));
// A phone turned on its side (or a resized window) may move the message line into the strip or out, and
// the hand beside the board or under it.
window.addEventListener("resize", placeParts);

// Events.

// A control that keeps focus after its change would take the play keys (arrows and WASD pick another
// level in a focused picker; a focused file input swallows them): focus goes back to the page.
picker.addEventListener("change", () => {
  url.pushNext();
  studio.openShipped(picker.value);
  picker.blur();
});
// Back or Forward opens another level: a chooser still asking about this one closes, as Cancel does.
window.addEventListener("popstate", () => {
  dismissChooser();
  void url.open();
});

byId("mode").addEventListener("click", () => studio.toggle());
byId("restart").addEventListener("click", () => studio.play.restart());
undoButton.addEventListener("click", () =>
  studio.screen === "edit" ? editorUndo("undo") : studio.play.undo(),
);
byId("redo").addEventListener("click", () => editorUndo("redo"));
byId("save").addEventListener("click", () => {
  const def = studio.current;
  if (!def) return;
  const saved = savedLevel(def);
  download(saved.file, levelText(saved.def));
  studio.tell(savedMessage(saved));
});
byId("share").addEventListener("click", () => void share());
byId("next").addEventListener("click", () => {
  const next = studio.next;
  if (next) {
    url.pushNext();
    studio.openShipped(next);
  }
});
byId("file").addEventListener("change", (e) => {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (file) void openFile(studio, file);
  input.value = "";
  input.blur();
});
byId("error").addEventListener("click", (e) => {
  const fix = studio.fixOffer;
  if ((e.target as Element).id === "fix-rejected" && fix) studio.open(fix, { type: "edited" }, "edit");
});
byId("error-page").addEventListener("click", (e) => {
  const id = (e.target as Element).id;
  if (id === "fix") studio.toggle();
  else if (id === "new-level") studio.newLevel(emptyLevel(8, 6));
});
byId("hand").addEventListener("click", (e) => {
  const card = (e.target as Element).closest<HTMLElement>("button.card")?.dataset.card;
  if (!card) return;
  if (studio.viewer) refuseInViewer(studio);
  else studio.play.pickCard(card);
});
byId("solver").addEventListener("click", (e) => {
  const id = (e.target as Element).id;
  if (id === "solve") void studio.solve(() => renderSolverPanel(studio));
  else if (id === "cancel-solve") studio.solver.cancel();
  else if (id === "step-solution") {
    studio.viewSolution();
    // The board (and on a phone, the pad that steps) is scrolled back into sight from the solver's panel.
    const { top, bottom } = svg.getBoundingClientRect();
    if (studio.viewer && (top < 0 || bottom > innerHeight)) window.scrollTo({ top: 0 });
  }
});
// Enter in the budget field solves, as the Solve button beside it does.
byId("solver").addEventListener("keydown", (e) => {
  if ((e.target as Element).id === "budget" && e.key === "Enter" && !studio.solver.running) {
    e.preventDefault();
    void studio.solve(() => renderSolverPanel(studio));
  }
});
byId("solver").addEventListener("input", (e) => {
  if ((e.target as Element).id === "budget") studio.solver.budget = (e.target as HTMLInputElement).value;
});
byId("viewer").addEventListener("click", (e) => {
  const el = (e.target as Element).closest<HTMLElement>("[data-viewer], [data-step]");
  if (!el) return;
  if (el.dataset.step !== undefined) viewerAct(studio, "jump", Number(el.dataset.step));
  else viewerAct(studio, el.dataset.viewer as ViewerCommand);
});
byId("viewer").addEventListener("input", (e) => {
  const el = e.target as HTMLInputElement;
  if (el.dataset.viewer === "range") viewerAct(studio, "jump", Number(el.value));
});
byId("pad").addEventListener("click", (e) => {
  const pad = (e.target as Element).closest<HTMLElement>("[data-pad]")?.dataset.pad;
  if (!pad) return;
  const app = studio.play;
  // In the viewer the pad does what its keys do there (VIEWER_KEYS): ◀ ▶ step, Esc closes; the rest is refused.
  if (studio.viewer) {
    if (pad === "left" || pad === "right") viewerAct(studio, pad === "left" ? "back" : "forward");
    else if (pad === "cancel") viewerAct(studio, "close");
    else refuseInViewer(studio);
    return;
  }
  if (pad === "up" || pad === "down" || pad === "left" || pad === "right") app.move(pad);
  else if (pad === "wait") app.wait();
  else if (pad === "confirm") app.confirm();
  else if (pad === "cancel") app.cancel();
  else if (pad === "undo") app.undo();
});

function editorUndo(which: "undo" | "redo"): void {
  studio.editor[which]();
  draw();
}

/**
 * Share: the address that opens the level in play, copied to the clipboard and shown to copy by hand. Once
 * copied, the focus stays where it was (the play keys stay the game's); else the link is selected, to copy.
 */
async function share(): Promise<void> {
  const def = studio.current;
  if (!def) return;
  const link = await shareUrl(def);
  shared = { def, text: JSON.stringify(def) };
  byId("share-box").hidden = false;
  const input = byId<HTMLInputElement>("share-url");
  input.value = link;
  try {
    await navigator.clipboard.writeText(link);
    studio.tell(`Share link copied (${link.length} characters): it opens ${titleOf(def)} in play.`);
  } catch {
    studio.tell("Share link below: copy it (it opens the level in play).");
    input.select();
  }
}

/**
 * The page scrolled back to its top when the board is not wholly in sight: the editor's palette, scrolled
 * down to (a brush picked by the keyboard scrolls the page to it), left the game that E opened with its
 * board and hand above the screen's top.
 */
function boardInSight(): void {
  const { top, bottom } = svg.getBoundingClientRect();
  if (top < 0 || bottom > innerHeight) window.scrollTo({ top: 0 });
}

// The grid: clicks in play, clicks and drags in the editor.

function cellAt(x: number, y: number): [number, number] | null {
  return tileAt(svg, document.elementFromPoint(x, y), x, y);
}

svg.addEventListener("click", (e) => {
  if (studio.screen !== "play" || studio.viewer) return;
  const at = tileAt(svg, e.target as Element, e.clientX, e.clientY);
  if (at) studio.play.pickTile(...at);
});
let painting = false;
svg.addEventListener("pointerdown", (e) => {
  if (studio.screen !== "edit" || e.button !== 0) return;
  const at = cellAt(e.clientX, e.clientY);
  if (!at) return;
  e.preventDefault();
  painting = true;
  svg.setPointerCapture(e.pointerId);
  studio.editor.beginStroke();
  studio.editor.use(...at);
  draw();
});
svg.addEventListener("pointermove", (e) => {
  if (!painting) return;
  const at = cellAt(e.clientX, e.clientY);
  if (!at || (at[0] === studio.editor.cursor[0] && at[1] === studio.editor.cursor[1])) return;
  studio.editor.use(...at);
  draw();
});
for (const type of ["pointerup", "pointercancel"])
  svg.addEventListener(type, () => {
    if (!painting) return;
    painting = false;
    studio.editor.endStroke();
    draw();
  });

// The keyboard, files dropped anywhere, and the start.

document.addEventListener("keydown", (e) => onKey(studio, e));
document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  e.preventDefault();
  const file = e.dataTransfer?.files[0];
  if (file) void openFile(studio, file);
});

// A reload while editing: the address opens the level, and its undo history comes back with it.
void url.open().then(() => {
  const steps = studio.screen === "edit" ? keptHistory(tabStorage(), studio.editor.def) : null;
  if (steps) studio.editor.history.restore(steps);
  keptMark = [];
  draw();
});
