/**
 * What a person sees of a duel against an AI, as plain data for the terminal player and the page
 * (docs/rules.md §7): both heroes (Health, Armor, weapon, mana, hand and deck sizes), both boards
 * (each minion's id, card, Attack/Health, keywords, whether it can attack now), the person's hand
 * (cost, type, text, whether it can be played now), the turn, the winner, and the last action's log
 * in words with its Why view (§3.11). Read from the duel through the harness; no rule is computed here.
 */
import {
  choosableTargets,
  type Keyword,
  keywordName,
  needsTarget,
  picksCharacter,
  renderCardText,
} from "../engine/cards";
import type { CardDef, Duel, Id, Player } from "../harness";
import { AI, type DuelMatch, hiddenFromPerson, PERSON } from "./duel-match";
import { type ExplainedLine, explainJournal, type Journal } from "./explain";
import type { Names } from "./names";
import { chainObjects, why, whyText } from "./why";

/** A keyword of a `MinionView` as Hearthstone prints it (`megaWindfury` → "Mega-Windfury"): the card text's own names. */
export function keywordWord(keyword: string): string {
  return keywordName(keyword as Keyword);
}

export interface HeroView {
  player: Player;
  id: Id;
  /** `you` or `the AI (random)`. */
  who: string;
  health: number;
  armor: number;
  weapon: { id: Id; name: string; attack: number; durability: number } | null;
  mana: number;
  maxMana: number;
  handSize: number;
  deckSize: number;
  /** Its hero can attack now (with its weapon). */
  canAttack: boolean;
}

export interface MinionView {
  id: Id;
  /** Its place on its board, from 1 (left). */
  position: number;
  name: string;
  attack: number;
  health: number;
  /** Its card's keywords in force: a Divine Shield, Stealth or Reborn it has lost (or a Reborn copy's Reborn) is left out. */
  keywords: string[];
  /** Its card's text, rendered (docs/authoring.md, the reference): what `c e1` shows. */
  text: string;
  frozen: boolean;
  /** It is Silenced (docs/rules.md §3.10): its card's text is gone, so `text` is empty. */
  silenced: boolean;
  /**
   * Its Spellburst is still to run (docs/rules.md §3.10): marked as the game's sparkle under the portrait
   * is, which goes once it has run (Hearthstone Wiki, Spellburst); its printed text stays.
   */
  spellburst: boolean;
  canAttack: boolean;
}

export interface HandCardView {
  /** Its place in the hand, from 1: what `p N` names. */
  position: number;
  id: Id;
  name: string;
  type: CardDef["type"];
  cost: number;
  /** A minion's or weapon's printed stats (`2/1`), or "". */
  stats: string;
  text: string;
  /** It is the person's turn and the card can be played now (on some target, if it takes one). */
  playable: boolean;
  /**
   * It must be played at a chosen target (docs/rules.md §3.6): a spell with a `chosen` target, or a minion
   * with a targeted Battlecry while there is a minion to pick (with none it is played with none).
   */
  needsTarget: boolean;
  /** Its target may be a hero as well as a minion (a `chosenCharacter` effect, docs/rules.md §4.3). */
  picksCharacter: boolean;
}

export interface LogLineView extends ExplainedLine {
  /** The entities the line's record names (for a highlight). */
  objects: number[];
}

export interface DuelView {
  turn: number;
  /** Whose turn it is: 0 the person's, 1 the AI's. */
  active: Player;
  /** 0 the person won, 1 the AI, "draw", null while the game goes on. */
  winner: Player | "draw" | null;
  /** The result in words, or null while the game goes on. */
  result: string | null;
  aiName: string;
  /** Index 0 the person's hero, 1 the AI's. */
  heroes: [HeroView, HeroView];
  boards: [MinionView[], MinionView[]];
  hand: HandCardView[];
  /** The last action's log (the person's action, and the AI's turn after an end of turn) in the course's format. */
  logTree: string;
  /** The same log in words. */
  log: LogLineView[];
  /** How many actions the AI played in its last turn. */
  aiActions: number;
  undoable: number;
}

/** The Why view of a line (docs/rules.md §3.11): `why N`'s text line by line, and the entities the chain names. */
export interface DuelWhyView {
  line: number;
  text: string[];
  objects: number[];
}

/**
 * How a duel against an AI names things: `you`, `the AI`, `your hero`, `Tin Knight #12`, and `a card` for
 * a card in the AI's hand or deck.
 */
export function duelNames(duel: Duel): Names {
  const names: Names = {
    entity: (id) => {
      const hero = [duel.hero(0), duel.hero(1)].indexOf(id);
      if (hero >= 0) return `${names.whose(hero as Player)} hero`;
      if (hiddenFromPerson(duel, id)) return "a card";
      try {
        return `${duel.nameOf(id)} #${id}`;
      } catch {
        return `#${id}`;
      }
    },
    player: (p) => (p === PERSON ? "you" : "the AI"),
    whose: (p) => (p === PERSON ? "your" : "the AI's"),
  };
  return names;
}

function journalOf(duel: Duel): Journal {
  return duel.journal() as Journal;
}

function heroView(match: DuelMatch, p: Player): HeroView {
  const d = match.duel;
  const s = d.state.sides[p];
  const w = s.weapon;
  return {
    player: p,
    id: s.hero,
    who: p === PERSON ? "you" : `the AI (${match.aiName})`,
    health: d.health(s.hero),
    armor: s.armor,
    weapon: w === null ? null : { id: w, name: d.nameOf(w), attack: d.attack(w), durability: d.health(w) },
    mana: s.mana,
    maxMana: s.maxMana,
    handSize: s.hand.length,
    deckSize: s.deck.length,
    canAttack: d.winner() === null && d.activePlayer() === p && d.canAttack(s.hero),
  };
}

function boardView(duel: Duel, p: Player): MinionView[] {
  const lookup = (n: string) => duel.state.cards.get(n)?.def;
  return duel.board(p).map((id, i) => {
    const e = duel.state.entities[id];
    return {
      id,
      position: i + 1,
      name: duel.nameOf(id),
      attack: duel.attack(id),
      health: duel.health(id),
      keywords: (e.card?.keywords ?? []).filter(
        (k) =>
          (k !== "divineShield" || e.shielded) &&
          (k !== "stealth" || e.stealthed) &&
          (k !== "reborn" || e.reborn),
      ),
      text: e.card === null ? "" : renderCardText(e.card.def, lookup),
      frozen: e.frozen,
      silenced: e.card?.silenced === true,
      spellburst: e.card?.triggers.some((t) => t.trigger === "spellburst") === true,
      canAttack: duel.winner() === null && duel.activePlayer() === p && duel.canAttack(id),
    };
  });
}

function handView(duel: Duel): HandCardView[] {
  const lookup = (n: string) => duel.state.cards.get(n)?.def;
  const playable = new Set(
    duel
      .legalActions()
      .flatMap((a) => (a.type === "playCard" && duel.activePlayer() === PERSON ? [a.handId] : [])),
  );
  return duel.hand(PERSON).map((id, i) => {
    const def = duel.state.entities[id].card!.def;
    const stats =
      def.type === "minion"
        ? `${def.attack}/${def.health}`
        : def.type === "weapon"
          ? `${def.attack}/${def.durability}`
          : "";
    return {
      position: i + 1,
      id,
      name: def.name,
      type: def.type,
      cost: duel.cost(id),
      stats,
      text: renderCardText(def, lookup),
      playable: playable.has(id),
      needsTarget:
        needsTarget(def) && (def.type === "spell" || choosableTargets(duel.state, PERSON, def).length > 0),
      picksCharacter: picksCharacter(def),
    };
  });
}

/** The result in words: `You won`, `The AI (random) won`, `A draw`. */
function resultOf(match: DuelMatch): string | null {
  const w = match.duel.winner();
  if (w === null) return null;
  if (w === "draw") return "A draw: both heroes fell at once";
  return w === PERSON ? "You won" : `The AI (${match.aiName}) won`;
}

/** Describe the match as it stands. */
export function duelViewOf(match: DuelMatch): DuelView {
  const d = match.duel;
  const journal = journalOf(d);
  const names = duelNames(d);
  return {
    turn: d.turn(),
    active: d.activePlayer(),
    winner: d.winner(),
    result: resultOf(match),
    aiName: match.aiName,
    heroes: [heroView(match, PERSON), heroView(match, AI)],
    boards: [boardView(d, PERSON), boardView(d, AI)],
    hand: handView(d),
    logTree: d.logTree(),
    log: explainJournal(journal, names).map((l) => ({
      ...l,
      objects: chainObjects(journal, [l.line]).objects,
    })),
    aiActions: match.aiActions.length,
    undoable: match.undoable,
  };
}

/**
 * `why N` as text for line `line` (0-based) of the last action's log; an error naming a line it does
 * not have. A chain that ends on an action says whose it was: `because you played Tin Knight #12`, `because
 * the AI cast Fireball at Tin Knight #12` (the play layer's words say "the player").
 */
export function duelWhyText(match: DuelMatch, line: number): string {
  const journal = journalOf(match.duel);
  const text = whyText(journal, line, duelNames(match.duel));
  const { chain, action } = why(journal, line);
  const actor = action === null ? null : match.actorOf(chain[chain.length - 1]);
  if (actor === null) return text;
  return text.replace(
    /\n {2}because the player ([^\n]*)\n$/,
    `\n  because ${actor === PERSON ? "you" : "the AI"} $1\n`,
  );
}

/** The Why view of line `line` (0-based) of the last action's log. */
export function duelWhyViewOf(match: DuelMatch, line: number): DuelWhyView {
  const journal = journalOf(match.duel);
  const chain = why(journal, line).chain;
  return {
    line,
    text: duelWhyText(match, line).trimEnd().split("\n"),
    objects: chainObjects(journal, chain).objects,
  };
}
