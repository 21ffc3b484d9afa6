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
