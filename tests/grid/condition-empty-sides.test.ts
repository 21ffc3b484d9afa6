/**
 * Conditional `EMPTY <cond> IS ROCK` read after movement, against a model (docs/rules.md §5.8
 * "Conditional fills"; fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random
 * boards of babas (YOU) and kekes take a step left, right or a wait under one rule `EMPTY [NOT] COND
 * TARGET IS ROCK`, COND BESIDELEFT, BESIDERIGHT, NEAR, ABOVE or WITHOUT, TARGET BABA, KEKE or EMPTY. The
 * model moves the babas (each one cell, the edge holding it) and reads each empty cell of the board as
 * movement left it: BESIDELEFT X an X on a cell right of it in its row, BESIDERIGHT X left of it, NEAR X
 * on one of the eight around it, ABOVE X below it in its column, the cell itself never counting as an
 * empty one; WITHOUT X no X on the grid, WITHOUT EMPTY no other empty cell. A rock appears on exactly the
 * empty cells where it holds (tests/grid/condition-empty-cell.test.ts reads a wait without the one-sided
 * words). Source: the game's `convert()` fills each empty tile where `testcond(conds, 2, i, j)` holds
 * (lilybeevee/Lilys-Mods Data/convert.lua); its post-2021 `besideleft` scans `x + 1` to the edge,
 * `besideright` `x - 1` back to it (SpecialAPI/SpecialAPIsWordsAndStuff Lua/conditions.lua).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { objectsOf } from "./builder";

const CONDS = ["BESIDELEFT", "BESIDERIGHT", "NEAR", "ABOVE", "WITHOUT"] as const;
const CASE = fc.record({
  cond: fc.constantFrom(...CONDS),
  negated: fc.boolean(),
  target: fc.constantFrom("BABA", "KEKE", "EMPTY"),
  input: fc.constantFrom("left", "right", "wait"),
  height: fc.integer({ min: 1, max: 4 }),
  things: fc.array(fc.tuple(fc.constantFrom("baba", "keke"), fc.nat(), fc.nat()), { maxLength: 16 }),
  full: fc.option(fc.nat(), { nil: null }), // every cell taken but this one (or none): WITHOUT EMPTY can hold
});

describe("EMPTY <cond> IS ROCK after movement against a model (random boards)", () => {
  it("a rock fills exactly the empty cells the condition holds on, read on the board as movement left it", () => {
    let filled = 0;
    fc.assert(
      fc.property(CASE, ({ cond, negated, target, input, height, things, full }) => {
        const width = 8;
        const rule = ["EMPTY", ...(negated ? ["NOT"] : []), cond, target, "IS", "ROCK"];
        const objects: LevelDef["objects"] = [
          ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
          ...rule.map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
          ...things.map(([kind, x, y]) => ({ kind, x: x % width, y: 2 + (y % height) })),
        ];
        const H = 2 + height;
        if (full !== null)
          for (let y = 0; y < H; y++)
            for (let x = 0; x < width; x++)
              if (y * width + x !== full % (width * H) && !objects.some((o) => o.x === x && o.y === y))
                objects.push({ kind: "keke", x, y });
        const b = newBaba({ width, height: H, objects });
        const dx = input === "left" ? -1 : input === "right" ? 1 : 0;
        const after = objects.map((o) =>
          o.kind === "baba" ? { ...o, x: Math.min(width - 1, Math.max(0, o.x + dx)) } : o,
        );
        const taken = new Set(after.map((o) => `${o.x},${o.y}`));
        const of = (kind: string) =>
          new Set(after.filter((o) => o.kind === kind).map((o) => `${o.x},${o.y}`));
        const babas = of("baba");
        const kekes = of("keke");
        const empties = width * H - taken.size;
        const want: string[] = [];
        for (let y = 0; y < H; y++)
          for (let x = 0; x < width; x++) {
            if (taken.has(`${x},${y}`)) continue;
            const is = (cx: number, cy: number) =>
              !(cx === x && cy === y) &&
              cx >= 0 &&
              cy >= 0 &&
              cx < width &&
              cy < H &&
              (target === "BABA"
                ? babas.has(`${cx},${cy}`)
                : target === "KEKE"
                  ? kekes.has(`${cx},${cy}`)
                  : !taken.has(`${cx},${cy}`));
            const cells: [number, number][] = [];
            if (cond === "NEAR")
              for (let ey = -1; ey <= 1; ey++) for (let ex = -1; ex <= 1; ex++) cells.push([x + ex, y + ey]);
            for (let i = 1; i <= Math.max(width, H); i++) {
              if (cond === "ABOVE") cells.push([x, y + i]);
              if (cond === "BESIDELEFT") cells.push([x + i, y]);
              if (cond === "BESIDERIGHT") cells.push([x - i, y]);
            }
            const holds =
              cond === "WITHOUT"
                ? (target === "BABA" ? babas.size : target === "KEKE" ? kekes.size : empties - 1) === 0
                : cells.some(([cx, cy]) => is(cx, cy));
            if (holds !== negated) want.push(`rock@${x},${y}`);
          }
        b.step(input);
        const rocks = objectsOf(b).filter((o) => o.startsWith("rock@"));
        expect(rocks.sort(), `${rule.join(" ")} after ${input}`).toEqual(want.sort());
        filled += rocks.length > 0 ? 1 : 0;
      }),
      fuzzed({ seed: 2_900_029, numRuns: 200 }),
    );
    expect(filled).toBeGreaterThan(50);
  });
});
