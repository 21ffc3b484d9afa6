/** Module 8: movement (docs/rules.md §5.4; docs/api.md M8; wiki "YOU", "PUSH", "STOP", "PULL", "OPEN", "SHUT"). */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

describe("module 8: movement", () => {
  it("test_08_you_moves_one_tile", () => {
    const def = map("BABA IS YOU", ". baba .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 1]);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 1]);
  });

  it("test_08_push_chain_against_stop_moves_nothing", () => {
    const def = map("BABA IS YOU . .", "ROCK IS PUSH . .", "WALL IS STOP . .", "baba rock rock wall .");
    const b = newBaba(def);
    b.move("right");
    expect(b.stackAt(0, 3)).toEqual(["baba"]);
    expect(b.kindsAt(1, 3)).toEqual(["rock"]);
    expect(b.kindsAt(3, 3)).toEqual(["wall"]);
  });

  it("test_08_push_chain_against_edge_moves_nothing; free chain moves whole", () => {
    const def = map("BABA IS YOU . .", "ROCK IS PUSH . .", ". baba rock rock .");
    const b = newBaba(def);
    b.move("right");
    expect([2, 3, 4].map((x) => b.kindsAt(x, 2))).toEqual([["baba"], ["rock"], ["rock"]]);
    b.move("right");
    expect([2, 3, 4].map((x) => b.kindsAt(x, 2))).toEqual([["baba"], ["rock"], ["rock"]]);
  });

  it("test_08_push_beats_stop", () => {
    const def = map("BABA IS YOU .", "ROCK IS PUSH .", "ROCK IS STOP .", "baba rock . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "rock"))).toEqual([2, 3]);
  });

  it("test_08_text_is_pushed_and_rules_reparse_once", () => {
    const def = map(". . . .", "BABA IS YOU .", ". . baba .");
    const b = newBaba(def);
    b.move("up");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 1]);
    expect(b.kindsAt(2, 0)).toEqual(["text:YOU"]);
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
    b.move("up");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 1]);
  });

  it("test_08_pull_follows_down_the_line", () => {
    const def = map("BABA IS YOU . .", "ROCK IS PULL . .", "rock rock baba . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.stackAt(3, 2)).toEqual(["baba"]);
    expect(b.stackAt(2, 2)).toEqual(["rock"]);
    expect(b.stackAt(1, 2)).toEqual(["rock"]);
  });

  it("test_08_pull_is_solid: walking into a PULL object is blocked, as by STOP (wiki)", () => {
    const def = map("BABA IS YOU . .", "ROCK IS PULL . .", ". rock baba . .");
    const b = newBaba(def);
    b.move("left");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 2]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([1, 2]);
  });

  it("test_08_pull_and_push_is_pushed", () => {
    const def = map("BABA IS YOU . .", "ROCK IS PULL AND PUSH", ". rock baba . .");
    const b = newBaba(def);
    b.move("left");
    expect(b.posOf(idOf(def, "baba"))).toEqual([1, 2]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([0, 2]);
  });

  it("test_08_a_failed_pull_never_blocks", () => {
    // baba stands on a STOP wall: the rock behind cannot follow into that cell, yet baba moves.
    const def = map("BABA IS YOU . .", "ROCK IS PULL . .", "WALL IS STOP . .", "rock wall+baba . . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 3]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([0, 3]);
  });

  it("test_08_key_into_door: OPEN pushed onto SHUT destroys both", () => {
    const def = map("BABA IS YOU . .", "KEY IS PUSH AND OPEN", "DOOR IS SHUT AND STOP", "baba key door . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "key"))).toBeNull();
    expect(b.posOf(idOf(def, "door"))).toBeNull();
    expect(b.posOf(idOf(def, "baba"))).toEqual([1, 3]);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 3]);
  });

  it("test_08_you_that_is_open_walks_into_a_shut_stop", () => {
    const def = map("BABA IS YOU AND OPEN", "DOOR IS SHUT AND STOP", "baba door . . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toBeNull();
    expect(b.posOf(idOf(def, "door"))).toBeNull();
    expect(b.lost()).toBe(true);
  });

  it("test_08_two_you_in_a_line_both_move", () => {
    const def = map("BABA IS YOU .", "baba baba . .");
    const b = newBaba(def);
    b.move("right");
    expect([idOf(def, "baba", 0), idOf(def, "baba", 1)].map((id) => b.posOf(id))).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it("test_08_two_you_pushable: the carried one does not move again", () => {
    const def = map("BABA IS YOU .", "BABA IS PUSH .", "baba baba . .");
    const b = newBaba(def);
    b.move("left");
    expect(b.stackAt(0, 2)).toEqual(["baba"]);
    expect(b.stackAt(1, 2)).toEqual(["baba"]);
    b.move("right");
    expect(b.kindsAt(1, 2)).toEqual(["baba"]);
    expect(b.kindsAt(2, 2)).toEqual(["baba"]);
  });

  it("test_08_float_does_not_affect_movement", () => {
    const def = map("BABA IS YOU AND FLOAT", "WALL IS STOP . .", "baba wall . . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 2]);
  });

  it("test_08_stack_is_age_order_kinds_sorted", () => {
    const def = map("BABA IS YOU", "rock baba .");
    const b = newBaba(def);
    b.move("left");
    expect(b.stackAt(0, 1)).toEqual(["rock", "baba"]);
    expect(b.kindsAt(0, 1)).toEqual(["baba", "rock"]);
    expect(b.kindsAt(2, 1)).toEqual([]);
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 1]);
    expect(() => b.posOf(99)).toThrow(/unknown object id 99/);
  });

  it("test_08_move_is_movement_only", () => {
    const def = map("BABA IS YOU", "FLAG IS WIN", "baba flag .");
    const b = newBaba(def);
    b.move("right");
    expect(b.won()).toBe(false);
  });
});
