/**
 * A rule's spellings on the grid now, one per run of text that spells it, rows first, as the journal's
 * `spellingsRef` finds them (docs/rules.md §5.4, the SHIFT take's order; shift-places.ts: the game lists
 * a rule spelled twice at each spelling's first word), read from the lines that may spell it alone: those whose
 * rules at the parse hold it and those marked since (their text changed), each as a layout one line thick.
 * What a line spells is a function of its text alone (its text objects' ids, words and cells), so the
 * spellings found are kept with the text they were found in (the last `KEPT`), and a line whose text lies
 * as one of them did is not read again. With the engine's shortcuts off (move-cells.ts `useShortcuts`)
 * the whole grid is read, as `spellingsRef` reads it.
 */
import { spellingsRef } from "./journal-rules";
import { shortcutsOn } from "./move-cells";
import { codeOfText } from "./rule-codes";
import { spellings, type TextLayout } from "./spelling";
import type { Level } from "./types";

/** Appends cell, id and kind of each text object on line `l` (rows, then columns: lines.ts) to `out`. */
export function textOn(level: Level, l: number, out: number[]): void {
  const { width, height, head, next, kind } = level;
  const isText = level.kinds.isText;
  const row = l < height;
  const len = row ? width : height;
  for (let i = 0; i < len; i++) {
    const cell = row ? l * width + i : i * width + (l - height);
    for (let o = head[cell]; o >= 0; o = next[o]) if (isText[kind[o]] === 1) out.push(i, o, kind[o]);
  }
}

/** How many spellings are kept (then the oldest is let go: they only save work). */
const KEPT = 64;

/** One line's text as it lay (`textOn`'s numbers, after the line's number) and the rule's spellings in it, one per run. */
interface Found {
  readonly code: number;
  readonly text: readonly number[];
  readonly all: readonly (readonly number[])[];
}
const found: Found[] = [];
const text: number[] = [];

// The codes of the rules asked about, for the lexicon asked last.
let codesOf: Level["lexicon"] | null = null;
const codes = new Map<string, number | null>();

/** The ids of each of `rule`'s spellings on the grid now, one per run, rows first ([] when none; the module's doc). */
export function spellingsNow(level: Level, rule: string): readonly (readonly number[])[] {
  const { lines, stale, inForce: f } = level;
  if (lines === null || f.asWord !== null || f.readIds || !shortcutsOn()) return spellingsRef(level, rule);
  if (codesOf !== level.lexicon) {
    codesOf = level.lexicon;
    codes.clear();
  }
  let code = codes.get(rule);
  if (code === undefined) codes.set(rule, (code = codeOfText(level.lexicon, rule)));
  if (code === null) return spellingsRef(level, rule); // (a conditional rule)
  const out: (readonly number[])[] = [];
  for (let l = 0; l < lines.length; l++) {
    if (!lines[l].includes(code) && (stale === null || !stale.includes(l))) continue;
    text.length = 0;
    text.push(l);
    textOn(level, l, text);
    for (const ids of spelledOn(level, code, l)) out.push(ids);
  }
  return out;
}

/** The spellings of rule `code` on line `l`, whose text `text` holds, one per run that spells it ([] for none). */
function spelledOn(level: Level, code: number, l: number): readonly (readonly number[])[] {
  for (let i = 0; i < found.length; i++) {
    const e = found[i];
    if (e.code !== code || e.text.length !== text.length) continue;
    let same = true;
    for (let j = 0; same && j < text.length; j++) same = e.text[j] === text[j];
    if (same) return e.all;
  }
  const all = spellings(level.lexicon, level.kinds.cls, lineLayout(level, l), code);
  if (found.length >= KEPT) found.shift();
  found.push({ code, text: text.slice(), all });
  return all;
}

/** The text on line `l` (held in `text`) alone, as a layout one cell thick (spelling.ts `textLayout`: in age order). */
function lineLayout(level: Level, l: number): TextLayout {
  const order: number[] = [];
  for (let i = 1; i < text.length; i += 3) order.push(i);
  order.sort((a, b) => text[a + 1] - text[b + 1]);
  const row = l < level.height;
  const entries: number[] = [];
  for (const i of order)
    entries.push(text[i + 1], level.kinds.word[text[i + 2]], row ? text[i] : 0, row ? 0 : text[i]);
  return { width: row ? level.width : 1, height: row ? 1 : level.height, entries };
}
