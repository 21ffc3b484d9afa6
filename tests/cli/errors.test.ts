/** Bad command lines and bad level files end with one line and an exit code; bad cards never crash. */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { BENCH_USAGE } from "../../bench/args";
import { CORPUS_USAGE } from "../../bench/corpus/cli";
import { DEFAULT_LEVEL, parseArgs, USAGE } from "../../src/cli/args";
import { USAGE as CHECK_USAGE } from "../../src/content/check-cli";
import { USAGE as IMPORT_USAGE } from "../../src/content/import/command";
import { USAGE as DUEL_USAGE } from "../../src/duel/args";
import { readLevel } from "../../src/play/files";
import { KEYS } from "../../src/play/notation";
import { playInProcess, runCli, runScript } from "./helpers";

describe("the command line", () => {
  it("reads a level, --raw, --help, and rejects unknown flags", () => {
    expect(parseArgs([])).toEqual({ type: "play", level: DEFAULT_LEVEL, raw: false });
    expect(parseArgs(["levels/baba-sink.json"])).toEqual({
      type: "play",
      level: "levels/baba-sink.json",
      raw: false,
    });
    expect(parseArgs(["--raw", "levels/baba-sink.json"])).toEqual({
      type: "play",
      level: "levels/baba-sink.json",
      raw: true,
    });
    expect(parseArgs(["--raw"])).toEqual({ type: "play", level: DEFAULT_LEVEL, raw: true });
    expect(parseArgs(["--help"])).toEqual({ type: "help" });
    expect(parseArgs(["a.json", "b.json"]).type).toBe("error");
  });

  it("--help prints the usage, which names what can be typed", () => {
    const r = runCli(["--help", "--fast"]);
    expect(r).toEqual({ stdout: `${USAGE}\n`, stderr: "", code: 0 });
    expect(USAGE).toContain("w; w; c Whirlwind");
  });

  it("--help names a key for every kind of turn: each step and the wait", () => {
    const byTurn = new Map<string, string[]>();
    for (const [key, turn] of Object.entries(KEYS)) byTurn.set(turn, [...(byTurn.get(turn) ?? []), key]);
    const words = new Set(USAGE.split(/\s+/));
    for (const [turn, keys] of byTurn) expect([turn, keys.some((k) => words.has(k))]).toEqual([turn, true]);
  });

  it("every other command's --help (check, duel, import, corpus, bench) fits an 80-column terminal", () => {
    const helps: [string, string][] = [
      ["bench", BENCH_USAGE],
      ["check", CHECK_USAGE],
      ["duel", DUEL_USAGE],
      ["import", IMPORT_USAGE],
      ["corpus", CORPUS_USAGE],
    ];
    for (const [command, help] of helps)
      for (const line of help.split("\n"))
        expect([command, line, line.length <= 80]).toEqual([command, line, true]);
  });

  it("every --help (the player's, the solver's, the replay check's) fits an 80-column terminal", () => {
    for (const script of ["src/cli/main.ts", "src/solver/cli.ts", "src/solver/replay-cli.ts"]) {
      const r = runScript(script, ["--help"]);
      expect(r.code).toBe(0);
      const lines = r.stdout.trimEnd().split("\n");
      expect(lines.length).toBeGreaterThan(3);
      for (const line of lines) expect([script, line, line.length <= 80]).toEqual([script, line, true]);
    }
  });

  it("exits 2 on an unknown flag, with one line", () => {
    const r = runCli(["--fast"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("spellgrid: unknown option --fast (try --help)\n");
    expect(parseArgs(["--dule"])).toEqual({
      type: "error",
      message: "unknown option --dule: did you mean --duel? (try --help)",
    });
  });

  it("a duel's flag without --duel, or npm run duel's flag with it, says where it belongs", () => {
    expect(parseArgs(["--ai", "mcts"])).toEqual({
      type: "error",
      message: "--ai is an option of a duel: npm start -- --duel --ai … (try --help)",
    });
    expect(parseArgs(["--duel", "--players", "greedy,mcts"])).toEqual({
      type: "error",
      message:
        "--players is an option of npm run duel (AI against AI); here --ai NAME picks the AI you play against (try --help)",
    });
    expect(parseArgs(["--duel", "--fast"])).toEqual({
      type: "error",
      message: "unknown option --fast (try --help)",
    });
  });

  it("exits 2 on a missing level file, naming it", () => {
    const r = runCli(["levels/nope.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("spellgrid: levels/nope.json: cannot read the file (no such file)\n");
  });

  it("exits 2 on a malformed level file, naming it, without a stack trace", () => {
    const file = join(mkdtempSync(join(tmpdir(), "spellgrid-cli-")), "broken.json");
    writeFileSync(file, '{"width": 3,');
    const r = runCli([file]);
    expect(r.code).toBe(2);
    expect(r.stderr.startsWith(`spellgrid: ${file}: not valid JSON`)).toBe(true);
    expect(r.stderr.trim().split("\n")).toHaveLength(1);
  });
});

describe("bad cards in play", () => {
  it("a targeted spell without a target explains itself, and the game goes on", async () => {
    const def = readLevel(join(DEFAULT_LEVEL, "../l3-simultaneous-paradox.json"));
    const { out, session } = await playInProcess({ ...def, hand: ["Spark", ...(def.hand ?? [])] }, "x.json", [
      "c Spark",
      "c Spark 4 4",
    ]);
    expect(out).toContain("! Spark needs a target: type c Spark x y (a minion's tile)\n");
    expect(out).toContain("hedge1");
    expect(session.history).toHaveLength(1);
  });

  it("an empty answer cancels Graft and nothing happens", async () => {
    const def = readLevel(join(DEFAULT_LEVEL, "../l2-spliced-corpse.json"));
    const { out, session } = await playInProcess(def, "x.json", ["c Graft", "1", ""]);
    expect(out).toContain("Graft cancelled: nothing happened");
    expect(session.history).toHaveLength(0);
  });
});
