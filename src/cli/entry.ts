/**
 * How a batch command that writes its progress to stderr (solve, duel) starts: it ends quietly when a
 * reader closes stdout or stderr (`2>&1 | head`: closed-pipe.ts), runs from the folder it was typed in
 * (content-root.ts → `invocationDir`), and exits with what its `main` returns.
 */
import { endOnClosedPipe } from "./closed-pipe";

/**
 * Runs `main` on the command line's arguments as the command `name`, in the folder `dir` (its
 * `invocationDir`): its answer is the exit code; an error that escapes it is said as `name: message`,
 * and the exit code is `failCode(err)`.
 */
export function runBatchCommand(
  name: string,
  dir: string,
  main: (args: string[]) => Promise<number>,
  failCode: (err: unknown) => number,
): void {
  endOnClosedPipe();
  endOnClosedPipe(process.stderr); // the progress goes there: `2>&1 | head` closes it too
  process.chdir(dir);
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(`${name}: ${err instanceof Error ? err.message : String(err)}`);
      process.exitCode = failCode(err);
    },
  );
}
