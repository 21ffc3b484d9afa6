/** The duel command's arguments (docs/rules.md §7, `npm run duel`): one-line errors naming the flag. */
import { AGENT_NAMES, type AgentName, isAgentName } from "../ai/registry";
import { npmTookOptions, unknownOption } from "../content/problems";

export interface DuelArgs {
  /** The two deck files: contestant 1's, then contestant 2's. */
  decks: [string, string];
  players: [AgentName, AgentName];
  games: number;
  seed: number;
  /** Worker threads (undefined: every core). */
  workers: number | undefined;
  /** MCTS playouts per move. */
  playouts: number;
  /** Print the results as one JSON object instead of the table. */
  json: boolean;
  help: boolean;
}

/** The defaults: short enough that a match with MCTS ends in minutes on a laptop. */
export const DUEL_DEFAULTS = { games: 100, players: ["mcts", "greedy"], seed: 0, playouts: 200 } as const;

/**
 * The most games, playouts and workers a match takes: a million games of random players take minutes,
 * and a hundred thousand playouts a move take MCTS about half a minute a move; past these a mistyped
 * number would run for days without a word, so it is refused. Each worker thread loads the engine
 * (about 65 MB): a thousand would fill the memory and crash, and threads past the cores gain nothing.
 */
export const DUEL_MAXIMA = { games: 1_000_000, playouts: 100_000, workers: 256 } as const;

/** The largest seed: seeds are 32-bit. */
const MAX_SEED = 0xffffffff;

export const USAGE = `usage: npm run duel -- <deck1> <deck2> [options]
A deck is a deck file (a path ending in .json) or a deck of decks/ by name
(starter-aggro). Plays a match between two AI players, each with its deck, on
every core, and prints each player's wins and win rate with its 95 % confidence
interval (Wilson), the draws, how often the first player won, the mean game
length and the actions per second. The players take turns going first. The same
seed gives the same results on any number of workers.
Options:
  --games N        games to play (default ${DUEL_DEFAULTS.games}, at most ${DUEL_MAXIMA.games})
  --players A,B    the agents of deck 1 and deck 2: ${AGENT_NAMES.join(", ")}
                   (default ${DUEL_DEFAULTS.players.join(",")})
  --seed S         the match's seed, a whole number from 0 to ${MAX_SEED}
                   (default ${DUEL_DEFAULTS.seed}); game i's shuffle and agents' seeds derive
                   from (S, i)
  --workers N      worker threads (default: every core; 1 plays on the main
                   thread; at most ${DUEL_MAXIMA.workers})
  --playouts N     MCTS playouts per move (default ${DUEL_DEFAULTS.playouts}, at most ${DUEL_MAXIMA.playouts})
  --json           print the results as JSON (one object) instead of a table
  --help, -h       this help
Exit codes: 0 the match was played, 1 a game failed, 2 bad arguments or deck,
130 stopped by Ctrl-C (it says after how many games).`;

/** A whole number from `min` to `max`; a string of digits past `max`, however long, is "at most max". */
function whole(flag: string, value: string | undefined, min: number, max: number): number {
  if (value === undefined || value.startsWith("--")) throw new Error(`${flag} needs a number`);
  const n = Number(value);
  if (!/^\d+$/.test(value) || n < min)
    throw new Error(`${flag} must be a whole number ≥ ${min}, not "${value}"`);
  if (n > max) throw new Error(`${flag} must be at most ${max}, not "${value}"`);
  return n;
}

function agents(value: string | undefined): [AgentName, AgentName] {
  if (value === undefined || value.startsWith("--")) throw new Error("--players needs two agents, as A,B");
  const names = value.split(",").map((s) => s.trim());
  if (names.length !== 2) throw new Error(`--players needs two agents, as A,B, not "${value}"`);
  for (const n of names)
    if (!isAgentName(n))
      throw new Error(`--players: unknown agent "${n}" (the agents are ${AGENT_NAMES.join(", ")})`);
  return names as [AgentName, AgentName];
}

/** Flags of `npm start -- --duel` (you against the AI) given to a match, with what does their work here. */
const PLAYER_FLAGS: Readonly<Record<string, string>> = {
  "--ai": "here --players A,B names both agents (as --players greedy,mcts)",
  "--duel": "npm run duel always plays duels, between two AI players",
  "--raw": "a match prints no log",
};

/** The options `npm run duel` takes (an unknown one is refused naming the nearest). */
const DUEL_OPTIONS = ["--games", "--players", "--seed", "--workers", "--playouts", "--json", "--help"];

/** Its options as npm may take them, typed without `--` before them (`npmTookOptions`). */
const DUEL_TAKEN = ["--games …", "--players …", "--seed …", "--workers …", "--playouts …", "--json"];

/**
 * Read the arguments after `npm run duel --`; throws an Error whose message is one line (`env`: where
 * npm says which options it took as its own).
 */
export function parseDuelArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): DuelArgs {
  const args: Omit<DuelArgs, "decks"> & { decks: string[] } = {
    decks: [],
    players: [...DUEL_DEFAULTS.players],
    games: DUEL_DEFAULTS.games,
    seed: DUEL_DEFAULTS.seed,
    workers: undefined,
    playouts: DUEL_DEFAULTS.playouts,
    json: false,
    help: false,
  };
  if (argv.includes("--help") || argv.includes("-h")) return { ...args, decks: ["", ""], help: true };
  const took = npmTookOptions("npm run duel", DUEL_TAKEN, env, argv);
  if (took !== null) throw new Error(took);
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === "--games") args.games = whole(a, argv[++i], 1, DUEL_MAXIMA.games);
    else if (a === "--players") args.players = agents(argv[++i]);
    else if (a === "--seed") args.seed = whole(a, argv[++i], 0, MAX_SEED);
    else if (a === "--workers") args.workers = whole(a, argv[++i], 1, DUEL_MAXIMA.workers);
    else if (a === "--playouts") args.playouts = whole(a, argv[++i], 1, DUEL_MAXIMA.playouts);
    else if (a === "--json") args.json = true;
    else if (Object.hasOwn(PLAYER_FLAGS, a))
      throw new Error(
        `${a} belongs to npm start -- --duel (you against the AI); ${PLAYER_FLAGS[a]} (try --help)`,
      );
    else if (a.startsWith("-")) throw new Error(unknownOption(a, DUEL_OPTIONS));
    else args.decks.push(a);
  }
  // With none (a first try), a command that plays, within 80 columns after "duel: ".
  if (args.decks.length === 0)
    throw new Error("name two decks: npm run duel -- starter-aggro starter-control (try --help)");
  if (args.decks.length !== 2)
    throw new Error(
      `name two decks, one for each player (a deck file, or a deck of decks/ by name: starter-aggro), not ${args.decks.length} (try --help)`,
    );
  return { ...args, decks: [args.decks[0], args.decks[1]] };
}
