/**
 * A replay or card file given where a level is expected is recognised, and the message says which
 * command opens it; a broken level names its file and field (issue 10 item 5).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { copyContent } from "../content/copy";
import { ROOT, runCli } from "./helpers";

const run = (script: string, args: string[]) => {
  const r = spawnSync("node", ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    encoding: "utf8",
    timeout: 20_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
};

describe("the commands recognise a file of another kind", () => {
  test("npm start with a card says to check it with npm run check (a replay opens the viewer)", () => {
    const r = runCli(["cards/whirlwind.json"]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(
      "spellgrid: cards/whirlwind.json is a card, not a level: check it with npm run check -- cards/whirlwind.json\n",
    );
  });

  test("npm run solve with a card says to check it with npm run check", () => {
    const r = run("src/solver/cli.ts", ["cards/whirlwind.json"]);
    expect(r.stderr).toBe(
      "solve: cards/whirlwind.json is a card, not a level: check it with npm run check -- cards/whirlwind.json\n",
    );
    expect(r.code).toBe(2);
  });

  test("npm run replay with a level says to play it with npm start", () => {
    const r = run("src/solver/replay-cli.ts", ["levels/l1-double-tap.json"]);
    expect(r.stderr).toBe(
      "replay: levels/l1-double-tap.json is a level, not a replay: play it with npm start -- levels/l1-double-tap.json\n",
    );
    expect(r.code).toBe(2);
  });

  test("npm start with a level holding a typo names the file, the field and the nearest field", () => {
    const file = join(mkdtempSync(join(tmpdir(), "spellgrid-wrong-")), "typo.json");
    const objects = Array.from({ length: 60 }, (_, x) => ({ kind: "wall", x: x % 3, y: 0 }));
    writeFileSync(file, JSON.stringify({ width: 3, height: 1, objets: objects, objects: [] }));
    const r = runCli([file]);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`spellgrid: ${file}: objets: unknown field "objets" (did you mean "objects"?)\n`);
  });
});

describe("npm start with a replay that cannot be watched", () => {
  test("an action it cannot read names the replay and the action, not the level it is played on (exit 2)", () => {
    const pack = copyContent();
    try {
      const file = pack.path("replays/typo.replay.json");
      const recorded = pack.read<{ actions: string[] }>("replays/l1-double-tap.replay.json");
      pack.write("replays/typo.replay.json", { ...recorded, actions: ["w", "zz", ...recorded.actions] });
      expect(runCli([file])).toEqual({
        stdout: "",
        stderr: `spellgrid: ${file}: action 2 "zz": "zz" is not an action: use w/a/s/d, wait, u, or c <card> [x y]\n`,
        code: 2,
      });
    } finally {
      pack.remove();
    }
  });

  test("its level not there: its level field, as written, and how it is read (exit 2)", () => {
    const pack = copyContent();
    try {
      const file = pack.path("replays/moved.replay.json");
      pack.write("replays/moved.replay.json", {
        ...pack.read<Record<string, unknown>>("replays/l1-double-tap.replay.json"),
        level: "../levels/moved-away.json",
      });
      expect(runCli([file])).toEqual({
        stdout: "",
        stderr: `spellgrid: ${file}: level: "../levels/moved-away.json": no such level file (the path is relative to this replay's folder)\n`,
        code: 2,
      });
    } finally {
      pack.remove();
    }
  });
});
