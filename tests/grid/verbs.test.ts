/**
 * The verbs beyond IS (docs/rules.md §5.2, §5.3, §5.5; research §1, §2, §4 step 7, §6): parsing of
 * HAS, MAKE and EAT (nouns only), NOT with every verb, HAS on every destruction path, MAKE, EAT, MORE,
 * WEAK, X IS TEXT and X IS ALL, each with exact positions and kinds.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows));

describe("parsing: verbs take nouns (HAS, MAKE, EAT) or nouns and properties (IS)", () => {
  it("BABA HAS KEY, KEKE MAKE ROCK, ROCK EAT FLAG parse; a property after HAS does not", () => {
    const b = baba("BABA HAS KEY", "KEKE MAKE ROCK", "ROCK EAT FLAG", "BABA HAS YOU");
    expect(b.rules()).toEqual(["BABA HAS KEY", "KEKE MAKE ROCK", "ROCK EAT FLAG", "TEXT IS PUSH"]);
  });

  it("a noun complement restarts at the next verb; AND lists and NOT toggles as with IS", () => {
    const b = baba("BABA HAS KEY IS YOU", "KEKE AND ROCK MAKE NOT NOT FLAG AND KEY");
    expect(b.rules()).toEqual([
      "BABA HAS KEY",
      "KEKE MAKE FLAG",
      "KEKE MAKE KEY",
      "KEY IS YOU",
      "ROCK MAKE FLAG",
      "ROCK MAKE KEY",
      "TEXT IS PUSH",
    ]);
  });

  it("X V NOT Y cancels every X V Y of the same verb only", () => {
    const b = baba("BABA HAS KEY", "BABA HAS NOT KEY", "BABA MAKE KEY", "baba");
    expect(b.activeRules()).toEqual(["BABA HAS NOT KEY", "BABA MAKE KEY", "TEXT IS PUSH"]);
    expect(b.cancelledRules()).toEqual([
      {
        rule: "BABA HAS KEY",
        spelled: "BABA HAS KEY",
        by: "BABA HAS NOT KEY",
        bySpelled: "BABA HAS NOT KEY",
      },
    ]);
  });
});
