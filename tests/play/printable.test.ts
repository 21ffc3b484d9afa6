/** Messages that quote what was typed or read are safe to print on a terminal (src/play/printable.ts). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isControl, printable } from "../../src/play/printable";
import { ROOT, runCli, runScript } from "../cli/helpers";
import { fuzzed } from "../fuzz";

describe("printable", () => {
  test("control characters are shown as escapes; newlines, tabs and other text are kept", () => {
    expect(printable('"\u0001\u0002\u001b[2J\u0007x" is not a command')).toBe(
      '"\\u0001\\u0002\\u001b[2J\\u0007x" is not a command',
    );
    expect(printable("a\tb\nc \u007f\u0085 é ✓")).toBe("a\tb\nc \\u007f\\u0085 é ✓");
  });

  test("a message past the bound is cut, saying how much more there was", () => {
    expect(printable("x".repeat(12), 10)).toBe("xxxxxxxxxx… (2 more characters)");
    expect(printable("x".repeat(10), 10)).toBe("xxxxxxxxxx");
  });

  test("no control character but newline and tab is left, whatever the text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary", maxLength: 200 }), (s) => {
        const codes = [...printable(s)].map((ch) => ch.charCodeAt(0));
        expect(codes.filter(isControl)).toEqual([]);
      }),
      fuzzed({ seed: 3, numRuns: 200 }),
    );
  });
});

describe("the commands print what was typed or read safely", () => {
  test("the player: a line of control characters is named in escapes", () => {
    const r = runCli(["levels/l1-double-tap.json"], ["\u0001\u001b[2J\u0007x", "q"]);
    expect(r.stdout).toContain('! "\\u0001\\u001b[2J\\u0007x" is not a command');
    expect(r.stdout).not.toContain("\u001b[2J");
  });

  test("the replay check: an action of control characters is named in escapes", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-printable-"));
    try {
      const file = join(dir, "x.replay.json");
      const replay = JSON.parse(readFileSync(join(ROOT, "replays/l1-double-tap.replay.json"), "utf8"));
      replay.level = join(ROOT, "levels/l1-double-tap.json");
      replay.actions = ["\u001b[2J"];
      writeFileSync(file, JSON.stringify(replay));
      const r = runScript("src/solver/replay-cli.ts", [file]);
      expect(r.stdout + r.stderr).toContain("\\u001b[2J");
      expect(r.stdout + r.stderr).not.toContain("\u001b[2J");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
