import { assemble, type Half } from "./assemble";
import { auraUpdate } from "./auras";
import type { CardDef } from "./card-def";
import type { ActionKind, Agent, Origin } from "./causes";
import { cloneGame } from "./clone";
import { dealDamage } from "./damage";
import { quoted, unknownCard, unknownId, wrongArgument, wrongType, wrongZone } from "./errors";
import { resolveTriggersOf, runEffects, settle } from "./queue";
import { cardNamed, illFormedReason, registerCompiled } from "./registry";
import { doom, record } from "./run";
import { runSequence } from "./sequence";
import type { Aura, Chooser, GameState, Id, Player, Zone } from "./types";
import { createEntity, entity, isMinionInPlay, moveTo, nameOf } from "./world";

/**
 * Everything that can be done to a card game, as data (the Command pattern). `summon`, `addToHand`,
 * `addToDeck`, `registerCards`, `assemble` and `setRuleAuras` are setup: no Sequence, no events (an
 * Aura Update follows, so a summoned aura is live at once). The rest are one Sequence each, and the
 * player's action is what their own records are caused by (docs/rules.md §3.11); a destroy may carry a
 * cause of its caller's instead (`origin`: SpellGrid's destroy hook names what on the grid destroyed).
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
  | { type: "destroy"; targets: readonly Id[]; origin?: Origin }
  | { type: "play"; handId: Id };

type Result<A extends Action> = A["type"] extends "summon" | "addToHand" | "addToDeck"
  ? Id
  : A["type"] extends "assemble"
    ? string
    : undefined;

/** The player's action as the agent of what it records itself. */
function byAction(action: ActionKind, origin: Origin | null = null): Agent {
  return { kind: "action", action, origin };
}

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

/** Does the spell need a chosen target? (docs/rules.md §3.6) */
export const needsTarget = (def: CardDef) =>
  def.text.some((c) => c.type === "effect" && "target" in c && c.target === "chosen");

/**
 * Why `cast` would fail, or null (docs/rules.md §3.6): the card must be a spell; a spell with a `chosen` target
 * needs a minion in play as its target, and one without takes none; a card from hand must be there.
 */
export function castProblem(
  state: GameState,
  card: string,
  target: Id | null,
  fromHand: Id | null,
): string | null {
  if (typeof card !== "string") return wrongArgument("cast: card", "a card name (a string)", card).message;
  if (target !== null && !Number.isInteger(target))
    return wrongArgument("cast: target", "an id (a whole number)", target).message;
  const spell = state.cards.get(card);
  if (spell === undefined) return unknownCard(card).message;
  if (spell.def.type !== "spell") return wrongType("cast", card, spell.def.type, "spell").message;
  if (fromHand !== null) {
    const e = state.entities[fromHand];
    if (!e) return unknownId(fromHand).message;
    if (e.zone !== "hand" || e.card !== spell)
      return wrongZone("cast", fromHand, nameOf(state, fromHand), e.zone, "hand").message;
  }
  const name = quoted(card);
  if (!needsTarget(spell.def)) return target === null ? null : `cast: ${name} takes no target`;
  if (target === null) return `cast: ${name} needs a target (a minion in play)`;
  if (!isMinionInPlay(state, target))
    return `cast: ${name} needs a minion in play as its target; id ${target} is not one`;
  return null;
}

function cast(state: GameState, chooser: Chooser | null, a: Extract<Action, { type: "cast" }>): void {
  checkPlayer("cast", a.player);
  const problem = castProblem(state, a.card, a.target, a.fromHand);
  if (problem !== null) throw new Error(problem);
  const spell = cardNamed(state, a.card);
  if (a.fromHand !== null) moveTo(state, a.fromHand, "graveyard");
  runSequence(state, chooser, (run) => {
    const line = record(run, 0, { type: "SpellCast", card: a.card }, byAction("cast"));
    settle(run, 0);
    const site = { run, source: null, card: a.card, trigger: null, owner: a.player, depth: 0, line };
    runEffects(spell.effects, { ...site, chosen: a.target });
  });
}

/** Why `play(handId)` would fail, or null (docs/api.md M4): a minion in a hand, onto a board with room. */
export function playProblem(state: GameState, handId: Id): string | null {
  if (!Number.isInteger(handId))
    return wrongArgument("play: handId", "an id (a whole number)", handId).message;
  const e = state.entities[handId];
  if (!e) return unknownId(handId).message;
  const name = nameOf(state, handId);
  if (e.zone !== "hand") return wrongZone("play", handId, name, e.zone, "hand").message;
  if (e.card!.def.type !== "minion") return wrongType("play", name, e.card!.def.type, "minion").message;
  if (state.sides[e.owner].board.length >= state.limits.board)
    return `play: ${name} (id ${handId}): player ${e.owner}'s board is full (${state.limits.board} minions)`;
  return null;
}

function play(state: GameState, chooser: Chooser | null, handId: Id): void {
  const problem = playProblem(state, handId);
  if (problem !== null) throw new Error(problem);
  runSequence(state, chooser, (run) => {
    moveTo(state, handId, "board");
    const line = record(run, 0, { type: "Summoned", id: handId }, byAction("play"));
    resolveTriggersOf(run, handId, "battlecry", 0, line);
    settle(run, 0); // after the Battlecry (Advanced rulebook: the After Summon Phase follows the Battlecry Phase)
  });
}

/** Carry out one action on `state` in place. Prefer `apply`, which leaves the original untouched. */
export function perform<A extends Action>(state: GameState, action: A, chooser: Chooser | null): Result<A> {
  const a = action as Action;
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
      if (!Number.isInteger(a.amount))
        throw new Error(`dealDamage: amount must be a whole number, not ${a.amount}`);
      inPlay(state, a.target, "dealDamage");
      runSequence(state, chooser, (run) => {
        dealDamage(run, [a.target], a.amount, 0, byAction("dealDamage"));
        settle(run, 0);
      });
      return undefined as Result<A>;
    case "cast":
      cast(state, chooser, a);
      return undefined as Result<A>;
    case "destroy":
      for (const id of a.targets) {
        inPlay(state, id, "destroy");
        if (entity(state, id).card === null) throw new Error(`destroy: id ${id} is a hero, not a minion`);
      }
      runSequence(state, chooser, (run) => {
        const by = byAction("destroy", a.origin ?? null);
        for (const id of a.targets) {
          state.entities[id].pendingDestroy = true;
          doom(run, id, by);
        }
      });
      return undefined as Result<A>;
    case "play":
      play(state, chooser, a.handId);
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
