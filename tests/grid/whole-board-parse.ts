/**
 * The reference the incremental parse is checked against (docs/rules.md §5.2 "Incremental parsing"):
 * the whole-board parse, every object read afresh (`parseCodes`), the WORD rounds run from the text
 * alone, each round's rules resolved and compiled anew (no line, record or memo of the engine's reused).
 */
import { presentNouns, spellsPresence } from "../../src/engine/grid/compile";
import { parseCodes } from "../../src/engine/grid/parse";
import { parsedOf, useParsed } from "../../src/engine/grid/parse-record";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { propsOf } from "../../src/engine/grid/props-of";
import type { Level } from "../../src/engine/grid/types";
import { unbuiltSpelled } from "../../src/engine/grid/whole-parse";
import { asWordOf, MAY, madeWord, sameKinds, wordRounds } from "../../src/engine/grid/word";

/**
 * Parses the whole board of `level` in WORD rounds (word.ts: until a fixed point, a paradox or
 * `wordRounds` rounds), giving it the rules of the last round and `asWord`; it keeps no record. When a
 * round's rules hold a conditional WORD (docs/rules.md §5.8), the rounds run again object by object.
 */
export function parseWholeBoard(level: Level): void {
  const reads: (Uint8Array | null)[] = [];
  let read: Uint8Array | null = null;
  for (let round = 1; ; round++) {
    compileWhole(level, read, null);
    if (level.inForce.condWord) {
      objectRounds(level);
      return;
    }
    const made = madeWord(level, true);
    if (sameKinds(made, read)) break; // a fixed point
    reads.push(read, made);
    if (reads.some((r, i) => i % 2 === 0 && sameKinds(r, made)) || round >= wordRounds(level)) break;
    read = made;
  }
  level.inForce = { ...level.inForce, asWord: asWordOf(read, [...reads, madeWord(level, false)]) };
  level.parsed = null;
}

/** The whole board parsed afresh, the kinds `read` and the objects `ids` read as words, made the rules in force. */
function compileWhole(level: Level, read: Uint8Array | null, ids: readonly number[] | null): void {
  const pairs: number[] = [];
  const spelled = [...parseCodes(level, read, pairs, ids)].sort((a, b) => a - b);
  const ordered = sortedPairs(pairs);
  let presenceMatters = spelled.some((c) => spellsPresence(level, c));
  for (let i = 0; i < ordered.length && !presenceMatters; i += 2)
    presenceMatters = spellsPresence(level, ordered[i]);
  useParsed(level, parsedOf(level, spelled, ordered, presentNouns(level), presenceMatters));
}

/**
 * The WORD rounds object by object (docs/rules.md §5.8 "Conditional WORD"): round 0 the text alone;
 * each next round reads the objects WORD under the round before's rules (their conditions read then),
 * until the same objects again, objects an earlier round read (a paradox), or `wordRounds` rounds.
 * `asWord`: MAY for every kind a round's rules mark or a round read; `readIds`: the last round's objects.
 */
function objectRounds(level: Level): void {
  const word = bitsOf(level.lexicon).WORD;
  const n = level.kinds.names.length;
  const may = new Uint8Array(n);
  const seen: string[] = [""];
  let read: number[] | null = null;
  for (let round = 1; ; round++) {
    compileWhole(level, null, read);
    for (let k = 0; k < n; k++) if (level.inForce.asWord?.[k]) may[k] |= MAY;
    const made: number[] = [];
    for (let id = 0; id < level.nextId; id++)
      if (level.alive[id] && level.kind[id] < level.kinds.firstText && propsOf(level, id) & word)
        made.push(id);
    const key = made.join(",");
    if (key === (read ?? []).join(",") || seen.includes(key) || round >= wordRounds(level)) break;
    seen.push(key);
    read = made;
    for (const id of read) may[level.kind[id]] |= MAY;
  }
  level.inForce = { ...level.inForce, asWord: may, readIds: read, condWord: true };
  level.parsed = null;
}

/** Conditional rules (code, conditions, in pairs) sorted by code, then conditions. */
function sortedPairs(pairs: readonly number[]): number[] {
  const idx: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) idx.push(i);
  idx.sort((a, b) => pairs[a] - pairs[b] || pairs[a + 1] - pairs[b + 1]);
  return idx.flatMap((i) => [pairs[i], pairs[i + 1]]);
}

/**
 * The load's refusal of an unbuilt conditional rule (docs/rules.md §5.8) the general way: every object
 * scanned for the text of a condition word, then `unbuiltSpelled`; the reference a load's note of the
 * condition words it placed is checked against.
 */
export function unbuiltAtLoad(level: Level): string | null {
  const { condText } = level.kinds;
  let any = false;
  for (let id = 0; id < level.nextId && !any; id++)
    any = level.alive[id] === 1 && condText[level.kind[id]] === 1;
  return any ? unbuiltSpelled(level) : null;
}
