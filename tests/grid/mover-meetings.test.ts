/**
 * MOVE movers meeting each other and PULL (docs/rules.md §5.4; research §3: the movers of a take move
 * together with retries, a blocked MOVE object turns around and tries again in the same turn, and when an
 * object moves the PULL objects behind it follow; the wiki "MOVE", "PULL"). Exact positions, facings and
 * journal records.
 */
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** `def` with every object of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, dir: "left" | "right"): LevelDef {
  def.objects = def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o));
  return def;
}

describe("MOVE movers meeting", () => {
  it("two MOVE objects face to face pass through each other: neither blocks the other", () => {
    const def = facing(map("ROCK IS MOVE", "KEKE IS MOVE", ". rock keke ."), "keke", "left");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock), b.posOf(keke), b.facingOf(keke)]).toEqual([
      [2, 2],
      "right",
      [1, 2],
      "left",
    ]);
  });

  it("against a STOP mover coming the other way: the STOP one steps first, the other follows on its retry", () => {
    const def = facing(map("ROCK IS MOVE", "KEKE IS MOVE AND STOP", ". rock keke ."), "keke", "left");
    const [rock, keke] = [idOf(def, "rock"), idOf(def, "keke")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(rock), b.facingOf(rock), b.posOf(keke)]).toEqual([[2, 2], "right", [1, 2]]);
  });
});

describe("PULL by any mover", () => {
  it("a MOVE object pulls the whole PULL line behind it", () => {
    const def = map("ROCK IS MOVE", "BOX IS PULL", "box box rock . .");
    const [b0, b1, rock] = [idOf(def, "box"), idOf(def, "box", 1), idOf(def, "rock")];
    const b = newBaba(def);
    b.step("wait");
    expect([b.posOf(b0), b.posOf(b1), b.posOf(rock)]).toEqual([
      [1, 2],
      [2, 2],
      [3, 2],
    ]);
    const pulled = b.journal().records.filter((r) => r.type === "Pulled");
    expect(pulled.map((r) => r.type === "Pulled" && [r.id, r.to])).toEqual([
      [b1, [2, 2]],
      [b0, [1, 2]],
    ]);
  });

  it("a MOVE object a PULL object blocks (PULL is solid) turns around, steps back and pulls it along", () => {
    const def = map("ROCK IS MOVE", "BOX IS PULL", ". . rock box");
    const [rock, box] = [idOf(def, "rock"), idOf(def, "box")];
    const b = newBaba(def);
    b.step("wait");
    expect(b.journal().records).toEqual([
      { type: "Stepped", dir: "wait", turn: true },
      {
        type: "Blocked",
        id: rock,
        dir: "right",
        pushing: [],
        by: box,
        reason: "PULL",
        rule: { rule: "BOX IS PULL", ids: [3, 4, 5] },
      },
      { type: "Turned", id: rock, from: "right", to: "left" },
      {
        type: "Moved",
        id: rock,
        dir: "left",
        from: [2, 2],
        to: [1, 2],
        rule: { rule: "ROCK IS MOVE", ids: [0, 1, 2] }, // the MOVE take names the rule that moved it
      },
      {
        type: "Pulled",
        id: box,
        by: rock,
        dir: "left",
        to: [2, 2],
        rule: { rule: "BOX IS PULL", ids: [3, 4, 5] },
      },
      { type: "Turned", id: box, from: "right", to: "left" },
    ]);
  });

  it("only PULL objects follow (a STOP wall behind stays); a PULL object that is also STOP is pulled all the same", () => {
    const def = map(
      "BABA IS YOU",
      "BOX IS PULL",
      "WALL IS STOP",
      "KEG IS PULL AND STOP",
      "wall box baba . .",
      ". keg baba . .",
    );
    const [wall, box, keg] = [idOf(def, "wall"), idOf(def, "box"), idOf(def, "keg")];
    const b = newBaba(def);
    b.step("right");
    expect([b.posOf(wall), b.posOf(box), b.posOf(keg)]).toEqual([
      [0, 4],
      [2, 4],
      [2, 5],
    ]);
    b.step("right");
    expect([b.posOf(wall), b.posOf(box), b.posOf(keg)]).toEqual([
      [0, 4],
      [3, 4],
      [3, 5],
    ]);
  });
});
