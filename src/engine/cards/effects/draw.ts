import type { Agent } from "../causes";
import { damageByNoCharacter } from "../damage";
import { type Run, record } from "../run";
import type { FatigueRule, Player } from "../types";
import { moveTo } from "../world";
import type { EffectHandler } from ".";

/**
 * What an empty-deck draw does, by the game's Fatigue rule (docs/rules.md §3.1, §3.10): both log
 * `Fatigue{player}`; the course's game does nothing else, a duel's then deals the player's hero 1, 2, 3…
 * damage (Hearthstone: each Fatigue deals one more than the last). That damage is a Damage event like any
 * other (the redirect, Armor, damage triggers), but no character deals it (`damageByNoCharacter`).
 */
const FATIGUE: Record<FatigueRule, (run: Run, player: Player, depth: number, by: Agent) => void> = {
  logOnly: (run, player, depth, by) => {
    record(run, depth, { type: "Fatigue", player }, by);
  },
  damage: (run, player, depth, by) => {
    const side = run.state.sides[player];
    record(run, depth, { type: "Fatigue", player }, by);
    side.fatigue += 1;
    damageByNoCharacter(run, side.hero, side.fatigue, depth, by);
  },
};

/**
 * Draw one card (docs/rules.md §3.1): the top of the deck (`deck[0]`) goes to the hand and logs `Drew`. An
 * empty deck is Fatigue, as the game's rule says (`FATIGUE`). A full hand burns the card: it goes to the
 * graveyard and logs `Burned`.
 */
export function drawOne(run: Run, player: Player, depth: number, by: Agent): void {
  const state = run.state;
  const side = state.sides[player];
  if (side.deck.length === 0) {
    FATIGUE[state.fatigue](run, player, depth, by);
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
