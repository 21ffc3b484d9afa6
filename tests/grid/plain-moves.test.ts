/**
 * Plain moves of many movers (docs/rules.md §5.4; move-plain.ts `plainMask`, `turnAndStep`): whether a step
 * may be plain is read once per move and again after each hook, and a plain mover turns and steps in one
 * call. On random boards crowded with YOU objects (and MOVE objects) among PUSH, STOP and text, with and
 * without a journal, with undo and with a hook that changes the rules mid-move, the moves with the
 * shortcuts on leave the same board as every step planned in full (`useShortcuts(false)`) after every call.
 * Also here: a level's hazard list is its own (phases/hazard-needs.ts `needsOf`), levels taking turns.
 */
import fc from "fast-check";
import { afterEach, describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { callsOf, crowdedBoards, walk } from "./shortcut-walk";

const CALLS = callsOf(8, 24);
/** What a cell holds: mostly YOU objects (babas), some PUSH rocks, STOP walls, MOVE kegs, text. */
const CELL = fc.constantFrom(
  ".",
  ".",
  ".",
  "baba",
  "baba",
  "baba",
  "baba+baba",
  "rock",
  "wall",
  "keg",
  "FLAG",
);
const EXTRA = fc.constantFrom(
  "KEG IS MOVE",
  "FLAG IS WIN",
  "ROCK IS YOU",
  "WALL IS PUSH",
  "KEG IS SINK",
  "ROCK IS WEAK",
  "BABA IS OPEN",
  "WALL IS SHUT",
  "KEG IS PULL",
  "BABA IS PULL",
  "BABA IS SWAP",
  "ROCK IS SWAP",
  "BABA IS WEAK",
);
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "TEXT IS PUSH"];

/** A random crowded level: four rules and up to two more on the top rows, then cells of the given things. */
const BOARD = crowdedBoards({
  rules: RULES,
  extra: EXTRA,
  extraMax: 2,
  cell: CELL,
  width: [6, 10],
  height: [4, 7],
});

/** A hook that removes the victims, puts a new YOU object where the first was, and reparses (mid-move). */
const changing: grid.DestroyHook = (level, ids) => {
  const [x, y] = [level.x[ids[0]], level.y[ids[0]]];
  grid.removeObjects(level, ids);
  grid.placeObject(level, "baba", x, y);
  grid.reparse(level);
};

afterEach(() => useShortcuts(true));

describe("plain moves of many movers change nothing", () => {
  test("crowded random boards, with and without a journal, with undo", () => {
    fc.assert(
      fc.property(BOARD, fc.boolean(), CALLS, (def, journal, calls) => {
        const start = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal });
        expect(walk(start, calls, true)).toEqual(walk(start, calls, false));
      }),
      fuzzed({ seed: 13_201, numRuns: 80 }),
    );
  });

  test("a hook that writes the board mid-move", () => {
    fc.assert(
      fc.property(BOARD, CALLS, (def, calls) => {
        const start = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        expect(walk(start, calls, true, changing)).toEqual(walk(start, calls, false, changing));
      }),
      fuzzed({ seed: 13_202, numRuns: 40 }),
    );
  });

  test("a hook that spells PULL mid-move: the movers after it step as PULL now says", () => {
    // The leading baba (OPEN) meets the SHUT wall; the hook spells KEG IS PULL and reparses before the
    // other baba steps away from the keg behind it, which follows.
    const def = map("BABA IS YOU", "BABA IS OPEN", "WALL IS SHUT", ". . . . . baba wall", "keg baba . .");
    const spell: grid.DestroyHook = (level, ids) => {
      grid.removeObjects(level, ids);
      for (const [x, word] of ["text:KEG", "text:IS", "text:PULL"].entries())
        grid.placeObject(level, word, x + 4, 0);
      grid.reparse(level);
    };
    for (const shortcuts of [true, false]) {
      const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
      useShortcuts(shortcuts);
      grid.step(level, "right", spell);
      useShortcuts(true);
      const [keg, baba] = ["keg", "baba"].map((k) => def.objects.findLastIndex((o) => o.kind === k));
      expect([level.x[baba], level.x[keg], level.inForce.rules.includes("KEG IS PULL")]).toEqual([
        2,
        1,
        true,
      ]);
    }
  });

  test("a crowd steps together: each YOU object one cell, the leader first", () => {
    const def = map("BABA IS YOU", ". . .", "baba baba baba . .", "baba+baba . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    grid.step(level, "right");
    const babas = def.objects.flatMap((o, id) => (o.kind === "baba" ? [id] : []));
    expect(babas.map((id) => [level.x[id], level.y[id], level.facing[id]])).toEqual([
      [1, 2, 0],
      [2, 2, 0],
      [3, 2, 0],
      [1, 3, 0],
      [1, 3, 0],
    ]);
  });
});

describe("hazard lists", () => {
  test("each level's own hazard list acts, levels taking turns", () => {
    const def = map("BABA IS YOU", "SKULL IS DEFEAT", ". . .", "baba skull .");
    const safe = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, hazards: [] });
    const deadly = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const baba = def.objects.findIndex((o) => o.kind === "baba");
    grid.step(safe, "right");
    grid.step(deadly, "right");
    expect([safe.alive[baba], deadly.alive[baba]]).toEqual([1, 0]);
    grid.step(safe, "left");
    expect([safe.alive[baba], safe.x[baba]]).toEqual([1, 0]);
  });
});
