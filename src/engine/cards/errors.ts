/** Errors of the card engine: one helper per kind of mistake, each naming what was wrong. */

/** Thrown by `assemble` when the result is unchanged or not well-formed (docs/api.md M5). */
export class AssembleError extends Error {
  override name = "AssembleError";
}

export const DEATH_PHASE_LIMIT_MESSAGE = "Death Phase limit";

export function unknownCard(name: string): Error {
  return new Error(`unknown card "${name}": no card of that name is registered`);
}

export function unknownId(id: number): Error {
  return new Error(`unknown id ${id}: no entity has that id`);
}

export function wrongZone(what: string, id: number, name: string, zone: string, expected: string): Error {
  return new Error(`${what}: ${name} (id ${id}) is in the ${zone}, not in the ${expected}`);
}

export function wrongType(what: string, name: string, type: string, expected: string): Error {
  return new Error(`${what}: "${name}" is a ${type}, not a ${expected}`);
}

export function badChoice(kind: string, answer: unknown, options: readonly string[]): Error {
  return new Error(
    `chooser answered ${JSON.stringify(answer)} for "${kind}", which is not one of the options: ${options
      .map((o) => JSON.stringify(o))
      .join(", ")}`,
  );
}

export function deathPhaseLimit(limit: number): Error {
  return new Error(`${DEATH_PHASE_LIMIT_MESSAGE} reached: more than ${limit} Death Phases in one Sequence`);
}

export const SEQUENCE_BUDGET_MESSAGE = "Sequence budget";

/** How many links of a trigger chain an error shows in full; a longer one keeps its first and last three. */
const CHAIN_SHOWN = 7;

/** A trigger chain, outermost first, abbreviated when long: `A → B → C → … (4 more) → X → Y → Z`. */
export function describeChain(links: readonly string[]): string {
  if (links.length === 0) return "no trigger was resolving: the action's own effects";
  const shown =
    links.length <= CHAIN_SHOWN
      ? links
      : [...links.slice(0, 3), `… (${links.length - 6} more)`, ...links.slice(-3)];
  return `trigger chain, outermost first: ${shown.join(" → ")}`;
}

/** The Sequence budget is spent (issue 16): `what` says which budget ("10000 events"). */
export function sequenceBudget(what: string, chain: readonly string[]): Error {
  return new Error(
    `${SEQUENCE_BUDGET_MESSAGE} exceeded: more than ${what} in one Sequence (${describeChain(chain)})`,
  );
}
