/**
 * Sequences (docs/rules.md §3.2–3.3; Advanced rulebook: Sequences, Phases, the end of the outermost
 * Phase): an action's Phases run in turn; when each ends, the end-of-Phase steps the state lists run in
 * that order (`state.endOfPhase` through `END_OF_PHASE_STEPS`: the order is data), and while the Death
 * Creation Step (death.ts) finds anyone dead, a Death Phase follows. When the Sequence ends, a duel checks
 * whether the game is over (game-over.ts).
 */
import type { AssembleOffers } from "./assemble";
import { auraUpdate } from "./auras";
import { deathCreationStep, deathPhase } from "./death";
import { gameOverCheck, heroDeathStep } from "./game-over";
import { settle } from "./queue";
import { newRun, type Run } from "./run";
import type { Chooser, EndOfPhaseStep, GameState } from "./types";

/** The steps that may run when an outermost Phase ends; `state.endOfPhase` says which, in what order. */
const END_OF_PHASE_STEPS: Record<EndOfPhaseStep, (run: Run) => void> = {
  deathCreation: (run) => {
    run.dead = deathCreationStep(run);
  },
  heroDeaths: heroDeathStep,
  auraUpdate: (run) => auraUpdate(run.state),
};

/**
 * An outermost Phase of a Sequence: what the action does before the end-of-Phase steps run, with the
 * action's own plain data `a` (one object for all its Phases, so the Phases are module constants, not
 * closures made per action). A Phase that sets `run.quiet` says it changed nothing (no record, no mark),
 * so the end-of-Phase steps, which would find nobody dead and rebuild the same snapshot, are skipped.
 */
export type Phase<A = void> = (run: Run, a: A) => void;

/**
 * One Sequence (docs/rules.md §3.2–3.3): each of the action's Phases in turn (most actions have one; an
 * attack and a play have two, docs/rules.md §3.6, §3.10), each closed by `endPhase`. When the last has
 * ended, the game-over check (docs/rules.md §3.10; Advanced rulebook, Rule 9: only "when the Sequence ends").
 * `offers`: which Assemble results the game can use (`AssembleOffers`, docs/rules.md §6.6).
 */
export function runSequence(
  state: GameState,
  chooser: Chooser | null,
  offers: AssembleOffers | null,
  ...phases: Phase[]
): void {
  runPhases(newRun(state, chooser, offers), phases, undefined);
}

/**
 * `runSequence` in `run` (new, `newRun`), with Phases that share the action's data `a` (`Phase`). A Phase
 * after a hero's death still runs (the rulebook checks only when the Sequence ends; an attack on or by a
 * dead hero is cancelled as on a mortally wounded one). The game over (a turn's own check, docs/rules.md
 * §3.10) ends it at once.
 */
export function runPhases<A>(run: Run, phases: readonly Phase<A>[], a: A): void {
  for (let i = 0; i < phases.length && !run.over; i++) {
    run.quiet = false;
    phases[i](run, a);
    if (!run.quiet) endPhase(run);
  }
  gameOverCheck(run);
}

/**
 * The end of an outermost Phase (docs/rules.md §3.3): the Phase's own events, their Queues settled; then
 * the steps of `state.endOfPhase` run (Hearthstone's order: Death Creation Step, then Aura Update). If
 * anybody died, a Death Phase follows; it is itself an outermost Phase, and so on until a Death Creation
 * Step finds nobody: a hero's death (the `heroDeaths` step) does not stop them. A step list that ends a
 * Phase in its middle (a duel's Start of Turn, docs/rules.md §3.10) calls it there. With nothing pending
 * since the state was last settled (`nothingPending`) they are skipped.
 */
export function endPhase(run: Run): void {
  settle(run, 0);
  if (nothingPending(run)) return;
  for (;;) {
    run.dead = [];
    for (const step of run.state.endOfPhase) END_OF_PHASE_STEPS[step](run);
    if (run.dead.length === 0) break;
    deathPhase(run, run.dead);
  }
  run.settled = run.state.lastOrder;
}

/**
 * The end-of-Phase steps would find nothing and change nothing (docs/rules.md §3.3), so `endPhase` skips
 * them. The state was settled when they last ran to the end in this Sequence, or when the Sequence began:
 * between two actions the state is settled, as every action ends with those steps run to the end (or with
 * a quiet Phase that changed nothing, or with the game's end), every setup action and `createGame` end
 * with an Aura Update and leave nobody dead, and nothing outside the engine writes the state. Since then,
 * no one has entered play (the last order of play given out is the same, so an Aura Update would rebuild
 * the same snapshot: only the Death Creation Step, which is among those steps, takes anyone out of play)
 * and no one is doomed (`doom` is empty; every way into the Death Creation Step's reach, Health brought to
 * 0 or below, a destroy mark, Poisonous, a weapon's last Durability, and every hero's lethal damage,
 * records a doom; the step removes the doom of each minion it removes, and a heal or buff back above 0
 * that of an unmarked one, run.ts `revive`). A Phase with nothing pending (a Start of Turn with no
 * trigger, a draw, a thaw, an attack nobody died of) thus costs no scan.
 * Tests: tests/scenarios/duel/end-of-phase.test.ts.
 */
function nothingPending(run: Run): boolean {
  return run.settled === run.state.lastOrder && (run.doom === null || run.doom.size === 0);
}
