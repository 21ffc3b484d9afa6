/**
 * Replay file checks (docs/rules.md §7): a replay (format 2, schema/replay.schema.json) names its level
 * relative to its own folder, fingerprints the level and cards, lists the actions in the terminal
 * player's notation, and records whether the game was won and the final state's hash. Every problem is
 * returned (for `npm run check`); the replay reader (`src/play/replay-file.ts`) throws the first.
 * Playing it again is `npm run replay`'s work. Pure: no fs.
 *
 * An action is named as `npm run replay`, the viewer and the player name it: `action 3 "c Spark"`,
 * numbered from 1 (the viewer's step N is the state after action N; a hand, a log and a script count
 * from 1 too), with its text, not by its place in the JSON array (`actions[2]`).
 */
import replaySchema from "../../schema/replay.schema.json" with { type: "json" };
import { assembledName } from "../engine/cards/assemble";
import { parseAction } from "../play/notation";
import { didYouMean, type Problem, showValue } from "./problems";
import { schemaProblems } from "./schema-check";

/** The replay format this version reads (the schema's `format` constant). */
const FORMAT: unknown = replaySchema.properties.format.const;

/** `action N "text"` (N from 1) for the action at `index` of `actions`: how every command names it. */
function actionName(actions: readonly unknown[], index: number): string {
  const line = actions[index];
  return `action ${index + 1}${typeof line === "string" ? ` ${JSON.stringify(line)}` : ""}`;
}

/**
 * Every problem of a replay file's content: its format, its fields (the schema), each action readable
 * in the notation, (when `cards` is given: the names of the content's cards) each card it casts a
 * known card or an Assembled one made of one, and (when `levelExists` is given) its level file
 * present: `levelExists` gets the `level` field as written, relative to the replay file's folder.
 * A replay names its cards exactly (notation.ts), so a name in another case is unknown too.
 */
export function replayProblems(
  data: unknown,
  file: string,
  levelExists?: (level: string) => boolean,
  cards?: Iterable<string>,
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
  const found = schemaProblems("replay", data, file);
  if (typeof data !== "object" || data === null || Array.isArray(data)) return found;
  const d = data as Record<string, unknown>;
  const actions = Array.isArray(d.actions) ? d.actions : [];
  const problems = found.map((p) => {
    const m = /^actions\[(\d+)\]/.exec(p.path);
    return m ? { ...p, path: actionName(actions, Number(m[1])) + p.path.slice(m[0].length) } : p;
  });
  const names = cards === undefined ? null : new Set([...cards].flatMap((n) => [n, assembledName(n)]));
  actions.forEach((line, i) => {
    if (typeof line !== "string" || line === "") return;
    try {
      const action = parseAction(line);
      if (names !== null && action.type === "card" && !names.has(action.card))
        problems.push(
          at(
            actionName(actions, i),
            `${showValue(action.card)} is not a known card${didYouMean(action.card, names)}`,
          ),
        );
    } catch (err) {
      problems.push(at(actionName(actions, i), (err as Error).message));
    }
  });
  if (typeof d.level === "string" && d.level !== "" && levelExists && !levelExists(d.level))
    problems.push(
      at("level", `${showValue(d.level)}: no such level file (the path is relative to this replay's folder)`),
    );
  return problems;
}
