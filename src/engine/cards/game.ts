import { auraUpdate } from "./auras";
import type { CardDef } from "./card-def";
import { wrongType } from "./errors";
import { cardNamed, registerCompiled } from "./registry";
import type { EndOfPhaseStep, FatigueRule, GameState, Limits, TurnStep } from "./types";
import { createHero } from "./world";

export interface GameSetup {
  defs: readonly CardDef[];
  limits: Limits;
  endOfPhase: readonly EndOfPhaseStep[];
  seed?: number;
  /** Assemble's pool (docs/rules.md §3.9): minion names; absent for every collectible minion. */
  pool?: readonly string[];
  /** What an empty-deck draw does; default the course's `logOnly` (docs/rules.md §3.1). */
  fatigue?: FatigueRule;
  /** A duel's turn steps (docs/rules.md §3.10); absent for the course's game, which has no turns. */
  turns?: { readonly startOfTurn: readonly TurnStep[]; readonly endOfTurn: readonly TurnStep[] };
}

/**
 * A new game (docs/rules.md §3.1): the two heroes enter play first, player 0's then player 1's, so they are the
 * two oldest entities; decks, hands and boards start empty. A pinned pool must name registered minions.
 */
export function createGame(setup: GameSetup): GameState {
  const emptySide = () => ({
    hero: -1,
    armor: 0,
    mana: 0,
    maxMana: 0,
    fatigue: 0,
    weapon: null,
    deck: [],
    hand: [],
    board: [],
    graveyard: [],
  });
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
    fatigue: setup.fatigue ?? "logOnly",
    duel: setup.turns
      ? {
          turn: 0,
          active: 0,
          winner: null,
          startOfTurn: [...setup.turns.startOfTurn],
          endOfTurn: [...setup.turns.endOfTurn],
        }
      : null,
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
