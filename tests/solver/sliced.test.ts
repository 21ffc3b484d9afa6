/**
 * The search in slices (`solveInSlices`), what `npm run solve` runs on its own thread so that a Ctrl-C is
 * heard: it pauses after about `SLICE_STATES` new states, awaiting its `pause`, and finds the same states
 * in the same order as `solve` (the same script, the same states explored, the same limit hit).
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { modelOf } from "../../src/solver/model";
import { SLICE_STATES, solve, solveInSlices } from "../../src/solver/search";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();

/** A pause that counts itself, and the states `onProgress` was told at each. */
function counted() {
  const at: number[] = [];
  let told = 0;
  return {
    at,
    onProgress: (n: number) => {
      told = n;
    },
    pause: async () => {
      at.push(told);
    },
  };
}

describe("the search in slices", () => {
  test("a search past three slices pauses between them, told the states so far, and ends as solve does", async () => {
    const maxStates = 3 * SLICE_STATES + 100;
    const c = counted();
    const sliced = await solveInSlices(
      modelOf(openField, content),
      { maxStates, onProgress: c.onProgress },
      c.pause,
    );
    expect(strip(sliced)).toEqual(strip(solve(modelOf(openField, content), { maxStates })));
    expect(strip(sliced)).toEqual({ solved: false, reason: "limit", explored: maxStates });
    expect(c.at.length).toBe(3);
    for (let i = 0; i < c.at.length; i++) {
      // A slice ends at the first state to expand once SLICE_STATES more were found: never before.
      expect(c.at[i]).toBeGreaterThanOrEqual((i + 1) * SLICE_STATES);
      if (i > 0) expect(c.at[i] - c.at[i - 1]).toBeGreaterThanOrEqual(SLICE_STATES);
    }
  });

  test("a search won within a slice never pauses; one won after some gives solve's script", async () => {
    const c = counted();
    const tiny = {
      name: "tiny",
      width: 4,
      height: 3,
      objects: [
        ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
        ...["FLAG", "IS", "WIN"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
        { kind: "baba", x: 0, y: 2 },
        { kind: "flag", x: 2, y: 2 },
      ],
    };
    const won = await solveInSlices(modelOf(tiny, content), { onProgress: c.onProgress }, c.pause);
    expect(strip(won)).toEqual(strip(solve(modelOf(tiny, content))));
    expect(c.at).toEqual([]);
    // The open field with a flag in its top right corner, behind walls: won after some slices.
    const wall = (x: number, y: number) => ({ kind: "wall", x, y });
    const far = {
      ...openField,
      objects: [...openField.objects, { kind: "flag", x: 9, y: 0 }, wall(8, 0), wall(8, 1), wall(9, 2)],
    };
    const one = solve(modelOf(far, content));
    expect(one.solved).toBe(true);
    const d = counted();
    const sliced = await solveInSlices(modelOf(far, content), { onProgress: d.onProgress }, d.pause);
    expect(strip(sliced)).toEqual(strip(one));
    expect(one.explored).toBeGreaterThan(SLICE_STATES); // (the level is far enough to need slices)
    expect(d.at.length).toBeGreaterThan(0);
  });
});
