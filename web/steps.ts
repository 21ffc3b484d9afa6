/**
 * Stepping through a list of actions on a level (a solver's solution, a replay): step 0 is the level as
 * loaded, step i the game after action i, with that action's log. The views are computed once, by playing
 * the actions through a `Session` (the one applier every player uses); an action that fails ends the walk
 * there, and reaching for a step past it throws a `ReplayActionError` naming the action (its number and
 * text) and why, leaving the step shown as it was.
 *
 * The surface is the play layer's step-through model's (T1's `Steps`, src/play/steps.ts, once it is on
 * main): `last`, `position`, `jump`, `forward`, `back`, `label`, `view`; the studio's viewer uses only it.
 */
import type { Content } from "../src/content/content";
import type { LevelDef } from "../src/harness";
import { formatAction, type PlayerAction } from "../src/play/notation";
import { ReplayActionError } from "../src/play/replay";
import { Session } from "../src/play/session";
import { type SessionView, viewOf } from "../src/play/view";

export class Steps {
  private readonly views: SessionView[];
  private readonly failure: ReplayActionError | null = null;
  private at = 0;

  /** The steps of `actions` played on `def` with `content` (a level that cannot be played throws). */
  constructor(
    readonly def: LevelDef,
    readonly content: Content,
    readonly actions: readonly PlayerAction[],
  ) {
    const session = new Session(def, content);
    this.views = [viewOf(session)];
    for (const [i, action] of actions.entries()) {
      try {
        const outcome = session.apply(action);
        if (outcome.type === "choose")
          throw new Error(
            `needs a ${outcome.kind} choice the action does not hold (one of ${outcome.options.join(", ")})`,
          );
      } catch (err) {
        this.failure = new ReplayActionError(i + 1, formatAction(action), (err as Error).message);
        break;
      }
      this.views.push(viewOf(session));
    }
  }

  /** The last step's number (the number of actions): steps go from 0, the start, to it. */
  get last(): number {
    return this.actions.length;
  }

  /** The step shown now. */
  get position(): number {
    return this.at;
  }

  /** The action that cannot be played, if one fails (the steps after it cannot be reached). */
  get failed(): ReplayActionError | null {
    return this.failure;
  }

  /** Throws unless step `n` exists and can be reached. */
  private check(n: number): void {
    if (!Number.isInteger(n) || n < 0 || n > this.last)
      throw new Error(`there is no step ${n}: the steps go from 0 (the start) to ${this.last}`);
    if (n >= this.views.length && this.failure) throw this.failure;
  }

  /** Shows step `n`; if an action on the way fails, the error names it and the step shown stays. */
  jump(n: number): void {
    this.check(n);
    this.at = n;
  }

  /** One step forward; false (changing nothing) at the last step. */
  forward(): boolean {
    if (this.at >= this.last) return false;
    this.jump(this.at + 1);
    return true;
  }

  /** One step back; false at the start. */
  back(): boolean {
    if (this.at === 0) return false;
    this.at--;
    return true;
  }

  /** The action that led to step `n` as written in the notation (`c Whirlwind`), or null for the start. */
  label(n: number = this.at): string | null {
    if (!Number.isInteger(n) || n < 0 || n > this.last)
      throw new Error(`there is no step ${n}: the steps go from 0 (the start) to ${this.last}`);
    return n === 0 ? null : formatAction(this.actions[n - 1]);
  }

  /** What step `n` shows: the board, the hand, the rules and that step's log. */
  view(n: number = this.at): SessionView {
    this.check(n);
    return this.views[n];
  }
}
