/**
 * A Sequence limit passed in SpellGrid (docs/rules.md §3.2, §3.3, §6): the error names each minion by the
 * id SpellGrid gives it (its grid object's, what `minionAt` and the journal report), never by the card
 * engine's own id; a minion made in the Sequence that failed has no SpellGrid id and is named as new. The
 * call changes nothing. The cards are defined here, so the rule holds for any card.
 */
import { describe, expect, test } from "vitest";
import type { Limits } from "../../src/engine/cards";
import type { CardDef, SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";
import { spellGridWithLimits } from "./with-limits";

const minion = (name: string, health: number, text: CardDef["text"]): CardDef => ({
  name,
  type: "minion",
  cost: 1,
  attack: 1,
  health,
  noun: "KEG",
  text,
  split: 1,
  game: "spellgrid",
  collectible: false,
});

/** "Whenever this minion takes damage, deal 1 damage to all other minions." */
const ECHO = minion("Echo Cask", 50, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
]);

/** "Deathrattle: summon an Ash Cask, then deal 1 damage to all minions." (a death loop) */
const ASH = minion("Ash Cask", 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: "Ash Cask", count: 1 },
  { type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 },
]);

/** Two minions of `def` at (1, 1) and (3, 1), a Spark in hand, and the card limits given. */
function game(def: CardDef, limits: Partial<Limits> = {}): SpellGrid {
  const level = {
    ...mapLevel(["BABA IS YOU baba", ". . . ."], ["Spark"]),
    cards: [
      { card: def.name, x: 1, y: 1 },
      { card: def.name, x: 3, y: 1 },
    ],
  };
  return spellGridWithLimits(level, { cards: [def], limits });
}

/** `call` throws exactly `message`, and the level, hand and log are as they were. */
function expectRefused(g: SpellGrid, call: () => unknown, message: string) {
  const before = { log: g.logTree(), hand: g.hand(), board: [g.minionAt(1, 1), g.minionAt(3, 1)] };
  expect(call).toThrow(message);
  expect({ log: g.logTree(), hand: g.hand(), board: [g.minionAt(1, 1), g.minionAt(3, 1)] }).toEqual(before);
}

describe("a Sequence limit's error names minions by their SpellGrid ids", () => {
  test("the trigger budget: the chain's minions by the ids minionAt reports", () => {
    const g = game(ECHO, { sequenceActivations: 1 });
    const [a, b] = [g.minionAt(1, 1)!, g.minionAt(3, 1)!];
    // the card engine's ids of these two differ from the grid's (its heroes and hand come first)
    expect([g.state.entityOf[a], g.state.entityOf[b]]).not.toEqual([a, b]);
    expectRefused(
      g,
      () => g.cast("Spark", a),
      `Sequence budget exceeded: more than 1 trigger activations in one Sequence (trigger chain, outermost first: Echo Cask #${a} (damaged) → Echo Cask #${b} (damaged))`,
    );
  });

  test("the event budget: the chain resolving, by SpellGrid ids", () => {
    const g = game(ECHO, { sequenceEvents: 3 });
    const a = g.minionAt(1, 1)!;
    expectRefused(
      g,
      () => g.cast("Spark", a),
      `Sequence budget exceeded: more than 3 events in one Sequence (trigger chain, outermost first: Echo Cask #${a} (damaged))`,
    );
  });

  test("the Death Phase limit: minions made in the failed Sequence have no id, and are named as new", () => {
    const g = game(ASH);
    expectRefused(
      g,
      () => g.cast("Spark", g.minionAt(1, 1)!),
      "Death Phase limit reached: more than 64 Death Phases in one Sequence (the last Death Creation Step removed Ash Cask (new in this Sequence), Ash Cask (new in this Sequence))",
    );
  });

  test("the Death Phase limit reached by minions already in play names their SpellGrid ids", () => {
    const g = game(ASH, { deathPhases: 0 });
    const a = g.minionAt(1, 1)!;
    expectRefused(
      g,
      () => g.cast("Spark", a),
      `Death Phase limit reached: more than 0 Death Phases in one Sequence (the last Death Creation Step removed Ash Cask #${a})`,
    );
  });
});
