import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { HISTORY_LIMIT } from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { applyAction, startState, stateHash } from "../../src/play/apply";
import { formatAction, parseAction, parseScript } from "../../src/play/notation";
import { playReplay, replayOf, sessionHash } from "../../src/play/replay";
import { Session, UNDO_BUDGET } from "../../src/play/session";
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
        never: null,
        needsTarget: false,
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

  test("errors name the problem and change nothing", () => {
    const s = new Session(level("l1-double-tap"), repositoryContent());
    const before = sessionHash(s);
    expect(() => s.apply(parseAction("c Spark"))).toThrow('"Spark" is not in the hand (hand: Whirlwind)');
    expect(() => s.apply(parseAction("u"))).toThrow("nothing to undo");
    expect(s.history).toEqual([]);
    expect(sessionHash(s)).toBe(before);
  });

  test("undo on a SpellGrid level: back one action at a time, each state with its own log", () => {
    const s = new Session(level("l1-double-tap"), repositoryContent());
    const hashes = [sessionHash(s)];
    const logs = [viewOf(s).log];
    for (const a of parseScript("w; w; c Whirlwind; s")) {
      s.apply(a);
      hashes.push(sessionHash(s));
      logs.push(viewOf(s).log);
    }
    expect(logs[3].map((l) => l.text)).toContain("Whirlwind was cast");
    expect(logs[4].map((l) => l.text)).toEqual([
      "You stepped down",
      "Baba #23 turned down",
      "Baba #23 moved down to (5, 3)",
    ]);
    expect(s.undoable).toBe(4);
    for (let i = 3; i >= 0; i--) {
      s.apply(parseAction("u"));
      expect(sessionHash(s)).toBe(hashes[i]);
      expect(viewOf(s).log).toEqual(logs[i]);
      expect(s.history).toHaveLength(i);
    }
    expect(() => s.undo()).toThrow("nothing to undo");
    // the undone Whirlwind is back in the hand, and can be cast again
    for (const a of parseScript("w; w; c Whirlwind")) s.apply(a);
    expect(sessionHash(s)).toBe(hashes[3]);
  });

  test("undo on a pure Baba level; the level's own history is not used", () => {
    const s = new Session(level("baba-sink"), repositoryContent());
    const start = sessionHash(s);
    s.apply(parseAction("d"));
    s.apply(parseAction("u"));
    expect(sessionHash(s)).toBe(start);
    expect(s.history).toEqual([]);
    expect(s.engine.kind === "baba" && s.engine.game.state.history.length).toBe(0);
  });

  test("a restart can be undone: the game and its history come back", () => {
    const s = new Session(level("l3-simultaneous-paradox"), repositoryContent());
    for (const a of parseScript("c Whirlwind; d")) s.apply(a);
    const played = sessionHash(s);
    s.restart();
    expect(s.history).toEqual([]);
    expect(viewOf(s).hand.map((c) => c.card)).toEqual(level("l3-simultaneous-paradox").hand);
    s.apply(parseAction("d"));
    s.undo();
    s.undo();
    expect(sessionHash(s)).toBe(played);
    expect(s.history.map(formatAction)).toEqual(["c Whirlwind", "d"]);
  });

  test("after a win or a loss every move but undo is refused, with a message, and changes nothing", () => {
    const s = new Session(level("l3-simultaneous-paradox"), repositoryContent());
    expect(s.over()).toBeNull();
    for (const a of parseScript("c Whirlwind; d; d; d; d; d")) s.apply(a);
    expect(s.won()).toBe(true);
    const won = sessionHash(s);
    expect(() => s.apply(parseAction("a"))).toThrow("the level is won: no more moves (u undoes, r restarts)");
    expect(sessionHash(s)).toBe(won);
    expect(s.history).toHaveLength(6);
    s.apply(parseAction("u"));
    expect(s.won()).toBe(false);
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const skull: LevelDef = {
      width: 6,
      height: 2,
      objects: [...["BABA", "IS", "YOU"].map(t), ...["SKULL", "IS", "DEFEAT"].map((w, i) => t(w, i + 3))],
    };
    skull.objects.push({ kind: "baba", x: 0, y: 1 }, { kind: "skull", x: 1, y: 1 });
    const lost = new Session(skull, repositoryContent());
    lost.apply(parseAction("d"));
    expect(() => lost.apply(parseAction("d"))).toThrow(
      "the level is lost: nothing is YOU (u undoes, r restarts)",
    );
    lost.apply(parseAction("u"));
    expect(lost.lost()).toBe(false);
  });

  test("a refused move names only what helps: undo when it reaches a game that goes on, restart when the start does", () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const lostAfterOne: LevelDef = {
      width: 6,
      height: 2,
      objects: [
        ...["BABA", "IS", "YOU"].map(t),
        ...["SKULL", "IS", "DEFEAT"].map((w, i) => t(w, i + 3)),
        { kind: "baba", x: 0, y: 1 },
        { kind: "skull", x: 1, y: 1 },
      ],
    };
    const s = new Session(lostAfterOne, repositoryContent());
    s.apply(parseAction("d"));
    expect(s.waysOut()).toEqual({ undo: true, start: null });
    // A restart from the loss goes on, so only restart helps once the loss is the only thing to undo to.
    const fresh = Session.resume(lostAfterOne, repositoryContent(), [s.state], []);
    expect(fresh.over()).toBe("the level is lost: nothing is YOU (r restarts)");
    expect(() => fresh.apply(parseAction("d"))).toThrow("the level is lost: nothing is YOU (r restarts)");
  });

  test("a level lost before its first move says undo and restart cannot help, also after a restart, and what does", () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const noYou: LevelDef = { width: 3, height: 2, objects: [...["BABA", "IS", "YOU"].map(t)] };
    const s = new Session(noYou, repositoryContent());
    const STUCK =
      "the level is lost before its first move: nothing is YOU at its start, so undo and restart cannot help: change the level, or play another";
    expect(s.waysOut()).toEqual({ undo: false, start: "lost" });
    expect(s.over()).toBe(STUCK);
    const before = sessionHash(s);
    expect(() => s.apply(parseAction("d"))).toThrow(STUCK);
    expect(sessionHash(s)).toBe(before);
    s.restart(); // undo now goes back, but only to the same lost start
    expect(s.undoable).toBe(1);
    expect(s.over()).toBe(STUCK);
    expect(viewOf(s).waysOut).toEqual({ undo: false, start: "lost" });
  });

  test("Session.resume stands at the last state, and undo walks back through the others", () => {
    const def = level("l1-double-tap");
    const content = repositoryContent();
    const states = [startState(def, content)];
    const actions = parseScript("w; w; c Whirlwind");
    for (const a of actions) states.push(applyAction(states[states.length - 1], a));
    const s = Session.resume(def, content, states, actions);
    expect(s.history).toEqual(actions);
    expect(sessionHash(s)).toBe(stateHash(states[3]));
    expect(viewOf(s).log[0].text).toBe("Whirlwind was cast");
    s.undo();
    expect(sessionHash(s)).toBe(stateHash(states[2]));
    expect(() => Session.resume(def, content, states, [])).toThrow(
      "Session.resume: 4 states for 0 actions (one more state than actions: the start)",
    );
  });

  test("the kept states are bounded: past twice the limit the oldest go, down to it", () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const s = new Session(
      { width: 3, height: 2, objects: [...["BABA", "IS", "YOU"].map(t), { kind: "baba", x: 0, y: 1 }] },
      repositoryContent(),
    );
    for (let i = 0; i <= 2 * HISTORY_LIMIT; i++) s.apply({ type: "step", dir: i % 2 ? "left" : "right" });
    expect(s.undoable).toBe(HISTORY_LIMIT);
    expect(s.history).toHaveLength(2 * HISTORY_LIMIT + 1);
    while (s.undoable > 0) s.undo();
    expect(s.history).toHaveLength(HISTORY_LIMIT + 1);
    // Past the kept states, undo says the history keeps only the last N steps, and changes nothing.
    const refusal = `nothing older to undo: the history keeps only the last ${HISTORY_LIMIT.toLocaleString("en-US")} steps (at least)`;
    expect(s.undoKept).toBe(HISTORY_LIMIT);
    expect(s.undoRefusal).toBe(refusal);
    const before = sessionHash(s);
    expect(() => s.apply(parseAction("u"))).toThrow(refusal);
    expect(s.history).toHaveLength(HISTORY_LIMIT + 1);
    expect(sessionHash(s)).toBe(before);
    // At the start of a session nothing was dropped: it is just "nothing to undo".
    expect(new Session(s.def, s.content).undoRefusal).toBe("nothing to undo");
  });

  test("a large level keeps fewer states (UNDO_BUDGET), and undo past them names that number", () => {
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const rocks = Array.from({ length: 20_000 }, () => ({ kind: "rock", x: 4, y: 1 }));
    const def = {
      width: 5,
      height: 2,
      objects: [...["BABA", "IS", "YOU"].map(t), { kind: "baba", x: 0, y: 1 }, ...rocks],
    };
    const s = new Session(def, repositoryContent());
    // About seven numbers per object id and one per cell, within the budget (docs/rules.md §9).
    const kept = Math.trunc(UNDO_BUDGET / (def.objects.length * 7 + def.width * def.height));
    expect(kept).toBeLessThan(HISTORY_LIMIT);
    expect(s.undoKept).toBe(kept);
    const played = 2 * kept + 1;
    for (let i = 0; i < played; i++) s.apply({ type: "step", dir: i % 2 ? "left" : "right" });
    let undone = 0;
    while (s.undoRefusal === null) {
      s.undo();
      undone++;
    }
    expect(undone).toBe(kept);
    expect(s.history).toHaveLength(played - kept);
    expect(() => s.undo()).toThrow(
      `nothing older to undo: the history keeps only the last ${kept} steps (at least)`,
    );
    expect(s.history).toHaveLength(played - kept);
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
