import {
  type Action,
  type Chooser,
  type GameState,
  type LogRecord,
  nameOf,
  perform,
  SequenceLimitError,
} from "../cards";
import { isAlive, placeObject, posOf, removeObjects, reparse, touch } from "../grid";
import {
  ended,
  type PlayedSequence,
  playedOn,
  type Recording,
  type Refused,
  recorded,
  sequenceKey,
} from "./card-memo";
import { ownGame } from "./clone";
import { causesToSpellGrid, linkNewEntities, toSpellGridIds } from "./ids";
import { gridContinues, takeGridRecords } from "./journal";
import { assembleOffers } from "./never-played";
import { syncRules } from "./seam-rules";
import type { SpellGridState } from "./types";

/**
 * Run one card-engine Sequence and carry its grid changes over (seam 3, Module 10). The grid is frozen
 * while the Sequence runs; when it ends, each `TextSpawned` writes its word on its minion's tile (read
 * while the minion is still there), after each minion with a `Destroyed` event has left the grid (so
 * the grid never holds both: at the object limit a dying minion's word takes its place), then the rules
 * are parsed again and handed back to the cards (seam 1), before anything else happens. (The parse
 * is skipped when the grid says nothing that can change the rules has changed: same rules, less work.)
 * The Sequence's journal joins SpellGrid's after the grid's records so far, with SpellGrid ids, its
 * causes' lines moved along, `nest` levels deeper in the tree (under the grid record that started it,
 * docs/rules.md §6.9); the grid learns which record wrote or removed each object, so the rules the
 * parse forms or breaks name it as their cause. A state that keeps no journal (`logKept` false) skips
 * the copying; the card engine's own log is emptied all the same. Such a state (a search's) plays a cast
 * or a play on a shared card game once per answers given: played again on the same game, the action
 * asks the chooser the questions the first play asked and takes the game and records the first play
 * with those answers left (card-memo.ts), as the card engine is a pure function of them.
 * A state that keeps no journal is checked to play exactly as one that keeps it by
 * tests/spellgrid/log-kept.test.ts, and a Sequence taken from card-memo.ts to play as one played afresh
 * by tests/spellgrid/card-memo.test.ts and card-questions.test.ts.
 */
export function runCardSequence(s: SpellGridState, action: Action, chooser: Chooser | null, nest = 0): void {
  syncRules(s);
  takeGridRecords(s);
  const log = s.logKept ? performed(s, action, chooser) : performedOnce(s, action, chooser);
  linkNewEntities(s);
  const start = s.log.length;
  const writes: { line: number; word: string; at: [number, number]; writer: string }[] = [];
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (e.type !== "TextSpawned") continue;
    const at = posOf(s.level, s.external[e.source]); // its minion's tile, read while it stands there
    const writer = `${nameOf(s.game, e.source)} #${s.external[e.source]}`;
    if (at) writes.push({ line: start + i, word: e.word, at, writer });
  }
  for (let i = 0; i < log.length; i++) {
    const e = log[i];
    if (e.type !== "Destroyed") continue;
    const id = s.external[e.id];
    if (isAlive(s.level, id)) {
      removeObjects(s.level, [id]);
      touch(s.level, id, start + i);
    }
  }
  // the dead leave before the words arrive, so a dying minion's word takes its place at the object limit
  for (const { line, word, at, writer } of writes) {
    const what = `seam 3: the word ${word} ${writer} writes at (${at[0]}, ${at[1]})`; // an error names it
    touch(s.level, placeObject(s.level, `text:${word}`, at[0], at[1], what), line);
  }
  if (s.logKept) {
    const { depths, causes } = s.game;
    const mapped = causesToSpellGrid(s, causes, start);
    for (let i = 0; i < log.length; i++) {
      s.log.push(toSpellGridIds(s, log[i]));
      s.depths.push(depths[i] + nest);
      s.causes.push(mapped[i]);
      s.nest.push(nest);
    }
    emptyLog(s.game);
  }
  gridContinues(s);
  if (s.level.dirty) reparse(s.level); // the grid marks itself dirty whenever a change can alter the rules
  syncRules(s);
}

/** Play `action` on the card game of `s` (its own: copied first if shared); its records. */
function performed(s: SpellGridState, action: Action, chooser: Chooser | null): readonly LogRecord[] {
  performInSpellGridIds(s, ownGame(s), action, chooser);
  return s.game.log;
}

/**
 * `performed`, for a state that keeps no journal (a search's), the card engine's log emptied at
 * once. On a shared card game the action is played once per answers given: played again, it asks the
 * chooser the questions remembered (card-memo.ts), in order, once each, and takes the game and records
 * (or the limit's error) the first play with those answers left, instead of copying the game and
 * playing it again; where the remembered questions end before the Sequence does, it is played afresh,
 * the answers already given given again without asking, and what it asks and does is remembered. A
 * chooser's throw passes through as it is (the state's game may stay the shared one: it is not
 * changed). A play that started from a game of the state's own is not remembered.
 */
function performedOnce(s: SpellGridState, action: Action, chooser: Chooser | null): readonly LogRecord[] {
  const before = s.game;
  const key = s.gameShared ? sequenceKey(action, chooser) : null;
  if (key === null) return performedAfresh(s, action, chooser);
  const byKey = playedOn(before);
  let known = byKey.get(key);
  if (known !== undefined && !("next" in known)) return taken(s, known); // asked nothing: no recording
  const r: Recording = { answers: [], at: byKey, key };
  while (known !== undefined && "next" in known) {
    // a question is kept only under a chooser's key (a null chooser is never asked: its engine draws)
    const answer = (chooser as Chooser)(known.kind, [...known.options]);
    r.answers.push(answer);
    r.at = known.next;
    r.key = answer;
    known = known.next.get(answer);
  }
  if (known !== undefined) return taken(s, known);
  const log = performedAfresh(s, action, chooser === null ? null : recorded(chooser, r), r);
  ended(r, { game: s.game, log });
  s.gameShared = true; // the game is remembered: never changed in place from now on
  return log;
}

/** How a Sequence played before ended, taken by `s`: the game and records it left, or its limit's error. */
function taken(s: SpellGridState, end: PlayedSequence | Refused): readonly LogRecord[] {
  if ("refused" in end) throw inSpellGridIds(s, end.refused);
  s.game = end.game; // the id maps stay the state's
  s.gameShared = true;
  return end.log;
}

/**
 * `performed` with the card engine's log emptied at once (the game is the state's own); a limit's
 * error is remembered by `r` when one is given.
 */
function performedAfresh(
  s: SpellGridState,
  action: Action,
  chooser: Chooser | null,
  r: Recording | null = null,
): readonly LogRecord[] {
  const game = ownGame(s);
  performInSpellGridIds(s, game, action, chooser, r);
  const log = game.log;
  emptyLog(game);
  return log;
}

/**
 * `perform` on `game`, a Sequence limit's error (the Death Phase limit, the Sequence budget: docs/rules.md
 * §3.2, §3.3) told in SpellGrid ids, as the journal is (`toSpellGridIds`): the card engine names each
 * minion by its own id, which a SpellGrid user never sees. A minion made in the Sequence that failed
 * never got a SpellGrid id and is named as new.
 */
function performInSpellGridIds(
  s: SpellGridState,
  game: GameState,
  action: Action,
  chooser: Chooser | null,
  r: Recording | null = null,
): void {
  try {
    perform(game, action, chooser, assembleOffers); // Assemble offers only what SpellGrid can play
  } catch (e) {
    if (!(e instanceof SequenceLimitError)) throw e;
    if (r !== null) ended(r, { refused: e }); // as the card engine threw it: told in each state's ids
    throw inSpellGridIds(s, e);
  }
}

/** A Sequence limit's error told in the SpellGrid ids of `s` (a minion without one is named as new). */
function inSpellGridIds(s: SpellGridState, e: SequenceLimitError): SequenceLimitError {
  return e.inIds((id) => s.external[id] ?? null);
}

/** Empty the card engine's log of `game` (its records were taken: the next Sequence logs afresh). */
function emptyLog(game: GameState): void {
  game.log = [];
  game.depths = [];
  game.causes = [];
}
