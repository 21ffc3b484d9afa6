/**
 * What a player sees of a session, as plain data for the terminal player and the playground: the
 * objects on the grid (text, things, minions with their Health), the rules in force and cancelled,
 * the hand with each card's rendered text. Read from the engines' state; no rule is computed here.
 */
import { type CardDef, needsTarget, renderCardText } from "../engine/cards";
import type { CancelledRule } from "../engine/grid";
import * as grid from "../engine/grid";
import { entityOf, neverPlayed } from "../engine/spellgrid";
import type { LevelDef } from "../harness";
import { type ExplainedLine, explainJournal, journalOf } from "./explain";
import type { WaysOut } from "./game-over";
import { namesOf } from "./names";
import type { Session } from "./session";
import { chainObjects, why, whyText } from "./why";

/** The play layer's words for whose a hero is in a SpellGrid game (names.ts), for the studio, which reads names through this view. */
export { spellGridWhose } from "./names";

/**
 * Whether SpellGrid can ever play or cast `def` from a hand: a spell, or a minion with a noun; not a weapon
 * or a minion without a noun (the engine's `neverPlayed`, docs/rules.md §6.1).
 */
export const playableFromHand = (def: CardDef): boolean => neverPlayed(def) === null;

export interface ObjectView {
  id: number;
  kind: string;
  x: number;
  y: number;
  /** The word, for a text object. */
  word: string | null;
  /** The card and its current stats, for a minion. */
  minion: { card: string; attack: number; health: number } | null;
  /** Whether the rules in force make it YOU (the engine's `hasProperty`). */
  you: boolean;
  /**
   * Whether the rules in force make it HIDE (docs/rules.md §5.5; the game's `effectblock` sets such a
   * unit invisible): the terminal and the studio draw it not, while it still plays. Absent: drawn.
   */
  hidden?: boolean;
}

/** One line of the log in words, with the grid objects its record names (for a highlight). */
export interface LogLineView extends ExplainedLine {
  objects: number[];
}

/**
 * The Why view of a line (docs/rules.md §3.11): `why N`'s text, line by line, and what to highlight
 * on the grid: the objects the chain names and the text objects of every rule in it.
 */
export interface WhyView {
  line: number;
  text: string[];
  objects: number[];
  tiles: number[];
}

export interface CardView {
  card: string;
  type: CardDef["type"];
  cost: number;
  attack: number | null;
  health: number | null;
  noun: string | null;
  text: string;
  /**
   * Why SpellGrid never plays or casts this card from the hand, whatever the grid holds (the engine's
   * `neverPlayed`: `a weapon (…)`, `a minion without a noun (…)`), or null when it may.
   */
  never: string | null;
  /** It is a spell that needs a chosen target, a minion in play (docs/rules.md §3.6: its definition says so). */
  needsTarget: boolean;
}

export interface SessionView {
  title: string;
  kind: "baba" | "spellgrid";
  width: number;
  height: number;
  /**
   * The words of the lexicon the level is played with, in its data order (content/words.json): what a
   * reader needs to tell one word from another when it shows them shortened (the terminal's 6-character
   * cells). The same array for every view of one lexicon.
   */
  words: readonly string[];
  /** Alive objects, oldest first. */
  objects: ObjectView[];
  rules: string[];
  active: string[];
  /**
   * The rules the last action formed that are in force now, as spelled (its log's `RuleFormed` records,
   * docs/rules.md §5.7), so that a reader can show first what changed; empty after a restart.
   */
  formed: string[];
  /**
   * The spelled rules resolution cancelled, each with the rule in force that cancelled it, as the
   * engine's resolver reports them (docs/rules.md §5.3; `cancelledRules()`).
   */
  cancelled: CancelledRule[];
  hand: CardView[];
  /** The cards of the minions on the grid, each once, as printed, in the order of their oldest minion. */
  minionCards: CardView[];
  heroes: { player: 0 | 1; id: number; health: number }[];
  /** The last action's log in the course's format (`logTree()`). */
  logTree: string;
  /**
   * The last action's log in words (docs/rules.md §3.11, §5.7): the grid's records and the cards', with
   * the records `logTree()` leaves out, each with the grid objects it names.
   */
  log: LogLineView[];
  won: boolean;
  lost: boolean;
  /** The bonuses the board has collected (BONUS, docs/rules.md §5.5); 0 when none. */
  bonuses: number;
  /** Once the game is won or lost, what can take it out of that end (game-over.ts); null while it goes on. */
  waysOut: WaysOut | null;
}

function cardView(
  def: CardDef,
  lookup: (n: string) => CardDef | undefined,
  stats?: { attack: number; health: number },
): CardView {
  return {
    card: def.name,
    type: def.type,
    cost: def.cost,
    attack: stats?.attack ?? def.attack ?? null,
    health: stats?.health ?? def.health ?? null,
    noun: def.noun ?? null,
    text: renderCardText(def, lookup),
    never: neverPlayed(def),
    needsTarget: def.type === "spell" && needsTarget(def),
  };
}

/**
 * The cards of the minions a level places (`LevelDef.cards`), each once, as printed, in the order of their
 * first minion: what `SessionView.minionCards` says of a game, read from a level file (the editor's draft,
 * which may have problems: a card `cards` does not hold is left out).
 */
export function placedCards(def: LevelDef, cards: readonly CardDef[]): CardView[] {
  const byName = new Map(cards.map((c) => [c.name, c]));
  const seen = new Map<string, CardView>();
  for (const { card } of def.cards ?? []) {
    const found = byName.get(card);
    if (found && !seen.has(card))
      seen.set(
        card,
        cardView(found, (n) => byName.get(n)),
      );
  }
  return [...seen.values()];
}

/** A rule as a reader names it: `BABA IS YOU`, or `BABA IS YOU (from ALL IS YOU)` for an expansion. */
export function spelledAs(rule: string, spelled: string): string {
  return rule === spelled ? rule : `${rule} (from ${spelled})`;
}

/** The last action's log in words, each line with the objects it names. */
function logOf(session: Session): LogLineView[] {
  const journal = journalOf(session);
  return explainJournal(journal, namesOf(session)).map((l) => ({
    ...l,
    objects: chainObjects(journal, [l.line]).objects,
  }));
}

/** The rules of the last action's `RuleFormed` records still in force (`active`), each once, in the log's order. */
function formedOf(session: Session, active: readonly string[]): string[] {
  const out: string[] = [];
  for (const r of journalOf(session).records)
    if (r.type === "RuleFormed" && active.includes(r.rule) && !out.includes(r.rule)) out.push(r.rule);
  return out;
}

/** The Why view of line `line` (0-based) of the last action's log; an error for a line it does not have. */
export function whyViewOf(session: Session, line: number): WhyView {
  const journal = journalOf(session);
  const chain = why(journal, line).chain;
  const { objects, text } = chainObjects(journal, chain);
  return { line, text: whyText(journal, line, namesOf(session)).trimEnd().split("\n"), objects, tiles: text };
}

/** The grid of the session's game, in either engine. */
function levelOf(session: Session): grid.Level {
  const e = session.engine;
  return e.kind === "spellgrid" ? e.game.state.level : e.game.state;
}

/**
 * The properties the rules in force give object `id` now (the engine's `hasProperty`, docs/rules.md §5.3),
 * in the lexicon's order: `["YOU"]`, `["WIN", "PUSH"]`; none for an object not alive or never issued.
 * Read for one object when asked (a tooltip), not for every object of every view.
 */
export function propertiesOf(session: Session, id: number): string[] {
  const level = levelOf(session);
  if (!Number.isInteger(id) || id < 0 || id >= level.nextId || !grid.isAlive(level, id)) return [];
  return level.lexicon.properties.filter((p) => grid.hasProperty(level, id, p));
}

const lexiconWords = new WeakMap<grid.Lexicon, readonly string[]>();

/** The words of `lexicon` in its order, one frozen array per lexicon. */
function wordsOf(lexicon: grid.Lexicon): readonly string[] {
  let words = lexiconWords.get(lexicon);
  if (words === undefined)
    lexiconWords.set(lexicon, (words = Object.freeze(lexicon.words.map((w) => w.word))));
  return words;
}

/** Describe the session as it stands. */
export function viewOf(session: Session): SessionView {
  const e = session.engine;
  const level = levelOf(session);
  const objects: ObjectView[] = [];
  const minionCards = new Map<string, CardView>();
  const hides = level.lexicon.properties.includes("HIDE"); // (a lexicon without HIDE hides nothing)
  for (let id = 0; id < level.nextId; id++) {
    if (!grid.isAlive(level, id)) continue;
    const kind = grid.kindOf(level, id)!;
    const [x, y] = grid.posOf(level, id)!;
    let minion: ObjectView["minion"] = null;
    if (e.kind === "spellgrid") {
      const ent = entityOf(e.game.state, id);
      const it = ent === undefined ? undefined : e.game.state.game.entities[ent];
      if (it?.card && it.zone === "board") {
        minion = { card: it.card.name, attack: it.attack, health: it.health };
        if (!minionCards.has(it.card.name)) {
          const g = e.game.state.game;
          minionCards.set(
            it.card.name,
            cardView(it.card.def, (n) => g.cards.get(n)?.def),
          );
        }
      }
    }
    const word = kind.startsWith("text:") ? kind.slice(5) : null;
    const hidden = hides && grid.hasProperty(level, id, "HIDE");
    objects.push({ id, kind, x, y, word, minion, you: grid.hasProperty(level, id, "YOU"), hidden });
  }
  const rules = grid.rules(level);
  const active = grid.activeRules(level);
  const hand: CardView[] = [];
  const heroes: SessionView["heroes"] = [];
  if (e.kind === "spellgrid") {
    const g = e.game.state.game;
    const lookup = (n: string) => g.cards.get(n)?.def;
    for (const id of g.sides[0].hand) {
      const ent = g.entities[id];
      hand.push(cardView(ent.card!.def, lookup, ent.card!.def.type === "minion" ? ent : undefined));
    }
    for (const p of [0, 1] as const)
      heroes.push({ player: p, id: e.game.hero(p), health: e.game.health(e.game.hero(p)) });
  }
  return {
    title: session.title,
    kind: e.kind,
    width: level.width,
    height: level.height,
    words: wordsOf(level.lexicon),
    objects,
    rules,
    active,
    formed: formedOf(session, active),
    cancelled: e.game.cancelledRules(),
    hand,
    minionCards: [...minionCards.values()],
    heroes,
    logTree: session.logTree(),
    log: logOf(session),
    won: session.won(),
    lost: session.lost(),
    bonuses: grid.bonusCount(level),
    waysOut: session.won() || session.lost() ? session.waysOut() : null,
  };
}
