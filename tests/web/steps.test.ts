import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { parseAction, parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { StepCursor, stepsOf } from "../../web/steps";
import { ROOT } from "../architecture/source";

const content = repositoryContent();
const level = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, "levels", `${name}.json`), "utf8")) as LevelDef;

describe("stepping through a solution", () => {
  it("step i is the board after action i, with that action's log; the last step of a solution wins", () => {
    const def = level("l1-double-tap");
    const found = solve(modelOf(def, content));
    if (!found.solved) throw new Error("level 1 is solvable");
    const { steps, failed } = stepsOf(def, found.actions, content);
    expect(failed).toBeNull();
    expect(steps).toHaveLength(found.actions.length + 1);
    expect(steps[0]).toEqual({ action: null, view: viewOf(new Session(def, content)) });
    const session = new Session(def, content);
    found.actions.forEach((a, i) => {
      session.apply(a);
      expect(steps[i + 1].view).toEqual(viewOf(session));
    });
    expect(steps.map((s) => s.view.won)).toEqual(steps.map((_, i) => i === found.actions.length));
  });

  it("an action that fails ends the steps there and says which and why", () => {
    const def = level("l1-double-tap");
    const { steps, failed } = stepsOf(def, parseScript("w; c Nothing Here"), content);
    expect(steps.map((s) => s.action)).toEqual([null, "w"]);
    expect(failed).toMatchObject({ index: 2, action: "c Nothing Here" });
    expect(failed!.message).toMatch(/Nothing Here/);
  });

  it("an action that needs a choice it does not hold fails, naming the question", () => {
    const { failed } = stepsOf(level("l2-spliced-corpse"), [parseAction("c Graft")], content);
    expect(failed).toMatchObject({ index: 1, action: "c Graft" });
    expect(failed!.message).toMatch(/^needs a base choice it does not hold \(one of /);
  });

  it("forward, back and jump stay within the steps", () => {
    const { steps } = stepsOf(level("baba-sink"), parseScript("d; d; d"), content);
    const cursor = new StepCursor(steps);
    expect([cursor.at, cursor.back(), cursor.forward(), cursor.forward()]).toEqual([0, 0, 1, 2]);
    expect([cursor.jump(99), cursor.forward(), cursor.jump(-4), cursor.jump(1.7)]).toEqual([3, 3, 0, 1]);
    expect(cursor.current).toBe(steps[1]);
    expect(() => new StepCursor([])).toThrow("a step-through viewer needs at least the level's start");
  });
});
