/**
 * OPEN and SHUT objects sharing a tile at the end of a turn (docs/rules.md §5.5 OPEN/SHUT; the game's
 * `block`, alike in the 2019 and the current scripts): every SHUT object on a tile (and float level)
 * holding an OPEN object is destroyed, and with them one OPEN object of each OPEN kind there, the oldest
 * (the game takes, for each door and each OPEN rule, the first key of that kind on the tile, and stops:
 * every door takes the same first key). Exact boards: every thing as `kind@x,y`, oldest first.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after one wait. */
function waited(...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  b.step("wait");
  return b;
}

describe("OPEN/SHUT overlap: every SHUT object goes, with one OPEN object of each OPEN kind", () => {
  it("one key on two stacked doors opens both and goes", () => {
    expect(things(waited("KEY IS OPEN", "DOOR IS SHUT", "door+key+door ."))).toEqual([]);
  });

  it("two keys on two doors: both doors and the older key go, the younger key stays", () => {
    const def = map("KEY IS OPEN", "DOOR IS SHUT", "key+door+key+door .");
    const b = newBaba(def);
    b.step("wait");
    expect(things(b)).toEqual(["key@0,2"]);
    expect([b.posOf(idOf(def, "key")), b.posOf(idOf(def, "key", 1))]).toEqual([null, [0, 2]]);
  });

  it("one door with a key and an OPEN rock: the door, the key and the rock go (one of each OPEN kind)", () => {
    const b = waited("KEY IS OPEN", "ROCK IS OPEN", "DOOR IS SHUT", "rock+key+rock+door+key .");
    expect(things(b)).toEqual(["rock@0,3", "key@0,3"]);
  });

  it("words are one kind, TEXT: with TEXT IS OPEN one word opens every SHUT door on its tile", () => {
    const b = waited("TEXT IS OPEN", "DOOR IS SHUT", "door+ROCK+BABA+door .");
    expect(objectsOf(b).filter((o) => o.endsWith("@0,2"))).toEqual(["text:BABA@0,2"]);
  });

  it("an object both OPEN and SHUT goes alone; as the first of its OPEN kind it is that kind's one", () => {
    expect(things(waited("DOOR IS OPEN", "DOOR IS SHUT", "door ."))).toEqual([]);
    const b = waited("KEY IS OPEN AND SHUT", "ROCK IS OPEN", "rock+key+rock .");
    expect(things(b)).toEqual(["rock@0,2"]);
  });

  it("a FLOAT key opens only the FLOAT doors on its tile", () => {
    const b = waited("KEY IS OPEN AND FLOAT", "DOOR IS SHUT", "BOX IS SHUT AND FLOAT", "door+key+box+door .");
    expect(things(b)).toEqual(["door@0,3", "door@0,3"]);
  });
});
