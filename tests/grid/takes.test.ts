/**
 * The movement takes and the facing words (docs/rules.md §5.4–5.5; research §3, §4): YOU → MOVE → SHIFT,
 * the direction properties before them, TELE and FALL after the conversions. Exact positions and facings.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG, MOVEMENT_TAKES } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { shiftCarried, shiftSteps } from "../../src/engine/grid/shift-carry";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

/** `def` with object `id` facing `dir`. */
function facing(def: LevelDef, id: number, dir: "up" | "down" | "left" | "right"): LevelDef {
  def.objects[id] = { ...def.objects[id], dir };
  return def;
}

describe("MOVE", () => {
  it("a MOVE object steps along its facing each turn, also on a wait", () => {
    const def = map("ROCK IS MOVE", ". . . .", "rock . . .");
    const b = newBaba(def);
    const rock = idOf(def, "rock");
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[1, 2], "right"]);
    b.step("wait");
    expect(b.posOf(rock)).toEqual([2, 2]);
  });

  it("a blocked MOVE object turns around and tries once more, in the same turn", () => {
    const def = map("ROCK IS MOVE", "WALL IS STOP", ". rock wall");
    const b = newBaba(def);
    const rock = idOf(def, "rock");
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[0, 2], "left"]);
    b.step("wait"); // the edge: turns right and steps back
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[1, 2], "right"]);
  });

  it("blocked both ways, it turns around and stays", () => {
    const def = map("ROCK IS MOVE", "WALL IS STOP", "wall rock wall");
    const b = newBaba(def);
    const rock = idOf(def, "rock");
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[1, 2], "left"]);
  });

  it("MOVE runs after YOU: YOU steps first, then the mover, in one turn", () => {
    const def = map("BABA IS YOU", "KEKE IS MOVE", "KEKE IS STOP", "baba . keke .");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([1, 3]);
    expect(b.posOf(idOf(def, "keke"))).toEqual([3, 3]);
  });

  it("movers move together: a STOP mover behind another goes once the front one has gone (the retry)", () => {
    const def = map("ROCK IS MOVE AND STOP", ". . . .", "rock rock . .");
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(idOf(def, "rock", 0)), b.posOf(idOf(def, "rock", 1))]).toEqual([
      [1, 2],
      [2, 2],
    ]);
  });

  it("a MOVE object facing the edge turns around and pushes; the pushed object faces its push", () => {
    const base = map("ROCK IS MOVE", "KEKE IS PUSH", ". . . .", "rock keke . .");
    const def = facing(base, idOf(base, "rock"), "left");
    const b = newBaba(def);
    b.step("wait");
    const keke = idOf(def, "keke");
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[2, 3], "right"]);
  });

  it("two MOVE rules naming a kind are two steps", () => {
    const def = map("ROCK IS MOVE", "ALL IS MOVE", ". . . . .", "rock . . . .");
    const b = newBaba(def);
    b.step("wait");
    expect(b.posOf(idOf(def, "rock"))).toEqual([2, 3]);
  });

  it("a conditional MOVE rule gives a step to each object it holds for, beside a plain one: the objects are listed once per MOVE rule whose condition holds as the take begins (the game's findallfeature, findall's testcond)", () => {
    const alone = map("LONELY ROCK IS MOVE", ". . . . .", "rock . . . .");
    let b = newBaba(alone);
    b.step("wait");
    expect(b.posOf(idOf(alone, "rock"))).toEqual([1, 2]);
    // the lonely rock takes two steps; the rock on the flag one (no longer on it after its step: counted at the start)
    const both = map("ROCK IS MOVE", "LONELY ROCK IS MOVE", ". . . . .", "rock . . . .", "rock+flag . . . .");
    b = newBaba(both);
    b.step("wait");
    expect([b.posOf(idOf(both, "rock")), b.posOf(idOf(both, "rock", 1))]).toEqual([
      [2, 3],
      [1, 4],
    ]);
    // distinct spelled rules count as the plain ones do: LONELY ALL IS MOVE and LONELY ROCK IS MOVE are two
    const two = map("LONELY ALL IS MOVE", "LONELY ROCK IS MOVE", ". . . . .", "rock . . . .");
    b = newBaba(two);
    b.step("wait");
    expect(b.posOf(idOf(two, "rock"))).toEqual([2, 3]);
    // a conditional NOT that holds takes every step away; where it does not, the plain rule's one step stays
    const not = map(
      "ROCK IS MOVE",
      "LONELY ROCK IS NOT MOVE",
      ". . . . .",
      "rock . . . .",
      "rock+flag . . . .",
    );
    b = newBaba(not);
    b.step("wait");
    expect([b.posOf(idOf(not, "rock")), b.posOf(idOf(not, "rock", 1))]).toEqual([
      [0, 3],
      [1, 4],
    ]);
  });
});

describe("SHIFT", () => {
  it("moves what shares its tile one step in its facing and turns it that way; not itself", () => {
    const base = map("BELT IS SHIFT", ". . .", ". belt+rock .", ". . .");
    const def = facing(base, idOf(base, "belt"), "down");
    const b = newBaba(def);
    b.step("wait");
    const rock = idOf(def, "rock");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[1, 3], "down"]);
    expect(b.posOf(idOf(def, "belt"))).toEqual([1, 2]);
  });

  it("runs after YOU: YOU stepping onto a belt is carried on in the same turn", () => {
    const def = map("BABA IS YOU", "BELT IS SHIFT", "baba belt . .");
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    b.step("right");
    expect([b.posOf(baba), b.facingOf(baba)]).toEqual([[2, 2], "right"]);
  });

  it("an object on two SHIFT objects takes two steps, one take each, the older's way: the older turns the younger first (the game's movecommand adds a step per SHIFT object)", () => {
    const base = map("BELT IS SHIFT", "belt+belt+rock . . . .");
    const [older, younger, rock] = [idOf(base, "belt"), idOf(base, "belt", 1), idOf(base, "rock")];
    const def = facing(base, younger, "left"); // the older faces right
    const b = newBaba(def);
    b.step("wait");
    // each belt carries the other one step; the rock, on both, goes two
    expect([older, younger, rock].map((id) => [b.posOf(id), b.facingOf(id)])).toEqual([
      [[1, 1], "right"],
      [[1, 1], "right"],
      [[2, 1], "right"],
    ]);
  });
});

describe("a SHIFT object made SHIFT by two rules", () => {
  it("carries what stands on it a step per listing of a rule, one take each, as MOVE steps once per listing (the game lists it once per SHIFT rule it reads)", () => {
    // NOT ROCK IS SHIFT names the belt too: two rules make the belt SHIFT, none the rock
    const def = map("BELT IS SHIFT", "NOT ROCK IS SHIFT", "belt+rock . . . .");
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(idOf(def, "rock")), b.posOf(idOf(def, "belt"))]).toEqual([
      [2, 2],
      [0, 2],
    ]);
    // the same sentence written twice is listed twice (tests/grid/rule-count.test.ts)
    const twice = map("BELT IS SHIFT", "BELT IS SHIFT", "belt+rock . . . .");
    const c = newBaba(twice);
    c.step("wait");
    expect(c.posOf(idOf(twice, "rock"))).toEqual([2, 2]);
  });

  it("which objects are SHIFT, and by how many rules, is read as the take begins, before a SHIFT object turns another (the game's take 3 lists them first, findallfeature)", () => {
    const base = map("BELT FACING UP IS SHIFT", ". . .", ". . .", ". belt+belt+rock .");
    const [older, younger, rock] = [idOf(base, "belt"), idOf(base, "belt", 1), idOf(base, "rock")];
    const def = facing(base, older, "up"); // the younger faces right: not SHIFT, though the older turns it up
    const b = newBaba(def);
    b.step("wait");
    expect([older, younger, rock].map((id) => [b.posOf(id), b.facingOf(id)])).toEqual([
      [[1, 3], "up"],
      [[1, 2], "up"],
      [[1, 2], "up"],
    ]);
    // with BELT IS SHIFT too: the younger, facing up as the take began, is SHIFT by both rules, though the
    // older (by one) turns it right before its turn
    const two = map("BELT IS SHIFT", "BELT FACING UP IS SHIFT", ". . . . .", "belt+belt+rock . . . .");
    const [o2, y2, r2] = [idOf(two, "belt"), idOf(two, "belt", 1), idOf(two, "rock")];
    facing(two, y2, "up");
    const c = newBaba(two);
    c.step("wait");
    // the older gives the younger and the rock a step; the younger, facing right by then, gives the older
    // and the rock two
    expect([o2, y2, r2].map((id) => c.posOf(id))).toEqual([
      [2, 3],
      [1, 3],
      [3, 3],
    ]);
  });

  it("a conditional SHIFT rule adds a step for each SHIFT object it holds for, as the take begins (the game lists the object once per SHIFT rule whose condition holds)", () => {
    const def = map("BELT IS SHIFT", "BELT ON ROCK IS SHIFT", "belt+rock . . . .", "belt+flag . . . .");
    const b = newBaba(def);
    b.step("wait");
    // the belt under the rock is SHIFT by both rules; the one under the flag by one
    expect([b.posOf(idOf(def, "rock")), b.posOf(idOf(def, "flag"))]).toEqual([
      [2, 2],
      [1, 3],
    ]);
    const only = map("BELT ON ROCK IS SHIFT", "belt+rock . . . .", "belt+flag . . . .");
    const c = newBaba(only);
    c.step("wait");
    expect([c.posOf(idOf(only, "rock")), c.posOf(idOf(only, "flag"))]).toEqual([
      [1, 1],
      [0, 2],
    ]);
  });
});

describe("SHIFT objects of two kinds on one cell", () => {
  /** After one wait, [x, facing] of the belt, the tile and the rock; the tile faces left, the belt right. */
  const played = (rules: string[], tileOlder: boolean): [number, string | null][] => {
    const def = map(...rules, ". . belt+tile+rock . . .");
    const [belt, tile, rock] = [idOf(def, "belt"), idOf(def, "tile"), idOf(def, "rock")];
    def.objects[tile] = { ...def.objects[tile], dir: "left" };
    if (tileOlder) [def.objects[belt], def.objects[tile]] = [def.objects[tile], def.objects[belt]];
    const ids = tileOlder ? [tile, belt, rock] : [belt, tile, rock]; // belt, tile, rock by kind
    const b = newBaba(def);
    b.step("wait");
    return ids.map((id) => [b.posOf(id)?.[0] ?? -1, b.facingOf(id)]);
  };

  it("act in the order of their SHIFT rules (the first word's text object, oldest first), whichever object is older: the first turns the other and the rider its way (the game's take 3 walks `findallfeature`, docs/rules.md §5.4)", () => {
    const tileRuleFirst = ["TILE IS SHIFT", "BELT IS SHIFT"];
    const beltRuleFirst = ["BELT IS SHIFT", "TILE IS SHIFT"];
    for (const tileOlder of [false, true]) {
      // TILE's rule first: the tile turns the belt and the rock left; each carries the other a cell, the rock goes two
      expect(played(tileRuleFirst, tileOlder)).toEqual([
        [1, "left"],
        [1, "left"],
        [0, "left"],
      ]);
      // BELT's rule first: all goes right
      expect(played(beltRuleFirst, tileOlder)).toEqual([
        [3, "right"],
        [3, "right"],
        [4, "right"],
      ]);
    }
  });

  it("a SHIFT rule spelled twice is listed at each spelling: the spelling whose first word is older counts, though read later (rows first)", () => {
    // TILE IS SHIFT across on row 3 (first word id 6) and down column 5 (first word id 0); BELT IS SHIFT
    // across on row 1 (first word id 1): TILE's rule is listed first, so all goes left (by the first
    // spelling read, row 3, BELT's rule would come first and all go right). Listed by both spellings, the
    // tile gives the belt and the rock two steps, the belt the tile and the rock one: the belt and the
    // rock stop at the grid's edge
    const rows = [". . . . . TILE", "BELT IS SHIFT . . IS", ". . . . . SHIFT", "TILE IS SHIFT . . ."];
    for (const tileOlder of [false, true])
      expect(played(rows, tileOlder)).toEqual([
        [0, "left"],
        [1, "left"],
        [0, "left"],
      ]);
  });

  it("the example of docs/rules.md §5.4 played, undone and decoded by the solver: undo gives the bytes before, a decoded board the bytes of play", () => {
    const def = map("TILE IS SHIFT", "BELT IS SHIFT", ". . belt+tile+rock . . .");
    const [belt, tile] = [idOf(def, "belt"), idOf(def, "tile")];
    facing(def, tile, "left");
    const model = modelOf(def, repositoryContent());
    const pack = (level: unknown): Uint8Array => {
      const w = new Writer();
      model.codec().encode(level, w);
      return w.bytes.slice(0, w.length);
    };
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const before = pack(level);
    grid.step(level, "wait");
    expect([belt, tile].map((id) => [grid.posOf(level, id)?.[0], grid.facingOf(level, id)])).toEqual([
      [1, "left"],
      [1, "left"],
    ]);
    const after = pack(level);
    grid.undo(level);
    expect(pack(level)).toEqual(before);
    const decoded = model.codec().decode(new Reader(before, 0));
    expect(pack(model.apply(decoded, { type: "step", dir: "wait" }))).toEqual(after);
  });

  it("two stacked SHIFT objects of one kind act by age: the older's way wins", () => {
    const def = map("BELT IS SHIFT", ". . belt+belt+rock . . .");
    const [older, younger, rock] = [idOf(def, "belt"), idOf(def, "belt", 1), idOf(def, "rock")];
    def.objects[younger] = { ...def.objects[younger], dir: "left" };
    const b = newBaba(def);
    b.step("wait");
    expect([older, younger, rock].map((id) => [b.posOf(id)?.[0], b.facingOf(id)])).toEqual([
      [3, "right"],
      [3, "right"],
      [4, "right"],
    ]);
  });
});

describe("the direction properties, TELE, FALL", () => {
  it("UP, DOWN, LEFT, RIGHT set facing before anything moves, so a MOVE object goes that way", () => {
    const def = map("ROCK IS MOVE", "ROCK IS UP .", ". . . .", ". . rock .");
    const b = newBaba(def);
    const rock = idOf(def, "rock");
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock)]).toEqual([[2, 2], "up"]);
  });

  it("FALL drops an object down until something solid; after the conversions", () => {
    const def = map("ROCK IS FALL", "WALL IS STOP", ". rock .", ". . .", ". . .", ". wall .");
    const b = newBaba(def);
    b.step("wait");
    expect(b.posOf(idOf(def, "rock"))).toEqual([1, 4]);
    const conv = map("KEKE IS ROCK", "ROCK IS FALL", ". keke", ". .", ". .");
    const c = newBaba(conv);
    c.step("wait");
    expect(c.kindsAt(1, 4)).toEqual(["rock"]);
  });

  it("TELE sends what stands on one to the next of its kind, deterministically", () => {
    const def = map("PILLAR IS TELE", "BABA IS YOU .", "baba pillar . pillar");
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    b.step("right");
    expect(b.posOf(baba)).toEqual([3, 2]);
  });
});

describe("the takes are data", () => {
  it("content lists YOU, MOVE, the four NUDGE takes, FEAR, SHIFT in the game's order; a level without MOVE's take keeps its movers still", () => {
    expect(MOVEMENT_TAKES).toEqual([
      "YOU",
      "MOVE",
      "NUDGERIGHT",
      "NUDGEUP",
      "NUDGELEFT",
      "NUDGEDOWN",
      "FEAR",
      "SHIFT",
    ]);
    const def = map("ROCK IS MOVE", "rock . .");
    const b = newBaba(def);
    b.state.takes = ["YOU"];
    b.step("wait");
    expect(b.posOf(idOf(def, "rock"))).toEqual([0, 1]);
  });
});

/**
 * What SHIFT carries, the rule read literally (the game's `movecommand`): each SHIFT object, oldest first,
 * carries every other object on its cell and float level one step, turning it to face the way it faces
 * then (a SHIFT object carried by an older one faces that one's way when its own turn comes): each as
 * [id, facing, steps].
 */
function carriedByTheRule(level: grid.Level): [number, number, number][] {
  const B = grid.bitsOf(LEXICON);
  const ids = [...Array(level.nextId).keys()].filter((id) => level.alive[id]);
  const props = (id: number) => grid.propsOf(level, id);
  const facing = ids.map((id) => level.facing[id]);
  const carried = new Map<number, number>(); // id → steps
  for (const s of ids.filter((id) => props(id) & B.SHIFT))
    for (const o of ids)
      if (
        o !== s &&
        level.x[o] === level.x[s] &&
        level.y[o] === level.y[s] &&
        (props(o) & B.FLOAT) === (props(s) & B.FLOAT)
      ) {
        carried.set(o, (carried.get(o) ?? 0) + 1);
        facing[o] = facing[s];
      }
  return [...carried].sort(([a], [b]) => a - b).map(([o, steps]) => [o, facing[o], steps]);
}

/** The things random SHIFT boards are drawn from: two SHIFT kinds (one FLOAT), two riders (one FLOAT). */
const ON_BELTS = ["belt", "box", "moth", "rock"] as const;

describe("SHIFT carries", () => {
  it("each object on a SHIFT object of its float level, listed oldest first, turned to face its way, with a step per SHIFT object", () => {
    const cell = fc.array(
      fc.record({
        thing: fc.integer({ min: 0, max: ON_BELTS.length - 1 }),
        dir: fc.constantFrom("up", "down", "left", "right"),
      }),
      { maxLength: 4 },
    );
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 4, maxLength: 4 }), { minLength: 3, maxLength: 3 }),
        (field) => {
          const def = map("BELT IS SHIFT . .", "BOX IS SHIFT . .", "MOTH IS FLOAT . .", "BOX IS FLOAT . .");
          for (const [y, row] of field.entries())
            for (const [x, stack] of row.entries())
              for (const { thing, dir } of stack)
                def.objects.push({ kind: ON_BELTS[thing], x, y: y + 4, dir });
          def.height = 4 + field.length;
          const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          const expected = carriedByTheRule(level);
          const carried = shiftCarried(level, grid.bitsOf(LEXICON));
          expect(carried.map((id) => [id, level.facing[id], shiftSteps(id)])).toEqual(expected);
        },
      ),
      fuzzed({ seed: 20_261_202, numRuns: 150 }),
    );
  });
});
