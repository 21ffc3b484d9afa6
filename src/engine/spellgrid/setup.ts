import { apply, type CardDef, createGame, type EndOfPhaseStep, type Limits } from "../cards";
import {
  badLevel,
  createLevel,
  type HazardName,
  kindProblem,
  type LevelDef,
  type LevelLimits,
  type Lexicon,
  newJournal,
  type PhaseName,
  placeObject,
  reparse,
  reserveId,
  type TakeName,
} from "../grid";
import { link, linkMinion } from "./ids";
import { syncRules } from "./seam-rules";
import type { SeamWords, SpellGridState } from "./types";

/** Everything a SpellGrid game is made from besides its level: data from src/content/. */
export interface SpellGridContent {
  readonly defs: readonly CardDef[];
  readonly lexicon: Lexicon;
  readonly seams: SeamWords;
  readonly turn: readonly PhaseName[];
  readonly hazards: readonly HazardName[];
  /** The movement takes (content MOVEMENT_TAKES); YOU alone when absent. */
  readonly takes?: readonly TakeName[];
  /** The largest level (content LEVEL_LIMITS). */
  readonly levelLimits: LevelLimits;
  readonly limits: Limits;
  readonly endOfPhase: readonly EndOfPhaseStep[];
  /** Whether the game keeps a journal of the grid's turns beside the card log (docs/rules.md §6.9). */
  readonly journal?: boolean;
}

/** The grid kind a minion card stands as: its noun in lower case (Module 10). */
export function minionKind(def: CardDef): string | null {
  return def.type === "minion" && def.noun ? def.noun.toLowerCase() : null;
}

/**
 * Check a level's Part III fields (docs/rules.md §6): each `cards` entry a known minion with a noun, each
 * `hand` card known, each `pool` card a known minion.
 */
function checkCards(def: LevelDef, content: SpellGridContent): void {
  const name = def.name ?? "(unnamed)";
  const byName = new Map(content.defs.map((d) => [d.name, d]));
  const bad = (field: string, value: unknown, why: string) => badLevel(name, field, value, why);
  (def.cards ?? []).forEach((c, i) => {
    const card = byName.get(c.card);
    if (!card) throw bad(`cards[${i}].card`, c.card, "is not a known card");
    const kind = minionKind(card);
    if (kind === null) throw bad(`cards[${i}].card`, c.card, "is not a minion with a noun");
    const problem = kindProblem(content.lexicon, kind);
    if (problem) throw bad(`cards[${i}].card`, c.card, `cannot stand on the grid: ${problem}`);
  });
  (def.hand ?? []).forEach((c, i) => {
    if (!byName.has(c)) throw bad(`hand[${i}]`, c, "is not a known card");
  });
  (def.pool ?? []).forEach((c, i) => {
    const card = byName.get(c);
    if (!card) throw bad(`pool[${i}]`, c, "is not a known card");
    if (card.type !== "minion") throw bad(`pool[${i}]`, c, "is not a minion");
  });
}

/**
 * A new SpellGrid game (Module 10): the level's objects are placed in list order; each `cards`
 * entry becomes a grid object of its noun and, with the same id, a minion in play for player 0;
 * the heroes and the hand get ids no grid object has; the rules are parsed and handed to the cards.
 * With `content.journal`, the grid keeps a journal of what each action does from then on.
 * A level's `pool` pins Assemble's pool (docs/rules.md §3.9) in the card game.
 */
export function createSpellGrid(def: LevelDef, content: SpellGridContent): SpellGridState {
  const level = createLevel(def, content.lexicon, {
    turn: content.turn,
    hazards: content.hazards,
    ...(content.takes ? { takes: content.takes } : {}),
    limits: content.levelLimits,
  });
  checkCards(def, content);
  level.historyLimit = 0; // undo is not supported: the card game's state is not in the grid's snapshots
  const game = createGame({
    defs: content.defs,
    limits: content.limits,
    endOfPhase: content.endOfPhase,
    ...(def.pool ? { pool: def.pool } : {}),
  });
  const s: SpellGridState = {
    level,
    game,
    gameShared: false,
    idsShared: false,
    logShared: false,
    logKept: true,
    seams: content.seams,
    external: [],
    entityOf: [],
    ruleAuras: [],
    log: [],
    depths: [],
    causes: [],
    nest: [],
  };
  for (const side of game.sides) link(s, side.hero, reserveId(level));
  let g = game;
  for (const c of def.cards ?? []) {
    const card = content.defs.find((d) => d.name === c.card)!;
    const id = placeObject(level, minionKind(card)!, c.x, c.y);
    let entity: number;
    [g, entity] = apply(g, { type: "summon", card: c.card, player: 0 }, null);
    linkMinion(s, entity, id);
  }
  for (const c of def.hand ?? []) {
    let entity: number;
    [g, entity] = apply(g, { type: "addToHand", card: c, player: 0 }, null);
    link(s, entity, reserveId(level));
  }
  s.game = g;
  reparse(level);
  if (content.journal) level.journal = newJournal(level);
  syncRules(s);
  return s;
}
