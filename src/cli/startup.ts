/**
 * Loaded first by every command (imported first by each command's entry file; `npm run check`'s entry is
 * also a module the tests import, so package.json preloads this for it with `tsx --import`). The
 * repository's content/words.json and content/seams.json are checked when the code that reads them is
 * first imported, before a command's own code runs, so a mistake there (a word's class misspelt:
 * docs/authoring.md §2) ended every command, `npm run check` too, in a stack trace. It ends them with the
 * problems, one line each, and exit code 2, as every other problem of a command's input does. Any other
 * error is left to Node, as before.
 */
import { formatProblem, type Problem } from "../content/problems";

/** What a command prints when `error` is a problem of the content it loads as it starts; null otherwise. */
export function startupFailure(error: unknown): string[] | null {
  if (!(error instanceof Error) || error.name !== "ContentError") return null;
  const { problems } = error as Error & { problems?: readonly Problem[] };
  return [
    ...(problems?.length ? problems.map(formatProblem) : [error.message]),
    "(every command reads content/words.json and content/seams.json as it starts: fix them and run it again)",
  ];
}

// A monitor runs before Node's own handling, which it leaves as it is for every other error.
process.on("uncaughtExceptionMonitor", (error) => {
  const lines = startupFailure(error);
  if (lines === null) return;
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(2);
});
