/**
 * SpellGrid's actions (docs/rules.md §6.6; course Module 10): a grid step or move with the destroy hook of
 * seam 2, a cast from player 0's hand at a minion's id, and a minion played onto an empty tile, each
 * through the seams; and why a cast or a play would fail (`castProblem`, `playProblem`), checked before
 * anything changes.
 */
import { type CardDef, type Chooser, castProblem, type Id, playProblem } from "../cards";
import type { Dir, TurnInput } from "../grid";
import {
  badArgument,
  checkInteger,
  checkString,
  countPastRoom,
  move as gridMove,
  step as gridStep,
  objectsAt,
  placeObject,
  reparse,
  tooManyObjects,
} from "../grid";
import { kindOf, kindProblemOf, neverOf } from "./card-verdict";
import { entityOf, linkMinion, minionEntity } from "./ids";
import { beginJournal, takeGridRecords } from "./journal";
import { destroyHook } from "./seam-destroy";
import { syncRules } from "./seam-rules";
import { runCardSequence } from "./seam-sequence";
import type { SpellGridState } from "./types";

/** The first card of that name in player 0's hand, or undefined. */
function inHand(s: SpellGridState, card: string): Id | undefined {
  return s.game.sides[0].hand.find((e) => s.game.entities[e].card?.name === card);
}

function handList(s: SpellGridState): string {
  const names = s.game.sides[0].hand.map((e) => s.game.entities[e].card!.name);
  return names.length ? names.join(", ") : "empty";
}

/** Throws unless `target` is a SpellGrid id (an integer) or absent (null or undefined). */
function checkTarget(call: string, target: unknown): void {
  if (target !== undefined && target !== null && !Number.isInteger(target))
    throw badArgument(call, "target", target, "a minion's id (an integer) or nothing");
}

/**
 * Why `cast(card, target?)` would fail, or null (Module 10: from player 0's hand, at a minion's id).
 * Arguments of the wrong type throw, naming `call`.
 */
export function checkCast(
  s: SpellGridState,
  card: string,
  target?: number | null,
  call = "checkCast",
): string | null {
  checkString(call, "card", card);
  checkTarget(call, target);
  const handId = inHand(s, card);
  if (handId === undefined) return `cast: "${card}" is not in the hand (hand: ${handList(s)})`;
  let entity: Id | null = null;
  if (target !== undefined && target !== null) {
    const e = minionEntity(s, target);
    if (e === undefined) return `cast: target ${target} is not a minion in play`;
    entity = e;
  }
  return castProblem(s.game, card, entity, handId, 0);
}

/**
 * Why `card` cannot be played from player 0's hand whatever the tile, or null: it is not in the hand, it
 * is a spell (cast it), SpellGrid never plays it (`neverPlayed`), or its noun names no thing.
 * An argument of the wrong type throws, naming `call`.
 */
export function checkPlayCard(s: SpellGridState, card: string, call = "checkPlayCard"): string | null {
  checkString(call, "card", card);
  return cardRefusal(s, card, inHand(s, card));
}

/** `checkPlayCard` of a checked card name, its first copy in the hand (`inHand`) found by the caller. */
function cardRefusal(s: SpellGridState, card: string, handId: Id | undefined): string | null {
  if (handId === undefined) return `play: "${card}" is not in the hand (hand: ${handList(s)})`;
  const def = s.game.entities[handId].card!.def;
  if (def.type === "spell") return `play: "${card}" is a spell: cast it`;
  const never = neverOf(def); // neverPlayed(def), found once per definition (card-verdict.ts)
  if (never !== null) return `play: "${card}" is ${never}`;
  const problem = kindProblemOf(def, s.level.lexicon);
  return problem ? `play: "${card}": its noun: ${problem}` : null;
}

/**
 * Why `play(card, x, y)` would fail, or null (Module 10: a minion from the hand onto an empty tile): the
 * card first (`checkPlayCard`), then the tile. Arguments of the wrong type throw, naming `call`.
 */
export function checkPlay(
  s: SpellGridState,
  card: string,
  x: number,
  y: number,
  call = "checkPlay",
): string | null {
  const found = playRefusal(s, card, x, y, call);
  return typeof found === "string" ? found : null;
}

/** `checkPlay`'s answer when it has one, else the hand card the play takes (`inHand`, found once). */
function playRefusal(s: SpellGridState, card: string, x: number, y: number, call: string): string | Id {
  checkString(call, "card", card);
  checkInteger(call, "x", x);
  checkInteger(call, "y", y);
  const c = cardCheck(s, card);
  if (c.refused !== null) return c.refused;
  if (x < 0 || y < 0 || x >= s.level.width || y >= s.level.height)
    return `play: tile (${x}, ${y}) is off the ${s.level.width}×${s.level.height} grid`;
  if (s.level.head[y * s.level.width + x] !== -1) {
    // (a cell's list is empty exactly when it has no head: its objects are listed only for the message)
    const here = objectsAt(s.level, x, y);
    return `play: tile (${x}, ${y}) is not empty (it holds ${here.length} object${here.length > 1 ? "s" : ""})`;
  }
  // the minion's grid object (content LEVEL_LIMITS.objects, counted only when the ids issued pass it)
  const past = countPastRoom(s.level, 1);
  if (past > 0)
    return tooManyObjects(`play: "${card}" at (${x}, ${y})`, past, s.level.limits.objects).message;
  if (c.problem === undefined) c.problem = playProblem(s.game, c.handId!);
  return c.problem ?? c.handId!;
}

/**
 * What the card game alone says of a play of `card`, whatever the tile: the hand card it takes, why the
 * card is refused (`cardRefusal`), and once asked, the card engine's `playProblem`. A shared card game
 * is never changed in place (`gameShared`, card-memo.ts), so the last answer found on one is kept and
 * given again for the same game, card and lexicon while the card's definition has the `type`, `noun`
 * and `text` it was found from (as card-verdict.ts keeps its verdicts; a search tries a card on every
 * empty tile of a state): the answer a fresh look gives (tests/spellgrid/play-check.test.ts).
 */
interface CardCheck {
  game: SpellGridState["game"] | null;
  card: string;
  lexicon: SpellGridState["level"]["lexicon"] | null;
  def: CardDef | null;
  type: CardDef["type"] | null;
  noun: CardDef["noun"];
  text: CardDef["text"] | null;
  handId: Id | undefined;
  refused: string | null;
  problem: string | null | undefined;
}

const lastCheck: CardCheck = {
  game: null,
  card: "",
  lexicon: null,
  def: null,
  type: null,
  noun: undefined,
  text: null,
  handId: undefined,
  refused: null,
  problem: null,
};

function cardCheck(s: SpellGridState, card: string): CardCheck {
  const c = lastCheck;
  const d = c.def;
  if (
    s.gameShared &&
    c.game === s.game &&
    c.card === card &&
    c.lexicon === s.level.lexicon &&
    (d === null || (d.type === c.type && d.noun === c.noun && d.text === c.text))
  )
    return c;
  c.game = s.gameShared ? s.game : null;
  c.card = card;
  c.lexicon = s.level.lexicon;
  c.handId = inHand(s, card);
  c.def = c.handId === undefined ? null : s.game.entities[c.handId].card!.def;
  c.type = c.def === null ? null : c.def.type;
  c.noun = c.def === null ? undefined : c.def.noun;
  c.text = c.def === null ? null : c.def.text;
  c.refused = cardRefusal(s, card, c.handId);
  c.problem = undefined;
  return c;
}

/**
 * Why `play(card, x, y)` would fail on every tile, or null when some tile takes the card: the card's reason
 * whatever the tile (`checkPlayCard`) first, then a grid with no empty tile, then the reason `checkPlay`
 * gives on the first empty tile (row by row), which every empty tile shares (the object limit, the card
 * engine's full board, `playProblem`). For a tool that asks before offering tiles: it says the same as `play` would.
 */
export function checkPlayAnywhere(
  s: SpellGridState,
  card: string,
  call = "checkPlayAnywhere",
): string | null {
  const refused = checkPlayCard(s, card, call);
  if (refused !== null) return refused;
  const { head, width } = s.level;
  const cell = head.indexOf(-1);
  if (cell === -1) return `play: "${card}": the grid has no empty tile`;
  return checkPlay(s, card, cell % width, Math.floor(cell / width), call);
}

/** `cast(card, target?)`: a spell from player 0's hand, as one Sequence. Casting is not a turn. */
export function cast(s: SpellGridState, card: string, target: number | null, chooser: Chooser | null): void {
  const problem = checkCast(s, card, target, "cast");
  if (problem !== null) throw new Error(problem);
  const entity = target === null ? null : minionEntity(s, target)!;
  beginJournal(s);
  runCardSequence(s, { type: "cast", card, player: 0, target: entity, fromHand: inHand(s, card)! }, chooser);
  takeGridRecords(s);
}

/**
 * `play(card, x, y)`: the minion's grid object is placed first (a Battlecry that writes text needs a
 * tile), taking over the card's id, then Module 4's play runs as one Sequence. Returns its id.
 */
export function play(s: SpellGridState, card: string, x: number, y: number, chooser: Chooser | null): number {
  const handId = playRefusal(s, card, x, y, "play"); // checkPlay's answer, or the hand card it checked
  if (typeof handId === "string") throw new Error(handId);
  beginJournal(s);
  const kind = kindOf(s.game.entities[handId].card!.def)!;
  const id = placeObject(s.level, kind, x, y, `play: "${card}" at (${x}, ${y})`); // an error names the play
  linkMinion(s, handId, id);
  runCardSequence(s, { type: "play", handId }, chooser);
  takeGridRecords(s);
  return id;
}

/**
 * `step(dir)`: the grid's turn (a direction, or `wait`), with SpellGrid's destroy hook (seam 2). Its records and the
 * Sequences it starts join the journal in one tree (docs/rules.md §6.9).
 */
export function step(s: SpellGridState, dir: TurnInput | "idle", chooser: Chooser | null): void {
  beginJournal(s);
  gridStep(s.level, dir, destroyHook(s, chooser));
  syncRules(s);
  takeGridRecords(s);
}

/** `move(dir)`: movement only, with SpellGrid's destroy hook for OPEN/SHUT. */
export function move(s: SpellGridState, dir: Dir, chooser: Chooser | null): void {
  beginJournal(s);
  gridMove(s.level, dir, destroyHook(s, chooser));
  syncRules(s);
  takeGridRecords(s);
}

/** `place(kind, x, y)`: a grid object (never a minion), then a reparse (its rules formed are journaled). */
export function place(s: SpellGridState, kind: string, x: number, y: number): number {
  beginJournal(s);
  const id = placeObject(s.level, kind, x, y);
  reparse(s.level);
  syncRules(s);
  takeGridRecords(s);
  return id;
}

/** The minion standing on a tile, or null. */
export function minionAt(s: SpellGridState, x: number, y: number): number | null {
  return objectsAt(s.level, x, y, "minionAt").find((id) => minionEntity(s, id) !== undefined) ?? null;
}

/** The card entity behind a SpellGrid id (a minion, hero or card in hand), or an error naming `call`. */
export function cardEntity(s: SpellGridState, id: number, call: string): Id {
  checkInteger(call, "id", id);
  const e = entityOf(s, id);
  if (e === undefined) throw new Error(`id ${id} is not a card, hero or minion`);
  return e;
}
