/**
 * `npm run docs` and `npm run schemas`, run in a temporary root: they take no arguments, and a file they
 * cannot read or write is one line naming it (not a stack trace), leaving the files as they were.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { REFERENCE_BEGIN, REFERENCE_END, referenceMarkdown } from "../../src/content/docs/reference";
import { DOCS_USAGE, writeDocs } from "../../src/content/docs/write";
import { SCHEMAS_USAGE, writeSchemas } from "../../src/content/schemas/write";
import { runMain } from "../run-main";

const temp = mkdtempSync(join(tmpdir(), "spellgrid-writers-"));
afterAll(() => rmSync(temp, { recursive: true, force: true }));

/** A root holding docs/authoring.md with `text`. */
function rootWithGuide(name: string, text: string): string {
  const root = join(temp, name);
  mkdirSync(join(root, "docs"), { recursive: true });
  writeFileSync(join(root, "docs", "authoring.md"), text);
  return root;
}
const guide = (root: string) => readFileSync(join(root, "docs", "authoring.md"), "utf8");

describe("npm run docs", () => {
  test("writes the reference between the markers", () => {
    const root = rootWithGuide("fine", `# Guide\n\n${REFERENCE_BEGIN}\nold\n${REFERENCE_END}\n`);
    expect(runMain(writeDocs, [], root)).toEqual({
      code: 0,
      out: ["wrote the reference in docs/authoring.md"],
      err: [],
    });
    expect(guide(root)).toBe(`# Guide\n\n${REFERENCE_BEGIN}\n\n${referenceMarkdown()}\n\n${REFERENCE_END}\n`);
  });

  test("a guide without the markers is one line naming it (exit 1), and the guide is unchanged", () => {
    const root = rootWithGuide("no-markers", `# Guide\n\n${REFERENCE_END}\n`);
    expect(runMain(writeDocs, [], root)).toEqual({
      code: 1,
      out: [],
      err: [
        `docs: docs/authoring.md: the reference markers are missing (${REFERENCE_BEGIN} … ${REFERENCE_END})`,
      ],
    });
    expect(guide(root)).toBe(`# Guide\n\n${REFERENCE_END}\n`);
    expect(runMain(writeDocs, [], join(temp, "nowhere")).err).toEqual([
      "docs: docs/authoring.md: cannot read the file (ENOENT)",
    ]);
  });

  test("an argument is refused (exit 2) and nothing is written; --help prints the usage", () => {
    const root = rootWithGuide("args", "untouched");
    expect(runMain(writeDocs, ["/tmp/elsewhere"], root)).toEqual({
      code: 2,
      out: [],
      err: [
        'docs: npm run docs takes no arguments, not "/tmp/elsewhere" (it writes docs/authoring.md; try --help)',
      ],
    });
    expect(guide(root)).toBe("untouched");
    expect(runMain(writeDocs, ["--help"], root)).toEqual({ code: 0, out: [DOCS_USAGE], err: [] });
  });
});

describe("npm run schemas", () => {
  test("a schema folder that is missing is one line naming the file (exit 1)", () => {
    const root = join(temp, "no-schema");
    mkdirSync(root);
    expect(runMain(writeSchemas, [], root)).toEqual({
      code: 1,
      out: [],
      err: [`schemas: ${join(root, "schema", "card.schema.json")}: no such folder (${join(root, "schema")})`],
    });
  });

  test("an argument is refused (exit 2) and nothing is written; --help prints the usage", () => {
    const root = join(temp, "schema-args");
    mkdirSync(join(root, "schema"), { recursive: true });
    expect(runMain(writeSchemas, ["--out", "x"], root)).toEqual({
      code: 2,
      out: [],
      err: ['schemas: npm run schemas takes no arguments, not "--out" (it writes schema/*.json; try --help)'],
    });
    expect(readdirSync(join(root, "schema"))).toEqual([]);
    expect(runMain(writeSchemas, ["-h"], root)).toEqual({ code: 0, out: [SCHEMAS_USAGE], err: [] });
  });
});
