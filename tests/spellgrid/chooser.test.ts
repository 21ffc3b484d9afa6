/**
 * SpellGrid's chooser, held to the card harness's rule (docs/api.md M5 `setChooser`, rules §3.9, §8): a
 * chooser may read the game but not change it during the call that asked it, which is an error naming
 * both calls; what it throws fails the call as an Error (anything else it throws becomes one); and the
 * call that failed changes nothing. Before, a chooser's own step ran and was then silently undone by the
 * cast that asked it, a chooser's cast recursed until the stack overflowed (a RangeError), and a
 * chooser's thrown string came out of `cast` as a string.
 */
import { describe, expect, test } from "vitest";
import * as sg from "../../src/engine/spellgrid";
import { newSpellGrid, type SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";

/** Baba beside a rock, Graft in the hand (its Assemble asks the chooser). */
const game = (): SpellGrid => newSpellGrid(mapLevel(["BABA IS YOU", ". baba rock", ". . ."], ["Graft"]));

/** Everything a user can observe, with the canonical hash. */
const observe = (g: SpellGrid) => ({
  hash: sg.hashSpellGrid(g.state),
  tiles: [0, 1, 2].flatMap((y) => [0, 1, 2].map((x) => g.stackAt(x, y))),
  hand: g.hand(),
  log: g.logTree(),
});

describe("SpellGrid's chooser may read the game but not change it mid-call", () => {
  test.each<[string, (g: SpellGrid) => unknown, string]>([
    ["step", (g) => g.step("right"), "step: the game is busy with cast (a chooser may not change the game)"],
    ["move", (g) => g.move("right"), "move: the game is busy with cast (a chooser may not change the game)"],
    [
      "place",
      (g) => g.place("rock", 0, 2),
      "place: the game is busy with cast (a chooser may not change the game)",
    ],
    ["cast", (g) => g.cast("Graft"), "cast: the game is busy with cast (a chooser may not change the game)"],
    [
      "clearLog",
      (g) => g.clearLog(),
      "clearLog: the game is busy with cast (a chooser may not change the game)",
    ],
  ])(
    "a chooser that calls %s fails the cast with a clear error, and nothing changes",
    (_, change, message) => {
      const g = game();
      const before = observe(g);
      let seen: string[] = [];
      g.setChooser((_kind, options) => {
        seen = g.hand();
        change(g);
        return options[0];
      });
      expect(() => g.cast("Graft")).toThrow(message);
      expect(seen).toEqual(["Graft"]);
      expect(observe(g)).toEqual(before);
    },
  );

  test("a chooser that throws something other than an Error fails the call with an Error, changing nothing", () => {
    const g = game();
    const before = observe(g);
    g.setChooser(() => {
      throw "no";
    });
    let thrown: unknown = null;
    try {
      g.cast("Graft");
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect((thrown as Error).message).toBe(
      'chooser threw the string "no" for "base" (a chooser that fails must throw an Error)',
    );
    expect(observe(g)).toEqual(before);
  });

  test("once the call that asked it has ended, the game takes changes again", () => {
    const g = game();
    g.setChooser((_kind, options) => options[0]);
    g.cast("Graft");
    g.step("right");
    expect(g.stackAt(1, 1)).toEqual([]);
    expect(g.stackAt(2, 1)).toContain("baba");
  });
});
