/**
 * Replay files on disk (Node only; the format is replay.ts and schema/replay.schema.json): reading
 * and checking one (every error names the file), writing one, and checking a replay against the
 * engines and the content it was recorded with.
 */
import { existsSync } from "node:fs";
import { dirname, join, relative, resolve, sep } from "node:path";
import { wrongKind } from "../content/classify";
import { contentRootOf, findContentRoot, loadContent } from "../content/content-root";
import { throwFirst } from "../content/problems";
import { schemaProblems } from "../content/schema-check";
import { writeTextFile } from "../content/write-files";
import { readJson, readLevel } from "./files";
import { replayCards } from "./fingerprint";
import { parseAction } from "./notation";
import { plural } from "./plural";
import { fingerprintOf, playReplay, REPLAY_FORMAT, type Replay, ReplayActionError, replayOf } from "./replay";
import type { Session } from "./session";

/** A replay file's content, checked: the old format, a newer one and any field the schema refuses are errors naming the file. */
export function validateReplay(data: unknown, file: string): Replay {
  const other = wrongKind(file, data, "replay");
  if (other !== null) throw new Error(other);
  const r = data as Record<string, unknown> | null;
  if (typeof r !== "object" || r === null || Array.isArray(r))
    throw new Error(`${file}: a replay file holds one JSON object (see schema/replay.schema.json)`);
  if (!("format" in r))
    throw new Error(
      `${file}: a replay in the old format (no "format" field); this version reads format ${REPLAY_FORMAT}: record it again (npm start, then save; or npm run solve -- LEVEL --save-replays DIR)`,
    );
  if (r.format !== REPLAY_FORMAT)
    throw new Error(
      `${file}: format ${JSON.stringify(r.format)} is not a replay format this version reads (it reads format ${REPLAY_FORMAT})`,
    );
  throwFirst(schemaProblems("replay", data, file));
  return data as Replay;
}

/** A replay file, read and checked; errors name the file. */
export function readReplay(file: string): Replay {
  return validateReplay(readJson(file), file);
}

/** The level file a replay file names (its `level` is relative to the replay file's folder). */
export function levelFileOf(replayFile: string, replay: Pick<Replay, "level">): string {
  return resolve(dirname(replayFile), replay.level);
}

/**
 * The level file a replay file names, which must be there: where it is not, the error names the replay
 * file and its `level` field as written, as `npm run check` does (`FILE: level: "../levels/x.json": no
 * such level file (the path is relative to this replay's folder)`), not the path it resolves to.
 */
export function replayLevelFile(replayFile: string, replay: Pick<Replay, "level">): string {
  const levelFile = levelFileOf(replayFile, replay);
  if (!existsSync(levelFile))
    throw new Error(
      `${replayFile}: level: ${JSON.stringify(replay.level)}: no such level file (the path is relative to this replay's folder)`,
    );
  return levelFile;
}

/** `to` relative to the folder `dir`, with forward slashes (as replay files write paths on every system). */
function relativeRef(dir: string, to: string): string {
  return relative(dir, to).split(sep).join("/");
}

/**
 * The replay of `session` (played on the level file `levelFile`) as the file `file` holds it, and its
 * text: its level relative to the file's folder, and `$schema` when the file is in a content root that
 * ships schema/replay.schema.json (the repository does). Writes nothing.
 */
export function replayFileText(
  file: string,
  session: Session,
  levelFile: string,
): { replay: Replay; text: string } {
  const dir = dirname(resolve(file));
  const root = findContentRoot(dir);
  const schema = root === null ? null : join(root, "schema", "replay.schema.json");
  const replay = replayOf(
    session,
    relativeRef(dir, resolve(levelFile)),
    schema !== null && existsSync(schema) ? relativeRef(dir, schema) : undefined,
  );
  return { replay, text: `${JSON.stringify(replay, null, 2)}\n` };
}

/**
 * Write the replay of `session` (played on the level file `levelFile`) to `file`, as `replayFileText`
 * lays it out.
 * @throws Error naming the file and what is wrong in words (`writeTextFile`).
 */
export function writeReplay(file: string, session: Session, levelFile: string): Replay {
  const { replay, text } = replayFileText(file, session, levelFile);
  writeTextFile(file, text);
  return replay;
}

/** What checking a replay found. */
export interface ReplayCheck {
  readonly replay: Replay;
  /** The level file it names, resolved. */
  readonly levelFile: string;
  /** The level's fingerprint differs from the file's. */
  readonly levelChanged: boolean;
  /** The fingerprint of the cards it depends on differs from the file's. */
  readonly cardsChanged: boolean;
  /** The cards it depends on now (fingerprint.ts). */
  readonly cards: readonly string[];
  /** It was played to the end (with its final state), or the level did not load, or an action failed. */
  readonly outcome:
    | { readonly type: "played"; readonly hash: string; readonly won: boolean; readonly same: boolean }
    | { readonly type: "failed"; readonly message: string };
}

/**
 * Check a replay file: play it on its level with the content of its content root, and compare the
 * level, the cards and the final state with what it recorded. A file that cannot be read or is not a
 * replay of this format throws an Error naming it; a level that no longer loads or an action that
 * fails is an outcome, reported with the changes that explain it.
 */
export function checkReplay(file: string): ReplayCheck {
  const replay = readReplay(file);
  const levelFile = replayLevelFile(file, replay);
  const def = about(file, () => readLevel(levelFile));
  const content = about(file, () => loadContent(contentRootOf(file)));
  const actions: ReturnType<typeof parseAction>[] = [];
  for (const [i, line] of replay.actions.entries()) {
    try {
      actions.push(parseAction(line));
    } catch (err) {
      throw new Error(`${file}: action ${i + 1} "${line}": ${(err as Error).message}`);
    }
  }
  const now = fingerprintOf(def, actions, content);
  const base = {
    replay,
    levelFile,
    levelChanged: now.level !== replay.fingerprint.level,
    cardsChanged: now.cards !== replay.fingerprint.cards,
    cards: replayCards(def, actions, content.cards),
  };
  try {
    const played = playReplay(def, replay, content);
    return {
      ...base,
      outcome: { type: "played", hash: played.hash, won: played.session.won(), same: played.matches },
    };
  } catch (err) {
    const message =
      err instanceof ReplayActionError ? err.message : `the level does not load: ${(err as Error).message}`;
    return { ...base, outcome: { type: "failed", message } };
  }
}

/** Runs `f`; an error it throws is prefixed with the replay file's name. */
function about<T>(file: string, f: () => T): T {
  try {
    return f();
  } catch (err) {
    throw new Error(`${file}: ${err instanceof Error ? err.message : String(err)}`);
  }
}

/** Whether a check found the replay exactly as recorded: same level, same cards, same final state. */
export function isMatch(check: ReplayCheck): boolean {
  return !check.levelChanged && !check.cardsChanged && check.outcome.type === "played" && check.outcome.same;
}

/**
 * The check as one line: `match: FILE (...)`, `changed: FILE: the level changed since this replay was
 * recorded; ...` (the content changed: what, and whether the game still reaches the same final state),
 * or `MISMATCH: FILE: the final state differs ...` (the same content, another game: the engines changed).
 */
export function describeCheck(file: string, check: ReplayCheck): string {
  const { replay, outcome } = check;
  const recorded = `won: ${replay.won}, hash ${replay.finalHash}`;
  if (isMatch(check))
    return `match: ${file} (${plural(replay.actions.length, "action")} on ${replay.level}, ${recorded})`;
  const changes: string[] = [];
  if (check.levelChanged) changes.push("the level");
  if (check.cardsChanged) changes.push(`the cards (it depends on ${check.cards.join(", ") || "none"})`);
  const result =
    outcome.type === "failed"
      ? outcome.message
      : outcome.same
        ? `it still reaches the same final state (${recorded})`
        : `the final state differs (now won: ${outcome.won}, hash ${outcome.hash}; the file says ${recorded})`;
  if (changes.length === 0) return `MISMATCH: ${file}: ${result}`;
  return `changed: ${file}: ${changes.join(" and ")} changed since this replay was recorded; ${result}`;
}
