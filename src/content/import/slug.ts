/**
 * File names of imported levels (docs/rules.md §7, "Importing levels"): the parts a format gives (its
 * name, the level's id and name) in lower case, each run of other characters one `-`, accents dropped,
 * at most 64 characters. The same parts always give the same name; within one import a name already
 * taken gets `-2`, `-3`, … in file order, so every level gets its own file, but the very same level
 * met again (a file named twice, a level repeated in its file) is known as the first one.
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
  /** The levels met, by their parts and content (`claimLevel`'s key): their name and who claimed it. */
  private readonly levels = new Map<string, { name: string; by: string }>();

  /**
   * A name for a level: `parts`'s, as `claim` gives it, unless the same parts with the same `content`
   * (the level's map and solution, as text) were claimed before in this import, by `by`: then that
   * level's name and its claimer (`first`), and nothing new is handed out.
   */
  claimLevel(parts: readonly string[], content: string, by: string): { name: string; first: string | null } {
    const key = JSON.stringify([slugOf(parts), content]);
    const met = this.levels.get(key);
    if (met !== undefined) return { name: met.name, first: met.by };
    const name = this.claim(parts);
    this.levels.set(key, { name, by });
    return { name, first: null };
  }

  /** A name for `parts` not handed out before in this book. */
  claim(parts: readonly string[]): string {
    const base = slugOf(parts);
    let name = base;
    for (let n = 2; this.taken.has(name); n++) name = `${base}-${n}`;
    this.taken.add(name);
    return name;
  }
}
