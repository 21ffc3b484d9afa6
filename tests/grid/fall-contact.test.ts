/**
 * What a falling object meets on the cell below (docs/rules.md §5.5, FALL; the game's `fallblock`, which
 * asks movement's `check` about each cell below and hands what it finds to `move`): a WEAK object there
 * is destroyed as the faller enters and the faller falls on; an OPEN/SHUT partner on its float level is
 * no obstacle and destroys the faller with it (the faller never enters); an object the faller EATs is
 * eaten and the faller falls on. Anything else solid below still stops it. Exact boards (`kind@x,y`,
 * oldest first) and journal records: each death one record at the top level of the step.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** The journal's death records with their depths, in order. */
const deaths = (b: Baba) => {
  const j = b.journal();
  const kinds = ["Weakened", "Opened", "Eaten"];
  return j.records.flatMap((r, i) => (kinds.includes(r.type) ? [[j.depths[i], r] as const] : []));
};

/** A level from `rows` after one wait, and the ids of its things by kind (first of each). */
function waited(...rows: string[]) {
  const def = map(...rows);
  const b = newBaba(def);
  b.step("wait");
  const id = (kind: string, n = 0) => idOf(def, kind, n);
  return { b, id };
}

describe("FALL through a WEAK object: it dies as the faller enters its cell, and the faller falls on", () => {
  it("a WEAK STOP wall with room below: the rock falls through to the edge and the wall is destroyed", () => {
    const { b, id } = waited("ROCK IS FALL", "WALL IS STOP", "WALL IS WEAK", "rock .", "wall .", ". .");
    expect(things(b)).toEqual(["rock@0,5"]);
    expect(deaths(b)).toEqual([[0, { type: "Weakened", id: id("wall"), at: [0, 4] }]]);
    expect(b.journal().causes[b.journal().records.findIndex((r) => r.type === "Weakened")]).toMatchObject({
      kind: "hazard",
      hazard: "WEAK",
      rules: [{ rule: "WALL IS WEAK" }],
      with: [id("rock")],
    });
  });

  it("a WEAK wall that is not STOP is destroyed the same way; what it HAS is left on its cell", () => {
    const { b } = waited("ROCK IS FALL", "WALL IS WEAK .", "WALL HAS KEY", "rock .", "wall .", ". .");
    expect(things(b)).toEqual(["rock@0,5", "key@0,4"]);
  });

  it("a WEAK PUSH box below still holds the faller (a PUSH object is solid to a fall), and lives", () => {
    const { b } = waited("ROCK IS FALL", "BOX IS PUSH", "BOX IS WEAK", "rock .", "box .", ". .");
    expect(things(b)).toEqual(["rock@0,3", "box@0,4"]);
    expect(deaths(b)).toEqual([]);
  });
});

describe("FALL onto an OPEN/SHUT partner: both are destroyed, the faller where it stood", () => {
  it("an OPEN key falls onto a SHUT STOP door: both go, and what the key HAS is left on the key's last cell", () => {
    const { b, id } = waited(
      "KEY IS FALL AND OPEN",
      "DOOR IS SHUT AND STOP",
      "KEY HAS ROCK .",
      "key . .",
      ". . .",
      "door . .",
    );
    expect(things(b)).toEqual(["rock@0,4"]);
    expect(deaths(b)).toEqual([
      [0, { type: "Opened", id: id("key"), at: [0, 4] }],
      [0, { type: "Opened", id: id("door"), at: [0, 5] }],
    ]);
  });

  it("a SHUT rock falls onto an OPEN flag that is neither STOP nor PUSH: both go", () => {
    const { b } = waited("ROCK IS FALL AND SHUT", "FLAG IS OPEN .", "rock . .", "flag . .", ". . .");
    expect(things(b)).toEqual([]);
  });

  it("on two float levels they do not meet: the FLOAT key stays on the STOP door", () => {
    const { b } = waited(
      "KEY IS FALL AND OPEN",
      "KEY IS FLOAT .",
      "DOOR IS SHUT AND STOP",
      "key . .",
      ". . .",
      "door . .",
    );
    expect(things(b)).toEqual(["key@0,4", "door@0,5"]);
  });

  it("another STOP object on the partner's cell still stops the faller, and nothing is opened", () => {
    const { b } = waited("KEY IS FALL AND OPEN", "DOOR IS SHUT .", "WALL IS STOP", "key .", "door+wall .");
    expect(things(b)).toEqual(["key@0,3", "door@0,4", "wall@0,4"]);
  });
});

describe("FALL onto what the faller EATs: it is eaten, and the faller falls on", () => {
  it("a rock that EATs walls falls through a STOP wall, eating it", () => {
    const { b, id } = waited("ROCK IS FALL", "ROCK EAT WALL", "WALL IS STOP", "rock .", "wall .", ". .");
    expect(things(b)).toEqual(["rock@0,5"]);
    expect(deaths(b)).toEqual([[0, { type: "Eaten", id: id("wall"), at: [0, 4] }]]);
  });
});
