/**
 * The one action applier (docs/rules.md §7; issue 12 item 3): a `PlayerAction` mapped onto the engines,
 * for a pure Baba level (the grid engine alone) and a SpellGrid level (both engines) alike. The Session,
 * replays, the step-through viewer and the solver's models all apply actions here, so a script plays the
 * same wherever it is played.
 *
 * Pure: the state given is never changed. The result is a copy (`cloneLevel`; `cloneSpellGrid`, which
 * shares the card game until the action changes it), so keeping every state a game passed through costs
 * little; an action that throws leaves nothing behind.
 *
 * Choices (docs/rules.md §3.9) are data: a card action carries its chooser's answers, in the order the
 * engine asks. When the engine asks one more question than the action answers, `ask` answers; by default
 * it throws `NeedChoice`, the question (its kind and options) for the player, who applies the action
 * again with one more answer; an answer the engine does not ask for is an error naming it. A step
 * carries no answers: a question its deaths raise goes to `ask` when one is given, and otherwise to the
 * engine's seeded chooser (a turn is not the player's choice).
 */
import type { Content } from "../content/content";
import type { ChoiceKind, Chooser } from "../engine/cards";
import * as grid from "../engine/grid";
import * as sg from "../engine/spellgrid";
import { type LevelDef, newBaba, newSpellGrid } from "../harness";
import { formatAction, type PlayerAction } from "./notation";

/** A pure Baba level has no cards and no hand; anything else is a SpellGrid level. */
export type LevelKind = "baba" | "spellgrid";

/** Which engines play `def`: the grid engine alone, or SpellGrid (a level with cards or a hand). */
export function levelKind(def: LevelDef): LevelKind {
  return (def.cards?.length ?? 0) > 0 || (def.hand?.length ?? 0) > 0 ? "spellgrid" : "baba";
}

/** A game as the applier sees it: the grid engine's level, or a SpellGrid game (plain data, both). */
export type PlayState =
  | { readonly kind: "baba"; readonly level: grid.Level }
  | { readonly kind: "spellgrid"; readonly game: sg.SpellGridState };

type CardAction = Extract<PlayerAction, { type: "card" }>;

/** The question an action left unanswered: thrown by the default `ask`. */
export class NeedChoice extends Error {
  constructor(
    readonly kind: ChoiceKind,
    readonly options: string[],
    /** The action as it was applied (its answers so far). */
    readonly action: PlayerAction,
  ) {
    super(`"${formatAction(action)}" needs a ${kind} choice: one of ${options.join(", ")}`);
  }
}

/** Why an undo is not applied to a state: a state does not know the states before it. */
export const UNDO_IS_THE_SESSIONS =
  "undo goes back to an earlier state, which a state does not hold: a Session undoes (applyAction applies steps and cards)";

/**
 * The game of `def` as it starts, played with `content`. The level is checked as the harness checks
 * it (`newBaba`, `newSpellGrid`); an error names the field. A Baba level keeps no undo history of its
 * own: the Session keeps the states before (and the solver needs none). The game keeps a journal of
 * what each action does (docs/rules.md §5.7) unless `options.journal` is false (the solver's models).
 */
export function startState(def: LevelDef, content: Content, options: { journal?: boolean } = {}): PlayState {
  const journal = options.journal !== false;
  if (levelKind(def) === "baba") {
    const level = newBaba(def, content.lexicon, { journal }).state;
    level.historyLimit = 0;
    grid.clearHistory(level);
    return { kind: "baba", level };
  }
  const game = newSpellGrid(def, [], {
    lexicon: content.lexicon,
    seams: content.seams,
    library: content.cards,
    journal,
  }).state;
  return { kind: "spellgrid", game };
}

/** One action on a pure Baba level: a step, on a copy. */
export function applyToBaba(level: grid.Level, action: PlayerAction): grid.Level {
  const next = grid.cloneLevel(level);
  if (next.journal) grid.clearJournal(next.journal); // its journal is this step's alone
  applyToBabaInPlace(next, action);
  return next;
}

/**
 * `applyToBaba` on the level itself (the solver's expansion, which puts its own state back after each
 * action): the level is changed, and left half-changed when the action throws.
 */
export function applyToBabaInPlace(level: grid.Level, action: PlayerAction): void {
  switch (action.type) {
    case "step":
      grid.step(level, action.dir);
      return;
    case "undo":
      throw new Error(UNDO_IS_THE_SESSIONS);
    case "card":
      throw new Error("this is a pure Baba level: it has no cards");
    default:
      action satisfies never;
      return;
  }
}

/** A copy of `s` whose log is empty, ready to record the next action's. */
function fresh(s: sg.SpellGridState): sg.SpellGridState {
  const next = sg.cloneSpellGrid(s);
  sg.dropLog(next);
  return next;
}

/** The default `ask`: the question goes back to the player. */
function askPlayer(action: CardAction): Chooser {
  return (kind, options) => {
    throw new NeedChoice(kind, options, action);
  };
}

/** A chooser answering from the action's answers, in order, then from `ask`; `used()` counts those taken. */
function answering(action: CardAction, ask: Chooser): { chooser: Chooser; used: () => number } {
  let asked = 0;
  const chooser: Chooser = (kind, options) =>
    asked < action.choices.length ? action.choices[asked++] : ask(kind, options);
  return { chooser, used: () => asked };
}

/**
 * Answers the engine never asked for are a mistake (`c Whirlwind -> Ember Moth`, or one answer too many
 * for Graft), not something to drop without a word: the action throws, naming them.
 */
function leftOver(a: CardAction, used: number): Error {
  const left = a.choices.slice(used).map((c) => JSON.stringify(c));
  const questions = used === 0 ? "no question" : `${used} question${used === 1 ? "" : "s"}`;
  const answers = left.length === 1 ? `the answer ${left[0]} is` : `the answers ${left.join(", ")} are`;
  return new Error(
    `${a.card} asked ${questions}: ${answers} left over (drop ${left.length === 1 ? "it" : "them"})`,
  );
}

/**
 * A card action, in place: a minion is played onto the empty tile it names; a spell is cast at the
 * minion standing on its tile, or with no target when it names none; any other card (a weapon) is refused
 * as `play` refuses it, tile or no tile. Every answer it carries must be asked for.
 */
function cardOn(s: sg.SpellGridState, a: CardAction, ask: Chooser): void {
  const { chooser, used } = answering(a, ask);
  const type = s.game.cards.get(a.card)?.def.type;
  if (type !== undefined && type !== "spell") {
    if (a.tile === null)
      throw new Error(
        sg.checkPlayCard(s, a.card) ?? `${a.card} is a minion: play it onto an empty tile (c ${a.card} x y)`,
      );
    sg.play(s, a.card, a.tile[0], a.tile[1], chooser);
  } else {
    let target: number | null = null;
    if (a.tile !== null) {
      target = sg.minionAt(s, a.tile[0], a.tile[1]);
      if (target === null)
        throw new Error(`there is no minion on tile (${a.tile[0]}, ${a.tile[1]}) to cast ${a.card} at`);
    }
    sg.cast(s, a.card, target, chooser);
  }
  if (used() < a.choices.length) throw leftOver(a, used());
}

/** One action on a SpellGrid game, on a copy; its log is that action's alone. */
export function applyToSpellGrid(
  s: sg.SpellGridState,
  action: PlayerAction,
  ask?: Chooser,
): sg.SpellGridState {
  const next = fresh(s);
  applyToSpellGridInPlace(next, action, ask);
  return next;
}

/**
 * `applyToSpellGrid` on the game itself (the solver's expansion, which puts its own state back after
 * each action): the game is changed (its card side copied on write as always), its log gets the
 * action's records, and it is left half-changed when the action throws.
 */
export function applyToSpellGridInPlace(s: sg.SpellGridState, action: PlayerAction, ask?: Chooser): void {
  switch (action.type) {
    case "step":
      sg.step(s, action.dir, ask ?? null);
      return;
    case "undo":
      throw new Error(UNDO_IS_THE_SESSIONS);
    case "card":
      cardOn(s, action, ask ?? askPlayer(action));
      return;
    default:
      action satisfies never;
      return;
  }
}

/**
 * `action` applied to `state`: the new state (the input is unchanged). A bad action throws an Error
 * saying what was wrong; a card action lacking an answer throws `NeedChoice` unless `ask` answers.
 */
export function applyAction(state: PlayState, action: PlayerAction, ask?: Chooser): PlayState {
  switch (state.kind) {
    case "baba":
      return { kind: "baba", level: applyToBaba(state.level, action) };
    case "spellgrid":
      return { kind: "spellgrid", game: applyToSpellGrid(state.game, action, ask) };
    default:
      return state satisfies never;
  }
}

/** Whether the level is won (`won()`): it stays won. */
export function isWonState(state: PlayState): boolean {
  return grid.isWon(state.kind === "baba" ? state.level : state.game.level);
}

/** Whether the level is lost (`lost()`): nothing is YOU. */
export function isLostState(state: PlayState): boolean {
  return grid.isLost(state.kind === "baba" ? state.level : state.game.level);
}

/** The canonical hash of a game (grid, cards and id maps; not logs or history): what replays record. */
export function stateHash(state: PlayState): string {
  return state.kind === "baba" ? grid.hashLevel(state.level) : sg.hashSpellGrid(state.game);
}
