/**
 * Tall stacks (issue 16: no input can hang): a legal level may pile all its objects (content
 * LEVEL_LIMITS.objects) on one cell. Movement, every hazard and the win check read a cell's company
 * once, not once per object on it, so a step on such a level ends well within the hang guard: each
 * test is one level and one step, under a timeout of its own (`STEP_TIMEOUT_MS`), which vitest enforces
 * on a synchronous step too, failing the test once the step returns ("Test timed out in 10000ms").
 * Before, these steps took 20 s to over a minute; now well under a second. It is not a speed test
 * (`npm run bench` measures speed), and no clock is read here: a bound of 2 s on the step, read from the
 * clock, failed on a loaded machine while nothing hung.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { type LevelDef, newBaba } from "../../src/harness";

/**
 * The hang guard: a test (building the level, one step) that runs past this fails; the old quadratic
 * steps took 20 s and more.
 */
const STEP_TIMEOUT_MS = 10_000;

/** Rules on the top rows, a flag far away, and the rest of the object limit stacked: kinds taken in turn, each on its column of row 5. */
function stacked(rules: string[], kinds: [string, number][]): LevelDef {
  const objects = rules.flatMap((row, y) => row.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })));
  objects.push({ kind: "flag", x: 15, y: 15 });
  for (let i = 0; objects.length < LEVEL_LIMITS.objects; i++) {
    const [kind, x] = kinds[i % kinds.length];
    objects.push({ kind, x, y: 5 });
  }
  return { width: 16, height: 16, objects };
}

/** [what happens, rules, stacked kinds and their columns, what cell (5, 5) holds after a step right]. */
const SCENARIOS: [string, string[], [string, number][], (kinds: string[]) => void][] = [
  [
    "a stack of YOU objects walks off its cell (and the win check looks at them)",
    ["BABA IS YOU", "FLAG IS WIN"],
    [["baba", 5]],
    (k) => expect(k).toEqual([]),
  ],
  ["a stack of SINK objects sinks itself", ["WATER IS SINK"], [["water", 5]], (k) => expect(k).toEqual([])],
  [
    "MELT objects on HOT ones melt",
    ["BABA IS MELT", "LAVA IS HOT"],
    [
      ["baba", 5],
      ["lava", 5],
    ],
    (k) => expect(new Set(k)).toEqual(new Set(["lava"])),
  ],
  [
    "YOU objects on DEFEAT ones are defeated",
    ["BABA IS YOU", "SKULL IS DEFEAT"],
    [
      ["skull", 5],
      ["baba", 5],
    ],
    (k) => expect(new Set(k)).toEqual(new Set(["skull"])),
  ],
  [
    "every SHUT door on a cell with OPEN keys goes, with one key (the six words and the flag elsewhere; keys placed first)",
    ["KEY IS OPEN", "DOOR IS SHUT"],
    [
      ["key", 5],
      ["door", 5],
    ],
    (k) =>
      expect([new Set(k), k.length]).toEqual([
        new Set(["key"]),
        Math.ceil((LEVEL_LIMITS.objects - 7) / 2) - 1,
      ]),
  ],
  [
    "a stack of YOU objects pushes a stack of PUSH objects",
    ["BABA IS YOU", "ROCK IS PUSH"],
    [
      ["rock", 5],
      ["baba", 4],
    ],
    (k) => expect(new Set(k)).toEqual(new Set(["baba"])),
  ],
  [
    "a stack of pushed SHUT objects meets a stack of OPEN ones, one with one",
    ["BABA IS YOU", "ROCK IS PUSH AND SHUT", "KEY IS OPEN"],
    [
      ["rock", 5],
      ["key", 6],
      ["baba", 4],
    ],
    (k) => expect(new Set(k)).toEqual(new Set(["baba"])),
  ],
];

describe("a step on a level whose objects are all on one cell ends within the hang guard", () => {
  it.each(SCENARIOS.map(([name, rules, kinds, check]) => ({ name, rules, kinds, check })))(
    "$name",
    ({ rules, kinds, check }) => {
      const b = newBaba(stacked(rules, kinds));
      b.step("right");
      check(b.kindsAt(5, 5));
    },
    STEP_TIMEOUT_MS,
  );
});
