/**
 * Stepping through a list of actions on a level (a solver's solution, a replay): the view after each
 * action, computed once by playing the actions through a `Session` (the one applier every player
 * uses), then forward, back and jump. Step 0 is the level as loaded; step i is the board after action
 * i, with that action's log. An action that fails ends the steps there, and says why.
 */
import type { Content } from "../src/content/content";
import type { LevelDef } from "../src/harness";
import { formatAction, type PlayerAction } from "../src/play/notation";
import { Session } from "../src/play/session";
import { type SessionView, viewOf } from "../src/play/view";

/** One step: the action that led to it (none for step 0), in the notation, and the view after it. */
export interface Step {
  action: string | null;
  view: SessionView;
}

/** The actions' steps, and the action that could not be played, if one failed. */
export interface Steps {
  steps: Step[];
  failed: { index: number; action: string; message: string } | null;
}

/** Plays `actions` on `def` with `content`: the view after each one. */
export function stepsOf(def: LevelDef, actions: readonly PlayerAction[], content: Content): Steps {
  const session = new Session(def, content);
  const steps: Step[] = [{ action: null, view: viewOf(session) }];
  for (const [i, action] of actions.entries()) {
    const text = formatAction(action);
    try {
      const outcome = session.apply(action);
      if (outcome.type === "choose")
        throw new Error(
          `needs a ${outcome.kind} choice it does not hold (one of ${outcome.options.join(", ")})`,
        );
    } catch (err) {
      return { steps, failed: { index: i + 1, action: text, message: (err as Error).message } };
    }
    steps.push({ action: text, view: viewOf(session) });
  }
  return { steps, failed: null };
}

/** Where a viewer stands in its steps: the step shown, kept within 0…last. */
export class StepCursor {
  private index = 0;

  constructor(readonly steps: readonly Step[]) {
    if (steps.length === 0) throw new Error("a step-through viewer needs at least the level's start");
  }

  get at(): number {
    return this.index;
  }

  get last(): number {
    return this.steps.length - 1;
  }

  get current(): Step {
    return this.steps[this.index];
  }

  /** Shows step `n`, kept within 0…last; returns the step shown. */
  jump(n: number): number {
    this.index = Math.min(this.last, Math.max(0, Math.trunc(n)));
    return this.index;
  }

  forward(): number {
    return this.jump(this.index + 1);
  }

  back(): number {
    return this.jump(this.index - 1);
  }
}
