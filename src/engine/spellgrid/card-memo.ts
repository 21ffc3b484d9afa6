/**
 * Card Sequences remembered (docs/rules.md §6.5, §7: a search plays one state's actions many times): the
 * card engine is a pure function of the game, the action and the chooser's answers, so a cast or a play on
 * a shared card game (never changed again) that asked the chooser nothing leaves, played again, an equal
 * game with equal records. seam-sequence.ts takes them from here. Checked by
 * tests/spellgrid/card-memo.test.ts.
 */
import type { Action, Chooser, GameState, LogRecord } from "../cards";

/**
 * A card Sequence played before on the same card game: the game it left (its log emptied, as
 * `runCardSequence` leaves it) and the records it logged.
 */
export interface PlayedSequence {
  readonly game: GameState;
  readonly log: readonly LogRecord[];
}

/**
 * The Sequences played on each shared card game, by action. A shared game (`gameShared`) is never
 * changed again: whoever holds it copies it before a write (`ownGame`). The card engine is a pure
 * function of the game, the action and the chooser's answers, so the same action on the same shared
 * game, asking the chooser nothing, leaves an equal game with equal records. Kept weakly: a game
 * nobody holds takes its Sequences with it.
 */
const played = new WeakMap<GameState, Map<string, PlayedSequence>>();

/**
 * The key of an action whose Sequence may be remembered (a cast or a play), or null. A null chooser
 * makes the engine draw its own answers where a chooser would be asked: another key.
 */
export function sequenceKey(action: Action, chooser: Chooser | null): string | null {
  const asks = chooser === null ? "n" : "c";
  switch (action.type) {
    case "cast":
      return `${asks}c${action.player}|${action.target}|${action.fromHand}|${action.card}`;
    case "play":
      return `${asks}p${action.handId}`;
    default:
      return null;
  }
}

/** The Sequence of the action keyed `which` played on the shared game `game` before, or undefined. */
export function playedBefore(game: GameState, which: string): PlayedSequence | undefined {
  return played.get(game)?.get(which);
}

/**
 * Remember that the action keyed `which`, played on the shared game `before`, left `sequence` (whose
 * game must be shared from now on: never changed in place again).
 */
export function rememberSequence(before: GameState, which: string, sequence: PlayedSequence): void {
  let byKey = played.get(before);
  if (byKey === undefined) played.set(before, (byKey = new Map()));
  byKey.set(which, sequence);
}

/**
 * `chooser`, noting in `asked.value` whether the engine asked it anything (a Sequence that asked is
 * not remembered: its answers came from outside the game).
 */
export function watched(chooser: Chooser | null, asked: { value: boolean }): Chooser | null {
  if (chooser === null) return null;
  return (kind, options) => {
    asked.value = true;
    return chooser(kind, options);
  };
}
