import { describe, expect, test } from "vitest";
import { newGame } from "../../../src/api/game";
import type { GameEvent } from "../../../src/engine/cards";
import { type Listener, listenersOf } from "../../../src/engine/cards/dispatch";
import { fillQueue } from "../../../src/engine/cards/queue";
import { game, tree } from "./builder";

describe("order of play, not position (Module 1; Advanced rulebook Rule 2a)", () => {
  test("Whirlwind on two Acolytes: the older triggers first, though the newer stands to its left", () => {
    const g = game(5);
    const cradle = g.summon("Test Cradle");
    const a = g.summon("Acolyte of Pain");
    g.destroy(cradle); // its Deathrattle summons Acolyte B where it stood: left of A
    const b = g.board(0)[0];
    expect(g.board(0)).toEqual([b, a]);
    expect(g.orderOfPlay(b)).toBeGreaterThan(g.orderOfPlay(a));
    g.clearLog();

    g.cast("Whirlwind");

    const [c1, c2] = g.hand(0);
    expect(g.log()).toEqual([
      { type: "SpellCast", card: "Whirlwind" },
      { type: "Damaged", target: a, amount: 1 },
      { type: "Damaged", target: b, amount: 1 },
      { type: "Triggered", source: a, trigger: "damaged" },
      { type: "Drew", player: 0, id: c1 },
      { type: "Triggered", source: b, trigger: "damaged" },
      { type: "Drew", player: 0, id: c2 },
    ]);
  });

  test("deaths of both players' minions come in order of play, not by player", () => {
    const g = game();
    const p1 = g.summon("Loot Hoarder", 1);
    const p0 = g.summon("Loot Hoarder", 0);
    g.clearLog();
    g.cast("Whirlwind");
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Whirlwind"}`,
        `Damaged{target: ${p1}, amount: 1}`,
        `Damaged{target: ${p0}, amount: 1}`,
        `Destroyed{id: ${p1}}`,
        `Destroyed{id: ${p0}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${p1}, trigger: "deathrattle"}`,
        `  Fatigue{player: 1}`,
        `Triggered{source: ${p0}, trigger: "deathrattle"}`,
        `  Fatigue{player: 0}`,
      ),
    );
  });

  test("heroes are the two oldest entities in play, player 0's first", () => {
    const g = game();
    const m = g.summon("Test Filler");
    expect(g.orderOfPlay(g.hero(0))).toBe(1);
    expect(g.orderOfPlay(g.hero(1))).toBe(2);
    expect(g.orderOfPlay(m)).toBe(3);
    expect(g.zoneOf(g.hero(0))).toBe("board");
    expect(g.board(0)).toEqual([m]);
    expect(g.health(g.hero(1))).toBe(30);
  });
});

describe("a Queue is filled in order of play, whatever the dispatch table's rows (Advanced rulebook: Queues)", () => {
  /** A 1-mana 1/3 course minion whose one trigger draws a card. */
  const watcher = (name: string, trigger: string) => ({
    name,
    type: "minion",
    cost: 1,
    attack: 1,
    health: 3,
    text: [
      { type: "trigger", trigger },
      { type: "effect", effect: "draw", count: 1 },
    ],
    split: 1,
    game: "course",
  });

  test("two rows answering one record type queue their triggers by the minions' order of play, not row by row", () => {
    const g = newGame({
      cards: [watcher("Test Older", "endOfTurn"), watcher("Test Newer", "damaged")] as never[],
    });
    const older = g.summon("Test Older");
    const newer = g.summon("Test Newer");
    g.clearLog();
    g.dealDamage(newer, 1);
    const line = g.state.log.findIndex((r) => r.type === "Damaged");
    const shipped = listenersOf("Damaged")!;
    const rows: Listener[] = [
      ...shipped,
      { trigger: "endOfTurn", subject: (r) => (r as Extract<GameEvent, { type: "Damaged" }>).target },
    ];
    const queued = (listeners: readonly Listener[]) =>
      fillQueue(g.state, line, listeners, []).map(([id, t]) => [id, t.trigger]);
    // the table as it ships: one row, the newer minion's own damaged trigger
    expect(queued(shipped)).toEqual([[newer, "damaged"]]);
    // a second row for the same record type: the older minion's trigger first, whichever row comes first
    expect(queued(rows)).toEqual([
      [older, "endOfTurn"],
      [newer, "damaged"],
    ]);
    expect(queued([...rows].reverse())).toEqual([
      [older, "endOfTurn"],
      [newer, "damaged"],
    ]);
  });
});
