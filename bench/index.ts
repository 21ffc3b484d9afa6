/**
 * `npm run bench`: runs every suite in bench/suites/ (or those whose file name contains an argument)
 * and prints each task's median time per operation with its spread (p75, p99) and the sample count.
 * A task whose name ends in "×N" runs N operations per iteration and is reported per operation.
 * Setup is excluded from the timings: suites prepare state in tinybench's `beforeEach` or outside the task.
 * Each suite runs in a process of its own, so one suite's JIT and heap state cannot slow another's.
 * A line is printed as each suite's set-up and each task starts and ends, each task warmed up just
 * before it runs. `--compare REF` runs the same suites on a git ref too (bench/compare.ts); `--cold`
 * starts the solver's command cold with one thread and with two instead of any suite (bench/cold.ts);
 * `--steps` sorts the corpus walk's steps by what each did, with each sort's median time (bench/step-kinds.ts).
 */
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { BENCH_USAGE, parseBenchArgs } from "./args";
import { coldRatios } from "./cold";
import { compare } from "./compare";
import { spawnSuite } from "./spawn";
import { stepKinds } from "./step-kinds";
import { SUITE_RUNNER } from "./suite-run";

export type { Suite } from "./suite-run";

const here = dirname(fileURLToPath(import.meta.url));

/** The suite files of the bench folder `dir` whose names contain one of `filters` (all when none), sorted. */
export function suiteFiles(dir: string, filters: readonly string[]): string[] {
  return readdirSync(join(dir, "suites"))
    .filter((f) => f.endsWith(".ts"))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
}

async function main(argv: readonly string[]): Promise<void> {
  const args = parseBenchArgs(argv);
  if (args.help) {
    console.log(BENCH_USAGE);
    return;
  }
  if (args.paired) {
    console.log(`node ${process.version}, ${process.platform}/${process.arch}; the paired corpus walk`);
    await compare(args, []);
    return;
  }
  if (args.steps) {
    console.log(
      `node ${process.version}, ${process.platform}/${process.arch}; the corpus walk's steps by kind`,
    );
    stepKinds(6, args.rounds);
    return;
  }
  if (args.cold) {
    console.log(`node ${process.version}, ${process.platform}/${process.arch}; the solver's command, cold`);
    if (args.compare !== undefined) await compare(args, []);
    else await coldRatios([{ label: "here", root: dirname(here) }], args.rounds, args.states);
    return;
  }
  const files = suiteFiles(here, args.filters);
  if (files.length === 0) throw new Error(`no suite in bench/suites/ matches ${args.filters.join(", ")}`);
  console.log(`node ${process.version}, ${process.platform}/${process.arch}; suites: ${files.join(", ")}`);
  if (args.compare !== undefined) {
    await compare(args, files);
    return;
  }
  for (const file of files) if ((await spawnSuite(SUITE_RUNNER, file, args.time)) !== 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  });
