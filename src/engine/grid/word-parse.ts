/**
 * The WORD rounds line by line (docs/rules.md §5.2 "Incremental parsing"; word.ts): a round that reads
 * things as words reads again only the rows and columns that hold one of those things; every other line
 * spells what the text alone spells there (`Level.lines`, the first round's reading). Each round's rules
 * are compiled once per spelled set (parse-record.ts), and the rounds' outcome is kept as a record of its
 * own, so undo puts it back and the next parse starts from the text's record it was built on.
 * Checked against the whole-board parse with its WORD rounds run from the text alone
 * (tests/grid/whole-board-parse.ts) by tests/grid/incremental-parse.test.ts, on levels thick with
 * `N IS WORD`.
 */
import { compiled, useParsed } from "./parse-record";
import type { Level, Parsed } from "./types";
import { asWordOf, MAY, madeWord, READ, sameKinds, wordRounds } from "./word";
import { parseObjectRounds, sameBytes } from "./word-cond";
import { spelledReading } from "./word-lines";

/**
 * The WORD rounds (docs/rules.md §5.2; word.ts), from the first: the text alone, whose record is the
 * level's rules in force on entry (the line parse's). Each later round reads the text and the things of
 * the kinds the round before made WORD, until a fixed point, a paradox or `wordRounds` rounds; the rules
 * in force are the last round's, with `asWord` READ for the kinds it read and MAY for every kind a round
 * read or the rules make WORD. The level's record becomes the rounds' (`textRound`: the first's; it keeps the lines).
 */
export function parseWordRounds(level: Level): void {
  if (level.parsed?.condWord || !kindRounds(level)) parseObjectRounds(level); // object by object (word-cond.ts)
}

/** The rounds kind by kind; false (the text's record back in force) when a round spells a conditional WORD. */
function kindRounds(level: Level): boolean {
  const text = level.parsed;
  const reads: (Uint8Array | null)[] = [];
  let read: Uint8Array | null = null;
  const limit = wordRounds(level); // (the kinds present do not change during a parse)
  let made = madeBy(level, true);
  for (let round = 1; !sameKinds(made, read); round++) {
    reads.push(read, made);
    if (readBefore(reads, made) || round >= limit) break;
    read = made;
    useParsed(level, compiled(level, spelledReading(level, read)));
    if (level.parsed?.condWord && text !== null) {
      useParsed(level, text);
      return false;
    }
    made = madeBy(level, true);
  }
  reads.push(madeBy(level, false));
  const last = level.parsed;
  const p = text !== null && last !== null ? roundsRecord(level, last, text, read, reads) : null;
  if (p === null) {
    level.inForce = { ...level.inForce, asWord: asWordOf(read, reads) }; // (not reached from a parse: it leaves a record, and a round read things)
    level.parsed = null;
  } else useParsed(level, p);
  return true;
}

/** Whether a round read `made` before (the sets it read are `reads`' even entries): a paradox. */
function readBefore(reads: readonly (Uint8Array | null)[], made: Uint8Array | null): boolean {
  for (let i = 0; i < reads.length; i += 2) if (sameKinds(reads[i], made)) return true;
  return false;
}

/** Per record: the thing kinds its rules make WORD, and the sets `madeBy` gave for it (immutable, shared). */
interface Made {
  readonly kinds: readonly number[];
  readonly all: Uint8Array;
  readonly present: Map<number, Uint8Array | null>;
}
const madeOf = new WeakMap<Parsed, Made>();

/**
 * `madeWord` (word.ts) for the rules in force, read from their record (whose `asWord` marks the kinds its
 * rules make WORD) and shared: per record, one set of all those kinds and one per set of them present.
 */
function madeBy(level: Level, present: boolean): Uint8Array | null {
  const p = level.parsed;
  if (p === null || p.textRound) return madeWord(level, present); // (a parse's records only, in practice)
  const may = p.asWord;
  if (may === null) return null;
  let m = madeOf.get(p);
  if (m === undefined) {
    const kinds: number[] = [];
    for (let k = 0; k < may.length; k++) if (may[k] !== 0) kinds.push(k);
    m = { kinds, all: maskOf(may.length, kinds, -1), present: new Map() };
    madeOf.set(p, m);
  }
  if (!present) return m.all;
  if (m.kinds.length > 30) return madeWord(level, true);
  let bits = 0;
  for (let i = 0; i < m.kinds.length; i++) if (level.count[m.kinds[i]] > 0) bits |= 1 << i;
  let out = m.present.get(bits);
  if (out === undefined) m.present.set(bits, (out = bits === 0 ? null : maskOf(may.length, m.kinds, bits)));
  return out;
}

/** Per kind 1 for the kinds of `kinds` whose bit is set in `bits`. */
function maskOf(n: number, kinds: readonly number[], bits: number): Uint8Array {
  const out = new Uint8Array(n);
  for (let i = 0; i < kinds.length; i++) if (bits & (1 << i)) out[kinds[i]] = 1;
  return out;
}

// Scratch: `Level.inForce.asWord` after the rounds, before it is found among (or copied into) the records.
let asWord = new Uint8Array(0);

/** `asWordOf(read, rounds)` (word.ts) into the scratch `asWord`; false (and nothing written) when it is null. */
function asWordInto(level: Level, read: Uint8Array | null, rounds: readonly (Uint8Array | null)[]): boolean {
  const n = level.kinds.names.length;
  if (!rounds.some((r) => r !== null && r.length === n)) return false;
  if (asWord.length !== n) asWord = new Uint8Array(n);
  else asWord.fill(0);
  for (const r of rounds) if (r !== null) for (let k = 0; k < n; k++) if (r[k]) asWord[k] |= MAY;
  if (read) for (let k = 0; k < n; k++) if (read[k]) asWord[k] |= READ;
  return true;
}

/** A record of rounds, with the sets they read and made (`madeBy`'s, shared: compared by identity). */
interface Rounds {
  readonly p: Parsed;
  readonly read: Uint8Array | null;
  readonly reads: readonly (Uint8Array | null)[];
}
/** Per last round's record: the rounds' records made from it (few: one per first round and asWord). */
const rounds = new WeakMap<Parsed, Rounds[]>();
/** The most records kept per last round's record (then the list starts again: it only saves work). */
const ROUNDS_LIMIT = 16;

/**
 * The record of WORD rounds whose last round compiled `last`, from the first round's `text`, that read
 * `read` last and made or read the sets `reads` (`asWordOf`'s rounds), or null when their `asWord` is
 * null: made once, shared. Found by the very sets (immutable), else by the `asWord` they give.
 */
function roundsRecord(
  level: Level,
  last: Parsed,
  text: Parsed,
  read: Uint8Array | null,
  reads: readonly (Uint8Array | null)[],
): Parsed | null {
  let list = rounds.get(last);
  if (list === undefined || list.length >= ROUNDS_LIMIT) rounds.set(last, (list = []));
  for (const e of list) if (e.p.textRound === text && e.read === read && sameSets(e.reads, reads)) return e.p;
  if (!asWordInto(level, read, reads)) return null;
  let p = list.find((e) => e.p.textRound === text && sameBytes(e.p.asWord, asWord))?.p;
  p ??= { ...last, asWord: asWord.slice(), textRound: text };
  list.push({ p, read, reads });
  return p;
}

/** Two lists of the same sets (by identity). */
function sameSets(a: readonly (Uint8Array | null)[], b: readonly (Uint8Array | null)[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
