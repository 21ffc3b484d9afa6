/**
 * `npm run bench -- --steps` (bench/step-kinds.ts): each step of the corpus walk sorted by what it did,
 * the first of STEP_KINDS that holds, and the table of each sort's steps, share and median. Nothing here
 * asserts a speed.
 */
import { describe, expect, test } from "vitest";
import { before, kindRows, STEP_KINDS, type StepKind, stepKind, timeSteps } from "../../bench/step-kinds";
import { shippedBaba, WALK, walkOf } from "../../bench/walk";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";

const text = (words: string, x: number, y: number) =>
  words.split(" ").map((w, i) => ({ kind: `text:${w}`, x: x + i, y }));

/**
 * A 7×6 level: BABA IS YOU, FLAG IS WIN and ROCK IS PUSH (from x 1) spelled along rows 0 to 2, a rock right of
 * the baba at (4, 4), a flag below it; `more` adds GRASS IS MORE and a grass in the corner.
 */
function level(more = false): grid.Level {
  const objects = [
    ...text("BABA IS YOU", 0, 0),
    ...text("FLAG IS WIN", 0, 1),
    ...text("ROCK IS PUSH", 1, 2),
    ...(more ? [...text("GRASS IS MORE", 4, 0), { kind: "grass", x: 0, y: 5 }] : []),
    { kind: "baba", x: 4, y: 4 },
    { kind: "rock", x: 5, y: 4 },
    { kind: "flag", x: 4, y: 5 },
  ];
  return grid.createLevel({ width: 7, height: 6, objects }, LEXICON, LEVEL_CONFIG);
}

/** Steps `level` one step as the walk does and says what the step did. */
function walkStep(level: grid.Level, dir: grid.Dir): StepKind {
  const was = before(level);
  grid.step(level, dir);
  const undone = grid.isWon(level) || grid.isLost(level);
  if (undone) grid.undo(level);
  return stepKind(was, level, undone);
}

describe("what a step did", () => {
  test("each sort, by the first that holds", () => {
    expect(walkStep(level(), "left")).toBe("one object moved");
    const pushing = level();
    expect(walkStep(pushing, "right")).toBe("several objects moved"); // the rock is pushed to the edge
    expect(walkStep(pushing, "right")).toBe("nothing moved"); // and now blocks
    const onFlag = level();
    expect(walkStep(onFlag, "down")).toBe("won or lost, undone");
    expect(grid.kindsAt(onFlag, 4, 4)).toEqual(["baba"]); // undone
    const breaking = level();
    for (const dir of ["up", "left"] as const) expect(walkStep(breaking, dir)).toBe("one object moved");
    expect(walkStep(breaking, "up")).toBe("rules changed"); // PUSH pushed up out of ROCK IS PUSH
    expect(grid.activeRules(breaking)).not.toContain("ROCK IS PUSH");
    expect(walkStep(level(true), "left")).toBe("objects made or destroyed"); // the grass spreads
  });
});

describe("the table", () => {
  test("every step, then each sort some step did, in STEP_KINDS' order, with shares and medians", () => {
    const kinds: StepKind[] = [
      "nothing moved",
      "won or lost, undone",
      "nothing moved",
      "one object moved",
      "nothing moved",
    ];
    const rows = kindRows({
      kinds,
      ns: Float64Array.from([300, 5000, 100, 900, 200]),
      ids: Int32Array.from([10, 40, 12, 20, 14]),
    });
    expect(rows).toEqual([
      { kind: "every step", steps: 5, share: 1, ns: 300, ids: 14 },
      { kind: "won or lost, undone", steps: 1, share: 0.2, ns: 5000, ids: 40 },
      { kind: "one object moved", steps: 1, share: 0.2, ns: 900, ids: 20 },
      { kind: "nothing moved", steps: 3, share: 0.6, ns: 200, ids: 12 },
    ]);
  });

  test("a timed walk sorts each step as a walk of its own does, and times each", () => {
    const defs = shippedBaba().slice(0, 3);
    const walk = walkOf(defs, 0);
    const t = timeSteps(walk, 1, 2);
    expect(t.kinds.length).toBe(defs.length * WALK);
    for (let l = 0; l < defs.length; l++) {
      const lv = grid.cloneLevel(walk.starts[l]);
      for (let i = 0; i < WALK; i++) {
        expect(t.kinds[l * WALK + i]).toBe(walkStep(lv, walk.streams[l][i]));
        expect(t.ids[l * WALK + i]).toBe(lv.nextId);
      }
    }
    for (const ns of t.ns) expect(ns).toBeGreaterThanOrEqual(0);
    expect(t.ns.some((ns) => ns > 0)).toBe(true);
    const rows = kindRows(t);
    expect(rows[0].steps).toBe(defs.length * WALK);
    expect(rows.slice(1).reduce((n, r) => n + r.steps, 0)).toBe(defs.length * WALK);
    expect(rows.slice(1).map((r) => r.kind)).toEqual(STEP_KINDS.filter((k) => t.kinds.includes(k)));
  });
});
