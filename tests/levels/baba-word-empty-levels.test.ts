/**
 * The levels that teach X IS WORD and the empty role's noun (docs/rules.md §5.2, §5.5): a known
 * solution plays each to won(), with the rule it teaches formed on the way and the board exact.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type Dir, type LevelDef, newBaba } from "../../src/harness";

const load = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;
const DIRS: Record<string, Dir> = { U: "up", D: "down", L: "left", R: "right" };

/** Plays `moves` (U, D, L, R) and returns the level, with won() after each. */
function play(name: string, moves: string) {
  const b = newBaba(load(name));
  const trace = [...moves].map((m) => {
    b.step(DIRS[m]);
    return b.won();
  });
  return { b, trace };
}

describe("levels/baba-word.json: the baba spells its own noun", () => {
  it("walking the baba into the gap before IS WIN spells BABA IS WIN, and the baba wins where it stands", () => {
    const { b, trace } = play("baba-word", "URR");
    expect(b.rules()).toContain("BABA IS WIN");
    expect(b.kindsAt(2, 3)).toEqual(["baba"]);
    expect(trace).toEqual([false, false, true]);
  });

  it("one step short, nothing is spelled", () => {
    const { b, trace } = play("baba-word", "UR");
    expect(b.rules()).not.toContain("BABA IS WIN");
    expect(trace).toEqual([false, false]);
  });
});

describe("levels/baba-empty.json: the walls vanish into nothing", () => {
  it("pushing the noun of the empty role into WALL IS _ erases every wall; the baba walks through to the flag", () => {
    const level = load("baba-empty");
    const walls = level.objects.filter((o) => o.kind === "wall").length;
    const { b, trace } = play("baba-empty", "LDDLLL");
    const gone = b.rules().find((r) => r.startsWith("WALL IS ") && r !== "WALL IS STOP");
    expect(gone).toBeDefined();
    expect(b.activeRules()).toContain(gone);
    let left = 0;
    for (let id = 0; id < b.state.nextId; id++)
      if (b.state.alive[id] && b.state.kinds.names[b.state.kind[id]] === "wall") left++;
    expect([walls, left]).toEqual([6, 0]);
    expect(b.kindsAt(0, 5)).toEqual(["baba", "flag"]);
    expect(trace).toEqual([false, false, false, false, false, true]);
  });

  it("without the push the walls stop the baba", () => {
    const { b } = play("baba-empty", "DD");
    expect(b.kindsAt(4, 3)).toEqual(["baba"]);
  });
});
