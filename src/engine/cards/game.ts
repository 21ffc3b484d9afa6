import { auraUpdate } from "./auras";
import type { CardDef } from "./card-def";
import { wrongType } from "./errors";
import { cardNamed, registerCompiled } from "./registry";
import type { EndOfPhaseStep, GameState, Limits } from "./types";
import { createHero } from "./world";

export interface GameSetup {
  defs: readonly CardDef[];
  limits: Limits;
  endOfPhase: readonly EndOfPhaseStep[];
  seed?: number;
  /** Assemble's pool (docs/rules.md §3.9): minion names; absent for every collectible minion. */
  pool?: readonly string[];
}

/**
 * A new game (docs/rules.md §3.1): the two heroes enter play first, player 0's then player 1's, so they are the
 * two oldest entities; decks, hands and boards start empty. A pinned pool must name registered minions.
 */
export function createGame(setup: GameSetup): GameState {
  const emptySide = () => ({ hero: -1, armor: 0, deck: [], hand: [], board: [], graveyard: [] });
  const state: GameState = {
    entities: [],
    sides: [emptySide(), emptySide()],
    lastOrder: 0,
    inPlay: [],
    cards: new Map(),
    pool: setup.pool ? Object.freeze([...setup.pool]) : null,
    snapshot: [],
    ruleAuras: [],
    endOfPhase: [...setup.endOfPhase],
    limits: setup.limits,
    rng: (setup.seed ?? 0) | 0,
    log: [],
    depths: [],
    causes: [],
  };
  registerCompiled(state, setup.defs);
  for (const name of state.pool ?? []) {
    const def = cardNamed(state, name).def;
    if (def.type !== "minion") throw wrongType("pool", name, def.type, "minion");
  }
  state.sides[0].hero = createHero(state, 0, setup.limits.heroHealth);
  state.sides[1].hero = createHero(state, 1, setup.limits.heroHealth);
  auraUpdate(state);
  return state;
}
