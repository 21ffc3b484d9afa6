import { defineConfig } from "vitest/config";
import { caseTimes } from "./tests/fuzz";

export default defineConfig({
  test: {
    include: ["tests/**/*.test.ts"],
    pool: "threads",
    // 30 s a test; FUZZ_RUNS=M (npm run fuzz) runs M times the cases, so M times as long (tests/fuzz.ts)
    testTimeout: 30_000 * caseTimes(process.env),
  },
});
