/** Reading level and replay files from disk (Node only); errors name the file. */
import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { LevelDef } from "../harness";
import type { Replay } from "./replay";

/** The repository root and its levels/ directory. */
export const ROOT = fileURLToPath(new URL("../../", import.meta.url));
export const LEVELS_DIR = join(ROOT, "levels");

function readJson(path: string): unknown {
  let text: string;
  try {
    text = readFileSync(path, "utf8");
  } catch (err) {
    throw new Error(`${path}: cannot read the file (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  try {
    return JSON.parse(text);
  } catch (err) {
    throw new Error(`${path}: not valid JSON (${(err as Error).message})`);
  }
}

/** A level file. Its content is checked when a game is made from it. */
export function readLevel(path: string): LevelDef {
  const def = readJson(path);
  if (typeof def !== "object" || def === null || Array.isArray(def))
    throw new Error(`${path}: a level file holds one JSON object`);
  return def as LevelDef;
}

/** Every level in levels/, sorted by file name, with its path relative to the repository root. */
export function shippedLevels(): { path: string; def: LevelDef }[] {
  return readdirSync(LEVELS_DIR)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ path: `levels/${f}`, def: readLevel(join(LEVELS_DIR, f)) }));
}

/** A path as a replay stores it: relative to the repository root when inside it. */
export function repoPath(path: string): string {
  const rel = relative(ROOT, resolve(path));
  return rel.startsWith("..") ? resolve(path) : rel;
}

/** A replay file; its level path is resolved against the repository root. */
export function readReplay(path: string): Replay {
  const r = readJson(path) as Partial<Replay>;
  if (
    typeof r !== "object" ||
    r === null ||
    typeof r.level !== "string" ||
    !Array.isArray(r.actions) ||
    typeof r.finalHash !== "string"
  )
    throw new Error(
      `${path}: a replay is {"level": "...", "actions": [...], "won": true|false, "finalHash": "..."}`,
    );
  return r as Replay;
}

export function levelOfReplay(replay: Replay): LevelDef {
  return readLevel(resolve(ROOT, replay.level));
}
