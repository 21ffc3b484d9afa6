/**
 * A duel's turns (docs/rules.md §3.10; Advanced rulebook, turn structure): ending a turn is the End of
 * Turn Sequence of the player whose turn it was, then the other player's Start of Turn Sequence. Each
 * runs the steps its list in the state gives (`Duel.startOfTurn`, `Duel.endOfTurn`), through this table:
 * the order is data, as the end of the outermost Phase is (docs/rules.md §3.3).
 */
import { hasAttackLeft } from "./attack-rules";
import { type ActionKind, type Agent, byAction } from "./causes";
import { drawOne } from "./effects/draw";
import { noTurns } from "./errors";
import { gameOverCheck } from "./game-over";
import { settle } from "./queue";
import { newRun, type Run, record } from "./run";
import { endPhase, type Phase, runPhases } from "./sequence";
import type { Chooser, GameState, Player, TurnStep } from "./types";
import { enemyOf } from "./world";

/**
 * One running Start or End of Turn: whose turn, what began it, the line of its `TurnStarted`/`TurnEnded`,
 * and its steps.
 */
interface TurnRun {
  run: Run;
  player: Player;
  action: ActionKind;
  line: number;
  steps: readonly TurnStep[];
}

/** The agent of a step's records: the turn's announcement (its line), or the action before there is one. */
function stepAgent(t: TurnRun, step: TurnStep): Agent {
  return t.line < 0 ? byAction(t.action) : { kind: "turn", step, line: t.line };
}

/** The player's characters, hero first, then the board by order of play (the order steps visit them). */
function characters(state: GameState, player: Player) {
  const side = state.sides[player];
  return [side.hero, ...state.inPlay.filter((id) => state.entities[id].owner === player)];
}

/** What each step of a turn does. */
const TURN_STEPS: Record<TurnStep, (t: TurnRun) => void> = {
  announceStart: (t) => {
    const turn = t.run.state.duel!.turn;
    t.line = record(t.run, 0, { type: "TurnStarted", player: t.player, turn }, byAction(t.action));
  },
  /** Gain an empty mana crystal, up to the limit (10): `ManaCrystalGained` with the new number. */
  gainCrystal: (t) => {
    const state = t.run.state;
    const side = state.sides[t.player];
    if (side.maxMana >= state.limits.mana) return;
    side.maxMana += 1;
    const gained = { type: "ManaCrystalGained", player: t.player, maxMana: side.maxMana } as const;
    record(t.run, 0, gained, stepAgent(t, "gainCrystal"));
  },
  /** Refill: this turn's mana is the player's crystals (left-over and temporary mana are gone). */
  refill: (t) => {
    const side = t.run.state.sides[t.player];
    side.mana = side.maxMana;
    record(t.run, 0, { type: "ManaRefilled", player: t.player, mana: side.mana }, stepAgent(t, "refill"));
  },
  /** The player's characters may attack again: attack counts go back to 0 (logs nothing). */
  ready: (t) => {
    const state = t.run.state;
    for (const id of characters(state, t.player)) state.entities[id].attacks = 0;
  },
  /** The start- or end-of-turn triggers: the Queue of the turn's announcement (the dispatch table). */
  triggers: (t) => settle(t.run, 0),
  /**
   * The outermost Phase ends here: its Queues are settled and the end-of-Phase steps run, so the dead leave
   * play and their Deathrattles resolve before the steps after it (Hearthstone's MAIN_START_TRIGGERS step
   * processes the deaths of the start-of-turn triggers before MAIN_START draws: HearthSim's SabberStone,
   * Game.cs, `MainStartTriggers`). Then the game-over check (Advanced rulebook, turn structure: after the
   * Start of Turn Phase and after the End of Turn Phase, "Hearthstone checks for win/loss/draw"): a game
   * that ends here ends the Sequence, before the draw or the thaw.
   */
  endPhase: (t) => {
    endPhase(t.run);
    gameOverCheck(t.run);
  },
  /** The turn's card: one draw (Fatigue when the deck is empty, by the game's rule). */
  draw: (t) => {
    drawOne(t.run, t.player, 0, stepAgent(t, "draw"));
    settle(t.run, 0);
  },
  announceEnd: (t) => {
    const turn = t.run.state.duel!.turn;
    t.line = record(t.run, 0, { type: "TurnEnded", player: t.player, turn }, byAction(t.action));
  },
  /**
   * Thaw (Hearthstone Wiki, Freeze, notes as of Patch 22.4: a character Frozen in its owner's turn "hasn't
   * used up its attacks" is Unfrozen at the end of that turn; so is Windfury with an attack left, and Rush
   * with an enemy minion to attack): a Frozen character of the player thaws (`Thawed`) if it could still
   * have attacked this turn; one that used its attacks, or could not attack yet, stays Frozen through its
   * next turn. The wiki's older rule ("have not attacked that turn") kept a Windfury minion that attacked
   * once Frozen. Tests: tests/scenarios/duel/rulebook-edges.test.ts.
   */
  thaw: (t) => {
    const state = t.run.state;
    for (const id of characters(state, t.player)) {
      const e = state.entities[id];
      if (!e.frozen || !hasAttackLeft(state, id)) continue;
      e.frozen = false;
      record(t.run, 0, { type: "Thawed", id }, stepAgent(t, "thaw"));
    }
  },
};

/** Run a list of turn steps for `player` as one Sequence (its Phases split where the list says `endPhase`). */
function turnSequence(
  state: GameState,
  chooser: Chooser | null,
  steps: readonly TurnStep[],
  player: Player,
  action: ActionKind,
): void {
  const run = newRun(state, chooser);
  runPhases(run, TURN_PHASES, { run, player, action, line: -1, steps });
}

/** A turn's Sequence has one Phase (a module constant): its steps, in order, until the game ends. */
const TURN_PHASES: readonly Phase<TurnRun>[] = [
  (run, t) => {
    for (const step of t.steps) {
      if (run.over) return;
      TURN_STEPS[step](t);
    }
  },
];

/**
 * A player's Start of Turn (docs/rules.md §3.10): the turn number goes up, the player becomes the active
 * one, and the Start of Turn steps run as one Sequence. `action` is what began it (`startDuel` for the
 * first turn, `endTurn` after).
 */
export function startTurn(
  state: GameState,
  chooser: Chooser | null,
  player: Player,
  action: ActionKind,
): void {
  const duel = state.duel;
  if (duel === null) throw noTurns("startTurn");
  duel.turn += 1;
  duel.active = player;
  turnSequence(state, chooser, duel.startOfTurn, player, action);
}

/**
 * `endTurn` (docs/rules.md §3.10): the End of Turn Sequence of the player whose turn it is, then, unless
 * it ended the game, the other player's Start of Turn Sequence.
 */
export function endTurn(state: GameState, chooser: Chooser | null): void {
  const duel = state.duel;
  if (duel === null) throw noTurns("endTurn");
  turnSequence(state, chooser, duel.endOfTurn, duel.active, "endTurn");
  if (duel.winner !== null) return;
  startTurn(state, chooser, enemyOf(duel.active), "endTurn");
}
