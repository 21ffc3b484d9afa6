/**
 * A SpellGrid on the repository's content with limits of a test's own (a full grid of 7 objects, a
 * Sequence budget of 10): `newSpellGrid` takes no limits, so these tests set the engine up as it does,
 * with their limits in place of the content's.
 */
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LEVEL_LIMITS, LIMITS } from "../../src/content/limits";
import { SEAM_WORDS } from "../../src/content/seams";
import { GRID_TURN, HAZARD_ORDER, MOVEMENT_TAKES } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import type { Limits } from "../../src/engine/cards";
import { createSpellGrid } from "../../src/engine/spellgrid";
import { type CardDef, type LevelDef, type SpellGrid, spellGridOf } from "../../src/harness";

/** What a test changes: cards beside the library, and the grid's and the card engine's limits. */
export interface TestLimits {
  cards?: readonly CardDef[];
  objects?: number;
  limits?: Partial<Limits>;
}

/** A SpellGrid of `level` with the library and `extra.cards`, under the content's limits changed by `extra`. */
export function spellGridWithLimits(level: LevelDef, extra: TestLimits = {}): SpellGrid {
  const state = createSpellGrid(level, {
    defs: [...readCardDir(), ...(extra.cards ?? [])],
    lexicon: LEXICON,
    seams: SEAM_WORDS,
    turn: GRID_TURN,
    hazards: HAZARD_ORDER,
    takes: MOVEMENT_TAKES,
    levelLimits: extra.objects === undefined ? LEVEL_LIMITS : { ...LEVEL_LIMITS, objects: extra.objects },
    limits: { ...LIMITS, ...extra.limits },
    endOfPhase: END_OF_PHASE,
    journal: true,
  });
  return spellGridOf(state);
}
