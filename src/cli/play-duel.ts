/**
 * A duel against an AI in the terminal (docs/rules.md §7; issue 15 item 7): `npm start -- --duel`. The
 * loop reads a command, applies it to the match (src/play/duel-match.ts) and draws the duel
 * (play-duel-frame.ts): your action, or your end of turn followed by the AI's whole turn, whose log is
 * shown in sentences with `why N`. It computes no rule: a bad command prints one line, `! <what was
 * wrong>` (the engine's own error for an illegal action), and the game goes on; once the game is over
 * every action is refused with the engine's message.
 */
import { agentNamed } from "../play/duel-agents";
import { builtInDeck, type DeckList } from "../play/duel-decks";
import { DuelMatch, type PersonAction } from "../play/duel-match";
import { duelViewOf, duelWhyText } from "../play/duel-view";
import { readJson } from "../play/files";
import type { DuelInvocation } from "./play-duel-args";
import { DUEL_HELP, type DuelCommand, parseDuelCommand, resolveRef } from "./play-duel-commands";
import { type DuelPicture, renderDuel } from "./play-duel-frame";
import { paintedSource, type Screen, transcriptScreen } from "./screen";
import type { LineSource } from "./source";
import type { KeyMap } from "./tty";

/** The duel's keys in a terminal: `p`, `a` and `w` open a command line holding their command's word. */
export const DUEL_KEYS: KeyMap = { lineKeys: { p: "p ", a: "a ", w: "why " }, spaceWaits: false };

/** What the loop needs: the match, where input comes from and output goes. */
export interface DuelReplOptions {
  match: DuelMatch;
  source: LineSource;
  write: (text: string) => void;
  /** Where the duel is drawn: the whole terminal, or (by default) a transcript written with `write`. */
  screen?: Screen<DuelPicture>;
  color: boolean;
  /** The log in the course's format (`--raw`, toggled by `l`) instead of numbered sentences. */
  raw?: boolean;
}

/**
 * A deck as the command line names it: a deck file (`{"name": …, "cards": [card names]}`; a path
 * ending in .json) or a built-in deck's name. A bad file is an error naming it and the field.
 */
export function deckOf(arg: string): DeckList {
  if (!arg.endsWith(".json")) return builtInDeck(arg);
  const data = readJson(arg);
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(`${arg}: a deck file holds one JSON object: {"name": "…", "cards": ["card name", …]}`);
  const { name, cards } = data as { name?: unknown; cards?: unknown };
  if (!Array.isArray(cards) || cards.some((c) => typeof c !== "string"))
    throw new Error(`${arg}: cards must be a list of card names`);
  return { name: typeof name === "string" ? name : arg, cards: cards as string[] };
}

/** The match a duel invocation asks for; every problem names the deck file or the card. */
export function matchOf(inv: DuelInvocation): DuelMatch {
  const decks = inv.decks.map(deckOf) as [DeckList, DeckList];
  try {
    return new DuelMatch({ decks, ai: agentNamed(inv.ai), seed: inv.seed });
  } catch (err) {
    // newDuel names decks[p][i]: say which deck that is.
    const m = /^newDuel: decks\[(\d)\]\[(\d+)\]: (.*)$/s.exec((err as Error).message);
    if (m === null) throw err;
    throw new Error(`${inv.decks[Number(m[1])]}: card ${Number(m[2]) + 1}: ${m[3]}`);
  }
}

function screenOf(opts: DuelReplOptions): Screen<DuelPicture> {
  opts.screen ??= transcriptScreen(opts.write, renderDuel);
  return opts.screen;
}

function say(opts: DuelReplOptions, text: string): void {
  screenOf(opts).say(text);
}

function draw(opts: DuelReplOptions, footer: string[] = []): void {
  screenOf(opts).show({ view: duelViewOf(opts.match), footer }, { color: opts.color, raw: opts.raw });
}

function message(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** The person's action a command asks for, its characters resolved against the duel as shown. */
function actionOf(
  opts: DuelReplOptions,
  cmd: Extract<DuelCommand, { type: "play" | "attack" | "endTurn" }>,
): PersonAction {
  const view = duelViewOf(opts.match);
  switch (cmd.type) {
    case "play":
      return {
        type: "play",
        card: cmd.card,
        target: cmd.target === null ? null : resolveRef(cmd.target, view, "enemy"),
      };
    case "attack":
      return {
        type: "attack",
        attacker: resolveRef(cmd.attacker, view, "mine"),
        defender: resolveRef(cmd.defender, view, "enemy"),
      };
    case "endTurn":
      return cmd;
    default:
      return cmd satisfies never;
  }
}

/** After the AI's turn: how many actions it played (its log is the frame's). */
function aiSummary(match: DuelMatch): string[] {
  const n = match.aiActions.length;
  if (n === 0) return [];
  const played = n - 1;
  return [
    `The AI (${match.aiName}) played ${played === 0 ? "nothing" : `${played} action${played > 1 ? "s" : ""}`} and ${match.duel.winner() === null ? "ended its turn" : "the game is over"}.`,
  ];
}

type Handler<K extends DuelCommand["type"]> = (
  opts: DuelReplOptions,
  cmd: Extract<DuelCommand, { type: K }>,
) => "go on" | "quit";

function act(
  opts: DuelReplOptions,
  cmd: Extract<DuelCommand, { type: "play" | "attack" | "endTurn" }>,
): "go on" | "quit" {
  try {
    opts.match.act(actionOf(opts, cmd));
  } catch (err) {
    say(opts, `! ${message(err)}\n`);
    return "go on";
  }
  draw(opts, cmd.type === "endTurn" ? aiSummary(opts.match) : []);
  return "go on";
}

/** What each command does. */
const HANDLERS: { [K in DuelCommand["type"]]: Handler<K> } = {
  play: act,
  attack: act,
  endTurn: act,
  undo: (opts) => {
    try {
      opts.match.undo();
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
      return "go on";
    }
    say(opts, "undone: back to before your last action\n");
    draw(opts);
    return "go on";
  },
  why: (opts, cmd) => {
    try {
      say(opts, duelWhyText(opts.match, cmd.line - 1));
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
    }
    return "go on";
  },
  logFormat: (opts) => {
    opts.raw = !opts.raw;
    say(
      opts,
      opts.raw
        ? "log: the course's format (l for sentences)\n"
        : "log: sentences (l for the course's format)\n",
    );
    draw(opts);
    return "go on";
  },
  help: (opts) => {
    say(opts, `${DUEL_HELP}\n`);
    return "go on";
  },
  quit: () => "quit",
  nothing: () => "go on",
};

function run<K extends DuelCommand["type"]>(opts: DuelReplOptions, cmd: Extract<DuelCommand, { type: K }>) {
  return (HANDLERS[cmd.type] as Handler<K>)(opts, cmd);
}

/** Play until `q` or the end of input. */
export async function runDuel(opts: DuelReplOptions): Promise<void> {
  const source = paintedSource(opts.source, screenOf(opts));
  draw(opts);
  say(opts, "You play first. Type ? for help.\n");
  for (;;) {
    const line = await source.next("> ");
    if (line === null) break;
    let cmd: DuelCommand;
    try {
      cmd = parseDuelCommand(line);
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
      continue;
    }
    if (run(opts, cmd) === "quit") break;
  }
  source.close();
  say(opts, "Bye.\n");
}
