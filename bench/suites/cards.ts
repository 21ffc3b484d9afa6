import type { Bench } from "tinybench";
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LIMITS } from "../../src/content/limits";
import {
  type Action,
  apply,
  type CardDef,
  cloneGame,
  createGame,
  type GameState,
  perform,
} from "../../src/engine/cards";
import type { Suite } from "../suite-run";

/** The decks' filler: a 1-mana 1/1 with no text, the bench's own (it needs no card from the catalogue). */
const FILLER: CardDef = {
  name: "Bench Filler",
  type: "minion",
  cost: 1,
  attack: 1,
  health: 1,
  text: [],
  split: 0,
  game: "course",
};

/** A full 7-versus-7 board of Loot Hoarders (Baron Rivendare among player 0's) with 30-card decks. */
export function hoarderBoard(): GameState {
  let state = createGame({ defs: [...readCardDir(), FILLER], limits: LIMITS, endOfPhase: END_OF_PHASE });
  const setup: Action[] = [];
  for (const player of [0, 1] as const) {
    for (let i = 0; i < 30; i++) setup.push({ type: "addToDeck", card: FILLER.name, player });
    if (player === 0) setup.push({ type: "summon", card: "Baron Rivendare", player });
    for (let i = player === 0 ? 1 : 0; i < 7; i++)
      setup.push({ type: "summon", card: "Loot Hoarder", player });
  }
  for (const a of setup) [state] = apply(state, a, null);
  return { ...state, log: [], depths: [], causes: [] };
}

const whirlwind: Action = { type: "cast", card: "Whirlwind", player: 0, target: null, fromHand: null };

export default {
  name: "card engine (Part I)",
  register(bench: Bench) {
    const board = hoarderBoard();
    let copy = cloneGame(board);
    bench
      .add(
        "Whirlwind Sequence, 7v7 Loot Hoarders + Baron (in place)",
        () => {
          perform(copy, whirlwind, null);
        },
        {
          beforeEach: () => {
            copy = cloneGame(board);
          },
        },
      )
      .add("Whirlwind Sequence as a transaction (copy + Sequence)", () => {
        apply(board, whirlwind, null);
      })
      .add("deep copy of that game state", () => {
        cloneGame(board);
      });
  },
} satisfies Suite;
