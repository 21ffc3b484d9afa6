/** A level with no empty tile, for the tests of cards no tile would take (studio-state, studio-misuse). */
import type { LevelDef } from "../../src/harness";

/** BABA IS YOU over three objects of baba: every tile of the 3×2 grid holds one. */
export const fullLevel = (hand: string[]): LevelDef => ({
  name: "full",
  width: 3,
  height: 2,
  objects: [
    ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
    ...[0, 1, 2].map((x) => ({ kind: "baba", x, y: 1 })),
  ],
  hand,
});
