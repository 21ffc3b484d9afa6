/**
 * TELE (docs/rules.md §5.5; research §4 step 6): an object standing on a TELE object (on its float level)
 * is sent to another TELE object of the same kind, chosen as the game does, at random, but from the
 * level's seeded state (`nextRandom`): one choice per object sent, TELE objects oldest first and the
 * objects on each oldest first. A TELE object alone of its kind sends nothing; an object of the TELE
 * object's own kind is never sent by it, but one of another kind is, TELE or not (the game's `moveblock`
 * skips only riders named as the pad is); an object on two TELE objects is sent once, by the oldest.
 * Every ride is decided from the board as the phase found it: a rider lands on the cell where its
 * destination stood then, even if that TELE object is sent away too.
 * Every text object is named TEXT, as in the game, so for TELE all text is one kind: with `TEXT IS TELE`
 * any word sends to any other word, and no word is sent by one. A STILL object is never sent, and takes no
 * draw (the game's `moveblock` skips a `targetstill` rider before it chooses).
 */
import { shiftObject } from "../board";
import { kindWritesSoFar } from "../hash";
import { shortcutsOn } from "../move-cells";
import { type Bits, bitsOf } from "../prop-bits";
import { collectHaving, havingNo, propsAmong } from "../props-of";
import { nextRandom } from "../random";
import type { Level, RuleState } from "../types";

// Scratch (the phase runs no hook): the TELE objects grouped by kind, each group oldest first (`group`,
// kind k's from `from[k]`, `size[k]` of them; `place[t]`: t's index in its group); per id, the phase in
// which it was sent (`sentIn`); the objects sent and their destinations, in the order decided, two
// numbers per object (`sends`: twice the room of the others, from the start as after `room` grows it).
let group = new Int32Array(64);
let from = new Int32Array(0);
let size = new Int32Array(0);
let place = new Int32Array(64);
let sentIn = new Int32Array(64);
let phaseNo = 0;
let sends = new Int32Array(128);
const riders: number[] = []; // written over, never shortened (a length set is a call into the runtime)
const TELES: number[] = []; // the TELE objects, oldest first (written over, as `riders`)

/**
 * The TELE group of kind `k`: the kind itself, or for every text kind the first text kind (`firstText`),
 * since every word is named TEXT (see the file comment). A function of the module, not a closure: a
 * closure made on every turn costs more than the phase.
 */
const groupOf = (k: number, firstText: number): number => Math.min(k, firstText);

// The TELE list the groups were made from (props-of.ts `havingNo`: one number, one list of ids; 0: none),
// the kinds array it was read in and the kind writes then (hash.ts `kindWritesSoFar`): while all three are
// the same, so are the ids and their kinds, hence the groups (`group`, `from`, `size`, `place`).
let groupedNo = 0;
let groupedKinds: readonly number[] | null = null;
let groupedWrites = -1;

/** Room in the scratch for a level of `ids` ids and `kinds` kinds (the groups are made afresh if it grows). */
function room(ids: number, kinds: number): void {
  if (place.length < ids || from.length < kinds) groupedNo = 0;
  if (place.length < ids) {
    group = new Int32Array(ids * 2);
    place = new Int32Array(ids * 2);
    sentIn = new Int32Array(ids * 2);
    sends = new Int32Array(ids * 4);
  }
  if (from.length < kinds) {
    from = new Int32Array(kinds);
    size = new Int32Array(kinds);
  }
  if (++phaseNo === 2 ** 30) {
    phaseNo = 1; // numbers are reused: forget which objects earlier phases sent
    sentIn.fill(0);
  }
}

/** Whether the TELE phase can act under the rules `f`: some kind may be TELE. */
export const teleActs = (f: RuleState, B: Bits): boolean => (f.anyProps & B.TELE) !== 0;

/**
 * The `tele` phase: every destination is chosen first, then the objects are sent. The TELE objects are
 * listed once (`collectHaving`, oldest first); with fewer than two, none has another of its kind.
 */
export function telePhase(level: Level): void {
  const B = bitsOf(level.lexicon);
  if (!teleActs(level.inForce, B)) return;
  const teles = collectHaving(level, B.TELE, TELES);
  if (teles < 2) return;
  const kinds = level.kinds.names.length;
  const text = level.kinds.firstText;
  room(level.nextId, kinds);
  const no = havingNo();
  if (
    no === 0 ||
    no !== groupedNo ||
    level.kind !== groupedKinds ||
    kindWritesSoFar() !== groupedWrites ||
    !shortcutsOn()
  ) {
    groupTeles(level, teles, text);
    groupedNo = no;
    groupedKinds = level.kind;
    groupedWrites = kindWritesSoFar();
  }
  let n = 0; // sends[0…2n): object, the cell of its destination as the phase found it, before any moves
  for (let t = 0; t < teles; t++) {
    const id = TELES[t];
    const k = groupOf(level.kind[id], text);
    if (size[k] < 2) continue;
    const float = propsAmong(level, id, B.FLOAT);
    let m = 0; // the first m of `riders`, oldest first (insertion sort: a cell holds a few)
    for (let o = level.head[level.y[id] * level.width + level.x[id]]; o >= 0; o = level.next[o]) {
      if (
        groupOf(level.kind[o], text) === k ||
        propsAmong(level, o, B.FLOAT | B.STILL) !== float || // (a STILL one is not sent: stillness.ts)
        sentIn[o] === phaseNo
      )
        continue;
      let j = m++;
      for (; j > 0 && riders[j - 1] > o; j--) riders[j] = riders[j - 1];
      riders[j] = o;
    }
    for (let r = 0; r < m; r++) {
      const i = nextRandom(level, size[k] - 1); // one of the others: skip the TELE object itself
      sentIn[riders[r]] = phaseNo;
      const to = group[from[k] + (i >= place[id] ? i + 1 : i)]; // a TELE object that may be sent itself
      sends[n * 2] = riders[r];
      sends[n++ * 2 + 1] = level.y[to] * level.width + level.x[to];
    }
  }
  for (let i = 0; i < n; i++) {
    const o = sends[i * 2];
    const to = sends[i * 2 + 1];
    const tx = to % level.width;
    shiftObject(level, o, tx - level.x[o], (to - tx) / level.width - level.y[o]);
  }
}

/**
 * Groups the `teles` TELE objects in `TELES` (oldest first) by kind (`groupOf`, text one group): each group
 * oldest first from `from[k]` in `group`, `size[k]` of them, each object's index in its group in `place`.
 */
function groupTeles(level: Level, teles: number, text: number): void {
  for (let i = 0; i < teles; i++) size[groupOf(level.kind[TELES[i]], text)] = 0; // (only the groups present)
  for (let i = 0; i < teles; i++) size[groupOf(level.kind[TELES[i]], text)]++;
  for (let i = 0, at = 0; i < teles; i++) {
    const k = groupOf(level.kind[TELES[i]], text); // each group placed once, at its oldest TELE object
    if (size[k] < 0) continue;
    from[k] = at;
    at += size[k];
    size[k] = -1;
  }
  for (let i = 0; i < teles; i++) size[groupOf(level.kind[TELES[i]], text)] = 0; // counted again as the groups fill
  for (let i = 0; i < teles; i++) {
    const id = TELES[i];
    const k = groupOf(level.kind[id], text);
    place[id] = size[k];
    group[from[k] + size[k]++] = id;
  }
}
