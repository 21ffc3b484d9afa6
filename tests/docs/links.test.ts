/**
 * Every link of the README and the docs leads somewhere: the file it names exists in the repository, and
 * the heading its `#anchor` names is in that file (tests/docs/links.ts). A renamed section or file fails
 * here, naming the link and its line.
 */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "../architecture/source";
import { anchors, brokenLinks, slug } from "./links";

const MARKDOWN = [
  "README.md",
  "BENCHMARKS.md",
  ...readdirSync(join(ROOT, "docs"))
    .filter((f) => f.endsWith(".md"))
    .map((f) => `docs/${f}`),
];

describe("links between the Markdown files", () => {
  test.each(MARKDOWN)("every link of %s names a file and a heading that exist", (file) => {
    expect(brokenLinks(ROOT, file)).toEqual([]);
  });

  test("headings slug as GitHub's: lower case, punctuation dropped, repeats numbered", () => {
    expect(slug("8. A folder of your own")).toBe("8-a-folder-of-your-own");
    expect(slug("3.10 Duels: turns, mana, combat")).toBe("310-duels-turns-mana-combat");
    expect(slug("Agents (`src/ai/`)")).toBe("agents-srcai");
    expect(anchors("# A\n\n```\n# not a heading\n```\n\n## A\n### B b\n")).toEqual(["a", "a-1", "b-b"]);
  });

  test("a missing file, a missing heading and a path out of the repository are named with their line", () => {
    const root = mkdtempSync(join(tmpdir(), "spellgrid-links-"));
    try {
      mkdirSync(join(root, "guide"));
      writeFileSync(join(root, "guide/b.md"), "# Bee\n\n## Two words\n");
      writeFileSync(
        join(root, "guide/a.md"),
        [
          "# A",
          "[ok](b.md#two-words) [self](#a) [web](https://example.org/x.md)",
          "[gone](c.md) [no heading](b.md#three) [out](../../x.md)",
          "```",
          "[in code](nowhere.md)",
          "```",
        ].join("\n"),
      );
      expect(brokenLinks(root, "guide/a.md")).toEqual([
        "guide/a.md:3: (c.md): no file guide/c.md",
        "guide/a.md:3: (b.md#three): guide/b.md has no heading #three",
        "guide/a.md:3: (../../x.md): no file ../x.md",
      ]);
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });
});
