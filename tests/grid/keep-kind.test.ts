/**
 * Objects that keep their kind (grid engine capability, used by SpellGrid for its minions): a
 * conversion never changes them nor adds their Ys; `X IS NOT X` still deletes them.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { idOf, map } from "./builder";

const load = (...rows: string[]) => grid.createLevel(map(...rows), LEXICON, LEVEL_CONFIG);

describe("keepKind: conversion passes over a marked object", () => {
  it("a marked rock stays a rock under ROCK IS BABA; the unmarked one converts; undo keeps the mark", () => {
    const def = map("ROCK IS BABA", "rock rock .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const [kept, plain] = [idOf(def, "rock", 0), idOf(def, "rock", 1)];
    grid.keepKind(level, kept);
    grid.step(level, "up");
    expect(grid.kindOf(level, kept)).toBe("rock");
    expect(grid.kindOf(level, plain)).toBe("baba");
    expect(grid.undo(level)).toBe(true);
    expect(grid.kindOf(level, plain)).toBe("rock");
    grid.step(level, "up");
    expect(grid.kindOf(level, kept)).toBe("rock");
  });

  it("X IS NOT X still deletes a marked object, and its Ys do not appear", () => {
    const level = load("ROCK IS NOT ROCK", "ROCK IS KEKE .", "rock . rock .");
    grid.keepKind(level, grid.objectsAt(level, 0, 2)[0]);
    grid.step(level, "up");
    expect(grid.kindsAt(level, 0, 2)).toEqual([]);
    expect(grid.kindsAt(level, 2, 2)).toEqual(["keke"]);
  });

  it("a copy shares the marks until one of them marks another object", () => {
    const level = load("ROCK IS BABA", "rock rock .");
    const copy = grid.cloneLevel(level);
    grid.keepKind(copy, 4);
    grid.step(level, "up");
    grid.step(copy, "up");
    expect(grid.kindOf(level, 4)).toBe("baba");
    expect(grid.kindOf(copy, 4)).toBe("rock");
  });

  it("marking an id never issued, a dead object or a wrong type is an error that changes nothing", () => {
    const level = load("rock rock");
    grid.removeObjects(level, [1]);
    expect(() => grid.keepKind(level, 7)).toThrow("unknown object id 7: this level never issued it");
    expect(() => grid.keepKind(level, 1)).toThrow("keepKind: id must be an object on the grid, not 1");
    expect(() => grid.keepKind(level, "0" as never)).toThrow('keepKind: id must be an integer, not "0"');
    expect(level.keepsKind).toEqual([]);
  });
});
