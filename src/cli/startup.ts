/**
 * Loaded first by every command (imported first by each command's entry file; `npm run check`'s entry is
 * also a module the tests import, so package.json preloads this for it with `tsx --import`). The
 * repository's content/words.json and content/seams.json are checked when the code that reads them is
 * first imported, before a command's own code runs, so a mistake there (a word's class misspelt:
 * docs/authoring.md §2) ended every command, `npm run check` too, in a stack trace. It ends them with the
 * problems, one line each, and exit code 2, as every other problem of a command's input does. Any other
 * error is left to Node, as before.
 */
import { relative } from "node:path";
import { formatProblem, type Problem } from "../content/problems";

const ADVICE =
  "(every command reads content/words.json and content/seams.json as it starts: fix them and run it again)";

/**
 * What a command prints when `error` is a problem of the content it loads as it starts: a `ContentError`
 * (its problems), or a file that is not JSON, as tsx's compiler reports it (`…/content/words.json:1:48:
 * ERROR: JSON does not support trailing commas`, its column counted from 0); null otherwise.
 */
export function startupFailure(error: unknown, cwd = process.cwd()): string[] | null {
  if (!(error instanceof Error)) return null;
  if (error.name === "ContentError") {
    const { problems } = error as Error & { problems?: readonly Problem[] };
    return [...(problems?.length ? problems.map(formatProblem) : [error.message]), ADVICE];
  }
  const json = /^(.*\.json):(\d+):(\d+): ERROR: (.*)$/m.exec(error.message);
  if (error.name !== "TransformError" || json === null) return null;
  const [, file, line, column, why] = json;
  return [
    `${relative(cwd, file)}: invalid JSON: ${why} (line ${line}, column ${Number(column) + 1})`,
    ADVICE,
  ];
}

// A monitor runs before Node's own handling, which it leaves as it is for every other error.
process.on("uncaughtExceptionMonitor", (error) => {
  const lines = startupFailure(error);
  if (lines === null) return;
  for (const line of lines) process.stderr.write(`${line}\n`);
  process.exit(2);
});
