/**
 * The solver panel: Solve (the level as loaded, or as edited in the editor), the state budget, a progress
 * bar of the states explored against the budget, Cancel, and the verdict with the solution in the
 * terminal player's notation and a button to step through it on the board.
 */
import type { LevelDef } from "../src/harness";
import { formatScript } from "../src/play/notation";
import { esc } from "./dom";
import { titleOf } from "./level-admission";
import type { Studio } from "./studio";

/**
 * Whether a search was for another level than the one open (picked, opened or loaded since), not the
 * same level edited since: levels are told apart by name, which an edit keeps.
 */
export const otherLevel = (solved: LevelDef | null, current: LevelDef | null): solved is LevelDef =>
  solved !== null && solved !== current && solved.name !== current?.name;

/**
 * The panel's status: the last search's message with the note that it is stale (for another level, or
 * the level edited since) after its first line, the verdict's, above what an exhausted search's states held.
 */
export function withStale(message: string, stale: string): string {
  const [first, ...below] = message.split("\n");
  return [first + stale, ...below].join("\n");
}

/** Builds the panel's controls once; `render` updates them. */
export function buildSolverPanel(root: HTMLElement): void {
  root.innerHTML = `<h2>Solver</h2>
    <p class="muted">A shortest winning script for the level as loaded (in the editor: as edited), found by the
      project's solver in a background worker.</p>
    <div class="row">
      <button type="button" id="solve">Solve</button>
      <button type="button" id="cancel-solve" hidden>Cancel</button>
      <label for="budget">State budget</label>
      <input id="budget" inputmode="numeric" autocomplete="off" size="9">
    </div>
    <progress id="solve-progress" hidden></progress>
    <p id="solve-status" aria-live="polite"></p>
    <div id="solution" hidden>
      <p><code id="solution-script"></code></p>
      <button type="button" id="step-solution">Step through the solution</button>
    </div>`;
}

/** Brings the panel up to date with the studio's solver state. */
export function renderSolverPanel(studio: Studio): void {
  const s = studio.solver;
  const byId = <T extends HTMLElement>(id: string) => document.getElementById(id) as T;
  byId<HTMLButtonElement>("solve").disabled = s.running || studio.current === null;
  byId("cancel-solve").hidden = !s.running;
  const budget = byId<HTMLInputElement>("budget");
  if (document.activeElement !== budget) budget.value = s.budget;
  const bar = byId<HTMLProgressElement>("solve-progress");
  bar.hidden = !s.running;
  bar.max = s.maxStates;
  bar.value = Math.min(s.explored, s.maxStates);
  bar.textContent = `${s.explored} of ${s.maxStates} states`;
  const status = byId("solve-status");
  const fresh = studio.solutionFresh;
  const other = otherLevel(s.solved, studio.current) ? s.solved : null;
  const stale =
    s.result === null || fresh
      ? ""
      : other
        ? ` That was ${titleOf(other)}, not the level open: solve again.`
        : " The level has changed since: solve again.";
  const exploring = `Exploring… ${s.explored.toLocaleString("en")} states of at most ${s.maxStates.toLocaleString("en")}`;
  status.textContent = s.running
    ? `${exploring}${other ? ` (in ${titleOf(other)}, not the level open)` : ""}.`
    : s.error || withStale(s.message, stale);
  status.className = s.error ? "bad" : "";
  // Another level's solution is not shown: its script would be read as this level's.
  const solved = s.result?.solved && !other ? s.result : null;
  byId("solution").hidden = solved === null || s.running;
  if (solved) {
    byId("solution-script").innerHTML = esc(formatScript(solved.actions) || "(already won)");
    byId<HTMLButtonElement>("step-solution").disabled = !fresh;
  }
}
