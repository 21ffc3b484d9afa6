/**
 * The terminal player's loop (docs/rules.md §7): read a command, apply it through the session, draw the game.
 * It computes no rule: the session applies actions and the view describes the result. Bad input never
 * ends the game; it prints one line, `! <what was wrong>`, and the loop goes on. After a win it offers the
 * next level (levels.ts) and, in an interactive game, remembers the win (progress-file.ts).
 */

import { basename, resolve } from "node:path";
import { journalOf } from "../play/explain";
import { handOf, refuseUntargeted, resolveAction } from "../play/hand-input";
import { openSession } from "../play/level-file";
import { namesOf } from "../play/names";
import type { PlayerAction, TypedAction } from "../play/notation";
import { plural } from "../play/plural";
import { isControl, printable } from "../play/printable";
import { writeReplay } from "../play/replay-file";
import type { Session } from "../play/session";
import { viewOf } from "../play/view";
import { whyText } from "../play/why";
import { askChoice } from "./choose";
import { type Command, HELP, PLAYER_PROMPT_KEYS, parseCommand } from "./commands";
import type { Picture } from "./frame";
import { helpPage, sayWhy, type WhyFrom } from "./help-pages";
import { describeLevels, levelEntries, levelsFolder, nextLevel, shownPath, titleOf } from "./levels";
import type { ProgressBook } from "./progress-file";
import { renderShortened, toggleLogFormat } from "./render";
import { paintedSource, type Screen, transcriptScreen } from "./screen";
import { commandLoop, type LineSource } from "./source";

/** What the loop needs: a session, its level file, where input comes from and output goes. */
export interface ReplOptions {
  session: Session;
  /** The level file as given on the command line (a saved replay names it relative to the replay file). */
  levelPath: string;
  source: LineSource;
  write: (text: string) => void;
  /** Where the game is drawn: the whole terminal, or (by default) a transcript written with `write`. */
  screen?: Screen;
  color: boolean;
  /** The log in the course's format (`--raw`, toggled by `l`) instead of numbered sentences. */
  raw?: boolean;
  /** Where `save` writes by default, and what paths are shown relative to (the current directory). */
  cwd?: string;
  /** The levels won, remembered across games (an interactive game's; a script's game has none). */
  progress?: ProgressBook;
  /** How `n` opens a level file (default: `openSession`, with its content root's content). */
  open?: (path: string) => Session;
  /** Where the help's next page starts (help-pages.ts): `?` again shows it; 0 after any other command. */
  helpFrom?: number;
  /** The line a paged `why N` explains and where its next page starts: `why N` again shows it; none after any other command. */
  whyFrom?: WhyFrom;
}

type Handler<K extends Command["type"]> = (
  opts: ReplOptions,
  cmd: Extract<Command, { type: K }>,
) => Promise<"go on" | "quit">;

/** The screen the loop draws on (made once from `write` when none was given). */
function screenOf(opts: ReplOptions): Screen {
  opts.screen ??= transcriptScreen(opts.write);
  return opts.screen;
}

function say(opts: ReplOptions, text: string): void {
  screenOf(opts).say(text);
}

/** Whether a level has been won before, as far as the player remembers (never, without progress). */
function wonBefore(opts: ReplOptions) {
  return (def: Session["def"]) => opts.progress?.won(def) ?? false;
}

/** Below a won game: the level `n` opens, or that every other level is won. */
function nextOffer(opts: ReplOptions): string[] {
  if (!opts.session.won()) return [];
  const next = nextLevel(opts.levelPath, wonBefore(opts));
  if (next === null) return [`Every level in ${shownPath(levelsFolder(opts.levelPath), opts.cwd)} is won.`];
  return [`Next level: ${titleOf(next.def!)} (${shownPath(next.file, opts.cwd)}): n plays it`];
}

/**
 * After the title: how many levels of the folder are won (only with remembered progress), longest first;
 * a narrow terminal says `2/24 won`, dropping `won before` (`levels` says which are won).
 */
function status(opts: ReplOptions): string[] | undefined {
  if (opts.progress === undefined) return undefined;
  const levels = levelEntries(levelsFolder(opts.levelPath)).filter((e) => e.def !== null);
  const won = levels.filter((e) => opts.progress!.won(e.def!)).length;
  const here = opts.progress.won(opts.session.def) && !opts.session.won() ? "won before; " : ""; // a win shown says so itself
  return [`${here}${won} of ${levels.length} levels won`, `${won}/${levels.length} won`];
}

function picture(opts: ReplOptions): Picture {
  return { view: viewOf(opts.session), status: status(opts), footer: nextOffer(opts) };
}

function draw(opts: ReplOptions): void {
  screenOf(opts).show(picture(opts), { color: opts.color, raw: opts.raw });
}

/** An error's message, safe to print (it may quote what was typed). */
function message(err: unknown): string {
  return printable(err instanceof Error ? err.message : String(err));
}

/**
 * Remember a win the player's actions made (an interactive game's; a game opened already won, as a replay's
 * last step, is not counted); a file that cannot be written is one line, and play goes on.
 */
function remember(opts: ReplOptions): void {
  if (!opts.session.won() || opts.progress === undefined) return;
  try {
    opts.progress.markWon(opts.session.def);
  } catch (err) {
    say(opts, `! cannot remember this win: ${message(err)}\n`);
  }
}

/**
 * Apply one action, asking the player each question the engine has; false when it was cancelled. Once
 * it is played, the questions and any answer refused on the way are done with: a terminal's frame
 * shows the card played, not them (the transcript keeps them, written as they came).
 */
async function applyAsking(opts: ReplOptions, action: PlayerAction): Promise<boolean> {
  let next = action;
  for (;;) {
    const outcome = opts.session.apply(next);
    if (outcome.type === "done") {
      if (next !== action) screenOf(opts).clearNotes();
      return true;
    }
    const asked = outcome.action;
    if (asked.type !== "card") return false;
    const answer = await askChoice(opts.source, (t) => say(opts, t), outcome.kind, outcome.options);
    if (answer === null) {
      say(opts, `${asked.card} cancelled: nothing happened\n`);
      return false;
    }
    next = { ...asked, choices: [...asked.choices, answer] };
  }
}

/** "action 3 was" or "actions 3-5 were": actions of a line, by number. */
function span(from: number, to: number): string {
  return from === to ? `action ${from} was` : `actions ${from}-${to} were`;
}

/** What of a line was played before an action failed, after `played` of its actions were played. */
function playedSoFar(played: number): string {
  return played === 0 ? "nothing was played" : `${span(1, played)} played`;
}

/** Refuse any move but undo once the level is won or lost (before the card is matched against the hand). */
function checkOpen(s: Session, action: TypedAction): void {
  const over = s.over();
  if (over !== null && action.type !== "undo") throw new Error(over);
}

/**
 * Play a line's actions in order, each matched against the hand as it then stands, until one fails
 * or is cancelled; draw the game if anything was played, then say which action failed and why.
 */
const play: Handler<"play"> = async (opts, cmd) => {
  const total = cmd.actions.length;
  let played = 0;
  let problem: string | null = null;
  for (const typed of cmd.actions) {
    try {
      checkOpen(opts.session, typed);
      const action = resolveAction(typed, handOf(opts.session));
      refuseUntargeted(action, opts.session.content.cards);
      if (!(await applyAsking(opts, action))) {
        if (played + 1 < total) say(opts, `${span(played + 2, total)} not played\n`);
        break;
      }
      played++;
    } catch (err) {
      problem = message(err);
      break;
    }
  }
  if (played > 0) {
    remember(opts);
    draw(opts);
  }
  if (problem !== null)
    say(
      opts,
      total > 1
        ? `! action ${played + 1} of ${total}: ${problem}; ${playedSoFar(played)}\n`
        : `! ${problem}\n`,
    );
  return "go on";
};

/**
 * A level's `name` as the default replay file's name: only a plain file name (no folder, no `..`, no
 * control character, not empty), since the name is the level's data, not the user's choice of where
 * to write; otherwise the level file's own name.
 */
function replayName(name: string | undefined, levelPath: string): string {
  const plain =
    name !== undefined &&
    name.trim() !== "" &&
    name !== "." &&
    name !== ".." &&
    ![...name].some((c) => c === "/" || c === "\\" || c < " " || isControl(c.charCodeAt(0)));
  return plain ? name : basename(levelPath, ".json");
}

function save(opts: ReplOptions, file: string | null): void {
  const name = replayName(opts.session.def.name, opts.levelPath);
  const path = resolve(opts.cwd ?? process.cwd(), file ?? `${name}.replay.json`);
  const replay = writeReplay(path, opts.session, opts.levelPath);
  say(opts, `saved ${plural(replay.actions.length, "action")} to ${path}\n`);
}

/** `why N` before any action: there is no log yet. */
export const NO_LOG_YET =
  "nothing has been played yet, so there is no log (why N explains line N of the last action's log)";

/** What each command does. */
const HANDLERS: { [K in Command["type"]]: Handler<K> } = {
  play,
  restart: async (opts) => {
    opts.session.restart();
    say(opts, "restarted (u brings the game back)\n");
    draw(opts);
    return "go on";
  },
  help: async (opts) => {
    const screen = screenOf(opts);
    // the words shortened on the grid, named at the help's end too: a small terminal cuts the line under the grid
    const shortened = renderShortened(viewOf(opts.session));
    const help = shortened === null ? HELP : `${HELP}\n${shortened}`;
    const page = helpPage(help, opts.helpFrom ?? 0, screen.messageRows(), screen.messageColumns());
    say(opts, `${page.text}\n`);
    opts.helpFrom = page.next;
    return "go on";
  },
  next: async (opts) => {
    const next = nextLevel(opts.levelPath, wonBefore(opts));
    if (next === null) {
      say(
        opts,
        `! there is no other level to play in ${shownPath(levelsFolder(opts.levelPath), opts.cwd)}\n`,
      );
      return "go on";
    }
    try {
      opts.session = (opts.open ?? openSession)(next.file);
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
      return "go on";
    }
    opts.levelPath = shownPath(next.file, opts.cwd);
    say(opts, `opened ${opts.levelPath}\n`);
    draw(opts);
    return "go on";
  },
  levels: async (opts, cmd) => {
    const screen = screenOf(opts);
    const rows = screen.messageRows();
    const width = screen.messageColumns();
    const columns = Number.isFinite(width) ? width : undefined;
    try {
      say(opts, describeLevels(opts.levelPath, wonBefore(opts), opts.cwd, { from: cmd.from, rows, columns }));
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
    }
    return "go on";
  },
  quit: async () => "quit",
  save: async (opts, cmd) => {
    try {
      save(opts, cmd.file);
    } catch (err) {
      say(opts, `! cannot save: ${message(err)}\n`);
    }
    return "go on";
  },
  why: async (opts, cmd) => {
    try {
      const journal = journalOf(opts.session);
      if (journal.records.length === 0 && opts.session.history.length === 0) throw new Error(NO_LOG_YET);
      sayWhy(opts, screenOf(opts), cmd.line, whyText(journal, cmd.line - 1, namesOf(opts.session)));
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
    }
    return "go on";
  },
  logFormat: async (opts) => {
    say(opts, toggleLogFormat(opts));
    draw(opts);
    return "go on";
  },
  nothing: async () => "go on",
};

function run<K extends Command["type"]>(opts: ReplOptions, cmd: Extract<Command, { type: K }>) {
  if (cmd.type !== "help") opts.helpFrom = 0;
  if (cmd.type !== "why") opts.whyFrom = undefined;
  return (HANDLERS[cmd.type] as Handler<K>)(opts, cmd);
}

/** Play until `q` or the end of input. */
export async function runRepl(opts: ReplOptions): Promise<void> {
  const screen = screenOf(opts);
  const source = paintedSource(opts.source, screen);
  opts.source = source;
  draw(opts);
  screen.say("Type ? for help.\n", "hint"); // never at the cost of the picture (frame.ts → layOutFrame)
  await commandLoop({
    source,
    parse: parseCommand,
    run: (cmd) => run(opts, cmd),
    say: (text) => say(opts, text),
    keys: PLAYER_PROMPT_KEYS,
    back: {
      count: () => opts.session.history.length,
      undo: (moves) => {
        for (let i = 0; i < moves; i++) opts.session.undo();
        draw(opts);
      },
    },
  });
}
