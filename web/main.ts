/**
 * SpellGrid Studio's page: wires the DOM to the `Studio` (keyboard, touch pad, clicks, drags, the level
 * picker, the URL, files) and redraws every part from its state. The URL always says what is open:
 * `?level=NAME` a shipped level, `#play=CODE` any other level in play, `#edit=CODE` a level in the editor
 * (share.ts), so a reload or a copied address opens the same thing.
 */
import { classifyContent } from "../src/content/classify";
import { formatProblem } from "../src/content/problems";
import { replayProblems } from "../src/content/replay-check";
import type { LevelDef } from "../src/harness";
import { levelFingerprint } from "../src/play/fingerprint";
import { parseAction } from "../src/play/notation";
import type { Replay } from "../src/play/replay";
import { viewOf } from "../src/play/view";
import { byId, esc } from "./dom";
import { emptyLevel } from "./draft";
import { draftView, type GridView } from "./draft-view";
import { EditorPanel } from "./editor-ui";
import { renderErrorPage } from "./error-page";
import { describe, highlight, renderGrid, type TileMark } from "./grid";
import { commandOf } from "./input";
import { levelText } from "./level-text";
import { LEVELS } from "./levels";
import { idsOfLine, renderHand, renderLog, renderRules } from "./panels";
import { decodeLevel, encodeLevel, readHash } from "./share";
import { buildSolverPanel, renderSolverPanel } from "./solver-ui";
import { Studio, titleOf } from "./studio";
import { renderViewer } from "./viewer-ui";

const svg = document.getElementById("grid") as unknown as SVGSVGElement;
const picker = byId<HTMLSelectElement>("level");
const undoButton = byId<HTMLButtonElement>("undo");

/** The outcome banner's text for each end state. */
const OUTCOME = {
  won: "You win!",
  lost: "You lost: nothing is YOU. Undo or restart.",
};

/** What the help line says in each screen. */
const HELP = {
  play: `Arrows or WASD move · click a spell to cast it (then a minion, if it needs a target) · click a minion
    card, then an empty tile · Esc cancels · U undoes · R restarts · E edits this level · drop a
    level or replay file anywhere to open it.`,
  view: `← → (or A D) step back and forward · Home and End jump to the first and last step · Esc closes the viewer.`,
  edit: `Pick a brush, then click or drag on the grid · Erase removes a tile's newest entry (Delete) · arrows move
    the tile cursor, Enter or Space uses the tool there · Ctrl+Z undoes, Ctrl+Y redoes · E plays the level.`,
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

const studio = new Studio(draw, storage());
const editorPanel = new EditorPanel(byId("editor"), byId("editor-side"), studio.editor, draw, (def) =>
  studio.newLevel(def),
);
buildSolverPanel(byId("solver"));

/** The level picker: every shipped level, a ✓ on those won. */
function renderPicker(): void {
  const won = studio.progress;
  const options = LEVELS.map((l) => {
    const mark = won.includes(l.name) ? "✓ " : "";
    return `<option value="${esc(l.name)}">${mark}${esc(l.def.title ?? l.name)} — ${esc(l.name)}</option>`;
  }).join("");
  const html = `<option value="" disabled>(another level)</option>${options}`;
  if (picker.innerHTML !== html) picker.innerHTML = html;
  picker.value = studio.shipped ?? "";
}

function draw(): void {
  const screen = studio.screen;
  const viewer = studio.viewer;
  byId("studio").hidden = screen === "error";
  const errorPage = byId("error-page");
  errorPage.hidden = screen !== "error";
  renderPicker();
  byId("mode").textContent = screen === "edit" ? "Play" : "Edit";
  byId("mode").title = screen === "edit" ? "Play this level (E)" : "Edit this level (E)";
  byId<HTMLButtonElement>("mode").disabled = screen === "error" && !studio.errorPage?.fix;
  byId("redo").hidden = screen !== "edit";
  byId("restart").hidden = screen !== "play";
  undoButton.hidden = screen === "error";
  byId<HTMLButtonElement>("save").disabled = studio.current === null;
  byId<HTMLButtonElement>("share").disabled = studio.current === null;
  updateUrl();
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
  byId("hand").hidden = screen === "edit";
  byId("log").hidden = screen === "edit";
  byId("pad").hidden = screen === "edit";
  byId("help").textContent = HELP[viewer ? "view" : screen];
  renderViewer(byId("viewer"), viewer);
  renderSolverPanel(studio);
  if (screen === "edit") drawEditor();
  else drawPlay();
}

function drawEditor(): void {
  const { editor } = studio;
  const def = editor.def;
  const view: GridView = draftView(def, studio.content);
  byId("title").textContent = `${view.title} (editing)`;
  document.title = `Editing ${view.title} — SpellGrid Studio`;
  const marks: TileMark[] = [...editor.problems.tiles].map(([key, problems]) => {
    const [x, y] = key.split(",").map(Number);
    return { x, y, type: "problem", title: problems.map((p) => `${p.path}: ${p.message}`).join("\n") };
  });
  renderGrid(svg, view, editor.cursor, marks);
  svg.classList.add("editing");
  editorPanel.render();
  const start = editor.start;
  const rules = byId("rules");
  if (start) renderRules(rules, viewOf(start));
  else rules.innerHTML = `<h2>Rules in force</h2><p class="muted">(the level has problems)</p>`;
  undoButton.disabled = !editor.history.canUndo;
  undoButton.title = "Undo the last edit (Ctrl+Z)";
  byId<HTMLButtonElement>("redo").disabled = !editor.history.canRedo;
  byId("banner").hidden = true;
  byId("message").textContent = "";
  byId("error").hidden = true;
}

function drawPlay(): void {
  const app = studio.play;
  const viewer = studio.viewer;
  const view = viewer ? viewer.steps.view() : app.view();
  svg.classList.remove("editing");
  if (!view) return;
  const { mode, cursor, message, error } = app.status;
  const waiting = viewer === null && mode.type !== "idle" ? mode.card : null;
  byId("title").textContent = view.title;
  document.title = `${view.title} — SpellGrid Studio`;
  renderGrid(svg, view, waiting !== null ? cursor : null);
  renderRules(byId("rules"), view);
  const focusedCard = (document.activeElement as HTMLElement | null)?.dataset.card;
  renderHand(byId("hand"), view, waiting);
  if (focusedCard) refocusCard(focusedCard);
  const names = new Map<number, string>(view.objects.map((o) => [o.id, describe(o)]));
  for (const h of view.heroes) names.set(h.id, `hero ${h.player}`);
  renderLog(byId("log"), view.logTree, names);
  undoButton.disabled = viewer !== null;
  undoButton.title = "Undo (U)";
  const outcome = view.won ? "won" : view.lost ? "lost" : null;
  const banner = byId("banner");
  banner.hidden = outcome === null;
  banner.className = outcome ?? "";
  byId("banner-text").textContent = outcome ? OUTCOME[outcome] : "";
  const next = viewer ? null : studio.next;
  const nextButton = byId<HTMLButtonElement>("next");
  nextButton.hidden = !(outcome === "won" && (next !== null || studio.shipped !== null));
  nextButton.disabled = next === null;
  nextButton.textContent = next
    ? `Next level: ${titleOf(LEVELS.find((l) => l.name === next)!.def)}`
    : "Every shipped level is won";
  byId("message").textContent = viewer ? "" : message;
  const errorBox = byId("error");
  errorBox.hidden = viewer !== null || error === "";
  errorBox.innerHTML = `${esc(error)}${studio.rejected ? ` <button type="button" id="fix-rejected">Open it in the editor</button>` : ""}`;
}

/** Redrawing the hand replaces its buttons: give keyboard focus back to the same card, if still held. */
function refocusCard(card: string): void {
  byId("hand")
    .querySelectorAll<HTMLButtonElement>("button.card")
    .forEach((b) => {
      if (b.dataset.card === card) b.focus();
    });
}

// The URL.

/** What the URL shows now; a change of level pushes a history entry when the picker asked for it. */
let located: { key: string; def: LevelDef | null } = { key: "", def: null };
let pushNext = false;
let encoding = 0;

function updateUrl(): void {
  const screen = studio.screen;
  if (screen === "error") return;
  const shipped = screen === "play" ? studio.shipped : null;
  const def = studio.current;
  if (!def) return;
  const key = shipped !== null ? `level:${shipped}` : `${screen}:`;
  if (key === located.key && (shipped !== null || def === located.def)) return;
  located = { key, def };
  const push = pushNext;
  pushNext = false;
  const url = new URL(location.href);
  if (shipped !== null) {
    url.search = `?level=${encodeURIComponent(shipped)}`;
    url.hash = "";
    (push ? history.pushState : history.replaceState).call(history, null, "", url);
    return;
  }
  const ticket = ++encoding;
  void encodeLevel(def).then((code) => {
    if (ticket !== encoding) return;
    url.search = "";
    url.hash = `${screen}=${code}`;
    (push ? history.pushState : history.replaceState).call(history, null, "", url);
  });
}

/** Opens what the URL names: a share link, a shipped level, or the default level. */
async function start(): Promise<void> {
  const shared = readHash(location.hash);
  located = { key: "", def: null };
  if (shared) {
    let def: LevelDef;
    try {
      def = await decodeLevel(shared.code);
    } catch (err) {
      studio.showError({
        title: "Damaged share link",
        lead: `${(err as Error).message}. Ask for the link again, or pick a level.`,
        problems: [],
        fix: null,
      });
      return;
    }
    studio.open(def, { type: "shared" }, shared.mode);
    return;
  }
  studio.openShipped(new URL(location.href).searchParams.get("level") ?? DEFAULT_LEVEL);
}

/** The level shown when the URL names none: the first SpellGrid level, else the first file. */
const DEFAULT_LEVEL = LEVELS.find((l) => l.name === "l1-double-tap")?.name ?? LEVELS[0].name;

// Files: levels and replays.

/** Opens a level or replay file the player dropped or picked; a bad file shows a readable error. */
async function openFile(file: File): Promise<void> {
  let data: unknown;
  try {
    data = JSON.parse(await file.text());
  } catch (err) {
    studio.complain(`${file.name}: not valid JSON (${(err as Error).message})`);
    return;
  }
  const kind = classifyContent(file.name, data);
  if (kind === "replay") return openReplay(data, file.name);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    studio.complain(`${file.name}: a level file holds one JSON object`);
    return;
  }
  if (kind !== null && kind !== "level") {
    studio.complain(`${file.name} is not a level or a replay (it is a ${kind} file)`);
    return;
  }
  studio.openFile(data as LevelDef, file.name);
}

/**
 * Opens a replay in the viewer, on its level: the level open when its `name` is the file name the
 * replay's `level` path ends with (a level opened from a file, or edited), else the shipped level of that
 * name. A level changed since the replay was recorded is said, not refused.
 */
function openReplay(data: unknown, name: string): void {
  const problems = replayProblems(data, name);
  if (problems.length > 0) {
    studio.complain(problems.map(formatProblem).join("\n"));
    return;
  }
  const replay = data as Replay;
  const wanted = replay.level.replace(/^.*\//, "").replace(/\.json$/, "");
  const shipped = LEVELS.find((l) => l.name === wanted);
  if (studio.current?.name === wanted && studio.current !== shipped?.def) {
    if (studio.screen === "edit") studio.toggle();
  } else if (shipped) studio.open(shipped.def, { type: "shipped", name: wanted }, "play");
  else {
    studio.complain(
      `${name} plays ${replay.level}, which is not a shipped level and not the level open: open that level file first, then the replay`,
    );
    return;
  }
  const def = studio.level?.def;
  if (studio.screen !== "play" || !def) return;
  const notes: string[] = [];
  if (levelFingerprint(def) !== replay.fingerprint.level)
    notes.push("The level has changed since this replay was recorded: it may play differently.");
  const actions = replay.actions.map((a) => parseAction(a));
  studio.view(`Replay ${name}`, def, actions, notes);
  const steps = studio.viewer!.steps;
  const end = steps.failed ? null : steps.view(steps.last);
  if (end && end.won !== replay.won)
    studio.viewer!.notes.push(
      `The replay was recorded as ${replay.won ? "won" : "not won"}; it ${end.won ? "wins" : "does not win"} now.`,
    );
  draw();
}

// Saving and sharing.

function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function say(message: string): void {
  if (studio.screen === "edit") studio.editor.message = message;
  else studio.play.status.message = message;
  draw();
}

async function share(): Promise<void> {
  const def = studio.current;
  if (!def) return;
  const url = new URL(location.href);
  url.search = "";
  url.hash = `play=${await encodeLevel(def)}`;
  const box = byId("share-box");
  box.hidden = false;
  const input = byId<HTMLInputElement>("share-url");
  input.value = url.href;
  try {
    await navigator.clipboard.writeText(url.href);
    say(`Share link copied (${url.href.length} characters): it opens ${titleOf(def)} in play.`);
  } catch {
    say("Share link below: copy it (it opens the level in play).");
  }
  input.select();
}

// Events.

picker.addEventListener("change", () => {
  pushNext = true;
  studio.openShipped(picker.value);
});
window.addEventListener("popstate", () => void start());

byId("mode").addEventListener("click", () => studio.toggle());
byId("restart").addEventListener("click", () => studio.play.restart());
undoButton.addEventListener("click", () =>
  studio.screen === "edit" ? editorUndo("undo") : studio.play.undo(),
);
byId("redo").addEventListener("click", () => editorUndo("redo"));
byId("save").addEventListener("click", () => {
  const def = studio.current;
  if (!def) return;
  download(`${def.name || "level"}.json`, levelText(def));
  say(`Saved ${def.name || "level"}.json (put it in levels/ to ship it).`);
});
byId("share").addEventListener("click", () => void share());
byId("next").addEventListener("click", () => {
  const next = studio.next;
  if (next) {
    pushNext = true;
    studio.openShipped(next);
  }
});
byId("file").addEventListener("change", (e) => {
  const input = e.target as HTMLInputElement;
  const file = input.files?.[0];
  if (file) void openFile(file);
  input.value = "";
});
byId("error").addEventListener("click", (e) => {
  if ((e.target as Element).id === "fix-rejected" && studio.rejected)
    studio.open(studio.rejected, { type: "edited" }, "edit");
});
byId("error-page").addEventListener("click", (e) => {
  const id = (e.target as Element).id;
  if (id === "fix") studio.toggle();
  else if (id === "new-level") studio.newLevel(emptyLevel(8, 6));
});
byId("hand").addEventListener("click", (e) => {
  const card = (e.target as Element).closest<HTMLElement>("button.card")?.dataset.card;
  if (!card) return;
  if (studio.viewer) studio.play.fail("Close the viewer (Esc) to play.");
  else studio.play.pickCard(card);
});
byId("solver").addEventListener("click", (e) => {
  const id = (e.target as Element).id;
  if (id === "solve") void studio.solve(() => renderSolverPanel(studio));
  else if (id === "cancel-solve") studio.cancelSolve();
  else if (id === "step-solution") studio.viewSolution();
});
byId("solver").addEventListener("input", (e) => {
  if ((e.target as Element).id === "budget") studio.solver.budget = (e.target as HTMLInputElement).value;
});
byId("viewer").addEventListener("click", (e) => {
  const el = (e.target as Element).closest<HTMLElement>("[data-viewer], [data-step]");
  if (!el) return;
  if (el.dataset.step !== undefined) viewerDo("jump", Number(el.dataset.step));
  else viewerDo(el.dataset.viewer as ViewerCommand);
});
byId("viewer").addEventListener("input", (e) => {
  const el = e.target as HTMLInputElement;
  if (el.dataset.viewer === "range") viewerDo("jump", Number(el.value));
});
byId("pad").addEventListener("click", (e) => {
  const pad = (e.target as Element).closest<HTMLElement>("[data-pad]")?.dataset.pad;
  if (!pad) return;
  const app = studio.play;
  if (studio.viewer) {
    if (pad === "left" || pad === "right") viewerDo(pad === "left" ? "back" : "forward");
    return;
  }
  if (pad === "up" || pad === "down" || pad === "left" || pad === "right") app.move(pad);
  else if (pad === "confirm") app.confirm();
  else if (pad === "cancel") app.cancel();
  else if (pad === "undo") app.undo();
});

/** What the viewer's controls and keys ask. */
type ViewerCommand = "first" | "back" | "forward" | "last" | "jump" | "play" | "close";

function viewerDo(command: ViewerCommand, step = 0): void {
  const viewer = studio.viewer;
  if (!viewer) return;
  const steps = viewer.steps;
  viewer.error = "";
  try {
    switch (command) {
      case "first":
        steps.jump(0);
        break;
      case "back":
        steps.back();
        break;
      case "forward":
        steps.forward();
        break;
      case "last":
        steps.jump(steps.last);
        break;
      case "jump":
        steps.jump(step);
        break;
      case "play":
        studio.playFromHere();
        return;
      case "close":
        studio.closeViewer();
        return;
      default:
        command satisfies never;
    }
  } catch (err) {
    viewer.error = (err as Error).message;
  }
  draw();
}

function editorUndo(which: "undo" | "redo"): void {
  studio.editor[which]();
  draw();
}

// The grid: clicks in play, clicks and drags in the editor.

function cellAt(x: number, y: number): [number, number] | null {
  const cell = document.elementFromPoint(x, y)?.closest<SVGRectElement>("rect.cell");
  return cell ? [Number(cell.dataset.x), Number(cell.dataset.y)] : null;
}

svg.addEventListener("click", (e) => {
  if (studio.screen !== "play" || studio.viewer) return;
  const cell = (e.target as Element).closest<SVGRectElement>("rect.cell");
  if (cell) studio.play.pickTile(Number(cell.dataset.x), Number(cell.dataset.y));
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

const log = byId("log");
for (const type of ["mouseover", "focusin"])
  log.addEventListener(type, (e) => highlight(svg, idsOfLine(e.target)));
for (const type of ["mouseleave", "focusout"]) log.addEventListener(type, () => highlight(svg, []));

// The keyboard.

/** Keys that belong to a focused form control are left to it. */
const OWN_KEYS = new Set(["SELECT", "INPUT", "TEXTAREA"]);

/** Editor keys: the tile cursor, the tool, erase, undo and redo. */
function editorKey(e: KeyboardEvent): boolean {
  const editor = studio.editor;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  if (ctrl && (key === "y" || (key === "z" && e.shiftKey))) editor.redo();
  else if (ctrl && key === "z") editor.undo();
  else if (ctrl || e.altKey) return false;
  else if (key === "delete" || key === "backspace") {
    editor.edit(
      { type: "erase", x: editor.cursor[0], y: editor.cursor[1] },
      "Erased the tile's newest entry.",
    );
  } else {
    const command = commandOf(e.key);
    if (command?.type === "move") {
      const dir = { up: [0, -1], down: [0, 1], left: [-1, 0], right: [1, 0] }[command.dir];
      const def = editor.def;
      editor.cursor = [
        Math.min(def.width - 1, Math.max(0, editor.cursor[0] + dir[0])),
        Math.min(def.height - 1, Math.max(0, editor.cursor[1] + dir[1])),
      ];
    } else if (command?.type === "confirm" && (e.target as HTMLElement).tagName !== "BUTTON") {
      editor.use(...editor.cursor);
    } else if (command?.type === "undo") editor.undo();
    else return false;
  }
  draw();
  return true;
}

/** Viewer keys: back, forward, first, last, close. */
const VIEWER_KEYS: Readonly<Record<string, ViewerCommand>> = {
  arrowleft: "back",
  a: "back",
  arrowright: "forward",
  d: "forward",
  home: "first",
  end: "last",
  escape: "close",
};

document.addEventListener("keydown", (e) => {
  const target = e.target as HTMLElement;
  if (OWN_KEYS.has(target.tagName) || byId<HTMLDialogElement>("chooser").open) return;
  if (e.key.toLowerCase() === "e" && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    studio.toggle();
    return;
  }
  if (studio.screen === "edit") {
    if (editorKey(e)) e.preventDefault();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey || studio.screen !== "play") return;
  if (studio.viewer) {
    const command = VIEWER_KEYS[e.key.toLowerCase()];
    if (command) {
      e.preventDefault();
      viewerDo(command);
    }
    return;
  }
  const app = studio.play;
  const command = commandOf(e.key);
  if (!command) return;
  // Enter on a button is that button's, except on the card waiting for its tile: then it places.
  const onWaitingCard = target.getAttribute("aria-pressed") === "true";
  if (
    command.type === "confirm" &&
    (app.status.mode.type === "idle" || (target.tagName === "BUTTON" && !onWaitingCard))
  )
    return;
  e.preventDefault();
  if (command.type === "move") app.move(command.dir);
  else app[command.type]();
});

document.addEventListener("dragover", (e) => e.preventDefault());
document.addEventListener("drop", (e) => {
  e.preventDefault();
  const file = e.dataTransfer?.files[0];
  if (file) void openFile(file);
});

void start();
