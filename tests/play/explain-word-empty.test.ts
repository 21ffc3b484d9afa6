/**
 * The log in words for X IS WORD and the empty role's noun (docs/rules.md §5.2, §5.5, §5.7): a rule a
 * WORD thing forms names the thing among its tiles; a wall that vanishes and an empty tile that fills
 * each cite their rule.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { map } from "../grid/builder";

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

/** The last action's log in words, after playing `script` on `def`. */
function sentences(def: LevelDef, script: string): string[] {
  const s = new Session(def, repositoryContent());
  for (const a of parseScript(script)) expect(s.apply(a).type).toBe("done");
  return explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
}

describe("explanations", () => {
  test("baba-word: the baba's move forms BABA IS WIN, the baba (#8) the first of its tiles", () => {
    expect(sentences(level("baba-word"), "w; d; d")).toEqual([
      "You stepped right",
      "Baba #8 moved right to (2, 3)",
      "BABA IS WIN formed (tiles #8, #6, #7) by Baba #8's move",
      "You won: Baba #8 is YOU and WIN at (2, 3): BABA IS YOU + BABA IS WIN",
    ]);
  });

  test("EMPTY IS ROCK: each empty tile fills, citing the rule and what emptied it this turn, if anything", () => {
    const out = sentences(map("EMPTY IS ROCK", "BABA IS YOU", "baba . ."), "d");
    expect(out.filter((l) => l.includes("empty tile"))).toEqual([
      "Rock #7 appeared on the empty tile (0, 2): EMPTY IS ROCK (Baba #6 moved off it this turn)",
      "Rock #8 appeared on the empty tile (2, 2): EMPTY IS ROCK (the tile was empty before this turn)",
    ]);
  });

  test("baba-empty: the push forms WALL IS EMPTY and every wall is erased by it", () => {
    const out = sentences(level("baba-empty"), "a");
    expect(out.filter((l) => l.includes("formed"))).toEqual([
      "WALL IS EMPTY formed (tiles #9, #10, #11) by Baba #12's push",
    ]);
    expect(out.filter((l) => l.includes("erased"))).toHaveLength(6);
    expect(out.find((l) => l.includes("erased"))).toBe("Wall #13 was erased: WALL IS EMPTY at (0, 4)");
  });
});
