import { describe, expect, it } from "vitest";
import { sourceFiles } from "../architecture/source";

/**
 * Thin edges (docs/rules.md §2): the playground reaches the engines through the play layer and the
 * harness only, plus the browser-safe card validator and the word list (data). Type-only imports
 * are free. `vite.config.ts` runs in Node and is left out.
 */
const ALLOWED: readonly RegExp[] = [
  /^\.\/[a-z-.]+$/,
  /^\.\.\/src\/harness$/,
  /^\.\.\/src\/play\/(notation|session|view)$/,
  /^\.\.\/src\/content\/card-validate$/,
  /^\.\.\/src\/content\/content$/,
  /^\.\.\/content\/words\.json$/,
];

/** The specifiers of a file's value imports (`import type …` lines are skipped). */
function valueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]);
}

describe("the playground's imports", () => {
  it("web/ imports the engines only through the play layer and the harness", () => {
    const files = sourceFiles("web").filter((f) => !f.path.endsWith("vite.config.ts"));
    expect(files.length).toBeGreaterThan(5);
    const bad = files.flatMap((f) =>
      valueImports(f.text)
        .filter((spec) => !ALLOWED.some((p) => p.test(spec)))
        .map((spec) => `${f.path} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  it("the scan sees value imports and skips type-only ones", () => {
    expect(valueImports('import type { A } from "x";\nimport { b } from "y";')).toEqual(["y"]);
  });
});
