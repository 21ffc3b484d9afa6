import { type Cause, ENTITY_FIELDS, type Id, type LogRecord, mapCauses } from "../cards";
import { keepKind, reserveId } from "../grid";
import { ownIds } from "./clone";
import type { SpellGridState } from "./types";

/**
 * One id space (Module 10): a minion's id is its grid object's id; a hero, a card in hand or a token
 * off the grid gets an id from the grid's counter that no grid object has.
 */
export function link(s: SpellGridState, entity: Id, id: number): void {
  const key = s.gameShared && s.idsShared ? linkKey(entity, id) : -1;
  if (key < 0) {
    ownIds(s);
    write(s, entity, id);
    return;
  }
  let from = linked.get(s.external);
  if (from === undefined || from.entityOf !== s.entityOf)
    linked.set(s.external, (from = { entityOf: s.entityOf, by: new Map() }));
  const to = from.by.get(key);
  if (to === undefined) {
    ownIds(s);
    write(s, entity, id);
    from.by.set(key, { external: s.external, entityOf: s.entityOf });
  } else {
    s.external = to.external;
    s.entityOf = to.entityOf;
  }
  s.idsShared = true; // (the maps are remembered: never written in place again)
}

function write(s: SpellGridState, entity: Id, id: number): void {
  const old = s.external[entity];
  if (old !== undefined && s.entityOf[old] === entity) s.entityOf[old] = undefined;
  s.external[entity] = id;
  s.entityOf[id] = entity;
}

/** Id maps, as one link left them. */
interface Maps {
  readonly external: number[];
  readonly entityOf: (number | undefined)[];
}

/**
 * Links remembered (a search links the same minion to the same id on the same shared maps again and
 * again): per shared `external` map, with the `entityOf` map it was found beside, the maps each link
 * (`linkKey`) gave. Shared maps are never written again (`ownIds` copies them first), so a link on them
 * gives the same maps every time; those maps are shared too. Kept weakly, as the card Sequences are
 * (card-memo.ts): maps nobody holds take their links with them. Only a state whose card game is shared
 * (a search's) takes them; checked by tests/spellgrid/link-memo.test.ts.
 */
const linked = new WeakMap<number[], { entityOf: Maps["entityOf"]; by: Map<number, Maps> }>();

/** One number per entity and id below 2^15 each, or -1. */
function linkKey(entity: Id, id: number): number {
  return Number.isInteger(entity) &&
    Number.isInteger(id) &&
    entity >= 0 &&
    id >= 0 &&
    entity < 2 ** 15 &&
    id < 2 ** 15
    ? entity * 2 ** 15 + id
    : -1;
}

/**
 * A minion in play and its grid object, one id (Module 10: "minions are grid objects whose noun is
 * their card's noun"). A minion is its card, so its object keeps its kind: `N IS Y` (N its noun)
 * does not turn it into a Y while the card stays what it was (issue 16 item 10); `N IS NOT N` still
 * destroys it, through seam 2, so its Deathrattle resolves. Plain objects of a card's noun (placed,
 * or converted into it) are not minions and convert as usual.
 */
export function linkMinion(s: SpellGridState, entity: Id, id: number): void {
  link(s, entity, id);
  keepKind(s.level, id);
}

/** Give every card entity created since the last call an id of its own. */
export function linkNewEntities(s: SpellGridState): void {
  for (let e = s.external.length; e < s.game.entities.length; e++) link(s, e, reserveId(s.level));
}

/** The card entity a SpellGrid id names, or undefined. */
export function entityOf(s: SpellGridState, id: number): Id | undefined {
  return Number.isInteger(id) && id >= 0 ? s.entityOf[id] : undefined;
}

/** The minion in play (card entity) a grid object is, or undefined. */
export function minionEntity(s: SpellGridState, id: number): Id | undefined {
  const e = entityOf(s, id);
  return e !== undefined && s.game.entities[e].zone === "board" && s.game.entities[e].card !== null
    ? e
    : undefined;
}

/** A record with its entity ids written as SpellGrid ids (the fields ENTITY_FIELDS lists). */
export function toSpellGridIds(s: SpellGridState, record: LogRecord): LogRecord {
  const fields = ENTITY_FIELDS[record.type] as readonly string[];
  if (fields.length === 0) return record;
  const copy = { ...record } as Record<string, unknown>;
  for (const f of fields) copy[f] = s.external[copy[f] as number];
  return copy as unknown as LogRecord;
}

/** Causes with SpellGrid ids, their lines moved to where the Sequence's records start in SpellGrid's log. */
export function causesToSpellGrid(s: SpellGridState, causes: readonly Cause[], start: number): Cause[] {
  return mapCauses(causes, { id: (id) => s.external[id], line: (line) => line + start });
}
