/**
 * `npm run duel -- <deck1> <deck2> [options]` (docs/rules.md §7; issue 15 item 6): a match between two AI
 * players, each with its deck, on every core. A deck is a deck file (a path ending in .json) or a deck of
 * the repository's decks/ by name (`starter-aggro`), as `npm start -- --duel` takes them. The decks are
 * loaded and checked first (an error names the file), against the card library of their content root. Progress goes to stderr, the
 * results to stdout. Exit codes: 0 the match was played, 1 a game failed, 2 bad arguments or deck, 130
 * stopped by Ctrl-C (saying after how many games).
 */
import "../cli/startup"; // first: a problem of content/words.json met while the rest loads is one line (startup.ts)
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { runBatchCommand } from "../cli/entry";
import { invocationDir, loadContent, sharedContentRoot } from "../content/content-root";
import { loadDeck } from "../content/decks";
import { type FileWanted, missingGiven } from "../content/file-wanted";
import { didYouMean } from "../content/problems";
import { ROOT } from "../play/files";
import { plural } from "../play/plural";
import { DUEL_MAXIMA, type DuelArgs, parseDuelArgs, USAGE } from "./args";
import { formatReport, headerLine, jsonReport, progressOf } from "./report";
import { CORES, runMatch } from "./run";

/** A failure of the arguments or the input (exit code 2), as opposed to a game that failed (1). */
class InputError extends Error {}

function input<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    throw new InputError((e as Error).message);
  }
}

/**
 * The card library of the decks' content root (both decks must share it), loaded as every command
 * loads a content root: one lacking `cards/` or `content/seams.json` is refused, naming what is missing.
 */
function libraryOf(args: DuelArgs) {
  return loadContent(sharedContentRoot(args.decks.map(deckFile))).cards;
}

/** What `npm run duel` reads for a deck (file-wanted.ts): a deck file. */
const DECK_WANTED: FileWanted = {
  noun: "deck file",
  command: "npm run duel --",
  ending: ".json",
  kinds: ["deck"],
  several: false,
  home: "decks",
};

/**
 * The file of a deck as the command line names it: a deck file (a path ending in .json) as given, or
 * a deck of the repository's decks/ by name; a deck file one step away is asked after (`decks/x` for
 * `decks/x.json`); an unknown name lists the decks.
 */
function deckFile(arg: string): string {
  const dir = join(ROOT, "decks");
  const path = join(dir, `${arg}.json`);
  if (!arg.endsWith(".json") && existsSync(path)) return path;
  // a deck file one ending away (`decks/starter-aggro`), or named by the start of its name
  const missing = missingGiven(arg, DECK_WANTED);
  if (missing !== null) throw missing;
  if (arg.endsWith(".json")) return arg;
  const names = readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.slice(0, -".json".length))
    .sort();
  throw new Error(
    `unknown deck ${JSON.stringify(arg)}${didYouMean(arg, names)}: the decks of decks/ are ${names.join(", ")}; a deck file is a path ending in .json`,
  );
}

/** The signals that stop a match from the keyboard or outside, and their exit codes (128 + the number). */
const STOPS: Readonly<Record<string, number>> = { SIGINT: 130, SIGTERM: 143 };

/**
 * While `run` plays: Ctrl-C (or SIGTERM) ends the progress bar's line and says how far the match got,
 * and how to play a shorter one, instead of leaving a bare `^C` after the bar; then exits 130 (143).
 * The handlers are in place before `run` starts: a match on one worker plays its first slice before it
 * first waits, and a Ctrl-C then, with no handler yet, killed the process without a word.
 */
async function stoppable<T>(finish: () => void, done: () => string, run: () => Promise<T>): Promise<T> {
  const stop = (signal: string) => {
    finish();
    console.error(`duel: stopped after ${done()}: no results (--games N plays a shorter match)`);
    process.exit(STOPS[signal] ?? 1);
  };
  for (const signal of Object.keys(STOPS)) process.once(signal, stop);
  try {
    return await run();
  } finally {
    for (const signal of Object.keys(STOPS)) process.off(signal, stop);
  }
}

async function main(argv: readonly string[]): Promise<number> {
  const args = input(() => parseDuelArgs(argv));
  if (args.help) {
    console.log(USAGE);
    return 0;
  }
  const cards = input(() => libraryOf(args));
  const decks = input(() => args.decks.map((arg) => loadDeck(deckFile(arg), cards).cards)) as [
    string[],
    string[],
  ];
  const workers = Math.min(args.workers ?? Math.min(CORES, DUEL_MAXIMA.workers), args.games);
  const tty = process.stderr.isTTY === true;
  const progress = progressOf((t) => process.stderr.write(t), tty, process.stderr.columns || 80);
  const setup = {
    players: args.players,
    decks,
    seed: args.seed,
    settings: { playouts: args.playouts },
    cards,
  };
  let played = 0;
  const onProgress = (done: number, total: number) => {
    played = done;
    progress.update(done, total);
  };
  const run = await stoppable(
    progress.finish,
    () => `${played} of ${plural(args.games, "game")}`,
    () => runMatch(setup, args.games, { workers, onProgress }),
  );
  progress.finish();
  const who = { players: args.players, decks: args.decks };
  const usesMcts = args.players.includes("mcts");
  if (args.json) {
    const settings = {
      games: args.games,
      seed: args.seed,
      workers,
      ...(usesMcts ? { playouts: args.playouts } : {}),
    };
    console.log(jsonReport(run, who, settings));
  } else {
    const header = headerLine({ ...args, workers, playouts: usesMcts ? args.playouts : undefined });
    console.log(formatReport(run, who, header));
  }
  return 0;
}

runBatchCommand("duel", invocationDir("src/duel/cli.ts"), main, (err) => (err instanceof InputError ? 2 : 1));
