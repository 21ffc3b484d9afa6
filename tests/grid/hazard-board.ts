/**
 * A small random board for the undo properties (undo-nested.test.ts, undo-unique.test.ts): BABA IS YOU,
 * one to three rules whose hazards destroy or push, then two to four rows of random cells, a YOU baba last.
 */
import fc from "fast-check";
import { map } from "./builder";

export const DIRS = ["up", "down", "left", "right"] as const;
export type D = (typeof DIRS)[number];

/** Rules whose hazards destroy or push (each a row of text). */
const HAZARDS = ["ROCK IS DEFEAT", "WALL IS SINK", "ROCK IS NOT ROCK", "WALL IS PUSH", "ROCK IS PUSH"];
const THINGS = [".", ".", "baba", "rock", "wall", "rock+wall", "baba+rock"];

export const hazardBoard = fc
  .record({
    rules: fc.uniqueArray(fc.constantFrom(...HAZARDS), { minLength: 1, maxLength: 3 }),
    cells: fc.array(fc.array(fc.constantFrom(...THINGS), { minLength: 5, maxLength: 5 }), {
      minLength: 2,
      maxLength: 4,
    }),
  })
  .map(({ rules, cells }) =>
    map("BABA IS YOU . .", ...rules.map((r) => `${r} .`), ...cells.map((c) => c.join(" ")), ". baba . . ."),
  );
