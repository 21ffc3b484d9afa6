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
import { readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import { BENCH_USAGE, parseBenchArgs } from "./args";
import { coldRatios } from "./cold";
import { compare } from "./compare";
import { resultLine, type TaskResult } from "./report";
import { ONE, spawnSuite } from "./spawn";
import { stepKinds } from "./step-kinds";

/**
 * Each task runs for `--time` ms and at least this many iterations (tinybench's default is 64, which
 * made a task whose iteration is a whole search or a whole corpus walk run for many seconds).
 */
export const MIN_SAMPLES = 16;

export type Suite = { name: string; register(bench: Bench): void | Promise<void> };

const here = dirname(fileURLToPath(import.meta.url));

/** The suite files of the bench folder `dir` whose names contain one of `filters` (all when none), sorted. */
export function suiteFiles(dir: string, filters: readonly string[]): string[] {
  return readdirSync(join(dir, "suites"))
    .filter((f) => f.endsWith(".ts"))
    .filter((f) => filters.length === 0 || filters.some((x) => f.includes(x)))
    .sort();
}

/**
 * Run one suite in this process: print its name, a line when its set-up starts and ends, and a line
 * as each task starts and ends; with BENCH_RESULTS set, write the results there as JSON.
 */
async function runSuite(file: string, time: number): Promise<void> {
  const tag = process.env.BENCH_LABEL ? `[${process.env.BENCH_LABEL}] ` : "";
  const mod = (await import(pathToFileURL(join(here, "suites", file)).href)) as { default: Suite };
  const suite = mod.default.name;
  console.log(`\n## ${tag}${suite} (bench/suites/${file})`);
  const t0 = performance.now();
  console.log("  set-up…");
  const bench = new Bench({ time, warmupTime: time / 5, iterations: MIN_SAMPLES });
  await mod.default.register(bench);
  console.log(
    `  set-up done in ${((performance.now() - t0) / 1000).toFixed(1)} s: ${bench.tasks.length} tasks`,
  );
  const results: TaskResult[] = [];
  for (const task of bench.tasks) {
    console.log(`  ▶ ${task.name}`);
    await task.warmup();
    await task.run();
    const r = task.result;
    if (r?.state !== "completed") {
      const why = r && "error" in r ? String((r as { error: unknown }).error) : "";
      console.log(`  ✗ ${task.name}: ${r?.state ?? "no result"} ${why}`);
      process.exitCode = 1;
      continue;
    }
    // A task named "... ×N" does N operations per iteration (for sub-microsecond work); report per operation.
    const per = Number(/×(\d+)$/.exec(task.name)?.[1] ?? 1);
    const lat = r.latency;
    const result: TaskResult = {
      suite,
      task: task.name,
      median: (lat.p50 * 1e6) / per,
      p75: (lat.p75 * 1e6) / per,
      p99: (lat.p99 * 1e6) / per,
      samples: lat.samplesCount,
    };
    results.push(result);
    console.log(resultLine(result));
  }
  if (process.env.BENCH_RESULTS) writeFileSync(process.env.BENCH_RESULTS, JSON.stringify(results));
}

async function main(argv: readonly string[]): Promise<void> {
  const one = argv.indexOf(ONE);
  if (one >= 0) {
    const time = argv.indexOf("--time");
    await runSuite(argv[one + 1], time >= 0 ? Number(argv[time + 1]) : 1000);
    return;
  }
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
  for (const file of files)
    if ((await spawnSuite(fileURLToPath(import.meta.url), file, args.time)) !== 0) process.exitCode = 1;
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  main(process.argv.slice(2)).catch((err: unknown) => {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  });
