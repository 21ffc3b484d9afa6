import { cardNamed } from "../registry";
import { record } from "../run";
import type { GameState, Id, Player } from "../types";
import { createEntity } from "../world";
import type { EffectHandler } from ".";

/**
 * Where a summon lands (docs/rules.md §3.3): a Deathrattle's summon stands where the dead minion stood (its
 * remembered index, clamped to the board); a minion still in play summons immediately to its right;
 * a spell summons at the right end.
 */
function summonIndex(state: GameState, owner: Player, source: Id | null): number {
  const board = state.sides[owner].board;
  if (source === null) return board.length;
  const e = state.entities[source];
  if (e.zone === "board") return board.indexOf(source) + 1;
  if (e.diedAt >= 0) return Math.min(e.diedAt, board.length);
  return board.length;
}

/**
 * `summon {card, count}`: each token gets a new order of play and logs `Summoned`; several are placed
 * left to right in summon order. A summon onto a full board does nothing (no event).
 */
export const summon: EffectHandler<"summon"> = (ctx, clause) => {
  const state = ctx.run.state;
  const card = cardNamed(state, clause.card);
  const board = state.sides[ctx.owner].board;
  const at = summonIndex(state, ctx.owner, ctx.source);
  for (let i = 0; i < clause.count; i++) {
    if (board.length >= state.limits.board) return;
    const id = createEntity(state, card, ctx.owner, "board", at + i);
    record(ctx.run, ctx.depth, { type: "Summoned", id }, ctx.by);
  }
};
