/**
 * WEAK during movement (docs/rules.md §5.4; research §3): a WEAK STOP object does not block and is
 * destroyed once overlapped; a WEAK pushed object that cannot move is destroyed and the pusher goes on;
 * a WEAK mover that is blocked is destroyed. Each death is a `Weakened` record with the WEAK rule, the
 * object that stopped it and its tile.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GridCause } from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { parseScript } from "../../src/play/notation";
import { idOf, map } from "./builder";

/** The death records of the journal, with their causes. */
const deaths = (b: Baba) => {
  const j = b.journal();
  return j.records.flatMap((r, i) =>
    r.type === "Weakened" ? [[j.depths[i], r, j.causes[i]] as [number, typeof r, GridCause]] : [],
  );
};

describe("WEAK in movement", () => {
  it("a WEAK STOP object does not block: the mover enters, and the WEAK object is destroyed", () => {
    const def = map("BABA IS YOU", "WALL IS STOP", "WALL IS WEAK", "baba wall .");
    const [baba, wall] = [idOf(def, "baba"), idOf(def, "wall")];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(wall)]).toEqual([[1, 3], null]);
    expect(deaths(b).map(([, r]) => r)).toEqual([{ type: "Weakened", id: wall, at: [1, 3] }]);
  });

  it("a WEAK pushed object that cannot move is destroyed and the pusher goes on", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS WEAK", ". baba rock");
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock)]).toEqual([[2, 3], null]);
    const [[depth, record, cause]] = deaths(b);
    expect([depth, record]).toEqual([1, { type: "Weakened", id: rock, at: [2, 3] }]);
    expect(cause).toMatchObject({ kind: "hazard", hazard: "WEAK", with: [] });
    expect(cause.kind === "hazard" && cause.rules.map((r) => r.rule)).toEqual(["ROCK IS WEAK"]);
  });

  it("the frontmost WEAK link of a blocked chain gives way; the links behind it move", () => {
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "KEKE IS PUSH AND WEAK",
      "WALL IS STOP",
      "baba rock keke wall",
    );
    const [baba, rock, keke, wall] = ["baba", "rock", "keke", "wall"].map((k) => idOf(def, k));
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock), b.posOf(keke), b.posOf(wall)]).toEqual([
      [1, 4],
      [2, 4],
      null,
      [3, 4],
    ]);
    expect(deaths(b)[0][2]).toMatchObject({ hazard: "WEAK", with: [wall] });
  });

  it("a chain blocked with no WEAK link is blocked as before", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "WALL IS STOP", "BABA IS WEAK", "baba rock wall");
    const b = newBaba(def);
    // the WEAK mover itself is blocked: it is destroyed, the rock stays
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.posOf(idOf(def, "rock"))]).toEqual([null, [1, 4]]);
  });

  it("a WEAK YOU object walking into the edge is destroyed, recorded after its Blocked", () => {
    const def = map("BABA IS YOU", "BABA IS WEAK", ". . baba");
    const baba = idOf(def, "baba");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(baba)).toBeNull();
    const types = b.journal().records.map((r) => r.type);
    expect(types.slice(0, 3)).toEqual(["Stepped", "Blocked", "Weakened"]);
    expect(deaths(b)[0].slice(0, 2)).toEqual([1, { type: "Weakened", id: baba, at: [2, 2] }]);
    expect(b.undo()).toBe(true);
    expect(b.posOf(baba)).toEqual([2, 2]);
  });

  // A crush's HAS item is not crushed by the same move planned again: it blocks as a pushed object at the
  // edge does. Before, each new word of TEXT HAS TEXT was crushed again, without end.
  it.each([
    [
      "a WEAK rock that HAS ROCK",
      ["BABA IS YOU", "ROCK IS PUSH", "ROCK IS WEAK", "ROCK HAS ROCK", ". baba rock"],
      "rock",
      "right" as const,
      [1, 4],
      [2, 4],
    ],
    [
      "a WEAK word that HAS itself (TEXT HAS TEXT)",
      ["BABA IS YOU . ROCK", "TEXT IS WEAK . baba", "TEXT HAS TEXT . ."],
      "text:ROCK",
      "up" as const,
      [4, 1],
      [4, 0],
    ],
  ])(
    "%s, pushed into the edge, is crushed once and leaves its item; the pusher stays",
    (_, rows, kind, dir, stays, tile) => {
      const def = map(...rows);
      const [baba, crushed] = [idOf(def, "baba"), idOf(def, kind)];
      const b = newBaba(def);
      const born = b.state.nextId;
      b.step(dir);
      expect([b.posOf(baba), b.posOf(crushed), b.state.nextId]).toEqual([stays, null, born + 1]);
      expect([b.posOf(born), b.kindsAt(tile[0], tile[1])]).toEqual([tile, [kind]]);
      expect(deaths(b).map(([, r]) => r)).toEqual([{ type: "Weakened", id: crushed, at: tile }]);
    },
  );

  it("a WEAK MOVE object blocked both ways is destroyed at the end of its take, not before the retry", () => {
    const def = map("KEKE IS MOVE AND WEAK", "WALL IS STOP", "wall keke . wall");
    const keke = idOf(def, "keke");
    const b = newBaba(def);
    b.step("wait"); // free to the right: it moves
    expect(b.posOf(keke)).toEqual([2, 2]);
    b.step("wait"); // the wall ahead: turns around, steps back left
    expect([b.posOf(keke), b.facingOf(keke)]).toEqual([[1, 2], "left"]);
    const boxed = map("KEKE IS MOVE AND WEAK", "WALL IS STOP", "wall keke wall");
    const c = newBaba(boxed);
    c.step("wait");
    expect(c.posOf(idOf(boxed, "keke"))).toBeNull();
  });
});

describe("levels/baba-weak.json", () => {
  const def = JSON.parse(
    readFileSync(new URL("../../levels/baba-weak.json", import.meta.url), "utf8"),
  ) as LevelDef;
  const at = (kind: string, x: number, y: number) =>
    def.objects.findIndex((o) => o.kind === kind && o.x === x && o.y === y);
  const play = (b: Baba, script: string) => {
    for (const a of parseScript(script)) if (a.type === "step") b.step(a.dir);
  };

  it("without WEAK the rocks jam against the wall, over the flag's pocket", () => {
    const b = newBaba(def);
    play(b, "w; w; w; a; s; s; a; a; a");
    expect([b.posOf(at("rock", 2, 6)), b.posOf(at("rock", 3, 6))]).toEqual([
      [1, 6],
      [2, 6],
    ]);
    expect(b.posOf(at("baba", 6, 7))).toEqual([3, 6]);
  });

  it("ROCK IS WEAK: each push crushes the front rock and Baba goes on, down into the flag", () => {
    const b = newBaba(def);
    const [baba, front, back] = [at("baba", 6, 7), at("rock", 2, 6), at("rock", 3, 6)];
    play(b, "w; w; w; a; a; a");
    expect(b.activeRules()).toContain("ROCK IS WEAK");
    play(b, "d; d; s; s; a; a");
    expect([b.posOf(baba), b.posOf(front), b.posOf(back)]).toEqual([
      [3, 6],
      [1, 6],
      [2, 6],
    ]);
    b.clearLog();
    b.step("left"); // the front rock cannot move: crushed at (1, 6), the pusher goes on
    expect([b.posOf(baba), b.posOf(front), b.posOf(back)]).toEqual([[2, 6], null, [1, 6]]);
    expect(deaths(b).map(([d, r]) => [d, r])).toEqual([[1, { type: "Weakened", id: front, at: [1, 6] }]]);
    play(b, "a; s");
    expect([b.posOf(back), b.won()]).toEqual([null, true]);
  });
});
