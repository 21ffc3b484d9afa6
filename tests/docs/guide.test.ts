/** The guide runner (tests/docs/guide.ts) reads, applies and compares as the guide says it does. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { applyDiff, guideSteps, masked, matches, withoutGuideContent, withoutNpmLines } from "./guide";

const fence = (info: string, body: string) => `\`\`\`${info}\n${body}\n\`\`\``;

describe("guideSteps", () => {
  test("files, diffs and commands in order, each command with the output block after it", () => {
    const md = [
      "# G",
      fence("json file=cards/a.json", '{ "a": 1 }'),
      "Run:",
      fence("sh", "npm run check"),
      "It prints:",
      fence("text", "ok"),
      fence("diff file=content/words.json", ' "words": [\n+  1,'),
      fence("sh", "mkdir x"),
      fence("json", '{ "illustration": true }'),
    ].join("\n\n");
    expect(guideSteps(md)).toEqual([
      { kind: "file", line: 3, path: "cards/a.json", text: '{ "a": 1 }\n' },
      { kind: "sh", line: 9, script: "npm run check", expected: "ok" },
      { kind: "diff", line: 19, path: "content/words.json", lines: [' "words": [', "+  1,"] },
      { kind: "sh", line: 24, script: "mkdir x", expected: null },
    ]);
  });

  test("a shell block under another name, an output block without a command, an open block: errors", () => {
    expect(() => guideSteps(fence("bash", "ls"))).toThrow(
      "guide line 1: write shell commands as ```sh so the test runs them",
    );
    expect(() => guideSteps(fence("text", "out"))).toThrow(
      "guide line 1: a ```text block shows a command's output",
    );
    expect(() => guideSteps("```sh\nls\n")).toThrow("guide line 1: a code block is not closed");
  });
});

describe("applyDiff", () => {
  const step = (lines: string[]) => ({ kind: "diff" as const, line: 7, path: "f.json", lines });

  test("kept lines locate the change; + lines are added, - lines removed", () => {
    const text = "{\n  a,\n  b,\n  c\n}\n";
    expect(applyDiff(text, step(["   a,", "-  b,", "+  B,", "+  B2,", "   c"]))).toBe(
      "{\n  a,\n  B,\n  B2,\n  c\n}\n",
    );
  });

  test("lines found nowhere or twice, or a line without its sign: errors naming the guide's line", () => {
    expect(() => applyDiff("x\n", step([" y", "+z"]))).toThrow(
      "guide line 7: f.json holds the diff's lines 0 times",
    );
    expect(() => applyDiff("y\ny\n", step([" y", "+z"]))).toThrow("holds the diff's lines 2 times");
    expect(() => applyDiff("y\n", step(["y"]))).toThrow(
      'guide line 7: a diff line starts with " ", "+" or "-": y',
    );
  });
});

describe("comparing output", () => {
  test("npm's banner (with its blank lines) and npm's messages are dropped; the program's own > lines stay", () => {
    const out = [
      "",
      "> spellgrid@0.1.0 check",
      "> tsx src/content/check-cli.ts",
      "",
      "a problem",
      "> c Spark 2 2",
      "npm error Lifecycle script `check` failed with error:",
      "npm error code 1",
    ].join("\n");
    expect(withoutNpmLines(out)).toBe("a problem\n> c Spark 2 2");
  });

  test("timings, states/s and the check's counts are masked; other numbers are compared", () => {
    expect(masked("states explored: 266\ntime: 140.9 ms\nstates/s: 1888 (one cold run)\n")).toBe(
      "states explored: 266\ntime: N ms\nstates/s: N (one cold run)",
    );
    // counts in thousands, as the solver prints them: a figure of any size is one N
    expect(masked("time: 1,140.9 ms\nstates/s: 1,888 (one cold run)")).toBe(
      "time: N ms\nstates/s: N (one cold run)",
    );
    expect(masked("checked 42 files (25 cards, 1 level): 2 problems in 1 file")).toBe(
      masked("checked 43 files (26 cards, 2 levels): 3 problems in 2 files"),
    );
    expect(masked("match: (5 actions, hash 1bee86972db022)")).toBe("match: (5 actions, hash 1bee86972db022)");
  });

  test('a line "..." stands for any number of lines, and nothing else is loose', () => {
    expect(matches("a\n...\nd", "a\nb\nc\nd")).toBe(true);
    expect(matches("a\n...\nd", "a\nd")).toBe(true);
    expect(matches("a\n...", "a")).toBe(true);
    expect(matches("a\n...\nd", "a\nb\nc\nD")).toBe(false);
    expect(matches("a.c", "abc")).toBe(false);
    expect(matches("a\nb", "a\nb\nc")).toBe(false);
  });
});

describe("withoutGuideContent", () => {
  test("a clone where the guide was followed: its files, its level's replay and its added lines go", () => {
    const dir = mkdtempSync(join(tmpdir(), "spellgrid-guide-test-"));
    try {
      for (const d of ["cards", "levels", "replays", "content"]) mkdirSync(join(dir, d));
      const put = (path: string, text: string) => writeFileSync(join(dir, path), text);
      put("cards/lantern.json", "{}");
      put("cards/other.json", "{}");
      put("levels/lit.json", "{}");
      put("replays/lit.replay.json", "{}");
      put("replays/other.replay.json", "{}");
      put("content/words.json", '{\n  "words": [\n    "LANTERN",\n    "BABA"\n  ]\n}\n');
      withoutGuideContent(dir, [
        { kind: "file", line: 1, path: "cards/lantern.json", text: "{}" },
        { kind: "diff", line: 2, path: "content/words.json", lines: ['   "words": [', '+    "LANTERN",'] },
        { kind: "file", line: 3, path: "levels/lit.json", text: "{}" },
        { kind: "diff", line: 4, path: "cards/other.json", lines: ["-{}", "+{ }"] },
        { kind: "diff", line: 5, path: "my-pack/content/words.json", lines: ["+x"] },
        { kind: "sh", line: 6, script: "rm -rf /", expected: null },
      ]);
      const left = ["cards/lantern.json", "cards/other.json", "levels/lit.json", "replays/lit.replay.json"];
      expect(left.map((p) => existsSync(join(dir, p)))).toEqual([false, true, false, false]);
      expect(existsSync(join(dir, "replays/other.replay.json"))).toBe(true);
      expect(readFileSync(join(dir, "content/words.json"), "utf8")).toBe(
        '{\n  "words": [\n    "BABA"\n  ]\n}\n',
      );
      expect(readFileSync(join(dir, "cards/other.json"), "utf8")).toBe("{}");
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
