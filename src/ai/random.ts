/** The random agent (issue 15 item 6): a uniformly random legal action, from its own seeded generator. */
import { type Agent, seededRandom } from "./agent";

export function randomAgent(seed: number): Agent {
  const next = seededRandom(seed);
  return {
    name: "random",
    choose(duel) {
      const actions = duel.legalActions();
      if (actions.length === 0) throw new Error("random agent: the duel has no legal action (is it over?)");
      return actions[Math.floor(next() * actions.length)];
    },
  };
}
