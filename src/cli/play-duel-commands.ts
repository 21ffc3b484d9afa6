/**
 * The duel's commands in the terminal (docs/rules.md §7): a table from the words a person types to what
 * they mean. `p N [target]` plays card N of the hand, `a X Y` attacks with X on Y, `e` ends the turn,
 * `u` undoes, `c N` shows a card's text (N of the hand, or a minion in play: `c e1`), `why N`, `l`, `?`,
 * `q`. A character is named by its place on its board (`1`; `m1` on yours, `e1` on the AI's), by its id
 * (`#12`), or `hero`. Names are read here and resolved against the duel's view; what an action may do
 * is the engine's to say.
 */
import type { DuelView } from "../play/duel-view";
import { type PromptKeys, promptKeys } from "./source";

/** A character as typed: a hero, an id, or a place on a board (`side` null: the board the command implies). */
export type Ref =
  | { kind: "hero"; side: "mine" | "enemy" | null }
  | { kind: "id"; id: number }
  | { kind: "position"; side: "mine" | "enemy" | null; n: number };

/** What one typed line asks for. */
export type DuelCommand =
  | { type: "play"; card: number; target: Ref | null }
  | { type: "attack"; attacker: Ref; defender: Ref }
  | { type: "endTurn" }
  | { type: "undo" }
  | { type: "card"; which: number | Ref }
  | { type: "why"; line: number }
  | { type: "logFormat" }
  | { type: "help" }
  | { type: "quit" }
  | { type: "nothing" };

/** A character named as typed; anything else is an error saying how to name one. */
export function readRef(word: string, what: string): Ref {
  const w = word.toLowerCase();
  let m: RegExpExecArray | null;
  if (w === "hero" || w === "h") return { kind: "hero", side: null };
  if ((m = /^([me])(hero|h)$/.exec(w))) return { kind: "hero", side: m[1] === "m" ? "mine" : "enemy" };
  if ((m = /^#(\d+)$/.exec(w))) return { kind: "id", id: Number(m[1]) };
  if ((m = /^([me]?)(\d+)$/.exec(w)) && Number(m[2]) >= 1)
    return { kind: "position", side: m[1] === "" ? null : m[1] === "m" ? "mine" : "enemy", n: Number(m[2]) };
  throw new Error(
    `${what} "${word}" is not a character: name one by its place (1, m1 on your board, e1 on the AI's), its id (#12) or hero`,
  );
}

/** `readRef`'s character, or null when `word` names none. */
function tryRef(word: string): Ref | null {
  try {
    return readRef(word, "");
  } catch {
    return null;
  }
}

function cardNumber(word: string | undefined): number {
  if (word === undefined)
    throw new Error(
      "p needs the number of a card in your hand: p 1 (then a target for a spell that takes one)",
    );
  if (!/^\d+$/.test(word) || Number(word) < 1)
    throw new Error(`p needs the number of a card in your hand (p 1), not "${word}"`);
  return Number(word);
}

/** `why N`'s N: one line number of the last action's log; more than one word is refused as the form says. */
function lineNumber(args: readonly string[], typed: string): number {
  if (args.length > 1)
    throw new Error(
      `${typed} takes one line number of the last action's log (${typed} 3), not "${args.join(" ")}"`,
    );
  const [word] = args;
  if (word === undefined || !/^\d+$/.test(word) || Number(word) < 1)
    throw new Error(`why needs the number of a line of the last action's log (why 3), not "${word ?? ""}"`);
  return Number(word);
}

/**
 * A command that takes nothing after its word (`e`, `u`, `l`, `?`, `q`): anything typed after it is
 * refused, saying what the command does, rather than ignored (`e foo` ended the turn).
 */
function bare(command: DuelCommand, does: string): (args: readonly string[], typed: string) => DuelCommand {
  return (args, typed) => {
    if (args.length > 0)
      throw new Error(`${typed} takes nothing after it (${typed} ${does}), not "${args.join(" ")}"`);
    return command;
  };
}

/** Exactly `n` arguments after the command's word, or an error naming the command's form. */
function take(args: readonly string[], min: number, max: number, form: string): readonly string[] {
  if (args.length < min || args.length > max) throw new Error(`${form}`);
  return args;
}

/** Each command, by every word that names them; `typed` is the word as the player typed it (an alias too). */
const WORDS: Readonly<Record<string, (args: readonly string[], typed: string) => DuelCommand>> = {
  p: (args) => {
    const [card, target] = take(args, 0, 2, "p takes a card number and at most one target: p 2 e1");
    return {
      type: "play",
      card: cardNumber(card),
      target: target === undefined ? null : readRef(target, "target"),
    };
  },
  a: (args) => {
    const [x, y] = take(
      args,
      2,
      2,
      "a takes an attacker and a defender: a 1 hero (your minion 1 attacks the AI's hero), a hero e2",
    );
    return { type: "attack", attacker: readRef(x, "attacker"), defender: readRef(y, "defender") };
  },
  e: bare({ type: "endTurn" }, "ends your turn"),
  u: bare({ type: "undo" }, "undoes your last action"),
  c: (args, typed) => {
    const takes = `its number in your hand (${typed} 2) or a minion in play (${typed} e1, ${typed} m1, ${typed} #12)`;
    const [which] = take(args, 1, 1, `${typed} takes one card: ${takes}`);
    // a bare number is a card of the hand (from 1), never a place on a board (readRef's 1)
    const n = /^\d+$/.test(which) ? Number(which) : null;
    const card = n === null ? tryRef(which) : n >= 1 ? n : null;
    if (card === null) throw new Error(`"${which}" names no card: ${typed} takes ${takes}`);
    return { type: "card", which: card };
  },
  why: (args, typed) => ({ type: "why", line: lineNumber(args, typed) }),
  l: bare({ type: "logFormat" }, "switches the log's format"),
  "?": bare({ type: "help" }, "shows the commands"),
  q: bare({ type: "quit" }, "quits"),
};

/** Longer words for the same commands. */
const ALIASES: Readonly<Record<string, string>> = {
  play: "p",
  attack: "a",
  end: "e",
  undo: "u",
  card: "c",
  log: "l",
  help: "?",
  h: "?",
  quit: "q",
  exit: "q",
  w: "why",
};

/** Read one typed line; a line that is not understood throws a one-line explanation. */
export function parseDuelCommand(line: string): DuelCommand {
  const words = line
    .trim()
    .split(/\s+/)
    .filter((w) => w !== "");
  if (words.length === 0) return { type: "nothing" };
  const word = words[0].toLowerCase();
  const key = ALIASES[word] ?? word;
  if (!Object.hasOwn(WORDS, key))
    throw new Error(`"${words[0]}" is not a command: use p N [target], a X Y, e, u, c N, why N, l, ? or q`);
  return WORDS[key](words.slice(1), word);
}

/**
 * The keys that are commands by themselves in a terminal: the one-character words and aliases (`e`, `u`,
 * `l`, `?`, `q`, `h`; `p`, `a` and `w` open a line); another letter is refused, the hint naming `end`.
 */
export const DUEL_PROMPT_KEYS: PromptKeys = promptKeys(
  [...Object.keys(WORDS), ...Object.keys(ALIASES)],
  parseDuelCommand,
  "end",
);

/** The help text: every command, one a line, each line fitting an 80-column terminal. */
export const DUEL_HELP = [
  "Commands:",
  "  p N [target]   play card N of your hand; the target of a spell or a",
  "                 Battlecry: e1 the AI's minion 1, m1 yours, #12 by id",
  "  a X Y          attack with X (your minion: 1, m1 or #id; or hero) on Y",
  "                 (the AI's: 1, e1, #id or hero)",
  "  e              end your turn: the AI plays its whole turn, shown in the log",
  "  u              undo your last action (an end of turn: the AI's turn too)",
  "  c N            card N of your hand in full: cost, stats and text (c e1: the",
  "                 AI's minion 1, c m1: yours)",
  "  why N          why line N of the log happened, back to an action",
  "  l              the log in the course's format, or in sentences again",
  "  ?              this help          q   quit",
  "The boards: m1 #12 Tin Knight 1/3 taunt * = place, id, name, Attack/Health,",
  "keywords, * can attack. The hand: 2 Fiery War Axe (3, 3/2)* = its number, name,",
  "cost and stats, * can be played now.",
].join("\n");

/**
 * Refuse `p N` without a target when card N of the hand needs one now (a spell with a `chosen` target, or
 * a minion with a targeted Battlecry while there is a minion to pick: docs/rules.md §3.6, `needsTarget` of
 * the view), saying how to type one in the duel's own syntax,
 * with a minion that is there: `Shadow Bolt needs a target: p 3 e1 (the AI's minion 1; m1: yours)`, or
 * `p 3 m1 (your minion 1)` when the AI has none, `p 1 hero (the AI's hero; mhero: yours)` when no minion is
 * in play (a card that picks a character, Elven Archer); a spell with no minion in play to target says so
 * (`… has nothing to target now`), not a target that is not there. Found before the engine is
 * asked, so the hint does not hang on the engine's words; once the game is over the engine says so.
 */
export function refuseUntargetedPlay(cmd: { card: number; target: Ref | null }, view: DuelView): void {
  if (cmd.target !== null || view.winner !== null) return;
  const card = view.hand[cmd.card - 1];
  if (card === undefined || !card.needsTarget) return;
  if (!card.playable)
    throw new Error(`${card.name} has nothing to target now (a card marked * can be played now)`);
  // a chosen target is a minion in play, or for a card that picks a character a hero too (docs/rules.md
  // §3.6, §4.3 `chosenCharacter`): a card playable now has a minion on some board, or picks a hero
  const example =
    view.boards[1].length > 0
      ? "e1 (the AI's minion 1; m1: yours)"
      : view.boards[0].length > 0
        ? "m1 (your minion 1)"
        : "hero (the AI's hero; mhero: yours)";
  throw new Error(`${card.name} needs a target: p ${cmd.card} ${example}`);
}

/**
 * Refuse `p N` when card N of the hand costs more mana than the person has now, in the person's words
 * (`Fiery War Axe costs 3 mana and you have 2 (a card marked * can be played now)`) rather than the
 * engine's (`player 0 has 2`); the cost and the mana are the view's, read from the duel. A card not in
 * the hand, or a game over, is left to the engine's own message.
 */
export function refuseUnaffordable(cmd: { card: number }, view: DuelView): void {
  const card = view.hand[cmd.card - 1];
  const mana = view.heroes[0].mana;
  if (card === undefined || view.winner !== null || card.cost <= mana) return;
  throw new Error(
    `${card.name} costs ${card.cost} mana and you have ${mana} (a card marked * can be played now)`,
  );
}

/** The side a board position names: the command's own when the ref gives none. */
function sideOf(ref: { side: "mine" | "enemy" | null }, implied: "mine" | "enemy"): "mine" | "enemy" {
  return ref.side ?? implied;
}

/**
 * The id a ref names in the duel as the view shows it; `implied` is the side a bare place or `hero`
 * means (yours for an attacker; the AI's for a defender and a spell's target). A place past the
 * board's end is an error naming the board's places.
 */
export function resolveRef(ref: Ref, view: DuelView, implied: "mine" | "enemy"): number {
  switch (ref.kind) {
    case "id":
      return ref.id;
    case "hero":
      return view.heroes[sideOf(ref, implied) === "mine" ? 0 : 1].id;
    case "position": {
      const side = sideOf(ref, implied);
      const board = view.boards[side === "mine" ? 0 : 1];
      const letter = side === "mine" ? "m" : "e";
      const whose = side === "mine" ? "your" : "the AI's";
      const minion = board[ref.n - 1];
      if (minion === undefined)
        throw new Error(
          board.length === 0
            ? `${whose} board is empty: there is no ${letter}${ref.n}`
            : `${whose} board has no ${letter}${ref.n}: its minions are ${letter}1-${letter}${board.length}`,
        );
      return minion.id;
    }
    default:
      return ref satisfies never;
  }
}
