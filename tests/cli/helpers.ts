/**
 * Running the terminal player in tests: as a real process with piped input, in a pseudo-terminal, or
 * in-process.
 */

import { type ChildProcess, spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { unstyled } from "../../src/cli/frame";
import { type ReplOptions, runRepl } from "../../src/cli/repl";
import { CONTROL } from "../../src/cli/screen";
import type { LineSource } from "../../src/cli/source";
import { repositoryContent } from "../../src/content/content";
import type { LevelDef } from "../../src/harness";
import { Session } from "../../src/play/session";

/** The repository root (the worktree). */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));

/** A state folder of the tests' own: no command a test runs reads or writes the user's progress. */
export const STATE_HOME = mkdtempSync(join(tmpdir(), "spellgrid-state-"));

/**
 * A folder no command can make, and the reason `makeFolder` gives: one under /proc, where Node 20's
 * `mkdirSync(dir, { recursive: true })` never returns (so a test of it runs the command in a process with
 * a timeout); where /proc is absent, one under a file.
 */
export function unmakeableFolder(): { path: string; why: string } {
  if (existsSync("/proc")) return { path: "/proc/spellgrid-x/y", why: "/proc does not take new folders" };
  const file = join(mkdtempSync(join(tmpdir(), "spellgrid-unmakeable-")), "a-file");
  writeFileSync(file, "");
  return { path: join(file, "y"), why: `${file} is a file, not a folder` };
}

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
    session: more.session ?? new Session(def, repositoryContent()),
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

/** The player running in a pseudo-terminal: what it has shown, keys to type, frames to wait for. */
export interface Terminal {
  shown(): string;
  type(keys: string): void;
  /** Wait until the `n`-th frame has been drawn and the prompt follows it. */
  frame(n: number): Promise<void>;
  /** Wait for the program to end; its exit code. */
  exit(): Promise<number | null>;
}

/**
 * Runs `node --import tsx src/cli/main.ts <args>` in a pseudo-terminal of 80×24 (util-linux `script`), without
 * colour, with `env` added to the environment; a wait for a frame fails after `patience` ms.
 */
export function inTerminal(args: string[], env: NodeJS.ProcessEnv, patience: number): Terminal {
  const command = `stty rows 24 cols 80 && exec node --import tsx src/cli/main.ts ${args.join(" ")}`;
  const child: ChildProcess = spawn("script", ["-qfec", command, "/dev/null"], {
    cwd: ROOT,
    env: { ...process.env, ...env, NO_COLOR: "" },
  });
  let out = "";
  child.stdout!.on("data", (d: Buffer) => {
    out += d.toString("utf8");
  });
  const ended = new Promise<number | null>((done) => child.on("close", done));
  const until = async (ok: () => boolean, what: string) => {
    for (let waited = 0; !ok(); waited += 20) {
      if (waited > patience)
        throw new Error(`no ${what} after ${patience / 1000} s; the terminal shows:\n${JSON.stringify(out)}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  };
  return {
    shown: () => out,
    type: (keys) => child.stdin!.write(keys),
    frame: (n) =>
      until(() => out.split(CONTROL.home).length - 1 >= n && /> $/.test(out), `frame ${n} with its prompt`),
    exit: () => ended,
  };
}

/** The frames a terminal was shown (each as its lines, the terminal's colours and line erasures taken out). */
export function frames(shown: string): string[][] {
  return shown
    .split(CONTROL.home)
    .slice(1)
    .map((f) => f.slice(0, f.indexOf(CONTROL.eraseBelow)))
    .map((f) => f.replaceAll(CONTROL.eraseLine, "").replace(/\r\n$/, "").split("\r\n").map(unstyled));
}
