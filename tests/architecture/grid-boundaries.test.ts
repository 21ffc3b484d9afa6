/** Architecture of the grid engine (docs/rules.md §2): boundaries, coupling, determinism, docs. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { importsOf, ROOT, sourceFiles } from "./source";

const files = sourceFiles("src/engine/grid");
const lexicon = JSON.parse(readFileSync(join(ROOT, "content/words.json"), "utf8")) as {
  words: { word: string; class: string; meta?: boolean | string }[];
};
/**
 * A noun whose lexicon line carries a role (`"meta": "empty"`, docs/rules.md §5.3) is engine
 * vocabulary named by its role: exempt from the scan below by that role (never by its spelling),
 * and checked instead never to be spelled in the engine's code.
 */
const hasRole = (w: { meta?: boolean | string }) => typeof w.meta === "string";
const nouns = lexicon.words.filter(
  (w) => w.class === "noun" && w.word !== "TEXT" && w.word !== "ALL" && !hasRole(w),
);
const roleNouns = lexicon.words.filter((w) => w.class === "noun" && hasRole(w));

describe("grid engine boundaries (docs/rules.md §2)", () => {
  test("the scan sees the engine", () => {
    expect(files.map((f) => f.path)).toContain("src/engine/grid/index.ts");
    expect(nouns.map((w) => w.word)).toContain("KEG");
  });

  test("src/engine/grid imports nothing from cards, spellgrid, api, harness, cli, web, solver, content", () => {
    const forbidden = [
      /engine\/cards/,
      /\.\.\/cards/,
      /spellgrid/,
      /\/api\//,
      /harness/,
      /\/cli\b/,
      /\/web\b/,
      /solver/,
      /content/,
    ];
    const bad = files.flatMap((f) =>
      importsOf(f.text)
        .filter((spec) => forbidden.some((p) => p.test(spec)) || !spec.startsWith("."))
        .map((spec) => `${f.path} imports ${spec}`),
    );
    expect(bad).toEqual([]);
  });

  test("nouns are data: the engine names no noun of the lexicon except TEXT and ALL (any case, comments too)", () => {
    const hits = files.flatMap((f) =>
      nouns.filter((n) => new RegExp(`\\b${n.word}\\b`, "i").test(f.text)).map((n) => `${f.path}: ${n.word}`),
    );
    expect(hits).toEqual([]);
  });

  test("a noun that plays a role is keyed by its role: the engine never spells it in a string", () => {
    expect(roleNouns.map((w) => w.meta)).toContain("empty");
    const hits = files.flatMap((f) =>
      roleNouns.filter((n) => new RegExp(`["']${n.word}\\b`).test(f.text)).map((n) => `${f.path}: ${n.word}`),
    );
    expect(hits).toEqual([]);
  });

  test("no Math.random or Date.now in the grid engine", () => {
    expect(files.filter((f) => /Math\.random|Date\.now/.test(f.text)).map((f) => f.path)).toEqual([]);
  });

  test("small modules: every file under 200 lines", () => {
    const big = files.filter((f) => f.text.split("\n").length > 200).map((f) => f.path);
    expect(big).toEqual([]);
  });

  test("every exported declaration has a doc comment", () => {
    const bare = files.flatMap((f) => {
      const lines = f.text.split("\n");
      return lines.flatMap((line, i) =>
        /^export (function|const|class|interface|let|type \w)/.test(line) &&
        !/\*\/\s*$/.test(lines[i - 1] ?? "")
          ? [`${f.path}:${i + 1}: ${line.slice(0, 60)}`]
          : [],
      );
    });
    expect(bare).toEqual([]);
  });
});
