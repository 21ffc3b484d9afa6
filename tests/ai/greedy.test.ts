import { describe, expect, test } from "vitest";
import { evaluate, WEIGHTS, WIN } from "../../src/ai/evaluate";
import { greedyAgent } from "../../src/ai/greedy";
import { positionOf } from "../../src/ai/position";
import { boardOf, DUEL_CARDS as C, duel, fillers } from "../scenarios/duel/builder";

/** The greedy player (issue 15 item 6): one ply over the board evaluation. */
describe("greedy agent", () => {
  test("takes an obvious lethal: an attack that brings the enemy hero to 0 wins at once", () => {
    const d = duel([fillers(10), fillers(10)]);
    const [[brute]] = boardOf(d, [C.brute.name, C.yeti.name], [C.yeti.name]);
    const enemy = d.hero(1);
    d.dealDamage(enemy, d.health(enemy) - (C.brute.attack as number));
    const action = greedyAgent(1).choose(d);
    d.apply(action);
    expect(d.winner()).toBe(0);
    expect(action.type).toBe("attack");
    expect(action).toMatchObject({ defender: enemy });
    expect([brute, d.board(0)[1]]).toContain((action as { attacker: number }).attacker);
  });

  test("trades into a minion when that is worth more than the face, and ends the turn when nothing helps", () => {
    const d = duel([fillers(10), fillers(10)]);
    const [[viper], [yeti]] = boardOf(d, [C.viper.name], [C.yeti.name]);
    // A Poisonous 1/2 into a 4/5: the Yeti dies, the Viper dies; better than 1 damage to the hero.
    expect(greedyAgent(3).choose(d)).toEqual({ type: "attack", attacker: viper, defender: yeti });
    d.apply({ type: "attack", attacker: viper, defender: yeti });
    expect(d.board(1)).toEqual([]);
    // Fillers (1 mana, 1/1) each improve its board: it plays them while it has mana, then ends the turn.
    const agent = greedyAgent(3);
    const played: string[] = [];
    for (let action = agent.choose(d); action.type !== "endTurn"; action = agent.choose(d)) {
      played.push(action.type);
      d.apply(action);
    }
    expect(played).toEqual(Array(d.maxMana(0)).fill("playCard"));
    expect(d.mana(0)).toBe(0);
  });

  test("the evaluation is antisymmetric and scores a finished game as a win, a loss or 0", () => {
    const d = duel([fillers(10), fillers(10)]);
    boardOf(d, [C.yeti.name, C.shield.name], [C.wall.name]);
    const p = positionOf(d);
    expect(evaluate(p, 0)).toBeCloseTo(-evaluate(p, 1));
    // Yeti 4/5 and a shielded 2/2 against a Taunt 1/4: one minion more, 5 Attack and 3 Health more, one
    // keyword each (Divine Shield up; Taunt), the same hand sizes and heroes.
    const hands = d.hand(0).length - d.hand(1).length;
    const spent = d.maxMana(0) - d.mana(0) - (d.maxMana(1) - d.mana(1));
    expect(evaluate(p, 0)).toBeCloseTo(
      WEIGHTS.minions * 1 +
        WEIGHTS.boardAttack * (6 - 1) +
        WEIGHTS.boardHealth * (7 - 4) +
        WEIGHTS.handCards * hands +
        WEIGHTS.manaSpent * spent,
    );
    d.dealDamage(d.hero(1), 30);
    expect(evaluate(positionOf(d), 0)).toBe(WIN);
    expect(evaluate(positionOf(d), 1)).toBe(-WIN);
  });
});

describe("greedy agent's weights", () => {
  test("are checked when the agent is made: a missing, unknown or non-finite weight names the feature", () => {
    expect(() => greedyAgent(1, { ...WEIGHTS, boardAttack: Number.POSITIVE_INFINITY })).toThrow(
      "greedy agent: weights.boardAttack must be a finite number, not Infinity",
    );
    expect(() => greedyAgent(1, { ...WEIGHTS, armour: 1 } as typeof WEIGHTS)).toThrow(
      'greedy agent: weights: unknown feature "armour" (the features are heroHealth,',
    );
    expect(greedyAgent(1, { ...WEIGHTS, handCards: 0 }).name).toBe("greedy");
  });
});
