/**
 * A card action's answers handed to the engine as a chooser (docs/rules.md §3.9: choices are data, in
 * the order the engine asks), and the error for answers it never asked for.
 */
import type { Chooser } from "../engine/cards";
import type { PlayerAction } from "./notation";

type CardAction = Extract<PlayerAction, { type: "card" }>;

/** A chooser for one card action, and how many of its answers the engine took. */
export interface Answering {
  readonly chooser: Chooser;
  readonly used: () => number;
}

/** What an action with no answers answers with: `ask` itself, none of its (zero) answers taken. */
const NONE_USED = (): number => 0;

/**
 * A chooser answering from the action's answers, in order, then from `ask`; `used()` counts those
 * taken. An action with no answers answers every question from `ask`: the chooser is `ask` itself (the
 * same function; nothing is made per card attempt, which a search makes for every tile it tries), and
 * `used()` is 0.
 */
export function answering(action: CardAction, ask: Chooser): Answering {
  if (action.choices.length === 0) return { chooser: ask, used: NONE_USED };
  let asked = 0;
  const chooser: Chooser = (kind, options) =>
    asked < action.choices.length ? action.choices[asked++] : ask(kind, options);
  return { chooser, used: () => asked };
}

/**
 * Answers the engine never asked for are a mistake (`c Whirlwind -> Ember Moth`, or one answer too many
 * for Graft), not something to drop without a word: the action throws, naming them.
 */
export function leftOver(a: CardAction, used: number): Error {
  const left = a.choices.slice(used).map((c) => JSON.stringify(c));
  const questions = used === 0 ? "no question" : `${used} question${used === 1 ? "" : "s"}`;
  const answers = left.length === 1 ? `the answer ${left[0]} is` : `the answers ${left.join(", ")} are`;
  return new Error(
    `${a.card} asked ${questions}: ${answers} left over (drop ${left.length === 1 ? "it" : "them"})`,
  );
}
