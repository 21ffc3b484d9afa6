/**
 * The whole-board parse (docs/rules.md §5.2, §5.8): the WORD rounds that read things as words, which the
 * line-by-line parse (properties.ts, lines.ts) leaves to it.
 */
import { presentNouns, spellsPresence } from "./compile";
import { unbuiltConditional } from "./cond-rules";
import { parseCodes } from "./parse";
import { parsedOf, useParsed } from "./parse-record";
import type { Level } from "./types";
import { asWordOf, madeWord, sameKinds, wordRounds } from "./word";

/**
 * The whole-board parse (docs/rules.md §5.2, §5.8), in rounds while `X IS WORD` changes which things are
 * read as words (word.ts: bounded by `wordRounds`), collecting conditional rules. It keeps no record of
 * its own (`parsed` is cleared: the next parse compiles again), and leaves the line state as it is: the
 * lines hold the text's reading, which things read as words do not change.
 */
export function parseWhole(level: Level): void {
  const reads: (Uint8Array | null)[] = [];
  let read: Uint8Array | null = null;
  for (let round = 1; ; round++) {
    const pairs: number[] = [];
    const spelled = [...parseCodes(level, read, pairs)].sort((a, b) => a - b);
    const ordered = sortedPairs(pairs);
    let presenceMatters = spellsAny(level, spelled);
    for (let i = 0; i < ordered.length && !presenceMatters; i += 2)
      presenceMatters = spellsPresence(level, ordered[i]);
    useParsed(level, parsedOf(level, spelled, ordered, presentNouns(level), presenceMatters));
    const made = madeWord(level, true);
    if (sameKinds(made, read)) break; // a fixed point (the usual case: no WORD, one round)
    reads.push(read, made);
    if (reads.some((r, i) => i % 2 === 0 && sameKinds(r, made)) || round >= wordRounds(level)) break;
    read = made;
  }
  level.asWord = asWordOf(read, [...reads, madeWord(level, false)]);
  level.parsed = null;
}

/** Does any of the codes spell an ALL or NOT subject? */
function spellsAny(level: Level, codes: readonly number[]): boolean {
  for (const c of codes) if (spellsPresence(level, c)) return true;
  return false;
}

/** Conditional rules (code, conditions, in pairs) sorted by code, then conditions: the line parse's order. */
function sortedPairs(pairs: readonly number[]): number[] {
  const idx: number[] = [];
  for (let i = 0; i < pairs.length; i += 2) idx.push(i);
  idx.sort((a, b) => pairs[a] - pairs[b] || pairs[a + 1] - pairs[b + 1]);
  return idx.flatMap((i) => [pairs[i], pairs[i + 1]]);
}

/** Why a level that spells a conditional rule whose conditions are not built is refused (docs/rules.md §5.8). */
export const UNBUILT_CONDITION =
  "is spelled at load: conditions are built for properties only (X IS P), not for conversions, HAS, MAKE or EAT";

/**
 * The first conditional rule the level's text spells whose conditions are not built (a conversion, HAS,
 * MAKE, EAT: docs/rules.md §5.8), or null; read from the last parse's record (parsed again only when WORD
 * rounds left none), and only when the text holds a condition word.
 */
export function unbuiltAtLoad(level: Level): string | null {
  const { kinds } = level;
  let any = false;
  for (let id = 0; id < level.nextId && !any; id++)
    any =
      level.alive[id] === 1 &&
      kinds.isText[level.kind[id]] === 1 &&
      kinds.cls[kinds.word[level.kind[id]]] >= 5;
  if (!any) return null;
  let pairs = level.parsed?.condSpelled;
  if (pairs === undefined) parseCodes(level, level.asWord, (pairs = [])); // after WORD rounds: no record kept
  return unbuiltConditional(level.lexicon, pairs)[0] ?? null;
}
