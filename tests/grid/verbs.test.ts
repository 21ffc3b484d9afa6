/**
 * The verbs beyond IS (docs/rules.md §5.2, §5.3, §5.5; research §1, §2, §4 step 7, §6): parsing of
 * HAS, MAKE and EAT (nouns only), NOT with every verb, HAS on every destruction path, MAKE, EAT, MORE,
 * WEAK, X IS TEXT and X IS ALL, each with exact positions and kinds.
 */
import { describe, expect, it } from "vitest";
import { newBaba } from "../../src/harness";
import { map, objectsOf } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows));

describe("parsing: verbs take nouns (HAS, MAKE, EAT) or nouns and properties (IS)", () => {
  it("BABA HAS KEY, KEKE MAKE ROCK, ROCK EAT FLAG parse; a property after HAS does not", () => {
    const b = baba("BABA HAS KEY", "KEKE MAKE ROCK", "ROCK EAT FLAG", "BABA HAS YOU");
    expect(b.rules()).toEqual(["BABA HAS KEY", "KEKE MAKE ROCK", "ROCK EAT FLAG", "TEXT IS PUSH"]);
  });

  it("a noun complement restarts at the next verb; AND lists and NOT toggles as with IS", () => {
    const b = baba("BABA HAS KEY IS YOU", "KEKE AND ROCK MAKE NOT NOT FLAG AND KEY");
    expect(b.rules()).toEqual([
      "BABA HAS KEY",
      "KEKE MAKE FLAG",
      "KEKE MAKE KEY",
      "KEY IS YOU",
      "ROCK MAKE FLAG",
      "ROCK MAKE KEY",
      "TEXT IS PUSH",
    ]);
  });

  it("X V NOT Y cancels every X V Y of the same verb only", () => {
    const b = baba("BABA HAS KEY", "BABA HAS NOT KEY", "BABA MAKE KEY", "baba");
    expect(b.activeRules()).toEqual(["BABA HAS NOT KEY", "BABA MAKE KEY", "TEXT IS PUSH"]);
    expect(b.cancelledRules()).toEqual([
      {
        rule: "BABA HAS KEY",
        spelled: "BABA HAS KEY",
        by: "BABA HAS NOT KEY",
        bySpelled: "BABA HAS NOT KEY",
      },
    ]);
  });
});

describe("HAS: a destroyed object leaves its item, on every destruction path", () => {
  it("a SINK death: the pushed rock sinks and leaves its key on the water's tile", () => {
    const b = baba(
      "BABA IS YOU . . .",
      "ROCK IS PUSH . . .",
      "WATER IS SINK . . .",
      "ROCK HAS KEY . . .",
      "baba rock water . . .",
    );
    b.step("right");
    expect(b.stackAt(1, 4)).toEqual(["baba"]);
    expect(b.stackAt(2, 4)).toEqual(["key"]);
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["baba@1,4", "key@2,4"]);
  });

  it("a HOT/MELT death: each rock that melts itself leaves a flag where it stood", () => {
    const b = baba("ROCK IS HOT AND MELT", "ROCK HAS FLAG .", "rock . rock .");
    b.step("up");
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["flag@0,2", "flag@2,2"]);
  });

  it("X IS NOT X is no destruction: the erased rocks leave nothing they HAS (the game's conversion removes them without `delete`)", () => {
    const b = baba("ROCK IS NOT ROCK", "ROCK HAS FLAG .", "rock . rock .");
    b.step("up");
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual([]);
  });

  it("OPEN meeting SHUT during the move: the door leaves its item on its tile", () => {
    const b = baba(
      "BABA IS YOU . .",
      "KEY IS OPEN . .",
      "KEY IS PUSH . .",
      "DOOR IS SHUT . .",
      "DOOR HAS FLAG . .",
      "baba key door . .",
    );
    b.step("right");
    expect(b.stackAt(1, 5)).toEqual(["baba"]);
    expect(b.stackAt(2, 5)).toEqual(["flag"]);
  });

  it("HAS NOT cancels HAS: nothing is left", () => {
    const b = baba("ROCK IS HOT AND MELT", "ROCK HAS FLAG .", "ROCK HAS NOT FLAG", "rock . . .");
    b.step("up");
    expect(b.kindsAt(0, 3)).toEqual([]);
  });

  it("X HAS TEXT leaves the word of its own noun", () => {
    const b = baba("ROCK IS HOT AND MELT", "ROCK HAS TEXT .", "rock . . .");
    b.step("up");
    expect(b.kindsAt(0, 2)).toEqual(["text:ROCK"]);
  });

  it("X HAS TEXT leaves its word even where that word (or any text) already lies, unlike MAKE (the game's inside creates it unconditionally)", () => {
    const same = baba("ROCK IS HOT AND MELT", "ROCK HAS TEXT .", "rock+ROCK . rock+BABA .");
    same.step("wait");
    expect(objectsOf(same).filter((o) => o.endsWith("@0,2") || o.endsWith("@2,2"))).toEqual([
      "text:ROCK@0,2",
      "text:BABA@2,2",
      "text:ROCK@0,2",
      "text:ROCK@2,2",
    ]);
  });

  it("undo takes the item back", () => {
    const b = baba("ROCK IS HOT AND MELT", "ROCK HAS FLAG .", "rock . . .");
    const before = objectsOf(b);
    b.step("up");
    b.undo();
    expect(objectsOf(b)).toEqual(before);
  });
});

describe("MAKE, EAT, MORE, WEAK in the destruction order (research §4 step 7)", () => {
  it("MAKE puts its item on the maker's tile each turn where there is none", () => {
    const b = baba("KEKE MAKE ROCK", ". keke . .");
    b.step("up");
    expect(b.stackAt(1, 1)).toEqual(["keke", "rock"]);
    b.step("up");
    expect(b.stackAt(1, 1)).toEqual(["keke", "rock"]);
  });

  it("X MAKE TEXT makes the word of its noun where the tile holds no text at all (the game's block)", () => {
    const b = baba("ROCK MAKE TEXT", "rock+BABA . rock");
    b.step("wait");
    b.step("wait");
    expect(objectsOf(b).slice(3)).toEqual(["rock@0,1", "text:BABA@0,1", "rock@2,1", "text:ROCK@2,1"]);
  });

  it("EAT: the eater destroys what it eats on its tile and stays", () => {
    const b = baba("BABA IS YOU", "KEKE EAT BABA", "baba keke .");
    b.step("right");
    expect(b.stackAt(1, 2)).toEqual(["keke"]);
    expect(b.lost()).toBe(true);
  });

  it("EAT comes before MAKE: a made rock survives its turn and is eaten on the next, then made again", () => {
    const b = baba("KEKE MAKE ROCK", "KEKE EAT ROCK", ". keke . .");
    b.step("up");
    const first = b.state.nextId - 1;
    expect(b.stackAt(1, 2)).toEqual(["keke", "rock"]);
    b.step("up");
    expect(b.posOf(first)).toBeNull();
    expect(b.stackAt(1, 2)).toEqual(["keke", "rock"]);
    expect(b.state.nextId - 1).toBe(first + 1);
  });

  it("MORE spreads to each free orthogonal tile, never through STOP or PUSH, once a turn", () => {
    const b = baba("GRASS IS MORE . .", "WALL IS STOP . .", ". . IS . .", ". . grass wall .", ". . . . .");
    b.step("up");
    expect(objectsOf(b).filter((o) => o.startsWith("grass"))).toEqual([
      "grass@2,3",
      "grass@1,3",
      "grass@2,4",
    ]);
    expect(b.kindsAt(2, 2)).toEqual(["text:IS"]);
  });

  it("WEAK: a weak object sharing its tile is destroyed; the other stays", () => {
    const b = baba("BABA IS YOU", "ROCK IS WEAK", "baba rock .");
    b.step("right");
    expect(b.stackAt(1, 2)).toEqual(["baba"]);
  });
});

describe("IS TEXT, TEXT IS X, IS ALL (research §6)", () => {
  it("X IS TEXT turns each X into the word X, keeping its id; the word then parses", () => {
    const b = baba("ROCK IS TEXT .", ". . . .", "BABA IS rock .");
    b.step("up");
    expect(b.stackAt(2, 2)).toEqual(["text:ROCK"]);
    expect(b.rules()).toContain("BABA IS ROCK");
  });

  it("TEXT IS X turns every text object into an X", () => {
    const b = baba("TEXT IS FLAG");
    b.step("up");
    expect(objectsOf(b)).toEqual(["flag@0,0", "flag@1,0", "flag@2,0"]);
  });

  it("X IS ALL: X stays and one of every other thing present joins it where none is", () => {
    const b = baba("KEY IS ALL .", "key . rock baba", "key+rock . . .");
    b.step("up");
    expect(b.kindsAt(0, 1)).toEqual(["baba", "key", "rock"]);
    expect(b.kindsAt(0, 2)).toEqual(["baba", "key", "rock"]);
    expect(b.kindsAt(2, 1)).toEqual(["rock"]);
  });

  it("TEXT IS ALL does nothing: a text object puts out no things, beside an X IS ALL that does (docs/rules.md §5.5)", () => {
    const b = baba("TEXT IS ALL .", "ROCK IS ALL .", ". rock . baba");
    b.step("up");
    expect(b.rules()).toEqual(expect.arrayContaining(["TEXT IS ALL", "ROCK IS ALL"]));
    expect(b.kindsAt(1, 2)).toEqual(["baba", "rock"]);
    for (let y = 0; y < 2; y++) for (let x = 0; x < 3; x++) expect(b.kindsAt(x, y)).toHaveLength(1);
  });
});

describe("the journal names the verb's rule (docs/rules.md §5.7)", () => {
  it("an item HAS left is Added from the victim, caused by the HAS rule; an eaten object names its eater", () => {
    const b = baba("ROCK IS HOT AND MELT", "ROCK HAS FLAG .", "KEKE EAT BABA .", "rock baba+keke . .");
    b.clearLog();
    b.step("up");
    const log = b.journal();
    const added = log.records.findIndex((r) => r.type === "Added");
    expect(log.records[added]).toEqual({ type: "Added", id: 14, kind: "flag", from: 11, at: [0, 3] });
    const cause = log.causes[added];
    expect(cause.kind === "rule" && cause.rule.rule).toBe("ROCK HAS FLAG");
    const eaten = log.records.findIndex((r) => r.type === "Eaten");
    expect(log.records[eaten]).toEqual({ type: "Eaten", id: 12, at: [1, 3] });
    const why = log.causes[eaten];
    expect(why.kind === "hazard" && [why.hazard, why.with, why.rules.map((r) => r.rule)]).toEqual([
      "EAT",
      [13],
      ["KEKE EAT BABA"],
    ]);
  });
});
