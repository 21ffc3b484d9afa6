/**
 * A replay or card file given where a level is expected is recognised, and the message says which
 * command opens it; a broken level names its file and field (issue 10 item 5).
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
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
