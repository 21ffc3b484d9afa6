/**
 * One suite run in this process (the entry `spawn.ts` `spawnSuite` starts, on this tree and, under
 * `--compare REF`, on REF's worktree with this tree's bench/ copied in): its name, a line when its set-up
 * starts and ends, a line as each task starts and ends, and its results as JSON when BENCH_RESULTS is
 * set. It imports nothing of src/ itself, so the CLI's own imports (bench/args.ts and what it reads from
 * src/) never meet a ref whose src/ lacks them: only the suite's imports run against the ref's engine
 * (tests/bench/tooling.test.ts checks this file's imports).
 */
import { writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Bench } from "tinybench";
import { resultLine, type TaskResult } from "./report";
import { ONE } from "./spawn";

/**
 * Each task runs for `--time` ms and at least this many iterations (tinybench's default is 64, which
 * made a task whose iteration is a whole search or a whole corpus walk run for many seconds).
 */
export const MIN_SAMPLES = 16;

export type Suite = { name: string; register(bench: Bench): void | Promise<void> };

const here = dirname(fileURLToPath(import.meta.url));

/** This file: the entry `spawnSuite` starts for one suite. */
export const SUITE_RUNNER = fileURLToPath(import.meta.url);

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

if (process.argv[1] === SUITE_RUNNER) {
  const argv = process.argv.slice(2);
  const time = argv.indexOf("--time");
  runSuite(argv[argv.indexOf(ONE) + 1], time >= 0 ? Number(argv[time + 1]) : 1000).catch((err: unknown) => {
    console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
    process.exitCode = 2;
  });
}
