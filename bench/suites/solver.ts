/**
 * Solver benchmarks: one full breadth-first search per iteration on each shipped level (the model, i.e.
 * the loaded level, is built outside the timing). A task's "×N" is the number of states that search
 * explores, so the reported median is the time per state explored (states per second = 1 s / median).
 * Target: ≥ 100,000 states/s on the SpellGrid levels. The reach benchmark is solver-reach.ts, the
 * corpus's levels solver-corpus.ts.
 */
import type { Bench } from "tinybench";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import type { Suite } from "../index";

export default {
  name: "solver (breadth-first search)",
  async register(bench: Bench) {
    for (const { path, def } of shippedLevels()) {
      const model = modelOf(def, repositoryContent()); // built once: reading cards/ is level load, not search
      const first = solve(model);
      const length = first.solved ? first.actions.length : -1;
      bench.add(`solve ${path} (${length} actions), per state explored ×${first.explored}`, () => {
        solve(model);
      });
    }
  },
} satisfies Suite;
