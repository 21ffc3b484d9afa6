/**
 * The terminal player's command line: `[--help] [--raw] [level.json | game.replay.json]`, or a duel
 * against an AI, `--duel [DECK DECK] [--ai NAME] [--seed S]` (play-duel-args.ts).
 */
import { join } from "node:path";
import { npmTookOptions, unknownOption } from "../content/problems";
import { LEVELS_DIR } from "../play/files";
import { DUEL_FLAGS, DUEL_USAGE, type DuelInvocation, parseDuelArgs } from "./play-duel-args";

/** The level played when none is named. */
export const DEFAULT_LEVEL = join(LEVELS_DIR, "l1-double-tap.json");

/** What `--help` prints. */
export const USAGE = `usage: npm start -- [--raw] [level.json | game.replay.json]
       (levels/l1-double-tap.json by default)
Plays a SpellGrid or pure Baba level in the terminal, or shows a replay step by
step (n next, b back, g N step N, p play on from there). Type ? in the game for
every command:
  w a s d (or arrows)   one turn          c <card> [x y]   cast or play a card
  . or Space (wait)     a turn in which YOU does not move
  c 1                   the hand's first card; names in any case
  w; w; c Whirlwind     a script, as npm run solve prints it: paste it on a line
  why 3                 why line 3 of the last action's log happened
  l                     the log in the course's format, or in sentences again
                        (--raw starts there)
  u  r  n  save  q      undo, restart, next level, save a replay, quit
  levels [N]            this folder's levels (from the N-th), and which are won
Exits 0 when you quit, 2 on a bad option, file or deck, 130 on Ctrl-C.
${DUEL_USAGE}`;

/** What the command line asks for. */
export type Invocation =
  | { type: "help" }
  | { type: "play"; level: string; raw: boolean }
  | DuelInvocation
  | { type: "error"; message: string };

/** How many files are named when more than one is given (a shell's glob may give dozens). */
const NAMED = 3;

/** `expected one level or replay file, got 2: a.json, b.json (try --help)`: the files named, the first three. */
function tooMany(files: readonly string[]): string {
  const more = files.length > NAMED ? ` and ${files.length - NAMED} more` : "";
  return `expected one level or replay file, got ${files.length}: ${files.slice(0, NAMED).join(", ")}${more} (try --help)`;
}

/**
 * Read the arguments (those after the script's name; `env`: where npm says which options it took as its
 * own, `npm start --duel` having played level 1).
 */
export function parseArgs(args: readonly string[], env: NodeJS.ProcessEnv = process.env): Invocation {
  if (args.includes("--help") || args.includes("-h")) return { type: "help" };
  const took = npmTookOptions("npm start", ["--duel", "--raw", "--ai …", "--seed …"], env, args);
  if (took !== null) return { type: "error", message: took };
  if (args.includes("--duel")) return parseDuelArgs(args.filter((a) => a !== "--duel"));
  const raw = args.includes("--raw");
  const rest = args.filter((a) => a !== "--raw");
  const flag = rest.find((a) => a.startsWith("-"));
  if (flag !== undefined && DUEL_FLAGS.includes(flag))
    return {
      type: "error",
      message: `${flag} is an option of a duel: npm start -- --duel ${flag} … (try --help)`,
    };
  if (flag) return { type: "error", message: unknownOption(flag, ["--duel", "--raw", "--help"]) };
  if (rest.length > 1) return { type: "error", message: tooMany(rest) };
  return { type: "play", level: rest[0] ?? DEFAULT_LEVEL, raw };
}
