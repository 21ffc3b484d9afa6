/**
 * The load's check of conditional rules (docs/rules.md §5.8): a level whose text spells one whose
 * conditions are not built is refused, read from the last parse's record or a whole-board parse.
 */
import { unbuiltConditional } from "./cond-rules";
import { parseCodes } from "./parse";
import type { Level } from "./types";

/** Why a level that spells a conditional rule whose conditions are not built is refused (docs/rules.md §5.8). */
export const UNBUILT_CONDITION =
  "is spelled at load: conditions are built for properties (WORD too), conversions (IS EMPTY and IS ALL too), HAS, MAKE, WRITE, EAT, FOLLOW and FEAR only";

/**
 * The first conditional rule the level's text spells whose conditions are not built (docs/rules.md §5.8), or null; read from the last parse's record (the whole board parsed
 * again after WORD rounds). A load asks only when its text holds a condition word (it knows from placing
 * its objects, load-board.ts `placeAtLoad`).
 */
export function unbuiltSpelled(level: Level): string | null {
  const p = level.parsed;
  let pairs = p !== null && !p.textRound ? p.condSpelled : undefined;
  if (pairs === undefined) parseCodes(level, level.inForce.asWord, (pairs = [])); // after WORD rounds: in the order read
  return unbuiltConditional(level.lexicon, pairs)[0] ?? null;
}
