/**
 * `npm start [-- <level.json>]`: play a level in the terminal (docs/rules.md §7). With no level it plays
 * levels/l1-double-tap.json. A bad flag exits 2 and a bad level file exits 1, each with one line.
 * The level is played with the content of its content root (the nearest folder above it holding
 * content/words.json; the repository otherwise).
 */
import { contentRootOf, invocationDir, loadContent } from "../content/content-root";
import { openLevel } from "../play/level-file";
import { Session } from "../play/session";
import { parseArgs, USAGE } from "./args";
import { runRepl } from "./repl";
import { type LineSource, lineSource } from "./source";
import { colorByDefault } from "./style";
import { ttySource } from "./tty";

/** The level file as a session; an error names the file first (`FILE: field: problem`). */
function load(level: string): Session {
  return openLevel(level, (def) => new Session(def, loadContent(contentRootOf(level)))).made;
}

async function main(): Promise<number> {
  process.chdir(invocationDir("src/cli/main.ts"));
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
      const color = colorByDefault(process.stdout);
      await runRepl({ session, levelPath: inv.level, source, write, color, raw: inv.raw });
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
