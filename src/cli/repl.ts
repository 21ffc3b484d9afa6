/**
 * The terminal player's loop (docs/rules.md §7): read a command, apply it through the session, draw the game.
 * It computes no rule: the session applies actions and the view describes the result. Bad input never
 * ends the game; it prints one line, `! <what was wrong>`, and the loop goes on.
 */
import { basename, resolve } from "node:path";
import { journalOf } from "../play/explain";
import { handOf, resolveAction } from "../play/hand-input";
import { namesOf } from "../play/names";
import type { PlayerAction, TypedAction } from "../play/notation";
import { writeReplay } from "../play/replay-file";
import type { Session } from "../play/session";
import { viewOf } from "../play/view";
import { whyText } from "../play/why";
import { askChoice } from "./choose";
import { type Command, HELP, parseCommand } from "./commands";
import { renderView } from "./render";
import type { LineSource } from "./source";

/** What the loop needs: a session, its level file, where input comes from and output goes. */
export interface ReplOptions {
  session: Session;
  /** The level file as given on the command line (a saved replay names it relative to the replay file). */
  levelPath: string;
  source: LineSource;
  write: (text: string) => void;
  color: boolean;
  /** The log in the course's format (`--raw`, toggled by `l`) instead of numbered sentences. */
  raw?: boolean;
  /** Where `save` writes by default (the current directory). */
  cwd?: string;
}

type Handler<K extends Command["type"]> = (
  opts: ReplOptions,
  cmd: Extract<Command, { type: K }>,
) => Promise<"go on" | "quit">;

function draw(opts: ReplOptions): void {
  opts.write(`${renderView(viewOf(opts.session), { color: opts.color, raw: opts.raw })}\n`);
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Apply one action, asking the player each question the engine has; false when it was cancelled. */
async function applyAsking(opts: ReplOptions, action: PlayerAction): Promise<boolean> {
  let next = action;
  for (;;) {
    const outcome = opts.session.apply(next);
    if (outcome.type === "done") return true;
    const asked = outcome.action;
    if (asked.type !== "card") return false;
    const answer = await askChoice(opts.source, opts.write, outcome.kind, outcome.options);
    if (answer === null) {
      opts.write(`${asked.card} cancelled: nothing happened\n`);
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
      if (!(await applyAsking(opts, resolveAction(typed, handOf(opts.session))))) {
        if (played + 1 < total) opts.write(`${span(played + 2, total)} not played\n`);
        break;
      }
      played++;
    } catch (err) {
      problem = message(err);
      break;
    }
  }
  if (played > 0) draw(opts);
  if (problem !== null)
    opts.write(
      total > 1
        ? `! action ${played + 1} of ${total}: ${problem}; ${playedSoFar(played)}\n`
        : `! ${problem}\n`,
    );
  return "go on";
};

function save(opts: ReplOptions, file: string | null): void {
  const name = opts.session.def.name ?? basename(opts.levelPath, ".json");
  const path = resolve(opts.cwd ?? process.cwd(), file ?? `${name}.replay.json`);
  const replay = writeReplay(path, opts.session, opts.levelPath);
  opts.write(`saved ${replay.actions.length} actions to ${path}\n`);
}

/** What each command does. */
const HANDLERS: { [K in Command["type"]]: Handler<K> } = {
  play,
  restart: async (opts) => {
    opts.session.restart();
    opts.write("restarted\n");
    draw(opts);
    return "go on";
  },
  help: async (opts) => {
    opts.write(`${HELP}\n`);
    return "go on";
  },
  quit: async () => "quit",
  save: async (opts, cmd) => {
    try {
      save(opts, cmd.file);
    } catch (err) {
      opts.write(`! cannot save: ${message(err)}\n`);
    }
    return "go on";
  },
  why: async (opts, cmd) => {
    try {
      opts.write(whyText(journalOf(opts.session), cmd.line - 1, namesOf(opts.session)));
    } catch (err) {
      opts.write(`! ${message(err)}\n`);
    }
    return "go on";
  },
  logFormat: async (opts) => {
    opts.raw = !opts.raw;
    opts.write(
      opts.raw
        ? "log: the course's format (l for sentences)\n"
        : "log: sentences (l for the course's format)\n",
    );
    draw(opts);
    return "go on";
  },
  nothing: async () => "go on",
};

function run<K extends Command["type"]>(opts: ReplOptions, cmd: Extract<Command, { type: K }>) {
  return (HANDLERS[cmd.type] as Handler<K>)(opts, cmd);
}

/** Play until `q` or the end of input. */
export async function runRepl(opts: ReplOptions): Promise<void> {
  draw(opts);
  opts.write("Type ? for help.\n");
  for (;;) {
    const line = await opts.source.next("> ");
    if (line === null) break;
    let cmd: Command;
    try {
      cmd = parseCommand(line);
    } catch (err) {
      opts.write(`! ${message(err)}\n`);
      continue;
    }
    if ((await run(opts, cmd)) === "quit") break;
  }
  opts.source.close();
  opts.write("Bye.\n");
}
