/** Every error the grid engine throws is built here, so messages stay uniform (docs/rules.md §8). */

import type { Level } from "./types";

/** A grid error: a message naming what was wrong (file/level, field, id, word). */
export class GridError extends Error {
  override name = "GridError";
}

/** How long a value may print in a message before it is cut with an ellipsis. */
const SHOWN = 80;

/**
 * A value as an error shows it: strings quoted, NaN, Infinity and undefined as written (JSON would
 * print NaN as null), functions as "a function", objects as JSON, at most 80 characters.
 */
export function shown(value: unknown): string {
  let text: string;
  if (typeof value === "string") text = JSON.stringify(value);
  else if (typeof value === "function") text = "a function";
  else if (typeof value === "bigint") text = `${value}n`;
  else if (value === null || typeof value !== "object") text = String(value);
  else {
    try {
      text = JSON.stringify(value, (_k, v) => (typeof v === "number" && !Number.isFinite(v) ? String(v) : v));
    } catch {
      text = Object.prototype.toString.call(value); // a cycle
    }
  }
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** An argument of a public call is of the wrong type: names the call, the argument and its value. */
export function badArgument(call: string, arg: string, value: unknown, expected: string): GridError {
  return new GridError(`${call}: ${arg} must be ${expected}, not ${shown(value)}`);
}

/**
 * A call refused for a bound of docs/rules.md §9 that a level's own rules reach as it is played, not a
 * mistake in the call: the call changed nothing. A player sees the message; the solver takes such a step
 * as no successor (§7, `npm run solve`); `npm run check` reports a level whose first read reaches one as a
 * problem of its file (§8).
 */
export class LimitError extends GridError {}

/**
 * A call refused because it would put more objects on the grid than the level's limit allows
 * (docs/rules.md §9): `place`, or a step's conversion into several kinds, MORE or EMPTY IS X, past
 * content LEVEL_LIMITS.objects. The call changed nothing. A player sees the message; the solver takes
 * the step as no successor (§7, `npm run solve`).
 */
export class ObjectLimitError extends LimitError {}

/**
 * A read refused because its FEELING searches looked at more than `FEELING_TESTS` rules (docs/rules.md
 * §5.8, §9), as the game stops a level past 80 nested condition tests. The step changed nothing; the
 * solver takes it as no successor (§7).
 */
export class FeelingLimitError extends LimitError {}

/** How a limit's message names a read's subject: object `id`, or the empty cell conditions.ts `cellSubject` named. */
export function subjectNamed(level: Level, id: number): string {
  const cell = -1 - id;
  return id >= 0
    ? `object ${id} (${level.kinds.names[level.kind[id]]})`
    : `the empty cell (${cell % level.width}, ${(cell - (cell % level.width)) / level.width})`;
}

/** The `FeelingLimitError` of a read for object `id` (an empty cell: conditions.ts `cellSubject`) past `tests` rules. */
export function feelingLimit(level: Level, id: number, tests: number): FeelingLimitError {
  return new FeelingLimitError(
    `FEELING: one read for ${subjectNamed(level, id)} looked at more than ${tests} rules (docs/rules.md §9): the FEELING rules in force chain over too many rules`,
  );
}

/**
 * A read refused because the rays nested in SEEING rays read more than `SEEING_READS` objects in one
 * turn (docs/rules.md §5.8, §9): a chain of SEEING rules giving STOP, PUSH or PULL casts a ray per object met,
 * nested, its work the ray's length to the power of the chain's. The step changed nothing; the solver
 * takes it as no successor (§7).
 */
export class SeeingLimitError extends LimitError {}

/**
 * A step refused because one MOVE or SHIFT take would make more than `MOVE_STEPS` steps (docs/rules.md
 * §5.4, §9), a step per listing of each object. The step changed nothing; the solver takes it as no
 * successor (§7).
 */
export class MoveLimitError extends LimitError {}

/**
 * `what` would put `count` objects on the grid, past content LEVEL_LIMITS.objects; `atLeast`: a step
 * that stopped planning at the first object past the limit, so it would put `count` or more.
 */
export function tooManyObjects(
  what: string,
  count: number,
  limit: number,
  atLeast = false,
): ObjectLimitError {
  const n = atLeast ? `at least ${count}` : `${count}`;
  return new ObjectLimitError(
    `${what} would put ${n} objects on the grid, over the limit of ${limit} (content LEVEL_LIMITS.objects)`,
  );
}

/**
 * A level's field holds a bad value: `level "l1": objects[3].kind: "dragon" why` (docs/rules.md §8: the
 * one-line form `source: field: problem`, the value cut to 80 characters).
 */
export function badLevel(level: string, field: string, value: unknown, why: string): GridError {
  return new GridError(`level ${shown(level)}: ${field}: ${shown(value)} ${why}`);
}

/** `kind` is not a known object kind of this lexicon. */
export function unknownKind(kind: string): GridError {
  return new GridError(`unknown kind "${kind}": expected a lower-case noun of the lexicon or text:WORD`);
}

/** (x, y) is outside a width×height grid. */
export function offGrid(x: number, y: number, width: number, height: number): GridError {
  return new GridError(`cell (${x}, ${y}) is off the ${width}×${height} grid`);
}

/** `id` was never issued by this level. */
export function unknownId(id: number): GridError {
  return new GridError(`unknown object id ${id}: this level never issued it`);
}

/** `prop` is not a property of the lexicon. */
export function unknownProperty(prop: string): GridError {
  return new GridError(`unknown property "${prop}": not a property word of the lexicon`);
}

/** `dir` is not one of up, down, left, right. */
export function badDir(dir: unknown, call: string): GridError {
  return new GridError(`${call}: unknown direction ${shown(dir)}: expected up, down, left or right`);
}

/** A turn input that is neither a direction nor a wait. */
export function badInput(input: unknown, call: string): GridError {
  return new GridError(
    `${call}: unknown direction ${shown(input)}: expected up, down, left or right, or wait (idle)`,
  );
}

/** A malformed lexicon entry. */
export function badLexicon(where: string, message: string): GridError {
  return new GridError(`lexicon: ${where} ${message}`);
}

/** A parse would carry more partial sentences with conditions than `limit` (docs/rules.md §5.8). */
export function tooManyConditionalReadings(limit: number): GridError {
  return new GridError(
    `parse: the stacked text spells more than ${limit} readings with conditions (CONDITIONAL_READINGS_LIMIT); unstack some condition targets`,
  );
}
