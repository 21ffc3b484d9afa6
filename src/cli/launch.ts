/**
 * `npm start [-- <level.json | game.replay.json>]`: play a level in the terminal (docs/rules.md §7), or watch
 * a replay step by step (viewer.ts); `npm start -- --duel …` plays a duel against an AI (play-duel.ts). With no file it plays levels/l1-double-tap.json. A bad flag,
 * a bad file or deck exits 2 (an input error, as every command: README "Exit codes"), each with one line; Ctrl-C at a terminal's prompt gives the terminal back, says
 * on stderr what was stopped, and exits 130 (128 + SIGINT, as a shell's program stopped by Ctrl-C). A file is played with the content of its content root (the
 * nearest folder above it holding content/words.json; the repository otherwise).
 *
 * In a terminal (input and output both a TTY) the game takes the whole screen, redrawn in place, and the
 * levels won are remembered (progress-file.ts); piped input or output gets the transcript, as before.
 */
import { classifyContent } from "../content/classify";
import { contentRootOf, loadContent } from "../content/content-root";
import { type FileWanted, notWanted } from "../content/file-wanted";
import type { DuelMatch } from "../play/duel-match";
import { duelViewOf } from "../play/duel-view";
import { readJson } from "../play/files";
import { openLevel, openSession } from "../play/level-file";
import { replayLevelFile, validateReplay } from "../play/replay-file";
import type { Session } from "../play/session";
import { Steps } from "../play/steps";
import { parseArgs, USAGE } from "./args";
import { endOnClosedPipe } from "./closed-pipe";
import { type CtrlC, heard } from "./interrupt";
import { shownPath } from "./levels";
import { DUEL_KEYS, matchOf, runDuel } from "./play-duel";
import type { DuelInvocation } from "./play-duel-args";
import { composeDuelFrame } from "./play-duel-frame";
import { type ProgressBook, progressBook, progressPath } from "./progress-file";
import { type ReplOptions, runRepl } from "./repl";
import { fullScreen, type Screen } from "./screen";
import { Interrupted, type LineSource, lineSource } from "./source";
import { INTERRUPTED, stoppedGame, stoppedMessage, stoppedViewer } from "./stopped";
import { colorByDefault } from "./style";
import { ttySource } from "./tty";
import { runViewer, type ViewerOptions } from "./viewer";

/** What the file given opens: a level to play, or a replay to watch (with its level's file). */
type Opened = { type: "level"; session: Session } | { type: "replay"; steps: Steps; levelFile: string };

/** What `npm start` reads where a folder was named: one level or replay file (file-wanted.ts). */
const START_WANTED: FileWanted = {
  noun: "level or replay file",
  command: "npm start --",
  ending: ".json",
  kinds: ["level", "replay"],
  several: false,
  home: "levels",
};

/** Open the file; every error names it first (`FILE: field: problem`), a folder with the files in it. */
function open(path: string): Opened {
  const refused = notWanted(path, START_WANTED);
  if (refused !== null) throw refused;
  const data = readJson(path);
  if (classifyContent(path, data) !== "replay") return { type: "level", session: openSession(path) };
  const replay = validateReplay(data, path);
  const levelFile = replayLevelFile(path, replay);
  try {
    const content = loadContent(contentRootOf(path));
    const { def } = openLevel(levelFile, (d) => d); // a problem of the level names the level file
    return { type: "replay", steps: Steps.ofReplay(def, replay, content), levelFile };
  } catch (err) {
    throw new Error(`${path}: ${(err as Error).message}`); // an action it cannot read: the replay's own
  }
}

/** The remembered progress, or why it is not remembered this time (said in the game). */
function progress(): { book?: ProgressBook; problem?: string } {
  try {
    return { book: progressBook(progressPath()) };
  } catch (err) {
    return { problem: `! progress is not remembered this time: ${(err as Error).message}\n` };
  }
}

/** The exit code of a bad command line, file or deck (README "Exit codes": 2, the Unix usage error). */
const INPUT_ERROR = 2;

/**
 * Ctrl-C at the prompt (`Interrupted`, thrown after the keyboard is given back): give the shell's screen
 * back, say on stderr what was stopped, with `what` (its lines: stopped.ts), and exit 130. Any other error goes on to the caller.
 * A Ctrl-C that comes as a signal (a piped game, whose input is no terminal's keyboard) says the same
 * (`ctrlC`).
 */
async function stoppable<P>(
  play: () => Promise<void>,
  what: () => string[],
  screen: Screen<P> | undefined,
  ctrlC: CtrlC,
): Promise<number> {
  ctrlC.say(what, () => screen?.close());
  try {
    await play();
    return 0;
  } catch (err) {
    if (!(err instanceof Interrupted)) throw err;
    screen?.close();
    process.stderr.write(stoppedMessage(what()));
    return INTERRUPTED;
  }
}

/** A duel against an AI (play-duel.ts): in a terminal, the whole screen; piped, a transcript. */
async function duel(inv: DuelInvocation, ctrlC: CtrlC): Promise<number> {
  let match: DuelMatch;
  try {
    match = matchOf(inv);
  } catch (err) {
    process.stderr.write(`spellgrid: ${(err as Error).message}\n`);
    return INPUT_ERROR;
  }
  await heard(); // a Ctrl-C pressed while the duel loaded is said as stopping its loading
  const write = (text: string) => void process.stdout.write(text);
  const interactive = process.stdin.isTTY === true && process.stdout.isTTY === true;
  const source: LineSource = process.stdin.isTTY
    ? ttySource(process.stdin, process.stdout, DUEL_KEYS)
    : lineSource(process.stdin, write);
  const screen = interactive ? fullScreen(process.stdout, composeDuelFrame) : undefined;
  const stopped = () => [`the duel against the AI (${match.aiName}) on turn ${duelViewOf(match).turn}`];
  try {
    return await stoppable(
      () => runDuel({ match, source, write, screen, color: colorByDefault(process.stdout), raw: inv.raw }),
      stopped,
      screen,
      ctrlC,
    );
  } finally {
    screen?.close();
  }
}

/**
 * The player's command, once loaded by main.ts, which hears a Ctrl-C as a signal from its start (`ctrlC`):
 * what it loads is said as soon as it is known, then the game, the replay or the duel (`stoppable`).
 */
export async function main(ctrlC: CtrlC): Promise<number> {
  endOnClosedPipe();
  const inv = parseArgs(process.argv.slice(2));
  const loading =
    inv.type === "play"
      ? shownPath(inv.level)
      : inv.type === "duel"
        ? `the duel against the AI (${inv.ai})`
        : null;
  if (loading !== null) ctrlC.say(() => [loading, "while it loaded: not played yet"]);
  switch (inv.type) {
    case "help":
      process.stdout.write(`${USAGE}\n`);
      return 0;
    case "error":
      process.stderr.write(`spellgrid: ${inv.message}\n`);
      return INPUT_ERROR;
    case "play": {
      let opened: Opened;
      try {
        opened = open(inv.level);
      } catch (err) {
        process.stderr.write(`spellgrid: ${(err as Error).message}\n`);
        return INPUT_ERROR;
      }
      await heard(); // a Ctrl-C pressed while the file loaded is said as stopping its loading
      const write = (text: string) => void process.stdout.write(text);
      const source: LineSource = process.stdin.isTTY
        ? ttySource(process.stdin, process.stdout)
        : lineSource(process.stdin, write);
      const interactive = process.stdin.isTTY === true && process.stdout.isTTY === true;
      const screen = interactive ? fullScreen(process.stdout) : undefined;
      const remembered = interactive ? progress() : {};
      if (remembered.problem) screen?.say(remembered.problem);
      const opts: Omit<ReplOptions, "session" | "levelPath"> = {
        source,
        write,
        screen,
        color: colorByDefault(process.stdout),
        raw: inv.raw,
        progress: remembered.book,
      };
      try {
        if (opened.type === "level") {
          const game: ReplOptions = { ...opts, session: opened.session, levelPath: inv.level };
          return await stoppable(
            () => runRepl(game),
            () => stoppedGame(game.levelPath, game.session),
            screen,
            ctrlC,
          );
        }
        const watched: ViewerOptions = {
          ...opts,
          steps: opened.steps,
          file: inv.level,
          levelPath: opened.levelFile,
        };
        return await stoppable(
          () => runViewer(watched),
          () => stoppedViewer(watched),
          screen,
          ctrlC,
        );
      } finally {
        screen?.close();
      }
    }
    case "duel":
      return duel(inv, ctrlC);
    default:
      return inv satisfies never;
  }
}
