import { describe, expect, it } from "vitest";
import { sourceFiles } from "../architecture/source";

/**
 * Thin edges (docs/rules.md §2): the studio reaches the engines through the play layer and the harness
 * only; besides them it may import the pure, browser-safe parts of the content checks (the checker the
 * editor validates with, the JSON text parser every loader shares, the limits, file kinds, problems, the browser-safe card validator, the freezing of card data), the solver's
 * pure search and model (run in a Web Worker) and what a result says of the actions it skipped
 * (`skipped.ts`, which the search imports) and why it found no win (`hints.ts`: the words `npm run solve` uses), and the word list (data). Node-only modules (files,
 * replay files, content roots, the solver's thread pool and commands) are never imported: a test of the
 * build (tests/web/studio.test.ts) checks no Node module reaches the bundle. Type-only imports are free.
 * `vite.config.ts` runs in Node and is left out.
 */
const ALLOWED: readonly RegExp[] = [
  /^\.\/[a-z-.]+$/,
  /^\.\.\/src\/harness$/,
  /^\.\.\/src\/play\/(notation|session|view|fingerprint|replay|steps|progress|duel-match|duel-view|duel-decks|duel-agents|plural)$/,
  /^\.\.\/src\/content\/(card-validate|content|check|classify|deep-freeze|json-text|limits|problems|replay-check)$/,
  /^\.\.\/src\/solver\/(model|search|skipped|hints)$/,
  /^\.\.\/content\/words\.json$/,
];

/** The specifiers of a file's value imports (`import type …` lines are skipped). */
function valueImports(text: string): string[] {
  return [...text.matchAll(/^import\s+(?!type\b)[^;]*?from\s*"([^"]+)"/gm)].map((m) => m[1]);
}

describe("the studio's imports", () => {
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

  it("no allowed import names an engine or a Node-only module", () => {
    for (const spec of [
      "../src/engine/grid",
      "../src/play/files",
      "../src/play/replay-file",
      "../src/content/content-root",
      "../src/content/card-files",
      "../src/solver/parallel",
      "../src/solver/index",
      "../src/solver/cli",
    ])
      expect([spec, ALLOWED.some((p) => p.test(spec))]).toEqual([spec, false]);
  });

  it("the scan sees value imports and skips type-only ones", () => {
    expect(valueImports('import type { A } from "x";\nimport { b } from "y";')).toEqual(["y"]);
  });
});
