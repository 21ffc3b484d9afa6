/**
 * What a player types, matched against the hand as the player sees it (issue 12). The hand is
 * numbered from 1 in the order `viewOf(session).hand` lists it, which is the order the terminal draws
 * it (src/cli/render.ts): `c 1` is the first card shown. A plain name matches the hand's card of that
 * name exactly, or else in any case (`c whirlwind`); a quoted name matches only exactly. The result
 * names the hand's card exactly, so histories and replays never hold what was typed.
 *
 * Problems are found in the order a person reads the command: the card first (is it in the hand?),
 * then its tile (two whole numbers), and then the engine's own checks (is there a minion there?).
 */
import { nearest } from "../content/problems";
import { type CardDef, needsTarget } from "../engine/cards";
import { formatName, type PlayerAction, type TypedAction, type TypedCard, tileOf } from "./notation";
import type { Session } from "./session";
import { viewOf } from "./view";

/** The hand's card names as drawn, first card first; null on a pure Baba level, which has no cards. */
export function handOf(session: Session): string[] | null {
  return session.kind === "baba" ? null : viewOf(session).hand.map((c) => c.card);
}

/** The hand as shown in messages: `hand: 1. Whirlwind, 2. Spark`. */
export function describeHand(hand: readonly string[]): string {
  return hand.length
    ? `hand: ${hand.map((n, i) => `${i + 1}. ${formatName(n)}`).join(", ")}`
    : "the hand is empty";
}

/**
 * `"Sprak" is not in the hand: …`: the hand's card nearest to the name by spelling, if one is near
 * enough to be a typo (problems.ts → `nearest()`), else the hand itself.
 */
function notInHand(name: string, hand: readonly string[]): Error {
  const near = nearest(name, new Set(hand));
  const hint = near === null ? ` (${describeHand(hand)})` : `: did you mean ${formatName(near)}?`;
  return new Error(`${JSON.stringify(name)} is not in the hand${hint}`);
}

/** How a typed name names a card: `exact`, letter for letter (a quoted name); `anyCase`, in any case too. */
type NameMatch = "exact" | "anyCase";

/** The hand's card that `name` names: exactly, or else (`anyCase`) in any case; null when none does. */
function match(name: string, how: NameMatch, hand: readonly string[]): string | null {
  if (hand.includes(name)) return name;
  if (how === "exact") return null;
  const lower = name.toLowerCase();
  const found = [...new Set(hand.filter((n) => n.toLowerCase() === lower))];
  if (found.length > 1)
    throw new Error(
      `"${name}" could be ${found.map(formatName).join(" or ")}: type the name exactly, or its number (${describeHand(hand)})`,
    );
  return found[0] ?? null;
}

/** One reading of a typed card: the name it gives and the numbers left for the tile. */
interface Reading {
  name: string;
  numbers: string[];
}

/**
 * How a plain name and the numbers after it may be read, most likely first: the last two numbers are
 * the tile (`c Golem 2 3 4`: Golem 2 at (3, 4)), or every number ends the name (`c Golem 2`).
 */
function readings(name: string, numbers: readonly string[]): Reading[] {
  const all = { name: [name, ...numbers].join(" "), numbers: [] };
  if (numbers.length < 2) return [all];
  const tile = { name: [name, ...numbers.slice(0, -2)].join(" "), numbers: numbers.slice(-2) };
  return [tile, all];
}

function resolveCard(a: TypedCard, hand: readonly string[]): PlayerAction {
  const ref = a.card;
  let card: string | null;
  let numbers = a.numbers;
  if (ref.by === "number") {
    const n = Number(ref.number);
    card = Number.isInteger(n) && n >= 1 ? (hand[n - 1] ?? null) : null;
    if (card === null) throw new Error(`there is no card ${ref.number} in the hand (${describeHand(hand)})`);
  } else if (ref.quoted) {
    card = match(ref.name, "exact", hand);
    if (card === null) throw notInHand(ref.name, hand);
  } else {
    const options = readings(ref.name, numbers);
    const found = options
      .map((r) => ({ r, card: match(r.name, "anyCase", hand) }))
      .find((o) => o.card !== null);
    if (found) {
      card = found.card;
      numbers = found.r.numbers;
    } else if (numbers.length > 0 && match(ref.name, "anyCase", hand) !== null) {
      card = match(ref.name, "anyCase", hand); // the card is in the hand: its numbers are the problem
    } else {
      const named = numbers.length === 1 ? ref.name : options[0].name;
      throw notInHand(named, hand);
    }
  }
  return { type: "card", card: card!, tile: tileOf(a, numbers), choices: a.choices };
}

/**
 * The action a typed one means in a game whose hand is `hand` (null: a level without cards). Steps and
 * undo are as typed; a card is matched as described above. Throws an Error naming the problem.
 */
export function resolveAction(a: TypedAction, hand: readonly string[] | null): PlayerAction {
  if (a.type !== "card") return a;
  if (hand === null) throw new Error("this is a pure Baba level: it has no cards");
  return resolveCard(a, hand);
}

/**
 * Refuse a spell that needs a chosen target (its definition in `cards` says so: docs/rules.md §3.6)
 * typed without a tile, saying how to type one: `Spark needs a target: type c Spark x y (a minion's
 * tile)`. Found here, before the engine is asked, so the hint does not hang on the engine's words.
 */
export function refuseUntargeted(action: PlayerAction, cards: readonly CardDef[]): void {
  if (action.type !== "card" || action.tile !== null) return;
  const def = cards.find((c) => c.name === action.card);
  if (def === undefined || !needsTarget(def)) return;
  const name = formatName(action.card);
  throw new Error(`${name} needs a target: type c ${name} x y (a minion's tile)`);
}
