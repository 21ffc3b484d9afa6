/**
 * A slow reference reader of the grid's text, written from docs/rules.md §5.2: it reads each
 * combination of stacked words one by one (the engine reads them all at once over the word lattice),
 * and random small levels with stacked text to compare the two on.
 */
import fc from "fast-check";
import { LEXICON } from "../../src/content/words";
import type { LevelDef } from "../../src/harness";

const classOf = (word: string) => LEXICON.words[LEXICON.index[word]].class;

/**
 * One reading (one word per tile), scanned as docs/rules.md §5.2 says: a sentence is `[NOT…] noun
 * {AND [NOT…] noun} IS [NOT…] complement {AND [IS] [NOT…] complement}` (AND brings another verb after a
 * complement, for the same subjects: `BABA IS YOU AND IS WIN`); a word that cannot follow ends
 * it with its valid prefix kept, and the next sentence starts at that word, or at the noun before it
 * when the word is IS; a sentence that fails at its first word starts again one word further.
 */
export function scan(words: readonly string[]): string[] {
  const rules: string[] = [];
  const is = (i: number, c: string) => i < words.length && classOf(words[i]) === c;
  const nots = (i: number): [number, boolean] => {
    let neg = false;
    while (is(i, "not")) [i, neg] = [i + 1, !neg];
    return [i, neg];
  };
  const next = (start: number, bad: number) => {
    const back = is(bad, "verb") && bad > 0 && is(bad - 1, "noun") ? bad - 1 : bad;
    return back > start ? back : start + 1;
  };
  let start = 0;
  while (start < words.length) {
    const subjects: string[] = [];
    let p = start;
    let failed = -1;
    for (;;) {
      const [q, neg] = nots(p);
      if (!is(q, "noun")) {
        failed = q;
        break;
      }
      subjects.push(`${neg ? "NOT " : ""}${words[q]}`);
      p = q + 1;
      if (is(p, "and")) p++;
      else break;
    }
    if (failed < 0 && !is(p, "verb")) failed = p;
    if (failed >= 0) {
      start = next(start, failed);
      continue;
    }
    p++;
    for (;;) {
      const [q, neg] = nots(p);
      p = q;
      if (!is(q, "noun") && !is(q, "property")) break;
      for (const s of subjects) rules.push(`${s} IS ${neg ? "NOT " : ""}${words[q]}`);
      p = q + 1;
      if (!is(p, "and") || p + 1 >= words.length) break;
      p++;
      if (is(p, "verb")) p++; // AND brings another verb after a complement, for the same subjects
    }
    start = next(start, p);
  }
  return rules;
}

/** Every combination of a run's stacks (the cartesian product), each a list of words. */
export function readings(stacks: readonly string[][]): string[][] {
  return stacks.reduce<string[][]>((acc, stack) => acc.flatMap((r) => stack.map((w) => [...r, w])), [[]]);
}

/** The reference rules(): every row and column cut into runs of text tiles, each run read in every combination. */
export function referenceRules(def: LevelDef): string[] {
  const tile = (x: number, y: number) =>
    def.objects
      .filter((o) => o.x === x && o.y === y && o.kind.startsWith("text:"))
      .map((o) => o.kind.slice(5));
  const lines: string[][][] = [];
  for (let y = 0; y < def.height; y++) lines.push(Array.from({ length: def.width }, (_, x) => tile(x, y)));
  for (let x = 0; x < def.width; x++) lines.push(Array.from({ length: def.height }, (_, y) => tile(x, y)));
  const rules = new Set(["TEXT IS PUSH"]);
  for (const line of lines) {
    let run: string[][] = [];
    for (const stack of [...line, []]) {
      if (stack.length > 0) {
        run.push(stack);
        continue;
      }
      for (const reading of readings(run)) for (const r of scan(reading)) rules.add(r);
      run = [];
    }
  }
  return [...rules].sort();
}

/** Words weighted so that sentences, stacks and broken sentences all happen often. */
const WORD = fc.constantFrom(
  ...[
    "BABA",
    "KEKE",
    "ROCK",
    "TEXT",
    "ALL",
    "IS",
    "IS",
    "IS",
    "AND",
    "AND",
    "NOT",
    "NOT",
    "YOU",
    "WIN",
    "PUSH",
  ],
);

/** A random small level: each tile empty, a thing, or one to three words (stacked text). */
export const SMALL_LEVEL = fc
  .record({ width: fc.integer({ min: 1, max: 6 }), height: fc.integer({ min: 1, max: 6 }) })
  .chain(({ width, height }) =>
    fc
      .array(
        fc.oneof(
          { weight: 1, arbitrary: fc.constant<string[]>([]) },
          { weight: 1, arbitrary: fc.constant(["baba"]) },
          { weight: 6, arbitrary: fc.array(WORD, { minLength: 1, maxLength: 3 }) },
        ),
        { minLength: width * height, maxLength: width * height },
      )
      .map((tiles): LevelDef => {
        const objects = tiles.flatMap((words, t) =>
          words.map((w) => ({
            kind: w === w.toUpperCase() ? `text:${w}` : w,
            x: t % width,
            y: (t / width) | 0,
          })),
        );
        return { width, height, objects };
      }),
  );
