/**
 * When a minion's aura starts (docs/rules.md §3.1, §3.4), as the Advanced rulebook states it: "When a
 * minion is played, its Aura is sent for the first time before the Battlecry Phase. When a minion is
 * summoned or stolen, it does not start emitting its aura until the outermost Phase ends." The minions are
 * built here; the rules hold for any card with an aura.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { game, tree } from "./builder";
import { minion } from "./defs";

const REDIRECT: Clause = { type: "aura", aura: "damageRedirect", from: "friendlyHero" };
const BATTLECRY: Clause = { type: "trigger", trigger: "battlecry" };

/** Your Battlecries trigger twice. Battlecry: Draw a card. */
const ECHOER = minion("Aura Echoer", 3, [
  { type: "aura", aura: "triggerMultiplier", trigger: "battlecry", times: 2, stacking: "max" },
  BATTLECRY,
  { type: "effect", effect: "draw", count: 1 },
]);
/** Whenever your hero takes damage, this minion takes it instead. Battlecry: Deal 2 damage to your hero. */
const MARTYR = minion("Aura Martyr", 5, [
  REDIRECT,
  BATTLECRY,
  { type: "effect", effect: "dealDamage", target: "friendlyHero", amount: 2 },
]);
/** Whenever your hero takes damage, this minion takes it instead. */
const GUARD = minion("Aura Guard", 5, [REDIRECT]);
/** Battlecry: Summon an Aura Guard. Deal 2 damage to your hero. */
const CALLER = minion("Aura Caller", 3, [
  BATTLECRY,
  { type: "effect", effect: "summon", card: GUARD.name, count: 1 },
  { type: "effect", effect: "dealDamage", target: "friendlyHero", amount: 2 },
]);

function auraGame() {
  const g = game(5);
  g.registerCards([ECHOER, MARTYR, GUARD, CALLER]);
  return g;
}

/** Put `card` in player 0's hand and play it, the log cleared first. */
function play(g: ReturnType<typeof auraGame>, card: string): number {
  const id = g.addToHand(card, 0);
  g.clearLog();
  g.play(id);
  return id;
}

describe("a played minion's aura is sent before its Battlecry Phase", () => {
  test("a Battlecry doubler with a Battlecry of its own triggers it twice", () => {
    const g = auraGame();
    const id = play(g, ECHOER.name);
    const [first, second] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `Summoned{id: ${id}}`,
        `Triggered{source: ${id}, trigger: "battlecry"}`,
        `  Drew{player: 0, id: ${first}}`,
        `Triggered{source: ${id}, trigger: "battlecry"}`,
        `  Drew{player: 0, id: ${second}}`,
      ),
    );
  });

  test("a minion that takes its hero's damage instead takes its own Battlecry's damage to its hero", () => {
    const g = auraGame();
    const id = play(g, MARTYR.name);
    expect(g.logTree()).toBe(
      tree(
        `Summoned{id: ${id}}`,
        `Triggered{source: ${id}, trigger: "battlecry"}`,
        `  Damaged{target: ${id}, amount: 2}`,
      ),
    );
    expect([g.health(g.hero(0)), g.health(id)]).toEqual([30, 3]);
  });
});

describe("a summoned minion's aura starts when the outermost Phase ends", () => {
  test("a minion a Battlecry summons does not take the hero's damage later in the same Battlecry", () => {
    const g = auraGame();
    const me = g.hero(0);
    const id = play(g, CALLER.name);
    const guard = g.board(0)[1];
    expect(g.logTree()).toBe(
      tree(
        `Summoned{id: ${id}}`,
        `Triggered{source: ${id}, trigger: "battlecry"}`,
        `  Summoned{id: ${guard}}`,
        `  Damaged{target: ${me}, amount: 2}`,
      ),
    );
    g.clearLog();
    g.dealDamage(me, 1); // the Phase has ended: the aura is in force
    expect(g.log()).toEqual([{ type: "Damaged", target: guard, amount: 1 }]);
  });

  test("a setup summon runs no Phase: its aura is in force at once", () => {
    const g = auraGame();
    const guard = g.summon(GUARD.name, 0);
    g.clearLog();
    g.dealDamage(g.hero(0), 2);
    expect(g.log()).toEqual([{ type: "Damaged", target: guard, amount: 2 }]);
  });
});
