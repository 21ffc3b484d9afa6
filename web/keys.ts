/**
 * The keyboard, by screen. Everywhere: E toggles play and edit. Playing: the keys of input.ts (move, choose
 * a tile, cancel, undo, restart), C to the hand's first card, and N after a win for the next level. In the
 * viewer: back, forward, first, last, close (a play key is refused there, saying so). Editing: the tile cursor, Enter or Space to use the tool on it, Delete to erase, U
 * or Ctrl+Z to undo, Ctrl+Y or Ctrl+Shift+Z to redo. Keys typed into a form control (but a letter in a
 * read-only one, the share link), or while the chooser is open, are theirs.
 */
import { byId } from "./dom";
import { commandOf } from "./input";
import type { Studio } from "./studio";
import { refuseInViewer, VIEWER_KEYS, viewerAct } from "./viewer-ui";

/** Keys that belong to a focused form control are left to it. */
const OWN_KEYS = new Set(["SELECT", "INPUT", "TEXTAREA"]);

/** An editor key; false when the key is not the editor's. */
function editorKey(studio: Studio, e: KeyboardEvent): boolean {
  const editor = studio.editor;
  const ctrl = e.ctrlKey || e.metaKey;
  const key = e.key.toLowerCase();
  const command = commandOf(e.key);
  if (ctrl && (key === "y" || (key === "z" && e.shiftKey))) editor.redo();
  else if (ctrl && key === "z") editor.undo();
  else if (ctrl || e.altKey) return false;
  else if (key === "delete" || key === "backspace")
    editor.edit(
      { type: "erase", x: editor.cursor[0], y: editor.cursor[1] },
      "Erased the tile's newest entry.",
    );
  else if (command?.type === "move") editor.moveCursor(command.dir);
  else if ((command?.type === "confirm" || e.key === " ") && (e.target as HTMLElement).tagName !== "BUTTON")
    editor.use(...editor.cursor);
  else if (command?.type === "undo") editor.undo();
  else return false;
  studio.redraw();
  return true;
}

/**
 * Whether a key is the focused control's: any key in a select or an editable field; in a read-only field
 * (the share link) only those that move in it or copy it, a letter or Space being the page's.
 */
function ownedByControl(target: HTMLElement, e: KeyboardEvent): boolean {
  if (!OWN_KEYS.has(target.tagName)) return false;
  const typed = e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
  return !(typed && (target as HTMLInputElement).readOnly);
}

/** A key pressed anywhere on the page. */
export function onKey(studio: Studio, e: KeyboardEvent): void {
  const target = e.target as HTMLElement;
  if (ownedByControl(target, e) || byId<HTMLDialogElement>("chooser").open) return;
  if (e.key.toLowerCase() === "e" && !e.ctrlKey && !e.metaKey && !e.altKey) {
    e.preventDefault();
    studio.toggle();
    return;
  }
  if (studio.screen === "edit") {
    if (editorKey(studio, e)) e.preventDefault();
    return;
  }
  if (e.ctrlKey || e.metaKey || e.altKey || studio.screen !== "play") return;
  if (studio.viewer) {
    const command = VIEWER_KEYS[e.key.toLowerCase()];
    if (command) {
      e.preventDefault();
      viewerAct(studio, command);
    } else if (commandOf(e.key) && !(target.tagName === "BUTTON" && (e.key === "Enter" || e.key === " ")))
      refuseInViewer(studio);
    return;
  }
  // C: the keyboard to the hand's first card (the terminal's c casts), where Enter plays it and Tab
  // reaches the others; with no hand, nothing.
  if (e.key.toLowerCase() === "c") {
    const card = byId("hand").querySelector<HTMLButtonElement>("button.card");
    if (card) {
      e.preventDefault();
      card.focus();
    }
    return;
  }
  // N after a win: the Next level button's (main.ts), as the terminal's n; while it is hidden or off, nothing.
  const next = byId<HTMLButtonElement>("next");
  if (e.key.toLowerCase() === "n") {
    if (!next.hidden && !next.disabled) {
      e.preventDefault();
      next.click();
    }
    return;
  }
  const app = studio.play;
  const command = commandOf(e.key);
  if (!command) return;
  // Enter (or Space) on a button is that button's, except on the card waiting for its tile: then it
  // places. Space chooses the tile while a card waits for one; otherwise it waits a turn.
  const onWaitingCard = target.getAttribute("aria-pressed") === "true";
  const idle = app.status.mode.type === "idle";
  const confirms = command.type === "confirm" || (e.key === " " && !idle);
  const ownedByButton = (confirms || e.key === " ") && target.tagName === "BUTTON" && !onWaitingCard;
  if ((command.type === "confirm" && idle) || ownedByButton) return;
  e.preventDefault();
  if (confirms) app.confirm();
  else if (command.type === "move") app.move(command.dir);
  else app[command.type]();
}
