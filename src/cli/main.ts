/**
 * `npm start [-- <level.json>]`: play a level in the terminal (SPEC §7). With no level it plays
 * levels/l1-double-tap.json. A bad flag exits 2 and a bad level file exits 1, each with one line.
 */
import { join } from "node:path";
import { LEVELS_DIR, readLevel } from "../play/files";
import { Session } from "../play/session";
import { runRepl } from "./repl";
import { type LineSource, lineSource } from "./source";
import { colorByDefault } from "./style";
import { ttySource } from "./tty";

/** The level played when none is named. */
export const DEFAULT_LEVEL = join(LEVELS_DIR, "l1-double-tap.json");

const USAGE = `usage: npm start -- [level.json]   (plays ${"levels/l1-double-tap.json"} by default)
Plays a SpellGrid or pure Baba level in the terminal. Type ? in the game for the keys.`;

/** What the command line asks for. */
export type Invocation =
  | { type: "help" }
  | { type: "play"; level: string }
  | { type: "error"; message: string };

/** Read the arguments (after the script's name). */
export function parseArgs(args: readonly string[]): Invocation {
  if (args.includes("--help") || args.includes("-h")) return { type: "help" };
  const flag = args.find((a) => a.startsWith("-"));
  if (flag) return { type: "error", message: `unknown option ${flag} (try --help)` };
  if (args.length > 1) return { type: "error", message: `one level file at most, got ${args.length}` };
  return { type: "play", level: args[0] ?? DEFAULT_LEVEL };
}

function load(level: string): Session {
  const def = readLevel(level);
  try {
    return new Session(def);
  } catch (err) {
    throw new Error(`${level}: ${(err as Error).message}`);
  }
}

async function main(): Promise<number> {
  const inv = parseArgs(process.argv.slice(2));
  switch (inv.type) {
    case "help":
      process.stdout.write(`${USAGE}\n`);
      return 0;
    case "error":
      process.stderr.write(`spellgrid: ${inv.message}\n`);
      return 2;
    case "play": {
      let session: Session;
      try {
        session = load(inv.level);
      } catch (err) {
        process.stderr.write(`spellgrid: ${(err as Error).message}\n`);
        return 1;
      }
      const write = (text: string) => void process.stdout.write(text);
      const source: LineSource = process.stdin.isTTY
        ? ttySource(process.stdin, process.stdout)
        : lineSource(process.stdin, write);
      await runRepl({ session, levelPath: inv.level, source, write, color: colorByDefault(process.stdout) });
      return 0;
    }
    default:
      return inv satisfies never;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (err: unknown) => {
    process.stderr.write(`spellgrid: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exitCode = 1;
  },
);
