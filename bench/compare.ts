/**
 * `npm run bench -- --compare REF`: the same suites on a git ref and on the working tree, side by side.
 * REF is checked out (detached) into a temporary git worktree whose node_modules links to this tree's,
 * and this tree's bench/ replaces the ref's, so both sides run the same benchmark code against their
 * own engine. Each suite then runs in turn there and here (here first in odd rounds, there first in
 * even ones, so neither side always runs on a warmer or quieter machine), and a table prints both
 * medians and their ratio. The worktree is removed at the end, on an error and on Ctrl-C.
 */
import { execFileSync } from "node:child_process";
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import type { BenchArgs } from "./args";
import { coldRatios } from "./cold";
import { pairedWalk } from "./paired";
import { compareTable, type TaskResult } from "./report";
import { onInterrupt, spawnSuite } from "./spawn";

const BENCH = dirname(fileURLToPath(import.meta.url));
const ROOT = dirname(BENCH);

function git(args: string[], cwd = ROOT): string {
  return execFileSync("git", args, { cwd, encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] }).trim();
}

/** The commit `ref` names, or an Error naming the ref. */
export function resolveRef(ref: string): string {
  try {
    return git(["rev-parse", "--verify", "--quiet", `${ref}^{commit}`]);
  } catch {
    throw new Error(`--compare ${ref}: not a git ref of this repository (a branch, tag or commit)`);
  }
}

/** Check out `commit` into a new temporary worktree with this tree's node_modules and bench/; returns its folder. */
export function refWorktree(commit: string): string {
  const dir = join(mkdtempSync(join(tmpdir(), "spellgrid-bench-")), "tree");
  git(["worktree", "add", "--detach", dir, commit]);
  try {
    rmSync(join(dir, "node_modules"), { recursive: true, force: true }); // a ref may hold a link of its own
    symlinkSync(join(ROOT, "node_modules"), join(dir, "node_modules"), "dir");
    rmSync(join(dir, "bench"), { recursive: true, force: true });
    const generated = join(BENCH, "corpus", "levels");
    cpSync(BENCH, join(dir, "bench"), { recursive: true, filter: (src) => !src.startsWith(generated) });
  } catch (err) {
    removeWorktree(dir);
    throw err;
  }
  return dir;
}

/** Remove a worktree `refWorktree` made (and its temporary parent folder). */
export function removeWorktree(dir: string): void {
  try {
    git(["worktree", "remove", "--force", dir]);
  } catch {
    // already gone, or never registered: the folder is removed below
  }
  rmSync(dirname(dir), { recursive: true, force: true });
  git(["worktree", "prune"]);
}

/** Run one suite on one side; its results, or none when the suite failed there. */
async function runSide(
  entry: string,
  file: string,
  time: number,
  label: string,
  out: string,
): Promise<TaskResult[]> {
  rmSync(out, { force: true });
  const status = await spawnSuite(entry, file, time, { BENCH_LABEL: label, BENCH_RESULTS: out });
  if (status !== 0) console.log(`  (${label}: bench/suites/${file} failed, exit ${status})`);
  return existsSync(out) ? (JSON.parse(readFileSync(out, "utf8")) as TaskResult[]) : [];
}

/**
 * The --compare run: every suite of `files` on REF and here, `args.rounds` times each, then the table;
 * with `--paired`, the corpus walk of both in one process instead (bench/paired.ts); with `--cold`, both
 * trees' solver commands started cold (bench/cold.ts).
 */
export async function compare(args: BenchArgs, files: readonly string[]): Promise<void> {
  const ref = args.compare!;
  const commit = resolveRef(ref);
  console.log(
    `comparing ${ref} (${commit.slice(0, 10)}) with the working tree; ${args.paired ? "the walk" : args.cold ? "the cold runs" : "suites"} from this tree's bench/`,
  );
  const dir = refWorktree(commit);
  const release = onInterrupt(() => removeWorktree(dir));
  try {
    if (args.paired) await pairedWalk(ref, dir, ROOT, args.rounds);
    else if (args.cold)
      await coldRatios(
        [
          { label: ref, root: dir },
          { label: "here", root: ROOT },
        ],
        args.rounds,
        args.states,
      );
    else await sideBySide(ref, dir, files, args);
  } finally {
    release();
    removeWorktree(dir);
  }
}

/** Each suite of `files` there (the worktree `dir` of `ref`) and here, `args.rounds` times, alternating; then the table. */
async function sideBySide(
  ref: string,
  dir: string,
  files: readonly string[],
  args: BenchArgs,
): Promise<void> {
  const out = join(dirname(dir), "results.json");
  const there: TaskResult[] = [];
  const here: TaskResult[] = [];
  const sides = [
    { label: "here", entry: join(BENCH, "suite-run.ts"), into: here },
    { label: ref, entry: join(dir, "bench", "suite-run.ts"), into: there },
  ];
  for (let round = 1; round <= args.rounds; round++)
    for (const [i, file] of files.entries()) {
      const order = (round + i) % 2 === 1 ? sides : [...sides].reverse();
      for (const side of order)
        side.into.push(...(await runSide(side.entry, file, args.time, side.label, out)));
    }
  console.log(`\n## ${ref} and here: median of ${args.rounds} run(s) each; ratio above 1: here is faster\n`);
  console.log(compareTable(ref, there, here));
}
