/** Each suite runs in a process of its own: the command line that starts one. */
import { spawnSync } from "node:child_process";
import { dirname } from "node:path";

/** The flag that makes bench/index.ts run one suite in its own process. */
export const ONE = "--one-suite";

/**
 * Run the suite `file` in a process of its own with the bench entry `entry` (this tree's, or a ref's
 * copy), its tasks running `time` ms each; its output goes to ours. Returns its exit status.
 */
export function spawnSuite(
  entry: string,
  file: string,
  time: number,
  env: Record<string, string> = {},
): number | null {
  const run = spawnSync(process.execPath, [...process.execArgv, entry, ONE, file, "--time", String(time)], {
    stdio: "inherit",
    cwd: dirname(dirname(entry)),
    env: { ...process.env, ...env },
  });
  return run.status;
}
