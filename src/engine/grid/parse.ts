/**
 * The whole-board parse (docs/rules.md §5.2; wiki "Rule", "AND", "NOT"): every text object (and every
 * thing read as a word) read afresh, rows left→right, then columns top→bottom, each run of three text
 * cells or more read in every combination of its stacks by the sentence reader (sentence.ts, which holds
 * the grammar). The turn's parse does not come here: it reads again only the lines whose text changed
 * (properties.ts `reparse`, lines.ts). This one serves `cancelledRules` (queries.ts), the load's check of
 * conditional rules (whole-parse.ts), and the tests, as the reference the line-by-line parse is checked
 * against (tests/grid/incremental-parse.test.ts).
 */
import { TEXT } from "./lexicon";
import { ruleCode } from "./rule-codes";
import { readRun, sentenceReader } from "./sentence";
import type { Level } from "./types";
import { READ } from "./word";

export { ruleText } from "./rule-codes";

/**
 * The codes of the rules the text spells, distinct, with the innate `TEXT IS PUSH` (docs/rules.md §5.2;
 * wiki "PUSH": text is PUSH by default). Each cell's words are listed once (two equal words on a
 * cell read the same); each row and column is cut into runs of consecutive text cells, and each run
 * of three cells or more (the shortest sentence) is read in every combination of its stacks. The
 * things of the kinds `read` marks (`X IS WORD`, word.ts; by default those the parse in force read)
 * are read as their noun, as text is, and so are the objects `ids` (a conditional WORD's, word-cond.ts; by
 * default those the parse in force read). The conditional rules (docs/rules.md §5.8) go onto
 * `conditional`, as pairs: rule code, conditions number (cond-codes.ts).
 */
export function parseCodes(
  level: Level,
  read: Uint8Array | null = level.inForce.asWord,
  conditional?: number[],
  ids: readonly number[] | null = level.inForce.readIds ?? null,
): Set<number> {
  const { width, height, lexicon, kinds } = level;
  const cells: (number[] | undefined)[] = new Array(width * height);
  const objects = ids === null || ids.length === 0 ? null : new Set(ids);
  let any = false;
  for (let id = 0; id < level.nextId; id++) {
    if (!level.alive[id]) continue;
    const k = level.kind[id];
    if (!kinds.isText[k] && !(read !== null && read[k] & READ) && !objects?.has(id)) continue;
    const t = level.y[id] * width + level.x[id];
    const w = kinds.word[level.kind[id]];
    const list = cells[t];
    if (!list) cells[t] = [w];
    else if (!list.includes(w)) list.push(w);
    any = true;
  }
  const out: number[] = [];
  const text = lexicon.index[TEXT];
  const push = lexicon.index.PUSH;
  if (text !== undefined && push !== undefined) out.push(ruleCode(lexicon, text, false, push, false));
  if (any) {
    const reader = sentenceReader(lexicon, kinds.cls);
    const line = (len: number, at: (i: number) => number[] | undefined) => {
      let run: number[][] = [];
      for (let i = 0; i <= len; i++) {
        const words = i < len ? at(i) : undefined;
        if (words) run.push(words);
        else {
          if (run.length >= 3) readRun(reader, run, out);
          if (run.length > 0) run = [];
        }
      }
    };
    for (let y = 0; y < height; y++) line(width, (x) => cells[y * width + x]);
    for (let x = 0; x < width; x++) line(height, (y) => cells[y * width + x]);
    if (conditional) for (const n of reader.condOut) conditional.push(n);
  }
  return new Set(out);
}
