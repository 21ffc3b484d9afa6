import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { parseAction, parseScript } from "../../src/play/notation";
import { playReplay, replayOf, sessionHash } from "../../src/play/replay";
import { levelKind, Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { fixtureCards } from "../fixtures/cards";

const level = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../levels/${name}.json`, import.meta.url), "utf8")) as LevelDef;

describe("a play session", () => {
  test("Graft's choices are asked one at a time and change nothing until all are given", () => {
    const s = new Session(level("l2-spliced-corpse"), repositoryContent());
    const before = sessionHash(s);
    let outcome = s.apply(parseAction("c Graft"));
    expect(outcome).toMatchObject({ type: "choose", kind: "base" });
    if (outcome.type !== "choose") throw new Error("expected a question");
    expect(outcome.options).toContain("Ember Moth");
    expect(sessionHash(s)).toBe(before);
    const answers = ["Ember Moth", "Rune Scribe", "bottom"];
    while (outcome.type === "choose") {
      const next = {
        ...outcome.action,
        choices: [...(outcome.action as { choices: string[] }).choices, answers.shift()!],
      };
      outcome = s.apply(next as never);
    }
    expect(s.history.map((a) => (a.type === "card" ? a.choices : []))).toEqual([
      ["Ember Moth", "Rune Scribe", "bottom"],
    ]);
    for (const a of parseScript("c Ember Moth (Assembled) 3 3; a; a")) s.apply(a);
    expect(s.won()).toBe(true);
  });

  test("the view shows minions with Health, the hand's rendered text and the rules", () => {
    const s = new Session(level("l1-double-tap"), repositoryContent());
    const v = viewOf(s);
    expect(v.kind).toBe("spellgrid");
    expect(v.objects.find((o) => o.minion?.card === "Bramble Wall")).toMatchObject({
      x: 5,
      y: 6,
      minion: { health: 3 },
    });
    expect(v.hand).toEqual([
      {
        card: "Whirlwind",
        type: "spell",
        cost: 1,
        attack: null,
        health: null,
        noun: null,
        text: "Deal 1 damage to ALL minions.",
      },
    ]);
    expect(v.active).toContain("BRAMBLE IS STOP");
    expect(v.heroes.map((h) => h.health)).toEqual([30, 30]);
  });

  test("level 2's Graft offers no test-only card: the fixtures are not in cards/", () => {
    const s = new Session(level("l2-spliced-corpse"), repositoryContent());
    const testOnly = new Set(fixtureCards().map((d) => d.name));
    const asked: string[] = [];
    let outcome = s.apply(parseAction("c Graft"));
    while (outcome.type === "choose") {
      asked.push(...outcome.options);
      outcome = s.apply({
        ...outcome.action,
        choices: [...(outcome.action as { choices: string[] }).choices, outcome.options[0]],
      } as never);
    }
    expect(asked.length).toBeGreaterThan(3);
    expect(asked.filter((o) => testOnly.has(o))).toEqual([]);
  });

  test("errors name the problem and change nothing; undo only on pure Baba levels", () => {
    const s = new Session(level("l1-double-tap"), repositoryContent());
    expect(() => s.apply(parseAction("c Spark"))).toThrow('"Spark" is not in the hand (hand: Whirlwind)');
    expect(() => s.apply(parseAction("u"))).toThrow("undo is not supported on SpellGrid levels");
    expect(s.history).toEqual([]);
    const baba = new Session(level("baba-sink"), repositoryContent());
    expect(levelKind(baba.def)).toBe("baba");
    expect(() => baba.apply(parseAction("u"))).toThrow("nothing to undo");
    baba.apply(parseAction("d"));
    baba.apply(parseAction("u"));
    expect(baba.history.map((a) => a.type)).toEqual(["step", "undo"]);
  });

  test("a replay of a won game replays to the same hash", () => {
    const s = new Session(level("l3-simultaneous-paradox"), repositoryContent());
    for (const a of parseScript("c Whirlwind; d; d; d; d; d")) s.apply(a);
    const replay = replayOf(s, "levels/l3-simultaneous-paradox.json");
    expect(replay).toMatchObject({ won: true, actions: ["c Whirlwind", "d", "d", "d", "d", "d"] });
    expect(playReplay(level("l3-simultaneous-paradox"), replay, repositoryContent()).matches).toBe(true);
    expect(
      playReplay(
        level("l3-simultaneous-paradox"),
        { ...replay, actions: replay.actions.slice(0, 5) },
        repositoryContent(),
      ).matches,
    ).toBe(false);
  });
});
