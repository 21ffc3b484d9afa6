/**
 * Stealth, and whom the enemy may not single out: a minion in Stealth or Immune (docs/rules.md §3.10; Hearthstone Wiki, Stealth): a minion in Stealth "cannot be directly
 * targeted by the opponent in any way" (attacks, spells), while its owner may still target it and area
 * effects still hit it; taking damage does not break it. It is lost for good when the minion attacks (as
 * the Combat Phase begins, before the damage: the Advanced rulebook's combat as HearthSim's Patashu reads
 * it, Brimstone pull request #10: "Just after the Combat Preparation Phase resolves, the attacker loses
 * Stealth") or is the source of a Damage event, a Divine Shield's included ("even one that deals 0
 * damage, such as popping Divine Shield, but NOT if it makes no Damage Event at all"): a triggered effect's
 * damage too (the Wiki: "This includes passive effects such as that of Knife Juggler").
 */
import type { Agent } from "./causes";
import { quoted } from "./errors";
import { type Run, record } from "./run";
import type { GameState, Id, Player } from "./types";
import { nameOf } from "./world";

/**
 * Why `player` may not single out `target`, or null: a minion in Stealth, or an Immune one (Hearthstone Wiki,
 * Immune: it "cannot be actively targeted by the opponent (similarly to Stealth)"), is kept from its
 * owner's enemy only. `what` opens the message (`attack:`, `cast: "<card>"`).
 */
export function enemyTargetProblem(
  state: GameState,
  target: Id,
  player: Player,
  what: string,
): string | null {
  const e = state.entities[target];
  if (e.owner === player) return null;
  const who = `${what} cannot target ${nameOf(state, target)} (id ${target})`;
  if (e.stealthed)
    return `${who}: it has Stealth, so player ${player}, its enemy, can neither attack it nor target it until it attacks or deals damage`;
  if (isImmune(state, target))
    return `${who}: it is Immune, so player ${player}, its enemy, can neither attack it nor target it`;
  return null;
}

/** `enemyTargetProblem` for a spell: `cast: "<card>" cannot target …`. */
export function castTargetProblem(state: GameState, card: string, target: Id, player: Player): string | null {
  return enemyTargetProblem(state, target, player, `cast: ${quoted(card)}`);
}

/**
 * Is this character Immune (docs/rules.md §3.10)? A minion with the keyword `immune`, for good (a hero
 * never is: the keyword is a minion's only).
 */
export function isImmune(state: GameState, id: Id): boolean {
  return state.entities[id].card?.keywords.includes("immune") === true;
}

/**
 * The minion leaves Stealth (`StealthLost`, caused by `by`): when it attacks, and when it is the source of a
 * Damage event while in play (a dead minion's Deathrattle damage has no Stealth to lose). Nothing when it
 * has none.
 */
export function loseStealth(run: Run, id: Id, depth: number, by: Agent): void {
  const e = run.state.entities[id];
  if (!e.stealthed || e.zone !== "board") return;
  e.stealthed = false;
  record(run, depth, { type: "StealthLost", id }, by);
}
