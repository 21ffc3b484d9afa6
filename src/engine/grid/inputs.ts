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

// INPUTS' own entries in a Map: one lookup a step (a step's fixed cost), and nothing from Object's prototype.
const MEANING: ReadonlyMap<string, TurnInput> = new Map(Object.entries(INPUTS));

/** The turn input `input` names (`idle` is `wait`); throws unless it is one (INPUTS' own keys), naming `call`. */
export function checkInput(input: unknown, call: string): TurnInput {
  switch (input) {
    case "up":
    case "down":
    case "left":
    case "right":
      return input; // a direction means itself (INPUTS): compared, not looked up (a step's fixed cost)
  }
  const meant = typeof input === "string" ? MEANING.get(input) : undefined;
  if (meant === undefined) throw badInput(input, call);
  return meant;
}
