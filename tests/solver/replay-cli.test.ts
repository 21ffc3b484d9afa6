/** `npm run replay`: usage, one line per file, exit codes; every error names the replay file. */
import { writeFileSync } from "node:fs";
import { afterAll, describe, expect, test } from "vitest";
import { main as check } from "../../src/content/check-cli";
import { runScript } from "../cli/helpers";
import { copyContent } from "../content/copy";
import { runMain } from "../run-main";

const c = copyContent();
afterAll(() => c.remove());
const replay = (...args: string[]) => runScript("src/solver/replay-cli.ts", args);

describe("npm run replay", () => {
  test("--help prints the usage and reads no file called --help", () => {
    const r = replay("--help");
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/^usage: npm run replay -- <file\.replay\.json>\.\.\.\n/);
    expect(r.stdout).toContain("changed: ...");
    expect(r.stderr).toBe("");
  });

  test("no file, or an unknown option, is a usage error (exit 2)", () => {
    expect(replay()).toMatchObject({ code: 2, stdout: "" });
    expect(replay("--fast")).toMatchObject({
      code: 2,
      stderr: "replay: unknown option --fast (try --help)\n",
    });
  });

  test("one line per file, in a user's content folder; exit 2 when one cannot be read", () => {
    c.edit<{ title: string }>("levels/baba-sink.json", (l) => {
      l.title = "Renamed";
    });
    writeFileSync(c.path("replays/old.replay.json"), JSON.stringify({ level: "x", actions: [], won: true }));
    const files = ["l3-simultaneous-paradox", "baba-sink", "old"].map((n) =>
      c.path(`replays/${n}.replay.json`),
    );
    const r = replay(...files);
    expect(r.code).toBe(2); // old.replay.json cannot be read: an input error goes before a mismatch
    const out = r.stdout.split("\n");
    expect(out[0]).toMatch(new RegExp(`^match: ${files[0]} \\(6 actions on`));
    expect(out[1]).toMatch(
      new RegExp(
        `^changed: ${files[1]}: the level changed since this replay was recorded; it still reaches the same final state`,
      ),
    );
    expect(r.stderr).toBe(
      `replay: ${files[2]}: a replay in the old format (no "format" field); this version reads format 2: record it again (npm start, then save; or npm run solve -- LEVEL --save-replays DIR)\n`,
    );
    expect(replay(files[0], files[1])).toMatchObject({ code: 1, stderr: "" }); // read, but one changed
  });

  test("a replay whose level is not there names its level field, as written, and says how it is read (exit 2)", () => {
    const file = c.path("replays/moved.replay.json");
    c.write("replays/moved.replay.json", {
      ...c.read<Record<string, unknown>>("replays/l1-double-tap.replay.json"),
      level: "../levels/moved-away.json",
    });
    expect(replay(file)).toEqual({
      stdout: "",
      stderr: `replay: ${file}: level: "../levels/moved-away.json": no such level file (the path is relative to this replay's folder)\n`,
      code: 2,
    });
  });

  test("a replay casting a card the content does not hold is refused as npm run check refuses it (exit 2), not a MISMATCH", () => {
    const recorded = c.read<{ actions: string[] }>("replays/l1-double-tap.replay.json");
    const cast = recorded.actions.findIndex((a) => a.startsWith("c "));
    const name = recorded.actions[cast].slice(2);
    const typo = name.slice(0, -2) + name.slice(-1); // one letter left out
    const actions = recorded.actions.map((a, i) => (i === cast ? `c ${typo}` : a));
    c.write("replays/typo.replay.json", { ...recorded, actions });
    const checked = runMain(check, ["replays/typo.replay.json"], c.root);
    expect(checked.code).toBe(1);
    const said = `action ${cast + 1} "c ${typo}": "${typo}" is not a known card`;
    expect(checked.out[0]).toMatch(
      new RegExp(`^replays/typo\\.replay\\.json: ${said.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}`),
    );
    const file = c.path("replays/typo.replay.json");
    expect(replay(file)).toEqual({
      stdout: "",
      stderr: `replay: ${file}: ${checked.out[0].slice("replays/typo.replay.json: ".length)}\n`,
      code: 2,
    });
  });

  test("every matching file: exit 0", () => {
    expect(replay(c.path("replays/l1-double-tap.replay.json")).code).toBe(0);
  });
});
