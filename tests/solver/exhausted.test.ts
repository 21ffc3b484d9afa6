/**
 * `npm run solve` on a level with no win says what its search saw (src/solver/hints.ts): how many states
 * were lost (nothing YOU) and whether any object was ever WIN; a search a budget stopped says it was not
 * found within the budget, never "unsolvable".
 */
import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { USAGE } from "../../src/solver/args";
import { noWinText, seenBySearch, seenLine } from "../../src/solver/hints";
import { modelOf } from "../../src/solver/model";
import { solve, solveInSlices } from "../../src/solver/search";
import { ROOT } from "../cli/helpers";
import { copyContent } from "../content/copy";
import { map } from "../grid/builder";

const SOLVE = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.solve as string).split(
  " ",
);
const dir = mkdtempSync(join(tmpdir(), "exhausted-"));

/**
 * `npm run solve -- FILE --workers N ARGS` (without npm; one thread unless `workers` says) on `def` written
 * to a file: its first lines, the time masked.
 */
function solveText(
  def: LevelDef,
  args: string[] = [],
  workers = "1",
): { code: number | null; head: string[] } {
  const file = join(dir, `${def.name}.json`);
  writeFileSync(file, JSON.stringify(def));
  const r = spawnSync(SOLVE[0], [...SOLVE.slice(1), file, "--workers", workers, ...args], {
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

  test("one level searched on workers says what it saw as one thread does, counted where it ran", () => {
    // (searched by `--workers 2` on its workers: the shared search)
    const def = named(
      map(
        "BABA IS YOU . . . . . .",
        "ROCK IS PUSH . . . . . .",
        "WALL IS STOP . . . . . .",
        "wall wall wall wall wall wall wall wall wall",
        ". rock . . baba . . rock .",
        ". . . . . . . . .",
        ". . . . . . . . .",
        ". . . . . . . . .",
      ),
      "rocks",
    );
    const one = solveText(def);
    expect(one.head.slice(0, 3)).toEqual([
      "unsolvable: every reachable state was explored",
      "  none lost: something was YOU in every state",
      "  no object was ever WIN: no X IS WIN held with an X on the grid",
    ]);
    expect(solveText(def, [], "2")).toEqual(one);
  });

  test("the hints reuse the search's states: an exhausted search counts what they held, expanding none again", async () => {
    const def = named(
      map("BABA IS YOU .", "FLAG IS WIN .", "WALL IS STOP .", "SKULL IS DEFEAT", "skull baba wall flag"),
      "walled",
    );
    const model = modelOf(def, repositoryContent());
    const codec = model.codec(); // one codec a model, reused by every search of it
    const expand = codec.expand;
    let expanded = 0;
    codec.expand = (...args) => {
      expanded++;
      return expand.apply(codec, args);
    };
    const plain = solve(model);
    const once = expanded;
    expect(plain).not.toHaveProperty("seen"); // not asked: not counted
    expanded = 0;
    const hinted = solve(model, { seen: true });
    expect(expanded).toBe(once); // the hints expand nothing: the search's own expansions only
    expect(hinted).toMatchObject({ solved: false, reason: "unsolvable", explored: plain.explored });
    const again = seenBySearch(model); // the separate pass, which expands every state a second time
    expect(hinted.solved === false && hinted.seen).toEqual(again);
    expanded = 0;
    const sliced = await solveInSlices(model, { seen: true });
    expect(expanded).toBe(once);
    expect(sliced.solved === false && sliced.seen).toEqual(again);
    // the wording stays: the same lines as the separate pass gives
    expect(
      noWinText("unsolvable", hinted.explored, {}, hinted.solved === false ? hinted.seen! : null),
    ).toEqual(noWinText("unsolvable", plain.explored, {}, again));
    // a search a budget stopped, or one that won, counts nothing
    expect(solve(model, { seen: true, maxStates: 2 })).not.toHaveProperty("seen");
    expect(
      solve(modelOf(map("BABA IS YOU", "FLAG IS WIN", "baba flag ."), repositoryContent()), { seen: true }),
    ).not.toHaveProperty("seen");
  });

  test("--all prints one line under its table for each exhausted level, what its states held, on one thread and on workers", () => {
    const walled = named(
      map("BABA IS YOU .", "FLAG IS WIN .", "WALL IS STOP .", "SKULL IS DEFEAT", "skull baba wall flag"),
      "b-walled",
    );
    const levels = [
      named(map("BABA IS YOU", "FLAG IS WIN", "baba flag ."), "a-won"),
      walled,
      named(map("BABA IS YOU", ". baba ."), "c-nowin"),
      named(map("BABA IS YOU . . .", ". . . . baba"), "d-wide"),
    ];
    const seen = (def: LevelDef) => seenBySearch(modelOf(def, repositoryContent()));
    const walledSeen = seen(walled);
    const nowinSeen = seen(levels[2]);
    // the line is short: the two lines of one level's answer, in one
    expect(seenLine(walledSeen)).toBe(
      `${walledSeen.lost} of ${walledSeen.states} states lost (nothing YOU); WIN in all ${walledSeen.states}, never reached`,
    );
    expect(seenLine(nowinSeen)).toBe(`YOU in all ${nowinSeen.states} states; no object ever WIN`);
    const pack = copyContent("spellgrid-solve-all-exhausted-");
    try {
      rmSync(pack.path("levels"), { recursive: true });
      mkdirSync(pack.path("levels"));
      for (const def of levels) pack.write(`levels/${def.name}.json`, def);
      for (const workers of ["1", "2"]) {
        const r = spawnSync(
          "node",
          [join(ROOT, SOLVE[1]), ...SOLVE.slice(2), "--all", "--max-states", "20", "--workers", workers],
          { cwd: pack.root, encoding: "utf8", timeout: 30_000 },
        );
        expect({ code: r.status, stderr: r.stderr }).toEqual({ code: 1, stderr: "" });
        const lines = r.stdout.trimEnd().split("\n");
        expect(lines).toHaveLength(1 + levels.length + 2); // the table, then a line per exhausted level
        expect(lines[2]).toMatch(/^b-walled +unsolvable +- /);
        expect(lines[4]).toMatch(/^d-wide +limit +- /); // a budget stopped it: no line, more states might win
        expect(lines.slice(1 + levels.length)).toEqual([
          `b-walled: ${seenLine(walledSeen)}`,
          `c-nowin: ${seenLine(nowinSeen)}`,
        ]);
        for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
      }
    } finally {
      pack.remove();
    }
  }, 60_000);

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
