/**
 * The terminal player's progress file (docs/rules.md §7): which levels are won (src/play/progress.ts), kept
 * where the XDG Base Directory spec keeps state, never in the repository:
 * `$XDG_STATE_HOME/spellgrid/progress.json`, or `~/.local/state/spellgrid/progress.json` when
 * XDG_STATE_HOME is unset, empty or relative (the spec says a relative path is to be ignored). Tests point
 * XDG_STATE_HOME at a temporary folder. Only an interactive game reads and writes it: piped input is a
 * script, whose transcript must not depend on what was won before.
 */
import { readFileSync, renameSync } from "node:fs";
import { homedir } from "node:os";
import { dirname, isAbsolute, join } from "node:path";
import { parseJsonText } from "../content/json-text";
import { unreadable } from "../content/read-file";
import { makeFolder, writeTextFile } from "../content/write-files";
import type { LevelDef } from "../harness";
import { hasWon, NO_PROGRESS, type Progress, readProgress, withWon } from "../play/progress";

/** Where the progress file is, for this environment. */
export function progressPath(env: NodeJS.ProcessEnv = process.env, home: string = homedir()): string {
  const xdg = env.XDG_STATE_HOME;
  const state = xdg && isAbsolute(xdg) ? xdg : join(home, ".local", "state");
  return join(state, "spellgrid", "progress.json");
}

/** The progress in `file`; none when the file does not exist. A bad file is an Error naming it. */
export function loadProgress(file: string): Progress {
  let text: string;
  try {
    text = readFileSync(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return NO_PROGRESS;
    throw new Error(`${file}: cannot read the file (${unreadable(err)})`);
  }
  let data: unknown;
  try {
    data = parseJsonText(text);
  } catch (err) {
    throw new Error(`${file}: not valid JSON (${(err as Error).message})`);
  }
  return readProgress(data, file);
}

/** Write `progress` to `file` (its folder made first), whole or not at all (a temporary file, renamed). */
export function saveProgress(file: string, progress: Progress): void {
  makeFolder(dirname(file));
  const temporary = `${file}.${process.pid}.tmp`;
  writeTextFile(temporary, `${JSON.stringify(progress, null, 2)}\n`);
  renameSync(temporary, file);
}

/** Progress as the player uses it: read it, and remember a win. */
export interface ProgressBook {
  /** Whether `def` (as it is now) has been won. */
  won(def: LevelDef): boolean;
  /** Remember that `def` was won; an Error naming the file if it cannot be written. */
  markWon(def: LevelDef): void;
}

/** The progress kept in `file` (read now; a bad file throws, naming it). */
export function progressBook(file: string): ProgressBook {
  let progress = loadProgress(file);
  return {
    won: (def) => hasWon(progress, def),
    markWon(def) {
      if (hasWon(progress, def)) return;
      const next = withWon(progress, def);
      saveProgress(file, next);
      progress = next;
    },
  };
}
