/**
 * Progress through the levels (docs/rules.md §7; issue 12 item 3): which levels a player has won, as
 * plain data the terminal keeps in a small state file (src/cli/progress-file.ts) and a browser could keep
 * in localStorage. Pure: no fs.
 *
 * A level is known by its fingerprint (the canonical hash of its definition, fingerprint.ts), not by its
 * path: progress survives moving the repository or a content folder, a level copied elsewhere counts as
 * won, and a level whose definition changed is a new puzzle, not won yet. Each entry keeps the level's
 * name beside it, for a person reading the file.
 */
import type { LevelDef } from "../harness";
import { levelFingerprint } from "./fingerprint";

/** The progress format this version reads and writes. */
export const PROGRESS_FORMAT = 1;

/** Progress as its file holds it: the won levels, by fingerprint, each with its name. */
export interface Progress {
  readonly format: typeof PROGRESS_FORMAT;
  readonly won: Readonly<Record<string, string>>;
}

/** No level won. */
export const NO_PROGRESS: Progress = { format: PROGRESS_FORMAT, won: {} };

/** A level's name in the progress file: its `name`, its `title`, or "(unnamed)". */
function nameOf(def: LevelDef): string {
  return def.name ?? def.title ?? "(unnamed)";
}

/** Whether `def` (as it is now) has been won. */
export function hasWon(progress: Progress, def: LevelDef): boolean {
  return Object.hasOwn(progress.won, levelFingerprint(def));
}

/** The progress with `def` won too (a new object; the input is unchanged). */
export function withWon(progress: Progress, def: LevelDef): Progress {
  return { format: PROGRESS_FORMAT, won: { ...progress.won, [levelFingerprint(def)]: nameOf(def) } };
}

/**
 * Progress read from parsed JSON; anything else is an Error naming `source` and the field:
 * `FILE: won["ab12"]: must be a level's name (a string), not 3`.
 */
export function readProgress(data: unknown, source: string): Progress {
  if (typeof data !== "object" || data === null || Array.isArray(data))
    throw new Error(
      `${source}: a progress file holds one JSON object {"format": ${PROGRESS_FORMAT}, "won": {...}}`,
    );
  const d = data as Record<string, unknown>;
  if (d.format !== PROGRESS_FORMAT)
    throw new Error(
      `${source}: format: ${JSON.stringify(d.format) ?? "missing"} is not a progress format this version reads (it reads ${PROGRESS_FORMAT})`,
    );
  const won = d.won;
  if (typeof won !== "object" || won === null || Array.isArray(won))
    throw new Error(`${source}: won: must be an object from level fingerprints to level names`);
  for (const [key, name] of Object.entries(won))
    if (typeof name !== "string")
      throw new Error(
        `${source}: won[${JSON.stringify(key)}]: must be a level's name (a string), not ${JSON.stringify(name)}`,
      );
  const extra = Object.keys(d).find((k) => k !== "format" && k !== "won");
  if (extra !== undefined)
    throw new Error(`${source}: ${extra}: unknown field (a progress file has format and won)`);
  return { format: PROGRESS_FORMAT, won: { ...(won as Record<string, string>) } };
}
