/**
 * Reborn (docs/rules.md §3.10; Hearthstone Wiki, Reborn): a minion "resummoned with 1 Health the first time
 * it's destroyed". After the Deathrattles of its Death Phase ("Deathrattles are resolved before Reborn,
 * regardless of the order in which the cards were played"), each dead minion whose Reborn was still to come,
 * in order of play, comes back as a new minion of its card where it stood (its remembered index, as a
 * Deathrattle's summon), with 1 Health, its card's maximum Health ("Reborn minions keep the max health of
 * the original minion") and no Reborn; it logs `Summoned`, whose Queue resolves before the next ("The Reborn
 * effect is considered summoning and will interact with on-summon triggers"). Reborn is no Deathrattle: a
 * Deathrattle doubler does not double it. Onto a full board nothing is summoned and no event logged; the
 * journal keeps a `NotSummoned`, caused as the copy's `Summoned` would have been (docs/rules.md §3.11).
 */
import { settle } from "./queue";
import { type Run, record } from "./run";
import type { Id } from "./types";
import { createEntity } from "./world";

/** The Reborns of a Death Phase's dead (`dead`, in order of play; `lines`: each one's `Destroyed`). */
export function rebornStep(run: Run, dead: readonly Id[], lines: readonly number[]): void {
  const state = run.state;
  for (let i = 0; i < dead.length; i++) {
    const e = state.entities[dead[i]];
    if (!e.reborn || e.card === null || e.diedAt < 0) continue;
    const board = state.sides[e.owner].board;
    const cause = { kind: "reborn", source: e.id, line: lines[i] } as const;
    if (board.length >= state.limits.board) {
      const { limits } = state;
      record(run, 0, { type: "NotSummoned", card: e.card.name, player: e.owner, limit: limits.board }, cause);
      continue;
    }
    const copy =
      state.entities[createEntity(state, e.card, e.owner, "board", Math.min(e.diedAt, board.length))];
    copy.health = 1;
    copy.reborn = false;
    const mark = run.raised.length;
    record(run, 0, { type: "Summoned", id: copy.id }, cause);
    settle(run, mark);
  }
}
