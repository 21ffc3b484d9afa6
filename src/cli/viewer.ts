/**
 * The terminal's step-through viewer (docs/rules.md §7): `npm start -- FILE.replay.json` shows a replay one
 * step at a time, with the board and that step's log (src/play/steps.ts is the model; the web's viewer
 * shares it). Keys: n or d (or →) forward, b or a (or ←) back, a step's number (`g 12` on a command line)
 * to jump there, e the last step, p to play on from the step shown, `why N`, l, ? and q as in the player.
 * The player's u and r keep their meaning here, since a refused move says "u undoes, r restarts": u goes
 * one step back and r restarts the replay from its start (step 0).
 */

import { journalOf } from "../play/explain";
import { namesOf } from "../play/names";
import { printable } from "../play/printable";
import type { Session } from "../play/session";
import type { Steps } from "../play/steps";
import { whyText } from "../play/why";
import { bare, type CommandReader, sharedWords } from "./commands";
import { helpPage, sayWhy } from "./help-pages";
import { type ReplOptions, runRepl } from "./repl";
import { paintedSource, type Screen, transcriptScreen } from "./screen";
import { Interrupted } from "./source";

/** What one typed line asks the viewer for. */
export type ViewerCommand =
  | { type: "forward" }
  | { type: "back" }
  | { type: "jump"; step: number | "last" }
  | { type: "play" }
  | { type: "why"; line: number }
  | { type: "logFormat" }
  | { type: "help" }
  | { type: "quit" }
  | { type: "nothing" };

/** A step's number as typed: a whole number from 0. */
function stepNumber(arg: string): number {
  if (!/^\d+$/.test(arg))
    throw new Error(`g needs a step's number (g 3: step 3; 0 is the start), not "${arg}"`);
  return Number(arg);
}

const forward = bare<ViewerCommand>({ type: "forward" }, "shows the next step");
const back = bare<ViewerCommand>({ type: "back" }, "shows the step before");
const restart = bare<ViewerCommand>({ type: "jump", step: 0 }, "restarts the replay");
const last = bare<ViewerCommand>({ type: "jump", step: "last" }, "shows the last step");
const play = bare<ViewerCommand>({ type: "play" }, "plays on from the step shown");

/** The viewer's commands, by every word that names them. */
const WORDS: Readonly<Record<string, CommandReader<ViewerCommand>>> = {
  ...sharedWords("this step's log"),
  n: forward,
  next: forward,
  d: forward,
  right: forward,
  b: back,
  back,
  a: back,
  left: back,
  u: back,
  undo: back,
  r: restart,
  restart,
  g: (arg) => ({ type: "jump", step: stepNumber(arg) }),
  go: (arg) => ({ type: "jump", step: stepNumber(arg) }),
  e: last,
  end: last,
  p: play,
  play,
};

/** The viewer's help, each line fitting an 80-column terminal. */
export const VIEWER_HELP = [
  "Watching a replay, one step at a time:",
  "  n, d, right arrow     the next step",
  "  b, a, u, left arrow   the step before",
  "  r                     restart the replay from its start (step 0)",
  "  N, g N                step N (0 is the start; past 9, in a terminal: :g 12)",
  "  e                     the last step",
  "  p                     play on from the step shown (u walks back the replay)",
  "  why N                 why line N of this step's log happened",
  "  l                     the log in the course's format, or in sentences again",
  "  ?                     this help",
  "  q                     quit",
].join("\n");

/** Read one typed line; a line that is not understood throws a one-line explanation. */
export function parseViewerCommand(line: string): ViewerCommand {
  const text = line.trim();
  if (text === "") return { type: "nothing" };
  if (/^\d+$/.test(text)) return { type: "jump", step: Number(text) };
  const [word, ...rest] = text.split(/\s+/);
  const key = word.toLowerCase();
  if (Object.hasOwn(WORDS, key)) return WORDS[key](rest.join(" "), key);
  throw new Error(
    `"${text}" is not a viewer command: n (next), b (back), g N (step N), e (last), r (restart), p (play from here), ? or q`,
  );
}

/** `why N` at step 0: the start has no log, since no action was played yet. */
export const NO_LOG_AT_START =
  "step 0 is the start: it has no log yet (n goes forward to step 1, and why N explains that step's log)";

/** What the viewer needs: the steps, the replay's file and its level's, and the player's settings. */
export interface ViewerOptions extends Omit<ReplOptions, "session"> {
  steps: Steps;
  /** The replay file, as shown. */
  file: string;
  /**
   * Once `p` plays on: the player's game (its session and level file, which the player's `n` replaces),
   * the session it began with, and the step that was (what a Ctrl-C says it stopped: stopped.ts).
   */
  playing?: { game: ReplOptions; started: Session; from: number };
}

function screenOf(opts: ViewerOptions): Screen {
  opts.screen ??= transcriptScreen(opts.write);
  return opts.screen;
}

/**
 * The line above the board: which step and the action that led there first, then the viewer's keys, then
 * the replay's file, so a terminal, which cuts the line at its width, cuts the file's path (typed on the
 * command line) before the keys (at 80 columns a shipped replay's path cut them: `n next, b ba…`), and a
 * narrow one still shows the step.
 */
function stepLine(opts: ViewerOptions): string {
  const { steps } = opts;
  const label = steps.label();
  const action = label === null ? "the start" : label;
  return `Step ${steps.position} of ${steps.last} (${action})   n next, b back, p play, ? help   ${opts.file}`;
}

/** Draw the step shown. */
function show(opts: ViewerOptions): void {
  screenOf(opts).show(
    { view: opts.steps.view(), header: [stepLine(opts)] },
    { color: opts.color, raw: opts.raw, hints: false },
  );
}

/**
 * Run one command; "quit" ends the viewer (also once the player that `p` started has ended). `?` and a
 * long `why N` show a page at a time in a short terminal, as in the player (help-pages.ts): the same
 * command again shows the next page, and any other starts over.
 */
async function run(opts: ViewerOptions, cmd: ViewerCommand): Promise<"go on" | "quit"> {
  if (cmd.type !== "help") opts.helpFrom = 0;
  if (cmd.type !== "why") opts.whyFrom = undefined;
  const screen = screenOf(opts);
  const { steps } = opts;
  const draw = () => show(opts);
  switch (cmd.type) {
    case "forward":
      if (steps.forward()) draw();
      else screen.say("! this is the last step (b goes back, p plays on from here)\n");
      return "go on";
    case "back":
      if (steps.back()) draw();
      else screen.say("! this is the start (n goes forward)\n");
      return "go on";
    case "jump":
      steps.jump(cmd.step === "last" ? steps.last : cmd.step);
      draw();
      return "go on";
    case "play": {
      screen.say(`playing on from step ${steps.position}\n`);
      const started = steps.session();
      opts.playing = { game: { ...opts, session: started }, started, from: steps.position };
      await runRepl(opts.playing.game);
      return "quit";
    }
    case "why": {
      if (steps.position === 0) throw new Error(NO_LOG_AT_START);
      const session = steps.session();
      sayWhy(opts, screen, cmd.line, whyText(journalOf(session), cmd.line - 1, namesOf(session)));
      return "go on";
    }
    case "logFormat":
      opts.raw = !opts.raw;
      draw();
      return "go on";
    case "help": {
      const page = helpPage(VIEWER_HELP, opts.helpFrom ?? 0, screen.messageRows(), screen.messageColumns());
      screen.say(`${page.text}\n`);
      opts.helpFrom = page.next;
      return "go on";
    }
    case "quit":
      screen.say("Bye.\n");
      return "quit";
    case "nothing":
      return "go on";
    default:
      return cmd satisfies never;
  }
}

/** Watch until `q`, the end of input, or the player takes over with `p` and quits. */
export async function runViewer(opts: ViewerOptions): Promise<void> {
  const screen = screenOf(opts);
  const source = paintedSource(opts.source, screen);
  show(opts);
  screen.say("Type ? for help.\n", "hint"); // never at the cost of the picture
  for (;;) {
    const line = await source.next("step> ");
    if (line === null) {
      screen.say("Bye.\n");
      break;
    }
    if (typeof line !== "string") continue; // a refused key: the viewer's prompt takes every key (none is refused)
    try {
      if ((await run(opts, parseViewerCommand(line))) === "quit") break;
    } catch (err) {
      if (err instanceof Interrupted) throw err; // Ctrl-C in the game `p` began: launch.ts says what stopped
      screen.say(`! ${printable(err instanceof Error ? err.message : String(err))}\n`);
    }
  }
  opts.source.close();
}
