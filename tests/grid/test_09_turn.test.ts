/** Module 9: the turn, conversion, hazards, win, undo (docs/rules.md §5.5–5.6; docs/api.md M9; wiki). */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

describe("module 9: conversion", () => {
  it("test_09_conversion_keeps_id", () => {
    const def = map("ROCK IS BABA", "rock . .");
    const b = newBaba(def);
    b.step("up");
    expect(b.stackAt(0, 1)).toEqual(["baba"]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([0, 1]);
  });

  it("test_09_multi_target_conversion: first keeps the id, others are newest", () => {
    const def = map("ROCK IS KEKE AND BABA", "rock flag . . .");
    const b = newBaba(def);
    b.step("up");
    expect(b.stackAt(0, 1)).toEqual(["baba", "keke"]);
    expect(b.place("flag", 4, 1)).toBe(def.objects.length + 1);
  });

  it("test_09_x_is_x_blocks_conversion", () => {
    const b = newBaba(map("ROCK IS BABA", "ROCK IS ROCK", "rock . ."));
    b.step("up");
    expect(b.kindsAt(0, 2)).toEqual(["rock"]);
  });

  it("test_09_x_is_not_x_deletes_and_other_targets_appear", () => {
    const def = map("ROCK IS NOT ROCK", "ROCK IS KEKE .", "rock . . .");
    const b = newBaba(def);
    b.step("up");
    expect(b.posOf(idOf(def, "rock"))).toBeNull();
    expect(b.stackAt(0, 2)).toEqual(["keke"]);
  });

  it("test_09_conversions_decided_from_the_board_movement_left", () => {
    const b = newBaba(map("ROCK IS BABA", "BABA IS ROCK", "rock baba ."));
    b.step("up");
    expect(b.stackAt(0, 2)).toEqual(["baba"]);
    expect(b.stackAt(1, 2)).toEqual(["rock"]);
  });
});

describe("module 9: hazards and win", () => {
  it("test_09_sink_takes_the_whole_tile", () => {
    const def = map("BABA IS YOU .", "WATER IS SINK .", ". . . .", "baba water+rock+rock . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.kindsAt(1, 3)).toEqual([]);
    expect(b.lost()).toBe(true);
  });

  it("test_09_float_levels_separate_hazards", () => {
    const def = map("BABA IS YOU AND FLOAT", "WATER IS SINK . .", "baba water . . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.kindsAt(1, 2)).toEqual(["baba", "water"]);
  });

  it("test_09_hot_melt", () => {
    const b = newBaba(map("BABA IS YOU AND MELT", "LAVA IS HOT . .", "baba lava . . ."));
    b.step("right");
    expect(b.kindsAt(1, 2)).toEqual(["lava"]);
  });

  it("test_09_defeat_before_win", () => {
    const b = newBaba(map("BABA IS YOU .", "SKULL IS DEFEAT .", "FLAG IS WIN .", "baba skull+flag . ."));
    b.step("right");
    expect(b.won()).toBe(false);
    expect(b.lost()).toBe(true);
  });

  it("test_09_forming_win_in_the_same_turn", () => {
    const def = map("FLAG IS . WIN+flag baba", "BABA IS YOU . .");
    const b = newBaba(def);
    b.step("left");
    expect(b.rules()).toEqual(["BABA IS YOU", "FLAG IS WIN", "TEXT IS PUSH"]);
    expect(b.stackAt(3, 0)).toEqual(["flag", "baba"]);
    expect(b.won()).toBe(true);
  });

  it("test_09_win_formed_by_the_move", () => {
    const def = map("BABA IS YOU . .", ". . . . .", "BABA IS . WIN baba");
    const b = newBaba(def);
    b.step("left");
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(b.won()).toBe(true);
    b.step("up");
    expect(b.won()).toBe(true);
  });

  it("test_09_open_shut_on_one_tile", () => {
    const b = newBaba(map("KEY IS OPEN .", "DOOR IS SHUT .", "BABA IS YOU .", "key+key+door baba . ."));
    b.step("down");
    expect(b.stackAt(0, 3)).toEqual(["key"]);
  });
});

describe("module 9: undo", () => {
  it("test_09_undo_restores_positions_and_rules", () => {
    const def = map(". . . .", "BABA IS YOU .", ". . baba .");
    const b = newBaba(def);
    b.step("up");
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
    expect(b.undo()).toBe(true);
    expect(b.rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 2]);
    expect(b.undo()).toBe(false);
  });

  it("test_09_undo_of_conversions_restores_ids_and_counter", () => {
    const def = map("ROCK IS KEKE AND BABA", "rock . . . .");
    const b = newBaba(def);
    const n = def.objects.length;
    b.step("up");
    expect(b.stackAt(0, 1)).toEqual(["baba", "keke"]);
    b.step("up");
    b.undo();
    b.undo();
    expect(b.stackAt(0, 1)).toEqual(["rock"]);
    expect(b.activeRules()).toEqual(["ROCK IS BABA", "ROCK IS KEKE", "TEXT IS PUSH"]);
    expect(b.place("flag", 4, 1)).toBe(n);
  });

  it("test_09_undo_restores_destroyed_and_won", () => {
    const def = map("BABA IS YOU AND WIN", "WATER IS SINK . .", "baba water . . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(idOf(def, "baba"))).toBeNull();
    b.undo();
    expect(b.posOf(idOf(def, "baba"))).toEqual([0, 2]);
    expect(b.stackAt(1, 2)).toEqual(["water"]);
  });

  it("test_09_undo_walks_back_and_place_clears_history", () => {
    const def = map("BABA IS YOU", ". baba .");
    const b = newBaba(def);
    b.move("right");
    b.step("left");
    b.step("left");
    expect(b.undo()).toBe(true);
    expect(b.undo()).toBe(true);
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 1]);
    b.place("rock", 0, 1);
    expect(b.undo()).toBe(false);
  });

  it("test_09_step_with_bad_direction_changes_nothing", () => {
    const b = newBaba(map("BABA IS YOU", ". baba ."));
    expect(() => b.step("north" as never)).toThrow(/unknown direction "north"/);
    expect(b.undo()).toBe(false);
  });
});
