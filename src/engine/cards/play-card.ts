/**
 * Playing a card from the hand in a duel (docs/rules.md §3.10): the player whose turn it is pays its cost
 * in mana, then the card does what its type does (`PLAY_BY_TYPE`): a minion is played (it enters the
 * board, then its Battlecry), a spell is cast, a weapon is equipped. One Sequence.
 */
import type { CardType } from "./card-def";
import { byAction } from "./causes";
import { gameIsOver, noTurns, notYourTurn, unknownId, wrongArgument, wrongZone } from "./errors";
import { boardFull, castPhase, castProblem, equipPhase, playMinionPhases } from "./playing";
import { record } from "./run";
import { type Phase, runSequence } from "./sequence";
import type { Chooser, GameState, Id } from "./types";
import { nameOf } from "./world";

/**
 * Per card type: why it cannot be played with this target (beyond turn and mana), and its outermost Phases
 * (a minion's are two: the Battlecry Phase and the After Summon Phase, docs/rules.md §3.6).
 */
const PLAY_BY_TYPE: Record<
  CardType,
  {
    problem: (state: GameState, handId: Id, target: Id | null) => string | null;
    phases: (handId: Id, target: Id | null) => Phase[];
  }
> = {
  minion: {
    problem: (state, handId, target) =>
      target !== null
        ? `play: ${nameOf(state, handId)} is a minion and takes no target`
        : boardFull(state, handId),
    phases: (handId) => playMinionPhases(handId),
  },
  spell: {
    problem: (state, handId, target) => castProblem(state, nameOf(state, handId), target, handId),
    phases: (handId, target) => [
      (run) => {
        const e = run.state.entities[handId];
        castPhase(run, e.card!.name, e.owner, target, handId);
      },
    ],
  },
  weapon: {
    problem: (state, handId, target) =>
      target !== null ? `play: ${nameOf(state, handId)} is a weapon and takes no target` : null,
    phases: (handId) => [(run) => equipPhase(run, handId)],
  },
};

/**
 * Why `playCard(handId, target)` would fail, or null (docs/rules.md §3.10): the game is a duel and not
 * over; the card is in the hand of the player whose turn it is; its cost is no more than their mana; and
 * what its type needs holds (a minion: room on the board; a spell: its target, §3.6; none for a weapon).
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
  const e = state.entities[handId];
  const type = e.card!.def.type;
  const [first, ...rest] = PLAY_BY_TYPE[type].phases(handId, target);
  const pay: Phase = (run) => {
    if (e.cost > 0) {
      state.sides[e.owner].mana -= e.cost;
      const spent = { type: "ManaSpent", player: e.owner, amount: e.cost } as const;
      record(run, 0, spent, byAction(type === "spell" ? "cast" : "play"));
    }
    first(run);
  };
  runSequence(state, chooser, pay, ...rest);
}
