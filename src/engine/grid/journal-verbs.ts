/**
 * The verbs beyond IS in the grid's journal (docs/rules.md §5.5, §5.7): an object a HAS rule left, a
 * MAKE rule made or MORE spread is `Added` from its source, caused by the spelled rule (read before
 * the board changes); an object eaten names its eater and the EAT rule; a FOLLOW or FEAR turn names its
 * target and the rule.
 */
import { isRuleText } from "./cond-verbs";
import { latestCause, note, touch } from "./journal";
import { noteTurned } from "./journal-moves";
import { ruleRef } from "./journal-rules";
import { ALL, TEXT } from "./lexicon";
import type { GridCause, RuleRef } from "./records";
import type { Level } from "./types";

/**
 * Records `id`'s turn from `was`, toward or away from object `target` (FOLLOW, FEAR), caused by the `verb`
 * rule that names the target's noun (TEXT for a word), or by the conditional rule whose text `verb` is
 * (read before the turn), with both objects' latest lines before it.
 */
export function noteVerbTurn(level: Level, id: number, target: number, was: number, verb: string): void {
  const k = level.kind[target];
  const word = level.kinds.isText[k] === 1 ? TEXT : level.lexicon.words[level.kinds.word[k]].word;
  const rule = isRuleText(verb) ? ruleRef(level, verb) : verbGiver(level, id, verb, word); // (cond-acts.ts `actVerb`)
  noteTurned(level, id, was, {
    kind: "rule",
    rule,
    line: latestCause(level.journal!, [id, target], [rule.rule]),
  });
}

/**
 * The spelled rule in force that gives object `id` the complement `word` by `verb`: `N verb word` for
 * its noun N (TEXT for text), else `ALL verb word`, else a `NOT X verb word` with X not its noun; when
 * none is spelled, the expanded rule itself. With its text objects on the grid now.
 */
export function verbGiver(level: Level, id: number, verb: string, word: string): RuleRef {
  const k = level.kind[id];
  const text = level.kinds.isText[k] === 1;
  const noun = text ? TEXT : level.lexicon.words[level.kinds.word[k]].word;
  const tail = ` ${verb} ${word}`;
  const own = `${noun}${tail}`;
  const score = (rule: string): number => {
    if (rule === own) return 3;
    if (text || !rule.endsWith(tail)) return 0;
    if (rule === `${ALL}${tail}`) return 2;
    const m = /^NOT (\S+) /.exec(rule);
    return m && m[1] !== noun && m[1] !== ALL ? 1 : 0;
  };
  let best = own;
  for (const rule of level.inForce.rules) if (score(rule) > score(best)) best = rule;
  return ruleRef(level, best);
}

/** One object a verb added: it, its source, and the source's rule (read before the board changed). */
export interface Spawn {
  readonly id: number;
  readonly from: number;
  readonly rule: RuleRef;
}

/** The cause of an object `from` adds by `rule`: the rule, and the record that formed it or brought `from` in. */
export function spawnCause(level: Level, from: number, rule: RuleRef): GridCause {
  return { kind: "rule", rule, line: latestCause(level.journal!, [from], [rule.rule]) };
}

/** Records each spawn as `Added{id, kind, from, at}` with its cause (after the objects were added). */
export function noteSpawns(level: Level, spawns: readonly Spawn[], causes: readonly GridCause[]): void {
  spawns.forEach((s, i) => {
    const record = {
      type: "Added",
      id: s.id,
      kind: level.kinds.names[level.kind[s.id]],
      from: s.from,
      at: [level.x[s.id], level.y[s.id]],
    } as const;
    touch(level, s.id, note(level, record, causes[i]));
  });
}
