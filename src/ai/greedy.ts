/**
 * The greedy player (issue 15 item 6): one ply. It tries each legal action on a copy of the position,
 * scores the position each leaves with the board evaluation (`evaluate`, its weights a table), and plays
 * the best; equal scores are broken by its own seeded generator. Ending the turn is one of the actions,
 * so it plays on while some action improves its position and ends the turn when none does. Hidden
 * information: the copy is the whole state, but the evaluation reads only what both players see (the
 * cards drawn by an `endTurn` tried count as a number of cards, never by name).
 */
import type { Duel, DuelAction } from "../api/duel";
import { type Agent, seededRandom } from "./agent";
import { evaluate, WEIGHTS, type Weights } from "./evaluate";
import { actionsOf, activeOf, play, positionOf } from "./position";

/** Scores closer than this are equal (the tie is broken at random). */
const EPSILON = 1e-9;

/** The greedy agent with its seed (and optionally other weights for its evaluation). */
export function greedyAgent(seed: number, weights: Weights = WEIGHTS): Agent {
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
        const score = evaluate(play(position, action), me, weights);
        if (score > bestScore + EPSILON) {
          best = [action];
          bestScore = score;
        } else if (score >= bestScore - EPSILON) best.push(action);
      }
      return best.length === 1 ? best[0] : best[Math.floor(next() * best.length)];
    },
  };
}
