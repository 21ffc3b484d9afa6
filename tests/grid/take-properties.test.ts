/**
 * Property-based tests of the movement takes (docs/rules.md §5.4 The movement takes, SHIFT; §5.6 Undo), on
 * random small boards spelling YOU, MOVE, SHIFT, PUSH, PULL, STOP, SWAP, OPEN/SHUT and WEAK (fast-check,
 * seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says):
 * - in every take an object moves at most once, and a later mover of the take passes over what moved
 *   earlier in it (never pushes or swaps it, never is blocked by it), read from the journal of a level
 *   whose turn is one take (the YOU move, a MOVE take, a SHIFT take); except that in the MOVE take a mover
 *   crossing an object's move still meets it on the cell it left (§5.4), where it blocks or is pushed on
 *   (that cell on the mover's way, at most one past what it would push: never a cell the object did not leave);
 * - an object on n SHIFT objects takes n steps, the oldest SHIFT object's way (only the edge and the
 *   text stop it on these boards);
 * - undo after any number of steps gives back each earlier board, hash by hash;
 * - a step then a clone equals a clone then a step.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type Baba, babaOf, type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { tried } from "../properties/harness";

const DIRS = ["up", "down", "left", "right"] as const;
type Facing = (typeof DIRS)[number];
const STEP: Readonly<Record<Facing, readonly [number, number]>> = {
  up: [0, -1],
  down: [0, 1],
  left: [-1, 0],
  right: [1, 0],
};

/** The things of the boards: each kind takes its properties from the sentences below. */
const THINGS = ["baba", "keke", "rock", "box", "belt", "key", "door", "wall"] as const;

/** The sentences every board draws from (besides its take's own): what pushes, blocks, pulls, swaps, meets. */
const SENTENCES = [
  "ROCK IS PUSH",
  "BOX IS PULL",
  "WALL IS STOP",
  "KEY IS SWAP",
  "KEY IS OPEN",
  "DOOR IS SHUT",
  "DOOR IS STOP",
  "BOX IS PUSH",
  "ROCK IS WEAK",
  "KEKE IS PUSH",
  "BELT IS PUSH",
  "BABA IS PULL",
] as const;

/** Each take's movers: the sentences that make them (each kind made MOVE once: one MOVE take a turn). */
const MOVERS = {
  YOU: ["BABA IS YOU", "KEKE IS YOU"],
  MOVE: ["KEKE IS MOVE", "ROCK IS MOVE", "BOX IS MOVE", "KEY IS MOVE"],
  SHIFT: ["BELT IS SHIFT"],
} as const;
type Take = keyof typeof MOVERS;

interface Seed {
  kind: number;
  x: number;
  y: number;
  dir: Facing;
}

const SEEDS = fc.array(
  fc.record({
    kind: fc.nat(THINGS.length - 1),
    x: fc.nat(),
    y: fc.nat(),
    dir: fc.constantFrom(...DIRS),
  }),
  { minLength: 2, maxLength: 22 },
);

/**
 * A random board for `take`: its sentences on the top rows (one of its movers' always), then random things
 * anywhere, facing any way. For SHIFT, at most one belt a cell, so that the turn's SHIFT phase is one take.
 */
function board(take: Take): fc.Arbitrary<LevelDef> {
  return fc
    .record({
      movers: fc.subarray([...MOVERS[take]], { minLength: 1 }),
      others: fc.subarray([...SENTENCES], { maxLength: 5 }),
      width: fc.integer({ min: 3, max: 7 }),
      below: fc.integer({ min: 2, max: 5 }),
      seeds: SEEDS,
    })
    .map(({ movers, others, width, below, seeds }) => {
      const sentences = [...movers, ...others];
      const height = sentences.length + below;
      const objects: LevelDef["objects"] = sentences.flatMap((s, y) =>
        s.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })),
      );
      const belts = new Set<number>();
      for (const { kind, x, y, dir } of seeds as Seed[]) {
        const at = { x: x % width, y: y % height };
        if (THINGS[kind] === "belt" && take === "SHIFT") {
          if (belts.has(at.y * width + at.x)) continue;
          belts.add(at.y * width + at.x);
        }
        objects.push({ kind: THINGS[kind], ...at, dir });
      }
      return { width, height, objects };
    });
}

/** `def` loaded with a journal and a turn of one phase, movement, whose takes are `take` alone. */
function oneTake(def: LevelDef, take: Take): Baba {
  return babaOf(
    grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, turn: ["move"], takes: [take], journal: true }),
  );
}

const MOVES = new Set(["Moved", "Pushed", "Pulled", "Swapped"]);

/** 1 for a move across (left, right), 2 for one up or down. */
const axisOf = (dir: Facing): number => (dir === "left" || dir === "right" ? 1 : 2);

/**
 * Checks one take's journal and board: each object moved at most once (one of Moved, Pushed, Pulled,
 * Swapped, and at most one cell from where it stood), and no object that moved earlier in the take was
 * pushed, swapped or named as what blocked a later mover, or in the chain it would have pushed. Returns how
 * many objects moved. In the MOVE take (`leftCells`) an object is still met on the cell it left by a mover
 * going across every move it made in the take (docs/rules.md §5.4, move-ghosts.ts): there it may block
 * such a mover, or be pushed a second time, one cell on from the cell it left.
 */
function checkTake(b: Baba, run: () => void, leftCells = false): number {
  const ids = [...Array(b.state.nextId).keys()];
  const before = ids.map((id) => b.posOf(id));
  b.clearLog();
  expect(tried(run)).toBeNull();
  const axis = new Map<number, number>(); // what moved: the axes of its moves (1: across, 2: up or down)
  const metOnItsCell = (m: number, dir: Facing) => leftCells && axis.has(m) && !(axis.get(m)! & axisOf(dir));
  // What is met on the cell it left is met there: that cell is on the blocked mover's way, at most one
  // cell past its chain (the mover checked only when it has not moved in the take, so stands where it stood).
  const onTheWay = (r: { id: number; dir: Facing; pushing: readonly number[] }, m: number) => {
    if (axis.has(r.id)) return;
    const [mx, my] = before[r.id]!;
    const [ox, oy] = before[m]!;
    const [dx, dy] = STEP[r.dir];
    const k = dx !== 0 ? (ox - mx) * dx : (oy - my) * dy;
    const beside = dx !== 0 ? oy - my : ox - mx;
    expect(
      { beside, within: k >= 1 && k <= r.pushing.length + 1 },
      `${JSON.stringify(r)}: met off its way`,
    ).toEqual({
      beside: 0,
      within: true,
    });
  };
  for (const r of b.journal().records) {
    if (r.type === "Blocked") {
      const blocked = r as typeof r & { dir: Facing };
      if (r.by !== null && metOnItsCell(r.by, r.dir)) onTheWay(blocked, r.by);
      else if (r.by !== null)
        expect([...axis.keys()], `${JSON.stringify(r)}: blocked by what moved`).not.toContain(r.by);
      for (const p of r.pushing)
        if (metOnItsCell(p, r.dir)) onTheWay(blocked, p);
        else expect([...axis.keys()], `${JSON.stringify(r)}: pushing what moved`).not.toContain(p);
    }
    if (!MOVES.has(r.type)) continue;
    const { id, to } = r as { id: number; to: readonly [number, number] };
    const dir = "dir" in r ? (r.dir as Facing) : to[0] !== before[id]![0] ? "left" : "up"; // (a swap: its axis)
    if (r.type === "Pushed" && metOnItsCell(id, dir)) {
      const [x, y] = before[id]!;
      expect(r.to, `${JSON.stringify(r)}: pushed on from the cell it left`).toEqual([
        x + STEP[dir][0],
        y + STEP[dir][1],
      ]);
      axis.set(id, axis.get(id)! | axisOf(dir)); // passed over there by a mover along any of its moves
      continue;
    }
    expect([...axis.keys()], `${JSON.stringify(r)}: moved twice in one take`).not.toContain(id);
    axis.set(id, axisOf(dir));
  }
  for (const id of ids) {
    const [from, to] = [before[id], b.posOf(id)];
    if (from && to) expect(Math.abs(to[0] - from[0]) + Math.abs(to[1] - from[1])).toBeLessThanOrEqual(1);
  }
  return axis.size;
}

describe("the movement takes (random boards): an object moves at most once a take, and what moved is passed over", () => {
  it("the YOU move: each object moves at most once, and no later YOU object pushes, swaps or is blocked by what moved", () => {
    let moves = 0;
    fc.assert(
      fc.property(
        board("YOU"),
        fc.array(fc.constantFrom(...DIRS), { minLength: 1, maxLength: 6 }),
        (def, dirs) => {
          const b = oneTake(def, "YOU");
          for (const dir of dirs) moves += checkTake(b, () => b.move(dir));
        },
      ),
      fuzzed({ seed: 1_800_001, numRuns: 200 }),
    );
    expect(moves).toBeGreaterThan(0);
  });

  it("a MOVE take: each object moves at most once (turned around or not), and no later mover pushes, swaps or is blocked by what moved, but on the cell it left, crossing its move", () => {
    let moves = 0;
    fc.assert(
      fc.property(board("MOVE"), fc.integer({ min: 1, max: 6 }), (def, turns) => {
        const b = oneTake(def, "MOVE");
        for (let t = 0; t < turns; t++) moves += checkTake(b, () => b.step("wait"), true);
      }),
      fuzzed({ seed: 1_800_002, numRuns: 200 }),
    );
    expect(moves).toBeGreaterThan(0);
  });

  it("a SHIFT take: each object moves at most once, and no later carried object pushes, swaps or is blocked by what moved", () => {
    let moves = 0;
    fc.assert(
      fc.property(board("SHIFT"), (def) => {
        const b = oneTake(def, "SHIFT");
        moves += checkTake(b, () => b.step("wait")); // (one turn: after it two belts may share a cell)
      }),
      fuzzed({ seed: 1_800_003, numRuns: 300 }),
    );
    expect(moves).toBeGreaterThan(0);
  });
});

/** The things of the SHIFT boards: two SHIFT kinds (box FLOATs), two riders (moth FLOATs); none is solid. */
const ON_BELTS = ["belt", "box", "moth", "rock"] as const;
const SHIFTS = new Set<string>(["belt", "box"]);
const FLOATS = new Set<string>(["box", "moth"]);
const SHIFT_RULES = ["BELT IS SHIFT", "BOX IS SHIFT", "MOTH IS FLOAT", "BOX IS FLOAT"];

describe("SHIFT (random stacks): an object on n SHIFT objects takes n steps", () => {
  it("each object on n SHIFT objects of its float level goes n cells the oldest one's way, unless the edge or the text stops it", () => {
    const cell = fc.array(fc.record({ thing: fc.nat(ON_BELTS.length - 1), dir: fc.constantFrom(...DIRS) }), {
      maxLength: 5,
    });
    fc.assert(
      fc.property(
        fc.integer({ min: 4, max: 8 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(fc.tuple(fc.nat(), fc.nat(), cell), { maxLength: 4 }),
        (width, rows, stacks) => {
          const top = SHIFT_RULES.length; // the text's rows; below them, the stacks
          const height = top + rows;
          const objects: LevelDef["objects"] = SHIFT_RULES.flatMap((s, y) =>
            s.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })),
          );
          for (const [sx, sy, stack] of stacks)
            for (const { thing, dir } of stack)
              objects.push({ kind: ON_BELTS[thing], x: sx % width, y: top + (sy % rows), dir });
          const def = { width, height, objects };
          // what the rule says: per object, its SHIFT cell-mates of its float level and the oldest one's way
          const expected = objects.map((o, id) => {
            if (o.kind.startsWith("text:")) return [o.x, o.y];
            const float = FLOATS.has(o.kind);
            const mates = objects.flatMap((m, i) =>
              m.x === o.x && m.y === o.y && SHIFTS.has(m.kind) && FLOATS.has(m.kind) === float ? [i] : [],
            );
            const n = mates.filter((i) => i !== id).length;
            if (n === 0) return [o.x, o.y];
            const [dx, dy] = STEP[objects[mates[0]].dir as Facing];
            // the text fills columns 0–2 of the top rows, pushed against the edge: an object going up stops under it
            const floor = o.x < 3 ? top : 0;
            return [
              Math.min(width - 1, Math.max(0, o.x + n * dx)),
              Math.min(height - 1, Math.max(floor, o.y + n * dy)),
            ];
          });
          const b = newBaba(def);
          expect(tried(() => b.step("wait"))).toBeNull();
          expect(objects.map((_, id) => b.posOf(id))).toEqual(expected);
        },
      ),
      fuzzed({ seed: 1_800_004, numRuns: 300 }),
    );
  });
});

/** Every take's movers and every other sentence, for the whole turn's boards. */
const ANY_BOARD = fc.oneof(board("YOU"), board("MOVE"), board("SHIFT"));
const INPUT = fc.constantFrom("up", "down", "left", "right", "wait");

/** What a board shows: every object's cell and facing, the rules, won. */
function seen(level: grid.Level) {
  const b = babaOf(level);
  return {
    hash: grid.hashLevel(level),
    at: [...Array(level.nextId).keys()].map((id) => [b.posOf(id), b.facingOf(id)]),
    rules: b.rules(),
    won: b.won(),
  };
}

describe("undo and clones across the takes (random boards, whole turns)", () => {
  it("undo after any number of steps gives back each earlier board, hash by hash, back to the first", () => {
    fc.assert(
      fc.property(ANY_BOARD, fc.array(INPUT, { minLength: 1, maxLength: 8 }), (def, inputs) => {
        const b = newBaba(def);
        const boards = [seen(b.state)];
        for (const input of inputs) {
          expect(tried(() => b.step(input))).toBeNull();
          boards.push(seen(b.state));
        }
        boards.pop();
        while (boards.length > 0) {
          expect(b.undo()).toBe(true);
          expect(seen(b.state)).toEqual(boards.pop());
        }
      }),
      fuzzed({ seed: 1_800_005, numRuns: 200 }),
    );
  });

  it("a step then a clone equals a clone then a step, and both go on alike (the original untouched by the clone's steps)", () => {
    fc.assert(
      fc.property(ANY_BOARD, fc.array(INPUT, { minLength: 1, maxLength: 8 }), (def, inputs) => {
        const level = newBaba(def).state;
        let kept: grid.Level | null = null; // a clone made some steps back, stepped along since
        for (const [i, input] of inputs.entries()) {
          const copy = grid.cloneLevel(level);
          grid.step(copy, input); // clone, then step
          grid.step(level, input); // step …
          expect(seen(copy)).toEqual(seen(level));
          expect(seen(grid.cloneLevel(level))).toEqual(seen(level)); // … then clone
          if (kept) {
            grid.step(kept, input);
            expect(seen(kept)).toEqual(seen(level));
          }
          if (i % 3 === 0) kept = grid.cloneLevel(level);
        }
      }),
      fuzzed({ seed: 1_800_006, numRuns: 200 }),
    );
  });
});
