/**
 * The levels that teach facing, wait and the movement takes (docs/rules.md §5.4–5.5): each is won by
 * a script, and each shows its word's rule with exact positions and facings along the way.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba, newSpellGrid } from "../../src/harness";
import { parseScript } from "../../src/play/notation";

const root = new URL("../../", import.meta.url).pathname;
const load = (name: string) =>
  JSON.parse(readFileSync(join(root, `levels/${name}.json`), "utf8")) as LevelDef;
const idOf = (def: LevelDef, kind: string) => def.objects.findIndex((o) => o.kind === kind);

/** Plays `script` (the notation) on a level; returns the game. */
function play(def: LevelDef, script: string) {
  const b = newBaba(def);
  for (const a of parseScript(script)) if (a.type === "step") b.step(a.dir);
  return b;
}

describe("levels that teach the movers", () => {
  it("baba-patrol: the skull walks at Baba, turns at the wall, and Baba passes it by waiting", () => {
    const def = load("baba-patrol");
    const skull = idOf(def, "skull");
    const b = play(def, "wait");
    expect([b.posOf(skull), b.facingOf(skull)]).toEqual([[2, 6], "left"]);
    b.step("right"); // Baba and the skull cross: neither ends on the other's tile
    expect(b.posOf(idOf(def, "baba"))).toEqual([2, 6]);
    expect(b.posOf(skull)).toEqual([1, 6]);
    b.step("right"); // blocked by the wall, the skull turns around and follows
    expect([b.posOf(skull), b.facingOf(skull)]).toEqual([[2, 6], "right"]);
    for (const d of ["right", "right"] as const) b.step(d);
    expect(b.won()).toBe(true);
    expect(play(def, "d; d").lost()).toBe(true); // walking into the skull's path
  });

  it("baba-belt: a belt carries Baba one tile in its facing each turn", () => {
    const def = load("baba-belt");
    const b = play(def, "d");
    expect([b.posOf(idOf(def, "baba")), b.facingOf(idOf(def, "baba"))]).toEqual([[2, 5], "right"]);
    b.step("wait");
    expect(b.posOf(idOf(def, "baba"))).toEqual([3, 5]);
    expect(play(def, "d; d; s").won()).toBe(true);
  });

  it("baba-pillars: stepping onto a pillar sends Baba to the other", () => {
    const def = load("baba-pillars");
    const b = play(def, "d");
    expect(b.posOf(idOf(def, "baba"))).toEqual([4, 5]);
    b.step("right");
    expect(b.won()).toBe(true);
  });

  it("baba-falling-flag: the flag falls to the floor on the first turn", () => {
    const def = load("baba-falling-flag");
    const b = play(def, "wait");
    expect(b.posOf(idOf(def, "flag"))).toEqual([4, 6]);
    expect(play(def, "d; d; d; d").won()).toBe(true);
  });
});

describe("SpellGrid: a minion whose noun is MOVE", () => {
  it("l4-marching-keg: the Powder Keg minion marches, pushes WIN under FLAG IS, and turns at the wall", () => {
    const def = load("l4-marching-keg");
    const g = newSpellGrid(def, []);
    const keg = g.minionAt(0, 5)!;
    expect(g.nameOf(keg)).toBe("Powder Keg");
    g.step("wait");
    expect([g.posOf(keg), g.facingOf(keg)]).toEqual([[1, 5], "right"]);
    expect(g.rules()).toContain("FLAG IS WIN");
    g.step("wait"); // WIN is stopped by the wall: the keg turns around and walks back
    expect([g.posOf(keg), g.facingOf(keg)]).toEqual([[0, 5], "left"]);
    expect(g.rules()).toContain("FLAG IS WIN");
    expect(g.health(keg)).toBe(1);
  });
});
