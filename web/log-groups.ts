/**
 * Reading the card engine's log tree (the text of `logTree()`) for the log panel: its lines grouped
 * by Death Phase, and the entity ids each line names. Presentation only: the tree is the engine's.
 */

/** One line of the tree: its text without indentation and its depth (two spaces per level). */
export interface LogLine {
  text: string;
  depth: number;
}

/**
 * A group of lines: what the action did (its outermost Phase), or one Death Phase with the Death
 * Creation Step that opened it (the `Destroyed` lines just before its marker, docs/rules.md §3.3).
 */
export interface LogGroup {
  title: string;
  lines: LogLine[];
}

/** A depth-0 `DeathPhase{round: n}` line opens a group. */
const PHASE_MARKER = /^DeathPhase\{round: (\d+)\}$/;

/** The event fields whose value is an entity id (SpellGrid ids are grid object ids). */
const ID_FIELDS: readonly string[] = ["id", "target", "source"];

const ID_PATTERN = new RegExp(`\\b(?:${ID_FIELDS.join("|")}): (\\d+)\\b`, "g");

/** A depth-0 `Destroyed{...}` line: part of a Death Creation Step. */
const DESTROYED = /^Destroyed\{/;

/** The tree's lines grouped: "Action" first, then one group per Death Phase in order. Empty → []. */
export function groupLog(tree: string): LogGroup[] {
  const groups: LogGroup[] = [];
  let current: LogGroup | null = null;
  for (const raw of tree.split("\n")) {
    if (raw.trim() === "") continue;
    const text = raw.trimStart();
    const depth = (raw.length - text.length) / 2;
    const phase = depth === 0 ? PHASE_MARKER.exec(text) : null;
    if (phase) {
      const step: LogLine[] = [];
      while (current && current.lines.length > 0) {
        const last = current.lines[current.lines.length - 1];
        if (last.depth !== 0 || !DESTROYED.test(last.text)) break;
        step.unshift(current.lines.pop()!);
      }
      current = { title: `Death Phase ${phase[1]}`, lines: step };
      groups.push(current);
      continue;
    }
    if (!current) {
      current = { title: "Action", lines: [] };
      groups.push(current);
    }
    current.lines.push({ text, depth });
  }
  return groups;
}

/** The entity ids a log line names (in its `id`, `target` and `source` fields), in order. */
export function idsInLine(text: string): number[] {
  return [...text.matchAll(ID_PATTERN)].map((m) => Number(m[1]));
}
