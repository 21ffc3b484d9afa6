import { type Run, record } from "./run";
import type { Id } from "./types";

/**
 * Heroes die (docs/rules.md §3.10; Advanced rulebook, Rule 4a: the Death Creation Step kills every Entity at
 * 0 or less Health): the end-of-Phase step after each Death Creation Step, in a duel. A hero at 0 or less
 * Health then dies: it joins the Sequence's dead heroes (`run.fallen`) with the `Damaged` that brought it to
 * 0, and is past saving: it takes no more damage and no more healing (`hasFallen`; the rulebook: "it is too
 * late for the Zombie Chow's Deathrattle to save you", "you are already dead and gain no healing"). The
 * Sequence goes on (its Death Phases resolve); the game ends when it does (`gameOverCheck`). A game without
 * turns (the course's) never runs this step: its heroes never die.
 */
export function heroDeathStep(run: Run): void {
  const state = run.state;
  if (state.duel === null || state.duel.winner !== null) return;
  for (const side of state.sides) {
    const hero = side.hero;
    if (state.entities[hero].health > 0 || hasFallen(run, hero)) continue;
    const cause = run.doom?.get(hero);
    (run.fallen ??= []).push({ hero, line: cause?.kind === "lethal" ? cause.line : null });
  }
}

/** Has `id` died as a hero in this Sequence (`heroDeathStep`)? */
export function hasFallen(run: Run, id: Id): boolean {
  const fallen = run.fallen;
  if (fallen === null) return false;
  for (const f of fallen) if (f.hero === id) return true;
  return false;
}

/**
 * The check for a win, loss or draw (docs/rules.md §3.10; Advanced rulebook, Rule 9: "when the Sequence ends
 * and the player gets control again, Hearthstone checks if the game has ended in a Win, Loss or Draw", and the
 * turn's own checks after the Start of Turn and End of Turn Phases). If a hero died in this Sequence, its
 * player loses; both is a draw. The duel's winner is set, `GameOver{winner}` is logged (its cause names the
 * dead heroes and the damage that brought each to 0) and the Sequence ends: nothing more runs, and every
 * later action is an error.
 */
export function gameOverCheck(run: Run): void {
  const duel = run.state.duel;
  const fallen = run.fallen;
  if (duel === null || duel.winner !== null || fallen === null) return;
  const winner = fallen.length === 2 ? "draw" : run.state.entities[fallen[0].hero].owner === 0 ? 1 : 0;
  duel.winner = winner;
  const heroes: Id[] = fallen.map((f) => f.hero);
  const lines = fallen.map((f) => f.line);
  record(run, 0, { type: "GameOver", winner }, { kind: "heroDeath", heroes, lines });
  run.over = true;
}
