/**
 * SWAP (docs/rules.md §5.4; research §3; the game's Forest levels): a mover and a SWAP object it meets
 * trade places instead of pushing or being blocked; a SWAP mover trades places with everything on the
 * tile it enters, STOP and PUSH objects too. Swapped objects keep their facing. Exact positions and records.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { parseScript } from "../../src/play/notation";
import { idOf, map } from "./builder";

describe("SWAP", () => {
  it("a mover stepping onto a SWAP object trades places with it; the swapped object keeps its facing", () => {
    const def = map("BABA IS YOU", "FLAG IS SWAP", ". baba flag .");
    const [baba, flag] = [idOf(def, "baba"), idOf(def, "flag")];
    def.objects[flag] = { ...def.objects[flag], dir: "up" };
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(flag)]).toEqual([
      [2, 2],
      [1, 2],
    ]);
    expect([b.facingOf(baba), b.facingOf(flag)]).toEqual(["right", "up"]);
  });

  it("SWAP beats PUSH and STOP on the object met: it is swapped, not pushed, and does not block", () => {
    for (const also of ["PUSH", "STOP"]) {
      const def = map("BABA IS YOU", `FLAG IS SWAP AND ${also}`, "baba flag wall", "WALL IS STOP");
      const [baba, flag] = [idOf(def, "baba"), idOf(def, "flag")];
      const b = newBaba(def);
      b.step("right");
      expect([b.posOf(baba), b.posOf(flag)]).toEqual([
        [1, 2],
        [0, 2],
      ]);
    }
  });

  it("a SWAP mover trades places with everything on the tile it enters, a STOP wall included", () => {
    const def = map("BABA IS YOU AND SWAP", "WALL IS STOP", "ROCK IS PUSH", "baba wall+rock .");
    const [baba, wall, rock] = ["baba", "wall", "rock"].map((k) => idOf(def, k));
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(wall), b.posOf(rock)]).toEqual([
      [1, 3],
      [0, 3],
      [0, 3],
    ]);
    b.step("right"); // nothing ahead: a plain step
    expect(b.posOf(baba)).toEqual([2, 3]);
  });

  it("the edge still blocks a SWAP mover", () => {
    const def = map("BABA IS YOU AND SWAP", ". . . . baba");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([4, 1]);
  });

  it("a MOVE object that is SWAP swaps with what it walks into (the MOVE take)", () => {
    const def = map("KEKE IS MOVE AND SWAP", "WALL IS STOP", "keke wall .");
    const [keke, wall] = [idOf(def, "keke"), idOf(def, "wall")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(keke), b.posOf(wall), b.facingOf(keke)]).toEqual([[1, 2], [0, 2], "right"]);
  });

  it("a pushed object entering a tile with a SWAP object sends it back to the tile it left", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "FLAG IS SWAP", "baba rock flag .");
    const [baba, rock, flag] = ["baba", "rock", "flag"].map((k) => idOf(def, k));
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(baba), b.posOf(rock), b.posOf(flag)]).toEqual([
      [1, 3],
      [2, 3],
      [1, 3],
    ]);
  });

  it("the journal records the swap under the mover's move; undo puts both back", () => {
    const def = map("BABA IS YOU", "FLAG IS SWAP", "baba flag .");
    const [baba, flag] = [idOf(def, "baba"), idOf(def, "flag")];
    const b = newBaba(def);
    b.step("right");
    const j = b.journal();
    expect(j.records.slice(1, 3)).toEqual([
      { type: "Moved", id: baba, dir: "right", from: [0, 2], to: [1, 2], rule: null },
      { type: "Swapped", id: flag, by: baba, to: [0, 2], rule: { rule: "FLAG IS SWAP", ids: [3, 4, 5] } },
    ]);
    expect([j.depths[2], j.causes[2]]).toEqual([1, { kind: "move", line: 1 }]);
    expect(b.undo()).toBe(true);
    expect([b.posOf(baba), b.posOf(flag)]).toEqual([
      [0, 2],
      [1, 2],
    ]);
  });
});

describe("levels/baba-swap.json", () => {
  const def = JSON.parse(
    readFileSync(new URL("../../levels/baba-swap.json", import.meta.url), "utf8"),
  ) as LevelDef;
  const at = (kind: string, x: number, y: number) =>
    def.objects.findIndex((o) => o.kind === kind && o.x === x && o.y === y);

  it("WALL IS SWAP lets Baba through the STOP wall by trading places with it, onto the flag", () => {
    const b = newBaba(def);
    const [baba, wall] = [at("baba", 5, 7), at("wall", 2, 6)];
    for (const a of parseScript("w; w; w; w; a; a")) if (a.type === "step") b.step(a.dir);
    expect(b.activeRules()).toContain("WALL IS SWAP");
    for (const a of parseScript("s; s; s; a")) if (a.type === "step") b.step(a.dir);
    expect([b.posOf(baba), b.posOf(wall), b.facingOf(baba), b.facingOf(wall)]).toEqual([
      [2, 6],
      [3, 6],
      "left",
      "right",
    ]);
    b.step("left");
    expect(b.won()).toBe(true);
  });

  it("without SWAP the wall is STOP: the same walk is blocked", () => {
    const b = newBaba(def);
    for (const a of parseScript("w; w; w; s; s; a; a")) if (a.type === "step") b.step(a.dir);
    expect(b.posOf(at("baba", 5, 7))).toEqual([3, 6]);
  });
});
