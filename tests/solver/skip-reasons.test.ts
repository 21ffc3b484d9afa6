import { describe, expect, it } from "vitest";
import { SequenceLimitError } from "../../src/engine/cards";
import * as grid from "../../src/engine/grid";
import { limitReason, SKIP_REASONS, skippedText } from "../../src/solver/skipped";

/**
 * Every limit the engines throw is a skip with a reason of its own (docs/rules.md §7), read from the
 * grid's exports, so a limit added later is counted, never taken for another.
 */
describe("skip reasons", () => {
  type Limit = new (message: string) => Error;
  const limits = (Object.entries(grid) as [string, unknown][]).filter(
    (e): e is [string, Limit] =>
      typeof e[1] === "function" &&
      (e[1] === grid.LimitError || (e[1] as Limit).prototype instanceof grid.LimitError),
  );

  it("names a reason for every grid limit error, and a distinct one for each named limit", () => {
    expect(limits.length).toBeGreaterThanOrEqual(5);
    for (const [name, Limit] of limits) expect(limitReason(new Limit("x")), name).not.toBeNull();
    const named = limits.filter(([, L]) => L !== grid.LimitError).map(([, L]) => limitReason(new L("x")));
    expect(new Set(named).size).toBe(named.length);
    expect(named).not.toContain("limit");
  });

  it("reads each limit by its class", () => {
    expect(limitReason(new grid.ObjectLimitError("x"))).toBe("objects");
    expect(limitReason(new grid.FeelingLimitError("x"))).toBe("feeling");
    expect(limitReason(new grid.SeeingLimitError("x"))).toBe("seeing");
    expect(limitReason(new grid.MoveLimitError("x"))).toBe("moves");
    expect(limitReason(new SequenceLimitError({ kind: "deathPhases", limit: 1 }, []))).toBe("sequence");
    expect(limitReason(new Error("x"))).toBeNull();
    expect(limitReason(new grid.GridError("x"))).toBeNull();
  });

  it("says every reason in words on the solve line", () => {
    for (const why of SKIP_REASONS) expect(skippedText({ [why]: 2 })).toMatch(/^skipped 2 actions \(2 \w/);
    expect(skippedText({ seeing: 1, moves: 3 })).toBe(
      "skipped 4 actions (1 past the SEEING limit, 3 past the MOVE steps limit; docs/rules.md §7)",
    );
  });
});
