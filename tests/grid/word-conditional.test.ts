/**
 * Conditional WORD (docs/rules.md §5.8 "Conditional WORD"; Baba Is You `findwordunits()` and `code()`,
 * lilybeevee/Lilys-Mods `Data/rules.lua`): an object is read as the word of its noun where a rule
 * `X <cond> IS WORD` in force holds for it, its conditions read on the rules of the round before; the
 * level parses every turn while such a rule is in force, so the rules are a function of the board.
 */
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows), LEXICON, { journal: true });

describe("the condition is read per object", () => {
  const rows = (rule: string) => [rule, ". . . . .", ". rock+flag IS YOU .", ". . . . .", ". rock IS WIN ."];

  it("ROCK ON FLAG IS WORD: the rock on a flag spells ROCK IS YOU, the rock on none spells nothing", () => {
    const b = baba(...rows("ROCK ON FLAG IS WORD"));
    expect(b.rules()).toContain("ROCK ON FLAG IS WORD");
    expect(b.activeRules()).toContain("ROCK IS YOU");
    expect(b.rules()).not.toContain("ROCK IS WIN");
  });

  it("ROCK NOT ON FLAG IS WORD: the other rock is read", () => {
    const b = baba(...rows("ROCK NOT ON FLAG IS WORD"));
    expect(b.activeRules()).toContain("ROCK IS WIN");
    expect(b.rules()).not.toContain("ROCK IS YOU");
  });

  it("NEAR and FACING read each object's own neighbours and facing", () => {
    const near = baba(
      "ROCK NEAR KEKE IS WORD",
      ". . . . .",
      "keke rock IS PUSH",
      ". . . . .",
      ". rock IS WIN",
    );
    expect(near.activeRules()).toContain("ROCK IS PUSH");
    expect(near.rules()).not.toContain("ROCK IS WIN");
    const def = map("ROCK FACING KEKE IS WORD", ". . . . .", ". rock IS PUSH .", ". keke . . .");
    const down = def.objects.map((o) => (o.kind === "rock" ? { ...o, dir: "down" as const } : o));
    const up = def.objects.map((o) => (o.kind === "rock" ? { ...o, dir: "up" as const } : o));
    expect(newBaba({ ...def, objects: down }, LEXICON).activeRules()).toContain("ROCK IS PUSH");
    expect(newBaba({ ...def, objects: up }, LEXICON).rules()).not.toContain("ROCK IS PUSH");
  });

  it("the journal lists the rock among the tiles of the rule it forms, caused by the flag's move onto it", () => {
    const def = map("ROCK ON FLAG IS WORD", "FLAG IS YOU . .", "flag rock IS STOP .");
    const b = newBaba(def, LEXICON, { journal: true });
    expect(b.rules()).not.toContain("ROCK IS STOP");
    b.step("right"); // the flag onto the rock
    expect(b.activeRules()).toContain("ROCK IS STOP");
    const j = b.journal();
    const line = j.records.findIndex((r) => r.type === "RuleFormed" && r.rule === "ROCK IS STOP");
    expect(j.records[line]).toMatchObject({ ids: expect.arrayContaining([idOf(def, "rock")]) });
    const by = j.causes[line];
    expect(by.kind === "text" && by.line !== null && j.records[by.line]).toMatchObject({
      type: "Moved",
      id: idOf(def, "flag"),
    });
  });
});

describe("a condition that changes calls for a parse, and undo puts it back", () => {
  it("the flag leaves the rock: ROCK IS STOP breaks, caused by the flag's move; undo restores the level byte for byte", () => {
    const def = map("ROCK ON FLAG IS WORD", "FLAG IS YOU . .", ". rock+flag IS STOP", ". . . . .");
    const b = newBaba(def, LEXICON, { journal: true });
    expect(b.activeRules()).toContain("ROCK IS STOP");
    const before = [grid.hashLevel(b.state), JSON.stringify(grid.snapshot(b.state))];
    b.move("down");
    const flag = idOf(def, "flag");
    expect(b.posOf(flag)).toEqual([1, 3]);
    expect(b.posOf(idOf(def, "rock"))).toEqual([1, 2]);
    expect(b.rules()).not.toContain("ROCK IS STOP");
    const j = b.journal();
    const line = j.records.findIndex((r) => r.type === "RuleBroken" && r.rule === "ROCK IS STOP");
    const by = j.causes[line];
    expect(by.kind === "text" && by.line !== null && j.records[by.line]).toMatchObject({
      type: "Moved",
      id: flag,
    });
    expect(b.undo()).toBe(true);
    expect([grid.hashLevel(b.state), JSON.stringify(grid.snapshot(b.state))]).toEqual(before);
    expect(b.activeRules()).toContain("ROCK IS STOP");
  });

  it("a step that changes no text still reparses: the flag walks off, then back", () => {
    const b = baba("ROCK ON FLAG IS WORD", "FLAG IS YOU . .", "rock+flag IS WIN .", ". . . .");
    expect(b.activeRules()).toContain("ROCK IS WIN");
    b.step("down");
    expect(b.activeRules()).not.toContain("ROCK IS WIN");
    b.step("up");
    expect(b.activeRules()).toContain("ROCK IS WIN");
  });
});

describe("conditions are tested on the rules of the round before", () => {
  const rows = (extra: string) => [
    "ROCK FEELING PUSH IS WORD .",
    ". . . . . .",
    extra,
    ". . . . . .",
    ". rock IS PUSH . .",
    ". IS . . . .",
    ". YOU . . . .",
  ];

  it("ROCK FEELING PUSH IS WORD with the rock spelling ROCK IS PUSH: not read (round 0 does not make it PUSH)", () => {
    const b = baba(...rows(". . . . . ."));
    expect(b.rules()).not.toContain("ROCK IS PUSH");
    expect(b.rules()).not.toContain("ROCK IS YOU");
  });

  it("with ROCK IS PUSH in text the rock is read, and ROCK IS YOU is in force", () => {
    const b = baba(...rows(". . . ROCK IS PUSH"));
    expect(b.activeRules()).toContain("ROCK IS YOU");
  });
});

describe("an unconditional WORD rule reads every object of its noun (SpellGrid tries it first)", () => {
  it("ROCK IS WORD beside ROCK ON FLAG IS WORD: a rock on no flag is read", () => {
    const b = baba("ROCK IS WORD . .", "ROCK ON FLAG IS WORD", ". . . . .", "rock IS WIN . .");
    expect(b.activeRules()).toContain("ROCK IS WIN");
  });

  it("in either order: which of ROCK IS WORD and ROCK ON FLAG IS WORD is read first changes nothing (the game's first rule decides)", () => {
    const first = baba("ROCK IS WORD . .", "ROCK ON FLAG IS WORD", ". . . . .", "rock IS WIN . .");
    const second = baba("ROCK ON FLAG IS WORD", "ROCK IS WORD . .", ". . . . .", "rock IS WIN . .");
    expect(second.activeRules()).toContain("ROCK IS WIN");
    expect([...second.activeRules()].sort()).toEqual([...first.activeRules()].sort());
  });

  it("ROCK ON FLAG IS NOT WORD takes WORD from the rock on a flag only", () => {
    const b = baba(
      "ROCK IS WORD . . .",
      "ROCK ON FLAG IS NOT WORD",
      ". . . . . .",
      "rock+flag IS WIN . .",
      "rock IS PUSH . .",
    );
    expect(b.activeRules()).toContain("ROCK IS PUSH");
    expect(b.rules()).not.toContain("ROCK IS WIN");
  });
});

describe("a WORD that forms then breaks its own rule, and the bound", () => {
  it("a rock on a flag spelling ROCK IS NOT WORD: the rounds stop at the paradox with the last round's rules, as an unconditional WORD does", () => {
    const cond = baba("ROCK ON FLAG IS WORD", ". . . . .", "rock+flag IS NOT WORD");
    const plain = baba("ROCK IS WORD . .", ". . . . .", "rock+flag IS NOT WORD");
    expect(cond.activeRules()).toContain("ROCK IS NOT WORD");
    expect(cond.activeRules().filter((r) => r !== "ROCK ON FLAG IS WORD")).toEqual(plain.activeRules());
    expect(cond.rules()).toContain("ROCK ON FLAG IS WORD");
  });

  it("the rules are a function of the board: a copy parsed from scratch reads the same objects", () => {
    const a = baba("ROCK NEAR KEKE IS WORD", "ROCK IS WORD . .", ". . . . .", "rock keke rock IS YOU");
    const again = grid.cloneLevel(a.state);
    grid.parseRules(again);
    expect(again.inForce.rules).toEqual(a.rules());
    expect(again.inForce.readIds).toEqual(a.state.inForce.readIds);
    expect(a.state.inForce.readIds?.length).toBe(2);
  });
});

describe("levels without a conditional WORD are untouched", () => {
  it("no record of theirs holds condWord, so they are not parsed every turn", () => {
    const b = baba("BABA IS YOU . .", "ROCK ON FLAG IS PUSH", "baba rock flag . .");
    expect(b.state.inForce.condWord).toBeFalsy();
    b.step("right");
    expect(b.state.dirty).toBe(false);
  });
});
