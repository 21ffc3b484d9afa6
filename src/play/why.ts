/**
 * `why N` (docs/rules.md §3.11, §5.7): the chain of causes of a line of the log, back to the player's
 * action or key press, as data and in words, and the grid objects and text a chain names (for the
 * playground's highlight). Each cause points to an earlier line, so every chain ends.
 */
import { type Agent, ENTITY_FIELDS } from "../engine/cards";
import type { GridCause } from "../engine/grid";
import { isCardRecord, type JournalCause } from "../engine/spellgrid";
import { agentOf, explainLine, type Journal, originIds } from "./explain";
import type { Names } from "./names";

/** The chain of causes of a line: the line, then each line that caused the one before (docs/rules.md §3.11). */
export interface Why {
  /** The lines, from the one asked about back to the first (0-based, each earlier than the last). */
  chain: number[];
  /** The player's action that started it all, or null when the chain ends elsewhere (see `whyText`). */
  action: Extract<Agent, { kind: "action" }> | null;
}

/** What the player did, as the end of a chain (a harness action with no origin of its caller's). */
const ACTION_WORDS: Readonly<Record<Extract<Agent, { kind: "action" }>["action"], string>> = {
  dealDamage: "the player dealt damage (dealDamage)",
  cast: "the player cast a spell",
  destroy: "the player destroyed it (destroy)",
  play: "the player played a card",
  attack: "the player attacked (attack)",
  endTurn: "the player ended the turn (endTurn)",
  startDuel: "the duel started (newDuel)",
};

/** The line a host's origin points to (`detail.line`: SpellGrid's grid record that destroyed a minion). */
function originLine(by: Extract<Agent, { kind: "action" }>): number | null {
  const line = by.origin?.detail?.line;
  return typeof line === "number" ? line : null;
}

/** The line a grid cause points to, or null at the chain's start (the player's key press, a placed word). */
function gridParent(cause: GridCause): number | null {
  return cause.kind === "input" ? null : cause.line;
}

/** The line that caused a cause's record, or null at the chain's start (the player's action). */
function parentLine(cause: JournalCause): number | null {
  switch (cause.kind) {
    case "action":
      return originLine(cause);
    case "effect":
    case "combat":
    case "turn":
      return cause.line;
    case "redirect":
      return parentLine(cause.by);
    case "trigger":
      return cause.event;
    case "lethal":
    case "poisoned":
    case "overkill":
    case "reborn":
      return cause.line;
    case "deathCreation":
      return cause.lines[0] ?? null;
    case "heroDeath":
      return cause.lines.find((l) => l !== null) ?? null;
    case "input":
    case "move":
    case "text":
    case "rule":
    case "hazard":
    case "win":
    case "bonus":
      return gridParent(cause);
    default:
      return cause satisfies never;
  }
}

/**
 * The chain of causes of `line` (0-based) back to the player's action (docs/rules.md §3.11): each cause
 * points to an earlier line; a Death Phase's is the first of the `Destroyed` lines that opened it; a
 * minion the grid destroyed goes on to the grid record of its death, and a grid record to the move,
 * push or rule that brought it about, back to the key press.
 */
export function why(journal: Journal, line: number): Why {
  const n = journal.records.length;
  if (!Number.isInteger(line) || line < 0 || line >= n)
    throw new Error(
      n === 0 ? "the last action logged nothing" : `there is no line ${line + 1}: the log has lines 1-${n}`,
    );
  const chain = [line];
  for (;;) {
    const cause = journal.causes[chain[chain.length - 1]];
    const parent = parentLine(cause);
    if (parent === null || parent >= chain[chain.length - 1]) {
      const by = agentOf(cause);
      return { chain, action: by?.kind === "action" ? by : null };
    }
    chain.push(parent);
  }
}

/**
 * The player's action at the end of a chain, naming what its last line names: the spell cast and the
 * minion it was cast at (`the player cast Spark at Ember Moth #5`), the minion or weapon played and the
 * character its Battlecry was aimed at (`the player played Ironbeak Owl at Murloc Raider #39`).
 */
function actionText(
  journal: Journal,
  w: Why,
  action: Extract<Agent, { kind: "action" }>,
  names: Names,
): string {
  const last = w.chain[w.chain.length - 1];
  const r = journal.records[last];
  const at = action.target === undefined ? "" : ` at ${names.entity(action.target)}`;
  if (action.action === "cast" && r.type === "SpellCast") return `the player cast ${r.card}${at}`;
  if (action.action === "play" && (r.type === "Summoned" || r.type === "WeaponEquipped"))
    return `the player played ${names.entity(r.id)}${at}`;
  return ACTION_WORDS[action.action];
}

/** The end of a chain in words: the player's action or key, its caller's origin, or where it stopped. */
function rootText(journal: Journal, w: Why, names: Names): string {
  if (w.action !== null) return w.action.origin?.label ?? actionText(journal, w, w.action, names);
  const last = w.chain[w.chain.length - 1];
  const record = journal.records[last];
  if (record.type === "Stepped")
    return record.dir === "wait" ? "the player waited" : `the player pressed ${record.dir}`;
  return journal.causes[last].kind === "lethal"
    ? "its Health was 0 or less before this action"
    : "the start of this action";
}

/**
 * `why N` as text: line N's sentence, then each cause's line, then the player's action. Lines are
 * numbered from 1, as the explained log shows them.
 */
export function whyText(journal: Journal, line: number, names: Names): string {
  const w = why(journal, line);
  const [first, ...rest] = w.chain;
  const out = [`why ${first + 1}: ${explainLine(journal, first, names)}`];
  for (const l of rest) out.push(`  because ${l + 1}: ${explainLine(journal, l, names)}`);
  out.push(`  because ${rootText(journal, w, names)}`);
  return `${out.join("\n")}\n`;
}

/** The movement records that name a rule (`rule`: what moved, carried or blocked the object). */
const MOVES: ReadonlySet<string> = new Set(["Moved", "Pushed", "Pulled", "Swapped", "Blocked"]);

/** What a chain shows on the grid: the objects its records name, and the text objects of its rules. */
export interface ChainObjects {
  objects: number[];
  text: number[];
}

/**
 * The grid objects the lines of `chain` name (minions, things, text moved) and the text objects that
 * spell every rule in it (a rule formed or broken, the rules of a death, a conversion or the win, the
 * rule that moved, carried or blocked an object, a rule aura that multiplied a trigger), each id once,
 * in the order met.
 */
export function chainObjects(journal: Journal, chain: readonly number[]): ChainObjects {
  const objects = new Set<number>();
  const text = new Set<number>();
  const add = (set: Set<number>, ids: readonly number[]) => {
    for (const id of ids) set.add(id);
  };
  for (const line of chain) {
    const r = journal.records[line];
    const cause = journal.causes[line];
    if (isCardRecord(r)) {
      const fields = ENTITY_FIELDS[r.type] as readonly string[];
      add(
        objects,
        fields.map((f) => (r as unknown as Record<string, number>)[f]),
      );
      if (cause.kind === "trigger")
        for (const c of [...cause.count.multipliers, ...cause.count.caps]) add(text, originIds(c));
      continue;
    }
    if ("id" in r) objects.add(r.id);
    if ("by" in r && r.by !== null) objects.add(r.by);
    if (r.type === "Blocked") add(objects, r.pushing);
    if (MOVES.has(r.type) && "rule" in r && r.rule !== null && typeof r.rule === "object")
      add(text, r.rule.ids); // the rule that moved, carried or blocked it
    if (r.type === "Added") objects.add(r.from);
    if (r.type === "RuleFormed" || r.type === "RuleBroken") add(text, r.ids);
    if (cause.kind === "hazard" || cause.kind === "win" || cause.kind === "bonus") {
      add(objects, cause.kind === "hazard" ? cause.with : [cause.with]);
      for (const rule of cause.rules) add(text, rule.ids);
    }
    if (cause.kind === "rule") add(text, cause.rule.ids);
  }
  return { objects: [...objects], text: [...text] };
}
