/**
 * `npm run bench` tooling (issue 13 item 6): the arguments, a line as each suite's set-up and each task
 * starts and ends, and `--compare REF` (a temporary worktree of REF, the same suites there and here, a
 * table of both medians and their ratio, the worktree removed afterwards). Nothing here asserts a speed.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Bench } from "tinybench";
import { describe, expect, test, vi } from "vitest";
import { BENCH_USAGE, parseBenchArgs } from "../../bench/args";
import { coldRounds, coldTable, cutByBudget, searchOf } from "../../bench/cold";
import { compareTable, median, type TaskResult } from "../../bench/report";
import { STEP_KINDS } from "../../bench/step-kinds";
import { addStepTasks, oneMover } from "../../bench/suites/grid";
import { loadWalk, WALK } from "../../bench/walk";
import { ROOT } from "../../src/play/files";

const bench = (args: string[]) => {
  const r = spawnSync("node", ["--import", "tsx", "bench/index.ts", ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 280_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
};
/** The folders of the `--compare` worktrees (`spellgrid-bench-…`) this repository has now. */
const benchTrees = (): string[] =>
  spawnSync("git", ["worktree", "list", "--porcelain"], { cwd: ROOT, encoding: "utf8" })
    .stdout.split("\n")
    .filter((l) => l.startsWith("worktree ") && l.includes("spellgrid-bench-"))
    .map((l) => l.slice("worktree ".length));
/**
 * The `--compare` worktrees made since `before` and not removed: a run must leave none. (Another
 * `npm run bench -- --compare` running on this machine meanwhile holds its own; those are not this run's.)
 */
const leftSince = (before: readonly string[]): string[] => benchTrees().filter((t) => !before.includes(t));
/**
 * A commit like HEAD whose src/ lacks an export this tree's bench command line imports
 * (`npmTookOptions`, which bench/args.ts reads), as an older ref's src/ lacks what the command gained
 * since: made with git's plumbing in a temporary index, so no branch, file or index of the repository
 * changes. `--compare` must still run its suites: they start through bench/suite-run.ts, which reads
 * nothing of src/ itself.
 */
function refLackingCliImport(): string {
  const git = (args: string[], input?: string, env?: Record<string, string>) => {
    const r = spawnSync("git", args, { cwd: ROOT, encoding: "utf8", input, env: { ...process.env, ...env } });
    if (r.status !== 0) throw new Error(`git ${args.join(" ")}: ${r.stderr}`);
    return r.stdout.trim();
  };
  const path = "src/content/problems.ts";
  const text = git(["show", `HEAD:${path}`]);
  expect(text).toContain("export function npmTookOptions(");
  const blob = git(
    ["hash-object", "-w", "--stdin"],
    text.replace("export function npmTookOptions(", "function gone("),
  );
  const dir = mkdtempSync(join(tmpdir(), "spellgrid-index-"));
  try {
    const env = { GIT_INDEX_FILE: join(dir, "index") };
    git(["read-tree", "HEAD"], undefined, env);
    git(["update-index", "--cacheinfo", `100644,${blob},${path}`], undefined, env);
    const tree = git(["write-tree"], undefined, env);
    return git(["commit-tree", tree, "-p", "HEAD", "-m", "a ref lacking npmTookOptions (tooling.test.ts)"]);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
/** A `--cold` round's line for round `n` of this tree. */
const roundLine = (n: number) =>
  new RegExp(
    `^ {2}round ${n}: here one thread [\\d,]+, two [\\d,]+ states/s: [\\d.]+×; two one-thread runs at once [\\d,]+: [\\d.]+×$`,
  );

describe("bench arguments", () => {
  test("suites, --compare, --rounds and --time", () => {
    expect(parseBenchArgs(["grid", "--compare", "main", "--rounds", "3", "--time", "200"])).toEqual({
      filters: ["grid"],
      compare: "main",
      rounds: 3,
      paired: false,
      cold: false,
      steps: false,
      states: 1_000_000,
      time: 200,
      help: false,
    });
    const none = {
      filters: [],
      compare: undefined,
      rounds: 1,
      paired: false,
      cold: false,
      steps: false,
      states: 1_000_000,
      time: 1000,
      help: false,
    };
    expect(parseBenchArgs([])).toEqual(none);
    expect(parseBenchArgs(["--compare", "main", "--paired"])).toMatchObject({ paired: true, rounds: 10 });
    expect(parseBenchArgs(["--paired", "--compare", "main", "--rounds", "4"])).toMatchObject({
      paired: true,
      rounds: 4,
    });
    expect(parseBenchArgs(["--cold"])).toMatchObject({ cold: true, rounds: 6, states: 1_000_000 });
    expect(parseBenchArgs(["--cold", "--rounds", "2", "--states", "5000"])).toMatchObject({
      cold: true,
      rounds: 2,
      states: 5000,
    });
    expect(parseBenchArgs(["--cold", "--compare", "main"])).toMatchObject({ cold: true, compare: "main" });
    expect(parseBenchArgs(["--steps"])).toMatchObject({ steps: true, rounds: 7 });
    expect(parseBenchArgs(["--steps", "--rounds", "3"])).toMatchObject({ steps: true, rounds: 3 });
    expect(parseBenchArgs(["--bogus", "-h"]).help).toBe(true);
    for (const flag of [
      "--compare REF",
      "--rounds N",
      "--paired",
      "--cold",
      "--steps",
      "--states N",
      "--time MS",
    ])
      expect(BENCH_USAGE).toContain(flag);
  });
  test.each([
    [["--compare"], "--compare needs a git ref (a branch, tag or commit)"],
    [["--compare", "--rounds"], "--compare needs a git ref (a branch, tag or commit)"],
    [["--compare", "main", "--rounds", "0"], '--rounds must be a whole number ≥ 1, not "0"'],
    [["--time", "fast"], '--time must be a whole number ≥ 1, not "fast"'],
    [["--rounds", "2"], "--rounds goes with --compare REF, --cold or --steps"],
    [
      ["--steps", "--compare", "main"],
      "--steps walks this tree's corpus alone: drop --compare, --cold and --paired",
    ],
    [["--steps", "--cold"], "--steps walks this tree's corpus alone: drop --compare, --cold and --paired"],
    [["--steps", "grid"], "--steps walks the corpus and runs no suite: drop grid"],
    [["--steps", "--time", "100"], "--time sets a suite task's time: --steps times each step"],
    [["--states", "5000"], "--states goes with --cold"],
    [["--cold", "--states", "0"], '--states must be a whole number ≥ 1, not "0"'],
    [["--cold", "--compare", "main", "--paired"], "--cold and --paired are two different runs: choose one"],
    [["--cold", "solver"], "--cold starts the solver's command and runs no suite: drop solver"],
    [["--cold", "--time", "100"], "--time sets a suite task's time: --cold times whole runs"],
    [["--quick"], "unknown option --quick (try --help)"],
    [["--paired"], "--paired goes with --compare REF"],
    [["--compare", "main", "--paired", "grid"], "--paired walks the corpus and runs no suite: drop grid"],
  ])("%j is refused: %s", (argv, message) => {
    expect(() => parseBenchArgs(argv)).toThrow(message);
  });
});

describe("a suite on an engine that refuses one of its levels", () => {
  test("the grid suite skips that level's task with a line naming it and the engine's reason, and adds the others", () => {
    const bench = new Bench({ time: 1 });
    const unknown = {
      ...oneMover(),
      objects: [...oneMover().objects, { kind: "text:NOSUCHWORD", x: 0, y: 6 }],
    };
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    try {
      const skipped = addStepTasks(bench, [
        ["a level it loads", oneMover()],
        ["a level with a word it lacks", unknown],
        ["another it loads", oneMover()],
      ]);
      expect(skipped).toEqual(["step on a level with a word it lacks (seeded random moves) ×1000"]);
      expect(bench.tasks.map((t) => t.name)).toEqual([
        "step on a level it loads (seeded random moves) ×1000",
        "step on another it loads (seeded random moves) ×1000",
      ]);
      expect(log.mock.calls.map((c) => String(c[0]))).toEqual([
        expect.stringMatching(
          /^ {2}skipped: step on a level with a word it lacks \(seeded random moves\) ×1000: .*NOSUCHWORD/,
        ),
      ]);
    } finally {
      log.mockRestore();
    }
  });
});

describe("the --compare table", () => {
  const r = (task: string, ns: number, suite = "s"): TaskResult => ({
    suite,
    task,
    median: ns,
    p75: ns,
    p99: ns,
    samples: 9,
  });
  test("each side's median of its runs, the ratio REF ÷ here, and '-' for a task one side lacks", () => {
    const table = compareTable(
      "main",
      [r("step", 2000), r("step", 3000), r("step", 2600), r("old only", 50)],
      [r("step", 1000), r("step", 1400), r("new only", 7)],
    );
    const rows = table.split("\n").map((l) =>
      l
        .split("|")
        .map((c) => c.trim())
        .filter(Boolean),
    );
    expect(rows[0]).toEqual(["task", "main", "here", "main ÷ here"]);
    expect(rows.slice(2)).toEqual([
      ["s: step", "2.60 µs", "1.20 µs", "2.17×"],
      ["s: new only", "-", "7 ns", "-"],
      ["s: old only", "50 ns", "-", "-"],
    ]);
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });
});

describe("--cold", () => {
  test("the table: per tree the median states/s of each thread count, the rounds' ratios and their median, and the ceiling", () => {
    const table = coldTable([
      {
        label: "HEAD",
        one: [200_000, 300_000, 250_000],
        two: [300_000, 420_000, 450_000],
        pair: [360_000, 540_000, 500_000],
      },
      { label: "here", one: [100_000, 120_000], two: [170_000, 180_000], pair: [200_000, 216_000] },
    ]);
    // HEAD: two one-thread runs at once read 1.8, 1.8 and 2.0× one; the two threads 83, 78 and 90 % of them.
    expect(table.split("\n")).toEqual([
      "| tree | one thread, states/s | two threads, states/s |     rounds | median ratio | two one-thread runs at once: median ratio | two threads' share of that |",
      "|------|---------------------:|----------------------:|-----------:|-------------:|------------------------------------------:|---------------------------:|",
      "| HEAD |              250,000 |               420,000 | 1.40–1.80× |        1.50× |                                     1.80× |                       83 % |",
      "| here |              110,000 |               175,000 | 1.50–1.70× |        1.60× |                                     1.90× |                       84 % |",
    ]);
  });

  test("a run's search is read from its lines; a run that printed none is named with what it printed", () => {
    const out = "gave up at 9 states\nstates explored: 9\ntime: 12.5 ms\nstates/s: 720 (one cold run)\n";
    expect(searchOf(out, "here")).toEqual({ explored: 9, ms: 12.5 });
    // counts in thousands, as the command prints them now; a tree of before, without, is read alike
    const grouped = "gave up at 1,000,000 states\nstates explored: 1,000,000\ntime: 2,537.4 ms\n";
    expect(searchOf(grouped, "here")).toEqual({ explored: 1_000_000, ms: 2537.4 });
    expect(searchOf("states explored: 1000000\ntime: 2537.4 ms\n", "HEAD")).toEqual({
      explored: 1_000_000,
      ms: 2537.4,
    });
    expect(() => searchOf("solve: no such file\n", "HEAD")).toThrow(
      '--cold: HEAD\'s solver printed no "states explored:" and "time:" lines (it printed: solve: no such file)',
    );
    expect(() => searchOf("states explored: 9\n", "HEAD")).toThrow("(it printed: states explored: 9)");
  });

  test("a run must explore the states it was given: one that ends sooner (the level solved) is named, with the most to ask for", () => {
    const search = { explored: 3_900_291, ms: 18_013.1 };
    expect(cutByBudget({ explored: 1_000_000, ms: 2537.4 }, 1_000_000, "here's --workers 2 run")).toEqual({
      explored: 1_000_000,
      ms: 2537.4,
    });
    expect(() => cutByBudget(search, 10_000_000, "here's --workers 1 run")).toThrow(
      "--cold: here's --workers 1 run ended after 3,900,291 states, before the 10,000,000 it was given (the level is solved or every state explored by then): pass --states 3900291 or fewer",
    );
  });

  test("a tree without the compiled solver command is named before any run", async () => {
    const root = mkdtempSync(join(tmpdir(), "spellgrid-cold-"));
    try {
      await expect(coldRounds([{ label: "old-ref", root }], 1, 1000)).rejects.toThrow(
        "--cold: old-ref has no src/solver/run.mjs (the compiled solver command) to start",
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe("npm run bench", () => {
  test("--cold starts the solver's command with one thread, with two and twice at once, round by round, then the table", () => {
    const r = bench(["--cold", "--rounds", "2", "--states", "30000"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = r.stdout.split("\n");
    expect(lines).toContain(
      "## cold --workers 2 against --workers 1: bench/levels/open-field.json, 30,000 states, 2 rounds, a fresh process per run",
    );
    const rounds = lines.filter((l) => l.startsWith("  round "));
    expect(rounds).toEqual([1, 2].map((n) => expect.stringMatching(roundLine(n))));
    const ratios = rounds.map((l) => /states\/s: ([\d.]+)×;/.exec(l)![1]).sort();
    const table = lines.slice(lines.findIndex((l) => l.startsWith("| tree")));
    expect(table[0]).toBe(
      "| tree | one thread, states/s | two threads, states/s |     rounds | median ratio | two one-thread runs at once: median ratio | two threads' share of that |",
    );
    expect(table[2]).toMatch(
      /^\| here \| +[\d,]+ \| +[\d,]+ \| [\d.]+–[\d.]+× \| +[\d.]+× \| +[\d.]+× \| +\d+ % \|$/,
    );
    expect(table[2]).toContain(`${ratios[0]}–${ratios[1]}×`);
  }, 160_000); // eight cold starts of the solver's command

  test("--steps sorts the corpus walk's steps by what each did, with each sort's share and median", () => {
    const r = bench(["--steps", "--rounds", "1"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = r.stdout.split("\n");
    const steps = loadWalk().starts.length * WALK;
    expect(lines[1]).toBe(
      `the corpus walk, ${steps / WALK} levels × ${WALK} steps: 6 walks to warm up, then 1 timed`,
    );
    const table = lines.slice(lines.findIndex((l) => l.startsWith("| what the step did")));
    expect(table[0]).toBe("| what the step did | steps | share | median time | median ids |");
    const rows = table.slice(2).filter((l) => l.startsWith("|"));
    expect(rows[0]).toMatch(
      new RegExp(`^\\| every step \\| ${steps} \\| 100\\.0 % \\| [\\d.]+ µs \\| \\d+ \\|$`),
    );
    const kinds = rows.slice(1).map((row) => row.split(" | ")[0].slice(2));
    expect(kinds).toEqual(STEP_KINDS.filter((k) => kinds.includes(k)));
    expect(rows.slice(1).reduce((n, row) => n + Number(row.split(" | ")[1]), 0)).toBe(steps);
  }, 120_000);

  test("--compare REF runs the same suite there and here, a line as each task starts and ends, then the table, even when REF's src/ lacks what this bench command imports", () => {
    const before = benchTrees();
    const ref = refLackingCliImport();
    const r = bench(["--compare", ref, "--time", "20", "cards"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = r.stdout.split("\n");
    expect(r.stdout).not.toContain("failed, exit");
    for (const side of ["here", ref]) {
      const head = lines.findIndex((l) => l.startsWith(`## [${side}] card engine`));
      expect(head).toBeGreaterThanOrEqual(0);
      expect(lines[head + 1]).toBe("  set-up…");
      expect(lines[head + 2]).toMatch(/^ {2}set-up done in \d+\.\d s: (\d+) tasks$/);
      const tasks = Number(/(\d+) tasks$/.exec(lines[head + 2])![1]);
      for (let t = 0; t < tasks; t++) {
        const started = lines[head + 3 + 2 * t];
        const ended = lines[head + 4 + 2 * t];
        expect(started).toMatch(/^ {2}▶ /);
        expect(ended).toMatch(/ median +[\d.]+ (ns|µs|ms) +\(p75 /);
        expect(ended.trim().startsWith(started.slice(4))).toBe(true);
      }
    }
    const table = lines.slice(lines.findIndex((l) => l.startsWith("| task")));
    expect(table[0]).toMatch(new RegExp(`^\\| task +\\| +${ref} \\| +here \\| ${ref} ÷ here \\|$`));
    const rows = table.slice(2).filter((l) => l.startsWith("|"));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row).toMatch(
        /^\| card engine \(Part I\): .+ \| +[\d.]+ (ns|µs|ms) \| +[\d.]+ (ns|µs|ms) \| +[\d.]+× \|$/,
      );
    expect(leftSince(before)).toEqual([]);
  }, 300_000); // a worktree and two suite processes: slow on a busy machine

  test("--compare REF --paired walks the corpus on both, round by round, then the table", () => {
    const before = benchTrees();
    const r = bench(["--compare", "HEAD", "--paired", "--rounds", "1"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    const lines = r.stdout.split("\n");
    expect(lines).toContain(
      "## paired corpus walk: 1 round (CPU time), a fresh process per side each round, 6 walks to warm, 3 timed",
    );
    expect(lines).toContainEqual(
      expect.stringMatching(/^ {2}\d+ levels: HEAD's corpus \(\d+\) and shipped levels$/),
    );
    expect(lines.filter((l) => l.startsWith("  round "))).toEqual([
      expect.stringMatching(/^ {2}round 1: HEAD [\d.]+ (ns|µs), here [\d.]+ (ns|µs) a step: [\d.]+×$/),
    ]);
    const table = lines.slice(lines.findIndex((l) => l.startsWith("| figure")));
    expect(table[0]).toBe("| figure | HEAD | here | HEAD ÷ here |");
    expect(table.slice(2, 5)).toEqual([
      expect.stringMatching(
        /^\| the walk, mean step \| [\d.]+ (ns|µs) \| [\d.]+ (ns|µs) \| [\d.]+× \(rounds [\d.]+–[\d.]+×\) \|$/,
      ),
      expect.stringMatching(/^\| the median level's step \| [\d.]+ (ns|µs) \| [\d.]+ (ns|µs) \| [\d.]+× \|$/),
      expect.stringMatching(/^\| the median of the per-level ratios \| \| \| [\d.]+× \|$/),
    ]);
    // the spread is the rounds' ratios as their lines print them (one round: from it to itself)
    const round = lines.find((l) => l.startsWith("  round "))?.match(/([\d.]+)×$/)?.[1];
    expect(table[2]).toContain(`(rounds ${round}–${round}×)`);
    expect(leftSince(before)).toEqual([]);
  }, 300_000); // a worktree and four walk processes: slow on a busy machine

  test("a ref that names no commit is one line, before any worktree or suite", () => {
    const before = benchTrees();
    const r = bench(["--compare", "no-such-ref-13", "cards"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "bench: --compare no-such-ref-13: not a git ref of this repository (a branch, tag or commit)\n",
    );
    expect(r.stdout).not.toContain("##");
    expect(leftSince(before)).toEqual([]);
  });

  test("a suite filter that matches nothing is named", () => {
    expect(bench(["no-such-suite"])).toMatchObject({
      code: 2,
      stderr: "bench: no suite in bench/suites/ matches no-such-suite\n",
    });
  });
});
