/**
 * `cutIdsTo` (the per-id arrays cut to an id counter, docs/rules.md §5.6): every per-id array (kinds,
 * lives, places, facings, cell links) has the counter's length afterwards and keeps its elements below
 * it, however many ids each array held past the counter, the same number or not.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { Level } from "../../src/engine/grid/types";
import { map } from "./builder";

const FIELDS = ["kind", "alive", "x", "y", "facing", "next", "prev"] as const;
type Field = (typeof FIELDS)[number];

/** A level whose per-id arrays hold `n` ids, then `extra[f]` more made-up ones in field `f`. */
function levelWith(extra: Partial<Record<Field, number>>): { level: Level; before: number[][]; n: number } {
  const level = grid.createLevel(map("BABA IS YOU", "baba rock ."), LEXICON, LEVEL_CONFIG);
  const n = level.nextId;
  const before = FIELDS.map((f) => [...(level[f] as number[])]);
  for (const f of FIELDS) for (let i = 0; i < (extra[f] ?? 0); i++) (level[f] as number[]).push(i % 2);
  return { level, before, n };
}

function expectCut(level: Level, before: number[][], n: number): void {
  FIELDS.forEach((f, i) => {
    expect((level[f] as number[]).length, f).toBe(n);
    expect([...(level[f] as number[])], f).toEqual(before[i].slice(0, n));
  });
}

describe("cutIdsTo: every per-id array ends at the counter", () => {
  it("one id past the counter in every array (a restore after a step that added an object)", () => {
    const all = Object.fromEntries(FIELDS.map((f) => [f, 1]));
    const { level, before, n } = levelWith(all);
    grid.cutIdsTo(level, n);
    expectCut(level, before, n);
  });

  it("several ids past the counter", () => {
    const { level, before, n } = levelWith(Object.fromEntries(FIELDS.map((f) => [f, 3])));
    grid.cutIdsTo(level, n);
    expectCut(level, before, n);
  });

  for (const f of FIELDS)
    it(`one id past in every array but ${f}, which holds two`, () => {
      const extra: Partial<Record<Field, number>> = Object.fromEntries(FIELDS.map((g) => [g, 1]));
      extra[f] = 2;
      const { level, before, n } = levelWith(extra);
      grid.cutIdsTo(level, n);
      expectCut(level, before, n);
    });

  it("a cut below the counter keeps the first ids; a counter past the arrays lengthens them", () => {
    const { level, before } = levelWith({});
    grid.cutIdsTo(level, 2);
    expectCut(level, before, 2);
    grid.cutIdsTo(level, 4);
    for (const f of FIELDS) expect((level[f] as number[]).length, f).toBe(4);
  });
});

describe("cutOneIdPast: cutIdsTo when every per-id array is exactly one id past the counter", () => {
  it("cuts every array to the counter, as cutIdsTo does", () => {
    const { level, before, n } = levelWith(Object.fromEntries(FIELDS.map((f) => [f, 1])));
    expect(grid.cutOneIdPast(level, n)).toBe(true);
    expectCut(level, before, n);
  });

  for (const extra of [0, 2])
    for (const f of FIELDS)
      it(`refuses, changing nothing, when ${f} holds ${extra} past and the others one`, () => {
        const ids: Partial<Record<Field, number>> = Object.fromEntries(FIELDS.map((g) => [g, 1]));
        ids[f] = extra;
        const { level, n } = levelWith(ids);
        const held = FIELDS.map((g) => [...(level[g] as number[])]);
        expect(grid.cutOneIdPast(level, n)).toBe(false);
        FIELDS.forEach((g, i) => {
          expect([...(level[g] as number[])], g).toEqual(held[i]);
        });
      });
});
