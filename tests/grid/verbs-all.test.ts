/**
 * ALL as the complement of a verb other than IS (docs/rules.md §5.3; the game's rule resolution: a rule
 * `X V ALL`, V not IS, becomes one `X V N` for each noun N of the things present, never TEXT or EMPTY,
 * X's own noun included; `X V NOT ALL` cancels those, and only those; a `X V NOT N` cancels its own).
 * So `X HAS ALL` leaves one of every thing present and `X MAKE ALL` makes one of each where its cell
 * holds none. Exact boards: every thing as `kind@x,y`, oldest first.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows`, and the same after one wait. */
function waited(...rows: string[]): { before: Baba; after: Baba } {
  const before = newBaba(map(...rows));
  const after = newBaba(map(...rows));
  after.step("wait");
  return { before, after };
}

describe("X HAS ALL: one of every thing present", () => {
  it("a melted baba leaves a baba, a keke and a rock (the nouns present), no word and no empty", () => {
    const { before, after } = waited("BABA HAS ALL", "BABA IS HOT AND MELT", "baba keke rock .");
    expect(before.activeRules().filter((r) => r.includes(" HAS "))).toEqual([
      "BABA HAS BABA",
      "BABA HAS KEKE",
      "BABA HAS ROCK",
    ]);
    expect(things(after)).toEqual(["keke@1,2", "rock@2,2", "baba@0,2", "keke@0,2", "rock@0,2"]);
  });

  it("BABA HAS NOT ALL cancels the expansion only; BABA HAS NOT ROCK cancels its own", () => {
    const notAll = waited(
      "BABA HAS ALL",
      "BABA HAS NOT ALL",
      "BABA HAS KEY",
      "BABA IS HOT AND MELT",
      "baba rock .",
    );
    expect(things(notAll.after)).toEqual(["rock@1,4", "key@0,4"]);
    expect(notAll.before.cancelledRules()).toEqual([
      {
        rule: "BABA HAS BABA",
        spelled: "BABA HAS ALL",
        by: "BABA HAS NOT ALL",
        bySpelled: "BABA HAS NOT ALL",
      },
      {
        rule: "BABA HAS ROCK",
        spelled: "BABA HAS ALL",
        by: "BABA HAS NOT ALL",
        bySpelled: "BABA HAS NOT ALL",
      },
    ]);
    const notRock = waited("BABA HAS ALL", "BABA HAS NOT ROCK", "BABA IS HOT AND MELT", "baba rock .");
    expect(things(notRock.after)).toEqual(["rock@1,3", "baba@0,3"]);
  });
});

describe("X MAKE ALL: one of every thing present, where the maker's cell holds none", () => {
  it("a keke makes a rock on its cell and no keke (it stands there); the next turn nothing more", () => {
    const { after } = waited("KEKE MAKE ALL", "keke rock .");
    expect(things(after)).toEqual(["keke@0,1", "rock@1,1", "rock@0,1"]);
    after.step("wait");
    expect(things(after)).toEqual(["keke@0,1", "rock@1,1", "rock@0,1"]);
  });

  it("the expansion follows the kinds present: once the last rock is erased, the keke makes none", () => {
    const { after } = waited("KEKE MAKE ALL", "ROCK IS NOT ROCK", "keke . rock");
    expect(things(after)).toEqual(["keke@0,2"]);
    expect(after.activeRules().filter((r) => r.includes(" MAKE "))).toEqual(["KEKE MAKE KEKE"]);
  });
});
