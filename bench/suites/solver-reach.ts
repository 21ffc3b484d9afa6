/**
 * The reach benchmark (issue 13 items 3 and 4): a search of 1,000,000 states of the open-field level
 * (bench/levels/open-field.json), on one core and on two worker threads. A task's "×N" is the number of
 * states that search explores, so the reported median is the time per state explored (states per
 * second = 1 s / median). Before timing, the search is run once on one core to print its peak heap per
 * state (JS heap and array buffers, sampled every 20,000 states, over the heap before it). Targets:
 * ≤ 200 bytes of heap per state; two workers ≥ 1.6× one core. The two workers share one seen set (the shared
 * search, src/solver/shared-*.ts); the pool, and each worker's model, is kept from one search to the next.
 */
import { readFileSync } from "node:fs";
import type { Bench } from "tinybench";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { solveParallel, solverPool } from "../../src/solver/parallel";
import { solve } from "../../src/solver/search";
import type { Suite } from "../suite-run";

/** The reach search's bound: at least a million states (issue 13 item 3). */
const REACH = 1_000_000;

const heap = () => {
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

export default {
  name: "solver reach (a million states, one core and two workers)",
  async register(bench: Bench) {
    const def = JSON.parse(
      readFileSync(new URL("../levels/open-field.json", import.meta.url), "utf8"),
    ) as LevelDef;
    const model = modelOf(def, repositoryContent());
    const before = heap();
    let peak = before;
    const r = solve(model, {
      maxStates: REACH,
      progressEvery: 20_000,
      onProgress: () => {
        peak = Math.max(peak, heap());
      },
    });
    console.log(
      `open field, ${r.explored.toLocaleString("en")} states on one core: ${(r.ms / 1000).toFixed(1)} s, peak heap ${((peak - before) / r.explored).toFixed(0)} bytes per state`,
    );
    // A search of a million states takes seconds: a few iterations each (the time limit stops the rest).
    Object.assign(bench, { iterations: 3, warmupIterations: 1 });
    bench.add(`open field, one core, per state explored ×${r.explored}`, () => {
      solve(model, { maxStates: REACH });
    });
    const pool = solverPool(2);
    bench.add(
      `open field, --workers 2, per state explored ×${r.explored}`,
      async () => {
        await solveParallel(def, repositoryContent(), { pool, maxStates: REACH });
      },
      {
        afterAll: async (mode) => {
          if (mode === "run") await pool.destroy();
        },
      },
    );
  },
} satisfies Suite;
