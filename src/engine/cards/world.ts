/**
 * Entities and zones (docs/rules.md §3.1; course Module 1): every card and hero is an entity with an id
 * issued once, moved from zone to zone only here. Order of play (`Entity.order`, from `state.lastOrder`) is
 * stamped only here, as an entity enters play: by `enter` for a minion entering the board, which also
 * keeps `state.inPlay` (the minions in play, in order of play: the order trigger Queues are filled in,
 * queue.ts `respond`, and the Death Creation Step removes them in, death.ts), and by `createHero` and
 * `equip` for a hero and a weapon, which stand in play outside the board list.
 */
import { unknownId, wrongArgument } from "./errors";
import type { CompiledCard, Entity, GameState, Id, Player, Side, Zone } from "./types";

/** The entity behind a handle, or an error naming the id (or saying that it is not a number). */
export function entity(state: GameState, id: Id): Entity {
  if (!Number.isInteger(id)) throw wrongArgument("an id", "a whole number", id);
  const e = state.entities[id];
  if (!e) throw unknownId(id);
  return e;
}

function zoneList(side: Side, zone: Zone): Id[] {
  return side[zone];
}

/**
 * The single place an entity arrives in a zone (Module 1). Entering the board stamps a new order of
 * play, so order of play is when it entered play, never when the card was created.
 * `index` places it on the board (default: the right end).
 */
function enter(state: GameState, id: Id, zone: Zone, index?: number): void {
  const e = state.entities[id];
  const list = zoneList(state.sides[e.owner], zone);
  if (index === undefined || index >= list.length) list.push(id);
  else list.splice(index, 0, id);
  e.zone = zone;
  if (zone === "board") {
    e.order = ++state.lastOrder;
    e.entered = state.duel?.turn ?? 0;
    e.attacks = 0;
    state.inPlay.push(id);
  }
}

function leave(state: GameState, id: Id): void {
  const e = state.entities[id];
  const list = zoneList(state.sides[e.owner], e.zone);
  list.splice(list.indexOf(id), 1);
  if (e.zone === "board") state.inPlay.splice(state.inPlay.indexOf(id), 1);
}

/** Create a card entity in a zone; its id is the next index and is never reused. */
export function createEntity(
  state: GameState,
  card: CompiledCard,
  owner: Player,
  zone: Zone,
  index?: number,
): Id {
  const id = state.entities.length;
  const def = card.def;
  state.entities.push({
    id,
    card,
    owner,
    zone,
    order: 0,
    cost: def.cost,
    attack: def.attack ?? 0,
    health: def.health ?? def.durability ?? 0,
    maxHealth: def.health ?? def.durability ?? 0,
    pendingDestroy: false,
    diedAt: -1,
    entered: 0,
    attacks: 0,
    frozen: false,
    shielded: card.keywords.includes("divineShield"),
    stealthed: card.keywords.includes("stealth"),
    reborn: card.keywords.includes("reborn"),
    frenzied: false,
  });
  enter(state, id, zone, index);
  return id;
}

/** Create a hero: in play (it gets an order of play) but not on the board list. */
export function createHero(state: GameState, owner: Player, health: number): Id {
  const id = state.entities.length;
  state.entities.push({
    id,
    card: null,
    owner,
    zone: "board",
    order: ++state.lastOrder,
    cost: 0,
    attack: 0,
    health,
    maxHealth: health,
    pendingDestroy: false,
    diedAt: -1,
    entered: 0,
    attacks: 0,
    frozen: false,
    shielded: false,
    stealthed: false,
    reborn: false,
    frenzied: false,
  });
  return id;
}

/** Move an entity to another zone (to the board: at `index`, default the right end). */
export function moveTo(state: GameState, id: Id, zone: Zone, index?: number): void {
  leave(state, id);
  enter(state, id, zone, index);
}

export function isHero(state: GameState, id: Id): boolean {
  return state.entities[id].card === null;
}

/** A minion is in play when it stands on a board (mortally wounded ones included). */
export function isMinionInPlay(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  return e !== undefined && e.card !== null && e.zone === "board";
}

/** A character in play: a hero, or a minion in play (`isMinionInPlay`). */
export function isCharacterInPlay(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  return e !== undefined && (e.card === null || e.zone === "board");
}

export function nameOf(state: GameState, id: Id): string {
  const e = entity(state, id);
  return e.card ? e.card.name : `Hero of player ${e.owner}`;
}

export function enemyOf(player: Player): Player {
  return player === 0 ? 1 : 0;
}

/**
 * A hero equips a weapon from the hand (docs/rules.md §3.10): the weapon enters play (a new order of
 * play) without joining the board list, as a hero stands in play outside it; the hero's Attack becomes
 * the weapon's. The previous weapon must already have left (`unequip`).
 */
export function equip(state: GameState, id: Id): void {
  leave(state, id);
  const e = state.entities[id];
  const side = state.sides[e.owner];
  e.zone = "board";
  e.order = ++state.lastOrder;
  side.weapon = id;
  state.entities[side.hero].attack = e.attack;
}

/**
 * A character's Attack now (docs/rules.md §3.10): a minion's is its own; a hero's counts its weapon during
 * its controller's turn only, and is 0 on the other player's turn, when the weapon is sheathed (the weapon
 * keeps its own Attack). A game without turns (the course's) has no other turn. Source: Hearthstone Wiki,
 * Weapon ("the hero's Attack will be increased by an amount equal to the weapon's Attack during their
 * turn"; weapons are "only active or 'unsheathed' during the possessing hero's turn").
 */
export function attackOf(state: GameState, id: Id): number {
  const e = state.entities[id];
  return e.card !== null || state.duel === null || state.duel.active === e.owner ? e.attack : 0;
}

/** A weapon leaves play for its owner's graveyard; the hero's Attack goes back to 0. */
export function unequip(state: GameState, id: Id): void {
  const e = state.entities[id];
  const side = state.sides[e.owner];
  side.weapon = null;
  state.entities[side.hero].attack = 0;
  e.zone = "graveyard";
  side.graveyard.push(id);
}
