import type { Duel, Entity, GameState, Side } from "./types";

function cloneEntity(e: Entity): Entity {
  return {
    id: e.id,
    card: e.card,
    owner: e.owner,
    zone: e.zone,
    order: e.order,
    cost: e.cost,
    attack: e.attack,
    health: e.health,
    maxHealth: e.maxHealth,
    pendingDestroy: e.pendingDestroy,
    diedAt: e.diedAt,
    entered: e.entered,
    attacks: e.attacks,
    frozen: e.frozen,
    shielded: e.shielded,
    stealthed: e.stealthed,
    reborn: e.reborn,
    frenzied: e.frenzied,
  };
}

function cloneSide(s: Side): Side {
  return {
    hero: s.hero,
    armor: s.armor,
    mana: s.mana,
    maxMana: s.maxMana,
    fatigue: s.fatigue,
    weapon: s.weapon,
    deck: s.deck.slice(),
    hand: s.hand.slice(),
    board: s.board.slice(),
    graveyard: s.graveyard.slice(),
  };
}

function cloneDuel(d: Duel): Duel {
  return {
    turn: d.turn,
    active: d.active,
    winner: d.winner,
    startOfTurn: d.startOfTurn, // set at creation, never changed in place: shared
    endOfTurn: d.endOfTurn,
  };
}

/**
 * A deep copy of the game. Card definitions, snapshot entries and logged events are immutable once
 * made, so the copy shares them; everything that changes is copied.
 */
export function cloneGame(state: GameState): GameState {
  return {
    entities: state.entities.map(cloneEntity),
    sides: [cloneSide(state.sides[0]), cloneSide(state.sides[1])],
    lastOrder: state.lastOrder,
    inPlay: state.inPlay.slice(),
    cards: state.cards,
    pool: state.pool,
    snapshot: state.snapshot.slice(),
    ruleAuras: state.ruleAuras, // replaced by setRuleAuras, never changed in place: shared
    endOfPhase: state.endOfPhase.slice(),
    fatigue: state.fatigue,
    duel: state.duel === null ? null : cloneDuel(state.duel),
    limits: state.limits,
    rng: state.rng,
    log: state.log.slice(),
    depths: state.depths.slice(),
    causes: state.causes.slice(), // each cause is immutable once recorded: shared
  };
}
