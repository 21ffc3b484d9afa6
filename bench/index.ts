/**
 * `npm run bench`: runs every suite in bench/suites/ (or those whose file name contains an argument)
 * and prints each task's median time per operation with its spread (p75, p99) and the sample count.
 * A task whose name ends in "×N" runs N operations per iteration and is reported per operation.
 * Setup is excluded from the timings: suites prepare state in tinybench's `beforeEach` or outside the task.
 * Each suite runs in a process of its own, so one suite's JIT and heap state cannot slow another's.
 */
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { Bench } from "tinybench";

export type Suite = { name: string; register(bench: Bench): void | Promise<void> };

const here = dirname(fileURLToPath(import.meta.url));
const ONE = "--one-suite";
const one = process.argv.indexOf(ONE);
const filters = one >= 0 ? [process.argv[one + 1]] : process.argv.slice(2);
const files = readdirSync(join(here, "suites"))
  .filter((f) => f.endsWith(".ts"))
  .filter((f) => (one >= 0 ? f === filters[0] : filters.length === 0 || filters.some((x) => f.includes(x))))
  .sort();

function format(ns: number): string {
  if (ns < 1_000) return `${ns.toFixed(0)} ns`;
  if (ns < 1_000_000) return `${(ns / 1_000).toFixed(2)} µs`;
  return `${(ns / 1_000_000).toFixed(2)} ms`;
}

if (one < 0) {
  console.log(`node ${process.version}, ${process.platform}/${process.arch}`);
  for (const file of files) {
    const run = spawnSync(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), ONE, file],
      {
        stdio: "inherit",
      },
    );
    if (run.status !== 0) process.exitCode = 1;
  }
}
for (const file of one >= 0 ? files : []) {
  const mod = (await import(pathToFileURL(join(here, "suites", file)).href)) as { default: Suite };
  const bench = new Bench({ time: 1000, warmupTime: 200 });
  await mod.default.register(bench);
  await bench.run();
  console.log(`\n## ${mod.default.name}`);
  for (const task of bench.tasks) {
    const r = task.result;
    if (r?.state !== "completed") {
      console.log(
        `  ${task.name}: ${r?.state ?? "no result"} ${"error" in (r ?? {}) ? String((r as { error: unknown }).error) : ""}`,
      );
      continue;
    }
    // A task named "... ×N" does N operations per iteration (for sub-microsecond work); report per operation.
    const per = Number(/×(\d+)$/.exec(task.name)?.[1] ?? 1);
    const lat = r.latency;
    const p50 = (lat.p50 * 1e6) / per;
    const p99 = (lat.p99 * 1e6) / per;
    const p75 = (lat.p75 * 1e6) / per;
    console.log(
      `  ${task.name.padEnd(58)} median ${format(p50).padStart(10)}  (p75 ${format(p75)}, p99 ${format(p99)}, n=${lat.samplesCount})`,
    );
  }
}
