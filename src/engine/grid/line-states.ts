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

/**
 * An interned list: its ways out, its group, and the rules compiled for it (when they depend on its text
 * alone). Its first two ways out are held in the node itself (`line0`…`node0`, `line1`…`node1`; a line of
 * -1: none), the others in `edges`: a parse that changes a line reads the node alone, not a list of ways
 * and a way (each a read of memory the walk of a large game seldom finds cached).
 */
interface Node {
  line0: number;
  list0: readonly number[] | null;
  to0: Lines | null;
  node0: Node | null;
  line1: number;
  list1: readonly number[] | null;
  to1: Lines | null;
  node1: Node | null;
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

/** A node without ways out, of `group`. */
const newNode = (group: Group): Node => ({
  line0: -1,
  list0: null,
  to0: null,
  node0: null,
  line1: -1,
  list1: null,
  to1: null,
  node1: null,
  edges: [],
  group,
  record: null,
});

/** The node of `lines`, made (a group of its own) when it has none. */
function nodeOf(lines: Lines): Node {
  let node = found(lines);
  if (node === undefined) nodes.set(lines, (node = newNode({ size: lines.length })));
  return node;
}

/** The list `to` (of node `next`) is a way out of `node` by line `line` changed to `list`. */
function addWay(node: Node, line: number, list: readonly number[], to: Lines, next: Node): void {
  if (node.line1 >= 0 && node.edges.length >= EDGES - 2) forgetWays(node);
  if (node.line0 < 0) {
    node.line0 = line;
    node.list0 = list;
    node.to0 = to;
    node.node0 = next;
  } else if (node.line1 < 0) {
    node.line1 = line;
    node.list1 = list;
    node.to1 = to;
    node.node1 = next;
  } else node.edges.push({ line, list, to, node: next });
}

/** `node` keeps no way out (past EDGES: they only save work). */
function forgetWays(node: Node): void {
  node.line0 = node.line1 = -1;
  node.list0 = node.list1 = node.to0 = node.to1 = node.node0 = node.node1 = null;
  node.edges = [];
}

/**
 * `lines` with line `l` changed to `r` (which differs from `lines[l]`): the list this change gave before,
 * else a new one, linked both ways to `lines` while their group has room.
 */
export function changeLine(lines: Lines, l: number, r: readonly number[]): Lines {
  const node = nodeOf(lines);
  if (node.line0 === l && node.list0 === r) return way(node.to0 as Lines, node.node0 as Node);
  if (node.line1 === l && node.list1 === r) return way(node.to1 as Lines, node.node1 as Node);
  const edges = node.edges;
  for (let i = 0; i < edges.length; i++) {
    const e = edges[i];
    if (e.line === l && e.list === r) return way(e.to, e.node);
  }
  const out = lines.slice();
  out[l] = r;
  const group = node.group;
  if (group.size + out.length > GROUP_LIMIT) return out; // a group of its own when it changes next
  group.size += out.length;
  const made = newNode(group);
  addWay(made, l, lines[l], lines, node);
  addWay(node, l, r, out, made);
  nodes.set(out, made);
  lastLines = out;
  lastNode = made;
  return out;
}

/** The list `to` (of node `node`), found as a way out: the next change starts from it. */
function way(to: Lines, node: Node): Lines {
  lastLines = to;
  lastNode = node;
  return to;
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
