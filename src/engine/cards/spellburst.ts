/**
 * Spellburst (docs/rules.md §3.10; Hearthstone Wiki, Spellburst: "an ability that causes a minion or weapon to
 * do something the first time you cast a spell with it in play, and only the first time"; "When the minion
 * is first played, Spellburst acts as an 'after spell cast' Triggered effect. Once a spell is cast, it loses
 * the Spellburst graphic and effect"; "The minion must survive for the Spellburst to trigger"). A cast is a
 * Sequence of two outermost Phases, as a play is (docs/rules.md §3.6): the spell's own (`SpellCast`, its
 * effects), then the After Cast Phase here, after the end-of-Phase steps, so the minions the spell killed
 * have left play and their Deathrattles resolved. In it each `spellburst` trigger of the caster's minions
 * that were in play when the spell was cast (docs/rules.md §3.2, "Only who was there answers") and are in
 * play still resolves, in order of play, fired by the `SpellCast`; then the minion plays on as its card
 * without its Spellburst (`spentCard`), so the next spell sets off nothing. A minion Silenced by then has no
 * Spellburst to run. With none to run the Phase is quiet.
 */
import { resolveTrigger } from "./queue";
import type { Run } from "./run";
import type { CompiledCard, CompiledTrigger, GameState, Id, Player } from "./types";

/**
 * A cast in progress, the data its two Phases share: who casts, its `SpellCast` line, and the caster's
 * minions that held a Spellburst as the spell was cast, each with its card then (`heldSpellbursts`; null
 * for none).
 */
export interface Casting {
  player: Player;
  line: number;
  held: [Id, CompiledCard][] | null;
}

/**
 * The caster's minions holding a Spellburst as a spell is cast, in order of play, each with its card then,
 * or null for none: only they answer it (Hearthstone Wiki, Spellburst: "the first time you cast a spell
 * with it in play"). A minion the spell itself Transforms into a Spellburst minion (it keeps its id,
 * docs/rules.md §3.10) did not hold that Spellburst when the spell was cast, and does not answer it.
 */
export function heldSpellbursts(state: GameState, player: Player): [Id, CompiledCard][] | null {
  if (!spellburstOnBoard(state, player)) return null;
  const held: [Id, CompiledCard][] = [];
  for (const id of state.inPlay) {
    const e = state.entities[id];
    if (e.owner === player && holdsSpellburst(e.card!)) held.push([id, e.card!]);
  }
  return held;
}

/** Does the card have a Spellburst (still to run)? */
function holdsSpellburst(card: CompiledCard): boolean {
  const triggers = card.triggers;
  for (let j = 0; j < triggers.length; j++) if (triggers[j].trigger === "spellburst") return true;
  return false;
}

/** Each card's card once its Spellburst has run, made once per compiled card. */
const spentCards = new WeakMap<CompiledCard, CompiledCard>();

/**
 * The card a minion of `card` plays on as once its Spellburst has run: the same card (its text is still
 * printed, its key differs) without its `spellburst` triggers.
 */
export function spentCard(card: CompiledCard): CompiledCard {
  let spent = spentCards.get(card);
  if (spent === undefined) {
    const triggers = card.triggers.filter((t) => t.trigger !== "spellburst");
    spent = { ...card, triggers, key: (card.key ^ 0x0b0b0b0b) >>> 0 };
    spentCards.set(card, spent);
  }
  return spent;
}

/**
 * The After Cast Phase: the Spellbursts `c.player`'s minions held when the spell was cast (`c.held`), in order
 * of play, each while its minion is still in play above 0 Health and still holds it; each spends its
 * minion's Spellburst (`spentCard`), unless its card has changed since (Silenced: no Spellburst left;
 * Transformed, by the spell or since: the new card's Spellburst waits for the next spell). Quiet when there
 * are none.
 */
export function afterCastPhase(run: Run, c: Casting): void {
  const state = run.state;
  if (c.held === null || !spellburstOnBoard(state, c.player)) {
    run.quiet = true;
    return;
  }
  let due: [Id, CompiledTrigger, CompiledCard][] | null = null;
  for (const [id, card] of c.held)
    if (state.entities[id].card === card)
      for (const t of card.triggers) if (t.trigger === "spellburst") (due ??= []).push([id, t, card]);
  if (due === null) {
    run.quiet = true;
    return;
  }
  for (const [id, t] of due) {
    const e = state.entities[id];
    if (e.zone !== "board" || e.health <= 0 || e.pendingDestroy || !e.card!.triggers.includes(t)) continue;
    resolveTrigger(run, id, t, 0, c.line);
  }
  for (const [id, , card] of due) {
    const e = state.entities[id];
    if (e.card === card) e.card = spentCard(card); // not one Silenced or Transformed since: its card is another
  }
}

/**
 * Does one of `player`'s minions in play have a Spellburst still to run? Their board list holds exactly
 * their minions in `state.inPlay` (world.ts `enter`, `leave`), so with none the After Cast Phase is quiet
 * without the scan in order of play: most casts find none, and this is the whole cost of their Phase.
 */
function spellburstOnBoard(state: GameState, player: Player): boolean {
  const board = state.sides[player].board;
  for (let i = 0; i < board.length; i++) if (holdsSpellburst(state.entities[board[i]].card!)) return true;
  return false;
}
