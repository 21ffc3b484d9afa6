/**
 * A duel against an AI (docs/rules.md §7; issue 15 item 7), for the terminal player and the page: a
 * person plays player 0, an agent (src/ai) plays player 1. Each of the person's actions goes to the
 * duel through the harness (a bad one throws the engine's error and changes nothing); ending the turn
 * lets the AI play its whole turn. Before each of the person's actions the duel is cloned, so `undo`
 * goes back to before the last one (the AI's answer to it included), and the log is cleared, so the
 * journal is that action's (and the AI's turn after an end of turn). Computes no rule.
 */
import type { Agent, AgentFactory } from "../ai/agent";
import { type Duel, type DuelAction, type Id, newDuel, type Player } from "../harness";
import type { DeckList } from "./duel-decks";

/** What a match is made of: the two decks (the person's first), the AI's factory and name, a seed. */
export interface MatchOptions {
  decks: readonly [DeckList, DeckList];
  ai: AgentFactory;
  seed: number;
  /** The card library (default: the workspace's cards/, as `newDuel`). */
  cards?: Parameters<typeof newDuel>[0]["cards"];
}

/** The person plays player 0 and the AI player 1. */
export const PERSON: Player = 0;
export const AI: Player = 1;

/** At most this many actions in one AI turn; past it the match ends the AI's turn for it. */
export const AI_TURN_LIMIT = 500;

/** An action the person asks for: a card of the hand (its position, from 1), an attack, the end of the turn. */
export type PersonAction =
  | { type: "play"; card: number; target: Id | null }
  | { type: "attack"; attacker: Id; defender: Id }
  | { type: "endTurn" };

/** A 32-bit seed for the AI's turn `turn` of a match seeded `seed` (the same position, the same answer). */
function turnSeed(seed: number, turn: number): number {
  let h = (seed ^ Math.imul(turn, 0x9e3779b1)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b) >>> 0;
  return (h ^ (h >>> 13)) >>> 0;
}

/**
 * A card the person may not see: one in the AI's hand or deck. The frame shows the AI's hand as a count,
 * so neither its log (`The AI drew a card`) nor an error names one; a card the AI plays or burns is named.
 */
export function hiddenFromPerson(duel: Duel, id: Id): boolean {
  const e = duel.state.entities[id];
  return e !== undefined && e.owner === AI && (e.zone === "hand" || e.zone === "deck");
}

/** The ids a person's action names, each with its role in the engine's messages. */
function namedIds(action: PersonAction): [string, Id][] {
  if (action.type === "attack")
    return [
      ["attacker", action.attacker],
      ["defender", action.defender],
    ];
  return action.type === "play" && action.target !== null ? [["target", action.target]] : [];
}

export class DuelMatch {
  /** The duel as it stands. */
  duel: Duel;
  /** The duels before each of the person's actions, the newest last (what `undo` puts back). */
  private readonly history: Duel[] = [];
  /** The AI's actions in its last turn after the person's last action (none after other actions). */
  aiActions: DuelAction[] = [];
  /**
   * Who did each action of the current log: the first journal line of each action and its player (the
   * person's action at line 0, then each of the AI's), so a Why chain can end on who acted.
   */
  actions: { from: number; player: Player }[] = [];
  /** The AI's name, as its factory gives it. */
  readonly aiName: string;

  constructor(readonly options: MatchOptions) {
    const [mine, theirs] = options.decks;
    this.duel = newDuel({
      decks: [[...mine.cards], [...theirs.cards]],
      seed: options.seed,
      cards: options.cards,
    });
    this.aiName = options.ai(0).name;
  }

  /** The person's turn is now (the game goes on and it is player 0's turn). */
  get yourTurn(): boolean {
    return this.duel.winner() === null && this.duel.activePlayer() === PERSON;
  }

  /** Who did the action whose log starts at or before journal line `line`; null for the duel's start. */
  actorOf(line: number): Player | null {
    return this.actions.findLast((a) => a.from <= line)?.player ?? null;
  }

  /** How many actions `undo` can take back. */
  get undoable(): number {
    return this.history.length;
  }

  /**
   * Do the person's action: play card N of the hand (with its target), attack, or end the turn (then
   * the AI plays its whole turn). An illegal action throws the engine's error and changes nothing; so
   * does an AI turn that cannot be played (every action it may take runs into a loop bound), which
   * throws `the AI cannot play its turn: …` with the engine's message. An id of a card in the AI's hand
   * or deck is refused without its name (`hiddenFromPerson`).
   */
  act(action: PersonAction): void {
    for (const [role, id] of namedIds(action))
      if (hiddenFromPerson(this.duel, id))
        throw new Error(`${role} #${id} is not a character in play (it is a card the AI holds)`);
    const before = this.duel.clone();
    const next = this.duel.clone();
    next.clearLog();
    next.apply(this.dataOf(next, action));
    const actions = [{ from: 0, player: PERSON }];
    const aiActions = action.type === "endTurn" ? this.aiTurn(next, actions) : [];
    this.aiActions = aiActions;
    this.actions = actions;
    this.history.push(before);
    this.duel = next;
  }

  /** Back to before the person's last action, with the log it had then; an error when there is none. */
  undo(): void {
    const last = this.history.pop();
    if (last === undefined) throw new Error("nothing to undo: this is the start of the duel");
    this.duel = last;
    this.aiActions = [];
    this.actions = [];
  }

  /** The person's action as the duel's data; a card number names its place in the hand. */
  private dataOf(duel: Duel, action: PersonAction): DuelAction {
    if (action.type !== "play") return action;
    const hand = duel.hand(PERSON);
    const handId = hand[action.card - 1];
    if (!Number.isInteger(action.card) || handId === undefined)
      throw new Error(
        hand.length === 0
          ? "your hand is empty"
          : `there is no card ${action.card} in your hand: its cards are 1-${hand.length}`,
      );
    return { type: "playCard", handId, target: action.target };
  }

  /**
   * The AI's turn on `duel`: its agent's actions until it ends the turn or the game is over, each
   * recorded in `actions` with the journal line it starts at; returns them. An action the duel refuses
   * is thrown as `the AI cannot play its turn: …` (the caller has changed nothing yet).
   */
  private aiTurn(duel: Duel, actions: { from: number; player: Player }[]): DuelAction[] {
    const played: DuelAction[] = [];
    if (duel.winner() !== null || duel.activePlayer() !== AI) return played;
    const agent: Agent = this.options.ai(turnSeed(this.options.seed, duel.turn()));
    while (duel.winner() === null && duel.activePlayer() === AI) {
      const action: DuelAction = played.length >= AI_TURN_LIMIT ? { type: "endTurn" } : agent.choose(duel);
      const from = duel.state.log.length;
      try {
        duel.apply(action);
      } catch (e) {
        throw new Error(`the AI cannot play its turn: ${(e as Error).message}`);
      }
      played.push(action);
      actions.push({ from, player: AI });
    }
    return played;
  }
}
