/**
 * Playing and casting (docs/rules.md §3.6): why each would fail, and the outermost Phase each runs. The
 * course's `play` and `cast` actions and a duel's `playCard` (src/engine/cards/play-card.ts) share them.
 */
import { sendAuras } from "./auras";
import type { CardDef, Clause } from "./card-def";
import { byAction } from "./causes";
import { listenersOf } from "./dispatch";
import { quoted, unknownCard, unknownId, wrongArgument, wrongType, wrongZone } from "./errors";
import { fillQueue, resolveTrigger, runEffects, settle } from "./queue";
import { cardNamed } from "./registry";
import { type Run, record } from "./run";
import type { Phase } from "./sequence";
import { afterCastPhase, type Casting, heldSpellbursts } from "./spellburst";
import { castTargetProblem, enemyTargetProblem } from "./stealth";
import type { GameState, Id, Player } from "./types";
import { equip, isCharacterInPlay, isMinionInPlay, moveTo, nameOf, unequip } from "./world";

/**
 * Does the card take a chosen target when it is played? A spell with a `chosen` or `chosenCharacter` target,
 * and a minion whose Battlecry has one (docs/rules.md §3.6, §4.3): a minion's can stand under its Battlecry
 * only (§4.1).
 */
export const needsTarget = (def: CardDef) => def.text.some(takesChosen);

/** Does the clause act on the target picked as its card is played (`chosen` or `chosenCharacter`)? */
const takesChosen = (c: Clause) =>
  c.type === "effect" && "target" in c && (c.target === "chosen" || c.target === "chosenCharacter");

/**
 * May the card's target be a hero? Yes when it acts on `chosenCharacter` and never on `chosen` (a card
 * with both takes a minion, which both may name).
 */
export const picksCharacter = (def: CardDef) =>
  def.text.some((c) => c.type === "effect" && "target" in c && c.target === "chosenCharacter") &&
  !def.text.some((c) => c.type === "effect" && "target" in c && c.target === "chosen");

/** What a card's target must be, in words: "a minion in play", or "a character (a hero or a minion in play)". */
export const targetWords = (def: CardDef) =>
  picksCharacter(def) ? "a character (a hero or a minion in play)" : "a minion in play";

/** May `id` be the card's target, before Stealth and Immune (`enemyTargetProblem`)? */
const fitsTarget = (state: GameState, def: CardDef, id: Id) =>
  picksCharacter(def) ? isCharacterInPlay(state, id) : isMinionInPlay(state, id);

/**
 * The characters a player may pick as the target of a card's `chosen` (docs/rules.md §3.6): every minion in
 * play, by order of play, but an enemy one in Stealth or Immune (§3.10); for a card that picks a character
 * (`picksCharacter`) the two heroes first, player 0's then player 1's (play order, §3.2).
 */
export function choosableTargets(state: GameState, player: Player, def: CardDef | null = null): Id[] {
  const heroes = def !== null && picksCharacter(def) ? [state.sides[0].hero, state.sides[1].hero] : [];
  return [...heroes, ...state.inPlay].filter((id) => enemyTargetProblem(state, id, player, "") === null);
}

/**
 * Why a minion cannot be played from hand with this target, or null (docs/rules.md §3.6, "A targeted
 * Battlecry"): a minion without a targeted Battlecry takes none; one with it takes a character it may pick
 * (`choosableTargets`: a minion, or for `chosenCharacter` a hero too), and must take one while there is one
 * (Hearthstone Wiki, Battlecry: "A target must be selected, if possible"); with none to pick it is played
 * with no target, and its Battlecry does nothing ("If no suitable target is available, the battlecry simply
 * will not occur"). `call` opens the message.
 */
export function battlecryTargetProblem(
  state: GameState,
  handId: Id,
  target: Id | null,
  call: string,
): string | null {
  const def = state.entities[handId].card!.def;
  const name = `${nameOf(state, handId)} (id ${handId})`;
  if (!needsTarget(def))
    return target === null ? null : `${call}: ${nameOf(state, handId)} is a minion and takes no target`;
  if (target !== null && !Number.isInteger(target))
    return wrongArgument(`${call}: target`, "an id (a whole number)", target).message;
  const owner = state.entities[handId].owner;
  if (target === null) {
    const can = choosableTargets(state, owner, def);
    return can.length === 0
      ? null
      : `${call}: ${name} needs a target for its Battlecry, ${targetWords(def)} (ids ${can.join(", ")})`;
  }
  if (!fitsTarget(state, def, target))
    return `${call}: ${name} needs ${targetWords(def)} as its Battlecry's target; id ${target} is not one`;
  return enemyTargetProblem(state, target, owner, `${call}: ${name}`);
}

/**
 * Why `cast` would fail, or null (docs/rules.md §3.6): the card must be a spell; a spell with a `chosen` target
 * needs a minion in play as its target, not an enemy minion in Stealth or Immune (§3.10: `player` casts it), and one
 * without takes none; a card from hand must be there.
 */
export function castProblem(
  state: GameState,
  card: string,
  target: Id | null,
  fromHand: Id | null,
  player: Player,
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
  if (!needsTarget(spell.def)) return target === null ? null : `cast: ${quoted(card)} takes no target`;
  if (target === null) return `cast: ${quoted(card)} needs a target (${targetWords(spell.def)})`;
  if (!fitsTarget(state, spell.def, target))
    return `cast: ${quoted(card)} needs ${targetWords(spell.def)} as its target; id ${target} is not one`;
  return castTargetProblem(state, card, target, player);
}

/**
 * Why `play(handId, target)` would fail, or null (docs/api.md M4): a minion in a hand, onto a board with
 * room, with the target its Battlecry takes (`battlecryTargetProblem`).
 */
export function playProblem(state: GameState, handId: Id, target: Id | null = null): string | null {
  if (!Number.isInteger(handId))
    return wrongArgument("play: handId", "an id (a whole number)", handId).message;
  const e = state.entities[handId];
  if (!e) return unknownId(handId).message;
  const name = nameOf(state, handId);
  if (e.zone !== "hand") return wrongZone("play", handId, name, e.zone, "hand").message;
  if (e.card!.def.type !== "minion") return wrongType("play", name, e.card!.def.type, "minion").message;
  return battlecryTargetProblem(state, handId, target, "play") ?? boardFull(state, handId);
}

/** A full board refuses a played minion (docs/rules.md §3.1). */
export function boardFull(state: GameState, handId: Id): string | null {
  const owner = state.entities[handId].owner;
  if (state.sides[owner].board.length < state.limits.board) return null;
  return `play: ${nameOf(state, handId)} (id ${handId}): player ${owner}'s board is full (${state.limits.board} minions)`;
}

/**
 * A cast (docs/rules.md §3.6, §3.10): one Sequence of two outermost Phases, the spell's own (`castPhase`) and
 * the After Cast Phase (its Spellbursts, src/engine/cards/spellburst.ts), with the end-of-Phase steps
 * between them, so the spell's dead have left play before any Spellburst (Hearthstone Wiki, Spellburst:
 * "The minion must survive for the Spellburst to trigger").
 */
export const CAST_PHASES: readonly Phase<Cast>[] = [
  (run, c) => {
    c.held = heldSpellbursts(run.state, c.player);
    c.line = castPhase(run, c.card, c.player, c.target, c.fromHand);
  },
  afterCastPhase,
];

/** A cast in progress (`CAST_PHASES`): the spell, its target and the card from hand, and what its Phases share. */
export interface Cast extends Casting {
  card: string;
  target: Id | null;
  fromHand: Id | null;
}

/** A new `Cast`, before its first Phase. */
export function newCast(card: string, player: Player, target: Id | null, fromHand: Id | null): Cast {
  return { card, player, target, fromHand, line: -1, held: null };
}

/**
 * A cast's outermost Phase (docs/rules.md §3.6): a card from hand goes to the graveyard; `SpellCast`, its
 * Queue, then the spell's effects in order. Returns the line of its `SpellCast`.
 */
export function castPhase(
  run: Run,
  card: string,
  player: Player,
  target: Id | null,
  fromHand: Id | null,
): number {
  const spell = cardNamed(run.state, card);
  if (fromHand !== null) moveTo(run.state, fromHand, "graveyard");
  const line = record(run, 0, { type: "SpellCast", card }, byAction("cast", null, target));
  settle(run, 0);
  runEffects(spell.effects, {
    run,
    source: null,
    card,
    trigger: null,
    owner: player,
    depth: 0,
    chosen: target,
    line,
  });
  return line;
}

/**
 * Playing a minion (docs/rules.md §3.6): one Sequence of two outermost Phases, so the end-of-Phase steps
 * (the Death Creation Step and any Death Phases it brings) run between them (Advanced rulebook: "When the
 * outermost Phase resolves, Hearthstone will run several Steps, including processing Deaths"; HearthSim
 * hs-bugs #1000: deaths are processed "after the Battlecry but before After Summon Triggers (Knife Juggler
 * etc) resolve"). The Battlecry Phase: the minion enters the right end of its owner's board (`Summoned`)
 * and its Battlecry resolves. The After Summon Phase: the Queue of its `Summoned`, filled with the minions
 * in play then that were in play when it entered (docs/rules.md §3.2), so neither a minion the Battlecry
 * killed nor one it summoned answers; with nobody to answer it the After Summon Phase is quiet (`run.quiet`: it
 * changes nothing, and its end-of-Phase steps are skipped). The phases share the `Summoned` line, held back from the
 * first Phase's settling (`Play`).
 */
export const MINION_PHASES: readonly Phase<Play>[] = [
  (run, p) => {
    p.summoned = battlecryPhase(run, p.handId, p.target);
    p.bound = run.state.entities[p.handId].order;
  },
  afterSummonPhase,
];

/**
 * A play of a card from hand in progress, the data its Phases share (plain, one per play): the card, its
 * target, and for a minion the line of its `Summoned` and the last order of play given out when it entered
 * (-1 until its Battlecry Phase has run).
 */
export interface Play {
  handId: Id;
  target: Id | null;
  summoned: number;
  bound: number;
  /** For a spell, its cast (`CAST_PHASES`); null until it is cast. */
  cast: Cast | null;
}

/** A new `Play` of the card `handId` (with `target`), before its first Phase. */
export function newPlay(handId: Id, target: Id | null): Play {
  return { handId, target, summoned: -1, bound: -1, cast: null };
}

/**
 * The After Summon Phase of a play (`MINION_PHASES`): the Queue of its `Summoned`, or quiet. It does not
 * run when the played minion has left play (its Battlecry killed it, and the end of the Battlecry Phase
 * removed it): Advanced rulebook, Rule 6, "Subsequent Phases of a Sequence will not run if a subject is
 * required but is no longer in play" (docs/rules.md §3.6).
 */
function afterSummonPhase(run: Run, p: Play): void {
  if (
    !isMinionInPlay(run.state, p.handId) ||
    fillQueue(run.state, p.summoned, listenersOf("Summoned")!, run.resolving, p.bound).length === 0
  ) {
    run.quiet = true;
    return;
  }
  run.raised.push(p.summoned, p.bound);
}

/**
 * The Battlecry Phase of a play (`MINION_PHASES`): the minion enters and its auras are sent (`sendAuras`),
 * then its Battlecry resolves, at the target chosen when it was played (`chosen`, checked again as each
 * effect resolves: docs/rules.md §4.3); a targeted Battlecry played with no target (there was none to
 * pick) does not occur at all, no `Triggered` (Hearthstone Wiki, Battlecry: "If no suitable target is
 * available, the battlecry simply will not occur"). Returns the line of its `Summoned`, not yet settled.
 */
function battlecryPhase(run: Run, handId: Id, target: Id | null): number {
  moveTo(run.state, handId, "board");
  sendAuras(run.state, handId);
  const line = record(run, 0, { type: "Summoned", id: handId }, byAction("play", null, target));
  let held = 0;
  while (held < run.raised.length && run.raised[held] !== line) held += 2;
  run.raised.splice(held, 2);
  for (const t of run.state.entities[handId].card!.triggers)
    if (t.trigger === "battlecry" && (target !== null || !t.effects.some(takesChosen)))
      resolveTrigger(run, handId, t, 0, line, target);
  return line;
}

/**
 * Equipping a weapon (docs/rules.md §3.10; Hearthstone: a hero holds one weapon, and a new one destroys
 * the old): the old weapon goes to the graveyard (`Destroyed`), the new one is equipped
 * (`WeaponEquipped`) and its hero's Attack becomes the weapon's.
 */
export function equipPhase(run: Run, handId: Id): void {
  const state = run.state;
  const owner = state.entities[handId].owner;
  const old = state.sides[owner].weapon;
  if (old !== null) {
    unequip(state, old);
    record(run, 0, { type: "Destroyed", id: old }, byAction("play"));
  }
  equip(state, handId);
  record(run, 0, { type: "WeaponEquipped", player: owner, id: handId }, byAction("play"));
}
