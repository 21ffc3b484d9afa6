/**
 * Graft's chooser (docs/rules.md §3.9) as a modal <dialog>: the question, one button per option, and Cancel.
 * Keyboard accessible: focus moves into the dialog, Tab cycles the buttons, Escape cancels. Leaving the
 * page's level while it is open (the browser's Back or Forward) dismisses it, as Cancel does.
 */
import { byId, esc } from "./dom";

/** The question for each kind of choice the engine asks. */
const QUESTIONS: Readonly<Record<string, string>> = {
  base: "Choose the base minion",
  donor: "Choose the donor minion",
  half: "Choose the donor's half to graft",
};

/** Asks the player; resolves with the chosen option, or null if the dialog was cancelled. */
export function choose(kind: string, options: readonly string[]): Promise<string | null> {
  const dialog = byId<HTMLDialogElement>("chooser");
  const question = QUESTIONS[kind] ?? `Choose: ${kind}`;
  dialog.innerHTML = `<form method="dialog"><h2 id="chooser-title">${esc(question)}</h2>
    <div class="options">${options.map((o) => `<button value="${esc(o)}">${esc(o)}</button>`).join("")}</div>
    <button value="" class="cancel">Cancel</button></form>`;
  dialog.setAttribute("aria-labelledby", "chooser-title");
  dialog.returnValue = "";
  return new Promise((resolve) => {
    dialog.addEventListener("close", () => resolve(dialog.returnValue || null), { once: true });
    dialog.showModal();
    dialog.querySelector<HTMLButtonElement>(".options button")?.focus();
  });
}

/** Closes the chooser, if open, as Cancel does (its question resolves with null). */
export function dismissChooser(): void {
  const dialog = byId<HTMLDialogElement>("chooser");
  if (dialog.open) dialog.close("");
}
