/** The shipped levels (every file in `levels/`), bundled at build time (parsed by bundled-json.ts) and keyed by file name. */
import type { LevelDef } from "../src/harness";
import { parseBundled } from "./bundled-json";

const FILES = parseBundled(
  import.meta.glob<string>("../levels/*.json", { eager: true, query: "?raw", import: "default" }),
) as Record<string, LevelDef>;

/** One shipped level: its file name without `.json` (the `?level=` value) and its definition. */
export interface ShippedLevel {
  name: string;
  def: LevelDef;
}

/** Every shipped level, sorted by file name. */
export const LEVELS: readonly ShippedLevel[] = Object.keys(FILES)
  .sort()
  .map((path) => ({ name: path.replace(/^.*\//, "").replace(/\.json$/, ""), def: FILES[path] }));
