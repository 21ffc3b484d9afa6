/**
 * Combat (docs/rules.md §3.10; Advanced rulebook, Combat): an attack is one Sequence of two Phases. The
 * Proposed Attack step logs `Attacked{attacker, defender}` and resolves its Queue (`attack` triggers),
 * which may change the defender or remove either side; the end-of-Phase steps follow. Then, unless the
 * attacker or the defender has left play or is mortally wounded (the attack is cancelled), the Combat
 * Phase: the attack is counted, the attacker and the defender damage each other at once, both Damage
 * events created before any Queue and before either Lifesteal heal (Hearthstone Wiki, Attack: they
 * "simultaneously deal damage to each other"); a hero attacking with a weapon then spends one Durability. The Death
 * Creation Step follows. A cancelled attack is not counted: the attacker may attack again this turn
 * (HearthSim hs-bugs #16: when the Proposed Attack step removes the target, "the attack aborts and you are
 * not exhausted or lose durability. This is the normal case"; the rulebook says nothing of it).
 */
import { attackProblem } from "./attack-rules";
import { byAction } from "./causes";
import { exchangeDamage } from "./damage";
import { doom, newRun, type Run, record } from "./run";
import { type Phase, runPhases } from "./sequence";
import { loseStealth } from "./stealth";
import type { Chooser, GameState, Id } from "./types";
import { attackOf } from "./world";

/** The Proposed Attack step: `Attacked` is logged (nothing is counted yet); the runner settles its Queue. */
function proposedAttack(run: Run, attacker: Id, defender: Id): void {
  const line = record(run, 0, { type: "Attacked", attacker, defender }, byAction("attack"));
  run.combat = { attacker, defender, line };
}

/** Still able to fight: in play, above 0 Health and not pending destroy. */
function standing(run: Run, id: Id): boolean {
  const e = run.state.entities[id];
  return e.zone === "board" && e.health > 0 && !e.pendingDestroy;
}

/**
 * The Combat Phase, reached only by an attack that was not cancelled: the attack is counted against the
 * attacker's attacks this turn (so a cancelled one is not), the attacker leaves Stealth (`StealthLost`,
 * docs/rules.md §3.10: before the damage, so a cancelled attack keeps it), then simultaneous damage. The attacker deals
 * its Attack (`attackOf`) to the defender; a minion defender deals its Attack back, a hero defender none,
 * whatever its Attack (Hearthstone Wiki, Character: an attacked hero "will not deal damage to the minion,
 * even if they have an Attack value"). Both Damage events are created before either Queue, then the
 * Lifesteal heals (`exchangeDamage`). A weapon then loses one Durability (`DurabilityLost`); at 0 it
 * leaves play in the Death Creation Step.
 */
function combatPhase(run: Run): void {
  const combat = run.combat;
  if (combat === null || !standing(run, combat.attacker) || !standing(run, combat.defender)) return;
  const state = run.state;
  const { attacker, defender, line } = combat;
  const a = state.entities[attacker];
  const d = state.entities[defender];
  a.attacks += 1;
  loseStealth(run, attacker, 0, { kind: "combat", source: attacker, line });
  const dealt = attackOf(state, attacker);
  const back = d.card === null ? 0 : d.attack;
  exchangeDamage(run, attacker, defender, dealt, back, line);
  const weapon = a.card === null ? state.sides[a.owner].weapon : null;
  if (weapon !== null) {
    const w = state.entities[weapon];
    w.health -= 1;
    const lost = record(
      run,
      0,
      { type: "DurabilityLost", id: weapon, durability: w.health },
      { kind: "combat", source: attacker, line },
    );
    if (w.health <= 0) doom(run, weapon, { kind: "lethal", line: lost });
  }
}

/** An attack's two outermost Phases (module constants: the sides are the Phases' shared data). */
const ATTACK_PHASES: readonly Phase<{ attacker: Id; defender: Id }>[] = [
  (run, a) => proposedAttack(run, a.attacker, a.defender),
  combatPhase,
];

/** `attack(attacker, defender)`: checked (`attackProblem`), then one Sequence: Proposed Attack, Combat. */
export function attack(state: GameState, chooser: Chooser | null, attacker: Id, defender: Id): void {
  const problem = attackProblem(state, attacker, defender);
  if (problem !== null) throw new Error(problem);
  runPhases(newRun(state, chooser), ATTACK_PHASES, { attacker, defender });
}
