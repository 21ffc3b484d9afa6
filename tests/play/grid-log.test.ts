/**
 * The grid's turns in words (docs/rules.md §5.7): every grid record as a sentence with names, `why`
 * following grid causes back to the key press, the objects and rule tiles a chain names, and the
 * terminal keeping a turn of many movers readable. Exact explanations, as issue 11 lists them.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { renderLastAction } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, formatExplained, journalOf } from "../../src/play/explain";
import { babaNames, namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { chainObjects, why, whyText } from "../../src/play/why";
import { idOf, map } from "../grid/builder";

/** A session of `def` after `script`: the log of its last action stays. */
function played(def: LevelDef, script: string): Session {
  const s = new Session({ name: "test", ...def }, repositoryContent());
  for (const a of parseScript(script)) expect(s.apply(a).type).toBe("done");
  return s;
}

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

/** The last action's log as the terminal numbers it, in full. */
const explained = (s: Session) => formatExplained(explainJournal(journalOf(s), namesOf(s)));
const whyOf = (s: Session, line: number) => whyText(journalOf(s), line - 1, namesOf(s));
const lines = (...l: string[]) => `${l.join("\n")}\n`;

describe("a Baba level: why Baba died", () => {
  test("Baba sank: the hazard's rule and the tile, back to the move and the key press", () => {
    const def = map("BABA IS YOU", "WATER IS SINK", "baba . water");
    const [baba, water] = [idOf(def, "baba"), idOf(def, "water")];
    const s = played(def, "d; d");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped right",
        `2. Baba #${baba} moved right to (2, 2)`,
        `3. Baba #${baba} sank: WATER IS SINK at (2, 2)`,
        `4. Water #${water} sank: WATER IS SINK at (2, 2)`,
      ),
    );
    expect(whyOf(s, 3)).toBe(
      lines(
        `why 3: Baba #${baba} sank: WATER IS SINK at (2, 2)`,
        `  because 2: Baba #${baba} moved right to (2, 2)`,
        "  because 1: You stepped right",
        "  because the player pressed right",
      ),
    );
    // The chain names Baba and the water, and the tiles of WATER IS SINK.
    expect(chainObjects(journalOf(s), why(journalOf(s), 2).chain)).toEqual({
      objects: [baba, water],
      text: [3, 4, 5],
    });
  });

  test("Baba melted: its MELT rule and the lava's HOT rule, at the tile", () => {
    const def = map("BABA IS YOU . .", "LAVA IS HOT . .", "BABA IS MELT . .", "baba lava . . .");
    const baba = idOf(def, "baba");
    const s = played(def, "d");
    expect(explainJournal(journalOf(s), namesOf(s))[2].text).toBe(
      `Baba #${baba} melted: BABA IS MELT + LAVA IS HOT at (1, 3)`,
    );
    expect(chainObjects(journalOf(s), why(journalOf(s), 2).chain).text).toEqual([6, 7, 8, 3, 4, 5]);
  });

  test("a bonus collected: the collector and both rules, back to the key press; the chain names both and their rule tiles", () => {
    const def = map("BABA IS YOU", "ROCK IS BONUS", "baba rock .");
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    const s = played(def, "d");
    const line = `Baba #${baba} collected Rock #${rock} (a bonus): BABA IS YOU + ROCK IS BONUS at (1, 2)`;
    expect(explained(s)).toBe(
      lines("1. You stepped right", `2. Baba #${baba} moved right to (1, 2)`, `3. ${line}`),
    );
    expect(whyOf(s, 3)).toBe(
      lines(
        `why 3: ${line}`,
        `  because 2: Baba #${baba} moved right to (1, 2)`,
        "  because 1: You stepped right",
        "  because the player pressed right",
      ),
    );
    expect(chainObjects(journalOf(s), why(journalOf(s), 2).chain)).toEqual({
      objects: [rock, baba],
      text: [0, 1, 2, 3, 4, 5],
    });
  });

  test("Baba was blown up: the rock exploded, its BOOM rule and the tile", () => {
    const def = map("BABA IS YOU", "ROCK IS BOOM", "baba rock .");
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    const s = played(def, "d");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped right",
        `2. Baba #${baba} moved right to (1, 2)`,
        `3. Baba #${baba} was blown up by Rock #${rock}: ROCK IS BOOM at (1, 2)`,
        `4. Rock #${rock} exploded: ROCK IS BOOM at (1, 2)`,
      ),
    );
  });

  test("the rock was done: its DONE rule and the tile", () => {
    const def = map("BABA IS YOU", "ROCK IS DONE", "baba . rock");
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    const s = played(def, "d");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped right",
        `2. Baba #${baba} moved right to (1, 2)`,
        `3. Rock #${rock} was done: ROCK IS DONE at (2, 2)`,
      ),
    );
  });

  test("a DONE word leaves (TEXT NEAR ROCK IS DONE) and its rule broke when it was done", () => {
    const s = played(map("BABA IS YOU", "TEXT NEAR ROCK IS DONE rock", "baba . . . . ."), "d");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped right",
        "2. Baba #9 moved right to (1, 2)",
        "3. DONE #7 was done: TEXT NEAR ROCK IS DONE at (4, 1)",
        "4. TEXT NEAR ROCK IS DONE broken (tiles #3, #4, #5, #6, #7) when DONE #7 was done",
      ),
    );
  });
});

describe("baba-not-a-rock: which push formed the winning rule", () => {
  test("the win, the rule it needed, and the push of NOT that formed it", () => {
    const s = played(level("baba-not-a-rock"), "d; d");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped right",
        "2. Baba #6 moved right to (2, 2)",
        "3.   Baba #6 pushed NOT #7 right to (3, 2)",
        "4. ROCK IS WIN broken (tiles #8, #9, #10) by Baba #6's push",
        "5. NOT ROCK IS WIN formed (tiles #7, #8, #9, #10) by Baba #6's push",
        "6. You won: Baba #6 is YOU and WIN at (2, 2): BABA IS YOU + NOT ROCK IS WIN",
      ),
    );
    expect(whyOf(s, 6)).toBe(
      lines(
        "why 6: You won: Baba #6 is YOU and WIN at (2, 2): BABA IS YOU + NOT ROCK IS WIN",
        "  because 5: NOT ROCK IS WIN formed (tiles #7, #8, #9, #10) by Baba #6's push",
        "  because 3: Baba #6 pushed NOT #7 right to (3, 2)",
        "  because 2: Baba #6 moved right to (2, 2)",
        "  because 1: You stepped right",
        "  because the player pressed right",
      ),
    );
  });
});

describe("level 1: the push that forms DEATHRATTLE IS DOUBLE", () => {
  test("the turn in words, and the rule's three tiles", () => {
    const s = played(level("l1-double-tap"), "w; w");
    expect(explained(s)).toBe(
      lines(
        "1. You stepped up",
        "2. Baba #23 moved up to (5, 2)",
        "3.   Baba #23 pushed DOUBLE #22 up to (5, 1)",
        "4. DEATHRATTLE IS DOUBLE formed (tiles #12, #13, #22) by Baba #23's push",
      ),
    );
    expect(s.engine.kind === "spellgrid" && s.engine.game.log()).toEqual([]); // the course's log: card events only
  });
});

describe("every grid record in words", () => {
  test("moves, pushes, pulls and what blocked a move", () => {
    const rows = ["BABA IS YOU .", "ROCK IS PUSH .", "WALL IS STOP .", "KEKE IS PULL ."];
    const free = map(...rows, "keke baba rock . wall");
    const sentences = (def: LevelDef, script: string) =>
      explainJournal(journalOf(played(def, script)), namesOf(played(def, script))).map((l) => l.text);
    expect(sentences(free, "d")).toEqual([
      "You stepped right",
      "Baba #13 moved right to (2, 4)",
      "Baba #13 pushed Rock #14 right to (3, 4): ROCK IS PUSH",
      "Baba #13 pulled Keke #12 right to (1, 4): KEKE IS PULL",
    ]);
    expect(sentences(map(...rows, "keke baba rock wall ."), "d")[1]).toBe(
      "Baba #13 could not push Rock #14 right: Wall #15 is STOP (WALL IS STOP)",
    );
    expect(sentences(map(...rows, "baba rock rock rock"), "d")[1]).toBe(
      "Baba #12 could not push Rock #13, Rock #14 and Rock #15 right: the edge of the grid",
    );
    expect(sentences(map(...rows, "baba keke . ."), "d")[1]).toBe(
      "Baba #12 could not move right: Keke #13 is PULL (KEKE IS PULL) and cannot be pushed",
    );
  });

  test("a move other than YOU's, a pull, a push and a swap each name the rule behind them", () => {
    const text = (def: LevelDef, script: string) => explained(played(def, script)).split("\n").slice(1, -1);
    const moving = map("BABA IS YOU . .", "KEKE IS MOVE . .", "WALL IS STOP . .", "baba . keke . . wall");
    const keke = idOf(moving, "keke");
    expect(text(moving, "d")).toEqual([
      `2. Baba #${idOf(moving, "baba")} moved right to (1, 3)`, // YOU: the key press moved it
      `3. Keke #${keke} moved right to (3, 3): KEKE IS MOVE`,
    ]);
    const s = played(moving, "d");
    expect(chainObjects(journalOf(s), why(journalOf(s), 2).chain)).toEqual({
      objects: [keke],
      text: [3, 4, 5],
    });
    // A conditional MOVE that held as it stepped (it no longer does), FEAR, SHIFT, SWAP.
    const near = map("BABA IS YOU . .", "KEKE NEAR BABA IS MOVE", "baba keke . . . .");
    expect(text(near, "w")[2]).toBe(
      `4. Keke #${idOf(near, "keke")} moved right to (2, 2): KEKE NEAR BABA IS MOVE`,
    );
    const fear = map("BABA IS YOU . .", "KEKE FEAR BABA . .", "baba . keke . . .");
    expect(text(fear, "d")[1]).toBe(`3. Keke #${idOf(fear, "keke")} moved right to (3, 2): KEKE FEAR BABA`);
    const belt = map("BABA IS YOU . .", "BELT IS SHIFT . .", "ROCK IS PUSH . .", "baba rock+belt . . .");
    const [baba, rock] = [idOf(belt, "baba"), idOf(belt, "rock")];
    expect(text(belt, "d")).toEqual([
      `2. Baba #${baba} moved right to (1, 3)`,
      `3.   Baba #${baba} pushed Rock #${rock} right to (2, 3): ROCK IS PUSH`,
      `4. Baba #${baba} moved right to (2, 3): BELT IS SHIFT`,
      `5.   Baba #${baba} pushed Rock #${rock} right to (3, 3): ROCK IS PUSH`,
    ]);
    const swap = map("BABA IS YOU . .", "BABA IS SWAP . .", "baba rock . . .");
    expect(text(swap, "d")[1]).toBe(
      `3.   Baba #${idOf(swap, "baba")} swapped places with Rock #${idOf(swap, "rock")}, now at (0, 2): BABA IS SWAP`,
    );
  });

  test("conversions name the kind the object had, then what it became; X IS NOT X erases", () => {
    const b = newBaba(map("ROCK IS BABA AND KEKE", "FLAG IS NOT FLAG . .", "rock flag . . ."));
    b.step("up"); // nothing is YOU: the turn converts and erases, and moves nothing
    expect(formatExplained(explainJournal(b.journal(), babaNames(b.state, b.journal())))).toBe(
      lines(
        "1. You stepped up",
        "2. Rock #9 became Baba: ROCK IS BABA",
        "3. Keke #11 appeared at (0, 2) from Baba #9: ROCK IS KEKE",
        "4. Flag #10 was erased: FLAG IS NOT FLAG at (1, 2)",
      ),
    );
  });

  test("OPEN meets SHUT under the push; DEFEAT; the win", () => {
    const keys = played(
      map("BABA IS YOU . .", "KEY IS PUSH AND OPEN", "DOOR IS SHUT . .", "baba key door . ."),
      "d",
    );
    expect(explained(keys)).toBe(
      lines(
        "1. You stepped right",
        "2. Baba #11 moved right to (1, 3)",
        "3.   Baba #11 pushed Key #12 right to (2, 3): KEY IS PUSH",
        "4.   Key #12 opened Door #13 and was destroyed: KEY IS OPEN + DOOR IS SHUT at (2, 3)",
        "5.   Door #13 was opened by Key #12 and was destroyed: DOOR IS SHUT + KEY IS OPEN at (2, 3)",
      ),
    );
    const skull = played(map("BABA IS YOU . .", "SKULL IS DEFEAT", "baba skull . . ."), "d");
    expect(explainJournal(journalOf(skull), namesOf(skull))[2].text).toBe(
      "Baba #6 was defeated: BABA IS YOU + SKULL IS DEFEAT at (1, 2)",
    );
    const flag = played(map("BABA IS YOU", "FLAG IS WIN", "baba flag ."), "d");
    expect(explainJournal(journalOf(flag), namesOf(flag))[2].text).toBe(
      "You won: Baba #6 reached Flag #7 at (1, 2): BABA IS YOU + FLAG IS WIN",
    );
  });
});

describe("the terminal keeps a turn of many movers readable", () => {
  test("a run of plain moves is one line numbered by its range; why N still explains each", () => {
    const def = map("ALL IS YOU . .", ". . . . . . .", "rock rock rock rock rock . .");
    const s = played(def, "d");
    const text = renderLastAction(viewOf(s), { color: false });
    expect(text.join("\n")).toBe(
      [
        "Last action (why N explains line N):",
        "    1. You stepped right",
        "  2-6. 5 objects moved right: Rock #7, Rock #6, Rock #5, …",
      ].join("\n"),
    );
    expect(whyOf(s, 4)).toBe(
      lines(
        "why 4: Rock #5 moved right to (3, 2)",
        "  because 1: You stepped right",
        "  because the player pressed right",
      ),
    );
  });

  test("a long log shows its first lines and says how many more there are", () => {
    const b = newBaba(map("ROCK IS KEKE", ...Array.from({ length: 3 }, () => "rock rock rock")));
    b.step("up");
    const all = explainJournal(b.journal(), babaNames(b.state, b.journal()));
    expect(all).toHaveLength(10);
    const shown = formatExplained(all, { many: 4, max: 4 });
    expect(shown.split("\n").slice(-2)).toEqual([
      "    … 6 more lines, from 5 on (why N explains line N)",
      "",
    ]);
  });
});

describe("a conditional rule behind an effect (docs/rules.md §5.8)", () => {
  test("a move blocked by a conditional STOP names that rule; why N shows it and lights its tiles", () => {
    const def = map("BABA IS YOU . .", "WALL NEAR KEKE IS STOP", ". baba wall keke .");
    const [baba, wall] = [idOf(def, "baba"), idOf(def, "wall")];
    const s = played(def, "d");
    expect(whyOf(s, 2)).toBe(
      lines(
        `why 2: Baba #${baba} could not move right: Wall #${wall} is STOP (WALL NEAR KEKE IS STOP)`,
        "  because 1: You stepped right",
        "  because the player pressed right",
      ),
    );
    // Baba and the wall, and the five tiles of WALL NEAR KEKE IS STOP (not BABA IS YOU's).
    expect(chainObjects(journalOf(s), why(journalOf(s), 1).chain)).toEqual({
      objects: [baba, wall],
      text: [3, 4, 5, 6, 7],
    });
    // With the plain rule too, the plain one (its kind's own) is named.
    const both = map("BABA IS YOU . .", "WALL NEAR KEKE IS STOP", "WALL IS STOP . .", ". baba wall keke .");
    expect(explained(played(both, "d")).split("\n")[1]).toBe(
      `2. Baba #${idOf(both, "baba")} could not move right: Wall #${idOf(both, "wall")} is STOP (WALL IS STOP)`,
    );
  });

  test("the win by BABA ON FLAG IS WIN and the death by ROCK ON FLAG IS DEFEAT name those rules", () => {
    const def = map("BABA IS YOU . .", "BABA ON FLAG IS WIN", ". baba flag . .");
    const baba = idOf(def, "baba");
    expect(explained(played(def, "d"))).toBe(
      lines(
        "1. You stepped right",
        `2. Baba #${baba} moved right to (2, 2)`,
        `3. You won: Baba #${baba} is YOU and WIN at (2, 2): BABA IS YOU + BABA ON FLAG IS WIN`,
      ),
    );
    const deadly = map("BABA IS YOU . .", "ROCK ON FLAG IS DEFEAT", ". baba rock+flag . .");
    const b2 = idOf(deadly, "baba");
    expect(explained(played(deadly, "d"))).toBe(
      lines(
        "1. You stepped right",
        `2. Baba #${b2} moved right to (2, 2)`,
        `3. Baba #${b2} was defeated: BABA IS YOU + ROCK ON FLAG IS DEFEAT at (2, 2)`,
      ),
    );
  });
});
