/**
 * `why N` (docs/rules.md §3.11): the chain of causes of a line of the log, back to the player's action,
 * as data and in words. Each cause points to an earlier line, so every chain ends.
 */
import type { Agent, Cause, Journal } from "../engine/cards";
import { agentOf, explainLine } from "./explain";
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

/** The line that caused a cause's record, or null at the chain's start (the player's action). */
function parentLine(cause: Cause): number | null {
  switch (cause.kind) {
    case "action":
      return null;
    case "effect":
    case "combat":
    case "turn":
      return cause.line;
    case "redirect":
      return parentLine(cause.by);
    case "trigger":
      return cause.event;
    case "lethal":
      return cause.line;
    case "deathCreation":
      return cause.lines[0] ?? null;
    case "heroDeath":
      return cause.lines.find((l) => l !== null) ?? null;
    default:
      return cause satisfies never;
  }
}

/**
 * The chain of causes of `line` (0-based) back to the player's action (docs/rules.md §3.11): each cause
 * points to an earlier line; a Death Phase's is the first of the `Destroyed` lines that opened it.
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

/** The end of a chain in words: the player's action, its caller's origin, or where it stopped. */
function rootText(journal: Journal, w: Why): string {
  if (w.action !== null) return w.action.origin?.label ?? ACTION_WORDS[w.action.action];
  const last = journal.causes[w.chain[w.chain.length - 1]];
  return last.kind === "lethal" ? "its Health was 0 or less before this action" : "the start of this action";
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
  out.push(`  because ${rootText(journal, w)}`);
  return `${out.join("\n")}\n`;
}
