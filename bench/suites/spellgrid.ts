/**
 * SpellGrid (Part III) benchmarks on the shipped SpellGrid levels: a card Sequence that shakes the
 * grid (level 3's Whirlwind), grid steps with the seams on (seeded random moves; a lost game starts
 * again), level load, and the search API: cloneSpellGrid, hashSpellGrid and the two together.
 * Target: clone + hash of a level state ≤ 2 µs median.
 */
import type { Bench } from "tinybench";
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LEVEL_LIMITS, LIMITS } from "../../src/content/limits";
import { SEAM_WORDS } from "../../src/content/seams";
import { GRID_TURN, HAZARD_ORDER } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import { isLost, isWon } from "../../src/engine/grid";
import * as sg from "../../src/engine/spellgrid";
import { newSpellGrid } from "../../src/harness";
import { shippedLevels } from "../../src/play/files";
import { seededMoves } from "../moves";
import type { Suite } from "../suite-run";

const STEPS = 1000;

const fresh = (s: sg.SpellGridState): sg.SpellGridState => ({
  ...sg.cloneSpellGrid(s),
  log: [],
  depths: [],
  causes: [],
  nest: [],
  logShared: false,
});

/** The shipped level's game as the search has it: no journal of the grid's turns (docs/rules.md §5.7). */
const started = (def: Parameters<typeof newSpellGrid>[0]) => newSpellGrid(def, [], { journal: false }).state;

export default {
  name: "SpellGrid (Part III) and the search API",
  register(bench: Bench) {
    const levels = shippedLevels().filter((l) => l.path.includes("/l"));
    const content = {
      defs: readCardDir(),
      lexicon: LEXICON,
      seams: SEAM_WORDS,
      turn: GRID_TURN,
      hazards: HAZARD_ORDER,
      levelLimits: LEVEL_LIMITS,
      limits: LIMITS,
      endOfPhase: END_OF_PHASE,
    };
    const l3 = fresh(started(levels.find((l) => l.path.includes("l3-"))!.def));
    let copies: sg.SpellGridState[] = [];
    bench.add(
      "Sequence: cast Whirlwind on level 3 (4 minions, Deathrattles) ×100",
      () => {
        for (const c of copies) sg.cast(c, "Whirlwind", null, null);
      },
      { beforeEach: () => void (copies = Array.from({ length: 100 }, () => fresh(l3))) },
    );
    const stream = seededMoves(20261130, STEPS);
    for (const { path, def } of levels) {
      const start = fresh(started(def));
      let s = fresh(start);
      bench.add(
        `step on ${path} (seeded random moves) ×${STEPS}`,
        () => {
          for (let i = 0; i < STEPS; i++) {
            sg.step(s, stream[i], null);
            s.log.length = 0;
            s.depths.length = 0;
            s.causes.length = 0;
            s.nest.length = 0;
            if (isWon(s.level) || isLost(s.level)) s = fresh(start);
          }
        },
        { beforeEach: () => void (s = fresh(start)) },
      );
      bench.add(`load ${path} (createSpellGrid, cards already read) ×100`, () => {
        for (let i = 0; i < 100; i++) sg.createSpellGrid(def, content);
      });
      bench.add(`cloneSpellGrid of ${path} ×1000`, () => {
        for (let i = 0; i < 1000; i++) sg.cloneSpellGrid(start);
      });
      bench.add(`hashSpellGrid of ${path} ×1000`, () => {
        for (let i = 0; i < 1000; i++) sg.hashSpellGrid(start);
      });
      bench.add(`clone + hash of ${path} ×1000`, () => {
        for (let i = 0; i < 1000; i++) sg.hashSpellGrid(sg.cloneSpellGrid(start));
      });
    }
  },
} satisfies Suite;
