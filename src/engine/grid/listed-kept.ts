/**
 * The listings kept for levels whose rules were put in force without a parse (docs/rules.md §5.4, MOVE
 * and SHIFT: the listings are those of the last parse): the solver's decoded boards, and every copy of
 * one (`cloneLevel`) until its own next parse. A decoded board has no lines, so its MOVE and SHIFT
 * rules' listings cannot be read back from them; its text may move before the MOVE take (a YOU move
 * pushing one of two copies out of its sentence), so they cannot be read from the board either. Kept per
 * level object (a weak map), the last asked about in front.
 */
import type { Listed } from "./listed";
import type { Level } from "./types";

const kept = new WeakMap<Level, Listed>();
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

/** The listings kept for `level` while it has no parse since they were given (no lines, no parse record); null: none. */
export function keptListed(level: Level): Listed | null {
  if (level.lines !== null || level.parsed !== null) return null;
  if (level !== lastLevel) {
    lastLevel = level;
    lastListed = kept.get(level) ?? null;
  }
  return lastListed;
}

/** Gives `copy`, a copy of `level` (`cloneLevel`), the listings kept for `level`, if any. */
export function copyListed(level: Level, copy: Level): void {
  const listed = keptListed(level);
  if (listed !== null) kept.set(copy, listed);
}
