import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { formatAction, parseAction, parseScript } from "../../src/play/notation";
import { ReplayActionError } from "../../src/play/replay";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { Steps } from "../../web/steps";
import { ROOT } from "../architecture/source";

const content = repositoryContent();
const level = (name: string) =>
  JSON.parse(readFileSync(join(ROOT, "levels", `${name}.json`), "utf8")) as LevelDef;

describe("stepping through a solution", () => {
  it("step i is the board after action i, with that action's log; the last step of a solution wins", () => {
    const def = level("l1-double-tap");
    const found = solve(modelOf(def, content));
    if (!found.solved) throw new Error("level 1 is solvable");
    const steps = new Steps(def, content, found.actions);
    expect([steps.failed, steps.last, steps.position]).toEqual([null, found.actions.length, 0]);
    const session = new Session(def, content);
    expect([steps.label(0), steps.view(0)]).toEqual([null, viewOf(session)]);
    found.actions.forEach((a, i) => {
      session.apply(a);
      expect(steps.view(i + 1)).toEqual(viewOf(session));
      expect(steps.label(i + 1)).toBe(formatAction(a));
    });
    const won = Array.from({ length: steps.last + 1 }, (_, i) => steps.view(i).won);
    expect(won).toEqual(won.map((_, i) => i === steps.last));
  });

  it("an action that fails ends the walk: reaching past it names the action and why, and moves nothing", () => {
    const steps = new Steps(level("l1-double-tap"), content, parseScript("w; c Nothing Here; w"));
    expect(steps.failed).toBeInstanceOf(ReplayActionError);
    expect(steps.failed!.message).toMatch(/^action 2 "c Nothing Here": .*Nothing Here/);
    steps.jump(1);
    expect(() => steps.jump(2)).toThrow(steps.failed!.message);
    expect(() => steps.forward()).toThrow(steps.failed!.message);
    expect(steps.position).toBe(1);
    expect(steps.label(3)).toBe("w");
  });

  it("an action that needs a choice it does not hold fails, naming the question", () => {
    const steps = new Steps(level("l2-spliced-corpse"), content, [parseAction("c Graft")]);
    expect(steps.failed!.message).toMatch(
      /^action 1 "c Graft": needs a base choice the action does not hold \(one of /,
    );
  });

  it("forward, back and jump stay within the steps", () => {
    const steps = new Steps(level("baba-sink"), content, parseScript("d; d; d"));
    expect([steps.back(), steps.forward(), steps.forward(), steps.position]).toEqual([false, true, true, 2]);
    steps.jump(3);
    expect([steps.forward(), steps.position]).toEqual([false, 3]);
    for (const bad of [-1, 4, 1.5])
      expect(() => steps.jump(bad)).toThrow(`there is no step ${bad}: the steps go from 0 (the start) to 3`);
    expect(steps.position).toBe(3);
  });
});
