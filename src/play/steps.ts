/**
 * The step-through viewer's model (docs/rules.md §7; issue 12 item 3): a game played by a list of actions
 * (a replay's, a solver's solution), watched one step at a time: forward, back, jump to step N, each step
 * with its board and its log (in words: the view's `log`, explain.ts). The terminal's viewer and the web's
 * draw it; it decides nothing about the rules: the actions are applied by the one applier (apply.ts),
 * under the Session's rules (undo, and no move once the level is won or lost).
 *
 * Step 0 is the level as it starts; step N is the game after the N-th action. States are computed lazily,
 * once each, the first time a step is reached; an action that fails stops the walk there with a
 * `ReplayActionError` naming it (its number and text), and the steps before it can still be watched.
 */
import type { Content } from "../content/content";
import type { LevelDef } from "../harness";
import { applyAction, NeedChoice, type PlayState, startState } from "./apply";
import { endOf, gameOver } from "./game-over";
import { formatAction, type PlayerAction, parseAction } from "./notation";
import { type Replay, ReplayActionError } from "./replay";
import { Session } from "./session";
import { type SessionView, viewOf } from "./view";

/** One step: its state, and the path that reached it (the action taken last, and the step before it). */
interface Node {
  readonly state: PlayState;
  /** The last action of the path to this state (null at the start). */
  readonly action: PlayerAction | null;
  /** The step whose path this one extends by `action` (-1 at the start). */
  readonly parent: number;
}

/** Why an action is refused at `from`, or the state it leads to (undo follows the path back). */
function next(nodes: readonly Node[], from: number, action: PlayerAction): Node {
  const here = nodes[from];
  if (action.type === "undo") {
    if (here.parent < 0) throw new Error("nothing to undo");
    return nodes[here.parent];
  }
  const over = gameOver(here.state, { undo: here.parent >= 0, start: endOf(nodes[0].state) });
  if (over !== null) throw new Error(over);
  try {
    return { state: applyAction(here.state, action), action, parent: from };
  } catch (err) {
    if (err instanceof NeedChoice)
      throw new Error(
        `needs a ${err.kind} choice the action does not hold (one of ${err.options.join(", ")})`,
      );
    throw err;
  }
}

/** A game played by a list of actions, watched step by step (step 0: the start; step N: after N actions). */
export class Steps {
  private readonly nodes: Node[];
  private at = 0;

  /** The steps of `actions` played on `def` with `content` (the level is checked as a Session checks it). */
  constructor(
    readonly def: LevelDef,
    readonly content: Content,
    readonly actions: readonly PlayerAction[],
  ) {
    this.nodes = [{ state: startState(def, content), action: null, parent: -1 }];
  }

  /** The steps of a replay's actions; an action that is not in the notation is a `ReplayActionError`. */
  static ofReplay(def: LevelDef, replay: Pick<Replay, "actions">, content: Content): Steps {
    const actions = replay.actions.map((line, i) => {
      try {
        return parseAction(line);
      } catch (err) {
        throw new ReplayActionError(i + 1, line, (err as Error).message);
      }
    });
    return new Steps(def, content, actions);
  }

  /** The last step's number (the number of actions): steps go from 0, the start, to it. */
  get last(): number {
    return this.actions.length;
  }

  /** The step shown now. */
  get position(): number {
    return this.at;
  }

  /** The state at step `n` (computed on first use). Throws `ReplayActionError` if an action before it fails. */
  state(n: number = this.at): PlayState {
    this.check(n);
    for (let i = this.nodes.length; i <= n; i++) {
      const action = this.actions[i - 1];
      try {
        this.nodes.push(next(this.nodes, i - 1, action));
      } catch (err) {
        throw new ReplayActionError(i, formatAction(action), (err as Error).message);
      }
    }
    return this.nodes[n].state;
  }

  /** Throws unless `n` is a step. */
  private check(n: number): void {
    if (!Number.isInteger(n) || n < 0 || n > this.last)
      throw new Error(`there is no step ${n}: the steps go from 0 (the start) to ${this.last}`);
  }

  /** Show step `n`; if an action on the way fails, the error names it and the step shown stays. */
  jump(n: number): void {
    this.state(n);
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
    this.check(n);
    return n === 0 ? null : formatAction(this.actions[n - 1]);
  }

  /**
   * A session standing at step `n`, to read or to play on from: its history is the path that reached
   * the step (undone actions left out), and undo walks back along it.
   */
  session(n: number = this.at): Session {
    this.state(n);
    const path: Node[] = [];
    for (let i = n; i >= 0; i = this.nodes[i].parent) path.push(this.nodes[i]);
    path.reverse();
    return Session.resume(
      this.def,
      this.content,
      path.map((p) => p.state),
      path.slice(1).map((p) => p.action!),
    );
  }

  /** What step `n` shows: the board, the hand, the rules and that step's log (in words and as a tree). */
  view(n: number = this.at): SessionView {
    return viewOf(this.session(n));
  }
}
