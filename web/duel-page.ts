/**
 * The duel page's state (docs/rules.md §7; issue 15 item 7): a match against an AI (src/play/duel-match),
 * what the person has picked (a card of the hand waiting for its target, or an attacker waiting for its
 * defender) and the last message. Clicks become the match's actions: a card, then its target if it takes
 * one; an attacker, then a defender; End Turn (the AI then plays its whole turn). Nothing here decides
 * a rule: an illegal action is refused with the engine's error, and the match is unchanged.
 */
import { agentNamed, DEFAULT_AGENT } from "../src/play/duel-agents";
import { type DeckShelf, deckNamed, defaultDecks } from "../src/play/duel-decks";
import { DuelMatch, type PersonAction } from "../src/play/duel-match";
import { type DuelView, duelViewOf } from "../src/play/duel-view";

/** What the page's address asks for: `?duel=starter-aggro,starter-control&ai=greedy&seed=0` (each part optional). */
export interface DuelAddress {
  decks: [string, string];
  ai: string;
  seed: number;
}

/** Read the address's query (no decks named: the shelf's first two); a bad part is an error naming it. */
export function readDuelAddress(search: string, shelf: DeckShelf): DuelAddress {
  const q = new URLSearchParams(search);
  const named = q.get("duel");
  const decks = named ? named.split(",") : defaultDecks(shelf);
  if (decks.length !== 2)
    throw new Error(`duel= names two decks, yours then the AI's (duel=DECK,DECK), not "${named}"`);
  const seedText = q.get("seed") ?? "0";
  if (!/^\d+$/.test(seedText) || Number(seedText) > 0xffffffff)
    throw new Error(`seed= must be a whole number from 0 to 4294967295, not "${seedText}"`);
  return { decks: [decks[0], decks[1]], ai: q.get("ai") || DEFAULT_AGENT, seed: Number(seedText) };
}

/** The match an address asks for; an unknown deck, card or AI is an error naming it. */
export function matchOfAddress(a: DuelAddress, shelf: DeckShelf): DuelMatch {
  return new DuelMatch({
    decks: [deckNamed(shelf, a.decks[0]), deckNamed(shelf, a.decks[1])],
    ai: agentNamed(a.ai),
    seed: a.seed,
  });
}

/** What the person has picked and not yet finished: a card waiting for a target, an attacker for a defender. */
export type Pick = { type: "card"; position: number; name: string } | { type: "attacker"; id: number } | null;

export class DuelPage {
  pick: Pick = null;
  message = "Your turn: click a card to play it, or one of your characters to attack with it.";
  error = false;
  private cached: DuelView | null = null;

  constructor(
    public match: DuelMatch,
    private readonly redraw: () => void,
  ) {}

  /** The duel as it stands (computed once a change). */
  get view(): DuelView {
    this.cached ??= duelViewOf(this.match);
    return this.cached;
  }

  private changed(message: string, error = false): void {
    this.cached = null;
    this.message = message;
    this.error = error;
    this.redraw();
  }

  private act(action: PersonAction, done: string): void {
    this.pick = null;
    try {
      this.match.act(action);
    } catch (err) {
      this.changed((err as Error).message, true);
      return;
    }
    const v = this.view;
    this.changed(v.result ?? done);
  }

  /** A card of the hand clicked: played at once, or (one that needs a target now: a spell, a Battlecry) waiting for its target. */
  clickCard(position: number): void {
    const card = this.view.hand[position - 1];
    if (!card) return;
    if (this.pick?.type === "card" && this.pick.position === position) {
      this.pick = null;
      this.changed("Cancelled.");
      return;
    }
    if (card.needsTarget) {
      this.pick = { type: "card", position, name: card.name };
      const what = card.picksCharacter ? "a character (a minion or a hero)" : "a minion";
      this.changed(`Choose ${what} for ${card.name} (Esc cancels).`);
      return;
    }
    this.act({ type: "play", card: position, target: null }, `You played ${card.name}.`);
  }

  /** A character clicked: a card's target, an attack's defender, or (yours) the attacker picked. */
  clickCharacter(id: number): void {
    const pick = this.pick;
    if (pick?.type === "card") {
      this.act({ type: "play", card: pick.position, target: id }, `You played ${pick.name}.`);
      return;
    }
    if (pick?.type === "attacker") {
      if (pick.id === id) {
        this.pick = null;
        this.changed("Cancelled.");
        return;
      }
      this.act({ type: "attack", attacker: pick.id, defender: id }, "Attacked.");
      return;
    }
    const mine = [this.view.heroes[0], ...this.view.boards[0]].some((c) => c.id === id);
    if (!mine) {
      this.changed("Click one of your characters first to attack with it (a green one can attack).", true);
      return;
    }
    this.pick = { type: "attacker", id };
    this.changed("Choose the character to attack (Esc cancels).");
  }

  endTurn(): void {
    this.act({ type: "endTurn" }, "");
    if (this.error) return;
    const n = this.match.aiActions.length - 1;
    const played = n <= 0 ? "nothing" : `${n} action${n > 1 ? "s" : ""}`;
    if (this.view.result === null)
      this.changed(
        `The AI (${this.match.aiName}) played ${played} and ended its turn: see the log. Your turn.`,
      );
  }

  undo(): void {
    this.pick = null;
    try {
      this.match.undo();
    } catch (err) {
      this.changed((err as Error).message, true);
      return;
    }
    this.changed("Undone: back to before your last action.");
  }

  cancel(): void {
    if (this.pick === null) return;
    this.pick = null;
    this.changed("Cancelled.");
  }

  /** A new duel with the same decks and AI, the seed one more. */
  restart(match: DuelMatch): void {
    this.match = match;
    this.pick = null;
    this.changed("A new duel: your turn.");
  }
}
