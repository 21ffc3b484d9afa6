import { describe, expect, it } from "vitest";
import { parseBudget, verdict } from "../../web/solver-protocol";

describe("the studio's solver panel", () => {
  it("says solvable in N actions, unsolvable, or gave up at N states", () => {
    const step = { type: "step", dir: "up" } as const;
    expect(verdict({ solved: true, actions: [step, step], explored: 9, ms: 1 })).toBe(
      "solvable in 2 actions",
    );
    expect(verdict({ solved: true, actions: [step], explored: 9, ms: 1 })).toBe("solvable in 1 action");
    expect(verdict({ solved: false, reason: "unsolvable", explored: 9, ms: 1 })).toBe("unsolvable");
    expect(verdict({ solved: false, reason: "limit", explored: 12345, ms: 1 })).toBe(
      "gave up at 12,345 states",
    );
    expect(verdict({ solved: false, reason: "time", explored: 1, ms: 1 })).toBe("gave up at 1 state");
  });

  it("says the actions the search skipped after its verdict, as npm run solve does", () => {
    const skipped = { objects: 5 };
    expect(verdict({ solved: false, reason: "unsolvable", explored: 1, ms: 1, skipped })).toBe(
      "unsolvable; skipped 5 actions (5 past the object limit; docs/rules.md §7)",
    );
    const step = { type: "step", dir: "up" } as const;
    expect(verdict({ solved: true, actions: [step], explored: 9, ms: 1, skipped: { feeling: 1 } })).toBe(
      "solvable in 1 action; skipped 1 action (1 past the FEELING limit; docs/rules.md §7)",
    );
  });

  it("reads a state budget the user types, or says what is wrong with it", () => {
    expect([parseBudget("1000"), parseBudget(" 200,000 "), parseBudget("1_000_000")]).toEqual([
      1000, 200000, 1000000,
    ]);
    for (const bad of ["", "0", "-5", "2.5", "lots", "9999999"])
      expect(() => parseBudget(bad)).toThrow(
        `the state budget must be a whole number from 1 to 5,000,000, not "${bad}"`,
      );
  });
});
