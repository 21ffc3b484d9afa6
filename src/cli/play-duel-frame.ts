/**
 * Drawing a duel against an AI in the terminal (docs/rules.md §7): the title (turn, whose turn, the AI), the
 * AI's hero (Health, Armor, weapon, mana, hand and deck sizes) and board, your board and hero, your
 * hand (numbered, with each card's cost and stats), then the last action's log as numbered sentences
 * (or in the course's format), and the result once the game is over. The terminal's frame fits its
 * size (80×24 by default): the hero, board and hand lines wrap (a hero's line at the commas between its
 * facts, in the one form it has at every width, so none is cut), the log takes the rows left and shows its newest lines when it is longer,
 * every line is cut to the width. Pure: a view in, lines out.
 */
import type { DuelView, HeroView, MinionView } from "../play/duel-view";
import { formatExplained } from "../play/explain";
import { plural } from "../play/plural";
import { fitLog, fold, frameWidth, layOutFrame, type Size, visibleWidth, wrap } from "./frame";
import type { RenderOptions } from "./render";
import { paint } from "./style";

/** What the duel's screen shows: the view, with lines said after it (the AI's turn in brief). */
export interface DuelPicture {
  view: DuelView;
  footer?: string[];
}

/** A transcript shows at most this many lines of a log; a terminal's frame shows the newest that fit. */
export const DUEL_LOG_LINES = 60;

/** A keyword as the board shows it. */
const KEYWORD_WORDS: Readonly<Record<string, string>> = {
  divineShield: "divine shield",
  spellDamage: "spell damage",
  megaWindfury: "mega-windfury",
};

/** `m1 #12 Tin Knight 1/3 taunt *`: place, id, name, Attack/Health, keywords, frozen, `*` when it can attack. */
function minionText(m: MinionView, letter: string): string {
  const marks = [
    ...m.keywords.map((k) => KEYWORD_WORDS[k] ?? k),
    ...(m.frozen ? ["frozen"] : []),
    ...(m.silenced ? ["silenced"] : []),
    ...(m.spellburst ? ["spellburst"] : []),
  ];
  return [
    `${letter}${m.position} #${m.id} ${m.name} ${m.attack}/${m.health}`,
    ...marks,
    ...(m.canAttack ? ["*"] : []),
  ].join(" ");
}

function boardLine(label: string, board: readonly MinionView[], letter: string): string {
  return `${label}: ${board.length === 0 ? "(empty)" : board.map((m) => minionText(m, letter)).join(", ")}`;
}

/** The heroes' labels, and how far a hero's wrapped line goes in (less than its label: the facts keep room). */
const HERO_LABELS = ["AI hero", "Your hero"] as const;
const HERO_HANG = 2;
const isHeroLine = (line: string) => HERO_LABELS.some((label) => line.startsWith(`${label} #`));

/**
 * `Your hero #0: 30 Health, 2 Armor, weapon #12 Fiery War Axe 3/2 *, mana 2/3, hand 4, deck 22`: one form
 * at every width, its facts between commas as a board's minions are, so that a terminal too narrow for it
 * wraps it at them, two columns in (frame.ts → `wrap`), none cut.
 */
function heroLine(label: string, h: HeroView): string {
  const armor = h.armor > 0 ? [`${h.armor} Armor`] : [];
  const weapon =
    h.weapon === null
      ? []
      : [`weapon #${h.weapon.id} ${h.weapon.name} ${h.weapon.attack}/${h.weapon.durability}`];
  const facts = [`${h.health} Health`, ...armor, ...weapon];
  if (h.canAttack) facts[facts.length - 1] += " *";
  const counts = [`mana ${h.mana}/${h.maxMana}`, `hand ${h.handSize}`, `deck ${h.deckSize}`];
  return `${label} #${h.id}: ${[...facts, ...counts].join(", ")}`;
}

/** `1 Spark (1)*`, `2 Tin Knight (2, 1/3)`: each card's place, name, cost and stats, `*` when it can be played now. */
function handItems(view: DuelView): string[] {
  return view.hand.map(
    (c) => `${c.position} ${c.name} (${c.cost}${c.stats ? `, ${c.stats}` : ""})${c.playable ? "*" : ""}`,
  );
}

/** `Hand: 1 Spark (1)*, 2 Tin Knight (2, 1/3), …`. */
function handLine(items: readonly string[]): string {
  return items.length === 0 ? "Hand: (empty)" : `Hand: ${items.join(", ")}`;
}

/** How to see what a message hides (an empty command redraws the frame without it). */
const SHOWS_MESSAGE = "Enter twice shows";

/** A page of messages alone hides the boards and the hand: the line ending it says so. */
const HIDDEN_PAGE = `Boards, hand hidden; ${SHOWS_MESSAGE}`;

/**
 * When messages (or the terminal's size: `by`) cut the hand to its first `shown` rows (of `width`), a
 * line saying what is hidden and how to see it: under a message, Enter twice (an empty command, which
 * redraws the frame without the messages): `… 2 more cards (Enter twice shows them)`; cut by the size,
 * which no redraw gives back (at 40×12 the AI's turn under the hand leaves it a row), the command that
 * shows the first hidden card: `… 5 more cards: c 2 shows card 2`; the count of the cards not wholly
 * shown, or, when no card is, `Hand: 7 cards hidden; …`; null when every card is shown.
 */
function hiddenHand(
  items: readonly string[],
  shown: number,
  width: number,
  by: "message" | "size",
): string | null {
  let whole = 0;
  while (whole < items.length && wrap(handLine(items.slice(0, whole + 1)), width).length <= shown) whole++;
  const hidden = items.length - whole;
  if (hidden === 0) return null;
  const shows = by === "message" ? SHOWS_MESSAGE : `c ${whole + 1} shows card ${whole + 1}`; // a hand's places count from 1
  if (whole === 0) return `Hand: ${plural(hidden, "card")} hidden; ${shows}`;
  return `… ${plural(hidden, "more card")}${by === "message" ? ` (${shows} them)` : `: ${shows}`}`;
}

/**
 * The title: the turn and whose turn it is (or that the game is over) first, then who you play, so a
 * narrow terminal, which cuts the line at its width, cuts the AI's name, not the turn's status:
 * `Turn 3 · your turn · duel against the AI (greedy)`.
 */
function titleLine(view: DuelView, opts: RenderOptions): string {
  const whose = view.winner !== null ? "game over" : view.active === 0 ? "your turn" : "the AI's turn";
  return paint(`Turn ${view.turn} · ${whose} · duel against the AI (${view.aiName})`, "title", opts.color);
}

/** The result, once the game is over: who won, and what can still be done. */
function banner(view: DuelView, opts: RenderOptions): string[] {
  if (view.result === null) return [];
  const style = view.winner === 0 ? "win" : "loss";
  // only the result is coloured, so that a narrow terminal folds the rest (frame.ts → fold) rather than cut it
  return [
    `${paint(`${view.result}.`, style, opts.color)} The game is over: u undoes your last action, q quits.`,
  ];
}

/** Both boards empty, said on one line where the heroes' lines wrap (giving back a row of those they wrap to). */
const BOTH_EMPTY = "Boards: both empty";

/**
 * The state's lines before the log: title, the AI's side, yours, your hand. In `width` narrower than a
 * hero's line (a 40-column terminal), the heroes' lines wrap at their commas (`heroLine`) and two empty
 * boards take one line, `Boards: both empty`, giving back a row of the two the heroes' wrapped lines take.
 */
function stateLines(view: DuelView, opts: RenderOptions, width?: number): string[] {
  const [ai, you] = [view.heroes[1], view.heroes[0]];
  const narrow =
    width !== undefined &&
    [heroLine(HERO_LABELS[0], ai), heroLine(HERO_LABELS[1], you)].some((l) => visibleWidth(l) > width);
  const boards =
    narrow && view.boards[0].length === 0 && view.boards[1].length === 0
      ? [BOTH_EMPTY]
      : [boardLine("AI board", view.boards[1], "e"), boardLine("Your board", view.boards[0], "m")];
  return [
    titleLine(view, opts),
    heroLine(HERO_LABELS[0], ai),
    ...boards,
    heroLine(HERO_LABELS[1], you),
    handLine(handItems(view)),
  ];
}

/** The last action's log: numbered sentences (or the course's format), under a header. */
export function duelLogLines(view: DuelView, opts: RenderOptions, max = DUEL_LOG_LINES): string[] {
  if (opts.raw) {
    const tree = view.logTree.trimEnd();
    return tree === "" ? [] : ["Last action:", ...tree.split("\n").map((l) => `  ${l}`)];
  }
  if (view.log.length === 0) return [];
  const text = formatExplained(view.log, { max }).trimEnd();
  return ["Last action (why N explains line N):", ...text.split("\n").map((l) => `  ${l}`)];
}

/** The duel as the transcript writes it (piped output): every line, the log at most 60 lines. */
export function renderDuel(picture: DuelPicture, opts: RenderOptions): string {
  const { view } = picture;
  return `${[...stateLines(view, opts), ...duelLogLines(view, opts), ...banner(view, opts), ...(picture.footer ?? [])].join("\n")}\n`;
}

/** The log in `room` rows: all of it, or a header and its newest lines (the header says which). */
function logPanel(view: DuelView, opts: RenderOptions, room: number, width: number): string[] {
  const [head, ...body] = duelLogLines(view, opts, Number.POSITIVE_INFINITY);
  if (head === undefined) return [];
  return fitLog(head, body, view.log.length, room, width, opts);
}

/**
 * The frame's lines for `picture` with `notes` (the messages since the last command), at most
 * `size.rows - 1` of them, none wider than `size.columns`. Messages that cannot fit beside the game go
 * under the heroes and boards (the hand, the log and the result make room), or when even that is too much
 * take the screen alone, under the title, until the next command. A hand the messages cut ends with a
 * line saying how many of its cards are hidden. The opening `hint` never costs a line of the picture (`layOutFrame`).
 */
export function composeDuelFrame(
  picture: DuelPicture,
  notes: readonly string[],
  size: Size,
  opts: RenderOptions,
  hint: readonly string[] = [],
): string[] {
  const { view } = picture;
  const width = frameWidth(size);
  const state = stateLines(view, opts, width).map((l) =>
    wrap(l, width, isHeroLine(l) ? HERO_HANG : undefined),
  );
  const top = state.flat();
  const board = state.slice(0, -1).flat().length; // the heroes and boards; the hand makes room for messages
  const bottom = [...banner(view, opts), ...(picture.footer ?? [])].flatMap((l) => fold(l, width));
  const log = (room: number) => logPanel(view, opts, room, width);
  const cutNote = (shown: number, by: "message" | "size") => hiddenHand(handItems(view), shown, width, by);
  return layOutFrame(
    { title: top[0], top, board, log, bottom, cutNote, hiddenNote: HIDDEN_PAGE },
    notes,
    size,
    hint,
  );
}
