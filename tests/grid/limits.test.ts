/**
 * Levels are bounded (issue 16 item 3; content LEVEL_LIMITS): width, height and the number of objects
 * on the grid are refused past their limits with an error naming the field and the limit, before
 * anything is built; `place` and a conversion past the object limit throw and change nothing.
 */
import { describe, expect, it } from "vitest";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Everything a user can observe of a Baba level, tile by tile, and the id the next object gets. */
function observe(b: Baba) {
  const { width, height } = b.state;
  const tiles: string[][] = [];
  for (let y = 0; y < height; y++) for (let x = 0; x < width; x++) tiles.push(b.stackAt(x, y));
  return {
    tiles,
    rules: b.rules(),
    active: b.activeRules(),
    won: b.won(),
    nextId: b.state.nextId,
    history: b.state.history.length,
  };
}

/** A level of `config`'s limits but these sizes (the engine takes the limits as data). */
const small = { ...LEVEL_CONFIG, limits: { width: 6, height: 6, objects: 12 } };

describe("level sizes: refused past content LEVEL_LIMITS, naming the field and the limit", () => {
  /** The grid engine's own check, as tools that build levels directly meet it (below the content checker). */
  const load = (def: LevelDef) => () => grid.createLevel(def, LEXICON, LEVEL_CONFIG);

  it("a width or height past the limit is refused before the grid is built (65536×65536, 10000×10000)", () => {
    const { width, height } = LEVEL_LIMITS;
    expect(load({ name: "huge", width: 65536, height: 65536, objects: [] })).toThrow(
      `level "huge": width: 65536 is over the limit of ${width} (content LEVEL_LIMITS.width)`,
    );
    expect(load({ width: 10, height: 10000, objects: [] })).toThrow(
      `level "(unnamed)": height: 10000 is over the limit of ${height} (content LEVEL_LIMITS.height)`,
    );
    expect(load({ width: width + 1, height: 1, objects: [] })).toThrow(/width: \d+ is over the limit/);
    expect(grid.createLevel({ width, height: 1, objects: [] }, LEXICON, LEVEL_CONFIG).width).toBe(width);
    // The harness checks the level's content first (src/content/level-check.ts): the field is named too.
    expect(() => newBaba({ name: "huge", width: 65536, height: 65536, objects: [] })).toThrow(
      new RegExp(`^level "huge": width: 65536 .*${width}`),
    );
    expect(newBaba({ width, height: 1, objects: [] }).state.width).toBe(width);
  });

  it("more objects than the limit are refused, cards counted with objects", () => {
    const objects = (n: number) => Array.from({ length: n }, (_, i) => ({ kind: "rock", x: i % 6, y: 0 }));
    const level = (n: number): LevelDef => ({ name: "full", width: 6, height: 6, objects: objects(n) });
    expect(() => grid.createLevel(level(13), LEXICON, small)).toThrow(
      'level "full": objects: 13 objects and cards: over the limit of 12 (content LEVEL_LIMITS.objects)',
    );
    const cards = [{ card: "Powder Keg", x: 5, y: 5 }];
    expect(() => grid.createLevel({ ...level(12), cards }, LEXICON, small)).toThrow(
      "objects: 13 objects and cards: over the limit of 12",
    );
    expect(grid.createLevel(level(12), LEXICON, small).nextId).toBe(12);
  });

  it("the game's own limit: a level of LEVEL_LIMITS.objects objects loads, one more does not", () => {
    const { width, height, objects } = LEVEL_LIMITS;
    const def = (n: number): LevelDef => ({
      width,
      height,
      objects: Array.from({ length: n }, (_, i) => ({
        kind: "rock",
        x: i % width,
        y: ((i / width) | 0) % height,
      })),
    });
    expect(load(def(objects + 1))).toThrow(`over the limit of ${objects} (content LEVEL_LIMITS.objects)`);
    expect(() => newBaba(def(objects + 1))).toThrow(
      new RegExp(`^level "\\(unnamed\\)": objects: ${objects + 1} `),
    );
    const b = newBaba(def(objects));
    const before = observe(b);
    expect(() => b.place("baba", 0, 0)).toThrow(
      `place would put ${objects + 1} objects on the grid, over the limit of ${objects} (content LEVEL_LIMITS.objects)`,
    );
    expect(observe(b)).toEqual(before);
  });

  it("a NaN or infinite size shows its real value", () => {
    expect(load({ width: Number.NaN, height: 1, objects: [] })).toThrow(
      'level "(unnamed)": width: NaN must be a positive integer',
    );
    expect(load({ width: 1, height: Number.POSITIVE_INFINITY, objects: [] })).toThrow(
      "height: Infinity must be a positive integer",
    );
    expect(load({ width: 2, height: 1, objects: [{ kind: "rock", x: Number.NaN, y: 0 }] })).toThrow(
      "objects[0].x: NaN must be an integer",
    );
    expect(() => newBaba({ width: Number.NaN, height: 1, objects: [] })).toThrow(
      /^level "\(unnamed\)": width: .*NaN/,
    );
  });
});

describe("objects on the grid: place and conversion stop at the limit and change nothing", () => {
  it("place past the limit throws and the level is as it was", () => {
    const level = grid.createLevel(map("rock rock rock"), LEXICON, {
      ...small,
      limits: { ...small.limits, objects: 4 },
    });
    expect(grid.placeObject(level, "baba", 0, 0)).toBe(3);
    expect(() => grid.placeObject(level, "baba", 1, 0)).toThrow(
      "place would put 5 objects on the grid, over the limit of 4",
    );
    expect(() => grid.placeObject(level, "baba", 1, 0)).toThrow(grid.ObjectLimitError);
    expect(grid.kindsAt(level, 1, 0)).toEqual(["rock"]);
    expect(level.nextId).toBe(4);
    grid.removeObjects(level, [0]);
    expect(grid.placeObject(level, "baba", 1, 0)).toBe(4); // room again once an object is gone
  });

  it("a conversion that doubles every step throws at the limit; the step changes nothing, undo still works", () => {
    // Every rock, keke and wall becomes two objects each turn: 1, 2, 4, 8 ... of them.
    // The baba walks right and left, so the failing step has moved it before its conversion.
    const def = map(
      "ROCK IS KEKE AND WALL .",
      "KEKE IS ROCK AND WALL .",
      "WALL IS ROCK AND KEKE .",
      "rock . . . . .",
      ". . baba . . .",
      "BABA IS YOU . . .",
    );
    const b = newBaba(def);
    const { objects } = LEVEL_LIMITS;
    let steps = 0;
    let error: unknown = null;
    let before = observe(b);
    while (error === null && steps < 64) {
      before = observe(b);
      try {
        b.step(steps % 2 === 0 ? "right" : "left");
        steps++;
      } catch (e) {
        error = e;
      }
    }
    expect(error).toBeInstanceOf(grid.ObjectLimitError); // a GridError a search can tell from others
    expect(error).toBeInstanceOf(grid.GridError);
    expect((error as Error).message).toMatch(
      new RegExp(
        `^step: the conversion would put at least ${objects + 1} objects on the grid, over the limit of ${objects} `,
      ),
    );
    expect(observe(b)).toEqual(before);
    expect(b.posOf(idOf(def, "baba"))).toEqual([steps % 2 === 0 ? 2 : 3, 4]);
    expect(b.state.history).toHaveLength(steps);
    expect(b.undo()).toBe(true);
    expect(b.kindsAt(0, 3).length).toBe(2 ** (steps - 1));
  });
});
