/**
 * `npm run solve` on a level with no win says what its search saw (src/solver/hints.ts): how many states
 * were lost (nothing YOU) and whether any object was ever WIN; a search a budget stopped says it was not
 * found within the budget, never "unsolvable".
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { USAGE } from "../../src/solver/args";
import { seenBySearch } from "../../src/solver/hints";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { ROOT } from "../cli/helpers";
import { map } from "../grid/builder";

const SOLVE = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.solve as string).split(
  " ",
);
const dir = mkdtempSync(join(tmpdir(), "exhausted-"));

/** `npm run solve -- FILE ARGS` (without npm) on `def` written to a file: its first lines, the time masked. */
function solveText(def: LevelDef, args: string[] = []): { code: number | null; head: string[] } {
  const file = join(dir, `${def.name}.json`);
  writeFileSync(file, JSON.stringify(def));
  const r = spawnSync(SOLVE[0], [...SOLVE.slice(1), file, "--workers", "1", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 30_000,
  });
  expect(r.stderr).toBe("");
  return { code: r.status, head: r.stdout.split("\n").filter((l) => !/^(time|states\/s): /.test(l)) };
}

const named = (def: LevelDef, name: string): LevelDef => ({ ...def, name });

describe("an exhausted search says what it saw", () => {
  test("no WIN rule at all: none lost, no object ever WIN", () => {
    const def = named(map("BABA IS YOU", ". baba ."), "nowin");
    const searched = solve(modelOf(def, repositoryContent()));
    expect(searched).toMatchObject({ solved: false, reason: "unsolvable" });
    expect(solveText(def)).toEqual({
      code: 1,
      head: [
        "unsolvable: every reachable state was explored",
        "  none lost: something was YOU in every state",
        "  no object was ever WIN: no X IS WIN held with an X on the grid",
        `states explored: ${searched.explored}`,
        "",
      ],
    });
  });

  test("a flag that is WIN behind a wall, and a skull that is DEFEAT: some states lost, the WIN never reached", () => {
    const def = named(
      map("BABA IS YOU .", "FLAG IS WIN .", "WALL IS STOP .", "SKULL IS DEFEAT", "skull baba wall flag"),
      "walled",
    );
    const seen = seenBySearch(modelOf(def, repositoryContent()));
    expect(seen.lost).toBeGreaterThan(0);
    expect(seen.withWin).toBe(seen.states);
    const { head } = solveText(def);
    expect(head.slice(0, 3)).toEqual([
      "unsolvable: every reachable state was explored",
      `  ${seen.lost} of ${seen.states} lost: nothing was YOU there (the search went no further)`,
      `  an object was WIN in all ${seen.states}, but YOU never reached one`,
    ]);
    expect(head[3]).toBe(`states explored: ${seen.states}`);
    expect(solve(modelOf(def, repositoryContent()))).toMatchObject({ solved: false, explored: seen.states });
  });

  test("a budget that stops the search: 'not found within budget', not 'unsolvable'", () => {
    const def = named(map("BABA IS YOU . . .", ". . . . baba"), "wide");
    const { code, head } = solveText(def, ["--max-states", "2"]);
    expect(code).toBe(1);
    expect(head[0]).toBe("not found within budget: gave up at 2 states (state limit 2)");
    // --help quotes the same words (its N and … standing for the count and the limit).
    const quoted = /ends the search with "([^"]+)"/.exec(USAGE.replace(/\s+/g, " "))?.[1];
    expect(head[0].replace(/\d+ states \(.*\)$/, "N states (…)")).toBe(quoted);
  });
});
