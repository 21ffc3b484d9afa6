/** Errors of the card engine: one helper per kind of mistake, each naming what was wrong. */

import type { Id, Zone } from "./types";

/** Thrown by `assemble` when the result is unchanged or not well-formed (docs/api.md M5). */
export class AssembleError extends Error {
  override name = "AssembleError";
}

/** The stable start of the Death Phase limit's error (docs/rules.md §3.3, §9): callers may match it. */
export const DEATH_PHASE_LIMIT_MESSAGE = "Death Phase limit";

/** Strings longer than this are cut in messages. */
const SHOWN_CHARS = 80;

/** A string quoted for a message, cut when long: `"Some Card"`, `"aaa…" (500 characters)`. */
export function quoted(text: string): string {
  if (text.length <= SHOWN_CHARS) return JSON.stringify(text);
  return `${JSON.stringify(text.slice(0, SHOWN_CHARS))}… (${text.length} characters)`;
}

/**
 * Any value as an error message shows it, short and never throwing: `the string "0"`, `NaN`, `null`,
 * `an object`, `an array of 3`, `a function`; a long string is cut (`"aaa…" (500 characters)`).
 */
export function describeValue(value: unknown): string {
  switch (typeof value) {
    case "string":
      return `the string ${quoted(value)}`;
    case "number":
      return Object.is(value, -0) ? "-0" : String(value);
    case "bigint": {
      const digits = String(value);
      return digits.length <= SHOWN_CHARS ? `the bigint ${digits}n` : `a bigint of ${digits.length} digits`;
    }
    case "boolean":
      return String(value);
    case "undefined":
      return "undefined";
    case "symbol":
      return "a symbol";
    case "function":
      return "a function";
    case "object":
      if (value === null) return "null";
      return Array.isArray(value) ? `an array of ${value.length}` : "an object";
    default:
      return "a value";
  }
}

/** A value of the wrong type: `what` names the argument, `expected` says what it must be. */
export function wrongArgument(what: string, expected: string, value: unknown): Error {
  return new Error(`${what} must be ${expected}, not ${describeValue(value)}`);
}

export function unknownCard(name: string): Error {
  return new Error(`unknown card ${quoted(name)}: no card of that name is registered`);
}

export function unknownId(id: number): Error {
  return new Error(`unknown id ${id}: no entity has that id`);
}

/** Where an entity is, in words: a zone (docs/rules.md §3.1), or "play" for the board and the heroes. */
const WHERE: Readonly<Record<Zone | "play", string>> = {
  deck: "in the deck",
  hand: "in the hand",
  board: "on the board",
  graveyard: "in the graveyard",
  play: "in play",
};

/** An entity asked for where it is not: `play: NAME (id 7) is on the board, not in the hand`. */
export function wrongZone(
  what: string,
  id: number,
  name: string,
  zone: Zone,
  expected: Zone | "play",
): Error {
  return new Error(`${what}: ${name} (id ${id}) is ${WHERE[zone]}, not ${WHERE[expected]}`);
}

export function wrongType(what: string, name: string, type: string, expected: string): Error {
  return new Error(`${what}: ${quoted(name)} is a ${type}, not a ${expected}`);
}

export function badChoice(kind: string, answer: unknown, options: readonly string[]): Error {
  return new Error(
    `chooser answered ${typeof answer === "string" ? quoted(answer) : describeValue(answer)} for "${kind}", which is not one of the options: ${options
      .map((o) => JSON.stringify(o))
      .join(", ")}`,
  );
}

/** The stable start of the Sequence budget's error (docs/rules.md §3.2, §9): callers may match it. */
export const SEQUENCE_BUDGET_MESSAGE = "Sequence budget";

/** How many links of a trigger chain an error shows in full; a longer one keeps its first and last three. */
const CHAIN_SHOWN = 7;

/** A list an error shows, abbreviated when long: its first and last three around `… (4 more)`. */
function abbreviated(items: readonly string[]): readonly string[] {
  return items.length <= CHAIN_SHOWN
    ? items
    : [...items.slice(0, 3), `… (${items.length - 6} more)`, ...items.slice(-3)];
}

/** A trigger chain, outermost first, abbreviated when long: `A → B → C → … (4 more) → X → Y → Z`. */
function describeChain(links: readonly string[]): string {
  if (links.length === 0) return "no trigger was resolving: the action's own effects";
  return `trigger chain, outermost first: ${abbreviated(links).join(" → ")}`;
}

/**
 * A minion a Sequence limit's error names: its card's name, its id, and in a trigger chain the trigger
 * resolving. The id is null for a minion made in the Sequence that failed, when the error is told in
 * ids of another space (SpellGrid's) that the minion never received.
 */
export interface NamedMinion {
  readonly name: string;
  readonly id: Id | null;
  readonly trigger?: string;
}

/**
 * Which Sequence limit was passed and its size: the Death Phase limit (docs/rules.md §3.3) or one of
 * the Sequence budget's two (§3.2), all data (`Limits`, §9).
 */
export interface PassedLimit {
  readonly kind: "deathPhases" | "events" | "activations";
  readonly limit: number;
}

/** A minion as a limit's error names it: `Name #id (trigger)`, or `Name (new in this Sequence)`. */
function namedMinion({ name, id, trigger }: NamedMinion): string {
  const who = id === null ? `${name} (new in this Sequence)` : `${name} #${id}`;
  return trigger === undefined ? who : `${who} (${trigger})`;
}

/** The message of a passed limit: its stable start, the limit, and the minions it names. */
function limitMessage({ kind, limit }: PassedLimit, named: readonly NamedMinion[]): string {
  const names = named.map(namedMinion);
  if (kind === "deathPhases")
    return `${DEATH_PHASE_LIMIT_MESSAGE} reached: more than ${limit} Death Phases in one Sequence (the last Death Creation Step removed ${abbreviated(names).join(", ")})`;
  const what = kind === "events" ? `${limit} events` : `${limit} trigger activations`;
  return `${SEQUENCE_BUDGET_MESSAGE} exceeded: more than ${what} in one Sequence (${describeChain(names)})`;
}

/**
 * A Sequence limit passed (docs/rules.md §3.2, §3.3): the Death Phase limit, naming the minions whose
 * Death Phase would have been one too many (so a card author can tell which Deathrattle loops), or the
 * Sequence budget, naming the trigger chain resolving. The minions are kept as data, so a harness whose
 * ids are not the card engine's (SpellGrid, src/engine/spellgrid/seam-sequence.ts) can tell the same
 * error in its own ids (`inIds`).
 */
export class SequenceLimitError extends Error {
  constructor(
    readonly passed: PassedLimit,
    readonly named: readonly NamedMinion[],
  ) {
    super(limitMessage(passed, named));
  }

  /** The same error with each minion's id mapped (`null`: it has none there). */
  inIds(idOf: (id: Id) => Id | null): SequenceLimitError {
    return new SequenceLimitError(
      this.passed,
      this.named.map((m) => ({ ...m, id: m.id === null ? null : idOf(m.id) })),
    );
  }
}

/** A duel's action after its end (docs/rules.md §3.10). */
export function gameIsOver(what: string, winner: "draw" | 0 | 1): Error {
  const result = winner === "draw" ? "in a draw" : `player ${winner} won`;
  return new Error(`${what}: the game is over (${result}); no action is possible`);
}

/** A duel action in a game without turns (the course's game). */
export function noTurns(what: string): Error {
  return new Error(`${what}: this game has no turns (only a duel, newDuel, has turns, mana and combat)`);
}

/** An action by the player whose turn it is not. */
export function notYourTurn(what: string, thing: string, owner: number, active: number): string {
  return `${what}: ${thing} is player ${owner}'s, and it is player ${active}'s turn`;
}
