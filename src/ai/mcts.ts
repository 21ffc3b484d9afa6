/**
 * The MCTS player (issue 15 item 6): Monte Carlo tree search with UCT (Kocsis and Szepesvári, 2006), a
 * fixed number of playouts per move, from its own seeded generator. Each playout walks down the tree by
 * UCT (mean value + exploration × √(ln N / n)), adds one untried action (picked at random), then plays a
 * rollout from there: random (or greedy) actions until the game ends or `rolloutTurns` turns have ended,
 * scored 1 for a win, 0 for a loss, ½ for a draw, or the board evaluation squashed into (0, 1); each node
 * on the path adds the value for the player who made its move. It plays the most visited action. An
 * action the engine refuses at a loop bound (`tryPlay`) is never added to the tree nor played in a
 * rollout (a rollout with nothing playable ends there); when no action of the root is playable it names
 * the first, and the duel refuses it with the engine's message (the game cannot go on).
 *
 * Hidden information, simply: it searches the duel as a game of perfect information over the seeded
 * state, as the engine holds it. Its copies keep the real order of both decks and the enemy's hand, so it
 * plays as if it could see them (a "cheating" MCTS); the greedy player reads only what both players see.
 */
import type { Duel, DuelAction } from "../api/duel";
import type { Player } from "../engine/cards";
import { type Agent, seededRandom } from "./agent";
import { checkWeights, evaluate, WEIGHTS, type Weights } from "./evaluate";
import { actionsOf, activeOf, type Position, positionOf, tryPlay, winnerOf } from "./position";

/** How a rollout picks its actions: uniformly at random, or the best by the evaluation (one ply). */
export type Rollout = "random" | "greedy";

export interface MctsOptions {
  /** Playouts per move (each adds one node to the tree and plays one rollout). */
  playouts: number;
  rollout: Rollout;
  /** A rollout stops when this many turns have ended in it (or the game ends): it is then evaluated. */
  rolloutTurns: number;
  /** UCT's exploration constant. */
  exploration: number;
  /** An evaluation of `scale` points is worth a value of about 0.73 (the logistic function of 1). */
  scale: number;
  weights: Weights;
}

export const MCTS_DEFAULTS: Readonly<MctsOptions> = Object.freeze({
  playouts: 1000,
  rollout: "random",
  rolloutTurns: 1,
  exploration: Math.SQRT2,
  scale: 20,
  weights: WEIGHTS,
});

/** The most actions one rollout plays (a bound by name; the turn count ends rollouts long before). */
export const ROLLOUT_ACTION_LIMIT = 500;

/** A node of the search tree: a position and the move into it. */
interface Node {
  position: Position;
  /** Who made the move into this node (null at the root). */
  mover: Player | null;
  /** The legal actions here, and the ones no child has tried yet (indexes into `actions`). */
  actions: DuelAction[];
  untried: number[];
  children: { index: number; node: Node }[];
  visits: number;
  /** The sum of the playouts' values, for `mover`. */
  value: number;
}

function nodeOf(position: Position, mover: Player | null): Node {
  const actions = winnerOf(position) === null ? actionsOf(position) : [];
  return { position, mover, actions, untried: actions.map((_, i) => i), children: [], visits: 0, value: 0 };
}

/** `options` over `MCTS_DEFAULTS`, each checked: a wrong value or an unknown option is an error naming it. */
function checkOptions(options: Partial<MctsOptions>): MctsOptions {
  for (const key of Object.keys(options))
    if (!Object.hasOwn(MCTS_DEFAULTS, key))
      throw new Error(
        `mcts agent: unknown option "${key}" (the options are ${Object.keys(MCTS_DEFAULTS).join(", ")})`,
      );
  const o: MctsOptions = { ...MCTS_DEFAULTS, ...options };
  if (!Number.isInteger(o.playouts) || o.playouts < 1)
    throw new Error(`mcts agent: playouts must be a whole number ≥ 1, not ${o.playouts}`);
  if (o.rollout !== "random" && o.rollout !== "greedy")
    throw new Error(`mcts agent: rollout must be "random" or "greedy", not ${JSON.stringify(o.rollout)}`);
  if (!Number.isInteger(o.rolloutTurns) || o.rolloutTurns < 0)
    throw new Error(`mcts agent: rolloutTurns must be a whole number ≥ 0, not ${o.rolloutTurns}`);
  if (!Number.isFinite(o.exploration) || o.exploration < 0)
    throw new Error(`mcts agent: exploration must be a finite number ≥ 0, not ${o.exploration}`);
  if (!Number.isFinite(o.scale) || o.scale <= 0)
    throw new Error(`mcts agent: scale must be a finite number above 0, not ${o.scale}`);
  checkWeights(o.weights, "mcts agent");
  return o;
}

/** The MCTS agent with its seed and options (any left out are `MCTS_DEFAULTS`'). */
export function mctsAgent(seed: number, options: Partial<MctsOptions> = {}): Agent {
  const o = checkOptions(options);
  const random = seededRandom(seed);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)];

  /** The value of a position for player 0, in [0, 1]. */
  const valueFor0 = (p: Position): number => {
    const w = winnerOf(p);
    if (w === "draw") return 0.5;
    if (w !== null) return w === 0 ? 1 : 0;
    return 1 / (1 + Math.exp(-evaluate(p, 0, o.weights) / o.scale));
  };

  /** The position after a playable action, and whether that action ended the turn. */
  type Step = { after: Position; ends: boolean };

  /** The best playable action by the evaluation (ties at random), or null when none is playable. */
  const greedyStep = (p: Position): Step | null => {
    const me = activeOf(p);
    let best: Step[] = [];
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const a of actionsOf(p)) {
      const after = tryPlay(p, a);
      if (after === null) continue;
      const step = { after, ends: a.type === "endTurn" };
      const s = evaluate(after, me, o.weights);
      if (s > bestScore) [best, bestScore] = [[step], s];
      else if (s === bestScore) best.push(step);
    }
    return best.length === 0 ? null : pick(best);
  };

  /** A random playable action (drawn again while the one drawn loops), or null when none is playable. */
  const randomStep = (p: Position): Step | null => {
    const actions = actionsOf(p);
    while (actions.length > 0) {
      const [a] = actions.splice(Math.floor(random() * actions.length), 1);
      const after = tryPlay(p, a);
      if (after !== null) return { after, ends: a.type === "endTurn" };
    }
    return null;
  };

  const rollout = (start: Position): number => {
    let p = start;
    let turns = 0;
    for (let n = 0; winnerOf(p) === null && turns < o.rolloutTurns; n++) {
      if (n >= ROLLOUT_ACTION_LIMIT)
        throw new Error(`mcts agent: a rollout played ${ROLLOUT_ACTION_LIMIT} actions without ending a turn`);
      const step = o.rollout === "random" ? randomStep(p) : greedyStep(p);
      if (step === null) break; // nothing here can be played: the position is evaluated as it stands
      if (step.ends) turns++;
      p = step.after;
    }
    return valueFor0(p);
  };

  const uct = (parent: Node): Node => {
    const logN = Math.log(parent.visits);
    let best = parent.children[0].node;
    let bestScore = Number.NEGATIVE_INFINITY;
    for (const { node } of parent.children) {
      const score = node.value / node.visits + o.exploration * Math.sqrt(logN / node.visits);
      if (score > bestScore) [best, bestScore] = [node, score];
    }
    return best;
  };

  const playout = (root: Node): void => {
    const path = [root];
    let node = root;
    while (node.untried.length === 0 && node.children.length > 0) {
      node = uct(node);
      path.push(node);
    }
    while (node.untried.length > 0) {
      const k = Math.floor(random() * node.untried.length);
      const [index] = node.untried.splice(k, 1);
      const after = tryPlay(node.position, node.actions[index]);
      if (after === null) continue; // a card loop: never a child
      const child = nodeOf(after, activeOf(node.position));
      node.children.push({ index, node: child });
      node = child;
      path.push(node);
      break;
    }
    const v0 = rollout(node.position);
    for (const n of path) {
      n.visits++;
      n.value += n.mover === 0 ? v0 : 1 - v0;
    }
  };

  return {
    name: "mcts",
    choose(duel: Duel): DuelAction {
      const root = nodeOf(positionOf(duel), null);
      if (root.actions.length === 0)
        throw new Error("mcts agent: the duel has no legal action (is it over?)");
      if (root.actions.length === 1) return root.actions[0];
      for (let i = 0; i < o.playouts; i++) playout(root);
      if (root.children.length === 0) return root.actions[0]; // every action loops: the duel refuses it
      let best = root.children[0];
      for (const c of root.children) {
        const more = c.node.visits - best.node.visits;
        if (more > 0 || (more === 0 && c.node.value > best.node.value)) best = c;
      }
      return root.actions[best.index];
    },
  };
}
