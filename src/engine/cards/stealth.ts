/**
 * Stealth (docs/rules.md §3.10; Hearthstone Wiki, Stealth): a minion in Stealth "cannot be directly
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

/** Is this character in Stealth now? (A hero never is.) */
export function inStealth(state: GameState, id: Id): boolean {
  return state.entities[id].stealthed;
}

/**
 * Why `player` may not single out `target` because of its Stealth, or null: a minion in Stealth is kept
 * from its owner's enemy only. `what` opens the message (`attack`, `cast: "<card>"`).
 */
export function stealthProblem(state: GameState, target: Id, player: Player, what: string): string | null {
  const e = state.entities[target];
  if (!e.stealthed || e.owner === player) return null;
  return `${what} cannot target ${nameOf(state, target)} (id ${target}): it has Stealth, so player ${player}, its enemy, can neither attack it nor target it until it attacks or deals damage`;
}

/** `stealthProblem` for a spell: `cast: "<card>" cannot target …`. */
export function castStealthProblem(
  state: GameState,
  card: string,
  target: Id,
  player: Player,
): string | null {
  return stealthProblem(state, target, player, `cast: ${quoted(card)}`);
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
