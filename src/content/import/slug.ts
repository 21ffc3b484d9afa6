/**
 * File names of imported levels (docs/rules.md §7, "Importing levels"): the parts a format gives (its
 * name, the level's id and name) in lower case, each run of other characters one `-`, accents dropped,
 * at most 64 characters. The same parts always give the same name; within one import a name already
 * taken gets `-2`, `-3`, … in file order, so every level gets its own file.
 */

/** The most characters of a file name, before `.json`. */
export const SLUG_LENGTH = 64;

/** `parts` as one file name: `["keke", "007", "Baba's Lake!"]` → `keke-007-babas-lake`. */
export function slugOf(parts: readonly string[]): string {
  const slug = parts
    .join(" ")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/['’]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = slug.slice(0, SLUG_LENGTH).replace(/-+$/, "");
  return cut === "" ? "level" : cut;
}

/** Names handed out in one import: a name asked for again gets the first free `-N` suffix. */
export class SlugBook {
  private readonly taken = new Set<string>();

  /** A name for `parts` not handed out before in this book. */
  claim(parts: readonly string[]): string {
    const base = slugOf(parts);
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}-${n}`;
    this.taken.add(name);
    return name;
  }
}
