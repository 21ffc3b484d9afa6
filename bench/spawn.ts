/** Each suite runs in a process of its own: the command line that starts one, and stopping it on Ctrl-C. */
import { type ChildProcess, spawn } from "node:child_process";
import { dirname } from "node:path";

/** The flag that makes bench/suite-run.ts run one suite in its own process. */
export const ONE = "--one-suite";

let running: ChildProcess | null = null;

/**
 * Run the suite `file` in a process of its own with the bench entry `entry` (this tree's, or a ref's
 * copy), its tasks running `time` ms each; its output goes to ours. Resolves to its exit status.
 */
export function spawnSuite(
  entry: string,
  file: string,
  time: number,
  env: Record<string, string> = {},
): Promise<number | null> {
  const child = spawn(process.execPath, [...process.execArgv, entry, ONE, file, "--time", String(time)], {
    stdio: "inherit",
    cwd: dirname(dirname(entry)),
    env: { ...process.env, ...env },
  });
  running = child;
  return new Promise((resolve) => {
    child.on("exit", (code) => {
      running = null;
      resolve(code);
    });
  });
}

/**
 * On Ctrl-C (SIGINT) or SIGTERM: stop the suite running, run `cleanUp`, and exit 130. Returns a
 * function that removes the handlers.
 */
export function onInterrupt(cleanUp: () => void): () => void {
  const stop = () => {
    running?.kill("SIGTERM");
    cleanUp();
    process.exit(130);
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
  return () => {
    process.off("SIGINT", stop);
    process.off("SIGTERM", stop);
  };
}
