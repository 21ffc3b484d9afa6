import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { seenBySearch, seenText } from "../../src/solver/hints";
import { modelOf } from "../../src/solver/model";
import { type SolveResult, solve } from "../../src/solver/search";
import { parseBudget, verdict } from "../../web/solver-protocol";
import { withStale } from "../../web/solver-ui";
import { solveReply } from "../../web/solver-work";
import { map } from "../grid/builder";

describe("the studio's solver panel", () => {
  it("says solvable in N actions, or why not in the words npm run solve uses", () => {
    const step = { type: "step", dir: "up" } as const;
    expect(verdict({ solved: true, actions: [step, step], explored: 9, ms: 1 }, 100)).toBe(
      "solvable in 2 actions",
    );
    expect(verdict({ solved: true, actions: [step], explored: 9, ms: 1 }, 100)).toBe("solvable in 1 action");
    expect(verdict({ solved: false, reason: "unsolvable", explored: 9, ms: 1 }, 100)).toBe(
      "unsolvable: every reachable state was explored",
    );
    expect(verdict({ solved: false, reason: "limit", explored: 12345, ms: 1 }, 12345)).toBe(
      "not found within budget: gave up at 12,345 states (state limit 12,345)",
    );
  });

  it("gives the search's states and time in one aside: never two brackets side by side, before any skipped actions", () => {
    const step = { type: "step", dir: "up" } as const;
    const stats = "9 states explored in 1 ms";
    const results: SolveResult[] = [
      { solved: true, actions: [step], explored: 9, ms: 1 },
      { solved: false, reason: "unsolvable", explored: 9, ms: 1 },
      { solved: false, reason: "limit", explored: 9, ms: 1 },
    ];
    for (const skipped of [undefined, { objects: 2 }])
      for (const r of results) {
        const line = verdict({ ...r, ...(skipped ? { skipped } : {}) }, 9, null, stats).split("\n")[0];
        expect(line).not.toMatch(/\)\s*\(|\(\(|\)\)/);
        expect(line).toContain(stats);
        if (skipped) expect(line.indexOf(stats)).toBeLessThan(line.indexOf("skipped"));
      }
    expect(verdict({ ...results[2] }, 9, null, stats)).toBe(
      "not found within budget: gave up at 9 states (state limit 9; 9 states explored in 1 ms)",
    );
    expect(verdict({ ...results[0], skipped: { objects: 2 } }, 9, null, stats)).toBe(
      "solvable in 1 action (9 states explored in 1 ms); skipped 2 actions (2 past the object limit; docs/rules.md §7)",
    );
  });

  it("says what an exhausted search saw under 'unsolvable', as npm run solve prints it (hints.ts)", () => {
    const def = map(
      "BABA IS YOU .",
      "FLAG IS WIN .",
      "WALL IS STOP .",
      "SKULL IS DEFEAT",
      "skull baba wall flag",
    );
    const model = modelOf({ ...def, name: "walled" }, repositoryContent());
    const result = { ...solve(model), ms: 1 };
    const seen = seenBySearch(model);
    const cli = ["unsolvable: every reachable state was explored", ...seenText(seen)].join("\n");
    expect(verdict(result, 100, seen)).toBe(cli);
    expect(verdict(result, 100, seen).split("\n")[1]).toBe(
      `  ${seen.lost} of ${seen.states} lost: nothing was YOU there (the search went no further)`,
    );
  });

  it("the worker sends what an exhausted search saw, and nothing for one a budget stopped", () => {
    const walled = { ...map("BABA IS YOU .", "WALL IS STOP .", "baba wall ."), name: "w" };
    const exhausted = solveReply(walled, 100);
    expect(exhausted).toMatchObject({ type: "done", result: { solved: false, reason: "unsolvable" } });
    expect(exhausted.type === "done" && exhausted.seen).toEqual(
      seenBySearch(modelOf(walled, repositoryContent())),
    );
    const stopped = solveReply({ ...map("BABA IS YOU . . .", ". . . . baba"), name: "wide" }, 2);
    expect(stopped).toMatchObject({ type: "done", result: { reason: "limit" }, seen: null });
  });

  it("says the actions the search skipped after its verdict, as npm run solve does", () => {
    const skipped = { objects: 5 };
    expect(verdict({ solved: false, reason: "unsolvable", explored: 1, ms: 1, skipped }, 100)).toBe(
      "unsolvable: every reachable state was explored; skipped 5 actions (5 past the object limit; docs/rules.md §7)",
    );
    const step = { type: "step", dir: "up" } as const;
    expect(verdict({ solved: true, actions: [step], explored: 9, ms: 1, skipped: { feeling: 1 } }, 100)).toBe(
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

  it("a stale note follows the verdict's first line, not the last of an exhausted search's hints", () => {
    const message =
      "unsolvable: every reachable state was explored (4 states explored in 6 ms)\n1 of 4 lost\nno WIN";
    expect(withStale(message, " The level has changed since: solve again.")).toBe(
      "unsolvable: every reachable state was explored (4 states explored in 6 ms) The level has changed since: solve again.\n1 of 4 lost\nno WIN",
    );
    expect(withStale("solvable in 1 action (9 states explored in 1 ms)", "")).toBe(
      "solvable in 1 action (9 states explored in 1 ms)",
    );
  });
});
