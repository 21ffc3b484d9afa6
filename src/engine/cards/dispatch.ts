/**
 * The trigger dispatch table (docs/rules.md §3.2; Advanced rulebook: "A Queue is created and filled with
 * all triggers that can respond"): which record types fire which triggers, and whom each record is about
 * (its subject, which a trigger's scope tests). A new trigger is one row here, one in the vocabulary
 * (`TRIGGERS`) and its words in the renderer. Battlecries and Deathrattles are not dispatched by records:
 * they resolve at fixed moments (docs/rules.md §3.3, §3.6).
 */
import type { TriggerName } from "./card-def";
import type { GameEvent } from "./events";
import type { GameState, Id } from "./types";

/** One row: records of this type fire `trigger`; `subject` is the character the record is about. */
export interface Listener<R extends GameEvent = GameEvent> {
  readonly trigger: TriggerName;
  readonly subject: (record: R, state: GameState) => Id;
}

type Table = { readonly [T in GameEvent["type"]]?: readonly Listener<Extract<GameEvent, { type: T }>>[] };

export const DISPATCH = {
  Damaged: [
    { trigger: "damaged", subject: (r) => r.target },
    { trigger: "frenzy", subject: (r) => r.target },
  ],
  Summoned: [{ trigger: "afterSummon", subject: (r) => r.id }],
  Attacked: [{ trigger: "attack", subject: (r) => r.attacker }],
  TurnStarted: [{ trigger: "startOfTurn", subject: (r, state) => state.sides[r.player].hero }],
  TurnEnded: [{ trigger: "endOfTurn", subject: (r, state) => state.sides[r.player].hero }],
  Overkill: [{ trigger: "overkill", subject: (r) => r.source }],
} as const satisfies Table;

/** The rows for a record type (none for a record nothing listens to). */
export function listenersOf(type: string): readonly Listener[] | undefined {
  return (DISPATCH as Readonly<Record<string, readonly Listener[] | undefined>>)[type];
}
