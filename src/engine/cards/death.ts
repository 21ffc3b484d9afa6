import { SequenceLimitError } from "./errors";
import { resolveTriggersOf } from "./queue";
import { rebornStep } from "./reborn";
import { type Run, record } from "./run";
import type { Id } from "./types";
import { moveTo, nameOf, unequip } from "./world";

/**
 * Death Creation Step (docs/rules.md §3.3; Advanced rulebook): every minion with Health 0 or less, or marked
 * pending destroy, and every weapon with no Durability left (docs/rules.md §3.10), leaves play at once, in
 * order of play. Each logs `Destroyed`, goes to its owner's graveyard and remembers where it stood (its
 * index on the board as the step began). Its `Destroyed`'s cause is what doomed it (docs/rules.md §3.11):
 * lethal damage or a destroy, whichever came first (a weapon's: the attack that took its last Durability).
 */
export function deathCreationStep(run: Run): Id[] {
  const state = run.state;
  const dead: Id[] = [];
  for (const id of state.inPlay) {
    const e = state.entities[id];
    if (e.health <= 0 || e.pendingDestroy) dead.push(id);
  }
  let broken = false;
  for (const side of state.sides)
    if (side.weapon !== null && state.entities[side.weapon].health <= 0) {
      dead.push(side.weapon);
      broken = true;
    }
  if (broken) dead.sort((a, b) => state.entities[a].order - state.entities[b].order);
  for (const id of dead) {
    const e = state.entities[id];
    e.diedAt = state.sides[e.owner].board.indexOf(id);
  }
  for (const id of dead) {
    const e = state.entities[id];
    const cause = run.doom?.get(id) ?? { kind: "lethal", line: null };
    (run.deaths ??= new Map()).set(id, record(run, 0, { type: "Destroyed", id }, cause));
    run.departed.push(id);
    run.doom?.delete(id);
    if (state.sides[e.owner].weapon === id) unequip(state, id);
    else moveTo(state, id, "graveyard");
    state.entities[id].pendingDestroy = false;
  }
  return dead;
}

/**
 * A Death Phase (docs/rules.md §3.3): `DeathPhase{round}`, then the dead minions' Deathrattles, queued in order
 * of play and resolved like any trigger, then their Reborns (`rebornStep`, docs/rules.md §3.10). More than the limit (64) in one Sequence is an error. Causes
 * (docs/rules.md §3.11): the Death Phase's are the `Destroyed` records that opened it; each Deathrattle's
 * is its minion's `Destroyed`.
 */
export function deathPhase(run: Run, dead: readonly Id[]): void {
  const limit = run.state.limits.deathPhases;
  if (++run.rounds > limit)
    throw new SequenceLimitError(
      { kind: "deathPhases", limit },
      dead.map((id) => ({ name: nameOf(run.state, id), id })),
    );
  const lines = dead.map((id) => run.deaths!.get(id)!); // each one's `Destroyed`, logged as it died
  record(run, 0, { type: "DeathPhase", round: run.rounds }, { kind: "deathCreation", lines });
  dead.forEach((id, i) => {
    resolveTriggersOf(run, id, "deathrattle", 0, lines[i]);
  });
  rebornStep(run, dead, lines);
}
