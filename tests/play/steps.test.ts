/**
 * The step-through viewer's model (src/play/steps.ts): forward, back and jump over the states of a
 * replay or a solution, each step with its own log; the same states a Session reaches; a failing action
 * named and the steps before it still shown.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { stateHash } from "../../src/play/apply";
import { ROOT, readLevel } from "../../src/play/files";
import { formatAction, parseScript } from "../../src/play/notation";
import { ReplayActionError, sessionHash } from "../../src/play/replay";
import { levelFileOf, readReplay } from "../../src/play/replay-file";
import { Session } from "../../src/play/session";
import { Steps } from "../../src/play/steps";
import { viewOf } from "../../src/play/view";

const content = repositoryContent();
const level = (name: string) => readLevel(join(ROOT, "levels", `${name}.json`));
const replayFiles = readdirSync(join(ROOT, "replays"))
  .filter((f) => f.endsWith(".replay.json"))
  .map((f) => join(ROOT, "replays", f));

/** The texts of a view's log in words. */
const words = (v: { log: { text: string }[] }) => v.log.map((l) => l.text);

describe("the steps of every replay in replays/", () => {
  test.each(replayFiles)(
    "%s: each step is the Session's state after that many actions, with its log",
    (file) => {
      const replay = readReplay(file);
      const def = readLevel(levelFileOf(file, replay));
      const steps = Steps.ofReplay(def, replay, content);
      expect(steps.last).toBe(replay.actions.length);
      const session = new Session(def, content);
      for (let n = 0; n <= steps.last; n++) {
        if (n > 0) session.apply(steps.actions[n - 1]);
        expect(stateHash(steps.state(n)), `step ${n}`).toBe(sessionHash(session));
        expect(words(steps.view(n))).toEqual(words(viewOf(session)));
        expect(steps.label(n)).toBe(n === 0 ? null : replay.actions[n - 1]);
      }
      expect(stateHash(steps.state(steps.last))).toBe(replay.finalHash);
      expect(steps.view(steps.last).won).toBe(replay.won);
    },
  );
});

describe("moving through the steps", () => {
  const def = level("l1-double-tap");
  const actions = parseScript("w; w; c Whirlwind; s");

  test("forward, back and jump; at either end nothing moves", () => {
    const steps = new Steps(def, content, actions);
    expect(steps.position).toBe(0);
    expect(steps.back()).toBe(false);
    expect(steps.forward()).toBe(true);
    expect(steps.forward()).toBe(true);
    expect(steps.position).toBe(2);
    steps.jump(4);
    expect(steps.forward()).toBe(false);
    expect(steps.position).toBe(4);
    expect(steps.back()).toBe(true);
    expect(steps.label()).toBe("c Whirlwind");
    expect(words(steps.view())[0]).toBe("Whirlwind was cast");
    steps.jump(0);
    expect(stateHash(steps.state())).toBe(sessionHash(new Session(def, content)));
  });

  test("a step that is not one is refused with the range, and the step shown stays", () => {
    const steps = new Steps(def, content, actions);
    steps.jump(2);
    for (const n of [-1, 5, 1.5])
      expect(() => steps.jump(n)).toThrow(`there is no step ${n}: the steps go from 0 (the start) to 4`);
    expect(steps.position).toBe(2);
  });

  test("an action that fails is named; the steps before it can still be watched", () => {
    const steps = new Steps(def, content, parseScript("w; c Spark; w"));
    steps.jump(1);
    const fail = () => steps.jump(3);
    expect(fail).toThrow(ReplayActionError);
    expect(fail).toThrow('action 2 "c Spark": cast: "Spark" is not in the hand (hand: Whirlwind)');
    expect(steps.position).toBe(1);
    expect(() => steps.forward()).toThrow('action 2 "c Spark"');
    expect(steps.position).toBe(1);
  });

  test("a replay action that is not in the notation, or that lacks a choice, is named", () => {
    expect(() => Steps.ofReplay(def, { actions: ["w", "jump"] }, content)).toThrow(
      'action 2 "jump": "jump" is not an action',
    );
    const graft = Steps.ofReplay(level("l2-spliced-corpse"), { actions: ["c Graft"] }, content);
    expect(() => graft.jump(1)).toThrow(
      /^action 1 "c Graft": needs a base choice the action does not hold \(one of /,
    );
  });

  test("undo among the actions goes back along the path; moves after a win are refused", () => {
    const steps = new Steps(def, content, parseScript("w; w; u; w; u; u; u"));
    expect(stateHash(steps.state(3))).toBe(stateHash(steps.state(1)));
    expect(steps.session(4).history.map(formatAction)).toEqual(["w", "w"]);
    expect(steps.session(6).history).toEqual([]);
    expect(() => steps.state(7)).toThrow('action 7 "u": nothing to undo');
    const t = (w: string, x: number) => ({ kind: `text:${w}`, x, y: 0 });
    const short: LevelDef = {
      width: 6,
      height: 2,
      objects: [
        ...["BABA", "IS", "YOU"].map(t),
        ...["FLAG", "IS", "WIN"].map((w, i) => t(w, i + 3)),
        { kind: "baba", x: 0, y: 1 },
        { kind: "flag", x: 1, y: 1 },
      ],
    };
    const won = new Steps(short, content, parseScript("d; d"));
    expect(won.view(1).won).toBe(true);
    expect(() => won.jump(2)).toThrow('action 2 "d": the level is won: no more moves (u undoes, r restarts)');
    const noYou: LevelDef = { width: 3, height: 1, objects: ["BABA", "IS", "YOU"].map(t) };
    expect(() => new Steps(noYou, content, parseScript("d")).jump(1)).toThrow(
      'action 1 "d": the level is lost before its first move: nothing is YOU at its start, so undo and restart cannot help: change the level, or play another',
    );
  });

  test("a session taken at a step plays on from there, and undo walks back along the steps", () => {
    const steps = new Steps(def, content, actions);
    const s = steps.session(3);
    expect(s.history).toEqual(actions.slice(0, 3));
    expect(s.undoable).toBe(3);
    s.apply(actions[3]);
    expect(sessionHash(s)).toBe(stateHash(steps.state(4)));
    s.undo();
    s.undo();
    expect(sessionHash(s)).toBe(stateHash(steps.state(2)));
  });
});
