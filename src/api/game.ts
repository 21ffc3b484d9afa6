import { CARDS_DIR, readCardDir } from "../content/card-files";
import { validateCardDef, validateCardSet } from "../content/card-validate";
import { END_OF_PHASE, LIMITS } from "../content/limits";
import {
  type Action,
  AssembleError,
  apply,
  type CardDef,
  type Chooser,
  createGame,
  entity,
  formatLogTree,
  type GameEvent,
  type GameState,
  type Half,
  type Id,
  nameOf,
  type Player,
  type Zone,
} from "../engine/cards";

export type { CardDef, GameEvent, Half, Id, Player, Zone };
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
  play(handId: Id): void;
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
  /** The game's state (plain data): for tools that clone, hash or inspect it. */
  readonly state: GameState;
}

/** Validate definitions as `registerCards` and `newGame` do (schema, then the set's references). */
export function checkCardDefs(
  defs: readonly unknown[],
  known: readonly CardDef[],
  source: string,
): CardDef[] {
  const checked = defs.map((d, i) => validateCardDef(d, `${source}[${i}]`));
  const byName = new Map(known.map((d) => [d.name, d]));
  for (const d of checked) byName.set(d.name, d);
  const given = new Map(checked.map((d, i) => [d.name, i]));
  validateCardSet([...byName.values()], (name) =>
    given.has(name) ? `${source}[${given.get(name)}]` : `the card library (card "${name}")`,
  );
  return checked;
}

function checkPlayer(player: unknown): Player {
  if (player !== 0 && player !== 1) throw new Error(`player must be 0 or 1, not ${JSON.stringify(player)}`);
  return player;
}

/** newGame (M1): load the card library, create the heroes, fill the decks. */
export function newGame(opts: GameOptions = {}): Game {
  let state = createGame({
    defs: opts.cards ?? readCardDir(CARDS_DIR),
    limits: LIMITS,
    endOfPhase: END_OF_PHASE,
    seed: opts.seed,
  });
  let chooser: Chooser | null = null;
  const act = <A extends Action>(action: A) => {
    const [next, value] = apply(state, action, chooser);
    state = next;
    return value;
  };
  for (const p of [0, 1] as const)
    for (const card of opts.decks?.[p] ?? []) act({ type: "addToDeck", card, player: p });
  state = { ...state, log: [], depths: [] };

  return {
    get state() {
      return state;
    },
    summon: (card, player = 0) => act({ type: "summon", card, player: checkPlayer(player) }),
    addToHand: (card, player = 0) => act({ type: "addToHand", card, player: checkPlayer(player) }),
    addToDeck: (card, player = 0) => act({ type: "addToDeck", card, player: checkPlayer(player) }),
    play: (handId) => act({ type: "play", handId }),
    zoneOf: (id) => entity(state, id).zone,
    board: (player) => [...state.sides[checkPlayer(player)].board],
    hand: (player) => [...state.sides[checkPlayer(player)].hand],
    orderOfPlay: (id) => entity(state, id).order,
    nameOf: (id) => nameOf(state, id),
    hero: (player) => state.sides[checkPlayer(player)].hero,
    dealDamage: (target, amount) => act({ type: "dealDamage", target, amount }),
    cast: (card, player = 0, target) =>
      act({ type: "cast", card, player: checkPlayer(player), target: target ?? null, fromHand: null }),
    health: (id) => entity(state, id).health,
    attack: (id) => entity(state, id).attack,
    armor: (player) => state.sides[checkPlayer(player)].armor,
    cost: (id) => entity(state, id).cost,
    log: () => [...state.log],
    clearLog: () => {
      state = { ...state, log: [], depths: [] };
    },
    logTree: () => formatLogTree(state.log, state.depths),
    destroy: (target) => act({ type: "destroy", targets: [target] }),
    registerCards: (defs) => {
      const known = [...state.cards.values()].map((c) => c.def);
      act({ type: "registerCards", defs: checkCardDefs(defs, known, "registerCards") });
    },
    assemble: (base, donor, half) => act({ type: "assemble", base, donor, half }),
    setChooser: (choose) => {
      chooser = choose;
    },
  };
}
