/**
 * The run options of a property test (fast-check's seed and number of cases), which the environment can
 * change to look further than the suite does. Unset, a property runs exactly as written, so `npm test`
 * stays seeded and bounded. `FUZZ=K` runs every property under another seed (its own XOR K), and
 * `FUZZ_RUNS=M` runs M times as many cases: `FUZZ=7 FUZZ_RUNS=10 npx vitest run tests/grid`. A failure
 * prints the seed it ran (fast-check's report); the same FUZZ runs it again. A run with another FUZZ found
 * three properties whose generators or hooks held only for the seeds written (2026-12-03).
 */

/** A property's seed and its number of cases. */
export interface Runs {
  seed: number;
  numRuns: number;
}

/** A whole number read from the environment variable `name`, or `fallback` when unset; an Error names a bad one. */
function whole(
  env: Readonly<Record<string, string | undefined>>,
  name: string,
  min: number,
  fallback: number,
): number {
  const raw = env[name];
  if (raw === undefined || raw === "") return fallback;
  const n = Number(raw);
  if (!Number.isSafeInteger(n) || n < min)
    throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
  return n;
}

/** `runs` as the environment `env` changes them (`FUZZ`, `FUZZ_RUNS`: this module's doc). */
export function fuzzed(runs: Runs, env: Readonly<Record<string, string | undefined>> = process.env): Runs {
  const xor = whole(env, "FUZZ", 0, 0);
  const times = whole(env, "FUZZ_RUNS", 1, 1);
  if (xor === 0 && times === 1) return runs;
  return { seed: runs.seed ^ xor, numRuns: Math.max(1, Math.round(runs.numRuns * times)) };
}

/**
 * How many times its written cases a property runs in this environment (`FUZZ_RUNS`, 1 when unset), both
 * variables checked as `fuzzed` checks them: vitest.config.ts gives each test that many times its time
 * limit, so a run with more cases is not cut short by the limit written for fewer.
 */
export function caseTimes(env: Readonly<Record<string, string | undefined>> = process.env): number {
  whole(env, "FUZZ", 0, 0);
  return whole(env, "FUZZ_RUNS", 1, 1);
}
