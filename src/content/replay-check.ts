/**
 * Replay file checks (docs/rules.md §7): a replay (format 2, schema/replay.schema.json) names its level
 * relative to its own folder, fingerprints the level and cards, lists the actions in the terminal
 * player's notation, and records whether the game was won and the final state's hash. Every problem is
 * returned (for `npm run check`); the replay reader (`src/play/replay-file.ts`) throws the first.
 * Playing it again is `npm run replay`'s work. Pure: no fs.
 */
import replaySchema from "../../schema/replay.schema.json" with { type: "json" };
import { parseAction } from "../play/notation";
import { fieldPath, type Problem, showValue } from "./problems";
import { schemaProblems } from "./schema-check";

/** The replay format this version reads (the schema's `format` constant). */
const FORMAT: unknown = replaySchema.properties.format.const;

/**
 * Every problem of a replay file's content: its format, its fields (the schema), each action readable
 * in the notation, and (when `levelExists` is given) its level file present: `levelExists` gets the
 * `level` field as written, relative to the replay file's folder.
 */
export function replayProblems(
  data: unknown,
  file: string,
  levelExists?: (level: string) => boolean,
): Problem[] {
  const at = (path: string, message: string): Problem => ({ file, path, message });
  if (typeof data === "object" && data !== null && !Array.isArray(data)) {
    const d = data as Record<string, unknown>;
    if (!("format" in d))
      return [
        at(
          "",
          `a replay in the old format (no "format" field): record it again (this version reads format ${FORMAT})`,
        ),
      ];
    if (d.format !== FORMAT)
      return [
        at("format", `${showValue(d.format)} is not a replay format this version reads (it reads ${FORMAT})`),
      ];
  }
  const problems = schemaProblems("replay", data, file);
  if (typeof data !== "object" || data === null || Array.isArray(data)) return problems;
  const d = data as Record<string, unknown>;
  if (Array.isArray(d.actions))
    d.actions.forEach((line, i) => {
      if (typeof line !== "string" || line === "") return;
      try {
        parseAction(line);
      } catch (err) {
        problems.push(at(fieldPath("actions", i), (err as Error).message));
      }
    });
  if (typeof d.level === "string" && d.level !== "" && levelExists && !levelExists(d.level))
    problems.push(
      at("level", `${showValue(d.level)}: no such level file (the path is relative to this replay's folder)`),
    );
  return problems;
}
