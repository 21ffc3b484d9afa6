/** Module 6: rules from words (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"). */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map } from "./builder";

const rulesOf = (...rows: string[]) => newBaba(map(...rows)).rules();

describe("module 6: parsing", () => {
  it("test_06_vertical_and_horizontal", () => {
    expect(rulesOf("BABA IS YOU", "IS . .", "WIN . .")).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "TEXT IS PUSH",
    ]);
  });

  it("test_06_wrong_direction: right-to-left and bottom-to-top spell nothing", () => {
    expect(rulesOf("YOU IS BABA", "IS . .", "FLAG . .")).toEqual(["TEXT IS PUSH"]);
  });

  it("test_06_innate_text_is_push", () => {
    expect(rulesOf(". baba .")).toEqual(["TEXT IS PUSH"]);
  });

  it("test_06_and_on_both_sides", () => {
    expect(rulesOf("BABA AND KEKE IS YOU AND WIN")).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "KEKE IS WIN",
      "KEKE IS YOU",
      "TEXT IS PUSH",
    ]);
  });

  it("test_06_chains_share_words: ROCK IS BABA IS YOU", () => {
    expect(rulesOf("ROCK IS BABA IS YOU")).toEqual(["BABA IS YOU", "ROCK IS BABA", "TEXT IS PUSH"]);
  });

  it("test_06_recovery: BABA IS YOU AND FLAG IS WIN", () => {
    expect(rulesOf("BABA IS YOU AND FLAG IS WIN")).toEqual([
      "BABA IS FLAG",
      "BABA IS YOU",
      "FLAG IS WIN",
      "TEXT IS PUSH",
    ]);
  });

  it("test_06_valid_prefix_kept: a dangling AND or a stray word ends the sentence", () => {
    expect(rulesOf("BABA IS YOU AND . KEKE KEKE IS WIN")).toEqual([
      "BABA IS YOU",
      "KEKE IS WIN",
      "TEXT IS PUSH",
    ]);
  });

  it("test_06_property_is_never_a_subject", () => {
    expect(rulesOf("YOU IS BABA . WIN AND BABA IS STOP")).toEqual(["BABA IS STOP", "TEXT IS PUSH"]);
  });

  it("test_06_not_scope: NOT covers only the next word", () => {
    expect(rulesOf("BABA IS NOT YOU AND WIN")).toEqual(["BABA IS NOT YOU", "BABA IS WIN", "TEXT IS PUSH"]);
  });

  it("test_06_not_not cancels out", () => {
    expect(rulesOf("BABA IS NOT NOT YOU")).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("test_06_not_subject", () => {
    expect(rulesOf("NOT BABA IS STOP")).toEqual(["NOT BABA IS STOP", "TEXT IS PUSH"]);
  });

  it("test_06_stacked_text_gives_every_combination", () => {
    expect(rulesOf("BABA IS YOU+WIN", "KEKE+ROCK . .")).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "TEXT IS PUSH",
    ]);
    expect(rulesOf("BABA+KEKE IS YOU+WIN")).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "KEKE IS WIN",
      "KEKE IS YOU",
      "TEXT IS PUSH",
    ]);
  });

  it("test_06_each_rule_once", () => {
    expect(rulesOf("BABA IS YOU", ". . .", "BABA IS YOU")).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("test_06_meta_noun_rules_parse_unchanged: DEATHRATTLE IS DOUBLE", () => {
    const b = newBaba(map("DEATHRATTLE IS DOUBLE"));
    expect(b.rules()).toEqual(["DEATHRATTLE IS DOUBLE", "TEXT IS PUSH"]);
    expect(b.activeRules()).toEqual(["DEATHRATTLE IS DOUBLE", "TEXT IS PUSH"]);
  });

  it("test_06_place_adds_words_and_reparses", () => {
    const b = newBaba(map("BABA IS ."));
    const id = b.place("text:YOU", 2, 0);
    expect(id).toBe(2);
    expect(b.rules()).toEqual(["BABA IS YOU", "TEXT IS PUSH"]);
  });

  it("test_06_place_errors_change_nothing", () => {
    const b = newBaba(map("BABA IS ."));
    expect(() => b.place("dragon", 0, 0)).toThrow(/unknown kind "dragon"/);
    expect(() => b.place("text:FOO", 0, 0)).toThrow(/unknown kind "text:FOO"/);
    expect(() => b.place("baba", 3, 0)).toThrow(/\(3, 0\) is off the 3×1 grid/);
    expect(b.place("baba", 2, 0)).toBe(2);
  });
});

describe("module 6: level loading", () => {
  const base = { name: "l1", width: 3, height: 3 };
  it("names an unknown word", () => {
    const objects = [0, 1, 2, 3].map((x) => ({ kind: x === 3 ? "text:FOO" : "baba", x: x % 3, y: 0 }));
    expect(() => newBaba({ ...base, objects })).toThrow(
      'level "l1": objects[3].kind: "text:FOO": FOO is not a word of the lexicon',
    );
  });
  it("names an unknown kind and a meta noun as a thing", () => {
    expect(() => newBaba({ ...base, objects: [{ kind: "dragon", x: 0, y: 0 }] })).toThrow(
      'level "l1": objects[0].kind: "dragon": DRAGON is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD)',
    );
    expect(() => newBaba({ ...base, objects: [{ kind: "all", x: 0, y: 0 }] })).toThrow(/ALL is a meta noun/);
  });
  it("names an object off the grid and malformed fields", () => {
    expect(() => newBaba({ ...base, objects: [{ kind: "baba", x: 3, y: 0 }] })).toThrow(
      'level "l1": objects[0].x: 3 is off the 3×3 grid (x is 0 to 2)',
    );
    expect(() => newBaba({ ...base, width: 0, objects: [] })).toThrow(
      'level "l1": width: 0 is below the minimum 1',
    );
    expect(() => newBaba({ ...base, objects: [{ kind: "baba", x: 1.5, y: 0 }] })).toThrow(
      'level "l1": objects[0].x: expected integer, got number 1.5',
    );
    expect(() => newBaba({ ...base, objets: [], objects: [] } as never)).toThrow(
      'level "l1": objets: unknown field "objets" (did you mean "objects"?)',
    );
    expect(() => newBaba({ ...base, objects: [], colour: "red" } as never)).toThrow(
      'level "l1": colour: unknown field "colour" (known fields: $schema, name, title, width, height, objects, cards, hand, pool)',
    );
  });
});
