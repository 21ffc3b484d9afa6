/**
 * An empty cell's facing read nested inside another condition read on it (docs/rules.md §5.8): FACING,
 * FACING UP and SEEING with an empty cell as the subject need the way the cell faces, and when that comes
 * from a conditional rule (`EMPTY NEAR KEKE IS UP`) its conditions are read inside the outer read. The
 * game's condition script passes the outer read's marks in (SpecialAPI/SpecialAPIsWordsAndStuff
 * `Lua/conditions.lua` `condlist.facing`: "`dir = emptydir(x,y,checkedconds)`"; `emptydir`, `Lua/tools.lua`,
 * hands them to `testcond`, which copies them): the nested read marks on top and leaves the outer marks as
 * they were, so a FEELING later in the outer rule still passes over the rules the read marked before.
 */
import { describe, expect, it } from "vitest";
import { EMPTY, facingsAfterWait } from "./builder";

/** Each rock after one wait on the map `rows`, as `x,y facing`, in id order. */
const rocks = (...rows: string[]): string[] => facingsAfterWait("rock", ...rows);

describe("FACING on an empty cell whose facing comes from a conditional rule, with other conditions", () => {
  it(`${EMPTY} FACING BABA AND NEAR KEKE IS ROCK with ${EMPTY} NEAR BABA IS UP`, () => {
    const out = rocks(
      `${EMPTY} FACING BABA AND NEAR KEKE IS ROCK`,
      `${EMPTY} NEAR BABA IS UP . . . .`,
      ". . . . . . . .",
      ". . . baba . . . .",
      ". . . . keke . . .",
      ". . . . . . . .",
    );
    // only (3,4) is below the baba (so near it, facing up, at it) and near the keke
    expect(out).toEqual(["3,4 up"]);
  });

  it(`two stacked ${EMPTY} rules: FACING UP AND NEAR KEKE, and NEAR BABA AND FACING KEKE`, () => {
    const out = rocks(
      `${EMPTY} FACING UP AND NEAR KEKE IS ROCK`,
      `${EMPTY} NEAR BABA AND FACING KEKE IS ROCK`,
      `${EMPTY} NEAR BABA IS UP . . . .`,
      ". . . . . . . . .",
      ". . keke . . . . . .",
      ". . . baba . . . . .",
      ". . . . . . . . .",
    );
    // the cells around the baba face up; of them (3,4) and (2,5) are near the keke (the first rule), and
    // (2,5), just below the keke, faces it (the second rule too): one rock each
    expect(out).toEqual(["3,4 up", "2,5 up"]);
  });
});

describe("a FEELING after a nested facing read still passes over the rules the read marked", () => {
  it(`${EMPTY} FACING BABA AND FEELING HOT IS HOT supports nothing by itself: no rock`, () => {
    const out = rocks(
      `${EMPTY} FEELING HOT IS ROCK . . .`,
      `${EMPTY} FACING BABA AND FEELING HOT IS HOT`,
      `${EMPTY} NEAR KEKE IS UP . . . .`,
      ". . . . baba . . .",
      ". . . . . keke . .",
    );
    // (4,4) is near the keke and faces the baba: only the rule itself could make it hot
    expect(out).toEqual([]);
  });

  it(`${EMPTY} FACING UP AND FEELING HOT IS HOT supports nothing by itself: no rock`, () => {
    const out = rocks(
      `${EMPTY} FEELING HOT IS ROCK . . .`,
      `${EMPTY} FACING UP AND FEELING HOT IS HOT`,
      `${EMPTY} NEAR KEKE IS UP . . . .`,
      ". . . . . . . .",
      ". . . . . keke . .",
    );
    expect(out).toEqual([]);
  });

  it(`${EMPTY} SEEING BABA AND FEELING HOT IS HOT supports nothing by itself either: no rock`, () => {
    const out = rocks(
      `${EMPTY} FEELING HOT IS ROCK . . .`,
      `${EMPTY} SEEING BABA AND FEELING HOT IS HOT`,
      `${EMPTY} NEAR KEKE IS UP . . . .`,
      ". . . . baba . . .",
      ". . . . . keke . .",
    );
    expect(out).toEqual([]);
  });

  it(`${EMPTY} FACING BABA AND FEELING HOT IS ROCK with ${EMPTY} NEAR BABA IS HOT: the cell near both`, () => {
    const out = rocks(
      `${EMPTY} FACING BABA AND FEELING HOT IS ROCK`,
      `${EMPTY} NEAR KEKE IS UP . . . .`,
      `${EMPTY} NEAR BABA IS HOT . . . .`,
      ". . . . baba . . .",
      ". . . . . keke . .",
    );
    // the cells near the keke face up; of them only (4,4) faces the baba, and it is near the baba (hot)
    expect(out).toEqual(["4,4 up"]);
  });
});
