/**
 * How many MOVE and SHIFT steps each object takes, against a model (docs/rules.md §5.4 The movement
 * takes, MOVE, SHIFT; fast-check, seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says). Random
 * boards of things that neither push nor stop (so every step is taken), spelling plain and conditional
 * MOVE and SHIFT rules, some written twice, some NOT, play one wait. The model reads only the sentences
 * and the board: an object is MOVE (SHIFT) when a sentence names its kind and gives it the
 * property (a conditional one while its conditions hold), and no NOT sentence takes it away (a
 * conditional one while they hold); it then steps once per such sentence written (the same sentence
 * written twice is two: the game lists each, Data/rules.lua `addoption`; tests/grid/rule-count.test.ts). The MOVE take reads the board as the turn begins; the SHIFT take reads it after the MOVE
 * take, before any SHIFT object turns another (its way as the take begins counts for FACING UP): each object on a cell with SHIFT objects other than itself
 * takes the steps they give, added, the way the first SHIFT object on the cell faces, in the order of their
 * SHIFT rules, then oldest first (it turns the others
 * first). The game lists an object once per rule whose conditions it meets (lilybeevee/Lilys-Mods
 * Data/features.lua `findallfeature`, Data/tools.lua `findall`) and moves it once per listing (Data/movement.lua
 * `add_moving_units`, `movecommand` take 3). Then the turn's shiftFacing phase (§5.5) turns what stands
 * on a SHIFT object, read again, its way. Breaking the count on purpose is caught (2026-12-05): a plain
 * rule counted one short, `times` ignored or never raised, a condition ignored, a SHIFT rule's condition
 * counted for MOVE, `movesMore` blind to conditional rules, a SHIFT object's steps read after an older one
 * turned it, every SHIFT object giving one step, SHIFT carrying across float levels (FLOAT sentences
 * too: SHIFT carries and turns only what shares its float level).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";

const THINGS = ["keke", "rock", "belt", "flag", "baba"] as const;
type Thing = (typeof THINGS)[number];
const DIRS = ["right", "up", "left"] as const; // never down: the sentences stand below the things
type Dir = (typeof DIRS)[number];
const STEP: Record<Dir, readonly [number, number]> = { right: [1, 0], up: [0, -1], left: [-1, 0] };

/** A condition as the model reads it. */
type Cond =
  | { word: "LONELY" }
  | { word: "ON" | "NEAR" | "WITHOUT" | "ABOVE"; target: Thing }
  | { word: "FACING"; dir: Dir };

type Prop = "MOVE" | "SHIFT" | "FLOAT";

interface Sentence {
  readonly text: string;
  readonly names: (t: Thing) => boolean;
  readonly conds: readonly Cond[];
  readonly prop: Prop;
  readonly not: boolean;
}

const noun = (t: Thing) => t.toUpperCase();

/** A sentence of the pool: `SUBJECT [COND] IS [NOT] PROP`, the subject a noun, ALL or NOT noun. */
function sentence(subject: string, conds: readonly Cond[], prop: Prop, not = false): Sentence {
  const [a, b] = subject.split(" ");
  const names =
    a === "ALL" ? () => true : a === "NOT" ? (t: Thing) => noun(t) !== b : (t: Thing) => noun(t) === a;
  const lonely = conds.some((c) => c.word === "LONELY") ? "LONELY " : "";
  const infix = conds
    .filter((c) => c.word !== "LONELY")
    .map((c) => ` ${c.word} ${"target" in c ? noun(c.target) : "dir" in c ? c.dir.toUpperCase() : ""}`)
    .join("");
  const text = `${lonely}${subject}${infix} IS ${not ? "NOT " : ""}${prop}`;
  return { text, names, conds, prop, not };
}

const POOL: readonly Sentence[] = [
  sentence("KEKE", [], "MOVE"),
  sentence("ROCK", [], "MOVE"),
  sentence("ALL", [], "MOVE"),
  sentence("NOT BELT", [], "MOVE"),
  sentence("BABA", [], "MOVE", true),
  sentence("KEKE", [{ word: "LONELY" }], "MOVE"),
  sentence("ALL", [{ word: "LONELY" }], "MOVE"),
  sentence("KEKE", [{ word: "ON", target: "flag" }], "MOVE"),
  sentence("ROCK", [{ word: "NEAR", target: "keke" }], "MOVE"),
  sentence("ALL", [{ word: "NEAR", target: "baba" }], "MOVE"),
  sentence("KEKE", [{ word: "WITHOUT", target: "baba" }], "MOVE"),
  sentence("ROCK", [{ word: "ABOVE", target: "flag" }], "MOVE"),
  sentence("KEKE", [{ word: "FACING", dir: "up" }], "MOVE"),
  sentence("NOT ROCK", [{ word: "LONELY" }], "MOVE"),
  sentence("NOT KEKE", [{ word: "NEAR", target: "rock" }], "MOVE"),
  sentence("ROCK", [{ word: "LONELY" }], "MOVE", true),
  sentence("ALL", [{ word: "ON", target: "belt" }], "MOVE", true),
  sentence("KEKE", [{ word: "NEAR", target: "flag" }], "MOVE", true),
  sentence("BELT", [], "SHIFT"),
  sentence("NOT ROCK", [], "SHIFT"),
  sentence("BELT", [{ word: "ON", target: "rock" }], "SHIFT"),
  sentence("BELT", [{ word: "ON", target: "belt" }], "SHIFT"),
  sentence("BELT", [{ word: "FACING", dir: "up" }], "SHIFT"),
  sentence("BELT", [{ word: "FACING", dir: "right" }], "SHIFT"),
  sentence("BELT", [{ word: "NEAR", target: "keke" }], "SHIFT"),
  sentence("ALL", [{ word: "ON", target: "belt" }], "SHIFT"),
  sentence("NOT KEKE", [{ word: "ON", target: "belt" }], "SHIFT"),
  sentence("BELT", [{ word: "NEAR", target: "flag" }], "SHIFT", true),
  sentence("ROCK", [], "FLOAT"),
  sentence("BELT", [{ word: "NEAR", target: "keke" }], "FLOAT"),
];

interface Thing0 {
  kind: Thing;
  x: number;
  y: number;
  dir: Dir;
}

/** Whether `c` holds for thing `i` of `things` (docs/rules.md §5.8, conditions.ts CONDITIONS). */
function holds(things: readonly Thing0[], i: number, c: Cond): boolean {
  const o = things[i];
  const others = things.filter((_, j) => j !== i);
  switch (c.word) {
    case "LONELY":
      return !others.some((p) => p.x === o.x && p.y === o.y);
    case "ON":
      return others.some((p) => p.kind === c.target && p.x === o.x && p.y === o.y);
    case "NEAR":
      return others.some((p) => p.kind === c.target && Math.abs(p.x - o.x) <= 1 && Math.abs(p.y - o.y) <= 1);
    case "WITHOUT":
      return !others.some((p) => p.kind === c.target);
    case "ABOVE":
      return others.some((p) => p.kind === c.target && p.x === o.x && p.y > o.y);
    case "FACING":
      return o.dir === c.dir;
  }
}

/** How many steps `prop` gives thing `i` now (0: it is not `prop`), by the sentences alone. */
function stepsOf(rules: readonly Sentence[], things: readonly Thing0[], i: number, prop: Prop) {
  const apply = rules.filter(
    (r) => r.prop === prop && r.names(things[i].kind) && r.conds.every((c) => holds(things, i, c)),
  );
  return apply.some((r) => r.not) ? 0 : apply.length;
}

/** Where each thing ends after one wait, and the way it faces, by the model. */
function modelTurn(rules: readonly Sentence[], start: readonly Thing0[]): Thing0[] {
  const moved = start.map((o, i) => {
    const n = stepsOf(rules, start, i, "MOVE");
    return { ...o, x: o.x + n * STEP[o.dir][0], y: o.y + n * STEP[o.dir][1] };
  });
  const gives = moved.map((_, i) => stepsOf(rules, moved, i, "SHIFT")); // read as the SHIFT take begins
  const on = together(rules, moved);
  const shifted = turnedOn(rules, moved, gives, on).map((o, i) => {
    const n = gives.reduce((sum, g, j) => (j !== i && on(j, i) ? sum + g : sum), 0);
    return { ...o, x: o.x + n * STEP[o.dir][0], y: o.y + n * STEP[o.dir][1] };
  });
  // the turn's shiftFacing phase (§5.5): what stands on a SHIFT object turns its way
  const shifts = shifted.map((_, i) => stepsOf(rules, shifted, i, "SHIFT"));
  return turnedOn(rules, shifted, shifts, together(rules, shifted));
}

/** Whether things j and i of `things` share a cell and a float level (FLOAT or not: SHIFT meets only its own). */
function together(rules: readonly Sentence[], things: readonly Thing0[]) {
  const float = things.map((_, i) => stepsOf(rules, things, i, "FLOAT") > 0);
  return (j: number, i: number) =>
    things[j].x === things[i].x && things[j].y === things[i].y && float[j] === float[i];
}

/**
 * SHIFT object j's place in the order the SHIFT objects act in (docs/rules.md §5.4): the first sentence
 * (they are written in order, so their first words are too) making it SHIFT, a conditional one when its
 * conditions hold for it; then its age.
 */
const placeOf = (rules: readonly Sentence[], things: readonly Thing0[], j: number): number =>
  rules.findIndex(
    (r) =>
      r.prop === "SHIFT" && !r.not && r.names(things[j].kind) && r.conds.every((c) => holds(things, j, c)),
  );

/**
 * `things`, each on a cell and float level with a SHIFT object other than itself (`shift[j] > 0`) turned to the way the
 * first SHIFT object on the cell faces, in the order of their SHIFT rules (itself perhaps: it turns the later ones its
 * way first, and they turn it back to that way).
 */
function turnedOn(
  rules: readonly Sentence[],
  things: readonly Thing0[],
  shift: readonly number[],
  together: (j: number, i: number) => boolean,
): Thing0[] {
  return things.map((o, i) => {
    const on = things.flatMap((_, j) => (shift[j] > 0 && together(j, i) ? [j] : []));
    on.sort((a, b) => placeOf(rules, things, a) - placeOf(rules, things, b) || a - b);
    return on.some((j) => j !== i) ? { ...o, dir: things[on[0]].dir } : o;
  });
}

const CASE = fc.record({
  rules: fc
    .tuple(
      fc.array(fc.constantFrom(...POOL.filter((r) => r.prop === "MOVE")), { maxLength: 4 }),
      fc.array(fc.constantFrom(...POOL.filter((r) => r.prop === "SHIFT")), { maxLength: 4 }),
      fc.subarray([...POOL.filter((r) => r.prop === "FLOAT")]),
    )
    .map(([move, shift, float]) => [...move, ...shift, ...float])
    .filter((rules) => rules.length > 0),
  things: fc.array(
    fc.record({
      kind: fc.constantFrom(...THINGS, "belt"), // belts twice as often: stacked SHIFT objects
      x: fc.nat(3),
      y: fc.nat(2),
      dir: fc.constantFrom(...DIRS),
    }),
    { minLength: 1, maxLength: 14 },
  ),
});

/**
 * The board of a case: the things, moved so that no step of the model reaches the edge, then each
 * sentence on a row of its own below them (an empty row between, so no sentence is read down).
 */
function boardOf(rules: readonly Sentence[], things: readonly Thing0[]): { def: LevelDef; start: Thing0[] } {
  const end = modelTurn(rules, things);
  const all = [...things, ...end];
  const [x0, y0] = [Math.min(...all.map((o) => o.x)) - 1, Math.min(...all.map((o) => o.y)) - 1];
  const start = things.map((o) => ({ ...o, x: o.x - x0, y: o.y - y0 }));
  const below = Math.max(...start.map((o) => o.y)) + 2;
  const width = Math.max(
    Math.max(...all.map((o) => o.x)) - x0 + 2,
    ...rules.map((r) => r.text.split(" ").length),
  );
  const objects: LevelDef["objects"] = [
    ...start.map((o) => ({ kind: o.kind, x: o.x, y: o.y, dir: o.dir })),
    ...rules.flatMap((r, i) => r.text.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y: below + 2 * i }))),
  ];
  return { def: { width, height: below + 2 * rules.length, objects }, start };
}

const FACINGS = ["right", "up", "left", "down"];

describe("MOVE and SHIFT steps per object and per rule, against a model of the sentences and the board", () => {
  it("after a wait each thing stands and faces where the model says (random plain, conditional and NOT MOVE and SHIFT rules)", () => {
    let stepped = 0;
    let counted = 0; // things that took more than one step
    fc.assert(
      fc.property(CASE, ({ rules, things }) => {
        const { def, start } = boardOf(rules, things);
        const b = newBaba(def);
        b.step("wait");
        const want = modelTurn(rules, start).map((o) => `${o.kind}@${o.x},${o.y} ${o.dir}`);
        const got = start.map((o, id) => `${o.kind}@${b.posOf(id)} ${FACINGS[b.state.facing[id]]}`);
        expect(got, rules.map((r) => r.text).join(" / ")).toEqual(want);
        for (const [i, o] of start.entries()) {
          const d = Math.abs(b.posOf(i)![0] - o.x) + Math.abs(b.posOf(i)![1] - o.y);
          if (d > 0) stepped++;
          if (d > 1) counted++;
        }
      }),
      fuzzed({ seed: 2_100_021, numRuns: 600 }),
    );
    expect(stepped).toBeGreaterThan(0);
    expect(counted).toBeGreaterThan(0);
  });
});
