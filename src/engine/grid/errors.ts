/** Every error the grid engine throws is built here, so messages stay uniform (docs/rules.md §8). */

/** A grid error: a message naming what was wrong (file/level, field, id, word). */
export class GridError extends Error {
  override name = "GridError";
}

/** A value as an error shows it: JSON (NaN and Infinity as themselves), at most 80 characters. */
export function shown(value: unknown): string {
  const text =
    typeof value === "number" && !Number.isFinite(value)
      ? String(value)
      : (JSON.stringify(value) ?? String(value));
  return text.length > 80 ? `${text.slice(0, 79)}…` : text;
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
export function badDir(dir: string): GridError {
  return new GridError(`unknown direction "${dir}": expected up, down, left or right`);
}

/** A malformed lexicon entry. */
export function badLexicon(where: string, message: string): GridError {
  return new GridError(`lexicon: ${where} ${message}`);
}
