/**
 * The board evaluation of the greedy and MCTS players (issue 15 item 6): how good a position is for one
 * player, as a weighted sum of features measured for that player minus the same features for the enemy.
 * The features read only what both players see (heroes, boards, weapons, mana, how many cards each holds),
 * never the cards in a hand or a deck. The weights are a table of data; a won game is worth `WIN`.
 */
import { type Entity, enemyOf, type GameState, hasKeyword, type Keyword, type Player } from "../engine/cards";
import { winnerOf } from "./position";

/** What the evaluation measures for one player. */
export type Feature =
  | "heroHealth"
  | "minions"
  | "boardAttack"
  | "boardHealth"
  | "keywords"
  | "weaponAttack"
  | "weaponDurability"
  | "handCards"
  | "manaSpent";

/** Points per unit of each feature (per point of Health, per minion, per card…). */
export type Weights = Readonly<Record<Feature, number>>;

/**
 * The default weights: a point of a minion's Attack or Health is worth about a point of hero Health; a
 * minion on the board and a card in hand are worth a little for what they may still do; a mana crystal
 * spent this turn is worth a little (mana efficiency: a turn that leaves mana unused wasted it).
 */
export const WEIGHTS: Weights = Object.freeze({
  heroHealth: 1,
  minions: 1,
  boardAttack: 1.5,
  boardHealth: 1,
  keywords: 1,
  weaponAttack: 1,
  weaponDurability: 0.5,
  handCards: 1.5,
  manaSpent: 0.25,
});

/** The score of a won game (a lost one is `-WIN`, a draw 0): more than any board can be worth. */
export const WIN = 1_000_000;

/**
 * The keywords that count as a feature (each worth `keywords` points on a minion that has it); a Divine
 * Shield counts while it is up.
 */
const VALUED_KEYWORDS: readonly Keyword[] = ["taunt", "windfury", "poisonous", "lifesteal"];

/** A player's minions on the board. */
const minionsOf = (s: GameState, p: Player): Entity[] => s.sides[p].board.map((id) => s.entities[id]);

/** Each feature, measured for one player. */
const FEATURES: Readonly<Record<Feature, (s: GameState, p: Player) => number>> = {
  heroHealth: (s, p) => s.entities[s.sides[p].hero].health + s.sides[p].armor,
  minions: (s, p) => s.sides[p].board.length,
  boardAttack: (s, p) => sum(minionsOf(s, p), (m) => Math.max(0, m.attack)),
  boardHealth: (s, p) => sum(minionsOf(s, p), (m) => Math.max(0, m.health)),
  keywords: (s, p) =>
    sum(
      minionsOf(s, p),
      (m) => VALUED_KEYWORDS.filter((k) => hasKeyword(s, m.id, k)).length + (m.shielded ? 1 : 0),
    ),
  weaponAttack: (s, p) => weaponOf(s, p)?.attack ?? 0,
  weaponDurability: (s, p) => weaponOf(s, p)?.health ?? 0,
  handCards: (s, p) => s.sides[p].hand.length,
  manaSpent: (s, p) => s.sides[p].maxMana - s.sides[p].mana,
};

const FEATURE_NAMES = Object.keys(FEATURES) as Feature[];

/**
 * `weights` checked as an agent is made (`who`: `greedy agent`), so a typo or a NaN is not a silently worse
 * player: every feature a finite number, and no other key. Returns the weights.
 */
export function checkWeights(weights: Weights, who: string): Weights {
  if (typeof weights !== "object" || weights === null)
    throw new Error(`${who}: weights must be an object of a number per feature, not ${String(weights)}`);
  for (const key of Object.keys(weights))
    if (!Object.hasOwn(FEATURES, key))
      throw new Error(
        `${who}: weights: unknown feature "${key}" (the features are ${FEATURE_NAMES.join(", ")})`,
      );
  for (const f of FEATURE_NAMES)
    if (typeof weights[f] !== "number" || !Number.isFinite(weights[f]))
      throw new Error(`${who}: weights.${f} must be a finite number, not ${String(weights[f])}`);
  return weights;
}

function weaponOf(s: GameState, p: Player): Entity | null {
  const w = s.sides[p].weapon;
  return w === null ? null : s.entities[w];
}

function sum<T>(xs: readonly T[], f: (x: T) => number): number {
  let total = 0;
  for (const x of xs) total += f(x);
  return total;
}

/**
 * How good `state` is for `player`: `WIN` if they have won, `-WIN` if they have lost, 0 for a draw;
 * otherwise Σ weight × (feature of the player − feature of the enemy).
 */
export function evaluate(state: GameState, player: Player, weights: Weights = WEIGHTS): number {
  const winner = winnerOf(state);
  if (winner === "draw") return 0;
  if (winner !== null) return winner === player ? WIN : -WIN;
  const enemy = enemyOf(player);
  let score = 0;
  for (const f of FEATURE_NAMES)
    score += weights[f] * (FEATURES[f](state, player) - FEATURES[f](state, enemy));
  return score;
}
