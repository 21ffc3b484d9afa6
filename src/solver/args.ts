/** The solver command's arguments: one-line errors for anything it does not understand. */

/** What `npm run solve` was asked to do. */
export interface SolveArgs {
  levels: string[];
  all: boolean;
  maxStates: number | undefined;
  /** Worker threads: 1 is single-threaded; undefined lets the search decide (every core, large layers only). */
  workers: number | undefined;
  help: boolean;
  /** Write each solution as a replay file into this directory. */
  replays: string | undefined;
}

/** The command's help text. */
export const USAGE = `usage: npm run solve -- <level.json>... [options]
       npm run solve -- --all [options]
Finds a shortest winning script for each level by breadth-first search and prints it
in the terminal player's notation (paste it into npm start). --all solves every level
in levels/ and prints a table.
Options:
  --max-states N       stop after N distinct states
  --workers N          worker threads (default: every core, on large layers only;
                       1 keeps the search on one thread)
  --save-replays DIR   write each solution as DIR/<level>.replay.json (DIR is created
                       before the search starts)
  --help, -h           this help
Exit codes: 0 every level solved, 1 some level not solved, 2 bad arguments or level.`;

function count(flag: string, value: string | undefined): number {
  if (value === undefined) throw new Error(`${flag} needs a number`);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1) throw new Error(`${flag} must be a whole number ≥ 1, not "${value}"`);
  return n;
}

/** Read the arguments after `npm run solve --`; throws an Error whose message is one line. */
export function parseSolveArgs(argv: readonly string[]): SolveArgs {
  const args: SolveArgs = {
    levels: [],
    all: false,
    maxStates: undefined,
    workers: undefined,
    help: false,
    replays: undefined,
  };
  if (argv.includes("--help") || argv.includes("-h")) return { ...args, help: true };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--all") args.all = true;
    else if (a === "--max-states") args.maxStates = count(a, argv[++i]);
    else if (a === "--workers") args.workers = count(a, argv[++i]);
    else if (a === "--save-replays") {
      args.replays = argv[++i];
      if (args.replays === undefined || args.replays.startsWith("-"))
        throw new Error("--save-replays needs a directory");
    } else if (a.startsWith("-")) throw new Error(`unknown option ${a} (try --help)`);
    else args.levels.push(a);
  }
  if (!args.all && args.levels.length === 0) throw new Error("name a level file, or --all (try --help)");
  if (args.all && args.levels.length > 0)
    throw new Error("--all solves every level: name no level files with it");
  return args;
}
