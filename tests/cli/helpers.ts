/** Running the terminal player in tests: as a real process with piped input, or in-process. */

import { spawnSync } from "node:child_process";
import { fileURLToPath } from "node:url";
import { runRepl } from "../../src/cli/repl";
import type { LineSource } from "../../src/cli/source";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";

/** The repository root (the worktree). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** Run `node --import tsx src/cli/main.ts <args>` with `lines` piped to it, without colour. */
export function runCli(args: string[], lines: string[] = []) {
  return runScript("src/cli/main.ts", args, lines);
}

/** Run one of the commands (`src/cli/main.ts`, `src/solver/cli.ts`, `src/solver/replay-cli.ts`) from the repository root. */
export function runScript(script: string, args: string[], lines: string[] = []) {
  const r = spawnSync("node", ["--import", "tsx", script, ...args], {
    cwd: ROOT,
    input: lines.map((l) => `${l}\n`).join(""),
    env: { ...process.env, NO_COLOR: "1" },
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

/** Play `lines` on `def` in-process; the session and everything written. */
export async function playInProcess(def: LevelDef, levelPath: string, lines: string[], cwd?: string) {
  const session = new Session(def, repositoryContent());
  let out = "";
  const write = (t: string) => void (out += t);
  await runRepl({ session, levelPath, source: scripted(lines, write), write, color: false, cwd });
  return { session, out };
}
