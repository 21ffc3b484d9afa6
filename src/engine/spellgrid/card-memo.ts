/**
 * Card Sequences remembered (docs/rules.md §6.5, §7: a search plays one state's actions many times): the
 * card engine is a pure function of the game, the action and the chooser's answers, so a cast or a play on
 * a shared card game (never changed again) asks the chooser the same first question (its kind and
 * options) every time; given the same answer, the same next one; and so on, until it ends the same way:
 * an equal game with equal records, or the same Sequence limit passed. Each action's questions are kept
 * as a tree keyed by the answers given. seam-sequence.ts walks and grows it. Checked by
 * tests/spellgrid/card-memo.test.ts and tests/spellgrid/card-questions.test.ts.
 */
import type { Action, ChoiceKind, Chooser, GameState, LogRecord, SequenceLimitError } from "../cards";

/**
 * A card Sequence played before on the same card game: the game it left (its log emptied, as
 * `runCardSequence` leaves it) and the records it logged.
 */
export interface PlayedSequence {
  readonly game: GameState;
  readonly log: readonly LogRecord[];
}

/** A Sequence that passed a limit, its error as the card engine threw it (in the card engine's ids). */
export interface Refused {
  readonly refused: SequenceLimitError;
}

/**
 * A question the Sequence asked the chooser (its kind and options, as the engine passes them), and
 * what followed each answer given so far (an answer not listed was never given, or the engine refused it).
 */
export interface Question {
  readonly kind: ChoiceKind;
  readonly options: readonly string[];
  readonly next: Map<SequenceKey, Remembered>;
}

/** What an action on a shared game does next: ask a question, or end (played, or refused). */
export type Remembered = PlayedSequence | Refused | Question;

/**
 * What each action did on each shared card game, by action. A shared game (`gameShared`) is never
 * changed again: whoever holds it copies it before a write (`ownGame`). Kept weakly: a game nobody
 * holds takes its Sequences with it.
 */
const played = new WeakMap<GameState, Map<SequenceKey, Remembered>>();

/** A key of the tree: an action's (`sequenceKey`) or an answer given. */
export type SequenceKey = string | number;

/**
 * The key of an action whose Sequence may be remembered (a cast or a play), or null. A null chooser
 * makes the engine draw its own answers where a chooser would be asked: another key. A play of a hand
 * card with a whole id ≥ 0 is keyed by a number (twice the id, + 1 with a chooser: a lookup by it hashes
 * no string, nor is one made per play); a cast whose fields are small (`castNumber`) by a negative
 * number (never a play's); any other action by a string (never equal to a number).
 */
export function sequenceKey(action: Action, chooser: Chooser | null): SequenceKey | null {
  switch (action.type) {
    case "cast": {
      const n = castNumber(action.card, action.player, action.target, action.fromHand, chooser !== null);
      if (n !== null) return n;
      const asks = chooser === null ? "n" : "c";
      return `${asks}c${action.player}|${action.target}|${action.fromHand}|${action.card}`;
    }
    case "play": {
      const h = action.handId;
      return Number.isSafeInteger(h) && h >= 0 && h < 2 ** 30
        ? h * 2 + (chooser === null ? 0 : 1)
        : `${chooser === null ? "n" : "c"}p${h}`;
    }
    default:
      return null;
  }
}

/** The card names met in casts, each numbered once (`castNumber`), at most `CAST_NAMES` of them. */
const castNames = new Map<string, number>();
const CAST_NAMES = 2 ** 11;

/** An id of at most 8 bits, + 1 (0: none), or -1 when it does not fit: a whole number 0 … 254, or null. */
function smallId(id: number | null): number {
  if (id === null) return 0;
  return Number.isInteger(id) && id >= 0 && id < 255 ? id + 1 : -1;
}

/**
 * A cast's key as a negative number, one per cast (its card, player, target, hand card and whether a
 * chooser answers, packed in 29 bits: −1 − that), or null when a field does not fit (a player other than
 * 0 or 1, an id past 254 or not whole, a card past the first `CAST_NAMES` names met).
 */
function castNumber(
  card: string,
  player: number,
  target: number | null,
  fromHand: number | null,
  asks: boolean,
): number | null {
  const t = smallId(target);
  const h = smallId(fromHand);
  if (t < 0 || h < 0 || (player !== 0 && player !== 1)) return null;
  let c = castNames.get(card);
  if (c === undefined) {
    if (castNames.size >= CAST_NAMES) return null;
    castNames.set(card, (c = castNames.size));
  }
  return -1 - ((((c * 256 + h) * 256 + t) * 2 + player) * 2 + (asks ? 1 : 0));
}

/** What each action did on the shared game `game` (a cast or a play: `sequenceKey`), made empty if new. */
export function playedOn(game: GameState): Map<SequenceKey, Remembered> {
  let byKey = played.get(game);
  if (byKey === undefined) played.set(game, (byKey = new Map()));
  return byKey;
}

/**
 * Where a play of an action on a shared game is remembered as it goes: the answers given so far on
 * the tree's path (`answers`), and the map and key of the slot the next thing it does fills (at the
 * root, `playedOn`'s map and the action's key).
 */
export interface Recording {
  readonly answers: string[];
  at: Map<SequenceKey, Remembered>;
  key: SequenceKey;
}

/** Remember in the recording's slot how the Sequence ended (its game must be shared from now on). */
export function ended(r: Recording, end: PlayedSequence | Refused): void {
  r.at.set(r.key, end);
}

/**
 * `chooser` for a play recorded by `r`: the answers `r` holds are given again (the chooser was asked
 * those questions already, on the tree's path), then the chooser answers each question, which is
 * remembered first, so one the chooser throws at is there for the next play.
 */
export function recorded(chooser: Chooser, r: Recording): Chooser {
  const given = r.answers;
  let asked = 0;
  return (kind, options) => {
    if (asked < given.length) return given[asked++];
    const q: Question = { kind, options: [...options], next: new Map() };
    r.at.set(r.key, q);
    r.at = q.next;
    const answer = chooser(kind, options);
    r.key = answer;
    return answer;
  };
}
