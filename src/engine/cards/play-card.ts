/**
 * Playing a card from the hand in a duel (docs/rules.md §3.10): the player whose turn it is pays its cost
 * in mana, then the card does what its type does (`PLAY_BY_TYPE`): a minion is played (it enters the
 * board, then its Battlecry), a spell is cast, a weapon is equipped. One Sequence.
 */
import type { CardType } from "./card-def";
import { byAction } from "./causes";
import { gameIsOver, noTurns, notYourTurn, unknownId, wrongArgument, wrongZone } from "./errors";
import {
  battlecryTargetProblem,
  boardFull,
  CAST_PHASES,
  castProblem,
  equipPhase,
  MINION_PHASES,
  newCast,
  newPlay,
  type Play,
} from "./playing";
import { newRun, type Run, record } from "./run";
import { type Phase, runPhases } from "./sequence";
import type { Chooser, GameState, Id } from "./types";
import { nameOf } from "./world";

/**
 * Per card type: why it cannot be played with this target (beyond turn and mana), and its outermost Phases
 * (a minion's are two: the Battlecry Phase and the After Summon Phase, docs/rules.md §3.6; a spell's two: its
 * cast and the After Cast Phase, §3.10). The first Phase
 * opens with the payment (`pay`).
 */
const PLAY_BY_TYPE: Record<
  CardType,
  {
    problem: (state: GameState, handId: Id, target: Id | null) => string | null;
    phases: readonly Phase<Play>[];
  }
> = {
  minion: {
    problem: (state, handId, target) =>
      battlecryTargetProblem(state, handId, target, "play") ?? boardFull(state, handId),
    phases: [
      (run, p) => {
        pay(run, p.handId);
        MINION_PHASES[0](run, p);
      },
      ...MINION_PHASES.slice(1),
    ],
  },
  spell: {
    problem: (state, handId, target) =>
      castProblem(state, nameOf(state, handId), target, handId, state.entities[handId].owner),
    phases: [
      (run, p) => {
        pay(run, p.handId);
        const e = run.state.entities[p.handId];
        p.cast = newCast(e.card!.name, e.owner, p.target, p.handId);
        CAST_PHASES[0](run, p.cast);
      },
      (run, p) => CAST_PHASES[1](run, p.cast!),
    ],
  },
  weapon: {
    problem: (state, handId, target) =>
      target !== null ? `play: ${nameOf(state, handId)} is a weapon and takes no target` : null,
    phases: [
      (run, p) => {
        pay(run, p.handId);
        equipPhase(run, p.handId);
      },
    ],
  },
};

/** The payment that opens a play: its owner's mana goes down by the cost, `ManaSpent` (for a cost above 0). */
function pay(run: Run, handId: Id): void {
  const e = run.state.entities[handId];
  if (e.cost <= 0) return;
  run.state.sides[e.owner].mana -= e.cost;
  const spent = { type: "ManaSpent", player: e.owner, amount: e.cost } as const;
  record(run, 0, spent, byAction(e.card!.def.type === "spell" ? "cast" : "play"));
}

/**
 * Why `playCard(handId, target)` would fail, or null (docs/rules.md §3.10): the game is a duel and not
 * over; the card is in the hand of the player whose turn it is; its cost is no more than their mana; and
 * what its type needs holds (a minion: its Battlecry's target and room on the board; a spell: its target,
 * §3.6; none for a weapon).
 */
export function playCardProblem(state: GameState, handId: Id, target: Id | null): string | null {
  const duel = state.duel;
  if (duel === null) return noTurns("play").message;
  if (duel.winner !== null) return gameIsOver("play", duel.winner).message;
  if (!Number.isInteger(handId))
    return wrongArgument("play: handId", "an id (a whole number)", handId).message;
  const e = state.entities[handId];
  if (!e) return unknownId(handId).message;
  const name = `${nameOf(state, handId)} (id ${handId})`;
  if (e.zone !== "hand") return wrongZone("play", handId, nameOf(state, handId), e.zone, "hand").message;
  if (e.owner !== duel.active) return notYourTurn("play", `${name} in hand`, e.owner, duel.active);
  const mana = state.sides[e.owner].mana;
  if (e.cost > mana) return `play: ${name} costs ${e.cost} mana, and player ${e.owner} has ${mana}`;
  return PLAY_BY_TYPE[e.card!.def.type].problem(state, handId, target);
}

/**
 * `playCard`: checked (`playCardProblem`), then one Sequence: `ManaSpent` (for a cost above 0) opens the
 * card's first Phase, and its other Phases follow.
 */
export function playCard(state: GameState, chooser: Chooser | null, handId: Id, target: Id | null): void {
  const problem = playCardProblem(state, handId, target);
  if (problem !== null) throw new Error(problem);
  const type = state.entities[handId].card!.def.type;
  runPhases(newRun(state, chooser), PLAY_BY_TYPE[type].phases, newPlay(handId, target));
}
