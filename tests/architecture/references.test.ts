/**
 * Nothing in the repository refers to a file a user's clone does not have (docs/rules.md §2, issue 10),
 * and every citation of the rules or the API names a section that exists in docs/.
 */
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, test } from "vitest";
import { ROOT } from "./source";

/** This file spells forbidden references and broken citations to test the scan, so it is not scanned. */
const SELF = "tests/architecture/references.test.ts";

/** Where the repository's own text lives: code, data, docs. */
const DIRS = ["src", "web", "bench", "tests", "schema", "content", "docs"];
const FILES = ["README.md", "BENCHMARKS.md"];
const TEXT = /\.(ts|mts|mjs|js|json|md|html|css)$/;

function walk(dir: string, out: string[]): void {
  for (const e of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
    const p = join(dir, e.name);
    if (e.isDirectory()) walk(p, out);
    else if (TEXT.test(e.name)) out.push(p);
  }
}

/** Every scanned file, with its text (JSON's `\u00a7` escapes read as `§`). */
const scanned: { path: string; text: string }[] = (() => {
  const paths: string[] = [...FILES];
  for (const d of DIRS) if (existsSync(join(ROOT, d))) walk(d, paths);
  return paths.map((path) => ({
    path: relative(ROOT, join(ROOT, path)),
    text: readFileSync(join(ROOT, path), "utf8").replace(/\\u00a7/gi, "§"),
  }));
})();

/**
 * References to files outside the repository: the course's and the project's working notes. "Module N"
 * in prose names a course module, not a file, and is fine; so is the repository's own `tests/course/`.
 */
const OUTSIDE: readonly { what: string; pattern: RegExp; allowedIn?: string }[] = [
  { what: "../shared", pattern: /\.\.\/shared/ },
  { what: "SPEC.md", pattern: /SPEC\.md/ },
  { what: "SPEC §", pattern: /SPEC\s*§/ },
  { what: "STYLE", pattern: /\bSTYLE\b/ },
  { what: "course/", pattern: /(?<![\w./-])course\// },
  { what: "harness.md", pattern: /harness\.md/, allowedIn: "docs/api.md" },
  { what: "research/", pattern: /(?<![\w.-])research\// },
  { what: "scenarios.md", pattern: /scenarios\.md/ },
];

/** `path:line: what` for each reference to a file outside the repository in `text`. */
function outsideReferences(path: string, text: string): string[] {
  return text
    .split("\n")
    .flatMap((line, i) =>
      OUTSIDE.filter((o) => o.allowedIn !== path && o.pattern.test(line)).map(
        (o) => `${path}:${i + 1}: ${o.what}`,
      ),
    );
}

/** Section numbers of docs/rules.md (`## 3. …` → "3", `### 3.1 …` → "3.1"). */
function rulesSections(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/^#{2,4} (\d+(?:\.\d+)*)\.? /gm)].map((m) => m[1]));
}

/** The `### M9: …` sections and the other headings of docs/api.md. */
function apiHeadings(markdown: string): string[] {
  return [...markdown.matchAll(/^#{2,4} (.+)$/gm)].map((m) => m[1]);
}

const NUMBER = String.raw`\d+(?:\.\d+)*`;
/** `docs/rules.md §3.2`, `§3.2–3.3`, `§3.7, §4, §8` (a list or a range after one file name). */
const RULES_CITATION = new RegExp(
  String.raw`docs/rules\.md\s*§\s*(${NUMBER}(?:\s*(?:[–-]\s*§?|,\s*§|\s+and\s+§)\s*${NUMBER})*)`,
  "g",
);
/** Inside docs/: `rules §3.2` (api.md) and a bare `§3.2` (rules.md itself). */
const SHORT_RULES_CITATION = new RegExp(
  String.raw`§\s*(${NUMBER}(?:\s*(?:[–-]\s*§?|,\s*§)\s*${NUMBER})*)`,
  "g",
);
/** `docs/api.md M9`, `M6–M9`, `M7/M8`; `docs/api.md "GameEvent"`; `docs/api.md Part II`. */
const API_CITATION = /docs\/api\.md\s+(M\d+(?:\s*[–/-]\s*M\d+)*|"[^"]+"|Part (?:III|II|I)\b)/g;

/** The section numbers a citation names (both ends of a range). */
function cited(list: string): string[] {
  return list.match(new RegExp(NUMBER, "g")) ?? [];
}

/** `path: citation` for every citation in `text` that names no section of the docs. */
function badCitations(path: string, text: string, sections: Set<string>, headings: string[]): string[] {
  const bad: string[] = [];
  const rulesCitations =
    path === "docs/rules.md" || path === "docs/api.md"
      ? [...text.matchAll(SHORT_RULES_CITATION)]
      : [...text.matchAll(RULES_CITATION)];
  for (const m of rulesCitations)
    for (const n of cited(m[1])) if (!sections.has(n)) bad.push(`${path}: ${m[0]} (no section ${n})`);
  for (const m of text.matchAll(API_CITATION)) {
    const ref = m[1];
    const wanted = ref.startsWith('"')
      ? [ref.slice(1, -1)]
      : ref.startsWith("Part")
        ? [`${ref}:`]
        : (ref.match(/M\d+/g) ?? []).map((x) => `${x}:`);
    for (const w of wanted)
      if (!headings.some((h) => h.startsWith(w))) bad.push(`${path}: ${m[0]} (no heading ${w})`);
  }
  return bad;
}

const rules = readFileSync(join(ROOT, "docs/rules.md"), "utf8");
const api = readFileSync(join(ROOT, "docs/api.md"), "utf8");
const sections = rulesSections(rules);
const headings = apiHeadings(api);

describe("no reference to a file outside the repository (docs/rules.md §2)", () => {
  test("the scan reads the code, the data, the docs and the README", () => {
    const paths = scanned.map((f) => f.path);
    for (const p of [
      "README.md",
      "docs/rules.md",
      "docs/api.md",
      "src/harness.ts",
      "schema/card.schema.json",
    ])
      expect(paths).toContain(p);
    expect(paths.some((p) => p.startsWith("web/"))).toBe(true);
    expect(paths.some((p) => p.startsWith("bench/"))).toBe(true);
  });

  test("the patterns find what they look for, and leave the repository's own paths alone", () => {
    const text = [
      "see ../shared/SPEC.md",
      "SPEC §3.3 says",
      "as STYLE.md asks",
      "course/harness.md M9",
      "research/baba-rules.md",
      "course/10-spellgrid/scenarios.md",
      "tests/course/test_10.test.ts, Module 5, THING_STYLES, docs/api.md",
    ].join("\n");
    expect(outsideReferences("x.ts", text)).toEqual([
      "x.ts:1: ../shared",
      "x.ts:1: SPEC.md",
      "x.ts:2: SPEC §",
      "x.ts:3: STYLE",
      "x.ts:4: course/",
      "x.ts:4: harness.md",
      "x.ts:5: research/",
      "x.ts:6: course/",
      "x.ts:6: scenarios.md",
    ]);
  });

  test("no file names ../shared, SPEC, STYLE, the course's files or the research notes", () => {
    const hits = scanned.filter((f) => f.path !== SELF).flatMap((f) => outsideReferences(f.path, f.text));
    expect(hits).toEqual([]);
  });

  test("every docs/*.md a file names exists", () => {
    const missing = scanned.flatMap((f) =>
      [...f.text.matchAll(/docs\/([\w-]+\.md)/g)]
        .filter((m) => !existsSync(join(ROOT, "docs", m[1])))
        .map((m) => `${f.path}: docs/${m[1]}`),
    );
    expect(missing).toEqual([]);
  });
});

describe("every citation names a section that exists", () => {
  test("docs/rules.md has the sections the code cites: §1–§9, §3.1–§3.10, §5.1–§5.6", () => {
    for (const n of ["1", "2", "3", "4", "5", "6", "7", "8", "9"]) expect(sections).toContain(n);
    for (let i = 1; i <= 10; i++) expect(sections).toContain(`3.${i}`);
    for (let i = 1; i <= 6; i++) expect(sections).toContain(`5.${i}`);
    expect(rules).toMatch(/^## 9\. Limits$/m);
  });

  test("docs/api.md has the sections M1–M10, GameEvent and logTree", () => {
    for (let i = 1; i <= 10; i++) expect(headings.some((h) => h.startsWith(`M${i}:`))).toBe(true);
    expect(headings).toContain("GameEvent");
    expect(headings).toContain("logTree");
  });

  test("the citation scan reads lists, ranges and every form the code uses", () => {
    const text = [
      "(docs/rules.md §3.7, §4, §8)",
      "docs/rules.md §3.2–3.3 and docs/rules.md §11, docs/rules.md §3–§12",
      "docs/rules.md §4's table",
      "docs/api.md M6–M9; docs/api.md M7/M8; docs/api.md M11",
      'docs/api.md "GameEvent"; docs/api.md "nothing"; docs/api.md Part II',
    ].join("\n");
    expect(badCitations("x.ts", text, sections, headings)).toEqual([
      "x.ts: docs/rules.md §11 (no section 11)",
      "x.ts: docs/rules.md §3–§12 (no section 12)",
      "x.ts: docs/api.md M11 (no heading M11:)",
      'x.ts: docs/api.md "nothing" (no heading nothing)',
    ]);
  });

  test("every docs/rules.md §N and docs/api.md Mn citation in the repository resolves", () => {
    const bad = scanned
      .filter((f) => f.path !== SELF)
      .flatMap((f) => badCitations(f.path, f.text, sections, headings));
    expect(bad).toEqual([]);
  });
});
