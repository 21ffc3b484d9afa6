/**
 * The listings kept for levels whose rules were put in force without a parse (docs/rules.md §5.4, MOVE
 * and SHIFT: the listings are those of the last parse): the solver's decoded boards, and every copy of
 * one (`cloneLevel`) until its own next parse. A decoded board has no lines, so its MOVE and SHIFT
 * rules' listings cannot be read back from them; its text may move before the MOVE take (a YOU move
 * pushing one of two copies out of its sentence), so they cannot be read from the board either. Kept per
 * level object (a weak map), the last asked about in front. So for a played level that lets go of its
 * lines between two parses (lines.ts `markLines`: every line marked, a full read at the next parse):
 * the listings of the lines it let go are kept with its parse record until its next parse, for its MOVE
 * and SHIFT takes go on reading the rules of that parse while its text is pushed out of its sentences.
 */
import type { Listed } from "./listed";
import type { Level } from "./types";

const kept = new WeakMap<Level, Listed>();
/** The listings of the lines a parsed level let go, and the parse record (`Level.parsed`) they are of. */
interface LetGo {
  readonly listed: Listed;
  readonly parsed: Level["parsed"];
}
const letGo = new WeakMap<Level, LetGo>();
// The last level given or found, and its listings (null: none kept).
let lastLevel: Level | null = null;
let lastListed: Listed | null = null;

/**
 * Gives `level`, whose rules were just put in force without a parse (no lines, no parse record: the
 * solver's decoded boards), the listings of its text as a parse reads them, kept with its rules (they are
 * a function of the text layout): `listedOf` returns them until the level's next parse, even after text
 * moved (the MOVE take reads the rules of the last parse), and so for a copy of it. `null`: none kept,
 * the text is read.
 */
export function useListed(level: Level, listed: Listed | null): void {
  if (listed === null) kept.delete(level);
  else kept.set(level, listed);
  lastLevel = level;
  lastListed = listed;
}

/**
 * `level`, a parsed level, lets go of its lines (`Level.lines` about to be null): `listed`, the listings
 * of those lines, stay its listings until its next parse (`keptListed`), as the game's takes read them.
 */
export function keepLetGo(level: Level, listed: Listed): void {
  letGo.set(level, { listed, parsed: level.parsed });
}

/** `level`, a parsed level without lines, is parsed again: the listings of the lines it let go are dropped. */
export function dropLetGo(level: Level): void {
  letGo.delete(level);
}

/**
 * The listings kept for `level` while it has no parse since they were given: a decoded board's (no
 * lines, no parse record), or a parsed level's that let go of its lines (no lines, the same parse
 * record); null: none.
 */
export function keptListed(level: Level): Listed | null {
  if (level.lines !== null) return null;
  if (level.parsed !== null) {
    const g = letGo.get(level);
    return g !== undefined && g.parsed === level.parsed ? g.listed : null;
  }
  if (level !== lastLevel) {
    lastLevel = level;
    lastListed = kept.get(level) ?? null;
  }
  return lastListed;
}

/** Gives `copy`, a copy of `level` (`cloneLevel`), the listings kept for `level`, if any. */
export function copyListed(level: Level, copy: Level): void {
  const g = level.parsed === null ? undefined : letGo.get(level);
  if (g !== undefined) letGo.set(copy, g);
  const listed = keptListed(level);
  if (listed !== null) kept.set(copy, listed);
}
