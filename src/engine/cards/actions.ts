import { type AssembleOffers, assemble, type Half } from "./assemble";
import { auraUpdate } from "./auras";
import type { CardDef } from "./card-def";
import { byAction, type Origin } from "./causes";
import { cloneGame } from "./clone";
import { attack } from "./combat";
import { DAMAGE_AMOUNT, dealDamage, isDamageAmount } from "./damage";
import { type DuelOpening, startDuel } from "./duel-start";
import { gameIsOver, wrongArgument, wrongType, wrongZone } from "./errors";
import { nestedNotPlainData, PLAIN_DATA } from "./plain-data";
import { playCard } from "./play-card";
import { CAST_PHASES, castProblem, MINION_PHASES, newCast, newPlay, playProblem } from "./playing";
import { settle } from "./queue";
import { cardNamed, illFormedReason, registerCompiled } from "./registry";
import { doom, newRun } from "./run";
import { runPhases, runSequence } from "./sequence";
import { endTurn } from "./turns";
import type { Aura, Chooser, GameState, Id, Player, Zone } from "./types";
import { createEntity, entity, nameOf } from "./world";

/**
 * Everything that can be done to a card game, as data (the Command pattern). `summon`, `addToHand`,
 * `addToDeck`, `registerCards`, `assemble` and `setRuleAuras` are setup: no Sequence, no events (an
 * Aura Update follows, so a summoned aura is live at once). The rest are one Sequence each, and the
 * player's action is what their own records are caused by (docs/rules.md §3.11); a destroy may carry a
 * cause of its caller's for each target instead (`origins`: SpellGrid's destroy hook names what on the
 * grid destroyed each minion). A duel adds `startDuel`, `playCard` (from the hand, for mana), `attack`
 * and `endTurn` (docs/rules.md §3.10); in a duel that is over, every action is an error.
 */
export type Action =
  | { type: "summon"; card: string; player: Player }
  | { type: "addToHand"; card: string; player: Player }
  | { type: "addToDeck"; card: string; player: Player }
  | { type: "registerCards"; defs: readonly CardDef[] }
  | { type: "assemble"; base: string; donor: string; half: Half }
  | { type: "setRuleAuras"; auras: readonly Aura[] }
  | { type: "dealDamage"; target: Id; amount: number }
  | { type: "cast"; card: string; player: Player; target: Id | null; fromHand: Id | null }
  | { type: "destroy"; targets: readonly Id[]; origins?: readonly Origin[] }
  | { type: "play"; handId: Id; target?: Id | null }
  | { type: "startDuel"; opening: DuelOpening }
  | { type: "playCard"; handId: Id; target: Id | null }
  | { type: "attack"; attacker: Id; defender: Id }
  | { type: "endTurn" };

type Result<A extends Action> = A["type"] extends "summon" | "addToHand" | "addToDeck"
  ? Id
  : A["type"] extends "assemble"
    ? string
    : undefined;

/** An action's player must be 0 or 1 (the harness says so first, naming its own call). */
function checkPlayer(what: string, player: unknown): void {
  if (player !== 0 && player !== 1) throw wrongArgument(`${what}: player`, "0 or 1", player);
}

function create(state: GameState, card: string, player: Player, zone: Zone, need?: "minion"): Id {
  checkPlayer(zone === "board" ? "summon" : "add", player);
  const c = cardNamed(state, card);
  if (need && c.def.type !== need)
    throw wrongType(zone === "board" ? "summon" : "add", card, c.def.type, need);
  const id = createEntity(state, c, player, zone);
  auraUpdate(state);
  return id;
}

function inPlay(state: GameState, id: Id, what: string): void {
  const e = entity(state, id);
  if (e.zone !== "board") throw wrongZone(what, id, nameOf(state, id), e.zone, "play");
}

function cast(
  state: GameState,
  chooser: Chooser | null,
  offers: AssembleOffers | null,
  a: Extract<Action, { type: "cast" }>,
): void {
  checkPlayer("cast", a.player);
  const problem = castProblem(state, a.card, a.target, a.fromHand, a.player);
  if (problem !== null) throw new Error(problem);
  runPhases(newRun(state, chooser, offers), CAST_PHASES, newCast(a.card, a.player, a.target, a.fromHand));
}

function play(
  state: GameState,
  chooser: Chooser | null,
  offers: AssembleOffers | null,
  handId: Id,
  target: Id | null,
): void {
  const problem = playProblem(state, handId, target);
  if (problem !== null) throw new Error(problem);
  runPhases(newRun(state, chooser, offers), MINION_PHASES, newPlay(handId, target));
}

/**
 * The action must be plain data through and through (`nestedNotPlainData`): the action itself (`action:
 * field "type" is inherited …`) and every object nested in it, named by its path from the action
 * (`registerCards: defs[1].text[0]: …`, `setRuleAuras: auras[0].origin: …`, `startDuel: opening: …`), so
 * the state never takes in an object whose fields come from a prototype (a clone or a hash would lose
 * them).
 */
function checkPlainAction(a: Action): void {
  const notPlain = nestedNotPlainData(a);
  if (notPlain === null) return;
  const { path, problem } = notPlain;
  const where =
    path === "" ? "action" : `${typeof a.type === "string" ? a.type : "action"}: ${path.slice(1)}`;
  throw new Error(`${where}: ${problem} ${PLAIN_DATA}`);
}

/**
 * Carry out one action on `state` in place. Prefer `apply`, which leaves the original untouched. `offers`:
 * which Assemble results the game can use (`AssembleOffers`; docs/rules.md §6.6), for the course's
 * Sequences SpellGrid runs (`dealDamage`, `cast`, `destroy`, `play`); null, every one.
 */
export function perform<A extends Action>(
  state: GameState,
  action: A,
  chooser: Chooser | null,
  offers: AssembleOffers | null = null,
): Result<A> {
  const a = action as Action;
  checkPlainAction(a);
  if (state.duel !== null && state.duel.winner !== null) throw gameIsOver(a.type, state.duel.winner);
  switch (a.type) {
    case "summon":
      return create(state, a.card, a.player, "board", "minion") as Result<A>;
    case "addToHand":
      return create(state, a.card, a.player, "hand") as Result<A>;
    case "addToDeck":
      return create(state, a.card, a.player, "deck") as Result<A>;
    case "registerCards":
      for (const def of a.defs) {
        const reason = illFormedReason(def);
        if (reason !== null) throw new Error(`card "${def.name}": ${reason}`);
      }
      registerCompiled(state, a.defs);
      return undefined as Result<A>;
    case "assemble":
      return assemble(state, a.base, a.donor, a.half) as Result<A>;
    case "setRuleAuras":
      state.ruleAuras = [...a.auras];
      auraUpdate(state);
      return undefined as Result<A>;
    case "dealDamage":
      if (!isDamageAmount(a.amount)) throw wrongArgument("dealDamage: amount", DAMAGE_AMOUNT, a.amount);
      inPlay(state, a.target, "dealDamage");
      runSequence(state, chooser, offers, (run) => {
        dealDamage(run, [a.target], a.amount, 0, byAction("dealDamage"));
        settle(run, 0);
      });
      return undefined as Result<A>;
    case "cast":
      cast(state, chooser, offers, a);
      return undefined as Result<A>;
    case "destroy":
      for (const id of a.targets) {
        inPlay(state, id, "destroy");
        if (entity(state, id).card === null) throw new Error(`destroy: id ${id} is a hero, not a minion`);
      }
      runSequence(state, chooser, offers, (run) => {
        const player = byAction("destroy");
        a.targets.forEach((id, i) => {
          state.entities[id].pendingDestroy = true;
          const origin = a.origins?.[i];
          doom(run, id, origin ? byAction("destroy", origin) : player);
        });
      });
      return undefined as Result<A>;
    case "play":
      play(state, chooser, offers, a.handId, a.target ?? null);
      return undefined as Result<A>;
    case "startDuel":
      startDuel(state, chooser, a.opening);
      return undefined as Result<A>;
    case "playCard":
      playCard(state, chooser, a.handId, a.target);
      return undefined as Result<A>;
    case "attack":
      attack(state, chooser, a.attacker, a.defender);
      return undefined as Result<A>;
    case "endTurn":
      endTurn(state, chooser);
      return undefined as Result<A>;
    default:
      a satisfies never;
      throw new Error(`unknown action ${JSON.stringify(a)}`);
  }
}

/**
 * Apply one action as a transaction: the result is a new state; `state` is never changed, so a call
 * that throws (an unknown card, the Death Phase limit, a chooser's bad answer) changes nothing.
 */
export function apply<A extends Action>(
  state: GameState,
  action: A,
  chooser: Chooser | null,
): [GameState, Result<A>] {
  const next = cloneGame(state);
  const value = perform(next, action, chooser);
  return [next, value];
}
