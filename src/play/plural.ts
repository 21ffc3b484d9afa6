/**
 * A count with its noun, agreeing in number, for every message that counts things: `1 game`, `2 games`,
 * `0 games` (English takes the plural for every count but one). The plural is the noun with `s`
 * unless it is given (`plural(n, "words file")` → `2 words files`; `plural(n, "entry", "entries")`).
 */
export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${pluralNoun(count, one, many)}`;
}

/** The noun alone, agreeing with `count` (for a count printed apart: a padded column, a formatted number). */
export function pluralNoun(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
