/** `npm run bench` arguments: suite filters and options; one-line errors naming the flag. */

/** What `npm run bench` was asked to do. */
export interface BenchArgs {
  /** Run only the suites whose file name contains one of these (all when empty). */
  filters: string[];
  /** A git ref to measure side by side with the working tree. */
  compare: string | undefined;
  /** With --compare: how many times each suite runs on each side, alternating (with --paired: timed rounds). */
  rounds: number;
  /** With --compare: the corpus walk of both sides in one process, round by round (bench/paired.ts). */
  paired: boolean;
  /** Milliseconds each task runs (after a warm-up of a fifth of it). */
  time: number;
  help: boolean;
}

/** The command's help text. */
export const BENCH_USAGE = `usage: npm run bench [-- [suite...] [options]]
Runs the benchmark suites of bench/suites/ (those whose file name contains a suite argument,
or all), each in its own process, and prints each task's median time per operation.
Options:
  --compare REF   check out the git ref REF (a branch, tag or commit) into a temporary worktree,
                  run the same suites (this tree's bench/) there and here, alternating, and print
                  both medians and their ratio for each task
  --rounds N      with --compare: run each suite N times on each side (default 1); the table
                  shows the median of each side's medians
  --paired        with --compare: instead of suites, walk REF's corpus (the grid-corpus walk)
                  on REF's engine and on this tree's, back to back, --rounds times (default 10;
                  each round a fresh process per side, warmed, three timed walks each), and
                  print each round's ratio and the medians: the steadiest ratio a busy machine
                  gives
  --time MS       milliseconds each task runs (default 1000, after a warm-up of a fifth of it)
  --help, -h      this help`;

function whole(flag: string, value: string | undefined): number {
  if (value === undefined) throw new Error(`${flag} needs a number`);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number ≥ 1, not "${value}"`);
  return n;
}

/** Read the arguments after `npm run bench --`; throws an Error whose message is one line. */
export function parseBenchArgs(argv: readonly string[]): BenchArgs {
  const args: BenchArgs = {
    filters: [],
    compare: undefined,
    rounds: 1,
    paired: false,
    time: 1000,
    help: false,
  };
  let rounds: number | undefined;
  if (argv.includes("--help") || argv.includes("-h")) return { ...args, help: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--compare") {
      const ref = argv[++i];
      if (ref === undefined || ref.startsWith("-"))
        throw new Error("--compare needs a git ref (a branch, tag or commit)");
      args.compare = ref;
    } else if (a === "--rounds") rounds = whole(a, argv[++i]);
    else if (a === "--paired") args.paired = true;
    else if (a === "--time") args.time = whole(a, argv[++i]);
    else if (a.startsWith("-")) throw new Error(`unknown option ${a} (try --help)`);
    else args.filters.push(a);
  }
  if (rounds !== undefined && args.compare === undefined) throw new Error("--rounds goes with --compare REF");
  if (args.paired && args.compare === undefined) throw new Error("--paired goes with --compare REF");
  if (args.paired && args.filters.length > 0)
    throw new Error(`--paired walks the corpus and runs no suite: drop ${args.filters.join(", ")}`);
  args.rounds = rounds ?? (args.paired ? 10 : 1);
  return args;
}
