/**
 * The grid's records in words (docs/rules.md §5.7), for the one human renderer (explain.ts): `Baba #5
 * moved right to (6, 3)`, `Baba #5 pushed DOUBLE #12 up to (5, 1)`, `DEATHRATTLE IS DOUBLE formed
 * (tiles #10, #11, #12) by Baba #5's push`, `Ember Moth #7 melted: MOTH IS MELT + LAVA IS HOT at (2, 3)`.
 * Each sentence reads the record and the cause the grid recorded when it happened.
 */
import type { Agent } from "../engine/cards";
import type { At, BlockReason, GridCause, GridRecord, GridRecordType, RuleRef } from "../engine/grid";
import { isCardRecord, type SpellGridJournal } from "../engine/spellgrid";
import { kindName, type Names } from "./names";

type Sentence<K extends GridRecordType> = (
  r: Extract<GridRecord, { type: K }>,
  cause: GridCause,
  n: (id: number) => string,
  why: (line: number | null) => string,
  emptied: (cause: GridCause) => string,
) => string;

/** `A, B and C`. */
const listed = (names: readonly string[]) =>
  names.length > 1 ? `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}` : names.join("");

const cell = (at: At) => `(${at[0]}, ${at[1]})`;

/** `MOTH IS MELT + LAVA IS HOT`: the rules a cause names, each once. */
const rulesOf = (rules: readonly RuleRef[]) => [...new Set(rules.map((r) => r.rule))].join(" + ");

/** The rules of a cause that names some (a hazard, the win, a conversion). */
/** The word a win's goal rule gives (WIN, or END: docs/rules.md §5.5), the last word of the cause's second rule. */
function goalWord(cause: GridCause): string {
  return cause.kind === "win" ? (cause.rules[1]?.rule.split(" ").at(-1) ?? "WIN") : "WIN";
}

function causeRules(cause: GridCause): string {
  switch (cause.kind) {
    case "hazard":
    case "win":
    case "bonus":
      return rulesOf(cause.rules);
    case "rule":
      return cause.rule.rule;
    case "input":
    case "move":
    case "text":
      return "";
    default:
      return cause satisfies never;
  }
}

/** The partner a hazard or the win names (the first), or null. */
function partnerOf(cause: GridCause): number | null {
  if (cause.kind === "hazard") return cause.with[0] ?? null;
  if (cause.kind === "win" || cause.kind === "bonus") return cause.with;
  return null;
}

/**
 * `: ROCK IS PUSH`, the rule behind a move, a push, a pull or a swap; nothing for a YOU move (the key
 * moved it) or text's innate `TEXT IS PUSH` (no tiles spell it).
 */
const named = (rule: RuleRef | null) =>
  rule === null || (rule.ids.length === 0 && rule.rule === INNATE_PUSH) ? "" : `: ${rule.rule}`;
const INNATE_PUSH = "TEXT IS PUSH";

/** What blocked a move, with the rule that made the object STOP, PULL or STILL (`WALL IS STOP`). */
const BLOCKED: Readonly<Record<BlockReason, (by: string, rule: string) => string>> = {
  edge: () => "the edge of the grid",
  STOP: (by, rule) => `${by} is STOP (${rule})`,
  PULL: (by, rule) => `${by} is PULL (${rule}) and cannot be pushed`,
  STILL: (by, rule) => `${by} is STILL (${rule}) and cannot be moved`,
};

/** `tiles #10, #11, #12`: the text objects that spell a rule. */
export const tilesText = (ids: readonly number[]) =>
  ids.length > 0 ? `tiles ${ids.map((id) => `#${id}`).join(", ")}` : "no tiles";

/** One sentence per kind of grid record. */
const SENTENCES: { [K in GridRecordType]: Sentence<K> } = {
  Stepped: (r) =>
    r.dir === "wait"
      ? "You waited a turn"
      : r.turn
        ? `You stepped ${r.dir}`
        : `You moved ${r.dir} (movement only)`,
  Moved: (r, _c, n) => `${n(r.id)} moved ${r.dir} to ${cell(r.to)}${named(r.rule)}`,
  Pushed: (r, _c, n) => `${n(r.by)} pushed ${n(r.id)} ${r.dir} to ${cell(r.to)}${named(r.rule)}`,
  Pulled: (r, _c, n) => `${n(r.by)} pulled ${n(r.id)} ${r.dir} to ${cell(r.to)}${named(r.rule)}`,
  Turned: (r, c, n) => `${n(r.id)} turned ${r.to}${c.kind === "rule" ? `: ${causeRules(c)}` : ""}`,
  Swapped: (r, _c, n) => `${n(r.by)} swapped places with ${n(r.id)}, now at ${cell(r.to)}${named(r.rule)}`,
  Blocked: (r, _c, n) => {
    const what = r.pushing.length > 0 ? `push ${listed(r.pushing.map(n))}` : "move";
    const by = BLOCKED[r.reason](r.by === null ? "" : n(r.by), r.rule?.rule ?? "");
    return `${n(r.id)} could not ${what} ${r.dir}: ${by}`;
  },
  RuleFormed: (r, c, _n, why) => `${r.rule} formed (${tilesText(r.ids)})${why(lineOf(c))}`,
  RuleBroken: (r, c, _n, why) => `${r.rule} broken (${tilesText(r.ids)})${why(lineOf(c))}`,
  Converted: (r, c, n) => `${n(r.id)} became ${kindName(r.to)}: ${causeRules(c)}`,
  Added: (r, c, n) => `${n(r.id)} appeared at ${cell(r.at)} from ${n(r.from)}: ${causeRules(c)}`,
  Filled: (r, c, n, _why, emptied) =>
    `${n(r.id)} appeared on the empty tile ${cell(r.at)}: ${causeRules(c)}${emptied(c)}`,
  Sank: (r, c, n) => `${n(r.id)} sank: ${causeRules(c)} at ${cell(r.at)}`,
  Exploded: (r, c, n) => {
    const p = partnerOf(c);
    const what = p === null ? "exploded" : `was blown up by ${n(p)}`;
    return `${n(r.id)} ${what}: ${causeRules(c)} at ${cell(r.at)}`;
  },
  Weakened: (r, c, n) => `${n(r.id)} was weak and broke: ${causeRules(c)} at ${cell(r.at)}`,
  Melted: (r, c, n) => `${n(r.id)} melted: ${causeRules(c)} at ${cell(r.at)}`,
  Defeated: (r, c, n) => `${n(r.id)} was defeated: ${causeRules(c)} at ${cell(r.at)}`,
  Opened: (r, c, n) => {
    const p = partnerOf(c);
    const opens = c.kind === "hazard" && / IS OPEN$/.test(c.rules[0]?.rule ?? "");
    const what = p === null ? "opened itself" : opens ? `opened ${n(p)}` : `was opened by ${n(p)}`;
    return `${n(r.id)} ${what} and was destroyed: ${causeRules(c)} at ${cell(r.at)}`;
  },
  Erased: (r, c, n) => `${n(r.id)} was erased: ${causeRules(c)} at ${cell(r.at)}`,
  Done: (r, c, n) => `${n(r.id)} was done: ${causeRules(c)} at ${cell(r.at)}`,
  Eaten: (r, c, n) => {
    const p = partnerOf(c);
    return `${n(r.id)} was eaten${p === null ? "" : ` by ${n(p)}`}: ${causeRules(c)} at ${cell(r.at)}`;
  },
  Won: (r, c, n) => {
    const p = partnerOf(c);
    const where = p === null || p === r.id ? `is YOU and ${goalWord(c)}` : `reached ${n(p)}`;
    return `You won: ${n(r.id)} ${where} at ${cell(r.at)}: ${causeRules(c)}`;
  },
  Collected: (r, c, n) => {
    const what = r.by === r.id ? `${n(r.id)} collected itself` : `${n(r.by)} collected ${n(r.id)}`;
    const stays = r.kept ? ", which is SAFE and stays" : "";
    return `${what} (a bonus)${stays}: ${causeRules(c)} at ${cell(r.at)}`;
  },
};

/** The line a cause points to, if any. */
function lineOf(cause: GridCause): number | null {
  return "line" in cause ? cause.line : null;
}

/** Who did a card record (the `TextSpawned` that wrote a word), as `by` names it. */
type AgentName = (by: Agent) => string;

/**
 * ` by Baba #5's push`: what moved, added or removed the text of a rule that formed or broke, from the
 * record its cause points to; nothing when the action itself did (a placed word).
 */
function byWhom(journal: SpellGridJournal, line: number | null, names: Names, agent: AgentName): string {
  if (line === null) return "";
  const r = journal.records[line];
  const n = (id: number) => names.entity(id, line);
  if (isCardRecord(r)) {
    const cause = journal.causes[line];
    return r.type === "TextSpawned" && (cause.kind === "effect" || cause.kind === "action")
      ? ` by ${agent(cause)}`
      : "";
  }
  switch (r.type) {
    case "Moved":
      return ` by ${n(r.id)}'s move`;
    case "Pushed":
      return ` by ${n(r.by)}'s push`;
    case "Pulled":
      return ` by ${n(r.by)}'s pull`;
    case "Swapped":
      return ` by ${n(r.by)}'s swap`;
    case "Turned":
      return ` when ${n(r.id)} turned ${r.to}`;
    case "Converted":
    case "Added":
      return ` when ${n(r.id)} became ${kindName(r.type === "Added" ? r.kind : r.to)}`;
    case "Filled":
      return ` when ${n(r.id)} filled an empty tile`;
    case "Sank":
    case "Exploded":
    case "Weakened":
    case "Eaten":
    case "Melted":
    case "Defeated":
    case "Opened":
    case "Erased":
      return ` when ${n(r.id)} was destroyed`;
    case "Collected":
      return r.kept ? "" : ` when ${n(r.id)} was collected`;
    case "Done":
      return ` when ${n(r.id)} was done`;
    case "Stepped": // the action itself, or a record that moves, adds or removes no text
    case "Blocked":
    case "RuleFormed":
    case "RuleBroken":
    case "Won":
      return "";
    default:
      return r satisfies never;
  }
}

/**
 * `Baba #5 moved off it this turn`: what emptied the tile a `Filled` record filled, from the record its cause
 * points to (fill.ts: the move off it or the death on it); a cause that points to none of those (the rule
 * formed this action, or the key press) means the tile was already empty before this turn.
 */
function emptiedBy(journal: SpellGridJournal, line: number | null, names: Names): string {
  const before = "the tile was empty before this turn";
  if (line === null) return before;
  const r = journal.records[line];
  const n = (id: number) => names.entity(id, line);
  if (isCardRecord(r)) return r.type === "Destroyed" ? `${n(r.id)} was destroyed there this turn` : before;
  switch (r.type) {
    case "Moved":
      return `${n(r.id)} moved off it this turn`;
    case "Pushed":
      return `${n(r.by)} pushed ${n(r.id)} off it this turn`;
    case "Pulled":
      return `${n(r.by)} pulled ${n(r.id)} off it this turn`;
    case "Sank":
    case "Exploded":
    case "Weakened":
    case "Eaten":
    case "Melted":
    case "Defeated":
    case "Opened":
    case "Erased":
      return `${n(r.id)} was destroyed there this turn`;
    case "Done":
      return `${n(r.id)} was done there this turn`;
    default:
      return before;
  }
}

/**
 * The line (0-based) of the `RuleFormed` of `rule` at or before `line` in this action's journal, or null
 * when the rule was already formed before the action (its journal holds the action alone).
 */
function formedAt(journal: SpellGridJournal, line: number, rule: RuleRef): number | null {
  for (let l = line - 1; l >= 0; l--) {
    const r = journal.records[l];
    if (r.type === "RuleFormed" && r.rule === rule.rule && r.ids.join() === rule.ids.join()) return l;
  }
  return null;
}

/**
 * The end of a `Filled` sentence: what emptied the tile (`emptiedBy`), and, when that is a record of its
 * own and the fill's rule was formed in this action too, the rule's forming line, which the chain does not
 * pass through (a chain follows one cause: docs/rules.md §3.11): `, formed this turn on line 6 (Baba #3
 * moved off it this turn)`, numbered from 1 as the explained log shows it.
 */
function fillWhy(journal: SpellGridJournal, line: number, cause: GridCause, names: Names): string {
  const emptied = emptiedBy(journal, lineOf(cause), names);
  if (cause.kind !== "rule" || cause.line === null) return ` (${emptied})`;
  const formed = formedAt(journal, line, cause.rule);
  if (formed === null || formed === cause.line) return ` (${emptied})`;
  return `, formed this turn on line ${formed + 1} (${emptied})`;
}

/** The sentence of one grid record at `line` of `journal`. */
export function gridSentence(
  journal: SpellGridJournal,
  line: number,
  r: GridRecord,
  cause: GridCause,
  names: Names,
  agent: AgentName,
): string {
  const sentence = SENTENCES[r.type] as Sentence<GridRecordType>;
  const n = (id: number) => names.entity(id, line);
  return sentence(
    r as never,
    cause,
    n,
    (l) => byWhom(journal, l, names, agent),
    (c) => fillWhy(journal, line, c, names),
  );
}
