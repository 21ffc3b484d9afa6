/**
 * How a reader names things in the log in words (docs/rules.md §3.11): an entity by its card's name and
 * its id (a dead minion keeps its card in the graveyard, so it keeps its name), a hero by whose it is,
 * and a player.
 */
import type { Player } from "../engine/cards";
import type { Game, SpellGrid } from "../harness";
import type { Session } from "./session";

/** How a reader names things: an entity (`Powder Keg #33`, `your hero`) and a player. */
export interface Names {
  entity(id: number): string;
  /** A player as a subject: `player 0`, `you`. */
  player(p: Player): string;
  /** A player's, as a determiner: `player 0's`, `your`. */
  whose(p: Player): string;
}

/** The entity name every reader uses: a card's name and id (a dead minion keeps its card), or a hero. */
function entityName(id: number, heroes: readonly number[], names: Names, nameOf: (id: number) => string) {
  const hero = heroes.indexOf(id);
  if (hero >= 0) return `${names.whose(hero as Player)} hero`;
  try {
    return `${nameOf(id)} #${id}`;
  } catch {
    return `#${id}`;
  }
}

/** Names in a card game: `Loot Hoarder #5`, `player 1's hero`. */
export function gameNames(g: Game): Names {
  const names: Names = {
    entity: (id) => entityName(id, [g.hero(0), g.hero(1)], names, (i) => g.nameOf(i)),
    player: (p) => `player ${p}`,
    whose: (p) => `player ${p}'s`,
  };
  return names;
}

/** Names in a SpellGrid game, where the player is player 0: `Powder Keg #33`, `your hero`, `the opponent`. */
export function spellGridNames(g: SpellGrid): Names {
  const names: Names = {
    entity: (id) => entityName(id, [g.hero(0), g.hero(1)], names, (i) => g.nameOf(i)),
    player: (p) => (p === 0 ? "you" : "the opponent"),
    whose: (p) => (p === 0 ? "your" : "the opponent's"),
  };
  return names;
}

/** How a session's readers name things. */
export function namesOf(session: Session): Names {
  const e = session.engine;
  if (e.kind === "spellgrid") return spellGridNames(e.game);
  return { entity: (id) => `#${id}`, player: (p) => `player ${p}`, whose: (p) => `player ${p}'s` };
}
