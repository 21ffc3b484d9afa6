/** The solver command's arguments: one-line errors for anything it does not understand. */

import { npmTookOptions, unknownOption } from "../content/problems";
import type { Limits } from "./budget";
import { MAX_THREADS } from "./shared-memory";

/** What `npm run solve` was asked to do. */
export interface SolveArgs {
  levels: string[];
  all: boolean;
  maxStates: number | undefined;
  /** Give up after this many seconds of search (each level's own). */
  timeLimit: number | undefined;
  /** Give up once the memory in use (`heapInUse`: the JS heap and array buffers) reaches this many MB (2^20 bytes). */
  maxMemory: number | undefined;
  /** Worker threads: 1 is single-threaded; undefined is every core (the shared search uses at most `MAX_THREADS`). */
  workers: number | undefined;
  help: boolean;
  /** Write each solution as a replay file into this directory. */
  replays: string | undefined;
}

/**
 * The most threads `--workers` takes: each loads the solver (about 11 MB before it holds a state), so a
 * mistyped 100000 would fill the memory and crash at start, and threads past the cores gain nothing.
 */
export const MAX_WORKERS = 256;

/** The command's help text. */
export const USAGE = `usage: npm run solve -- <level.json>... [options]
       npm run solve -- --all [options]
Finds a shortest winning script for each level by breadth-first search and
prints it in the terminal player's notation (paste it into npm start). --all
solves every level in levels/ and prints a table, with a line under it for
each level found unsolvable: what its states held. A line under the answer
counts the actions the search skipped, if any (docs/rules.md §7).
Options:
  --max-states N       give up after N distinct states
  --time-limit S       give up after S seconds of search (per level; a decimal
                       is fine)
  --max-memory MB      give up once the memory in use (the JS heap and the
                       packed states, every thread's) reaches MB megabytes
                       (each budget ends the search with "not found within
                       budget: gave up at N states (…)"; a budget left out has
                       no limit)
  --workers N          threads searching one shared seen set (default: every
                       core; 1 keeps the search on one thread; at most
                       ${MAX_WORKERS}, of which ${MAX_THREADS} search)
  --save-replays DIR   write each solution as DIR/<level>.replay.json (DIR is
                       created before the search starts; two level files of one
                       name are refused)
  --help, -h           this help
Ctrl-C stops a search and says what it stopped: the level, the states explored,
the time. Exit codes: 0 every level solved, 1 some level not solved, 2 bad
arguments or level, 130 stopped by Ctrl-C.`;

/**
 * Why a value that reads as an endless number (`Infinity`, `1e400`: past the largest a number holds) is
 * refused: it is too large, which "not a whole number" or "not above 0" would hide. A budget with no
 * limit is the budget left out; a bounded option says its bound, as for any value past it.
 */
function endless(flag: string, value: string, what: string, max: number): string {
  return max < Number.POSITIVE_INFINITY
    ? `${flag} must be at most ${max}, not "${value}"`
    : `${flag} must be a finite ${what}, not "${value}" (too large; leave ${flag} out for no limit)`;
}

function count(
  flag: string,
  value: string | undefined,
  what: string,
  max = Number.POSITIVE_INFINITY,
): number {
  if (value === undefined) throw new Error(`${flag} needs a number`);
  const n = Number(value);
  if (n === Number.POSITIVE_INFINITY) throw new Error(endless(flag, value, what, max));
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number ≥ 1, not "${value}"`);
  if (n > max) throw new Error(`${flag} must be at most ${max}, not "${value}"`);
  return n;
}

/** A positive number of seconds or megabytes (decimals allowed). */
function amount(flag: string, value: string | undefined, unit: string): number {
  if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a number of ${unit}`);
  const n = Number(value);
  if (n === Number.POSITIVE_INFINITY)
    throw new Error(endless(flag, value, `number of ${unit}`, Number.POSITIVE_INFINITY));
  if (value.trim() === "" || !Number.isFinite(n) || n <= 0)
    throw new Error(`${flag} must be a number of ${unit} above 0, not "${value}"`);
  return n;
}

/**
 * `n` seconds or megabytes in the search's unit (`scale` of them each); a huge budget whose product would
 * be past the largest number (`--time-limit 1e307`) stays the largest, a budget with no limit in practice,
 * as it was typed (the search refuses an endless one: `checkBudget`).
 */
const inUnit = (n: number, scale: number): number => Math.min(n * scale, Number.MAX_VALUE);

/** The search budgets the arguments set, as the search reads them. */
export function limitsOf(args: SolveArgs): Limits {
  return {
    maxStates: args.maxStates,
    timeLimitMs: args.timeLimit === undefined ? undefined : inUnit(args.timeLimit, 1000),
    maxHeapBytes: args.maxMemory === undefined ? undefined : inUnit(args.maxMemory, 2 ** 20),
  };
}

/** The options `npm run solve` takes (an unknown one is refused naming the nearest). */
const SOLVE_OPTIONS = [
  "--all",
  "--max-states",
  "--time-limit",
  "--max-memory",
  "--workers",
  "--save-replays",
  "--help",
];

/** Its options as npm may take them, typed without `--` before them (`npmTookOptions`). */
const SOLVE_TAKEN = [
  "--all",
  "--max-states …",
  "--time-limit …",
  "--max-memory …",
  "--workers …",
  "--save-replays …",
];

/**
 * Read the arguments after `npm run solve --`; throws an Error whose message is one line (`env`: where
 * npm says which options it took as its own).
 */
export function parseSolveArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): SolveArgs {
  const args: SolveArgs = {
    levels: [],
    all: false,
    maxStates: undefined,
    timeLimit: undefined,
    maxMemory: undefined,
    workers: undefined,
    help: false,
    replays: undefined,
  };
  if (argv.includes("--help") || argv.includes("-h")) return { ...args, help: true };
  const took = npmTookOptions("npm run solve", SOLVE_TAKEN, env, argv);
  if (took !== null) throw new Error(took);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--all") args.all = true;
    else if (a === "--max-states") args.maxStates = count(a, argv[++i], "number of states");
    else if (a === "--time-limit") args.timeLimit = amount(a, argv[++i], "seconds");
    else if (a === "--max-memory") args.maxMemory = amount(a, argv[++i], "megabytes");
    else if (a === "--workers") args.workers = count(a, argv[++i], "number of threads", MAX_WORKERS);
    else if (a === "--save-replays") {
      args.replays = argv[++i];
      // An empty name ("$DIR" unset) would be the working folder: refused, not guessed.
      if (args.replays === undefined || args.replays.startsWith("-") || args.replays.trim() === "")
        throw new Error("--save-replays needs a directory");
      // A level typed right after it is a level, not the folder (it ends in .json, as every level file does).
      if (args.replays.endsWith(".json"))
        throw new Error(
          `--save-replays needs a directory, and ${args.replays} is a level file: name the folder after it (--save-replays replays ${args.replays})`,
        );
    } else if (a.startsWith("-")) throw new Error(unknownOption(a, SOLVE_OPTIONS));
    else args.levels.push(a);
  }
  if (!args.all && args.levels.length === 0) throw new Error("name a level file, or --all (try --help)");
  if (args.all && args.levels.length > 0)
    throw new Error("--all solves every level: name no level files with it");
  return args;
}
