/** Running the terminal player in tests: as a real process with piped input, or in-process. */

import { spawnSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { type ReplOptions, runRepl } from "../../src/cli/repl";
import type { LineSource } from "../../src/cli/source";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";

/** The repository root (the worktree). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A state folder of the tests' own: no command a test runs reads or writes the user's progress. */
export const STATE_HOME = mkdtempSync(join(tmpdir(), "spellgrid-state-"));

/** Run `node --import tsx src/cli/main.ts <args>` with `lines` piped to it, without colour. */
export function runCli(args: string[], lines: string[] = [], env: NodeJS.ProcessEnv = {}) {
  return runScript("src/cli/main.ts", args, lines, env);
}

/** Run one of the commands (`src/cli/main.ts`, `src/solver/cli.ts`, `src/solver/replay-cli.ts`) from the repository root. */
export function runScript(script: string, args: string[], lines: string[] = [], env: NodeJS.ProcessEnv = {}) {
  const r = spawnSync("node", ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    input: lines.map((l) => `${l}\n`).join(""),
    env: { ...process.env, NO_COLOR: "1", XDG_STATE_HOME: STATE_HOME, ...env },
    encoding: "utf8",
    timeout: 10_000,
  });
  return { stdout: r.stdout, stderr: r.stderr, code: r.status };
}

/** A source answering every prompt with the next of `lines`, echoed like piped input. */
export function scripted(lines: string[], write: (t: string) => void): LineSource {
  const queue = [...lines];
  const read = async (prompt: string) => {
    const line = queue.shift() ?? null;
    write(`${prompt}${line ?? ""}\n`);
    return line;
  };
  return { next: read, ask: read, close: () => {} };
}

/** Play `lines` on `def` in-process; the session (the last one played, after `n`) and everything written. */
export async function playInProcess(
  def: LevelDef,
  levelPath: string,
  lines: string[],
  cwd?: string,
  more: Partial<ReplOptions> = {},
) {
  let out = "";
  const write = (t: string) => void (out += t);
  const opts: ReplOptions = {
    session: new Session(def, repositoryContent()),
    levelPath,
    source: scripted(lines, write),
    write,
    color: false,
    cwd,
    ...more,
  };
  await runRepl(opts);
  return { session: opts.session, out, opts };
}
