/**
 * Files the player opens (the file picker, or dropped anywhere on the page): a level, opened in play or
 * in the editor (studio.ts `openFile`), or a replay, stepped through on its level; anything else is said
 * to be what it is. And a level file saved: downloaded.
 */
import { classifyContent } from "../src/content/classify";
import { parseJsonText } from "../src/content/json-text";
import { formatProblem } from "../src/content/problems";
import { replayProblems } from "../src/content/replay-check";
import type { LevelDef } from "../src/harness";
import { levelFingerprint } from "../src/play/fingerprint";
import { parseAction } from "../src/play/notation";
import type { Replay } from "../src/play/replay";
import { LEVELS } from "./levels";
import type { Studio } from "./studio";

/** Opens a level or replay file; a bad file is said where the screen shows it. */
export async function openFile(studio: Studio, file: File): Promise<void> {
  let data: unknown;
  try {
    data = parseJsonText(await file.text());
  } catch (err) {
    studio.complain(`${file.name}: not valid JSON (${(err as Error).message})`);
    return;
  }
  const kind = classifyContent(file.name, data);
  if (kind === "replay") return openReplay(studio, data, file.name);
  if (typeof data !== "object" || data === null || Array.isArray(data)) {
    studio.complain(`${file.name}: a level file holds one JSON object`);
    return;
  }
  if (kind !== null && kind !== "level") {
    studio.complain(`${file.name} is not a level or a replay (it is a ${kind} file)`);
    return;
  }
  studio.openFile(data as LevelDef, file.name);
}

/**
 * Opens a replay in the viewer, on its level: the level open when its `name` is the file name the
 * replay's `level` path ends with (a level opened from a file, or edited), else the shipped level of that
 * name. A level changed since the replay was recorded is said, not refused, and so is an end that is
 * not the one recorded.
 */
export function openReplay(studio: Studio, data: unknown, name: string): void {
  const problems = replayProblems(data, name);
  if (problems.length > 0) {
    studio.complain(problems.map(formatProblem).join("\n"));
    return;
  }
  const replay = data as Replay;
  const wanted = replay.level.replace(/^.*\//, "").replace(/\.json$/, "");
  const shipped = LEVELS.find((l) => l.name === wanted);
  if (studio.current?.name === wanted && studio.current !== shipped?.def) {
    if (studio.screen === "edit") studio.toggle();
  } else if (shipped) studio.open(shipped.def, { type: "shipped", name: wanted }, "play");
  else {
    studio.complain(
      `${name} plays ${replay.level}, which is not a shipped level and not the level open: open that level file first, then the replay`,
    );
    return;
  }
  const def = studio.level?.def;
  if (studio.screen !== "play" || !def) return;
  const notes: string[] = [];
  if (levelFingerprint(def) !== replay.fingerprint.level)
    notes.push("The level has changed since this replay was recorded: it may play differently.");
  studio.view(
    `Replay ${name}`,
    def,
    replay.actions.map((a) => parseAction(a)),
    notes,
  );
  const { steps, failed } = studio.viewer!;
  const end = failed ? null : steps.view(steps.last);
  if (end && end.won !== replay.won)
    studio.viewer!.notes.push(
      `The replay was recorded as ${replay.won ? "won" : "not won"}; it ${end.won ? "wins" : "does not win"} now.`,
    );
  studio.redraw();
}

/** Downloads `text` as the file `name`. */
export function download(name: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: "application/json" }));
  const a = document.createElement("a");
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
