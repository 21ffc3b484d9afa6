/**
 * The lists of lines a level passes through, interned (docs/rules.md §5.2 "Incremental parsing"): a parse
 * that changes line l of the list `lines` to the rules `r` gets the very list it got the last time line l
 * of that list became `r` (an edge of the list), and the list made keeps the way back (an edge to
 * `lines`). So a board whose text returns to where it stood (a word pushed and pushed back, a walk
 * replayed on a copy) holds the same list again, and the rules compiled for that list are found with it
 * (`linesRecord`), without gathering the codes the lines spell and comparing them. A list's rules are
 * kept only when they do not depend on the kinds present (no ALL or NOT subject): what the text spells
 * is then all they are made of. Only a level that keeps an undo history interns (`interns`). Lists are
 * shared, immutable, by the copies of a level and its undo history, as they were before; the lists linked to one another form a group, which stops growing past
 * GROUP_LIMIT line entries (the next list begins a group of its own), so a long game holds no more.
 * Checked against a whole-board parse, on a copy walked again the same way, by
 * tests/grid/parse-shortcuts.test.ts.
 */
import type { Parsed } from "./parsed";
import type { Level } from "./types";

/** A level's lines: per line (rows, then columns), its rules' codes. */
export type Lines = readonly (readonly number[])[];

/** One way out of a list: line `line` changed to `list` gives `to` (whose node is `node`). */
interface Edge {
  readonly line: number;
  readonly list: readonly number[];
  readonly to: Lines;
  readonly node: Node;
}

/** Lists linked to one another, and how many line entries they hold. */
interface Group {
  size: number;
}

/** An interned list: its ways out, its group, and the rules compiled for it (when they depend on its text alone). */
interface Node {
  edges: Edge[];
  readonly group: Group;
  record: Parsed | null;
}

/**
 * Whether `level`'s lists of lines are interned: when it keeps an undo history (a player's level, which
 * goes back to where it stood); a level without one (a search's boards, each explored once, SpellGrid's)
 * makes its lists as copies, which nothing links.
 */
export const interns = (level: Level): boolean => level.historyLimit > 0;

/** Line entries a group of linked lists holds at most. */
export const GROUP_LIMIT = 1 << 16;
/** Ways out kept per list (past it, its list starts again: they only save work). */
const EDGES = 16;

const nodes = new WeakMap<Lines, Node>();
// The list a change gave last and its node: the next change and the parse's look for its rules start
// from it (a level's lines are the list its last parse was given), found without the map.
let lastLines: Lines | null = null;
let lastNode: Node | null = null;

/** The node of `lines`, or undefined. */
function found(lines: Lines): Node | undefined {
  return lines === lastLines ? (lastNode as Node) : nodes.get(lines);
}

/** The node of `lines`, made (a group of its own) when it has none. */
function nodeOf(lines: Lines): Node {
  let node = found(lines);
  if (node === undefined)
    nodes.set(lines, (node = { edges: [], group: { size: lines.length }, record: null }));
  return node;
}

/**
 * `lines` with line `l` changed to `r` (which differs from `lines[l]`): the list this change gave before,
 * else a new one, linked both ways to `lines` while their group has room.
 */
export function changeLine(lines: Lines, l: number, r: readonly number[]): Lines {
  const node = nodeOf(lines);
  const edges = node.edges;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    if (e.line !== l || e.list !== r) continue;
    lastLines = e.to;
    lastNode = e.node;
    return e.to;
  }
  const out = lines.slice();
  out[l] = r;
  const group = node.group;
  if (group.size + out.length > GROUP_LIMIT) return out; // a group of its own when it changes next
  group.size += out.length;
  if (edges.length >= EDGES) node.edges = [];
  const made: Node = { edges: [{ line: l, list: lines[l], to: lines, node }], group, record: null };
  node.edges.push({ line: l, list: r, to: out, node: made });
  nodes.set(out, made);
  lastLines = out;
  lastNode = made;
  return out;
}

/** The rules compiled for the lines `lines` (their text's record, not depending on the kinds present), or null. */
export function linesRecord(lines: Lines): Parsed | null {
  return found(lines)?.record ?? null;
}

/**
 * Keeps `p`, the text's record of the lines `lines`, with them when they are interned (a list a change
 * made, or one a change was made from: not a list every line was read into and left as it is, as a
 * solver's boards are) and its rules do not depend on the kinds present.
 */
export function keepRecord(lines: Lines, p: Parsed): void {
  const node = found(lines);
  if (node !== undefined && !p.presenceMatters) node.record = p;
}
