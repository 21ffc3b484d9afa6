/** Messages that quote what was typed or read are safe to print on a terminal (src/play/printable.ts). */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { isBidiControl, isControl, printable } from "../../src/play/printable";
import { ROOT, runCli, runScript } from "../cli/helpers";
import { fuzzed } from "../fuzz";

describe("printable", () => {
  test("control characters are shown as escapes; newlines, tabs and other text are kept", () => {
    expect(printable('"\u0001\u0002\u001b[2J\u0007x" is not a command')).toBe(
      '"\\u0001\\u0002\\u001b[2J\\u0007x" is not a command',
    );
    expect(printable("a\tb\nc \u007f\u0085 é ✓")).toBe("a\tb\nc \\u007f\\u0085 é ✓");
  });

  test("bidirectional controls are shown as escapes, each of them, and nothing near them", () => {
    const bidi = [
      0x061c, 0x200e, 0x200f, 0x202a, 0x202b, 0x202c, 0x202d, 0x202e, 0x2066, 0x2067, 0x2068, 0x2069,
    ];
    for (const c of bidi)
      expect(printable(`Imp${String.fromCharCode(c)}gol`)).toBe(
        `Imp\\u${c.toString(16).padStart(4, "0")}gol`,
      );
    expect(printable('"Imp\u202egol" is not a card')).toBe('"Imp\\u202egol" is not a card');
    // their neighbours are text: Arabic letters, the zero-width joiners, the line separator, the word joiner
    const kept = "\u061b\u061d\u200b\u200c\u200d\u2028\u2029\u202f\u2060\u2065\u206a";
    expect(printable(kept)).toBe(kept);
    expect([...kept].map((ch) => ch.charCodeAt(0)).filter(isBidiControl)).toEqual([]);
    expect(bidi.filter(isBidiControl)).toEqual(bidi);
  });

  test("a message past the bound is cut, saying how much more there was", () => {
    expect(printable("x".repeat(12), 10)).toBe("xxxxxxxxxx… (2 more characters)");
    expect(printable("x".repeat(10), 10)).toBe("xxxxxxxxxx");
  });

  test("no control character but newline and tab, and no bidirectional control, is left, whatever the text", () => {
    const bidiHeavy = fc.string({
      unit: fc.oneof(
        fc.constantFrom("\u061c", "\u200e", "\u200f", "\u202e", "\u2066", "\u2069"),
        fc.integer({ min: 0, max: 0x2100 }).map((c) => String.fromCharCode(c)),
      ),
      maxLength: 50,
    });
    fc.assert(
      fc.property(fc.oneof(fc.string({ unit: "binary", maxLength: 200 }), bidiHeavy), (s) => {
        const codes = [...printable(s)].map((ch) => ch.charCodeAt(0));
        expect(codes.filter((c) => isControl(c) || isBidiControl(c))).toEqual([]);
      }),
      fuzzed({ seed: 3, numRuns: 200 }),
    );
  });
});

describe("the commands print what was typed or read safely", () => {
  test("the player: a line of control characters, or with a bidirectional control, is named in escapes", () => {
    const r = runCli(["levels/l1-double-tap.json"], ["\u0001\u001b[2J\u0007x", "ab\u202ecd", "q"]);
    expect(r.stdout).toContain('! "\\u0001\\u001b[2J\\u0007x" is not a command');
    expect(r.stdout).not.toContain("\u001b[2J");
    expect(r.stdout).toContain('! "ab\\u202ecd" is not a command');
    expect(r.stdout).not.toContain("\u202e");
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
