/** A turn's inputs (docs/rules.md §5.5; docs/api.md M9): the four directions, and a wait. */
import { badInput } from "./errors";
import type { TurnInput } from "./types";

/** The inputs `step` takes, each with the input it means: the four directions, `wait` and its alias `idle`. */
export const INPUTS: Readonly<Record<string, TurnInput>> = {
  up: "up",
  down: "down",
  left: "left",
  right: "right",
  wait: "wait",
  idle: "wait",
};

/**
 * The turn input `input` names (`idle` is `wait`); throws unless it is one (INPUTS' own keys), naming
 * `call`. The inputs that name themselves are matched first by comparison, with no lookup in the table
 * (a step's fixed cost); every other string is looked up in it.
 */
export function checkInput(input: unknown, call: string): TurnInput {
  if (input === "up" || input === "down" || input === "left" || input === "right" || input === "wait")
    return input;
  if (typeof input !== "string" || !Object.hasOwn(INPUTS, input)) throw badInput(input, call);
  return INPUTS[input];
}
