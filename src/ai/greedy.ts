/**
 * The greedy player (issue 15 item 6): one ply. It tries each legal action on a copy of the position,
 * scores the position each leaves with the board evaluation (`evaluate`, its weights a table), and plays
 * the best; equal scores are broken by its own seeded generator. Ending the turn is one of the actions,
 * so it plays on while some action improves its position and ends the turn when none does. An action the
 * engine refuses at a loop bound (`tryPlay`) is passed by; when every action is, it names the first, and
 * the duel refuses it with the engine's message (the game cannot go on). Hidden
 * information: the copy is the whole state, but the evaluation reads only what both players see (the
 * cards drawn by an `endTurn` tried count as a number of cards, never by name).
 */
import type { Duel, DuelAction } from "../api/duel";
import { type Agent, seededRandom } from "./agent";
import { checkWeights, evaluate, WEIGHTS, type Weights } from "./evaluate";
import { actionsOf, activeOf, positionOf, tryPlay } from "./position";

/** Scores closer than this are equal (the tie is broken at random). */
const EPSILON = 1e-9;

/** The greedy agent with its seed (and optionally other weights for its evaluation). */
export function greedyAgent(seed: number, weights: Weights = WEIGHTS): Agent {
  checkWeights(weights, "greedy agent");
  const next = seededRandom(seed);
  return {
    name: "greedy",
    choose(duel: Duel): DuelAction {
      const position = positionOf(duel);
      const actions = actionsOf(position);
      if (actions.length === 0) throw new Error("greedy agent: the duel has no legal action (is it over?)");
      const me = activeOf(position);
      let best: DuelAction[] = [];
      let bestScore = Number.NEGATIVE_INFINITY;
      for (const action of actions) {
        const after = tryPlay(position, action);
        if (after === null) continue; // a card loop: the engine refuses it
        const score = evaluate(after, me, weights);
        if (score > bestScore + EPSILON) {
          best = [action];
          bestScore = score;
        } else if (score >= bestScore - EPSILON) best.push(action);
      }
      if (best.length === 0) return actions[0]; // every action loops: the duel refuses it, naming the loop
      return best.length === 1 ? best[0] : best[Math.floor(next() * best.length)];
    },
  };
}
