/**
 * `npm run duel` as a user runs it (a spawned process): the table's shape, progress lines when stderr is
 * not a terminal, --json, the same results on 1 and 2 workers, --help, and errors naming the flag or the
 * deck file. The decks are made here from the card library's collectible cards (any library will do).
 */
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { copyLimit } from "../../src/content/deck-check";
import { DECK_RULES } from "../../src/content/deck-rules";
import { DUEL_DEFAULTS, parseDuelArgs, USAGE } from "../../src/duel/args";
import { ROOT } from "../architecture/source";

function runDuel(args: string[]) {
  const r = spawnSync("node", ["--import", "tsx", "src/duel/cli.ts", ...args], {
    cwd: ROOT,
    env: { ...process.env, NO_COLOR: "1" },
    encoding: "utf8",
    timeout: SPAWNED,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/** A spawned command loads the code through tsx: on a busy machine that takes a while. */
const SPAWNED = 240_000;

const dir = mkdtempSync(join(tmpdir(), "spellgrid-duel-cli-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A legal deck: the collectible cards as often as each may be, from the start or the end of the library. */
function deckFile(name: string, reversed: boolean): string {
  const library = readCardDir().filter((d) => d.collectible !== false);
  const cards: string[] = [];
  for (const d of reversed ? library.reverse() : library)
    for (let i = 0; i < copyLimit(d) && cards.length < DECK_RULES.size; i++) cards.push(d.name);
  const path = join(dir, `${name}.json`);
  writeFileSync(path, JSON.stringify({ name, cards }));
  return path;
}
const A = deckFile("first", false);
const B = deckFile("second", true);

describe("npm run duel", () => {
  test(
    "plays the match and prints each player's wins with a 95 % interval, draws, length and speed",
    () => {
      const r = runDuel([
        A,
        B,
        "--games",
        "4",
        "--players",
        "greedy,random",
        "--workers",
        "1",
        "--seed",
        "3",
      ]);
      expect(r.code).toBe(0);
      // the decks' paths in the temporary folder are long: each interval may be on a line of its own
      // (report.test.ts), here put back on its row
      const lines = r.stdout.trimEnd().replaceAll("\n   95 % CI", "  95 % CI").split("\n");
      expect(lines[0]).toBe("4 games, seed 3, 1 worker");
      expect(lines[1]).toMatch(
        /^1\. greedy \(.*first\.json\) +\d+ wins? +\d+\.\d % {2}95 % CI \d+\.\d % to \d+\.\d %$/,
      );
      expect(lines[2]).toMatch(
        /^2\. random \(.*second\.json\) +\d+ wins? +\d+\.\d % {2}95 % CI \d+\.\d % to \d+\.\d %$/,
      );
      expect(lines[3]).toMatch(/^draws +\d+ +\d+\.\d %$/);
      expect(lines[4]).toMatch(/^first player won \d+ of \d+ decided games?/);
      expect(lines[5]).toMatch(/^game length: \d+\.\d turns, \d+\.\d actions \(mean\)$/);
      expect(lines[6]).toMatch(/^speed: [\d,]+ actions in \d+\.\d s: [\d,]+ actions\/s$/);
      expect(lines).toHaveLength(7);
      const wins = [1, 2, 3].map((i) =>
        Number(/ (\d+) {6}| (\d+) wins?/.exec(lines[i])!.slice(1).find(Boolean)),
      );
      expect(wins[0] + wins[1] + wins[2]).toBe(4);
      // Not a terminal: the progress is plain lines on stderr, the last one the whole match.
      expect(r.stderr.trimEnd().split("\n").at(-1)).toBe("4/4 games");
      expect(r.stderr).not.toContain("\r");
    },
    SPAWNED,
  );

  test(
    "--json: the same seed gives the same results on 1 and 2 workers",
    () => {
      const json = (workers: string) => {
        const r = runDuel([
          A,
          B,
          "--games",
          "6",
          "--players",
          "random,random",
          "--workers",
          workers,
          "--json",
        ]);
        expect(r.code).toBe(0);
        const { ms, actionsPerSecond, workers: w, ...rest } = JSON.parse(r.stdout);
        expect(ms).toBeGreaterThan(0);
        expect(actionsPerSecond).toBeGreaterThan(0);
        expect(w).toBe(Number(workers));
        return rest;
      };
      const one = json("1");
      expect(one).toMatchObject({ games: 6, seed: DUEL_DEFAULTS.seed, players: ["random", "random"] });
      expect(one.wins[0] + one.wins[1] + one.draws).toBe(6);
      expect(json("2")).toEqual(one);
    },
    SPAWNED,
  );

  test(
    "--help prints the usage; bad flags and deck files are errors naming them (exit 2)",
    () => {
      expect(runDuel(["--bogus", "--help"])).toEqual({ stdout: `${USAGE}\n`, stderr: "", code: 0 });
      for (const line of USAGE.split("\n")) expect(line.length, line).toBeLessThanOrEqual(80);
      expect(runDuel([A, B, "--games", "0"])).toEqual({
        stdout: "",
        stderr: 'duel: --games must be a whole number ≥ 1, not "0"\n',
        code: 2,
      });
      const missing = join(dir, "missing.json");
      const r = runDuel([A, missing]);
      expect(r).toMatchObject({ stdout: "", code: 2 });
      expect(r.stderr).toMatch(/^duel: .*missing\.json: cannot be read/);
    },
    SPAWNED,
  );

  test(
    "a deck of decks/ by name, as npm start -- --duel takes it; an unknown name lists the decks (exit 2)",
    () => {
      const r = runDuel(["starter-aggro", "starter-control", "--games", "1", "--players", "random,random"]);
      expect({ code: r.code, stderr: r.stderr }).toEqual({ code: 0, stderr: "1/1 game\n" });
      expect(r.stdout.split("\n").slice(1, 3)).toEqual([
        expect.stringMatching(/^1\. random \(starter-aggro\) /),
        expect.stringMatching(/^2\. random \(starter-control\) /),
      ]);
      const typo = runDuel(["starter-agro", "starter-control"]);
      expect(typo).toMatchObject({ stdout: "", code: 2 });
      expect(typo.stderr).toMatch(
        /^duel: unknown deck "starter-agro" \(did you mean "starter-aggro"\?\): the decks of decks\/ are .*starter-aggro.*; a deck file is a path ending in \.json\n$/,
      );
    },
    SPAWNED,
  );

  test(
    "a deck file named without its ending, or by the start of its name, is asked after (exit 2)",
    () => {
      const typed = A.slice(0, -".json".length);
      expect(runDuel([typed, B])).toEqual({
        stdout: "",
        stderr: `duel: ${typed}: no such file: did you mean ${A}?\n`,
        code: 2,
      });
      const start = A.slice(0, -"st.json".length);
      expect(runDuel([start, B]).stderr).toBe(`duel: ${start}: no such file: did you mean ${A}?\n`);
      // a deck of decks/ typed with its folder: the file, not the name without the folder
      expect(runDuel(["decks/starter-aggro", B]).stderr).toBe(
        "duel: decks/starter-aggro: no such file: did you mean decks/starter-aggro.json?\n",
      );
    },
    SPAWNED,
  );

  test(
    "decks in a content folder lacking cards/ or content/seams.json are refused, naming what is missing (exit 2)",
    () => {
      const pack = join(dir, "pack");
      mkdirSync(join(pack, "content"), { recursive: true });
      writeFileSync(join(pack, "content", "words.json"), readFileSync(join(ROOT, "content", "words.json")));
      const deck = join(pack, "deck.json");
      writeFileSync(deck, readFileSync(A));
      expect(runDuel([deck, deck, "--games", "1"])).toEqual({
        stdout: "",
        stderr: `duel: ${pack}: not a content folder: content/seams.json is missing (a content folder holds cards/, content/words.json and content/seams.json)\n`,
        code: 2,
      });
      writeFileSync(join(pack, "content", "seams.json"), readFileSync(join(ROOT, "content", "seams.json")));
      expect(runDuel([deck, deck, "--games", "1"]).stderr).toBe(
        `duel: ${pack}: not a content folder: cards is missing (a content folder holds cards/, content/words.json and content/seams.json)\n`,
      );
    },
    SPAWNED,
  );
});

describe("Ctrl-C during a match", () => {
  test(
    "ends the progress and says after how many games it stopped (exit 130), not a bare ^C",
    async () => {
      const deck = deckFile("stop", false);
      const child = spawn(
        "node",
        [
          "--import",
          "tsx",
          "src/duel/cli.ts",
          deck,
          deck,
          "--games",
          "40",
          "--workers",
          "1",
          "--players",
          "greedy,greedy",
        ],
        { cwd: ROOT, env: { ...process.env, NO_COLOR: "1" } },
      );
      let stderr = "";
      let stdout = "";
      child.stdout.on("data", (d) => (stdout += d));
      const closed = new Promise<number | null>((done) => child.on("close", (code) => done(code)));
      await new Promise<void>((started) =>
        child.stderr.on("data", (d) => {
          stderr += d;
          if (/\/40 games\n/.test(stderr)) started(); // a tenth is played: the match is under way
        }),
      );
      child.kill("SIGINT");
      expect(await closed).toBe(130);
      const shown = Number(/(\d+)\/40 games\n$/.exec(stderr.split("duel: ")[0])?.[1]);
      const m =
        /\nduel: stopped after (\d+) of 40 games: no results \(--games N plays a shorter match\)\n$/.exec(
          stderr,
        );
      expect(m).not.toBeNull();
      const done = Number(m![1]); // the games played, at least the last tenth shown (the bar moves between tenths)
      expect(done).toBeGreaterThanOrEqual(shown);
      expect(done).toBeLessThan(40);
      expect(stdout).toBe("");
    },
    SPAWNED,
  );
});

describe("the duel command's arguments", () => {
  test("defaults, and every flag read", () => {
    expect(parseDuelArgs(["a.json", "b.json"])).toEqual({
      decks: ["a.json", "b.json"],
      players: [...DUEL_DEFAULTS.players],
      games: DUEL_DEFAULTS.games,
      seed: DUEL_DEFAULTS.seed,
      workers: undefined,
      playouts: DUEL_DEFAULTS.playouts,
      json: false,
      help: false,
    });
    const all = "a b --games 1000 --players mcts,greedy --seed 9 --workers 2 --playouts 50 --json".split(" ");
    expect(parseDuelArgs(all)).toMatchObject({
      decks: ["a", "b"],
      games: 1000,
      players: ["mcts", "greedy"],
      seed: 9,
      workers: 2,
      playouts: 50,
      json: true,
    });
  });

  test.each([
    [
      ["a"],
      "name two decks, one for each player (a deck file, or a deck of decks/ by name: starter-aggro), not 1 (try --help)",
    ],
    [
      ["a", "b", "c"],
      "name two decks, one for each player (a deck file, or a deck of decks/ by name: starter-aggro), not 3 (try --help)",
    ],
    [["a", "b", "--games"], "--games needs a number"],
    // A flag of npm start -- --duel says where it belongs and what does its work here.
    [
      ["a", "b", "--ai", "mcts"],
      "--ai belongs to npm start -- --duel (you against the AI); here --players A,B names both agents (as --players greedy,mcts) (try --help)",
    ],
    [["a", "b", "--games", "1.5"], '--games must be a whole number ≥ 1, not "1.5"'],
    [["a", "b", "--workers", "0"], '--workers must be a whole number ≥ 1, not "0"'],
    [["a", "b", "--playouts", "x"], '--playouts must be a whole number ≥ 1, not "x"'],
    [["a", "b", "--seed", "-1"], '--seed must be a whole number ≥ 0, not "-1"'],
    [["a", "b", "--seed", "4294967296"], '--seed must be at most 4294967295, not "4294967296"'],
    [["a", "b", "--games", "1000001"], '--games must be at most 1000000, not "1000001"'],
    [["a", "b", "--playouts", "999999999999"], '--playouts must be at most 100000, not "999999999999"'],
    // Digits past the largest safe integer are still a number too big, not "not a whole number".
    [
      ["a", "b", "--seed", "99999999999999999999"],
      '--seed must be at most 4294967295, not "99999999999999999999"',
    ],
    [
      ["a", "b", "--games", "99999999999999999999"],
      '--games must be at most 1000000, not "99999999999999999999"',
    ],
    // A thousand worker threads would fill the memory and crash the command.
    [["a", "b", "--workers", "257"], '--workers must be at most 256, not "257"'],
    [["a", "b", "--players", "mcts"], '--players needs two agents, as A,B, not "mcts"'],
    [
      ["a", "b", "--players", "mcts,alphazero"],
      '--players: unknown agent "alphazero" (the agents are random, greedy, mcts)',
    ],
    [["a", "b", "--players"], "--players needs two agents, as A,B"],
    [["a", "b", "--fast"], "unknown option --fast (try --help)"],
    [["a", "b", "--gamez", "4"], "unknown option --gamez: did you mean --games? (try --help)"],
    [["a", "b", "--player", "mcts,mcts"], "unknown option --player: did you mean --players? (try --help)"],
  ])("%j is refused: %s", (argv, message) => {
    expect(() => parseDuelArgs(argv)).toThrow(message);
  });

  test("typed with no deck (npm run duel, a newcomer's first try), it shows a command that plays, in 80 columns", () => {
    let message = "";
    try {
      parseDuelArgs([]);
    } catch (err) {
      message = `duel: ${(err as Error).message}`;
    }
    const example = /npm run duel -- (\S+) (\S+)/.exec(message);
    expect(example, message).not.toBeNull();
    expect(parseDuelArgs([example![1], example![2]]).decks).toEqual([example![1], example![2]]);
    for (const deck of [example![1], example![2]])
      expect(existsSync(join(ROOT, "decks", `${deck}.json`))).toBe(true);
    expect(message.length).toBeLessThanOrEqual(80);
  });
});
