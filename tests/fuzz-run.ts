/**
 * `npm run fuzz [-- vitest arguments]`: the tests with every property under a fresh seed and with more
 * cases (tests/fuzz.ts). It chooses FUZZ at random unless the environment sets it, takes FUZZ_RUNS=4
 * unless set, prints both first (so a failure runs again with the same values: `FUZZ=K FUZZ_RUNS=M npx
 * vitest run FILE`), then runs `vitest run` with the arguments given and exits with its status.
 */
import { spawnSync } from "node:child_process";
import { randomInt } from "node:crypto";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

/** The values a fuzzing run uses: the environment's, else a random FUZZ and four times the cases. */
export function fuzzEnv(
  env: Readonly<Record<string, string | undefined>>,
  pick: () => number,
): {
  FUZZ: string;
  FUZZ_RUNS: string;
} {
  return {
    FUZZ: env.FUZZ !== undefined && env.FUZZ !== "" ? env.FUZZ : String(pick()),
    FUZZ_RUNS: env.FUZZ_RUNS !== undefined && env.FUZZ_RUNS !== "" ? env.FUZZ_RUNS : "4",
  };
}

if (process.argv[1]?.endsWith("fuzz-run.ts")) {
  const chosen = fuzzEnv(process.env, () => randomInt(1, 2 ** 31 - 1));
  console.log(`FUZZ=${chosen.FUZZ} FUZZ_RUNS=${chosen.FUZZ_RUNS}`);
  // vitest's command, as its package names it (`bin`): the package exports no path to it
  const vitest = join(dirname(createRequire(import.meta.url).resolve("vitest/package.json")), "vitest.mjs");
  const r = spawnSync(process.execPath, [vitest, "run", ...process.argv.slice(2)], {
    stdio: "inherit",
    env: { ...process.env, ...chosen },
  });
  process.exitCode = r.status ?? 1;
}
