import { auraUpdate } from "./auras";
import { deathCreationStep, deathPhase } from "./death";
import { settle } from "./queue";
import { newRun, type Run } from "./run";
import type { Chooser, EndOfPhaseStep, GameState } from "./types";

/** The steps that may run when an outermost Phase ends; `state.endOfPhase` says which, in what order. */
const END_OF_PHASE_STEPS: Record<EndOfPhaseStep, (run: Run) => void> = {
  deathCreation: (run) => {
    run.dead = deathCreationStep(run);
  },
  auraUpdate: (run) => auraUpdate(run.state),
};

/**
 * One Sequence (docs/rules.md §3.2–3.3): the action's own events form the outermost Phase; when it ends, the
 * steps of `state.endOfPhase` run (Hearthstone's order: Death Creation Step, then Aura Update). If
 * anybody died, a Death Phase follows; it is itself an outermost Phase, and so on until a Death
 * Creation Step finds nobody.
 */
export function runSequence(
  state: GameState,
  chooser: Chooser | null,
  outermostPhase: (run: Run) => void,
): void {
  const run = newRun(state, chooser);
  outermostPhase(run);
  settle(run, 0);
  for (;;) {
    run.dead = [];
    for (const step of state.endOfPhase) END_OF_PHASE_STEPS[step](run);
    if (run.dead.length === 0) return;
    deathPhase(run, run.dead);
  }
}
