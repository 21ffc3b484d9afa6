/**
 * A duel against an AI in the terminal (docs/rules.md §7; issue 15 item 7): `npm start -- --duel`. The
 * loop reads a command, applies it to the match (src/play/duel-match.ts) and draws the duel
 * (play-duel-frame.ts): your action, or your end of turn followed by the AI's whole turn, whose log is
 * shown in sentences with `why N`. It computes no rule: a bad command prints one line, `! <what was
 * wrong>` (the engine's own error for an illegal action), and the game goes on; once the game is over
 * every action is refused with the engine's message.
 */

import { existsSync, readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { loadContent, sharedContentRoot } from "../content/content-root";
import { loadDeck } from "../content/decks";
import { type FileWanted, missingGiven } from "../content/file-wanted";
import type { CardDef } from "../engine/cards";
import { agentNamed } from "../play/duel-agents";
import { type DeckList, type DeckShelf, deckNamed, defaultDecks } from "../play/duel-decks";
import { DuelMatch, type PersonAction } from "../play/duel-match";
import { type DuelView, duelViewOf, duelWhyText } from "../play/duel-view";
import { ROOT } from "../play/files";
import { printable } from "../play/printable";
import { helpPage, sayWhy, type WhyFrom } from "./help-pages";
import type { DuelInvocation } from "./play-duel-args";
import {
  DUEL_HELP,
  DUEL_PROMPT_KEYS,
  type DuelCommand,
  parseDuelCommand,
  type Ref,
  refuseUnaffordable,
  refuseUntargetedPlay,
  resolveRef,
} from "./play-duel-commands";
import { type DuelPicture, renderDuel } from "./play-duel-frame";
import { toggleLogFormat } from "./render";
import { paintedSource, type Screen, transcriptScreen } from "./screen";
import { commandLoop, type LineSource } from "./source";
import type { KeyMap } from "./tty";

/** The deck files `--duel` names by name. */
export const DECKS_DIR = join(ROOT, "decks");

/** The duel's keys in a terminal: `p`, `a`, `c` and `w` open a command line holding their command's word. */
export const DUEL_KEYS: KeyMap = {
  lineKeys: { p: "p ", a: "a ", c: "c ", w: "why " },
  spaceWaits: false,
  lineWords: { p: "play", a: "attack", c: "card", w: "why" },
};

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
  /** Where the help's next page starts (help-pages.ts): `?` again shows it; 0 after any other command. */
  helpFrom?: number;
  /** The line a paged `why N` explains and where its next page starts: `why N` again shows it. */
  whyFrom?: WhyFrom;
}

/** The decks of decks/, by file name without `.json`: each loaded and checked (`loadDeck`). */
export function deckShelf(dir: string = DECKS_DIR): DeckShelf {
  const shelf: Record<string, DeckList> = {};
  for (const file of readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort())
    shelf[basename(file, ".json")] = loadDeck(join(dir, file));
  return shelf;
}

/** Whether the command line names a deck file (a path ending in .json) rather than a deck of decks/. */
const isDeckFile = (arg: string) => arg.endsWith(".json");

/** What `--duel` reads for a deck (file-wanted.ts): a deck file. */
const DECK_WANTED: FileWanted = {
  noun: "deck file",
  command: "npm start -- --duel",
  ending: ".json",
  kinds: ["deck"],
  several: false,
  home: "decks",
};

/**
 * A deck as the command line names it: a deck file, checked against `cards`, or a deck of decks/ by name.
 * A deck file one ending away (`decks/starter-aggro`), or named by the start of its name, is asked after.
 */
export function deckOf(arg: string, shelf: () => DeckShelf, cards?: readonly CardDef[]): DeckList {
  const named = !isDeckFile(arg) && existsSync(join(DECKS_DIR, `${arg}.json`));
  const missing = named ? null : missingGiven(arg, DECK_WANTED);
  if (missing !== null) throw missing;
  return isDeckFile(arg) ? loadDeck(arg, cards) : deckNamed(shelf(), arg);
}

/**
 * The match a duel invocation asks for; every problem names the deck file, the field or the card. Deck
 * files are played with the cards of their content root (docs/rules.md §7), as every command reads a
 * file with its folder's content; a deck of decks/ is the repository's.
 */
export function matchOf(inv: DuelInvocation): DuelMatch {
  let shelf: DeckShelf | null = null;
  const shelved = () => (shelf ??= deckShelf());
  const names = inv.decks ?? defaultDecks(shelved());
  const cards = loadContent(sharedContentRoot(names.map((n) => (isDeckFile(n) ? n : DECKS_DIR)))).cards;
  const decks = names.map((arg) => deckOf(arg, shelved, cards)) as [DeckList, DeckList];
  return new DuelMatch({ decks, ai: agentNamed(inv.ai), seed: inv.seed, cards });
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

/** An error's message, safe to print (it may quote what was typed). */
function message(err: unknown): string {
  return printable(err instanceof Error ? err.message : String(err));
}

/** The person's action a command asks for, its characters resolved against the duel as shown. */
function actionOf(
  opts: DuelReplOptions,
  cmd: Extract<DuelCommand, { type: "play" | "attack" | "endTurn" }>,
): PersonAction {
  const view = duelViewOf(opts.match);
  switch (cmd.type) {
    case "play":
      refuseUnaffordable(cmd, view);
      refuseUntargetedPlay(cmd, view);
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

/**
 * `c N`: card N of the hand, or a minion in play, in full: `Caustic Slime (3 mana 2/2 minion): Poisonous.
 * Battlecry: …` (a Silenced minion: `Silenced, its card text is gone`). A number past the hand, or a character that is no minion in play, is named.
 */
export function cardText(view: DuelView, which: number | Ref): string {
  if (typeof which === "number") {
    const card = view.hand[which - 1];
    if (card === undefined)
      throw new Error(
        view.hand.length === 0
          ? `your hand is empty: there is no card ${which}`
          : `your hand has no card ${which}: its cards are 1-${view.hand.length}`,
      );
    const kind = card.stats === "" ? card.type : `${card.stats} ${card.type}`;
    return `${card.name} (${card.cost} mana ${kind}): ${card.text || "no text"}`;
  }
  const id = resolveRef(which, view, "enemy");
  const minion = view.boards.flat().find((m) => m.id === id);
  if (minion === undefined)
    throw new Error(
      `c shows a card of your hand (c 2) or a minion in play (c e1, c m1, c #12); ${which.kind === "hero" ? "a hero has no card" : `#${id} is no minion in play`}`,
    );
  const text = minion.silenced ? "Silenced, its card text is gone" : minion.text || "no text";
  return `${minion.name} (${minion.attack}/${minion.health} minion): ${text}`;
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
  if (opts.match.duel.winner() !== null) {
    // said in the player's words, who won and what can still be done, rather than the engine's refusal
    const { result } = duelViewOf(opts.match);
    say(opts, `! ${result}: the game is over, no action is possible (u undoes your last action, q quits)\n`);
    return "go on";
  }
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
  card: (opts, cmd) => {
    try {
      say(opts, `${cardText(duelViewOf(opts.match), cmd.which)}\n`);
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
    }
    return "go on";
  },
  why: (opts, cmd) => {
    try {
      // a page alone ends with a line saying the boards and the hand are hidden: one row fewer, as for the help
      sayWhy(opts, screenOf(opts), cmd.line, duelWhyText(opts.match, cmd.line - 1), 1);
    } catch (err) {
      say(opts, `! ${message(err)}\n`);
    }
    return "go on";
  },
  logFormat: (opts) => {
    say(opts, toggleLogFormat(opts));
    draw(opts);
    return "go on";
  },
  help: (opts) => {
    // a page alone ends with a line saying the boards and the hand are hidden: one row fewer for the help
    const screen = screenOf(opts);
    const page = helpPage(DUEL_HELP, opts.helpFrom ?? 0, screen.messageRows() - 1, screen.messageColumns());
    say(opts, `${page.text}\n`);
    opts.helpFrom = page.next;
    return "go on";
  },
  quit: () => "quit",
  nothing: () => "go on",
};

function run<K extends DuelCommand["type"]>(opts: DuelReplOptions, cmd: Extract<DuelCommand, { type: K }>) {
  if (cmd.type !== "help") opts.helpFrom = 0;
  if (cmd.type !== "why") opts.whyFrom = undefined;
  return (HANDLERS[cmd.type] as Handler<K>)(opts, cmd);
}

/** Play until `q` or the end of input. */
export async function runDuel(opts: DuelReplOptions): Promise<void> {
  const source = paintedSource(opts.source, screenOf(opts));
  draw(opts);
  screenOf(opts).say("You play first. Type ? for help.\n", "hint"); // never at the cost of the hand
  await commandLoop({
    source,
    parse: parseDuelCommand,
    run: (cmd) => run(opts, cmd),
    say: (text) => say(opts, text),
    keys: DUEL_PROMPT_KEYS,
  });
}
