import { describe, expect, test } from "vitest";
import { importsOf, sourceFiles } from "./source";

/** What each engine may not import (docs/rules.md §2, import boundaries). */
const FORBIDDEN: Record<string, RegExp[]> = {
  "src/engine/cards": [/engine\/grid/, /engine\/spellgrid/, /\/grid\//, /\.\.\/grid/, /\.\.\/spellgrid/],
  "src/engine/grid": [/engine\/cards/, /engine\/spellgrid/, /\.\.\/cards/, /\.\.\/spellgrid/],
  "src/engine": [/harness/, /\/cli\b/, /\/web\b/, /\/solver\b/, /\/api\//, /^node:/],
};

describe("import boundaries (docs/rules.md §2)", () => {
  for (const [dir, patterns] of Object.entries(FORBIDDEN)) {
    test(`${dir} imports none of ${patterns.map(String).join(" ")}`, () => {
      const files = sourceFiles(dir);
      expect(files.length).toBeGreaterThan(0);
      const bad = files.flatMap((f) =>
        importsOf(f.text)
          .filter((spec) => patterns.some((p) => p.test(spec)))
          .map((spec) => `${f.path} imports ${spec}`),
      );
      expect(bad).toEqual([]);
    });
  }

  test("the import scan sees imports", () => {
    expect(importsOf('import { a } from "../grid/x";\nexport * from "./y";')).toEqual(["../grid/x", "./y"]);
  });
});

describe("determinism (docs/rules.md §2): no randomness or clock in the engines", () => {
  test("no Math.random, Date.now, new Date or performance.now under src/engine/", () => {
    const bad = sourceFiles("src/engine").filter((f) =>
      /Math\.random|Date\.now|new Date\b|performance\.now/.test(f.text),
    );
    expect(bad.map((f) => f.path)).toEqual([]);
  });

  test("the same seed gives the same game without a chooser", async () => {
    const { newGame } = await import("../fixtures/cards"); // Test Workshop is a test-only card
    const run = (seed: number) => {
      const g = newGame({ seed });
      for (let i = 0; i < 4; i++) g.cast("Test Workshop");
      return g.hand(0).map((id) => g.nameOf(id));
    };
    expect(run(7)).toEqual(run(7));
    expect(new Set([1, 2, 3, 4, 5, 6].map((s) => run(s).join())).size).toBeGreaterThan(1);
  });
});

describe("order is data (docs/rules.md §2)", () => {
  test('no "naive" branch anywhere in the engines', () => {
    const bad = sourceFiles("src/engine").filter((f) =>
      /naive/i.test(f.text.replace(/\/\*\*[\s\S]*?\*\/|\/\/.*$/gm, "")),
    );
    expect(bad.map((f) => f.path)).toEqual([]);
  });
});
