import { expect, test } from "vitest";
import { newGame } from "./workspace";

test("test_01_ids_stable_and_order_increases", () => {
  const g = newGame();
  const a = g.summon("Test Filler", 0);
  const orderA = g.orderOfPlay(a);
  const b = g.summon("Test Filler", 0);

  expect(a).not.toBe(b);
  expect(g.orderOfPlay(a)).toBeLessThan(g.orderOfPlay(b));
  expect(g.orderOfPlay(a)).toBe(orderA);
  expect(g.nameOf(a)).toBe("Test Filler");
  expect(g.zoneOf(a)).toBe("board");
  expect(g.board(0)).toEqual([a, b]);
});

test("test_01_zones", () => {
  const g = newGame();
  const d = g.addToDeck("Test Filler", 0);
  const h = g.addToHand("Test Filler", 0);
  const s = g.summon("Test Filler", 0);
  expect(g.zoneOf(d)).toBe("deck");
  expect(g.zoneOf(h)).toBe("hand");
  expect(g.zoneOf(s)).toBe("board");
  expect(g.hand(0)).toEqual([h]);
  expect(g.board(0)).toEqual([s]);
});

test("test_01_board_query_per_player", () => {
  const g = newGame();
  const a = g.summon("Test Filler", 0);
  const b = g.summon("Test Filler", 1);
  const c = g.summon("Test Filler", 0);
  expect(g.board(0)).toEqual([a, c]);
  expect(g.board(1)).toEqual([b]);
});

test("test_01_names", () => {
  const g = newGame();
  const s = g.summon("Loot Hoarder", 0);
  const h = g.addToHand("Acolyte of Pain", 1);
  expect(g.nameOf(s)).toBe("Loot Hoarder");
  expect(g.nameOf(h)).toBe("Acolyte of Pain");
});

test("test_01x_play_assigns_order_on_entry", () => {
  const g = newGame();
  const h = g.addToHand("Test Filler", 0);
  const s = g.summon("Test Filler", 0);
  g.play(h);
  expect(g.board(0)).toEqual([s, h]);
  expect(g.zoneOf(h)).toBe("board");
  expect(g.orderOfPlay(h)).toBeGreaterThan(g.orderOfPlay(s));
  expect(g.orderOfPlay(g.addToHand("Test Filler", 0))).toBe(0); // never in play
  expect(h).toBeLessThan(s); // created first: identity is not order of play
});
