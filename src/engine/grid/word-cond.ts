/**
 * Conditional WORD (docs/rules.md §5.8 "Conditional WORD"; the game's `findwordunits()` and `code()`,
 * lilybeevee/Lilys-Mods `Data/rules.lua`): an object of a thing kind is read as the word of its noun where
 * a rule `X <cond> IS WORD` in force holds for it (its conditions read per object on the rules before the
 * round, as `code()` calls `testcond` before it empties `features`), and no `X <cond> IS NOT WORD` that
 * holds for it takes it away. When such a rule is in force the WORD rounds (word.ts) read objects, not
 * kinds: each round reads the text and the objects the round before made WORD (`propsOf`, so an
 * unconditional `X IS WORD` reads every X: SpellGrid tries unconditional rules first), until a round
 * reads the objects the one before read (a fixed point), the objects an earlier round read (a paradox:
 * the last round's rules stay), or `wordRounds` rounds. Each round depends on the board alone, so the
 * rules are a function of the board (IDLE, which reads the input, is read as at rest: false), after
 * undo and in the solver's decoder alike; the level parses again when the board changes where the
 * conditions may read (word-cond-inputs.ts). Levels with no such rule never come here.
 */

import type { CondTable } from "./cond-table";
import { readLine } from "./line-read";
import { lineCount, spelledCodes } from "./lines";
import { compiled, useParsed } from "./parse-record";
import { bitsOf } from "./prop-bits";
import type { Level, Parsed } from "./types";
import { MAY, wordRounds } from "./word";
import { freshMay, localWordConditions, markRead, mergeMay, noteRounds } from "./word-cond-inputs";
import { noteWordRules, sameWordRules, wordObjects } from "./word-cond-rules";

/**
 * `asWord` with MAY (word.ts) added for each thing kind a conditional WORD rule of `cond` names, as its
 * subject or as a target of its conditions (the game's `wordrelatedunits`: their moves call for a parse),
 * and `condWord`: whether there is such a rule. `may` is the record's own, made fresh (written in place).
 */
export function condWordOf(
  level: Level,
  cond: CondTable | null,
  may: Uint8Array | null,
): { asWord: Uint8Array | null; condWord: boolean } {
  const bit = bitsOf(level.lexicon).WORD;
  if (cond === null || bit === 0) return { asWord: may, condWord: false };
  const first = level.kinds.firstText;
  let out = may;
  let any = false;
  for (let k = 0; k < first; k++)
    for (const r of cond.byKind[k]) {
      if (r.bit !== bit) continue;
      any = true;
      out ??= new Uint8Array(level.kinds.names.length);
      out[k] |= MAY;
      for (const c of r.conditions)
        for (const t of c.targets) for (let j = 0; j < first; j++) if (t[j]) out[j] |= MAY;
    }
  return { asWord: out, condWord: any };
}

/**
 * The WORD rounds object by object (see above), from the text's record in force (the first round's):
 * the level's record becomes the rounds' (`textRound`: the text's; `readIds`: the objects the last round
 * read; `asWord`: MAY for every kind the text's or a round's rules name, or a round read), or stays the
 * text's when no object is WORD.
 */
export function parseObjectRounds(level: Level): void {
  const idle = level.idle; // the objects are read at rest, where IDLE never holds (§5.8 "Conditional WORD" (3))
  level.idle = false;
  try {
    objectRounds(level);
  } finally {
    level.idle = idle;
  }
}

/**
 * `parseObjectRounds` with IDLE false. A round whose rules give WORD as the round before's did (the same
 * kinds' masks, the same conditional WORD rules: `sameWordRules`), all of them LOCAL, makes WORD the
 * objects that round did, which it read: a fixed point, found without reading the objects again.
 */
function objectRounds(level: Level): void {
  const text = level.parsed as Parsed;
  if (seen.length > 0) seen.length = forces.length = 0; // (setting a length costs: only when it changes)
  const { WORD } = bitsOf(level.lexicon);
  const first = level.kinds.firstText;
  let local = localWordConditions(text.cond, WORD, first); // (word-cond-inputs.ts)
  let read: readonly number[] | null = null;
  let made: readonly number[] | null = wordObjects(level, WORD);
  const limit = made === null ? 0 : wordRounds(level); // (null: round 0 read none)
  for (let round = 1; !sameIds(made, read); round++) {
    if (made === null || readBefore(made) || round >= limit) break;
    seen.push(made);
    read = made;
    noteWordRules(level, WORD, first);
    useParsed(level, compiled(level, spelledObjects(level, read)));
    local &&= localWordConditions(level.inForce.cond, WORD, first);
    forces.push(level.inForce.asWord);
    made = local && sameWordRules(level, WORD, first) ? read : wordObjects(level, WORD);
  }
  if (read === null) useParsed(level, text);
  else useParsed(level, roundsRecord(level.parsed as Parsed, text, read, mayOf(level, text)));
  noteRounds(level.parsed as Parsed, local);
}

// Scratch: the `asWord` of each round's rules after the first's.
const forces: (Uint8Array | null)[] = [];
/** `asWord` of the rounds: MAY for every kind the text's or a round's rules name, or a round read. */
function mayOf(level: Level, text: Parsed): Uint8Array {
  let may = mergeMay(freshMay(level.kinds.names.length), text.asWord);
  for (const ids of seen) may = markRead(may, level, ids);
  for (const f of forces) may = mergeMay(may, f);
  return may;
}

// Scratch: the sets of objects the rounds of a parse read, in order.
const seen: (readonly number[])[] = [];
/** Whether a round of this parse read `made` before (a paradox). */
function readBefore(made: readonly number[]): boolean {
  for (let i = 0; i < seen.length; i++) if (sameIds(seen[i], made)) return true;
  return false;
}

/** Two lists of ids (or null for none) hold the same ids. */
function sameIds(a: readonly number[] | null, b: readonly number[] | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Two per-kind masks hold the same numbers. */
export function sameBytes(a: Uint8Array | null, b: Uint8Array): boolean {
  if (a === null || a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

// Scratch: per id, 1 for the objects a round reads; per line, the round that last marked it holding one.
let mask = new Uint8Array(0);
let holds = new Int32Array(0);
let words = new Int32Array(0);
let roundNo = 0;
const roundLines: (readonly number[])[] = [];

/**
 * The rules the lines spell when the objects `ids` are read as words, into `SPELLED` (lines.ts; returns
 * how many codes): the text's reading of each line (`Level.lines`), read again where such an object
 * stands among three word objects or more.
 */
function spelledObjects(level: Level, ids: readonly number[]): number {
  const count = lineCount(level);
  if (mask.length < level.nextId) mask = new Uint8Array(level.nextId * 2);
  else mask.fill(0);
  for (const id of ids) mask[id] = 1;
  if (holds.length < count) {
    holds = new Int32Array(count * 2);
    words = new Int32Array(count * 2);
  }
  if (++roundNo === 2 ** 30) {
    roundNo = 1;
    holds.fill(0);
  }
  const lines = level.lines;
  const known = lines !== null && lines.length === count;
  roundLines.length = count;
  for (let l = 0; l < count; l++) roundLines[l] = known ? lines[l] : readLine(level, l, null, mask);
  if (!known) return spelledCodes(level, roundLines);
  words.fill(0, 0, count);
  const { kind, alive, x, y, height } = level;
  const { isText } = level.kinds;
  for (let id = 0; id < level.nextId; id++) {
    if (alive[id] !== 1 || (isText[kind[id]] === 0 && mask[id] === 0)) continue;
    const row = y[id];
    const column = height + x[id];
    words[row]++;
    words[column]++;
    if (isText[kind[id]] === 0) holds[row] = holds[column] = roundNo;
  }
  for (let l = 0; l < count; l++)
    if (holds[l] === roundNo && words[l] >= 3) roundLines[l] = readLine(level, l, null, mask);
  return spelledCodes(level, roundLines);
}

/** One record of object rounds: its first round's record, the ids read last, and the record. */
interface Rounds {
  readonly text: Parsed;
  readonly p: Parsed;
}
/** Per last round's record: the rounds' records made from it (then the list starts again: it only saves work). */
const rounds = new WeakMap<Parsed, Rounds[]>();
const ROUNDS_LIMIT = 16;

/**
 * The record of object rounds whose last round compiled `last`, from the text's record `text`, that
 * read `read` last, with `asWord` `may`: made once, shared (keyed by the ids read and `asWord`).
 */
function roundsRecord(last: Parsed, text: Parsed, read: readonly number[], may: Uint8Array): Parsed {
  let list = rounds.get(last);
  if (list === undefined || list.length >= ROUNDS_LIMIT) rounds.set(last, (list = []));
  for (const e of list)
    if (e.text === text && sameIds(e.p.readIds ?? null, read) && sameBytes(e.p.asWord, may)) return e.p;
  const p: Parsed = { ...last, asWord: may.slice(), condWord: true, readIds: read, textRound: text };
  list.push({ text, p });
  return p;
}
