/**
 * The duel (docs/api.md "Duels"; docs/rules.md §3.10; issue 15): two players, seeded shuffled decks,
 * turns, mana, combat and game over, on the same card engine as the course's game. A duel is the
 * course's harness with every method, plus the turn's queries and actions; `play` and `cast` play from
 * the hand and spend mana. Its state is plain data: `clone()`, `hash()`, `legalActions()` and
 * `apply(action)` are what a game-playing agent needs. Thin: each method is one or two engine calls.
 */
import { CARDS_DIR, readCardDir } from "../content/card-files";
import { DUEL_END_OF_PHASE, DUEL_FATIGUE, DUEL_OPENING, END_OF_TURN, START_OF_TURN } from "../content/duel";
import { LIMITS } from "../content/limits";
import {
  attackTargets,
  canAttack,
  cloneGame,
  createGame,
  type DuelAction,
  entity,
  type GameState,
  hashGame,
  type Id,
  legalActions,
  nameOf,
  type Player,
  quoted,
  type Winner,
  wrongArgument,
} from "../engine/cards";
import { cardArg, idArg, plainDataArg, playerArg, unknownFields } from "./arguments";
import { checkOptions, fillDecks, type Game, type GameCore, gameOf } from "./game";

export type { DuelAction, Winner };

export interface DuelOptions {
  /** Each player's deck: card names, any number (Hearthstone's 30; fewer reach Fatigue sooner). Shuffled. */
  decks: [string[], string[]];
  /** Seed of the shuffle and of the default chooser (docs/rules.md §3.9); default 0. */
  seed?: number;
  /** The card library; default: every file in the workspace's cards/ (it must hold the coin, The Coin). */
  cards?: GameOptions["cards"];
}

type GameOptions = import("./game").GameOptions;

/**
 * A duel (docs/api.md "Duels"): the course's harness, with `play` and `cast` from the hand for mana, and
 * the turn's queries and actions. Every call that throws changes nothing; after game over every action
 * throws.
 */
export interface Duel extends Omit<Game, "play" | "cast" | "attack"> {
  /** Play a card from the hand of the player whose turn it is, paying its cost: a minion, a weapon, or a spell (with its target). */
  play(handId: Id, target?: Id): void;
  /** Cast the first spell of that name in `player`'s hand (default: the player whose turn it is), paying its cost. */
  cast(card: string, player?: Player, target?: Id): void;
  /** Whose turn it is. */
  activePlayer(): Player;
  /** The turn number: 1 is player 0's first turn, 2 player 1's first, … */
  turn(): number;
  /** Mana a player has left this turn. */
  mana(player: Player): number;
  /** A player's mana crystals (at most 10). */
  maxMana(player: Player): number;
  /** A player's equipped weapon, or null. */
  weapon(player: Player): Id | null;
  /** Is the character Frozen? */
  frozen(id: Id): boolean;
  /** End the turn: the End of Turn of the player whose turn it is, then the other player's Start of Turn. */
  endTurn(): void;
  /**
   * With one argument, the course's query: the character's current Attack. With two, an attack by a
   * character of the player whose turn it is (a minion, or a hero with a weapon) on an enemy character.
   */
  attack(id: Id): number;
  attack(attacker: Id, defender: Id): void;
  /** Could this character attack something now? */
  canAttack(id: Id): boolean;
  /** The enemy characters it may attack now, hero first. */
  attackTargets(id: Id): Id[];
  /** Who won: 0, 1, "draw", or null while the game goes on. */
  winner(): Winner;
  /** Every legal action now (none once the game is over); each succeeds with `apply`. */
  legalActions(): DuelAction[];
  /** Do one action, as data (what `legalActions` lists); an illegal one throws and changes nothing. */
  apply(action: DuelAction): void;
  /** An independent copy of the duel (its state, log and chooser); the two go on separately. */
  clone(): Duel;
  /** A canonical hash of the duel's state (equal states, equal hashes; the log is not part of it). */
  hash(): string;
}

/** The fields each duel action takes (docs/api.md `legalActions`), `type` first. */
const ACTION_FIELDS: Readonly<Record<DuelAction["type"], readonly string[]>> = {
  playCard: ["type", "handId", "target"],
  attack: ["type", "attacker", "defender"],
  endTurn: ["type"],
};

/**
 * A duel action given as data, checked: plain data (its own fields only: an inherited `type` is named),
 * its type, no field its type does not take (named, with the fields it takes, as the harness's options
 * are), and its fields (the engine checks the rest).
 */
function actionArg(value: unknown): DuelAction {
  if (typeof value !== "object" || value === null)
    throw wrongArgument("apply: action", "a duel action ({type: ...})", value);
  plainDataArg("apply: action", value);
  const a = value as Record<string, unknown>;
  const fields = Object.hasOwn(ACTION_FIELDS, a.type as string)
    ? ACTION_FIELDS[a.type as DuelAction["type"]]
    : undefined;
  const unknown = fields ? unknownFields(a, fields) : [];
  if (unknown.length > 0)
    throw new Error(
      `apply: action: unknown field${unknown.length > 1 ? "s" : ""} ${unknown.map((k) => JSON.stringify(k)).join(", ")} (type ${JSON.stringify(a.type)} takes only ${fields!.join(", ")})`,
    );
  switch (a.type) {
    case "endTurn":
      return { type: "endTurn" };
    case "attack":
      return {
        type: "attack",
        attacker: idArg("apply", "attacker", a.attacker),
        defender: idArg("apply", "defender", a.defender),
      };
    case "playCard":
      return {
        type: "playCard",
        handId: idArg("apply", "handId", a.handId),
        target: a.target === undefined || a.target === null ? null : idArg("apply", "target", a.target),
      };
    default:
      throw wrongArgument("apply: action.type", '"playCard", "attack" or "endTurn"', a.type);
  }
}

/** The duel's methods around a core (the course harness on the duel's state). */
function duelOf(core: GameCore): Duel {
  const state = (): GameState => core.state;
  const duel = () => state().duel!;
  const target = (call: string, t: unknown) =>
    t === undefined || t === null ? null : idArg(call, "target", t);
  /** The first spell of that name in the player's hand (`cast` plays spells only, as the course's does). */
  const spellInHand = (card: string, player: Player): Id => {
    const id = state().sides[player].hand.find((h) => nameOf(state(), h) === card);
    if (id === undefined) throw new Error(`cast: player ${player} has no ${quoted(card)} in hand`);
    const type = entity(state(), id).card!.def.type;
    if (type !== "spell")
      throw new Error(`cast: ${quoted(card)} is a ${type}, not a spell (play it with play)`);
    return id;
  };
  return {
    ...core.game,
    get state() {
      return core.state;
    },
    play: (handId, t) => {
      core.act({ type: "playCard", handId: idArg("play", "handId", handId), target: target("play", t) });
    },
    cast: (card, player, t) => {
      const name = cardArg("cast", "card", card);
      const who = player === undefined ? duel().active : playerArg("cast", player);
      const tgt = target("cast", t);
      core.act({ type: "playCard", handId: spellInHand(name, who), target: tgt });
    },
    activePlayer: () => duel().active,
    turn: () => duel().turn,
    mana: (p) => state().sides[playerArg("mana", p)].mana,
    maxMana: (p) => state().sides[playerArg("maxMana", p)].maxMana,
    weapon: (p) => state().sides[playerArg("weapon", p)].weapon,
    frozen: (id) => entity(state(), idArg("frozen", "id", id)).frozen,
    endTurn: () => {
      core.act({ type: "endTurn" });
    },
    attack: ((attacker: Id, defender?: Id) => {
      if (defender === undefined) return core.game.attack(attacker);
      core.act({
        type: "attack",
        attacker: idArg("attack", "attacker", attacker),
        defender: idArg("attack", "defender", defender),
      });
    }) as Duel["attack"],
    canAttack: (id) => canAttack(state(), entity(state(), idArg("canAttack", "id", id)).id),
    attackTargets: (id) => attackTargets(state(), entity(state(), idArg("attackTargets", "id", id)).id),
    winner: () => duel().winner,
    legalActions: () => legalActions(state()),
    apply: (action) => {
      core.act(actionArg(action));
    },
    clone: () => duelOf(gameOf(cloneGame(core.state), core.chooser)),
    hash: () => hashGame(core.state),
  };
}

/**
 * `newDuel({decks, seed?, cards?})` (issue 15; docs/rules.md §3.10): the card library and the heroes, each
 * deck in the order given then shuffled by the seed, the opening hands (3 cards for player 0; 4 and The
 * Coin for player 1), then player 0's first Start of Turn: one mana crystal, one card drawn. Returns the
 * duel at that moment, with that Start of Turn in its log. The rules come from the duel's data
 * (src/content/duel.ts): its turn steps, its end of the outermost Phase and its Fatigue rule.
 */
export function newDuel(opts: DuelOptions): Duel {
  if (opts === undefined) throw new Error("newDuel: options must be given: { decks: [string[], string[]] }");
  const options = checkOptions(opts, "newDuel");
  if ((opts as { decks?: unknown }).decks === undefined)
    throw new Error("newDuel: decks must be given: two lists of card names (one for each player)");
  const state = createGame({
    defs: options.cards ?? readCardDir(CARDS_DIR),
    limits: LIMITS,
    endOfPhase: DUEL_END_OF_PHASE,
    seed: options.seed,
    fatigue: DUEL_FATIGUE,
    turns: { startOfTurn: START_OF_TURN, endOfTurn: END_OF_TURN },
  });
  DUEL_OPENING.extras.forEach((extras, p) => {
    for (const card of extras)
      if (!state.cards.has(card))
        throw new Error(
          `newDuel: the card library has no ${quoted(card)}: player ${p} is dealt it at the start (docs/rules.md §3.10)`,
        );
  });
  fillDecks(state, options.decks, "newDuel");
  const core = gameOf(state, null);
  core.clearLog();
  core.act({ type: "startDuel", opening: DUEL_OPENING });
  return duelOf(core);
}
