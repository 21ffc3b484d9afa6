/**
 * The direction properties (docs/rules.md §5.5; research §4 step 1, `statusblock`): an object that is UP,
 * DOWN, LEFT or RIGHT turns to face that way before anything moves; with several, the last of RIGHT, UP,
 * LEFT, DOWN wins, unless it is SLEEP (the game's `statusblock` turns no sleeping object). A level with a journal records each change as `Turned`, caused by the word's rule.
 */
import { turnObject } from "../board";
import { DIRECTION_WORDS } from "../facing";
import { latestCause } from "../journal";
import { noteTurned } from "../journal-moves";
import { giver } from "../journal-rules";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, condTouches, propsAmong } from "../props-of";
import type { Level, RuleState } from "../types";

/** Scratch: the objects with a direction property (a journal's note runs no hook). */
const TURNING: number[] = [];

/** Each word's property bit, in DIRECTION_WORDS' order, for the masks `bitsFor` (read by name once per lexicon's masks, not per turn). */
const BITS = new Int32Array(DIRECTION_WORDS.length);
let bitsFor: Bits | null = null;

/** Whether the facing phase can act under the rules `f`: some kind may be UP, DOWN, LEFT or RIGHT. */
export const facingActs = (f: RuleState, B: Bits): boolean =>
  (f.anyProps & (B.RIGHT | B.UP | B.LEFT | B.DOWN)) !== 0;

/** The index in DIRECTION_WORDS of the word an object of properties `p` faces: the last it has (-1: SLEEP). */
function wordOf(p: number, B: Bits): number {
  if (p & B.SLEEP) return -1; // a SLEEP object is turned by no direction word (the game's `statusblock`)
  let w = DIRECTION_WORDS.length - 1;
  while (!(p & BITS[w])) w--;
  return w;
}

// Per kind, `wordOf` its mask in the per-kind table `wordsFor` (read once per table: with no conditional
// rule, an object's word is its kind's).
let words = new Int8Array(0);
let wordsFor: readonly number[] | null = null;

/** `wordOf` each kind under the per-kind table `props` (only the kinds with a direction word are read). */
function kindWords(props: readonly number[], B: Bits, any: number): Int8Array {
  if (props === wordsFor) return words;
  if (words.length < props.length) words = new Int8Array(props.length);
  for (let k = 0; k < props.length; k++) words[k] = props[k] & any ? wordOf(props[k], B) : -1;
  wordsFor = props;
  return words;
}

/** The `facing` phase: every object with a direction property faces the last of its words. */
export function facingPhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  const any = B.RIGHT | B.UP | B.LEFT | B.DOWN;
  if (!facingActs(level.inForce, B)) return;
  const n = collectHaving(level, any, TURNING);
  if (bitsFor !== B) {
    for (let w = 0; w < DIRECTION_WORDS.length; w++) BITS[w] = B[DIRECTION_WORDS[w][0]];
    bitsFor = B;
    wordsFor = null;
  }
  const read = any | B.SLEEP; // (what an object's word is read from: by kind, unless a conditional rule touches it)
  const byKind = condTouches(level, read) ? null : kindWords(level.inForce.props, B, any);
  for (let i = 0; i < n; i++) {
    const id = TURNING[i];
    const w = byKind !== null ? byKind[level.kind[id]] : wordOf(propsAmong(level, id, read), B);
    if (w < 0) continue;
    const f = FACES[w];
    const was = level.facing[id];
    if (f === was) continue;
    turnObject(level, id, f);
    if (level.journal) {
      const rule = giver(level, id, DIRECTION_WORDS[w][0]);
      const line = latestCause(level.journal, [id], [rule.rule]);
      noteTurned(level, id, was, { kind: "rule", rule, line });
    }
  }
}

/** Each word's facing, in DIRECTION_WORDS' order. */
const FACES = Int32Array.from(DIRECTION_WORDS, (d) => d[1]);
