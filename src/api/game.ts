import { CARDS_DIR, readCardDir } from "../content/card-files";
import { cardError, sourceOfCard, validateCardDef, validateCardSet } from "../content/card-validate";
import { DECK_LIMITS, END_OF_PHASE, LIMITS } from "../content/limits";
import {
  type Action,
  AssembleError,
  apply,
  attackOf,
  type CardDef,
  type Chooser,
  createGame,
  describeValue,
  entity,
  eventsOf,
  formatLogTree,
  type GameEvent,
  type GameState,
  type Half,
  type Id,
  type Journal,
  type LogRecord,
  nameOf,
  type Player,
  perform,
  wrongArgument,
  type Zone,
} from "../engine/cards";
import {
  arrayArg,
  cardArg,
  chooserArg,
  copyJsonData,
  damageArg,
  idArg,
  optionsArg,
  playerArg,
  registeredCardArg,
  seedArg,
} from "./arguments";

export type { CardDef, GameEvent, Half, Id, Journal, Player, Zone };
export { AssembleError };

export interface GameOptions {
  /** `decks[p][0]` is the top of player p's deck (drawn first). */
  decks?: [string[], string[]];
  /** Seed of the default chooser (docs/rules.md §3.9); default 0. */
  seed?: number;
  /** The card library; default: every file in the workspace's cards/. */
  cards?: readonly CardDef[];
}

/** The Part I harness (docs/api.md M1–M5). Every call that throws changes nothing. */
export interface Game {
  summon(card: string, player?: Player): Id;
  addToHand(card: string, player?: Player): Id;
  addToDeck(card: string, player?: Player): Id;
  /** Play a minion from hand (M4); `target`: the minion its Battlecry's `chosen` names (docs/rules.md §3.6). */
  play(handId: Id, target?: Id): void;
  zoneOf(id: Id): Zone;
  board(player: Player): Id[];
  hand(player: Player): Id[];
  /** When the entity last entered play (Module 1): 0 for one that never has (in a deck or hand). */
  orderOfPlay(id: Id): number;
  nameOf(id: Id): string;
  hero(player: Player): Id;
  dealDamage(target: Id, amount: number): void;
  cast(card: string, player?: Player, target?: Id): void;
  health(id: Id): number;
  attack(id: Id): number;
  armor(player: Player): number;
  cost(id: Id): number;
  log(): GameEvent[];
  clearLog(): void;
  logTree(): string;
  destroy(target: Id): void;
  registerCards(defs: CardDef[]): void;
  assemble(base: string, donor: string, half: Half): string;
  setChooser(choose: Chooser): void;
  /** The log with the records it leaves out (`Assembled`, `NotSummoned`), each record's depth and cause (rules §3.11). */
  journal(): Journal;
  /** The game's state (plain data): for tools that clone, hash or inspect it. */
  readonly state: GameState;
}

/** The `name` of what may be a card definition, for error messages (undefined when it has none). */
function nameIn(data: unknown): string | undefined {
  const name = typeof data === "object" && data !== null ? (data as { name?: unknown }).name : undefined;
  return typeof name === "string" ? name : undefined;
}

/**
 * Validate definitions as `registerCards` and `newGame` do (schema, then the set's references), on
 * frozen copies (docs/api.md M5; issue 16 item 6): each definition is read once and copied before it
 * is checked, so what is checked is what is registered, and the caller's objects stay the caller's.
 */
export function checkCardDefs(
  defs: readonly unknown[],
  known: readonly CardDef[],
  source: string,
): CardDef[] {
  if (!Array.isArray(defs)) throw wrongArgument(source, "a list of card definitions", defs);
  // every index, holes too (map would skip a hole and leave it for later code to trip on)
  const copies = Array.from({ length: defs.length }, (_, i) =>
    copyJsonData(defs[i], (path, problem) =>
      cardError(`${source}[${i}]`, nameIn(defs[i]), path ? `${path}: ${problem}` : problem),
    ),
  );
  const checked = copies.map((d, i) => validateCardDef(d, `${source}[${i}]`));
  // one list names each card once, as the card files must (rules §3.7): a second definition of a name
  // in the same call is a mistake, not a replacement (replacing is what a later call does)
  const given = new Map<string, number>();
  checked.forEach((d, i) => {
    const first = given.get(d.name);
    if (first !== undefined)
      throw cardError(`${source}[${i}]`, d.name, `name: duplicate card name (also in ${source}[${first}])`);
    given.set(d.name, i);
  });
  const byName = new Map(known.map((d) => [d.name, d]));
  for (const d of checked) byName.set(d.name, d);
  validateCardSet(
    [...byName.values()],
    (name) =>
      given.has(name)
        ? `${source}[${given.get(name)}]`
        : (sourceOfCard(byName.get(name)!) ?? "the card library"), // the error adds (card "name")
  );
  return checked;
}

/** Assemble's half: "top" or "bottom" (an AssembleError, as the engine's own check throws). */
function halfArg(value: unknown): Half {
  if (value !== "top" && value !== "bottom")
    throw new AssembleError(`assemble: half must be "top" or "bottom", not ${describeValue(value)}`);
  return value;
}

const OPTIONS: readonly (keyof GameOptions)[] = ["decks", "seed", "cards"];

/** The options of `newGame` (and `newDuel`), checked. */
export interface CheckedOptions {
  decks: [string[], string[]];
  seed?: number;
  cards?: CardDef[];
}

/**
 * newGame's options (and newDuel's: `call` names it), checked (issue 16 item 8): each error names the
 * option and the bad value.
 */
export function checkOptions(opts: unknown, call = "newGame"): CheckedOptions {
  // the cards are checked by checkCardDefs; a deck holds names (strings), checked after its length
  const o = optionsArg(call, opts, OPTIONS, ["cards", "decks"]);
  const decks: [string[], string[]] = [[], []];
  if (o.decks !== undefined) {
    const pair = arrayArg(call, "decks", "two lists of card names", o.decks);
    if (pair.length !== 2)
      throw new Error(
        `${call}: decks must be two lists of card names (one for each player), not ${pair.length}`,
      );
    for (const p of [0, 1] as const) {
      const deck = arrayArg(call, `decks[${p}]`, "a list of card names", pair[p]);
      if (deck.length > DECK_LIMITS.cards)
        throw new Error(
          `${call}: decks[${p}] holds ${deck.length} cards; a deck holds at most ${DECK_LIMITS.cards} (docs/rules.md §9)`,
        );
      // every index, holes too: a hole in the list is a missing card, not one to skip
      for (let i = 0; i < deck.length; i++) decks[p].push(cardArg(call, `decks[${p}][${i}]`, deck[i]));
    }
  }
  if (o.seed !== undefined) seedArg(call, o.seed);
  const cards =
    o.cards === undefined
      ? undefined
      : checkCardDefs(arrayArg(call, "cards", "a list of card definitions", o.cards), [], `${call} cards`);
  return { decks, seed: o.seed as number | undefined, cards };
}

/**
 * newGame (M1): load the card library, create the heroes, fill the decks. Every argument of every
 * method is checked first (issue 16 item 8): a call with a wrong one throws an Error naming the call,
 * the argument and the value, and changes nothing.
 */
export function newGame(opts?: GameOptions): Game {
  const options = checkOptions(opts);
  const state = createGame({
    defs: options.cards ?? readCardDir(CARDS_DIR),
    limits: LIMITS,
    endOfPhase: END_OF_PHASE,
    seed: options.seed,
  });
  fillDecks(state, options.decks, "newGame");
  const core = gameOf(state, null);
  core.clearLog();
  return core.game;
}

/**
 * Put each deck's cards at the bottom of its player's deck, in order; a bad card names its place.
 * `state` must be a fresh one nobody else holds (what `createGame` returns): the cards go in place, in
 * one pass, so a deck of any size fills in time linear in its length (a transaction per card copied
 * the whole state each time: a 16,000-card deck took 25 s). A throw leaves the state half filled; the
 * caller discards it, so the call still changes nothing.
 */
export function fillDecks(state: GameState, decks: [string[], string[]], call: string): void {
  for (const p of [0, 1] as const)
    decks[p].forEach((card, i) => {
      registeredCardArg(call, `decks[${p}][${i}]`, card, state.cards); // an unknown one named with the nearest
      try {
        perform(state, { type: "addToDeck", card, player: p }, null);
      } catch (e) {
        throw new Error(`${call}: decks[${p}][${i}]: ${(e as Error).message}`);
      }
    });
}

/**
 * A copy of a journal record for a caller (records are flat: a copy of the object is a whole copy), so
 * writing what `log()` or `journal()` returned never reaches the game's log, nor a clone that shares it.
 */
function copyRecord<R extends LogRecord>(record: R): R {
  return { ...record };
}

/** A harness around a state: the course's `Game`, and what a harness built on it needs. */
export interface GameCore {
  readonly game: Game;
  /** Apply one action as a transaction (the state is replaced only when it succeeds). */
  act<A extends Action>(action: A): ReturnType<typeof apply<A>>[1];
  readonly state: GameState;
  readonly chooser: Chooser | null;
  clearLog(): void;
}

/** The course's harness (M1–M5) around a game state: every argument checked, every call a transaction. */
export function gameOf(initial: GameState, initialChooser: Chooser | null): GameCore {
  let state = initial;
  let chooser: Chooser | null = initialChooser;
  /** The call now running, if any: a chooser may read the game, but may not change it mid-call. */
  let running: string | null = null;
  const idle = (call: string) => {
    if (running !== null)
      throw new Error(`${call}: the game is busy with ${running} (a chooser may not change the game)`);
  };
  const act = <A extends Action>(action: A) => {
    idle(action.type);
    running = action.type;
    try {
      const [next, value] = apply(state, action, chooser);
      state = next;
      return value;
    } finally {
      running = null;
    }
  };
  const clearLog = () => {
    idle("clearLog"); // a clear mid-call would be lost when the call ends
    state = { ...state, log: [], depths: [], causes: [] };
  };
  const knownCard = (call: string, field: string, name: unknown) =>
    registeredCardArg(call, field, name, state.cards);
  const entityOf = (call: string, id: unknown) => entity(state, idArg(call, "id", id));

  const game: Game = {
    get state() {
      return state;
    },
    summon: (card, player = 0) =>
      act({ type: "summon", card: knownCard("summon", "card", card), player: playerArg("summon", player) }),
    addToHand: (card, player = 0) =>
      act({
        type: "addToHand",
        card: knownCard("addToHand", "card", card),
        player: playerArg("addToHand", player),
      }),
    addToDeck: (card, player = 0) =>
      act({
        type: "addToDeck",
        card: knownCard("addToDeck", "card", card),
        player: playerArg("addToDeck", player),
      }),
    play: (handId, target) =>
      act({
        type: "play",
        handId: idArg("play", "handId", handId),
        target: target === undefined || target === null ? null : idArg("play", "target", target),
      }),
    zoneOf: (id) => entityOf("zoneOf", id).zone,
    board: (player) => [...state.sides[playerArg("board", player)].board],
    hand: (player) => [...state.sides[playerArg("hand", player)].hand],
    orderOfPlay: (id) => entityOf("orderOfPlay", id).order,
    nameOf: (id) => nameOf(state, entityOf("nameOf", id).id),
    hero: (player) => state.sides[playerArg("hero", player)].hero,
    dealDamage: (target, amount) =>
      act({
        type: "dealDamage",
        target: idArg("dealDamage", "target", target),
        amount: damageArg("dealDamage", "amount", amount),
      }),
    cast: (card, player = 0, target) =>
      act({
        type: "cast",
        card: knownCard("cast", "card", card),
        player: playerArg("cast", player),
        target: target === undefined || target === null ? null : idArg("cast", "target", target),
        fromHand: null,
      }),
    health: (id) => entityOf("health", id).health,
    attack: (id) => attackOf(state, entityOf("attack", id).id),
    armor: (player) => state.sides[playerArg("armor", player)].armor,
    cost: (id) => entityOf("cost", id).cost,
    log: () => eventsOf(state.log).map(copyRecord),
    clearLog,
    logTree: () => formatLogTree(state.log, state.depths),
    destroy: (target) => act({ type: "destroy", targets: [idArg("destroy", "target", target)] }),
    registerCards: (defs) => {
      const list = arrayArg("registerCards", "defs", "a list of card definitions", defs);
      const known = [...state.cards.values()].map((c) => c.def);
      act({ type: "registerCards", defs: checkCardDefs(list, known, "registerCards") });
    },
    assemble: (base, donor, half) =>
      act({
        type: "assemble",
        base: knownCard("assemble", "base", base),
        donor: knownCard("assemble", "donor", donor),
        half: halfArg(half),
      }),
    setChooser: (choose) => {
      chooser = chooserArg("setChooser", choose);
    },
    journal: () => ({
      records: state.log.map(copyRecord),
      depths: [...state.depths],
      causes: structuredClone(state.causes), // causes nest (agents, counts): copied whole
    }),
  };
  return {
    game,
    act,
    clearLog,
    get state() {
      return state;
    },
    get chooser() {
      return chooser;
    },
  };
}
