import { defineConfig } from "vitest/config";

/**
 * How many times its written cases a property runs (`FUZZ_RUNS`, tests/fuzz.ts; 1 when unset): each test
 * gets that many times its time limit. A bad FUZZ or FUZZ_RUNS stops the run here, named as tests/fuzz.ts
 * names it (tests/fuzz.test.ts holds the two to the same answer; the config imports no test module, which
 * Vite's config loader would warn about).
 */
function caseTimes(env: Readonly<Record<string, string | undefined>>): number {
  const whole = (name: string, min: number): number => {
    const raw = env[name];
    if (raw === undefined || raw === "") return 1;
    const n = Number(raw);
    if (!Number.isSafeInteger(n) || n < min)
      throw new Error(`${name} must be a whole number of at least ${min}, not "${raw}"`);
    return n;
  };
  whole("FUZZ", 0);
  return whole("FUZZ_RUNS", 1);
}

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    pool: "threads",
    // 30 s a test; FUZZ_RUNS=M (npm run fuzz) runs M times the cases, so M times as long
    testTimeout: 30_000 * caseTimes(process.env),
  },
});
