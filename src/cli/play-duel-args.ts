/**
 * The duel's command line (docs/rules.md §7): `--duel [DECK DECK] [--ai NAME] [--seed S] [--raw]`. A
 * deck is a deck file (a path ending in .json) or the name of one in decks/ (`starter-aggro`); with
 * none, the first two decks of decks/ are played (yours first). Every problem names the flag or argument.
 */

import { didYouMean, unknownOption } from "../content/problems";
import { DEFAULT_AGENT, DUEL_AGENTS } from "../play/duel-agents";

/** A duel asked for on the command line. */
export interface DuelInvocation {
  type: "duel";
  /** Your deck and the AI's: a file path or the name of a deck in decks/ each; null: the first two there. */
  decks: [string, string] | null;
  ai: string;
  seed: number;
  raw: boolean;
}

/** The duel's line of the usage text. */
export const DUEL_USAGE = `       npm start -- --duel [DECK DECK] [--ai ${Object.keys(DUEL_AGENTS).join("|")}] [--seed S]
                       [--raw]
Plays a duel against an AI (default: --ai ${DEFAULT_AGENT}, --seed 0, the first two decks
of decks/ by name). A DECK is a deck file (a path ending in .json) or a deck of
decks/ by name (starter-aggro). In the duel: p N [target] plays card N, a X Y
attacks, e ends your turn, u undoes, c N shows card N, why N, l, ?, q.`;

/** The flags that take a value. */
const VALUED = ["--ai", "--seed"] as const;

/** The duel's own flags, which a game of a level does not take. */
export const DUEL_FLAGS: readonly string[] = VALUED;

/**
 * Flags of `npm run duel` (a match of AI against AI) given to a duel against the AI, with what does their
 * work here.
 */
const MATCH_FLAGS: Readonly<Record<string, string>> = {
  "--players": "--ai NAME picks the AI you play against",
  "--games": "one duel is played",
  "--workers": "one duel is played",
  "--playouts": "--ai mcts plays 200 playouts a move",
  "--json": "the duel is played on the screen",
};

/** Read a duel's arguments (everything but `--duel`); a problem is an error naming it. */
export function parseDuelArgs(args: readonly string[]): DuelInvocation | { type: "error"; message: string } {
  const values: Partial<Record<(typeof VALUED)[number], string>> = {};
  const rest: string[] = [];
  let raw = false;
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    const flag = VALUED.find((f) => f === a);
    if (flag !== undefined) {
      const value = args[++i];
      if (value === undefined || value.startsWith("--"))
        return { type: "error", message: `${flag} needs a value (try --help)` };
      values[flag] = value;
    } else if (a === "--raw") raw = true;
    else if (Object.hasOwn(MATCH_FLAGS, a))
      return {
        type: "error",
        message: `${a} is an option of npm run duel (AI against AI); here ${MATCH_FLAGS[a]} (try --help)`,
      };
    else if (a.startsWith("-"))
      return { type: "error", message: unknownOption(a, [...VALUED, "--raw", "--help"]) };
    else rest.push(a);
  }
  const ai = values["--ai"] ?? DEFAULT_AGENT;
  if (!Object.hasOwn(DUEL_AGENTS, ai))
    return {
      type: "error",
      message: `--ai: unknown AI "${ai}"${didYouMean(ai, Object.keys(DUEL_AGENTS))}: the AIs are ${Object.keys(DUEL_AGENTS).join(", ")}`,
    };
  const seedText = values["--seed"] ?? "0";
  if (!/^\d+$/.test(seedText) || Number(seedText) > 0xffffffff)
    return {
      type: "error",
      message: `--seed must be a whole number from 0 to 4294967295, not "${seedText}"`,
    };
  if (rest.length !== 0 && rest.length !== 2)
    return {
      type: "error",
      message: `--duel takes two decks (yours, then the AI's) or none, got ${rest.length}: ${rest.join(" ")}`,
    };
  const decks: [string, string] | null = rest.length === 2 ? [rest[0], rest[1]] : null;
  return { type: "duel", decks, ai, seed: Number(seedText), raw };
}
