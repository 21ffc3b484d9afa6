/**
 * `npm run solve` as a user runs it (a spawned process running the package's command, compiled):
 * --help, errors that name the level file exactly as `npm start` does, everything checked (levels, the
 * replays folder) before any search, and a cold search on two threads, stopped by a budget or Ctrl-C.
 */

import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { FEELING_TESTS } from "../../src/engine/grid";
import { formatScript } from "../../src/play/notation";
import { USAGE } from "../../src/solver/args";
import { countText } from "../../src/solver/budget";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { ROOT, runCli, unmakeableFolder } from "../cli/helpers";
import { copyContent } from "../content/copy";
import { feelingChainLevel } from "./feeling-chain";

/** `npm run solve`'s command (`node src/solver/run.mjs src/solver/cli.ts`), without npm. */
const SOLVE = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")).scripts.solve as string).split(
  " ",
);

function runSolve(args: string[]) {
  const r = spawnSync(SOLVE[0], [...SOLVE.slice(1), ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    encoding: "utf8",
    timeout: 30_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/**
 * `npm run solve ARGS` in `cwd`, sent a Ctrl-C (SIGINT) after `ms`: how it ended and what it printed.
 * The command's script is given by its full path, so that `cwd` may be a copy of the content.
 */
async function interruptedSolve(args: string[], cwd: string, ms = 4000) {
  const child = spawn(SOLVE[0], [join(ROOT, SOLVE[1]), ...SOLVE.slice(2), ...args], { cwd });
  let out = "";
  let err = "";
  child.stdout.on("data", (d) => (out += d));
  child.stderr.on("data", (d) => (err += d));
  const ended = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((done) =>
    child.on("exit", (code, signal) => done({ code, signal })),
  );
  await new Promise((r) => setTimeout(r, ms));
  child.kill("SIGINT");
  return { ...(await ended), out, err };
}

/**
 * The open field without FLAG IS WIN (row 8): no win, minutes to search whole, so a Ctrl-C after
 * `interruptedSolve`'s wait always meets it searching (the field itself is won in about 4 s on two threads).
 */
function endlessField() {
  const field = JSON.parse(readFileSync(join(ROOT, "bench/levels/open-field.json"), "utf8"));
  type Obj = { kind: string; y: number };
  const winRule = (o: Obj) => o.y === 8 && o.kind.startsWith("text:");
  return { ...field, name: "endless-field", objects: field.objects.filter((o: Obj) => !winRule(o)) };
}

const dir = mkdtempSync(join(tmpdir(), "spellgrid-solve-cli-"));
const t = (word: string, x: number, y: number) => ({ kind: `text:${word}`, x, y });
/** A small level of our own: BABA IS YOU, FLAG IS WIN, Baba two steps left of the flag. */
const tiny = {
  name: "tiny",
  width: 4,
  height: 3,
  objects: [
    t("BABA", 0, 0),
    t("IS", 1, 0),
    t("YOU", 2, 0),
    t("FLAG", 0, 1),
    t("IS", 1, 1),
    t("WIN", 2, 1),
  ].concat([
    { kind: "baba", x: 0, y: 2 },
    { kind: "flag", x: 2, y: 2 },
  ]),
};
const good = join(dir, "tiny.json");
writeFileSync(good, JSON.stringify(tiny));
const bad = join(dir, "bad.json");
writeFileSync(bad, JSON.stringify({ ...tiny, name: "bad", objects: [{ kind: "nope", x: 0, y: 0 }] }));

describe("npm run solve", () => {
  it("--help prints the usage and wins over anything else on the line", () => {
    const r = runSolve(["--bogus", "--help"]);
    expect(r).toEqual({ stdout: `${USAGE}\n`, stderr: "", code: 0 });
    expect(USAGE).toContain("--save-replays DIR");
  });

  it("prints the solution in the player's notation and saves its replay into a folder it creates", () => {
    const out = join(dir, "new", "replays");
    const r = runSolve([good, "--workers", "1", "--save-replays", out]);
    expect(r.code).toBe(0);
    const found = solve(modelOf(tiny, repositoryContent()));
    if (!found.solved) throw new Error("the tiny level is solvable");
    const script = formatScript(found.actions);
    expect(script).toBe("d; d");
    expect(r.stdout).toContain(`solution (2 actions): ${script}\n`);
    expect(r.stdout).toContain(`replay: ${join(out, "tiny.replay.json")}\n`);
    expect(JSON.parse(readFileSync(join(out, "tiny.replay.json"), "utf8")).actions).toEqual(["d", "d"]);
  });

  it("a budget ends the search with the limit it hit, on one thread and on workers (exit 1, no crash)", () => {
    const l2 = "levels/l2-spliced-corpse.json";
    for (const [flags, limit, workers] of [
      [["--time-limit", "0.000001"], "time limit 0.000001 s", "2"],
      [["--max-memory", "1"], "memory limit 1 MB", "1"],
      [["--max-states", "3"], "state limit 3", "2"],
    ] as const) {
      const r = runSolve([l2, ...flags, "--workers", workers]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 1, stderr: "" });
      const head = new RegExp(
        `^not found within budget: gave up at [\\d,]+ states? \\(${limit.replace(".", "\\.")}\\)\nstates explored: `,
      );
      expect(r.stdout).toMatch(head);
    }
  }, 180_000); // three processes of its own: slow on a busy machine

  it("a folder named as a level is said to be one, with what solves its levels (exit 2, before any search)", () => {
    expect(runSolve(["levels/", "--workers", "1"])).toEqual({
      stdout: "",
      stderr:
        "solve: levels/: a folder, not a level file: name the level files in it (levels/*.json), or solve every level in levels/ with --all\n",
      code: 2,
    });
    expect(runSolve([good, dir, "--workers", "1"])).toEqual({
      stdout: "",
      stderr: `solve: ${dir}: a folder, not a level file: name the level files in it (${join(dir, "*.json")})\n`,
      code: 2,
    });
  });

  it("a count of one is singular: one action, one state", () => {
    const one = join(dir, "one-step.json");
    writeFileSync(
      one,
      JSON.stringify({
        ...tiny,
        name: "one-step",
        objects: tiny.objects.slice(0, -1).concat({ kind: "flag", x: 1, y: 2 }),
      }),
    );
    const solved = runSolve([one, "--workers", "1"]);
    expect({ code: solved.code, stderr: solved.stderr }).toEqual({ code: 0, stderr: "" });
    expect(solved.stdout).toMatch(/^solution \(1 action\): d\nstates explored: \d+\n/);
    const stopped = runSolve(["levels/l2-spliced-corpse.json", "--max-states", "1", "--workers", "1"]);
    expect({ code: stopped.code, stderr: stopped.stderr }).toEqual({ code: 1, stderr: "" });
    expect(stopped.stdout).toMatch(
      /^not found within budget: gave up at 1 state \(state limit 1\)\nstates explored: 1\n/,
    );
  }, 60_000);

  it("a cold run on two threads solves a level of tens of thousands of states: the one-thread script", () => {
    const field = JSON.parse(readFileSync(join(ROOT, "bench/levels/open-field.json"), "utf8"));
    const wall = (x: number, y: number) => ({ kind: "wall", x, y });
    // The open field with a flag in its top right corner, behind walls: 70,099 states on one thread.
    const level = {
      ...field,
      name: "walled-flag",
      objects: [
        ...field.objects,
        { kind: "flag", x: 9, y: 0 },
        wall(8, 0),
        wall(8, 1),
        wall(9, 2),
        { kind: "rock", x: 3, y: 5 },
      ],
    };
    const file = join(dir, "walled-flag.json");
    writeFileSync(file, JSON.stringify(level));
    const one = solve(modelOf(level, repositoryContent()));
    if (!one.solved) throw new Error("the walled flag is reachable");
    expect(one.explored).toBeGreaterThan(20_000);
    const r = runSolve([file, "--workers", "2"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
    expect(r.stdout).toContain(
      `solution (${one.actions.length} actions): ${formatScript(one.actions)}\nstates explored: ${countText(one.explored)}\n`,
    );
  }, 120_000);

  it("every count is in thousands, as the progress line and a Ctrl-C print them, and every line fits 80 columns", () => {
    const field = "bench/levels/open-field.json"; // minutes to search whole
    const r = runSolve([field, "--max-states", "2000", "--workers", "1"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 1, stderr: "" });
    const thousands = "\\d{1,3}(,\\d{3})*";
    expect(r.stdout).toMatch(
      new RegExp(
        [
          "^not found within budget: gave up at 2,000 states \\(state limit 2,000\\)",
          "states explored: 2,000",
          `time: ${thousands}\\.\\d ms`,
          `states/s: ${thousands} \\(one cold run, start-up included; npm run bench: warm\\)\n$`,
        ].join("\n"),
      ),
    );
    // the longest rate a search reaches (hundreds of thousands of states a second) still fits
    const rate = r.stdout.split("\n")[3].replace(/^states\/s: [\d,]+/, "states/s: 999,999");
    expect(rate.length).toBeLessThanOrEqual(80);
  });

  it("--all's table counts in thousands and fits 80 columns: a level name too long for it has a line of its own", () => {
    const pack = copyContent("spellgrid-solve-all-table-");
    try {
      rmSync(pack.path("levels"), { recursive: true });
      mkdirSync(pack.path("levels"));
      pack.write("levels/a-tiny.json", tiny);
      const long = "b-an-open-field-whose-name-is-longer-than-the-table-has-room-for";
      pack.write(`levels/${long}.json`, {
        ...JSON.parse(readFileSync(join(ROOT, "bench/levels/open-field.json"), "utf8")),
        name: "field",
      });
      const r = spawnSync(
        "node",
        [join(ROOT, SOLVE[1]), ...SOLVE.slice(2), "--all", "--max-states", "2000", "--workers", "1"],
        { cwd: pack.root, encoding: "utf8", timeout: 30_000 },
      );
      expect({ code: r.status, stderr: r.stderr }).toEqual({ code: 1, stderr: "" });
      const lines = r.stdout.trimEnd().split("\n");
      const n = "\\d{1,3}(,\\d{3})*";
      const tinyStates = solve(modelOf(tiny, repositoryContent())).explored;
      expect(lines).toHaveLength(4);
      expect(lines[0]).toMatch(/^level {2,}solved {2}length {2}states {2,}ms {2,}states\/s$/);
      expect(lines[1]).toMatch(
        new RegExp(`^a-tiny {2,}yes {2,}2 {2,}${tinyStates} {2,}${n}\\.\\d {2,}${n}$`),
      );
      expect(lines[2]).toBe(long);
      expect(lines[3]).toMatch(new RegExp(`^ {8,}limit {2,}- {2,}2,000 {2,}${n}\\.\\d {2,}${n}$`));
      // the columns line up: every row ends where the header does
      expect([lines[1].length, lines[3].length]).toEqual([lines[0].length, lines[0].length]);
      for (const l of lines) expect(l.length).toBeLessThanOrEqual(80);
    } finally {
      pack.remove();
    }
  }, 60_000);

  it("a time limit stops a cold run on two threads with that limit", () => {
    const field = join(ROOT, "bench/levels/open-field.json");
    const t0 = performance.now();
    const r = runSolve([field, "--workers", "2", "--time-limit", "1"]);
    expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 1, stderr: "" });
    expect(r.stdout).toMatch(
      /^not found within budget: gave up at \d{1,3}(,\d{3})* states? \(time limit 1 s\)\n/,
    );
    expect(performance.now() - t0).toBeLessThan(20_000); // not the minutes the whole field takes
  }, 120_000);

  for (const workers of ["1", "2"])
    it(`Ctrl-C during a search on ${workers === "1" ? "one thread" : "two threads"} says on stderr what it stopped, the level and the states explored, and exits 130`, async () => {
      const pack = copyContent("spellgrid-solve-stop-");
      const endless = endlessField();
      pack.write("levels/endless-field.json", endless);
      const { code, signal, out, err } = await interruptedSolve(
        ["levels/endless-field.json", "--workers", workers],
        pack.root,
      ).finally(() => pack.remove()); // searching by then
      expect({ code, signal }).toEqual({ code: 130, signal: null });
      expect(out).toBe("");
      const said = err.match(
        /^solve: stopped by Ctrl-C: levels\/endless-field\.json\n {2}not solved: ([\d,]+) states explored in (\d+\.\d) s \(([\d,]+) states\/s\)\n$/,
      );
      expect(said, err).not.toBeNull();
      const counts = (said as RegExpMatchArray).slice(1);
      // counted in thousands, as the progress line counts them (`3,348,428`)
      for (const n of [counts[0], counts[2]]) expect(n).toMatch(/^\d{1,3}(,\d{3})*$/);
      const [explored, seconds, perSecond] = counts.map((n) => Number(n.replaceAll(",", "")));
      expect(explored).toBeGreaterThan(1); // the search had begun
      expect(seconds).toBeGreaterThan(0);
      // the rate is the states over the time (the time shown is rounded to a tenth of a second)
      expect(perSecond).toBeGreaterThanOrEqual(Math.floor(explored / (seconds + 0.05)));
      expect(perSecond).toBeLessThanOrEqual(Math.ceil(explored / Math.max(seconds - 0.05, 0.001)));
    }, 60_000);

  for (const workers of ["1", "2"])
    it(`Ctrl-C during --all on ${workers === "1" ? "one thread" : "two threads"} says on stderr how many levels it had searched and what was left, and exits 130`, async () => {
      const pack = copyContent("spellgrid-solve-all-stop-");
      try {
        rmSync(pack.path("levels"), { recursive: true });
        mkdirSync(pack.path("levels"));
        pack.write("levels/a-tiny.json", tiny);
        pack.write("levels/b-field.json", { ...endlessField(), name: "b-field" });
        // the tiny level searched, the field not, by the time Ctrl-C comes
        const { code, signal, out, err } = await interruptedSolve(["--all", "--workers", workers], pack.root);
        expect({ code, signal }).toEqual({ code: 130, signal: null });
        expect(out).toBe(""); // the table needs every level
        const tinyStates = solve(modelOf(tiny, repositoryContent())).explored;
        const said = [
          "solve: stopped by Ctrl-C: --all: levels/ (2 levels)",
          `  1 of 2 levels searched (1 solved, ${tinyStates} states explored) in SECONDS s`,
          workers === "1"
            ? "  then levels/b-field.json: STATES states explored, not solved" // this thread's count so far
            : "  not finished: levels/b-field.json", // on workers: counts come only with results
        ].join("\n");
        const pattern = said
          .replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
          .replace("SECONDS", "\\d+\\.\\d")
          .replace("STATES", "\\d{1,3}(,\\d{3})*");
        expect(err).toMatch(new RegExp(`^${pattern}\n$`));
      } finally {
        pack.remove();
      }
    }, 60_000);

  it("a bad level is one line naming the file, the field and the problem, as npm start prints it", () => {
    const r = runSolve([good, bad]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe(""); // the good level was not solved first
    expect(r.stderr).toMatch(/^solve: \S+bad\.json: objects\[0\]\.kind: "nope": .+\n$/);
    const start = runCli([bad]);
    expect(start.code).toBe(2); // the same input error, the same exit code
    expect(start.stderr.replace(/^spellgrid: /, "")).toBe(r.stderr.replace(/^solve: /, ""));
    expect(r.stderr).not.toContain('level "');
  });

  it("says on one line how many actions it skipped and why, only when it skipped some", () => {
    const chain = join(dir, "feeling-chain-240.json");
    writeFileSync(chain, JSON.stringify(feelingChainLevel(240)));
    const found = solve(modelOf(feelingChainLevel(240), repositoryContent()));
    const n = found.skipped?.feeling ?? 0;
    expect(n).toBeGreaterThan(1);
    for (const workers of ["1", "2"]) {
      const r = runSolve([chain, "--workers", workers]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
      const lines = r.stdout.split("\n");
      expect(lines[0]).toMatch(/^solution \(\d+ actions\): /);
      expect(lines[1]).toBe(`skipped ${n} actions (${n} past the FEELING limit; docs/rules.md §7)`);
      expect(lines[2]).toMatch(/^states explored: /);
    }
    const plain = runSolve([good, "--workers", "1"]);
    expect(plain.code).toBe(0);
    expect(plain.stdout).not.toContain("skipped");
  });

  it("--all says it under the table, for each level that skipped some", () => {
    const pack = copyContent("spellgrid-solve-all-skipped-");
    try {
      rmSync(pack.path("levels"), { recursive: true });
      mkdirSync(pack.path("levels"));
      pack.write("levels/a-tiny.json", tiny);
      pack.write("levels/b-chain.json", feelingChainLevel(240));
      const n = solve(modelOf(feelingChainLevel(240), repositoryContent())).skipped?.feeling;
      const r = spawnSync("node", [join(ROOT, SOLVE[1]), ...SOLVE.slice(2), "--all", "--workers", "1"], {
        cwd: pack.root,
        encoding: "utf8",
        timeout: 30_000,
      });
      expect({ code: r.status, stderr: r.stderr }).toEqual({ code: 0, stderr: "" });
      const lines = r.stdout.trimEnd().split("\n");
      expect(lines.map((l) => l.split(" ")[0])).toEqual(["level", "a-tiny", "b-chain", "b-chain:"]);
      expect(lines[3]).toBe(`b-chain: skipped ${n} actions (${n} past the FEELING limit; docs/rules.md §7)`);
    } finally {
      pack.remove();
    }
  }, 60_000);

  it("a level whose first read passes the FEELING limit is one line naming the file, as npm start prints it", () => {
    const chain = join(dir, "feeling-chain.json");
    writeFileSync(chain, JSON.stringify(feelingChainLevel(240, true)));
    const r = runSolve([good, chain]);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe("");
    expect(r.stderr).toMatch(
      new RegExp(
        `^solve: \\S+feeling-chain\\.json: FEELING: one read for object \\d+ \\(baba\\) looked at more than ${FEELING_TESTS} rules .+\n$`,
      ),
    );
    const start = runCli([chain]);
    expect(start.code).toBe(2);
    expect(start.stderr.replace(/^spellgrid: /, "")).toBe(r.stderr.replace(/^solve: /, ""));
  });

  it("two level files of one name are refused with --save-replays before any search: one replay file would hold the second", () => {
    const other = join(dir, "other");
    mkdirSync(other, { recursive: true });
    const twin = join(other, "tiny.json");
    writeFileSync(
      twin,
      JSON.stringify({ ...tiny, objects: [...tiny.objects, { kind: "rock", x: 3, y: 0 }] }),
    );
    const out = join(dir, "twins");
    const r = runSolve([good, twin, "--workers", "1", "--save-replays", out]);
    expect(r).toEqual({
      stdout: "",
      stderr: `solve: --save-replays ${out}: ${good} and ${twin} would both be saved as ${join(out, "tiny.replay.json")}, the second over the first: save them in separate runs\n`,
      code: 2,
    });
    expect(existsSync(out)).toBe(false);
    // the same file named twice is one level: solved twice, its one replay written alike
    const same = runSolve([good, good, "--workers", "1", "--save-replays", out]);
    expect(same.code).toBe(0);
    expect(same.stdout.split(`replay: ${join(out, "tiny.replay.json")}\n`)).toHaveLength(3);
  });

  it("a replays folder that cannot be made is refused before any search, saying why", () => {
    const file = join(dir, "a-file");
    writeFileSync(file, "");
    const r = runSolve([good, "--save-replays", join(file, "sub")]);
    expect(r).toEqual({
      stdout: "",
      stderr: `solve: --save-replays ${join(file, "sub")}: cannot create the folder ${join(file, "sub")}: ${file} is a file, not a folder\n`,
      code: 2,
    });
    expect(existsSync(join(file, "sub"))).toBe(false);
  });

  it("--all in a content folder with no levels/, or an empty one, says so (exit 2), not Node's scandir error or an empty table", () => {
    const pack = copyContent("spellgrid-solve-all-");
    try {
      rmSync(pack.path("levels"), { recursive: true });
      const inPack = () => {
        const r = spawnSync("node", [join(ROOT, SOLVE[1]), ...SOLVE.slice(2), "--all"], {
          cwd: pack.root,
          encoding: "utf8",
          timeout: 30_000,
        });
        return { stdout: r.stdout, stderr: r.stderr, code: r.status };
      };
      expect(inPack()).toEqual({
        stdout: "",
        stderr: `solve: ${pack.path("levels")}: cannot read the levels folder (ENOENT)\n`,
        code: 2,
      });
      mkdirSync(pack.path("levels"));
      expect(inPack()).toEqual({
        stdout: "",
        stderr: "solve: --all: levels holds no level files (*.json)\n",
        code: 2,
      });
    } finally {
      pack.remove();
    }
  });

  it("a replays folder under /proc is refused at once (Node 20's recursive mkdir hangs there)", () => {
    const { path, why } = unmakeableFolder();
    expect(runSolve([good, "--save-replays", path])).toEqual({
      stdout: "",
      stderr: `solve: --save-replays ${path}: cannot create the folder ${path}: ${why}\n`,
      code: 2,
    });
  });
});
