/**
 * One read of an object's properties (docs/rules.md §5.3, §5.8): outside `props-of.ts`, no module reads
 * the per-kind property masks of a level by an object's kind, so a conditional rule is honoured at
 * every read. `journal-rules.ts` alone asks whether the kind itself has a property (to tell a
 * conditional giver from an unconditional one).
 */
import { describe, expect, test } from "vitest";
import { sourceFiles } from "./source";

const ALLOWED = new Set(["src/engine/grid/props-of.ts", "src/engine/grid/journal-rules.ts"]);

describe("the property funnel", () => {
  test("every property read goes through propsOf", () => {
    const files = [...sourceFiles("src"), ...sourceFiles("web")];
    expect(files.map((f) => f.path)).toContain("src/engine/grid/props-of.ts");
    const hits = files
      .filter((f) => !ALLOWED.has(f.path))
      .flatMap((f) =>
        f.text
          .split("\n")
          .map((line, i) => [line, i + 1] as const)
          .filter(([line]) => /\bprops\[(level\.)?kind\[/.test(line) || /\.props\[\w/.test(line))
          .map(([line, n]) => `${f.path}:${n}: ${line.trim()}`),
      );
    expect(hits).toEqual([]);
  });
});
