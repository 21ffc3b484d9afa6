/**
 * Every TypeScript example of README.md and docs/*.md runs and prints what the text says it prints, and
 * type-checks (conventions in tests/docs/examples.ts): a user who pastes one into a file at the
 * repository's root and runs it with `npx tsx` sees the lines its `// ` comments show. A card the README or
 * the docs show as JSON is the card's file.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { ROOT } from "../architecture/source";
import { type Example, examplesOf, printed, runExample, typeErrors, writeExample } from "./examples";

const MARKDOWN = [
  "README.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];
const examples = MARKDOWN.flatMap((f) => examplesOf(readFileSync(join(ROOT, f), "utf8"), f));
const dir = mkdtempSync(join(tmpdir(), "spellgrid-examples-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const paths = examples.map((e, i) => writeExample(e, ROOT, dir, i));
const cases = examples.map((e, i) => [`${e.file}:${e.line}`, e, paths[i]] as const);

describe("the TypeScript examples of the README and the docs", () => {
  test("the README's and docs/api.md's examples are all found", () => {
    const files = new Set(examples.map((e) => e.file));
    expect(files).toContain("README.md");
    expect(files).toContain("docs/api.md");
  });

  test.each(cases)("%s runs and prints what its comments show", (_where, example: Example, path) => {
    const r = runExample(path, ROOT);
    expect(r.stderr).toBe("");
    expect(r.stdout.trimEnd()).toBe(printed(example).trimEnd()); // console.log adds a newline to a log tree's
    expect(r.code).toBe(0);
  });

  test("they type-check with the repository's tsconfig", () => {
    const errors = typeErrors(paths, ROOT).map((e) => {
      const example = examples[paths.indexOf(e.path)];
      return `${example.file}:${example.line + e.line}: ${e.message}`;
    });
    expect(errors).toEqual([]);
  });

  test("the conventions: ts blocks only; a comment line alone is output, one after code is not", () => {
    const md = [
      "```ts",
      'console.log("a"); // says a',
      "// a",
      "```",
      "```ts duel",
      "// b",
      "```",
      "```sh",
      "// not ts",
      "```",
    ].join("\n");
    const found = examplesOf(md, "x.md");
    expect(found.map((e) => [e.line, printed(e)])).toEqual([
      [1, "a\n"],
      [5, "b\n"],
    ]);
    expect(() => examplesOf("```ts\nx", "x.md")).toThrow("x.md:1: a code block is not closed");
  });

  test("an example that fails to run, prints something else or has a type error is caught", () => {
    const bad: Example = { file: "x.md", line: 1, code: 'const n: number = "one";\nconsole.log(n);\n// 1' };
    const path = writeExample(bad, ROOT, dir, examples.length);
    expect(runExample(path, ROOT).stdout).toBe("one\n");
    expect(printed(bad)).toBe("1\n");
    expect(typeErrors([path], ROOT)).toEqual([
      { path, line: 1, message: "Type 'string' is not assignable to type 'number'." },
    ]);
    const thrown = writeExample({ ...bad, code: "undeclared.run();" }, ROOT, dir, examples.length + 1);
    const r = runExample(thrown, ROOT);
    expect(r.code).not.toBe(0);
    expect(r.stderr).toContain("ReferenceError: undeclared is not defined");
  });
});

describe("the cards the README and the docs show as JSON", () => {
  test("each is its file in cards/, field for field", () => {
    const files = readdirSync(join(ROOT, "cards")).filter((f) => f.endsWith(".json"));
    const library = new Map<unknown, unknown>(
      files.map((f) => JSON.parse(readFileSync(join(ROOT, "cards", f), "utf8"))).map((c) => [c.name, c]),
    );
    const shown = MARKDOWN.flatMap((f) => examplesOf(readFileSync(join(ROOT, f), "utf8"), f, "json"))
      .map((e) => ({ where: `${e.file}:${e.line}`, data: JSON.parse(e.code) as { name?: unknown } }))
      .filter((s) => library.has(s.data.name));
    expect(shown.map((s) => s.where)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^README\.md:/)]),
    );
    for (const s of shown) expect(s.data, s.where).toEqual(library.get(s.data.name));
  });
});
