/** The grid engine's seam for Part III (module 10 "Seam 2"; docs/rules.md §5.5, §6). */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { map } from "./builder";

const orders = LEVEL_CONFIG;
const load = (...rows: string[]) => grid.createLevel(map(...rows), LEXICON, orders);

describe("seams", () => {
  it("the destroy hook gets one batch per hazard, OPEN/SHUT pair and deletion", () => {
    const level = load(
      "BABA IS YOU AND OPEN",
      "DOOR IS SHUT . .",
      "WATER IS SINK . .",
      "ROCK IS NOT ROCK .",
      "baba door water+keke+flag rock .",
    );
    const batches: (string | null)[][] = [];
    grid.step(level, "right", (l, ids) => {
      batches.push(ids.map((id) => grid.kindOf(l, id)));
      grid.removeObjects(l, ids);
    });
    expect(batches).toEqual([["baba", "door"], ["rock"], ["water", "keke", "flag"]]);
  });

  it("a hook that writes text and reparses is seen by the win check of the same turn", () => {
    const level = load(
      "BABA IS YOU .",
      "BABA IS . .",
      "ROCK IS PUSH .",
      "WATER IS SINK .",
      "baba rock water .",
    );
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      grid.placeObject(l, "text:WIN", 2, 1);
      grid.reparse(l);
    });
    expect(grid.kindsAt(level, 2, 4)).toEqual([]);
    expect(grid.activeRules(level)).toEqual([
      "BABA IS WIN",
      "BABA IS YOU",
      "ROCK IS PUSH",
      "TEXT IS PUSH",
      "WATER IS SINK",
    ]);
    expect(grid.isWon(level)).toBe(true);
  });

  it("rules in force as structured data; meta nouns kept", () => {
    const level = load("DEATHRATTLE IS NOT DOUBLE");
    expect(grid.activeRuleData(level)).toEqual([
      { subject: "DEATHRATTLE", subjectNegated: false, complement: "DOUBLE", negated: true },
      { subject: "TEXT", subjectNegated: false, complement: "PUSH", negated: false },
    ]);
  });

  it("reserveId takes an id from the counter that no object gets", () => {
    const level = load("baba");
    const r = grid.reserveId(level);
    expect(r).toBe(1);
    expect(grid.isAlive(level, r)).toBe(false);
    expect(grid.placeObject(level, "rock", 0, 0)).toBe(2);
  });

  it("clone is independent and the hash is canonical (history excluded)", () => {
    const a = load("BABA IS YOU", ". baba .");
    const b = grid.cloneLevel(a);
    expect(grid.hashLevel(a)).toBe(grid.hashLevel(b));
    grid.step(a, "right");
    expect(grid.hashLevel(a)).not.toBe(grid.hashLevel(b));
    grid.step(b, "right");
    expect(grid.hashLevel(a)).toBe(grid.hashLevel(b));
    grid.step(a, "left");
    grid.step(a, "right");
    expect(a.history.length).toBe(3);
    expect(grid.hashLevel(a)).toBe(grid.hashLevel(b));
  });

  it("the turn is the state's list: without convert nothing converts", () => {
    const level = load("ROCK IS BABA", "rock . .");
    level.turn = ["move", "parse", "hazards", "win", "parse"];
    grid.step(level, "up");
    expect(grid.kindsAt(level, 0, 1)).toEqual(["rock"]);
  });

  it("a lexicon is data: adding a word is one entry", () => {
    const more = buildLexicon({
      words: [...LEXICON.words, { word: "OVERLOAD", class: "noun", meta: true }],
    });
    const level = grid.createLevel(map("OVERLOAD IS DOUBLE"), more, orders);
    expect(grid.rules(level)).toEqual(["OVERLOAD IS DOUBLE", "TEXT IS PUSH"]);
    expect(() => grid.createLevel(map("OVERLOAD IS DOUBLE"), LEXICON, orders)).toThrow(
      /OVERLOAD is not a word in the lexicon/,
    );
    expect(() => buildLexicon({ words: [{ word: "X", class: "adverb" }] })).toThrow(
      'content/words.json: words[0].class: "adverb" is not one of noun, verb, and, not, property',
    );
  });
});
