/**
 * Conditional `EMPTY <cond> IS X` (docs/rules.md §5.8 "Conversions"): at the conversion step each empty
 * cell whose conditions hold, read on that cell, becomes an X, as `EMPTY IS X` fills every empty cell.
 * A condition reads on an empty cell as on an object standing there that nothing else shares: LONELY
 * always holds; ON X never (nor ON EMPTY); NEAR, ABOVE, BELOW and BESIDE look at the other cells as for
 * an object, the cell itself never counting as an empty one; WITHOUT EMPTY counts the other empty cells.
 * FACING and SEEING read the way the cell faces, FEELING the rules giving EMPTY a property
 * (tests/grid/empty-facing-cond.test.ts, tests/grid/empty-seeing-feeling.test.ts). Source: the game's `convert()` fills each empty tile where `testcond(conds, 2, i, j)`
 * holds (lilybeevee/Lilys-Mods Data/convert.lua), and its post-2021 condition script reads each
 * condition on unit 2 at (i, j) (SpecialAPI/SpecialAPIsWordsAndStuff Lua/conditions.lua).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map, objectsOf } from "./builder";

/** The objects a step added (ids from `from` on), as `kind@x,y`. */
const added = (b: ReturnType<typeof newBaba>, from: number) => objectsOf(b).slice(from);
const rocks = (b: ReturnType<typeof newBaba>) => objectsOf(b).filter((o) => o.startsWith("rock@"));
/** How many cells of `def` hold no object. */
const emptyCount = (def: LevelDef) =>
  def.width * def.height - new Set(def.objects.map((o) => `${o.x},${o.y}`)).size;

describe("EMPTY <cond> IS X fills the empty cells its conditions hold on", () => {
  it("NEAR BABA: exactly the empty cells around a baba, in reading order, newest ids; undo takes them back", () => {
    const def = map("EMPTY NEAR BABA IS ROCK", ". . . . .", ". . baba . .", ". . . . .", ". . . . .");
    const b = newBaba(def);
    const before = objectsOf(b);
    b.step("wait");
    expect(added(b, def.objects.length)).toEqual([
      "rock@1,1",
      "rock@2,1",
      "rock@3,1",
      "rock@1,2",
      "rock@3,2",
      "rock@1,3",
      "rock@2,3",
      "rock@3,3",
    ]);
    expect(b.facingOf(def.objects.length)).toBe("right");
    expect(b.undo()).toBe(true);
    expect(objectsOf(b)).toEqual(before);
  });

  it("LONELY holds on every empty cell, NOT LONELY on none; ON X and ON EMPTY on none, NOT ON EMPTY on every one", () => {
    const count = (rule: string) => {
      const def = map(rule, ". . . . . .", "baba . . . . rock");
      const b = newBaba(def);
      b.step("wait");
      return [added(b, def.objects.length).length, emptyCount(def)];
    };
    const [lonely, all] = count("LONELY EMPTY IS ROCK");
    expect([lonely, all]).toEqual([12, 12]);
    expect(count("NOT LONELY EMPTY IS ROCK")[0]).toBe(0);
    expect(count("EMPTY ON BABA IS ROCK")[0]).toBe(0);
    expect(count("EMPTY ON EMPTY IS ROCK")[0]).toBe(0);
    expect(count("EMPTY NOT ON EMPTY IS ROCK")).toEqual([10, 10]);
  });

  it("NEAR EMPTY: another empty cell around it, never the cell itself", () => {
    const b = newBaba(
      map("EMPTY NEAR EMPTY IS ROCK", "keke keke keke keke .", "keke . keke keke .", "keke keke keke keke ."),
    );
    b.step("wait");
    expect(rocks(b)).toEqual(["rock@4,1", "rock@4,2", "rock@4,3"]); // (1,2) has no empty cell around it
  });

  it("ABOVE, BELOW and BESIDE look along its column and row, past any distance", () => {
    const grid = [". . . .", ". baba . .", ". . . .", ". . . ."];
    const run = (rule: string) => {
      const b = newBaba(map(rule, ...grid));
      b.step("wait");
      return rocks(b).filter((r) => !r.endsWith(",0"));
    };
    expect(run("EMPTY ABOVE BABA IS ROCK")).toEqual(["rock@1,1"]);
    expect(run("EMPTY BELOW BABA IS ROCK")).toEqual(["rock@1,3", "rock@1,4"]);
    expect(run("EMPTY BESIDE BABA IS ROCK")).toEqual(["rock@0,2", "rock@2,2", "rock@3,2", "rock@4,2"]);
  });

  it("WITHOUT EMPTY counts the other empty cells: only a last empty cell fills; WITHOUT X, when no X is left", () => {
    const one = newBaba(map("EMPTY WITHOUT EMPTY IS ROCK", "keke keke . keke keke"));
    one.step("wait");
    expect(rocks(one)).toEqual(["rock@2,1"]);
    const two = newBaba(map("EMPTY WITHOUT EMPTY IS ROCK", "keke . . keke keke"));
    two.step("wait");
    expect(rocks(two)).toEqual([]);
    const none = newBaba(map("EMPTY WITHOUT BABA IS ROCK", "keke keke . keke keke"));
    none.step("wait");
    expect(rocks(none)).toEqual(["rock@2,1"]);
  });

  it("reads the board as movement left it, before any object converts: a baba turning keke still fills around it", () => {
    const def = map("EMPTY NEAR BABA IS ROCK", "BABA IS KEKE . .", "keke keke keke . baba");
    const b = newBaba(def);
    b.step("wait");
    expect(rocks(b)).toEqual(["rock@3,1", "rock@4,1", "rock@3,2"]);
    expect(b.kindsAt(4, 2)).toEqual(["keke"]);
  });
});

describe("with the other EMPTY rules", () => {
  it("a conditional EMPTY IS NOT X keeps X from the cells it holds on; a conditional EMPTY IS EMPTY keeps every fill", () => {
    const grid = ["keke . . . . .", ". . . . . ."];
    const near = ["rock@1,2", "rock@0,3", "rock@1,3"]; // the empty cells around the keke
    for (const rule of ["EMPTY NEAR KEKE IS NOT ROCK", "EMPTY NEAR KEKE IS EMPTY"]) {
      const def = map("EMPTY IS ROCK . .", rule, ...grid);
      const b = newBaba(def);
      b.step("wait");
      expect(rocks(b).filter((r) => near.includes(r))).toEqual([]);
      expect(rocks(b).length).toBe(emptyCount(def) - near.length);
    }
  });

  it("an unconditional EMPTY IS NOT X (cancelledRules names it) or EMPTY IS EMPTY cancels it at resolution", () => {
    const b = newBaba(map("EMPTY IS NOT ROCK .", "LONELY EMPTY IS ROCK", ". . . . ."));
    expect(b.cancelledRules().map((c) => [c.rule, c.by])).toEqual([
      ["LONELY EMPTY IS ROCK", "EMPTY IS NOT ROCK"],
    ]);
    b.step("wait");
    expect(rocks(b)).toEqual([]);
    const self = newBaba(map("EMPTY IS EMPTY .", "LONELY EMPTY IS ROCK", ". . . . ."));
    self.step("wait");
    expect(rocks(self)).toEqual([]);
  });

  it("the journal names the conditional rule and its words as the cause of each Filled", () => {
    const def = map("EMPTY NEAR BABA IS ROCK", "baba . keke keke keke");
    const b = newBaba(def, undefined, { journal: true });
    b.step("wait");
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Filled");
    expect(j.records.filter((r) => r.type === "Filled")).toEqual([
      { type: "Filled", id: def.objects.length, kind: "rock", at: [1, 1] },
    ]);
    const ids = ["EMPTY", "NEAR", "BABA", "IS", "ROCK"].map((w) => idOf(def, `text:${w}`));
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "EMPTY NEAR BABA IS ROCK", ids } });
  });
});

describe("built", () => {
  it("SEEING or FEELING with EMPTY as the subject of a fill load and are in force", () => {
    for (const rule of ["EMPTY SEEING BABA IS ROCK", "EMPTY FEELING PUSH IS ROCK"])
      expect(newBaba(map(rule, "baba . . . . .")).state.inForce.rules).toContain(rule);
  });
});

/**
 * Against a model: random boards of babas and kekes under one rule `EMPTY [NOT] COND TARGET IS ROCK`
 * (COND ON, NEAR, ABOVE, BELOW, BESIDE; TARGET BABA or EMPTY; or LONELY), read after a wait: a rock
 * appears on exactly the empty cells where the model, read on the board before, says the condition holds.
 */
const CONDS = ["ON", "NEAR", "ABOVE", "BELOW", "BESIDE", "LONELY"] as const;
const CASE = fc.record({
  cond: fc.constantFrom(...CONDS),
  negated: fc.boolean(),
  target: fc.constantFrom("BABA", "EMPTY"),
  height: fc.integer({ min: 2, max: 5 }),
  things: fc.array(fc.tuple(fc.constantFrom("baba", "keke"), fc.nat(), fc.nat()), { maxLength: 14 }),
});

describe("EMPTY <cond> IS ROCK against a model (random boards)", () => {
  it("a rock fills exactly the empty cells the condition holds on", () => {
    fc.assert(
      fc.property(CASE, ({ cond, negated, target, height, things }) => {
        const words =
          cond === "LONELY"
            ? [...(negated ? ["NOT"] : []), "LONELY", "EMPTY", "IS", "ROCK"]
            : ["EMPTY", ...(negated ? ["NOT"] : []), cond, target, "IS", "ROCK"];
        const width = 7;
        const objects: LevelDef["objects"] = [
          ...words.map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
          ...things.map(([kind, x, y]) => ({ kind, x: x % width, y: 1 + (y % height) })),
        ];
        const b = newBaba({ width, height: height + 1, objects });
        const full = new Set(objects.map((o) => `${o.x},${o.y}`));
        const babas = new Set(objects.filter((o) => o.kind === "baba").map((o) => `${o.x},${o.y}`));
        const want: string[] = [];
        for (let y = 0; y <= height; y++)
          for (let x = 0; x < width; x++) {
            if (full.has(`${x},${y}`)) continue;
            const is = (cx: number, cy: number) =>
              !(cx === x && cy === y) &&
              cx >= 0 &&
              cy >= 0 &&
              cx < width &&
              cy <= height &&
              (target === "BABA" ? babas.has(`${cx},${cy}`) : !full.has(`${cx},${cy}`));
            const cells: [number, number][] = [];
            if (cond === "NEAR")
              for (let dy = -1; dy <= 1; dy++) for (let dx = -1; dx <= 1; dx++) cells.push([x + dx, y + dy]);
            for (let i = 0; i <= Math.max(width, height); i++) {
              if (cond === "ABOVE") cells.push([x, y + 1 + i]);
              if (cond === "BELOW") cells.push([x, y - 1 - i]);
              if (cond === "BESIDE") cells.push([i, y]);
            }
            const holds = cond === "LONELY" ? true : cells.some(([cx, cy]) => is(cx, cy));
            if (holds !== negated) want.push(`rock@${x},${y}`);
          }
        b.step("wait");
        expect(rocks(b).sort()).toEqual(want.sort());
      }),
      fuzzed({ seed: 2_800_028, numRuns: 150 }),
    );
  });
});
