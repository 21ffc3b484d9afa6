/**
 * The playground page: wires the DOM to the `Playground` (keyboard, clicks, level picker, URL, file
 * drop) and redraws every part from the session's view.
 */
import type { LevelDef } from "../src/harness";
import { Playground } from "./app";
import { byId, esc } from "./dom";
import { describe, highlight, renderGrid } from "./grid";
import { commandOf } from "./input";
import { LEVELS } from "./levels";
import { idsOfLine, renderHand, renderLog, renderRules } from "./panels";

const svg = document.getElementById("grid") as unknown as SVGSVGElement;
const picker = byId<HTMLSelectElement>("level");
const undoButton = byId<HTMLButtonElement>("undo");

/** The outcome banner's text for each end state. */
const OUTCOME = {
  won: "You win! Press R or Restart to play again.",
  lost: "You lost: nothing is YOU. Undo or restart.",
};

function draw(): void {
  const view = app.view();
  if (!view) return;
  const { mode, cursor, message, error } = app.status;
  byId("title").textContent = view.title;
  renderGrid(svg, view, mode.type === "idle" ? null : cursor);
  renderRules(byId("rules"), view);
  const focusedCard = (document.activeElement as HTMLElement | null)?.dataset.card;
  renderHand(byId("hand"), view, mode.type === "idle" ? null : mode.card);
  if (focusedCard) refocusCard(focusedCard);
  const names = new Map<number, string>(view.objects.map((o) => [o.id, describe(o)]));
  for (const h of view.heroes) names.set(h.id, `hero ${h.player}`);
  renderLog(byId("log"), view.logTree, names);
  undoButton.disabled = view.kind !== "baba";
  undoButton.title = view.kind === "baba" ? "Undo (U)" : "Undo works on pure Baba levels only";
  const outcome = view.won ? "won" : view.lost ? "lost" : null;
  const banner = byId("banner");
  banner.hidden = outcome === null;
  banner.className = outcome ?? "";
  banner.textContent = outcome ? OUTCOME[outcome] : "";
  byId("message").textContent = message;
  const errorBox = byId("error");
  errorBox.hidden = error === "";
  errorBox.textContent = error;
}

/** Redrawing the hand replaces its buttons: give keyboard focus back to the same card, if still held. */
function refocusCard(card: string): void {
  byId("hand")
    .querySelectorAll<HTMLButtonElement>("button.card")
    .forEach((b) => {
      if (b.dataset.card === card) b.focus();
    });
}

const app = new Playground(draw);

/** Opens a shipped level by file name and records it in the URL (`?level=`). */
function openShipped(name: string, push: boolean): void {
  const level = LEVELS.find((l) => l.name === name);
  if (!level) {
    app.fail(`there is no level "${name}" (levels: ${LEVELS.map((l) => l.name).join(", ")})`);
    return;
  }
  if (!app.load(level.def, `levels/${name}.json`)) return;
  picker.value = name;
  const url = new URL(location.href);
  url.searchParams.set("level", name);
  if (push) history.pushState({ level: name }, "", url);
  else history.replaceState({ level: name }, "", url);
}

/** Opens a level file the player dropped or picked; a bad file shows a readable error. */
async function openFile(file: File): Promise<void> {
  let def: unknown;
  try {
    def = JSON.parse(await file.text());
  } catch (err) {
    app.fail(`${file.name}: not valid JSON (${(err as Error).message})`);
    return;
  }
  if (typeof def !== "object" || def === null || Array.isArray(def)) {
    app.fail(`${file.name}: a level file holds one JSON object`);
    return;
  }
  if (app.load(def as LevelDef, file.name)) picker.value = "";
}

picker.innerHTML =
  `<option value="" disabled>(a dropped file)</option>` +
  LEVELS.map(
    (l) => `<option value="${esc(l.name)}">${esc(l.def.title ?? l.name)} — ${esc(l.name)}</option>`,
  ).join("");
picker.addEventListener("change", () => openShipped(picker.value, true));
window.addEventListener("popstate", () =>
  openShipped(new URL(location.href).searchParams.get("level") ?? "", false),
);

byId("restart").addEventListener("click", () => app.restart());
undoButton.addEventListener("click", () => app.undo());
byId("file").addEventListener("change", (e) => {
  const file = (e.target as HTMLInputElement).files?.[0];
  if (file) void openFile(file);
});
byId("hand").addEventListener("click", (e) => {
  const card = (e.target as Element).closest<HTMLElement>("button.card")?.dataset.card;
  if (card) app.pickCard(card);
});
svg.addEventListener("click", (e) => {
  const cell = (e.target as Element).closest<SVGRectElement>("rect.cell");
  if (cell) app.pickTile(Number(cell.dataset.x), Number(cell.dataset.y));
});

const log = byId("log");
for (const type of ["mouseover", "focusin"])
  log.addEventListener(type, (e) => highlight(svg, idsOfLine(e.target)));
for (const type of ["mouseleave", "focusout"]) log.addEventListener(type, () => highlight(svg, []));

/** Keys that belong to a focused form control are left to it. */
const OWN_KEYS = new Set(["SELECT", "INPUT", "TEXTAREA"]);

document.addEventListener("keydown", (e) => {
  const target = e.target as HTMLElement;
  if (
    e.ctrlKey ||
    e.metaKey ||
    e.altKey ||
    OWN_KEYS.has(target.tagName) ||
    byId<HTMLDialogElement>("chooser").open
  )
    return;
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

/** The level shown when the URL names none: the first SpellGrid level, else the first file. */
const DEFAULT_LEVEL = LEVELS.find((l) => l.name === "l1-double-tap")?.name ?? LEVELS[0].name;

openShipped(new URL(location.href).searchParams.get("level") ?? DEFAULT_LEVEL, false);
