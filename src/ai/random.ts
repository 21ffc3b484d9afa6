/**
 * The random agent (issue 15 item 6): a uniformly random legal action, from its own seeded generator. An
 * action the engine refuses at a loop bound (`tryPlay`) is put aside and another drawn; when every one
 * is, it names the last, and the duel refuses it with the engine's message (the game cannot go on).
 */
import { type Agent, seededRandom } from "./agent";
import { positionOf, tryPlay } from "./position";

export function randomAgent(seed: number): Agent {
  const next = seededRandom(seed);
  return {
    name: "random",
    choose(duel) {
      const actions = duel.legalActions();
      if (actions.length === 0) throw new Error("random agent: the duel has no legal action (is it over?)");
      const position = positionOf(duel);
      for (;;) {
        const [action] = actions.splice(Math.floor(next() * actions.length), 1);
        if (actions.length === 0 || tryPlay(position, action) !== null) return action;
      }
    },
  };
}
