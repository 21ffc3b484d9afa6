/**
 * Stacked text (docs/rules.md §5.2: "several words on one tile give every combination"). The engine
 * reads every combination at once over the word lattice (src/engine/grid/sentence.ts); this file
 * holds a slow reference that reads each combination one by one, written from the rule's text, and
 * checks that both give the same rules on random small levels.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../src/content/words";
import { type LevelDef, newBaba } from "../../src/harness";
import { map } from "./builder";

const classOf = (word: string) => LEXICON.words[LEXICON.index[word]].class;

/**
 * One reading (one word per tile), scanned as docs/rules.md §5.2 says: a sentence is `[NOT…] noun
 * {AND [NOT…] noun} IS [NOT…] complement {AND [NOT…] complement}`; a word that cannot follow ends
 * it with its valid prefix kept, and the next sentence starts at that word, or at the noun before it
 * when the word is IS; a sentence that fails at its first word starts again one word further.
 */
function scan(words: readonly string[]): string[] {
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
      if (is(p, "and") && p + 1 < words.length) p++;
      else break;
    }
    start = next(start, p);
  }
  return rules;
}

/** Every combination of a run's stacks (the cartesian product), each a list of words. */
function readings(stacks: readonly string[][]): string[][] {
  return stacks.reduce<string[][]>((acc, stack) => acc.flatMap((r) => stack.map((w) => [...r, w])), [[]]);
}

/** The reference rules(): every row and column cut into runs of text tiles, each run read in every combination. */
function referenceRules(def: LevelDef): string[] {
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
const SMALL_LEVEL = fc
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

describe("stacked text: the lattice reading gives every combination's rules", () => {
  it("the reference reads the course's examples as the course says", () => {
    expect(referenceRules(map("BABA IS YOU AND FLAG IS WIN"))).toEqual([
      "BABA IS FLAG",
      "BABA IS YOU",
      "FLAG IS WIN",
      "TEXT IS PUSH",
    ]);
    expect(referenceRules(map("BABA+KEKE IS YOU+WIN"))).toEqual(newBaba(map("BABA+KEKE IS YOU+WIN")).rules());
    expect(referenceRules(map("ROCK IS BABA IS YOU"))).toEqual([
      "BABA IS YOU",
      "ROCK IS BABA",
      "TEXT IS PUSH",
    ]);
  });

  it("rules() equals the every-combination reference on random small stacked levels", () => {
    fc.assert(
      fc.property(SMALL_LEVEL, (def) => {
        expect(newBaba(def).rules()).toEqual(referenceRules(def));
      }),
      { seed: 16_004, numRuns: 1000 },
    );
  });

  it("a dense level (two words on every tile of a 7×7 grid) reads as the reference does", () => {
    const row = (y: number) =>
      Array.from(
        { length: 7 },
        (_, x) => ["BABA+IS", "IS+NOT", "YOU+KEKE", "AND+ROCK", "NOT+WIN"][(x + y) % 5],
      );
    const def = map(...Array.from({ length: 7 }, (_, y) => row(y).join(" ")));
    expect(def.objects).toHaveLength(98);
    expect(newBaba(def).rules()).toEqual(referenceRules(def));
  });

  it("a rule that needs a late combination of a long run is read (no cap on the combinations)", () => {
    // 13 tiles of two words: 8,192 readings; KEKE on the first tile is in the second half of them.
    const tiles = ["BABA+KEKE", "IS+AND", ...Array.from({ length: 11 }, () => "YOU+WIN")];
    const b = newBaba(map(tiles.join(" ")));
    expect(b.rules()).toEqual(["BABA IS WIN", "BABA IS YOU", "KEKE IS WIN", "KEKE IS YOU", "TEXT IS PUSH"]);
  });
});
