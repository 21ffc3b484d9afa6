/**
 * Small Markdown builders for the generated reference of docs/authoring.md: lists, code spans and
 * quoted text, written the way the repository's formatter (biome) leaves Markdown, so the committed
 * file and the generator's output can be compared as text.
 */

/** A code span: `` `x` ``. */
export const code = (text: string): string => `\`${text}\``;

/** The members of a set as code spans: `` `a`, `b` or `c` ``. */
export function oneOf(members: readonly string[]): string {
  const spans = members.map(code);
  return spans.length <= 1 ? spans.join("") : `${spans.slice(0, -1).join(", ")} or ${spans.at(-1)}`;
}

/** A number as the docs write it (`65,536`). */
export const num = (n: number): string => n.toLocaleString("en");

/** An item of a list at a depth (0: top level), continuation lines indented under it. */
export function item(depth: number, text: string): string {
  return `${"  ".repeat(depth)}- ${text}`;
}

/** A heading followed by its blank line; the paragraphs after it are separated by blank lines. */
export function heading(level: number, title: string): string {
  return `${"#".repeat(level)} ${title}`;
}

/** Blocks (a heading, a paragraph, a list) joined with one blank line between them. */
export function blocks(...parts: readonly (string | readonly string[])[]): string {
  return parts
    .map((p) => (typeof p === "string" ? p : p.join("\n")))
    .filter((p) => p.length > 0)
    .join("\n\n");
}
