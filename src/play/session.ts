/**
 * A play session over one level (docs/rules.md §7): what the terminal player, the playground and replays
 * share. It applies `PlayerAction`s with the one applier (apply.ts), records them, undoes and restarts,
 * and refuses moves once the level is won or lost. It computes nothing about the rules: the engines do.
 *
 * Undo (Game Programming Patterns, "Command": undo by snapshot) works alike on pure Baba and SpellGrid
 * levels: the session keeps the state before each action (copies are cheap: `cloneSpellGrid` shares the
 * card game until an action changes it) and `undo` puts the last one back, with that state's own log,
 * the log of the turn it restores. A restart can be undone too: it is kept as one more state to go back to.
 *
 * Choices (docs/rules.md §3.9) are data: a card action carries its chooser's answers. When the engine asks
 * for one more answer than the action holds, the attempt is thrown away and `apply` returns the question;
 * the caller adds the answer and applies again.
 */
import type { Content } from "../content/content";
import type { ChoiceKind } from "../engine/cards";
import { HISTORY_LIMIT } from "../engine/grid";
import { type Baba, babaOf, type LevelDef, type SpellGrid, spellGridOf } from "../harness";
import { applyAction, isLostState, isWonState, NeedChoice, type PlayState, startState } from "./apply";
import { type End, endOf, gameOver, type WaysOut } from "./game-over";
import type { PlayerAction } from "./notation";
import { pluralNoun } from "./plural";

export { type LevelKind, levelKind, NeedChoice } from "./apply";
export { remedies, type WaysOut } from "./game-over";

/** What applying an action did: it is done, or the engine needs one more chooser answer. */
export type Outcome =
  | { type: "done"; action: PlayerAction }
  | { type: "choose"; kind: ChoiceKind; options: string[]; action: PlayerAction };

/** The harness's view of the session's game (read it; the session changes the game through `apply`). */
export type Engine = { kind: "baba"; game: Baba } | { kind: "spellgrid"; game: SpellGrid };

/** What `undo` goes back to: the state before an action, or before a restart with the history it had. */
type Past =
  | { type: "action"; state: PlayState }
  | { type: "restart"; state: PlayState; history: PlayerAction[] };

/**
 * How many numbers the kept states may hold together, as the grid's own undo budget: a state of a large
 * level takes more, so fewer of them are kept (HISTORY_LIMIT states of a small level).
 */
export const UNDO_BUDGET = 2 ** 23;

/** About how many numbers a copy of the state holds: seven per object id and one per cell. */
function sizeOf(state: PlayState): number {
  const level = state.kind === "baba" ? state.level : state.game.level;
  return level.nextId * 7 + level.width * level.height;
}

/**
 * How many of the states before actions undo keeps for a game of `state`'s size, at least: HISTORY_LIMIT
 * of a small level, fewer of a large one (UNDO_BUDGET), and never none. Past twice as many, the oldest go.
 */
function keptFor(state: PlayState): number {
  return Math.max(1, Math.min(HISTORY_LIMIT, Math.trunc(UNDO_BUDGET / sizeOf(state))));
}

function engineOf(state: PlayState): Engine {
  return state.kind === "baba"
    ? { kind: "baba", game: babaOf(state.level) }
    : { kind: "spellgrid", game: spellGridOf(state.game) };
}

/** One level being played: its game, the actions that led there, and the states undo goes back to. */
export class Session {
  private current: Engine;
  private readonly past: Past[] = [];
  /** How the level's start stands (won, lost, or null: it goes on), found when first asked. */
  private startEnd: End | null | undefined;
  /** The actions that lead from the start (or the last restart) to the game as it stands; undo takes the last back. */
  readonly history: PlayerAction[] = [];

  /**
   * A session of `def`, played with `content` (the level's content root's, or the repository's), from
   * the level's start or from `start`, a state of this level.
   */
  constructor(
    readonly def: LevelDef,
    readonly content: Content,
    start?: PlayState,
  ) {
    this.current = engineOf(start ?? startState(def, content));
    if (start === undefined) this.startEnd = endOf(this.state);
  }

  /**
   * A session that has played `actions` through `states` (the start first, then the state after each
   * action): it stands at the last state, and undo walks back through the others.
   */
  static resume(
    def: LevelDef,
    content: Content,
    states: readonly PlayState[],
    actions: readonly PlayerAction[],
  ): Session {
    if (states.length !== actions.length + 1)
      throw new Error(
        `Session.resume: ${states.length} states for ${actions.length} actions (one more state than actions: the start)`,
      );
    const session = new Session(def, content, states[0]);
    for (const [i, action] of actions.entries()) session.advance(states[i + 1], action);
    return session;
  }

  /** The game, through the harness (for reading: the view, the log, names, checks). */
  get engine(): Engine {
    return this.current;
  }

  /** The game as plain data. */
  get state(): PlayState {
    const e = this.current;
    return e.kind === "baba"
      ? { kind: "baba", level: e.game.state }
      : { kind: "spellgrid", game: e.game.state };
  }

  get kind(): "baba" | "spellgrid" {
    return this.current.kind;
  }

  get title(): string {
    return this.def.title ?? this.def.name ?? "untitled level";
  }

  won(): boolean {
    return isWonState(this.state);
  }

  lost(): boolean {
    return isLostState(this.state);
  }

  /** Why moves are refused now (the level is won or lost), with what helps; null while the game goes on. */
  over(): string | null {
    const state = this.state;
    return endOf(state) === null ? null : gameOver(state, this.waysOut());
  }

  /**
   * What can take the game out of an end: undo, when a state it goes back to goes on (not only a restart
   * made at an ended start); restart, when the level's start goes on.
   */
  waysOut(): WaysOut {
    if (this.startEnd === undefined) this.startEnd = endOf(startState(this.def, this.content));
    let undo = false;
    for (let i = this.past.length - 1; i >= 0 && !undo; i--) undo = endOf(this.past[i].state) === null;
    return { undo, start: this.startEnd };
  }

  /** How many times `undo` can go back now. */
  get undoable(): number {
    return this.past.length;
  }

  /** The card engine's log of the last action, as a tree ("" for pure Baba levels). */
  logTree(): string {
    return this.current.kind === "spellgrid" ? this.current.game.logTree() : "";
  }

  /**
   * Apply one action (`u` undoes). A bad action, or any move but undo once the level is won or lost,
   * throws an Error saying what was wrong and changes nothing; an action that needs one more chooser
   * answer returns the question and changes nothing.
   */
  apply(action: PlayerAction): Outcome {
    if (action.type === "undo") {
      this.undo();
      return { type: "done", action };
    }
    const over = this.over();
    if (over !== null) throw new Error(over);
    let next: PlayState;
    try {
      next = applyAction(this.state, action);
    } catch (err) {
      if (err instanceof NeedChoice) return { type: "choose", kind: err.kind, options: err.options, action };
      throw err;
    }
    this.advance(next, action);
    return { type: "done", action };
  }

  private advance(next: PlayState, action: PlayerAction): void {
    this.remember({ type: "action", state: this.state });
    this.current = engineOf(next);
    this.history.push(action);
  }

  /** Keep `past`; past twice the number of states the budget allows, the oldest go, down to it. */
  private remember(past: Past): void {
    this.past.push(past);
    const keep = keptFor(past.state);
    if (this.past.length > keep * 2) this.past.splice(0, this.past.length - keep);
  }

  /** How many steps back undo always reaches from here on a game of this size (`keptFor`). */
  get undoKept(): number {
    return keptFor(this.state);
  }

  /**
   * Why undo cannot go back now, or null when it can: at the start, `nothing to undo`; at the oldest state
   * kept after a long game (actions lead here, but their states were dropped), that the history keeps only
   * the last `undoKept` steps.
   */
  get undoRefusal(): string | null {
    if (this.past.length > 0) return null;
    if (this.history.length === 0) return "nothing to undo";
    const kept = `${this.undoKept.toLocaleString("en-US")} ${pluralNoun(this.undoKept, "step")}`;
    return `nothing older to undo: the history keeps only the last ${kept} (at least)`;
  }

  /** Back to the game before the last action or restart, with that state's log; an Error (`undoRefusal`) if there is none. */
  undo(): void {
    const past = this.past.pop();
    if (past === undefined) throw new Error(this.undoRefusal!);
    this.current = engineOf(past.state);
    switch (past.type) {
      case "action":
        this.history.pop();
        break;
      case "restart":
        this.history.splice(0, this.history.length, ...past.history);
        break;
      default:
        past satisfies never;
    }
  }

  /** Back to the level as it was loaded; the history is emptied. Undo brings the game back. */
  restart(): void {
    this.remember({ type: "restart", state: this.state, history: [...this.history] });
    this.current = engineOf(startState(this.def, this.content));
    this.history.length = 0;
  }
}
