/** `npm run bench` arguments: suite filters and options; one-line errors naming the flag. */
import { npmTookOptions } from "../src/content/problems";

/** What `npm run bench` was asked to do. */
export interface BenchArgs {
  /** Run only the suites whose file name contains one of these (all when empty). */
  filters: string[];
  /** A git ref to measure side by side with the working tree. */
  compare: string | undefined;
  /** With --compare: how many times each suite runs on each side, alternating (with --paired or --cold: rounds; with --steps: timed walks). */
  rounds: number;
  /** With --compare: the corpus walk of both sides in one process, round by round (bench/paired.ts). */
  paired: boolean;
  /** The solver's command started cold with one thread and with two, round by round (bench/cold.ts). */
  cold: boolean;
  /** The corpus walk's steps sorted by what each did, with each sort's median time (bench/step-kinds.ts). */
  steps: boolean;
  /** With --cold: the states each search explores. */
  states: number;
  /** Milliseconds each task runs (after a warm-up of a fifth of it). */
  time: number;
  help: boolean;
}

/** The command's help text, within 80 columns (tests/cli/errors.test.ts). */
export const BENCH_USAGE = `usage: npm run bench [-- [suite...] [options]]
Runs the benchmark suites of bench/suites/ (those whose file name contains a
suite argument, or all), each in its own process, and prints each task's median
time per operation.
Options:
  --compare REF   check out the git ref REF (a branch, tag or commit) into a
                  temporary worktree, run the same suites (this tree's bench/)
                  there and here, alternating, and print both medians and their
                  ratio for each task
  --rounds N      with --compare: run each suite N times on each side (default
                  1); the table shows the median of each side's medians
  --paired        with --compare: instead of suites, walk REF's corpus (the
                  grid-corpus walk) on REF's engine and on this tree's, back to
                  back, --rounds times (default 10; each round a fresh process
                  per side, warmed, three timed walks each), and print each
                  round's ratio and the medians: the steadiest ratio a busy
                  machine gives
  --cold          instead of suites, start the solver's command cold on the
                  open-field level with --workers 1, with --workers 2, and as
                  two --workers 1 runs of half the states at once (the ceiling:
                  two cores, no sharding), --rounds times (default 6), and print
                  each round's states/s and ratios and their medians (issue 13
                  item 4 as a user meets it); with --compare REF, REF's command
                  in the same rounds
  --steps         instead of suites, walk the corpus (the grid-corpus walk) and
                  print its steps sorted by what each did (won or lost, rules
                  changed, objects made or destroyed, several, one or no objects
                  moved), with each sort's share and median step time: which
                  steps set the median; --rounds timed walks (default 7) after 6
                  to warm up
  --states N      with --cold: the states each search explores (default 1000000;
                  at most 3900291, where the open field is solved: a run that
                  ends sooner is an error)
  --time MS       milliseconds each task runs (default 1000, after a warm-up of
                  a fifth of it)
  --help, -h      this help`;

function whole(flag: string, value: string | undefined): number {
  if (value === undefined) throw new Error(`${flag} needs a number`);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number ≥ 1, not "${value}"`);
  return n;
}

/**
 * Its options as npm may take them, typed without `--` before them (`npmTookOptions`): `npm run bench
 * --compare main` passed the command only `main`, which it ran as a suite filter.
 */
const BENCH_TAKEN = ["--compare …", "--rounds …", "--paired", "--cold", "--steps", "--states …", "--time …"];

/**
 * Read the arguments after `npm run bench --`; throws an Error whose message is one line (`env`: where
 * npm says which options it took as its own).
 */
export function parseBenchArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): BenchArgs {
  const args: BenchArgs = {
    filters: [],
    compare: undefined,
    rounds: 1,
    paired: false,
    cold: false,
    steps: false,
    states: 1_000_000,
    time: 1000,
    help: false,
  };
  let states: number | undefined;
  let time: number | undefined;
  let rounds: number | undefined;
  if (argv.includes("--help") || argv.includes("-h")) return { ...args, help: true };
  const took = npmTookOptions("npm run bench", BENCH_TAKEN, env, argv);
  if (took !== null) throw new Error(took);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--compare") {
      const ref = argv[++i];
      if (ref === undefined || ref.startsWith("-"))
        throw new Error("--compare needs a git ref (a branch, tag or commit)");
      args.compare = ref;
    } else if (a === "--rounds") rounds = whole(a, argv[++i]);
    else if (a === "--paired") args.paired = true;
    else if (a === "--cold") args.cold = true;
    else if (a === "--steps") args.steps = true;
    else if (a === "--states") states = whole(a, argv[++i]);
    else if (a === "--time") time = whole(a, argv[++i]);
    else if (a.startsWith("-")) throw new Error(`unknown option ${a} (try --help)`);
    else args.filters.push(a);
  }
  if (rounds !== undefined && args.compare === undefined && !args.cold && !args.steps)
    throw new Error("--rounds goes with --compare REF, --cold or --steps");
  if (args.steps && (args.compare !== undefined || args.cold || args.paired))
    throw new Error("--steps walks this tree's corpus alone: drop --compare, --cold and --paired");
  if (args.steps && args.filters.length > 0)
    throw new Error(`--steps walks the corpus and runs no suite: drop ${args.filters.join(", ")}`);
  if (args.steps && time !== undefined)
    throw new Error("--time sets a suite task's time: --steps times each step");
  if (states !== undefined && !args.cold) throw new Error("--states goes with --cold");
  if (args.cold && args.paired) throw new Error("--cold and --paired are two different runs: choose one");
  if (args.cold && args.filters.length > 0)
    throw new Error(`--cold starts the solver's command and runs no suite: drop ${args.filters.join(", ")}`);
  if (args.cold && time !== undefined)
    throw new Error("--time sets a suite task's time: --cold times whole runs");
  if (args.paired && args.compare === undefined) throw new Error("--paired goes with --compare REF");
  if (args.paired && args.filters.length > 0)
    throw new Error(`--paired walks the corpus and runs no suite: drop ${args.filters.join(", ")}`);
  args.rounds = rounds ?? (args.paired ? 10 : args.cold ? 6 : args.steps ? 7 : 1);
  args.states = states ?? args.states;
  args.time = time ?? args.time;
  return args;
}
