/**
 * `why` on a fill (docs/rules.md §3.11, §5.7): an `EMPTY IS X` (or a conditional `EMPTY <cond> IS X`) fill
 * of a tile that this turn emptied goes through the record that emptied it (the move off it, the pull that
 * carried an object off it, the death on it) back to the key press; a tile that was already empty before the
 * turn has the rule and the key press as its causes, and its sentence says so.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { why, whyText } from "../../src/play/why";
import { map } from "../grid/builder";

/** A session on `def` after `script`, its last action's journal and `why` of the line whose text starts with `prefix`. */
function whyOf(def: LevelDef, script: string, prefix: string) {
  const s = new Session(def, repositoryContent());
  for (const a of parseScript(script)) expect(s.apply(a).type).toBe("done");
  const j = journalOf(s);
  const lines = explainJournal(j, namesOf(s));
  const line = lines.findIndex((l) => l.text.startsWith(prefix));
  expect(line).toBeGreaterThanOrEqual(0);
  return { text: whyText(j, line, namesOf(s)), chain: why(j, line).chain, j };
}

describe("why a tile filled", () => {
  test("EMPTY IS ROCK: the tile Baba moved off goes through that Moved; the tile empty before goes to the key press and says so", () => {
    const def = map("EMPTY IS ROCK", "BABA IS YOU", "baba . .");
    const left = whyOf(def, "d", "Rock #7 appeared");
    expect(left.text).toBe(
      [
        "why 3: Rock #7 appeared on the empty tile (0, 2): EMPTY IS ROCK (Baba #6 moved off it this turn)",
        "  because 2: Baba #6 moved right to (1, 2)",
        "  because 1: You stepped right",
        "  because the player pressed right",
        "",
      ].join("\n"),
    );
    const before = whyOf(def, "d", "Rock #8 appeared");
    expect(before.text).toBe(
      [
        "why 4: Rock #8 appeared on the empty tile (2, 2): EMPTY IS ROCK (the tile was empty before this turn)",
        "  because 1: You stepped right",
        "  because the player pressed right",
        "",
      ].join("\n"),
    );
  });

  test("EMPTY NEAR KEKE IS FLAG: the tile a pulled rock left goes through its Pulled, then Baba's move", () => {
    const def = map("EMPTY NEAR KEKE IS FLAG", "BABA IS YOU", "ROCK IS PULL", "rock baba .", "keke . .");
    const { text, chain, j } = whyOf(def, "d", "Flag #14");
    expect(j.records[chain[1]]).toMatchObject({ type: "Pulled", by: 12, id: 11, to: [1, 3] });
    expect(text).toBe(
      [
        "why 4: Flag #14 appeared on the empty tile (0, 3): EMPTY NEAR KEKE IS FLAG (Baba #12 pulled Rock #11 off it this turn)",
        "  because 3: Baba #12 pulled Rock #11 right to (1, 3): ROCK IS PULL",
        "  because 2: Baba #12 moved right to (2, 3)",
        "  because 1: You stepped right",
        "  because the player pressed right",
        "",
      ].join("\n"),
    );
  });

  test("EMPTY IS FLAG: the tile where an OPEN Baba and a SHUT door destroyed each other goes through that death", () => {
    const def = map(
      "EMPTY IS FLAG .",
      "BABA IS YOU .",
      "BABA IS OPEN .",
      "DOOR IS SHUT .",
      "baba door keke keke",
    );
    const { text } = whyOf(def, "d", "Flag #21");
    expect(text).toBe(
      [
        "why 10: Flag #21 appeared on the empty tile (1, 4): EMPTY IS FLAG (Door #13 was destroyed there this turn)",
        "  because 4: Door #13 was opened by Baba #12 and was destroyed: DOOR IS SHUT + BABA IS OPEN at (1, 4)",
        "  because 2: Baba #12 moved right to (1, 4)",
        "  because 1: You stepped right",
        "  because the player pressed right",
        "",
      ].join("\n"),
    );
  });

  test("EMPTY IS ROCK formed by the push that moved Baba off a tile: the chain goes through the move, the sentence names the line that formed the rule", () => {
    const def = map("EMPTY IS .", ". . ROCK", ". . baba", "BABA IS YOU");
    const left = whyOf(def, "w", "Rock #11 appeared");
    expect(left.text).toBe(
      [
        "why 11: Rock #11 appeared on the empty tile (2, 2): EMPTY IS ROCK, formed this turn on line 6 (Baba #3 moved off it this turn)",
        "  because 3: Baba #3 moved up to (2, 1)",
        "  because 1: You stepped up",
        "  because the player pressed up",
        "",
      ].join("\n"),
    );
    expect(left.j.records[5]).toMatchObject({ type: "RuleFormed", rule: "EMPTY IS ROCK" });
    // A tile empty before the turn: its chain is the rule's forming line, so the sentence need not name it.
    const before = whyOf(def, "w", "Rock #7 appeared");
    expect(before.text.split("\n").slice(0, 2)).toEqual([
      "why 7: Rock #7 appeared on the empty tile (0, 1): EMPTY IS ROCK (the tile was empty before this turn)",
      "  because 6: EMPTY IS ROCK formed (tiles #0, #1, #2) by Baba #3's push",
    ]);
  });

  test("EMPTY WRITE ROCK: the fill names EMPTY WRITE ROCK and its tiles (not EMPTY IS TEXT), and EMPTY IS TEXT still names itself", () => {
    const def = map("EMPTY WRITE ROCK .", "BABA IS YOU .", "baba . . .");
    const { text, j, chain } = whyOf(def, "d", "ROCK #9 appeared");
    expect(j.causes[chain[0]]).toMatchObject({
      kind: "rule",
      rule: { rule: "EMPTY WRITE ROCK", ids: [0, 1, 2] },
    });
    expect(text.split("\n")[0]).toBe(
      "why 5: ROCK #9 appeared on the empty tile (0, 2): EMPTY WRITE ROCK (Baba #6 moved off it this turn)",
    );
    const own = whyOf(map("EMPTY IS TEXT .", "BABA IS YOU .", "baba . . ."), "d", "EMPTY #9 appeared");
    expect(own.j.causes[own.chain[0]]).toMatchObject({ rule: { rule: "EMPTY IS TEXT", ids: [0, 1, 2] } });
  });
});
