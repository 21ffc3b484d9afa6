/**
 * SpellGrid's journal (docs/rules.md §6.9): the grid's records and the card Sequences they start in one
 * tree, a seam-2 Sequence nested under the death that started it; `log()` and `logTree()` stay the
 * course's (card events only, at the card engine's depths); the seams carry the grid's causes (a rule
 * aura's text objects, a destroy's death record, a written word forming a rule); the solver keeps none.
 */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as sg from "../../src/engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../../src/harness";
import { parseScript } from "../../src/play/notation";
import { spellGridModel } from "../../src/solver/spellgrid-moves";
import { fuzzed } from "../fuzz";
import { mapLevel } from "./map";

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

const types = (j: sg.SpellGridJournal) => j.records.map((r, i) => `${"  ".repeat(j.depths[i])}${r.type}`);

describe("one tree of grid records and card Sequences", () => {
  test("a minion collected as a BONUS object dies in a Sequence caused by its Collected record, labelled with its rules", () => {
    const g = newSpellGrid(mapLevel(["BABA IS YOU . .", "KEG IS BONUS . .", ". . . . .", "baba keg . . ."]));
    const keg = g.minionAt(1, 3)!;
    g.step("right");
    const j = g.journal();
    expect(types(j).slice(0, 4)).toEqual(["Stepped", "Moved", "Collected", "  Destroyed"]);
    expect(j.records[2]).toEqual({
      type: "Collected",
      id: keg,
      by: (j.records[1] as { id: number }).id, // the baba that moved onto it
      at: [1, 3],
      kept: false,
    });
    expect(j.causes[3]).toEqual({
      kind: "action",
      action: "destroy",
      origin: { label: "BABA IS YOU + KEG IS BONUS at (1, 3)", detail: { line: 2 } },
    });
  });

  test("a hazard's Sequence nests under the death that started it; the course's log is unchanged", () => {
    const g = newSpellGrid(
      mapLevel(["KEG IS YOU AND MELT", "LAVA IS HOT . .", ". . . . .", "keg lava . bramble ."]),
    );
    const keg = g.minionAt(0, 3)!;
    g.step("right");
    const j = g.journal();
    expect(types(j)).toEqual([
      "Stepped",
      "Moved",
      "Melted",
      "  Destroyed",
      "  DeathPhase",
      "  Triggered",
      "    Damaged",
    ]);
    // The minion's destroy is caused by its death record: its label names the rules and the tile.
    expect(j.causes[3]).toEqual({
      kind: "action",
      action: "destroy",
      origin: { label: "KEG IS MELT + LAVA IS HOT at (1, 3)", detail: { line: 2 } },
    });
    expect(j.records[2]).toEqual({ type: "Melted", id: keg, at: [1, 3] });
    expect(g.log().map((e) => e.type)).toEqual(["Destroyed", "DeathPhase", "Triggered", "Damaged"]);
    expect(g.logTree().split("\n")[3]).toMatch(/^ {2}Damaged\{/);
  });

  test("level 2: the Sequence's written WIN forms BABA IS WIN, caused by the TextSpawned line; then the win", () => {
    const g = newSpellGrid(level("l2-spliced-corpse"));
    g.setChooser((kind) => ({ base: "Ember Moth", donor: "Rune Scribe", half: "bottom" })[kind]);
    g.cast("Graft");
    g.play("Ember Moth (Assembled)", 3, 3);
    g.step("left");
    g.clearLog();
    g.step("left");
    const j = g.journal();
    const spawned = j.records.findIndex((r) => r.type === "TextSpawned");
    const formed = j.records.findIndex((r) => r.type === "RuleFormed");
    expect(j.records[formed]).toMatchObject({ type: "RuleFormed", rule: "BABA IS WIN" });
    expect(j.causes[formed]).toEqual({ kind: "text", line: spawned });
    expect(j.records.at(-1)?.type).toBe("Won");
    expect(j.causes.at(-1)).toMatchObject({ kind: "win", line: formed });
  });

  test("a rule aura's origin names the text objects that spell it; without a journal, only the rule", () => {
    const on = newSpellGrid(level("l1-double-tap"));
    on.step("up");
    on.step("up");
    const aura = on.state.game.ruleAuras[0];
    const ids = aura.kind === "triggerMultiplier" ? aura.origin?.detail?.ids : null;
    expect(ids).toEqual([12, 13, 22]);
    expect([12, 13, 22].map((id) => on.kindsAt(...on.posOf(id)!))).toEqual([
      ["text:DEATHRATTLE"],
      ["text:IS"],
      ["text:DOUBLE"],
    ]);
    const off = newSpellGrid(level("l1-double-tap"), [], { journal: false });
    off.step("up");
    off.step("up");
    expect(off.state.game.ruleAuras[0]).toMatchObject({ origin: { label: "DEATHRATTLE IS DOUBLE" } });
    expect(off.state.game.ruleAuras[0]).not.toHaveProperty("origin.detail");
  });

  test("clearLog empties the journal; a failing call records nothing; a copy's journal is its own", () => {
    const g = newSpellGrid(level("l1-double-tap"));
    g.step("up");
    const state = g.state;
    const before = g.journal();
    expect(() => g.cast("Nothing")).toThrow(/not in the hand/);
    expect(g.state).toBe(state);
    expect(g.journal()).toEqual(before);
    g.step("up"); // on a copy: the old state keeps its journal
    expect(state.log).toEqual(before.records);
    g.clearLog();
    expect(g.journal()).toEqual({ records: [], depths: [], causes: [] });
    g.step("down");
    expect(g.journal().records[0]).toEqual({ type: "Stepped", dir: "down", turn: true });
  });
});

describe("off in search", () => {
  test("the solver's SpellGrid states keep no journal: a search step records nothing", () => {
    const model = spellGridModel(level("l1-double-tap"), repositoryContent());
    expect(model.start.level.journal).toBeNull();
    for (const { state } of model.successors(model.start)) {
      expect(state.level.journal).toBeNull();
      expect(state.log).toEqual([]);
    }
  });

  test("on random scripts, the journal changes nothing a game does", () => {
    const script = fc.array(fc.constantFrom("w", "a", "s", "d", "c Whirlwind"), {
      minLength: 1,
      maxLength: 10,
    });
    fc.assert(
      fc.property(fc.constantFrom("l1-double-tap", "l3-simultaneous-paradox"), script, (name, actions) => {
        const on = newSpellGrid(level(name));
        const off = newSpellGrid(level(name), [], { journal: false });
        for (const a of parseScript(actions.join("; "))) {
          const act = (g: typeof on) => {
            try {
              if (a.type === "step") g.step(a.dir);
              else if (a.type === "card") g.cast(a.card);
            } catch {
              // an action the game refuses changes nothing, journal or not
            }
          };
          act(on);
          act(off);
        }
        expect(sg.hashSpellGrid(on.state)).toBe(sg.hashSpellGrid(off.state));
        expect(on.logTree()).toBe(off.logTree());
      }),
      fuzzed({ seed: 16_008, numRuns: 100 }),
    );
  });
});
