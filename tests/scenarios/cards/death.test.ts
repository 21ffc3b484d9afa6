import { describe, expect, test } from "vitest";
import { DEATH_PHASE_LIMIT_MESSAGE } from "../../../src/engine/cards";
import { game, tree } from "./builder";

describe("the Death Creation Step and Death Phases (Module 3)", () => {
  test("Harvest Golem's Damaged Golem takes its place on the board", () => {
    const g = game();
    const f = g.summon("Test Filler");
    const golem = g.summon("Harvest Golem");
    const s = g.summon("Test Sponge");
    g.clearLog();
    g.destroy(golem);
    const token = g.board(0)[1];
    expect(g.board(0)).toEqual([f, token, s]);
    expect(g.nameOf(token)).toBe("Damaged Golem");
    expect(g.orderOfPlay(token)).toBeGreaterThan(g.orderOfPlay(s));
    expect(g.logTree()).toBe(
      tree(
        `Destroyed{id: ${golem}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${golem}, trigger: "deathrattle"}`,
        `  Summoned{id: ${token}}`,
      ),
    );
  });

  test("a summon of two tokens places them left to right where the dead minion stood", () => {
    const g = game();
    const twins = g.summon("Test Twins");
    const s = g.summon("Test Sponge");
    g.destroy(twins);
    const [t1, t2, last] = g.board(0);
    expect(last).toBe(s);
    expect(g.orderOfPlay(t1)).toBeLessThan(g.orderOfPlay(t2));
  });

  test("doubled by Baron Rivendare, the second activation summons at the same remembered place: left of the first's tokens (hs-bugs #305)", () => {
    const g = game();
    const baron = g.summon("Baron Rivendare");
    const twins = g.summon("Test Twins");
    const s = g.summon("Test Sponge");
    g.clearLog();
    g.destroy(twins);
    const [, t3, t4, t1, t2] = g.board(0);
    expect(g.board(0)).toEqual([baron, t3, t4, t1, t2, s]);
    expect(g.logTree()).toBe(
      tree(
        `Destroyed{id: ${twins}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${twins}, trigger: "deathrattle"}`,
        `  Summoned{id: ${t1}}`,
        `  Summoned{id: ${t2}}`,
        `Triggered{source: ${twins}, trigger: "deathrattle"}`,
        `  Summoned{id: ${t3}}`,
        `  Summoned{id: ${t4}}`,
      ),
    );
  });

  test("an Unstable Ghoul's Deathrattle kills a Loot Hoarder: Death Phase 2", () => {
    const g = game(3);
    const ghoul = g.summon("Unstable Ghoul");
    const hoarder = g.summon("Loot Hoarder");
    const sponge = g.summon("Test Sponge", 1);
    g.clearLog();
    g.destroy(ghoul);
    const [card] = g.hand(0);
    expect(g.logTree()).toBe(
      tree(
        `Destroyed{id: ${ghoul}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${ghoul}, trigger: "deathrattle"}`,
        `  Damaged{target: ${hoarder}, amount: 1}`,
        `  Damaged{target: ${sponge}, amount: 1}`,
        `Destroyed{id: ${hoarder}}`,
        `DeathPhase{round: 2}`,
        `Triggered{source: ${hoarder}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${card}}`,
      ),
    );
    expect(g.health(sponge)).toBe(2);
  });

  test("the Death Phase limit's message names the minions whose Death Phase was one too many", () => {
    const g = game();
    const phoenix = g.summon("Test Phoenix");
    const next = g.state.entities.length; // Death Phase k summons the Phoenix with id next + k - 1
    expect(() => g.destroy(phoenix)).toThrow(
      `Death Phase limit reached: more than 64 Death Phases in one Sequence (the last Death Creation Step removed Test Phoenix #${next + 63})`,
    );
  });

  test("the Death Phase limit: more than 64 Death Phases throw and change nothing", () => {
    const g = game(2);
    const phoenix = g.summon("Test Phoenix");
    const sponge = g.summon("Test Sponge");
    g.dealDamage(sponge, 1);
    const before = {
      log: g.log(),
      tree: g.logTree(),
      board: g.board(0),
      hand: g.hand(0),
      sponge: g.health(sponge),
    };

    expect(() => g.destroy(phoenix)).toThrow(DEATH_PHASE_LIMIT_MESSAGE);

    expect(g.log()).toEqual(before.log);
    expect(g.logTree()).toBe(before.tree);
    expect(g.board(0)).toEqual(before.board);
    expect(g.hand(0)).toEqual(before.hand);
    expect(g.health(sponge)).toBe(before.sponge);
    expect(g.zoneOf(phoenix)).toBe("board");
  });
});
