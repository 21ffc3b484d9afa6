/**
 * Rules in the grid's journal (docs/rules.md §5.7): the rules a parse formed and broke, each with the
 * text objects that spell it and the record that moved, added or removed one of them; and which
 * spelled rule gives an object a property (or turns it into a noun), for the causes of deaths,
 * conversions and the win.
 */

import { condGiver } from "./cond-convert";
import { condCodeOfText } from "./cond-rules";
import { hostedGivers } from "./hosted";
import { note } from "./journal";
import { ALL, TEXT } from "./lexicon";
import { conditionalGivers } from "./props-of";
import type { RuleRef } from "./records";
import { codeOfText } from "./rule-codes";
import { spellings, type TextLayout, textLayout } from "./spelling";
import type { Level } from "./types";

/**
 * The text objects spelling `rule` in `layout`: with `prefer`, a spelling with a text object this
 * action touched if there is one (the one that formed or broke), else the first; [] for a rule no
 * text spells.
 */
function spellingIn(level: Level, rule: string, layout: TextLayout, prefer = false): readonly number[] {
  const code = codeOfText(level.lexicon, rule);
  const conditional = code === null ? condCodeOfText(level.lexicon, rule) : null;
  if (code === null && conditional === null) return [];
  const all = spellings(level.lexicon, level.kinds.cls, layout, ...(conditional ?? [code as number, 0]));
  const touched = prefer ? level.journal?.touched : undefined;
  return (touched && all.find((ids) => ids.some((id) => touched.has(id)))) ?? all[0] ?? [];
}

/** A spelled rule with the text objects that spell it on the grid now. */
export function ruleRef(level: Level, rule: string): RuleRef {
  return spelledOnce(level, rule, layoutNow(level));
}

/** Every spelling of `rule` on the grid now, one per run that spells it, rows first (spelling.ts `spellings`). */
export function spellingsRef(level: Level, rule: string): readonly (readonly number[])[] {
  const code = codeOfText(level.lexicon, rule);
  const conditional = code === null ? condCodeOfText(level.lexicon, rule) : null;
  if (code === null && conditional === null) return [];
  return spellings(level.lexicon, level.kinds.cls, layoutNow(level), ...(conditional ?? [code as number, 0]));
}

/** Per level, the text layout `ruleRef` read last. */
const laid = new WeakMap<Level, TextLayout>();

/**
 * The text on the grid now (`textLayout`); the layout read last when the text lies as it did then, so
 * the spellings found in it are found once: a FEAR turn of each of thousands of objects searched all the
 * text on the grid for each (seconds a step).
 */
function layoutNow(level: Level): TextLayout {
  const layout = textLayout(level);
  const last = laid.get(level);
  if (last !== undefined && sameText(last, layout)) return last;
  laid.set(level, layout);
  return layout;
}

function sameText(a: TextLayout, b: TextLayout): boolean {
  if (a.width !== b.width || a.height !== b.height || a.entries.length !== b.entries.length) return false;
  for (let i = 0; i < a.entries.length; i++) if (a.entries[i] !== b.entries[i]) return false;
  return true;
}

/**
 * Per parse (its text layout): per kind and word (`k word`), the rule that gives it (`giver`), and per
 * conditional rule (its text, which starts with a letter), its spelling: each found once.
 */
const givers = new WeakMap<TextLayout, Map<string, RuleRef>>();

function memoOf(layout: TextLayout): Map<string, RuleRef> {
  let memo = givers.get(layout);
  if (!memo) givers.set(layout, (memo = new Map()));
  return memo;
}

/**
 * Conditional rule `rule` with its text objects in `layout`, found once per layout: once per object, a
 * conversion of thousands of objects searched all the text on the grid for each (seconds a step).
 */
function spelledOnce(level: Level, rule: string, layout: TextLayout): RuleRef {
  const memo = memoOf(layout);
  let ref = memo.get(rule);
  if (ref === undefined) memo.set(rule, (ref = { rule, ids: spellingIn(level, rule, layout) }));
  return ref;
}

/**
 * The spelled rule in force that gives object `id` the complement `word` (a property, a noun it converts
 * to, `NOT N` for its deletion): `N IS word` for its noun N (TEXT for a text object), else
 * `ALL IS word`, else a `NOT X IS word` with X not its noun, as rules() lists them; a property its kind
 * lacks comes from a conditional rule that holds for the object now (docs/rules.md §5.8). When none is
 * spelled, the expanded rule itself. `verb` WRITE asks the same of `N WRITE word` (a conversion into the
 * word's text: docs/rules.md §5.6). Its text objects are those of the last parse (which made the
 * rules in force), found once per parse, kind and word.
 */
export function giver(level: Level, id: number, word: string, verb = "IS"): RuleRef {
  const { kinds, lexicon } = level;
  const k = level.kind[id];
  const layout = level.journal?.layout ?? textLayout(level);
  const i = lexicon.index[word];
  const bit = i === undefined ? 0 : kinds.bit[i];
  const hosted = bit === 0 && i !== undefined && level.inForce.hosted?.byKind[k].includes(i) === false;
  if (verb === "IS" && ((bit !== 0 && level.inForce.cond && !(level.inForce.props[k] & bit)) || hosted)) {
    // a conditional rule that holds for it now (§5.8), else the first that gives it (it held before a move)
    const held = hosted ? hostedGivers(level, id, i) : conditionalGivers(level, id, bit);
    const rule = held[0] ?? firstConditional(level, id, hosted ? 0 : bit, i);
    if (rule !== undefined) return spelledOnce(level, rule, layout);
  }
  const converter = bit === 0 || verb !== "IS" ? condGiver(level, id, word) : null; // a conditional conversion (§5.8)
  if (converter !== null) return spelledOnce(level, converter, layout);
  const memo = memoOf(layout);
  const asked = `${k} ${verb} ${word}`;
  const known = memo.get(asked);
  if (known) return known;
  const text = kinds.isText[k] === 1;
  const noun = text ? TEXT : lexicon.words[kinds.word[k]].word;
  const own = `${noun} ${verb} ${word}`;
  const names = (rule: string) => {
    if (rule === own) return 2;
    if (text) return 0;
    if (rule === `ALL ${verb} ${word}`) return 1;
    const m = /^NOT (\S+) (\S+) (.+)$/.exec(rule);
    return m && m[2] === verb && m[3] === word && m[1] !== noun && m[1] !== ALL ? 0.5 : 0;
  };
  let best: string | null = null;
  for (const rule of level.inForce.rules) if (names(rule) > (best === null ? 0 : names(best))) best = rule;
  const rule = best ?? own;
  const ref = { rule, ids: spellingIn(level, rule, layout) };
  memo.set(asked, ref);
  return ref;
}

/** The first conditional rule in force that gives object `id`'s kind the property `bit` (0: hosted word `w`), held or not. */
function firstConditional(level: Level, id: number, bit: number, w: number): string | undefined {
  const k = level.kind[id];
  if (bit === 0) return level.inForce.hosted?.cond?.[k].find((r) => r.word === w && !r.negated)?.text;
  return level.inForce.cond?.byKind[k].find((r) => r.bit & bit && !r.negated)?.text;
}

/**
 * After a parse (docs/rules.md §5.7): every rule the text no longer spells (`RuleBroken`, spelled as it
 * was at the last parse) and every rule it newly spells (`RuleFormed`), each caused by the last record
 * of this action that moved, added or removed one of its text objects. The grid's text is remembered
 * for the next parse.
 */
export function noteRules(level: Level, before: readonly string[]): void {
  const j = level.journal!;
  const old = j.layout;
  j.layout = textLayout(level);
  const after = level.inForce.rules;
  const broken: string[] = [];
  const formed: string[] = [];
  let i = 0;
  let k = 0;
  while (i < before.length || k < after.length) {
    if (k >= after.length || (i < before.length && before[i] < after[k])) broken.push(before[i++]);
    else if (i >= before.length || after[k] < before[i]) formed.push(after[k++]);
    else {
      i++;
      k++;
    }
  }
  for (const rule of broken) {
    const ids = spellingIn(level, rule, old, true);
    note(level, { type: "RuleBroken", rule, ids }, { kind: "text", line: textCause(level, ids) });
  }
  for (const rule of formed) {
    const ids = spellingIn(level, rule, j.layout, true);
    const line = note(
      level,
      { type: "RuleFormed", rule, ids },
      { kind: "text", line: textCause(level, ids) },
    );
    j.formed.set(rule, line);
  }
}

/**
 * What formed or broke a rule spelled by `ids`: the last record of this action that moved, added or
 * removed one of them; when none did (a word arrived beside the sentence, `NOT` before `X IS Y`), the
 * last record of this action that moved, added or removed any text: only text changes what is spelled.
 */
function textCause(level: Level, ids: readonly number[]): number | null {
  const j = level.journal!;
  let line = -1;
  for (const id of ids) line = Math.max(line, j.touched.get(id) ?? -1);
  if (line < 0)
    for (const [id, at] of j.touched) {
      const k = level.kind[id];
      const { asWord } = level.inForce;
      if (level.kinds.isText[k] || (asWord !== null && asWord[k] !== 0)) line = Math.max(line, at);
    }
  return line >= 0 ? line : j.root;
}
