import { cardNamed } from "../registry";
import { record } from "../run";
import type { GameState, Id, Player } from "../types";
import { createEntity } from "../world";
import type { EffectHandler } from ".";

/**
 * Where the `step`-th minion of a summon lands (docs/rules.md §3.3): a Deathrattle's summon stands where the
 * dead minion stood (its remembered index, clamped to the board), never adjusted for what was summoned since,
 * so a second activation of the same Deathrattle (a doubler) lands left of the first's (HearthSim hs-bugs
 * #305: a dead minion "remembers the position in the Play zone it died in, and tries to spawn its
 * Deathrattle minions in that position", "the position is not adjusted"); a minion still in play summons
 * immediately to its right; a spell summons at the right end. The minions of one summon stand left to right
 * in summon order, each just right of the one before.
 */
function summonIndex(state: GameState, owner: Player, source: Id | null, step: number): number {
  const board = state.sides[owner].board;
  if (source === null) return board.length;
  const e = state.entities[source];
  if (e.zone === "board") return Math.min(board.indexOf(source) + 1 + step, board.length);
  if (e.diedAt >= 0) return Math.min(e.diedAt + step, board.length);
  return board.length;
}

/**
 * `summon {card, count}`, one minion a step (`EFFECT_STEPS`: the runner settles each one's Queues, its
 * After Summon Phase, before the next is summoned; HearthSim hs-bugs #861): it gets a new order of play and
 * logs `Summoned`. A summon onto a full board summons nothing and logs no event (Hearthstone: a board holds
 * at most 7 minions; further summons fail); the journal keeps a `NotSummoned` under the trigger or spell that
 * tried (docs/rules.md §3.11), so the log says why nothing appeared.
 */
export const summon: EffectHandler<"summon"> = (ctx, clause, step) => {
  const state = ctx.run.state;
  const board = state.sides[ctx.owner].board;
  if (board.length >= state.limits.board) {
    const failed = {
      type: "NotSummoned",
      card: clause.card,
      player: ctx.owner,
      limit: state.limits.board,
    } as const;
    record(ctx.run, ctx.depth, failed, ctx.by);
    return;
  }
  const card = cardNamed(state, clause.card);
  const id = createEntity(state, card, ctx.owner, "board", summonIndex(state, ctx.owner, ctx.source, step));
  record(ctx.run, ctx.depth, { type: "Summoned", id }, ctx.by);
};
