/**
 * Stacked text (docs/rules.md §5.2: "several words on one tile give every combination"). The engine
 * reads every combination at once over the word lattice (src/engine/grid/sentence.ts); a slow
 * reference (reading.ts) reads each combination one by one, written from the rule's text, and both
 * must give the same rules on random small levels.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { referenceRules, SMALL_LEVEL } from "./reading";

describe("stacked text: the lattice reading gives every combination's rules", () => {
  it("the reference reads the course's examples as the course says", () => {
    expect(referenceRules(map("BABA IS YOU AND FLAG IS WIN"))).toEqual([
      "BABA IS FLAG",
      "BABA IS YOU",
      "FLAG IS WIN",
      "TEXT IS PUSH",
    ]);
    expect(referenceRules(map("BABA+KEKE IS YOU+WIN"))).toEqual(newBaba(map("BABA+KEKE IS YOU+WIN")).rules());
    expect(referenceRules(map("ROCK IS BABA IS YOU"))).toEqual([
      "BABA IS YOU",
      "ROCK IS BABA",
      "TEXT IS PUSH",
    ]);
  });

  it("rules() equals the every-combination reference on random small stacked levels", () => {
    fc.assert(
      fc.property(SMALL_LEVEL, (def) => {
        expect(newBaba(def).rules()).toEqual(referenceRules(def));
      }),
      fuzzed({ seed: 16_004, numRuns: 1000 }),
    );
  });

  it("a dense level (two words on every tile of a 7×7 grid) reads as the reference does", () => {
    const row = (y: number) =>
      Array.from(
        { length: 7 },
        (_, x) => ["BABA+IS", "IS+NOT", "YOU+KEKE", "AND+ROCK", "NOT+WIN"][(x + y) % 5],
      );
    const def = map(...Array.from({ length: 7 }, (_, y) => row(y).join(" ")));
    expect(def.objects).toHaveLength(98);
    expect(newBaba(def).rules()).toEqual(referenceRules(def));
  });

  it("a rule that needs a late combination of a long run is read (no cap on the combinations)", () => {
    // 13 tiles of two words: 8,192 readings; KEKE on the first tile is in the second half of them.
    const tiles = ["BABA+KEKE", "IS+AND", ...Array.from({ length: 11 }, () => "YOU+WIN")];
    const b = newBaba(map(tiles.join(" ")));
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "KEKE IS WIN", "KEKE IS YOU", "TEXT IS PUSH"]);
  });
});
