/** Module 7: resolution (docs/rules.md §5.3; docs/api.md M7; wiki "NOT", "ALL", "IS"). */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

describe("module 7: resolution and properties", () => {
  it("test_07_not_cancels_and_stays", () => {
    const def = map("BABA IS YOU", "BABA IS NOT YOU", "baba . .");
    const b = newBaba(def);
    expect(b.rules()).toEqual(["BABA IS NOT YOU", "BABA IS YOU", "TEXT IS PUSH"]);
    expect(b.activeRules()).toEqual(["BABA IS NOT YOU", "TEXT IS PUSH"]);
    expect(b.hasProperty(idOf(def, "baba"), "YOU")).toBe(false);
  });

  it("test_07_x_is_x_blocks_conversion", () => {
    const b = newBaba(map("BABA IS BABA", "BABA IS KEKE", "BABA IS YOU"));
    expect(b.activeRules()).toEqual(["BABA IS BABA", "BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("test_07_x_is_not_x_kept", () => {
    const b = newBaba(map("BABA IS NOT BABA", "BABA IS BABA ."));
    expect(b.activeRules()).toEqual(["BABA IS NOT BABA", "TEXT IS PUSH"]);
  });

  it("test_07_text_is_not_push", () => {
    const def = map("TEXT IS NOT PUSH");
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(["TEXT IS NOT PUSH"]);
    expect(b.hasProperty(idOf(def, "text:TEXT"), "PUSH")).toBe(false);
    expect(newBaba(map("BABA")).hasProperty(0, "PUSH")).toBe(true);
  });

  it("test_07_text_is_not_push_lets_you_walk_over_words", () => {
    const def = map("TEXT IS NOT PUSH", "BABA IS YOU . .", "baba ROCK . . .");
    const b = newBaba(def);
    b.move("right");
    expect(b.stackAt(1, 2)).toEqual(["baba", "text:ROCK"]);
  });

  it("test_07_text_is_named_by_text_only", () => {
    const def = map("ALL IS STOP", "TEXT IS WIN . baba");
    const b = newBaba(def);
    expect(b.hasProperty(idOf(def, "text:ALL"), "STOP")).toBe(false);
    expect(b.hasProperty(idOf(def, "text:ALL"), "WIN")).toBe(true);
    expect(b.hasProperty(idOf(def, "baba"), "STOP")).toBe(true);
    expect(b.hasProperty(idOf(def, "baba"), "WIN")).toBe(false);
  });

  it("test_07_all_names_every_thing_present", () => {
    const def = map("ALL IS YOU .", "KEKE IS NOT YOU", "baba keke rock .");
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(["BABA IS YOU", "KEKE IS NOT YOU", "ROCK IS YOU", "TEXT IS PUSH"]);
    expect(b.hasProperty(idOf(def, "baba"), "YOU")).toBe(true);
    expect(b.hasProperty(idOf(def, "keke"), "YOU")).toBe(false);
    expect(b.hasProperty(idOf(def, "rock"), "YOU")).toBe(true);
  });

  it("test_07_not_subject_names_every_other_thing", () => {
    const def = map("NOT BABA IS STOP", "baba keke . .");
    const b = newBaba(def);
    expect(b.rules()).toEqual(["NOT BABA IS STOP", "TEXT IS PUSH"]);
    expect(b.activeRules()).toEqual(["KEKE IS STOP", "TEXT IS PUSH"]);
    expect(b.hasProperty(idOf(def, "keke"), "STOP")).toBe(true);
    expect(b.hasProperty(idOf(def, "baba"), "STOP")).toBe(false);
    expect(b.hasProperty(idOf(def, "text:BABA"), "STOP")).toBe(false);
  });

  it("test_07_has_property_errors", () => {
    const b = newBaba(map("baba"));
    expect(() => b.hasProperty(1, "YOU")).toThrow(/unknown object id 1/);
    expect(() => b.hasProperty(0, "BABA")).toThrow(/unknown property "BABA"/);
  });

  it("test_07_meta_noun_names_no_thing: DEATHRATTLE IS YOU moves nothing", () => {
    const def = map("DEATHRATTLE IS YOU", "baba . .");
    const b = newBaba(def);
    expect(b.activeRules()).toEqual(["DEATHRATTLE IS YOU", "TEXT IS PUSH"]);
    expect(b.hasProperty(idOf(def, "baba"), "YOU")).toBe(false);
    expect(b.lost()).toBe(true);
  });
});
