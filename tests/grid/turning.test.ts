/**
 * Turning in the journal (docs/rules.md §5.7; issue 14): a `Turned{id, from, to}` record whenever an
 * object's facing changes: YOU turning to its move, a blocked MOVE object turning around, a push, a pull,
 * SHIFT, UP/DOWN/LEFT/RIGHT (caused by the word's rule); none when the facing stays; none at all
 * without a journal (the solver's path). Rendered in words by the play layer.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { idOf, map } from "./builder";

/** The journal's Turned records with their depth and cause. */
const turns = (b: Baba) => {
  const j = b.journal();
  return j.records.flatMap((r, i) => (r.type === "Turned" ? [[j.depths[i], r, j.causes[i]]] : []));
};
const byMove = (line: number | null) => ({ kind: "move", line });

describe("Turned records", () => {
  it("YOU turns to face its move (also when blocked), under the key press; no record when it already faces that way", () => {
    const def = map("BABA IS YOU", ". baba .");
    const baba = idOf(def, "baba");
    const b = newBaba(def);
    b.step("up"); // the edge: blocked, but turned
    expect(turns(b)).toEqual([[0, { type: "Turned", id: baba, from: "right", to: "up" }, byMove(0)]]);
    b.clearLog();
    b.step("up");
    expect(turns(b)).toEqual([]);
  });

  it("a pushed and a pulled object turn to their push and pull, one level under the mover's move", () => {
    const def = map(
      "BABA IS YOU",
      "ROCK IS PUSH",
      "KEKE IS PULL",
      ". keke .",
      ". baba .",
      ". rock .",
      ". . .",
    );
    const [keke, baba, rock] = ["keke", "baba", "rock"].map((k) => idOf(def, k));
    const b = newBaba(def);
    b.step("down");
    const moved = b.journal().records.findIndex((r) => r.type === "Moved");
    expect(turns(b)).toEqual([
      [0, { type: "Turned", id: baba, from: "right", to: "down" }, byMove(0)],
      [1, { type: "Turned", id: rock, from: "right", to: "down" }, byMove(moved)],
      [1, { type: "Turned", id: keke, from: "right", to: "down" }, byMove(moved)],
    ]);
  });

  it("a blocked MOVE object turning around, and SHIFT turning what it carries", () => {
    const def = map("ROCK IS MOVE", "BELT IS SHIFT", "WALL IS STOP", "wall rock wall keke+belt");
    const [rock, keke, belt] = ["rock", "keke", "belt"].map((k) => idOf(def, k));
    def.objects[belt] = { ...def.objects[belt], dir: "up" };
    const b = newBaba(def);
    b.step("wait");
    expect(turns(b).map(([, r, c]) => [r, c])).toEqual([
      [{ type: "Turned", id: rock, from: "right", to: "left" }, byMove(0)], // blocked both ways: turned once
      [{ type: "Turned", id: keke, from: "right", to: "up" }, byMove(0)],
    ]);
  });

  it("UP/DOWN/LEFT/RIGHT: the turn names the word's rule with its tiles", () => {
    const def = map("ROCK IS DOWN", "rock . .");
    const rock = idOf(def, "rock");
    const b = newBaba(def);
    b.step("wait");
    const [[depth, record, cause]] = turns(b);
    expect([depth, record]).toEqual([0, { type: "Turned", id: rock, from: "right", to: "down" }]);
    expect(cause).toEqual({ kind: "rule", rule: { rule: "ROCK IS DOWN", ids: [0, 1, 2] }, line: 0 });
    b.clearLog();
    b.step("wait"); // already facing down
    expect(turns(b)).toEqual([]);
  });

  it("the play layer says it in words", () => {
    const def: LevelDef = { name: "t", ...map("ROCK IS UP", "BABA IS YOU", "baba rock .") };
    const s = new Session(def, repositoryContent());
    for (const a of parseScript("a")) s.apply(a);
    const names = namesOf(s);
    const text = explainJournal(journalOf(s), names).map((l) => l.text);
    const [baba, rock] = [idOf(def, "baba"), idOf(def, "rock")];
    expect(text).toContain(`Baba #${baba} turned left`);
    expect(text).toContain(`Rock #${rock} turned up: ROCK IS UP`);
  });

  it("without a journal a turn records nothing and the board is the same (the solver's path)", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS LEFT", ". baba rock .");
    const plain = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const kept = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    for (const dir of ["up", "right", "down", "left"] as const) {
      grid.step(plain, dir);
      grid.step(kept, dir);
    }
    expect(plain.journal).toBeNull();
    expect(grid.hashLevel(plain)).toBe(grid.hashLevel(kept));
    expect(kept.journal!.records.some((r) => r.type === "Turned")).toBe(true);
  });
});
