import { type Run, record } from "./run";
import type { Id, Player } from "./types";

/**
 * Game over (docs/rules.md §3.10; Advanced rulebook: a hero dies in the Death Creation Step): after each
 * Death Creation Step, a hero at 0 or less Health loses; both at once is a draw. The duel's winner is set,
 * `GameOver{winner}` is logged (its cause names the heroes and the damage that brought each to 0) and the
 * Sequence ends there: nothing more resolves, and every later action is an error. A game without turns
 * (the course's) never runs this step.
 */
export function gameOverStep(run: Run): void {
  const state = run.state;
  const duel = state.duel;
  if (duel === null || duel.winner !== null) return;
  const dead: Player[] = [];
  for (const p of [0, 1] as const) if (state.entities[state.sides[p].hero].health <= 0) dead.push(p);
  if (dead.length === 0) return;
  const winner = dead.length === 2 ? "draw" : dead[0] === 0 ? 1 : 0;
  duel.winner = winner;
  const heroes: Id[] = dead.map((p) => state.sides[p].hero);
  const lines = heroes.map((h) => {
    const cause = run.doom?.get(h);
    return cause?.kind === "lethal" ? cause.line : null;
  });
  record(run, 0, { type: "GameOver", winner }, { kind: "heroDeath", heroes, lines });
  run.over = true;
}
