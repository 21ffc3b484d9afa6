/**
 * The level that teaches a conditional verb (docs/rules.md §5.8 "Verbs"): levels/baba-lonely-eat.json,
 * `LONELY BABA EAT WALL`. A known solution wins (tests/solver/solve-levels.test.ts solves every level of
 * levels/ besides).
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Dir, type LevelDef, newBaba } from "../../src/harness";

const root = new URL("../../", import.meta.url).pathname;
const load = (name: string) =>
  JSON.parse(readFileSync(join(root, `levels/${name}.json`), "utf8")) as LevelDef;
const DIRS: Record<string, Dir> = { U: "up", D: "down", L: "left", R: "right" };

/** A level played through `moves` (U, D, L, R), with won() after each. */
function play(name: string, moves: string) {
  const b = newBaba(load(name));
  const trace: boolean[] = [];
  for (const m of moves) {
    b.step(DIRS[m]);
    trace.push(b.won());
  }
  return { b, trace };
}

describe("levels/baba-lonely-eat.json", () => {
  it("on the rock baba is not lonely and the wall stops it; alone, it eats its way through the walls to the flag", () => {
    const def = load("baba-lonely-eat");
    const baba = def.objects.findIndex((o) => o.kind === "baba");
    const { b } = play("baba-lonely-eat", "R");
    expect([b.posOf(baba), b.stackAt(2, 5)]).toEqual([[1, 5], ["wall"]]); // it shares its cell with the rock
    const won = play("baba-lonely-eat", "LURRDR");
    expect(won.trace).toEqual([false, false, false, false, false, true]);
    expect(won.b.stackAt(3, 5)).toEqual(["baba", "flag"]);
  });
});
