/**
 * The grid engine under every rule (issue 16; fast-check, seeded and bounded): random small levels whose
 * text is set down as sentences drawn from the whole lexicon (tests/properties/sentences: every verb,
 * every property, conditions, NOT, AND, TEXT, ALL, EMPTY), so that MORE, MAKE, HAS, TELE, SHIFT, MOVE,
 * FALL, SWAP, WORD and the rest are in force together, walked through the harness by random turns and
 * undos. No level may hang the engine or crash it: a load refuses only with a clear Error; every call
 * returns within the test's timeout (the hang guard, `tried`; not a speed test); a turn throws only the object limit's
 * `ObjectLimitError` (a conversion that multiplies objects past it, docs/rules.md §5.5, §9), and then
 * changes nothing; an undo takes the board back to what it was before the turn it undoes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { tried } from "../properties/harness";
import { levelFields, levelObjects, WALK_OBJECTS } from "../properties/sentences";

const THINGS = ["baba", "rock", "wall", "flag", "water", "keke"];
const LEVEL: fc.Arbitrary<LevelDef> = levelFields(THINGS).map((f) => ({
  width: f.width,
  height: f.height,
  objects: levelObjects(f),
}));

const INPUTS = ["up", "down", "left", "right", "idle"] as const;
/** A call: a turn with an input, or an undo. */
const CALL = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...INPUTS) },
  { weight: 1, arbitrary: fc.constant("undo" as const) },
);

/** Everything a user can observe of a level: every tile (oldest first), the rules, won and lost. */
function observe(b: Baba) {
  const { width, height } = b.state;
  const tiles: string[][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) tiles.push(b.stackAt(x, y));
  return { tiles, rules: b.rules(), active: b.activeRules(), won: b.won(), lost: b.lost() };
}

/** The level `def` loads to, or null when the load refuses it; a refusal must be a clear Error. */
function load(def: LevelDef): Baba | null {
  let b: Baba | null = null;
  const err = tried(() => {
    b = newBaba(def);
  });
  if (err === null) return b;
  expect(err).toBeInstanceOf(Error);
  expect(err).not.toBeInstanceOf(TypeError);
  expect(err).not.toBeInstanceOf(RangeError);
  expect((err as Error).message).toMatch(/^level "\(unnamed\)": objects: /);
  return null;
}

const SEED = 1_400_141;

describe("the grid engine under every rule (random sentences of every word, fast-check)", () => {
  it("most drawn levels load with rules beyond BABA IS YOU in force, of every verb (the generators stay useful)", () => {
    let loaded = 0;
    let moreRules = 0;
    const verbs = new Set<string>();
    for (const def of fc.sample(LEVEL, { seed: SEED, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      const active = b.activeRules();
      if (active.some((r) => r !== "BABA IS YOU")) moreRules++;
      for (const r of active)
        for (const v of ["IS", "HAS", "MAKE", "EAT"]) if (r.includes(` ${v} `)) verbs.add(v);
    }
    expect(loaded).toBeGreaterThan(60);
    expect(moreRules).toBeGreaterThan(loaded / 2);
    expect([...verbs].sort()).toEqual(["EAT", "HAS", "IS", "MAKE"]);
  });

  it("every turn and undo returns within the test's timeout; a turn throws only at the object limit, changing nothing; undo takes a turn back", () => {
    fc.assert(
      fc.property(LEVEL, fc.array(CALL, { minLength: 5, maxLength: 30 }), (def, calls) => {
        const b = load(def);
        if (b === null) return;
        /** What the board was before each turn not yet undone. */
        const before: ReturnType<typeof observe>[] = [];
        for (const call of calls) {
          if (grid.objectCount(b.state) > WALK_OBJECTS) break;
          const was = observe(b);
          if (call === "undo") {
            let undid = false;
            expect(tried(() => (undid = b.undo()))).toBeNull();
            expect(undid).toBe(before.length > 0);
            if (undid) expect(observe(b)).toEqual(before.pop());
            continue;
          }
          const err = tried(() => b.step(call));
          if (err === null) before.push(was);
          else {
            expect(err).toBeInstanceOf(grid.ObjectLimitError);
            expect(observe(b)).toEqual(was);
          }
        }
      }),
      fuzzed({ seed: SEED, numRuns: 120 }),
    );
  });
});
