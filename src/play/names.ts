/**
 * How a reader names things in the log in words (docs/rules.md §3.11, §5.7): an entity by its card's
 * name and its id (a dead minion keeps its card in the graveyard, so it keeps its name), a hero by
 * whose it is, a grid object by its kind and id (`Baba #5`, the word of a text object: `DOUBLE #12`),
 * as it was at the line that names it (a conversion later in the journal does not rename it), and a
 * player.
 */
import type { Player } from "../engine/cards";
import * as grid from "../engine/grid";
import type { SpellGridJournal } from "../engine/spellgrid";
import type { Game, SpellGrid } from "../harness";
import type { Session } from "./session";

/** How a reader names things: an entity or grid object (`Powder Keg #33`, `your hero`, `Rock #3`) and a player. */
export interface Names {
  /** An entity or grid object, as it was at journal line `line` (as it is now without one). */
  entity(id: number, line?: number): string;
  /** A player as a subject: `player 0`, `you`. */
  player(p: Player): string;
  /** A player's, as a determiner: `player 0's`, `your`. */
  whose(p: Player): string;
}

/** A kind as a reader names it: a thing by its noun (`Baba`), a text object by its word (`DOUBLE`). */
export function kindName(kind: string): string {
  return kind.startsWith("text:") ? kind.slice(5) : kind.charAt(0).toUpperCase() + kind.slice(1);
}

/**
 * Names of grid objects: `Rock #3`, with the kind it had at a line (the `from` of the first
 * `Converted` record of it from that line on); `#id` for an id that names no object.
 */
function objectNames(level: grid.Level, journal: SpellGridJournal | null) {
  let before: Map<number, [number, string][]> | null = null;
  return (id: number, line?: number): string => {
    let kind: string | null;
    try {
      kind = grid.kindOf(level, id);
    } catch {
      kind = null;
    }
    if (kind === null) return `#${id}`;
    if (journal && line !== undefined) {
      if (before === null) {
        before = new Map();
        journal.records.forEach((r, i) => {
          if (r.type === "Converted") before!.set(r.id, [...(before!.get(r.id) ?? []), [i, r.from]]);
        });
      }
      const later = before.get(id)?.find(([at]) => at >= line);
      if (later) kind = later[1];
    }
    return `${kindName(kind)} #${id}`;
  };
}

/** The entity name every reader uses: a card's name and id (a dead minion keeps its card), or a hero. */
function entityName(
  id: number,
  heroes: readonly number[],
  names: Names,
  nameOf: (id: number) => string,
  other: (id: number) => string = (i) => `#${i}`,
) {
  const hero = heroes.indexOf(id);
  if (hero >= 0) return `${names.whose(hero as Player)} hero`;
  try {
    return `${nameOf(id)} #${id}`;
  } catch {
    return other(id);
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

/** Whose, in a SpellGrid game, where the player is player 0: `your`, `the opponent's` (`your hero`). */
export const spellGridWhose = (p: Player): string => (p === 0 ? "your" : "the opponent's");

/**
 * Names in a SpellGrid game, where the player is player 0: `Powder Keg #33`, `your hero`, `the
 * opponent`; a grid object that is no card by its kind, `Baba #5`, `DOUBLE #12`.
 */
export function spellGridNames(g: SpellGrid): Names {
  const object = objectNames(g.state.level, g.journal());
  const names: Names = {
    entity: (id, line) =>
      entityName(
        id,
        [g.hero(0), g.hero(1)],
        names,
        (i) => g.nameOf(i),
        (i) => object(i, line),
      ),
    player: (p) => (p === 0 ? "you" : "the opponent"),
    whose: spellGridWhose,
  };
  return names;
}

/** Names on a pure Baba level: every object by its kind, `Baba #5`, `ROCK #7`. */
export function babaNames(level: grid.Level, journal: SpellGridJournal | null): Names {
  const object = objectNames(level, journal);
  return { entity: object, player: (p) => `player ${p}`, whose: (p) => `player ${p}'s` };
}

/** How a session's readers name things. */
export function namesOf(session: Session): Names {
  const e = session.engine;
  if (e.kind === "spellgrid") return spellGridNames(e.game);
  return babaNames(e.game.state, e.game.journal());
}
