/**
 * Who may attack whom (docs/rules.md §3.10; Hearthstone Wiki: Attack, Charge, Rush, Windfury, Taunt,
 * Freeze): each rule is one check, in the order a player meets them, and `attackProblem` says which
 * one an attack breaks, naming what broke it.
 */
import { gameIsOver, noTurns, notYourTurn, unknownId, wrongArgument } from "./errors";
import { hasKeyword, keywordsOf } from "./keywords";
import { enemyTargetProblem, isImmune } from "./stealth";
import type { GameState, Id } from "./types";
import { attackOf, enemyOf, isHero, nameOf } from "./world";

/** A character as messages name it: `<card name> (id 7)`. */
export function named(state: GameState, id: Id): string {
  return `${nameOf(state, id)} (id ${id})`;
}

/**
 * How many attacks a character has each turn (docs/rules.md §3.10): 4 with Mega-Windfury, 2 with Windfury
 * (its own, or its weapon's), else 1. The two do not add up (Hearthstone Wiki, Windfury: "Windfury and
 * Mega-Windfury (attack 4 times per turn) do not stack. A minion with both Windfury and Mega-Windfury will
 * only benefit from Mega-Windfury").
 */
export function attacksPerTurn(state: GameState, id: Id): number {
  let per = 1;
  for (const k of keywordsOf(state, id)) // one pass over the keywords: legal-action lists ask per attacker
    if (k === "megaWindfury") return 4;
    else if (k === "windfury") per = 2;
  return per;
}

/** The keyword that gives `per` attacks a turn, as the attack error names it. */
const EXTRA_ATTACKS: Readonly<Record<number, string>> = { 2: "Windfury", 4: "Mega-Windfury" };

/**
 * Summoning sickness (docs/rules.md §3.10; Hearthstone Wiki: a minion "cannot attack on the turn it is
 * summoned"): a minion that entered play during the current turn, played or summoned, is sick; a hero
 * never is. Charge cures it; Rush cures it for attacks on minions only (`attackProblem`).
 */
export function summoningSick(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  return e.card !== null && state.duel !== null && e.entered === state.duel.turn;
}

/** Is it a character in play: a hero, or a minion on a board (a weapon is in play but no character)? */
function isCharacterInPlay(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  return isHero(state, id) || (e.zone === "board" && state.sides[e.owner].board.includes(id));
}

/**
 * The Taunt minions on a player's board, left to right: those in Stealth or Immune do not count (Hearthstone
 * Wiki, Stealth: a minion in Stealth "given Taunt by another card will not act as a taunt until it comes out
 * of Stealth"; Immune: "Taunt minions that are Immune have their Taunt ability temporarily suppressed").
 */
export function tauntMinions(state: GameState, player: 0 | 1): Id[] {
  return state.sides[player].board.filter(
    (id) => hasKeyword(state, id, "taunt") && !state.entities[id].stealthed && !isImmune(state, id),
  );
}

/**
 * Could this character still attack this turn, whatever the target (the Freeze thaw rule, docs/rules.md
 * §3.10)? It has attacks left, and is not summoning sick unless Charge (or Rush, with an enemy minion
 * to attack) lets it. Frozen or not, and its Attack, do not matter here.
 */
export function hasAttackLeft(state: GameState, id: Id): boolean {
  const e = state.entities[id];
  if (e.attacks > 0 && e.attacks >= attacksPerTurn(state, id)) return false; // every character has 1 at least
  if (!summoningSick(state, id) || hasKeyword(state, id, "charge")) return true;
  return hasKeyword(state, id, "rush") && state.sides[enemyOf(e.owner)].board.length > 0;
}

/**
 * Why `attacker` may not attack `defender` now, or null (docs/rules.md §3.10): the game must be a duel
 * and not over; the attacker a character in play of the player whose turn it is, not Frozen, with attacks
 * left this turn (1, 2 with Windfury, 4 with Mega-Windfury), some Attack, and no summoning sickness (Charge: none; Rush: none
 * against minions); the defender an enemy character in play, not in Stealth nor Immune (`enemyTargetProblem`);
 * and while the defender's side has a Taunt minion neither, the defender must be one of them.
 */
export function attackProblem(state: GameState, attacker: Id, defender: Id): string | null {
  const duel = state.duel;
  if (duel === null) return noTurns("attack").message;
  if (duel.winner !== null) return gameIsOver("attack", duel.winner).message;
  for (const [role, id] of [
    ["attacker", attacker],
    ["defender", defender],
  ] as const) {
    if (!Number.isInteger(id)) return wrongArgument(`attack: ${role}`, "an id (a whole number)", id).message;
    if (state.entities[id] === undefined) return unknownId(id).message;
  }
  const a = state.entities[attacker];
  if (!isCharacterInPlay(state, attacker))
    return `attack: ${named(state, attacker)} is not a character in play (it is in the ${a.zone === "board" ? "weapon slot" : a.zone})`;
  if (a.owner !== duel.active) return notYourTurn("attack", named(state, attacker), a.owner, duel.active);
  if (a.frozen) return `attack: ${named(state, attacker)} is Frozen: it misses this attack`;
  const per = a.attacks > 0 ? attacksPerTurn(state, attacker) : 1; // no attack yet: one is always left
  if (a.attacks >= per)
    return `attack: ${named(state, attacker)} has already attacked ${per === 1 ? "this turn" : `${per} times this turn (${EXTRA_ATTACKS[per]})`}`;
  if (attackOf(state, attacker) <= 0)
    return `attack: ${named(state, attacker)} has no Attack${a.card === null ? " (a hero attacks with a weapon)" : ""}`;
  const d = state.entities[defender];
  if (!isCharacterInPlay(state, defender) || d.owner === a.owner)
    return `attack: the defender must be an enemy character in play; ${named(state, defender)} is ${d.owner === a.owner ? `player ${a.owner}'s own` : `in the ${d.zone}`}`;
  const hidden = enemyTargetProblem(state, defender, a.owner, "attack:");
  if (hidden !== null) return hidden;
  if (summoningSick(state, attacker) && !hasKeyword(state, attacker, "charge")) {
    if (!hasKeyword(state, attacker, "rush"))
      return `attack: ${named(state, attacker)} entered play this turn: it cannot attack until its owner's next turn (summoning sickness; Charge or Rush would let it)`;
    if (d.card === null)
      return `attack: ${named(state, attacker)} has Rush and entered play this turn: it can attack minions only`;
  }
  const taunts = tauntMinions(state, d.owner);
  if (taunts.length > 0 && !taunts.includes(defender))
    return `attack: ${named(state, defender)} cannot be attacked while player ${d.owner} has a minion with Taunt: ${taunts.map((t) => named(state, t)).join(", ")}`;
  return null;
}

/** Every enemy character `attacker` may attack now (docs/rules.md §3.10), hero first, then the board left to right. */
export function attackTargets(state: GameState, attacker: Id): Id[] {
  const e = state.entities[attacker];
  if (e === undefined) return [];
  const enemy = state.sides[enemyOf(e.owner)];
  return [enemy.hero, ...enemy.board].filter((d) => attackProblem(state, attacker, d) === null);
}

/** Can this character attack something now? (`attackTargets` is not empty.) */
export function canAttack(state: GameState, id: Id): boolean {
  return attackTargets(state, id).length > 0;
}
