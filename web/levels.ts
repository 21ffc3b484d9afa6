/** The shipped levels (every file in `levels/`), bundled at build time and keyed by file name. */
import type { LevelDef } from "../src/harness";

const FILES: Record<string, LevelDef> = import.meta.glob("../levels/*.json", {
  eager: true,
  import: "default",
});

/** One shipped level: its file name without `.json` (the `?level=` value) and its definition. */
export interface ShippedLevel {
  name: string;
  def: LevelDef;
}

/** Every shipped level, sorted by file name. */
export const LEVELS: readonly ShippedLevel[] = Object.keys(FILES)
  .sort()
  .map((path) => ({ name: path.replace(/^.*\//, "").replace(/\.json$/, ""), def: FILES[path] }));
