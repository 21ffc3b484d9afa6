import type { Agent } from "../causes";
import { type Run, record } from "../run";
import type { Player } from "../types";
import { moveTo } from "../world";
import type { EffectHandler } from ".";

/**
 * Draw one card (docs/rules.md §3.1): the top of the deck (`deck[0]`) goes to the hand and logs `Drew`. An
 * empty deck logs `Fatigue` and does nothing else (the course's rule: no damage). A full hand burns
 * the card: it goes to the graveyard and logs `Burned`.
 */
export function drawOne(run: Run, player: Player, depth: number, by: Agent): void {
  const state = run.state;
  const side = state.sides[player];
  if (side.deck.length === 0) {
    record(run, depth, { type: "Fatigue", player }, by);
    return;
  }
  const id = side.deck[0];
  if (side.hand.length >= state.limits.hand) {
    moveTo(state, id, "graveyard");
    record(run, depth, { type: "Burned", player, id }, by);
    return;
  }
  moveTo(state, id, "hand");
  record(run, depth, { type: "Drew", player, id }, by);
}

/** `draw {count}`: the source's owner draws `count` cards, one at a time. */
export const draw: EffectHandler<"draw"> = (ctx, clause) => {
  for (let i = 0; i < clause.count; i++) drawOne(ctx.run, ctx.owner, ctx.depth, ctx.by);
};
