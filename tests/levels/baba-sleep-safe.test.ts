/**
 * The levels that teach SLEEP and SAFE (docs/rules.md §5.1): each plays the behaviour it teaches, and a
 * known solution wins (tests/solver/solve-levels.test.ts solves every level of levels/ besides).
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
  const def = load(name);
  const b = newBaba(def);
  const trace: boolean[] = [];
  for (const m of moves) {
    b.step(DIRS[m]);
    trace.push(b.won());
  }
  return { def, b, trace };
}

describe("levels/baba-sleep.json", () => {
  it("keke is YOU but asleep: it does not move until KEKE IS SLEEP is broken, then it walks to the flag", () => {
    const { def, b } = play("baba-sleep", "RLU");
    const keke = def.objects.findIndex((o) => o.kind === "keke");
    expect(b.posOf(keke)).toEqual([6, 1]); // asleep on all three steps (the rule broke as the third ended)
    expect(b.rules()).not.toContain("KEKE IS SLEEP");
    b.step("down");
    expect(b.posOf(keke)).toEqual([6, 2]); // awake
    const won = play("baba-sleep", "UDDDDDR");
    expect(won.trace).toEqual([false, false, false, false, false, false, true]);
    expect(won.b.stackAt(7, 6)).toEqual(["keke", "flag"]);
  });
});

describe("levels/baba-safe.json", () => {
  it("baba is MELT and the lava HOT: crossing unSAFE, baba melts", () => {
    const { b } = play("baba-safe", "RR");
    expect(b.stackAt(4, 6)).toEqual(["lava"]);
    expect(b.lost()).toBe(true);
  });

  it("with BABA IS SAFE formed, baba crosses the lava to the flag", () => {
    const { b, trace } = play("baba-safe", "URRRR");
    expect(b.rules()).toContain("BABA IS SAFE");
    expect(trace).toEqual([false, false, false, false, true]);
    expect(b.stackAt(6, 5)).toEqual(["flag", "baba"]);
  });
});
