import { describe, expect, test } from "vitest";
import { LIMITS } from "../../../src/content/limits";
import {
  type Action,
  apply,
  type CardDef,
  type Clause,
  createGame,
  type GameState,
  type Limits,
} from "../../../src/engine/cards";
import { newGame } from "../../../src/harness";

/** A 1-mana minion with `health` and one trigger running `effects` (defined here, not read from cards/). */
function minion(name: string, health: number, text: Clause[]): CardDef {
  return { name, type: "minion", cost: 1, attack: 1, health, text, split: 1, game: "course" };
}

/** "Whenever another minion takes damage, deal 1 damage to all minions." (the Test Reactor) */
const reactor = minion("Test Reactor", 5, [
  { type: "trigger", trigger: "damaged", scope: "otherMinion" },
  { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
]);

/** "Whenever this minion takes damage, deal 1 damage to all other minions." */
const chainLink = minion("Link", 30, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
]);

/** "Whenever this minion takes damage, gain 1 Armor." */
const plate = minion("Plate", 30, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "gainArmor", amount: 1 },
]);

/** A spell that draws `count` cards (from an empty deck: one `Fatigue` each). */
const drain = (count: number): CardDef => ({
  name: `Drain ${count}`,
  type: "spell",
  cost: 0,
  text: [{ type: "effect", effect: "draw", count }],
  split: 0,
  game: "course",
});

/** An engine-level game over `defs` with some limits changed. */
function engineGame(defs: CardDef[], limits: Partial<Limits>): GameState {
  return createGame({ defs, limits: { ...LIMITS, ...limits }, endOfPhase: ["deathCreation", "auraUpdate"] });
}

/** Apply setup actions in turn, keeping each result; returns the final state and each action's value. */
function setUp(state: GameState, actions: Action[]): [GameState, unknown[]] {
  const values: unknown[] = [];
  for (const a of actions) {
    const [next, value] = apply(state, a, null);
    state = next;
    values.push(value);
  }
  return [state, values];
}

const summon = (card: string): Action => ({ type: "summon", card, player: 0 });

describe("the Sequence budget (issue 16 item 1): events and trigger activations, as content data", () => {
  test("the budget is data held in the state, generous for real play", () => {
    expect(LIMITS.sequenceEvents).toBe(100_000);
    expect(LIMITS.sequenceActivations).toBe(10_000);
    expect(newGame({ cards: [reactor] }).state.limits).toBe(LIMITS);
  });

  // The timeout is a hang guard, not a speed test: without the budget this call runs for minutes.
  test("seven Test Reactors and one damage: the call throws the budget and the trigger chain, and changes nothing", {
    timeout: 10_000,
  }, () => {
    const g = newGame({ cards: [reactor] });
    const ids = Array.from({ length: 7 }, () => g.summon("Test Reactor"));
    const before = structuredClone(g.state);
    let message = "";
    try {
      g.dealDamage(ids[0], 1);
    } catch (e) {
      expect(e).toBeInstanceOf(Error);
      message = (e as Error).message;
    }
    const head = `Sequence budget exceeded: more than ${LIMITS.sequenceActivations} trigger activations in one Sequence (trigger chain, outermost first: `;
    expect(message.slice(0, head.length)).toBe(head);
    // The first Reactor to answer damage to ids[0] is the next oldest one; every link is a distinct
    // Reactor (the self-retrigger bound) named by card and id.
    const chain = /outermost first: (.*)\)$/.exec(message)![1].split(" → ");
    expect(chain[0]).toBe(`Test Reactor #${ids[1]} (damaged)`);
    expect(new Set(chain).size).toBe(chain.length);
    for (const link of chain) expect(ids.map((id) => `Test Reactor #${id} (damaged)`)).toContain(link);
    expect(g.state).toEqual(before);
    expect(g.log()).toEqual([]);
    expect(ids.map((id) => g.health(id))).toEqual([5, 5, 5, 5, 5, 5, 5]);
  });

  test("four Test Reactors stay well inside the budget: the whole cascade resolves", () => {
    const g = newGame({ cards: [reactor] });
    const ids = Array.from({ length: 4 }, () => g.summon("Test Reactor"));
    g.dealDamage(ids[0], 1);
    expect(g.log().filter((e) => e.type === "Triggered")).toHaveLength(678);
    expect(g.log()).toHaveLength(3396);
    expect(g.board(0)).toEqual([]); // every Reactor died in the Death Creation Step
  });

  test("events: a Sequence may log exactly the budget; one more throws, names it, and changes nothing", () => {
    const state = engineGame([drain(4), drain(5)], { sequenceEvents: 5 });
    const [ok] = apply(
      state,
      { type: "cast", card: "Drain 4", player: 0, target: null, fromHand: null },
      null,
    );
    expect(ok.log.map((e) => e.type)).toEqual(["SpellCast", "Fatigue", "Fatigue", "Fatigue", "Fatigue"]);
    const before = structuredClone(ok);
    expect(() =>
      apply(ok, { type: "cast", card: "Drain 5", player: 0, target: null, fromHand: null }, null),
    ).toThrow(
      "Sequence budget exceeded: more than 5 events in one Sequence (no trigger was resolving: the action's own effects)",
    );
    expect(ok).toEqual(before);
  });

  test("events are counted per Sequence, not over the whole log", () => {
    const state = engineGame([drain(4)], { sequenceEvents: 5 });
    const cast: Action = { type: "cast", card: "Drain 4", player: 0, target: null, fromHand: null };
    const [after] = setUp(state, [cast, cast, cast]);
    expect(after.log).toHaveLength(15);
  });

  test("activations: exactly the budget resolves; one more throws naming the trigger that would activate", () => {
    const base = engineGame([plate], { sequenceActivations: 3 });
    const [state, [id]] = setUp(base, [summon("Plate")]);
    const times = (n: number): Action => ({
      type: "setRuleAuras",
      auras: [{ kind: "triggerMultiplier", trigger: "damaged", times: n, stacking: "max", scope: "all" }],
    });
    const damage: Action = { type: "dealDamage", target: id as number, amount: 1 };
    const [three] = setUp(state, [times(3), damage]);
    expect(three.sides[0].armor).toBe(3);
    const [four] = setUp(state, [times(4)]);
    const before = structuredClone(four);
    expect(() => apply(four, damage, null)).toThrow(
      `Sequence budget exceeded: more than 3 trigger activations in one Sequence (trigger chain, outermost first: Plate #${id} (damaged))`,
    );
    expect(four).toEqual(before);
  });

  test("a long trigger chain is abbreviated: its first three and last three links", () => {
    const base = engineGame([chainLink], { sequenceActivations: 10 });
    const [state, ids] = setUp(
      base,
      Array.from({ length: 10 }, () => summon("Link")),
    );
    const link = (i: number) => `Link #${ids[i]} (damaged)`;
    // Damage to the first Link sets off each younger one in turn, one level deeper each time: ten
    // activations. The eleventh is the last Link again, answering the damage the ninth-but-last dealt.
    expect(() => apply(state, { type: "dealDamage", target: ids[0] as number, amount: 1 }, null)).toThrow(
      `trigger chain, outermost first: ${link(0)} → ${link(1)} → ${link(2)} → … (3 more) → ${link(6)} → ${link(7)} → ${link(9)})`,
    );
  });

  test("the Death Phase limit still stops a death loop first, with its own message", () => {
    const phoenix = minion("Phoenix", 1, [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Phoenix", count: 1 },
      { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
    ]);
    const g = newGame({ cards: [phoenix] });
    const p = g.summon("Phoenix");
    expect(() => g.destroy(p)).toThrow(/^Death Phase limit reached/);
  });

  test("a trigger past the sixteenth of its card is still told apart from the next minion's first", () => {
    // The self-retrigger bound must key a trigger by its minion and its place, whatever the card's size:
    // here the Wide minion's 17th trigger deals damage, and the Plate (the next id) must still answer it.
    const filler = Array.from({ length: 16 }, (): Clause[] => [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "gainArmor", amount: 0 },
    ]).flat();
    const wide = minion("Wide", 5, [
      ...filler,
      { type: "trigger", trigger: "damaged" },
      { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
    ]);
    const [state, [w, p]] = setUp(engineGame([wide, plate], {}), [summon("Wide"), summon("Plate")]);
    expect(p).toBe((w as number) + 1);
    const [after] = apply(state, { type: "dealDamage", target: w as number, amount: 1 }, null);
    expect(after.sides[0].armor).toBe(1);
  });
});
