/**
 * The step-through viewer's panel (a solution or a replay): which step the board shows and after which
 * action, first, back, forward, last, a slider and the list of actions to jump to any step, "play from
 * here", and close. The board, the rules and the log panels show the step's view meanwhile.
 */
import { esc } from "./dom";
import type { Studio, Viewer } from "./studio";

/** What the viewer's buttons, slider and keys ask. */
export type ViewerCommand = "first" | "back" | "forward" | "last" | "jump" | "play" | "close";

/** Viewer keys: back, forward, first, last, close. */
export const VIEWER_KEYS: Readonly<Record<string, ViewerCommand>> = {
  arrowleft: "back",
  a: "back",
  arrowright: "forward",
  d: "forward",
  home: "first",
  end: "last",
  escape: "close",
};

/** What the viewer says to a move, a card or an undo: the board shows a step, not the game in play. */
export const VIEWER_REFUSAL =
  "The board shows a step of the viewer, not your game: Play from here plays on from it, Close (Esc) goes back to your game.";

/** A move, a card or an undo asked while the viewer is open: refused, and said in the viewer's panel. */
export function refuseInViewer(studio: Studio): void {
  const viewer = studio.viewer;
  if (!viewer) return;
  viewer.error = VIEWER_REFUSAL;
  studio.redraw();
}

/** Does what the viewer was asked; a step past an action that fails is said in the panel. */
export function viewerAct(studio: Studio, command: ViewerCommand, step = 0): void {
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
  studio.redraw();
}

/** Where the viewer stands, in words: `Step 1 of 10: after w`, ` — won` or ` — lost…` at an end. */
export function stepText(viewer: Viewer): string {
  const { steps } = viewer;
  const view = steps.view();
  const label = steps.label();
  const where = label === null ? "the level as loaded" : `after ${label}`;
  const outcome = view.won ? " — won" : view.lost ? " — lost (nothing is YOU)" : "";
  return `Step ${steps.position} of ${steps.last}: ${where}${outcome}`;
}

/** The panel for `viewer` (or nothing). */
export function renderViewer(root: HTMLElement, viewer: Viewer | null): void {
  root.hidden = viewer === null;
  if (!viewer) {
    root.innerHTML = "";
    return;
  }
  const { steps, notes } = viewer;
  const at = steps.position;
  const items = steps.actions
    .map(
      (_, i) =>
        `<li><button type="button" class="step" data-step="${i + 1}" aria-current="${i + 1 === at ? "step" : "false"}">${esc(steps.label(i + 1) ?? "")}</button></li>`,
    )
    .join("");
  const problems = [
    ...notes,
    ...(viewer.failed ? [viewer.failed] : []),
    ...(viewer.error && viewer.error !== viewer.failed ? [viewer.error] : []),
  ];
  const focused = (document.activeElement as HTMLElement | null)?.dataset.viewer;
  root.innerHTML = `<h2>${esc(viewer.title)}</h2>
    <p id="viewer-step" aria-live="polite">${esc(stepText(viewer))}</p>
    ${problems.map((p) => `<p class="bad">${esc(p)}</p>`).join("")}
    <div class="row" role="group" aria-label="Steps">
      <button type="button" data-viewer="first" aria-label="First step" aria-keyshortcuts="Home" ${at === 0 ? "disabled" : ""}>|◀ First</button>
      <button type="button" data-viewer="back" aria-label="Back one step" aria-keyshortcuts="ArrowLeft" ${at === 0 ? "disabled" : ""}>◀ Back</button>
      <button type="button" data-viewer="forward" aria-label="Forward one step" aria-keyshortcuts="ArrowRight" ${at === steps.last ? "disabled" : ""}>Forward ▶</button>
      <button type="button" data-viewer="last" aria-label="Last step" aria-keyshortcuts="End" ${at === steps.last ? "disabled" : ""}>Last ▶|</button>
    </div>
    <label for="viewer-range" class="range">Jump to step
      <input type="range" id="viewer-range" min="0" max="${steps.last}" value="${at}" data-viewer="range"></label>
    <ol class="steps">${items}</ol>
    <div class="row">
      <button type="button" data-viewer="play">Play from here</button>
      <button type="button" data-viewer="close" aria-keyshortcuts="Escape">Close</button>
    </div>`;
  if (focused) root.querySelector<HTMLElement>(`[data-viewer="${focused}"]:not(:disabled)`)?.focus();
}
