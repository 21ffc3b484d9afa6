/**
 * Property (issue 16, "random malformed JSON through every loader"): random JSON values and random
 * mutations of valid files, fed to every loader (cards, words, seams, levels, replays, decks, the whole
 * checker). Each either loads or throws an Error whose message starts with the file or source and says
 * what is wrong where: never a TypeError or RangeError, never a hang. Seeded and bounded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { validateCardDef, validateCardSet } from "../../src/content/card-validate";
import { checkContent } from "../../src/content/check";
import { validateDeck } from "../../src/content/deck-check";
import { levelProblems } from "../../src/content/level-check";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { formatProblem, throwFirst } from "../../src/content/problems";
import { replayProblems } from "../../src/content/replay-check";
import { buildSeamWords } from "../../src/content/seams";
import { buildLexicon, LEXICON } from "../../src/content/words";
import { checkLevelDef } from "../../src/engine/grid";
import { type LevelDef, newBaba, newSpellGrid } from "../../src/harness";
import { ROOT } from "../architecture/source";
import { fuzzed } from "../fuzz";

const read = (path: string): unknown => JSON.parse(readFileSync(join(ROOT, path), "utf8"));
const jsonFiles = (dir: string) =>
  readdirSync(join(ROOT, dir))
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => read(`${dir}/${f}`));

const CARDS = jsonFiles("cards");
const LEVELS = jsonFiles("levels");
const REPLAYS = jsonFiles("replays");
const DECKS = jsonFiles("decks");
const WORDS = read("content/words.json");
const SEAMS = read("content/seams.json");
const LIBRARY = readCardDir();
const CARD_MAP = new Map(LIBRARY.map((d) => [d.name, d]));

/** Every path to a value inside `v` (the root included), objects' keys and arrays' indexes. */
function paths(
  v: unknown,
  at: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(at);
  if (Array.isArray(v))
    v.forEach((x, i) => {
      paths(x, [...at, i], out);
    });
  else if (typeof v === "object" && v !== null)
    for (const [k, x] of Object.entries(v)) paths(x, [...at, k], out);
  return out;
}

/** Values a careless editor, or a hostile one, might write. */
const nasty = fc.oneof(
  fc.jsonValue({ maxDepth: 2 }),
  fc.constantFrom(-1, 0, 1.5, 2 ** 31, 1e300, -0, "", "__proto__", "text:", "constructor", null, [], {}),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
  fc.string({ maxLength: 300 }),
);

type Op = {
  which: number;
  op: "set" | "delete" | "rename" | "wrap" | "duplicate";
  value: unknown;
  key: string;
};
const op = fc.record({
  which: fc.nat(),
  op: fc.constantFrom("set", "delete", "rename", "wrap", "duplicate"),
  value: nasty,
  key: fc.oneof(
    fc.string({ maxLength: 12 }),
    fc.constantFrom("__proto__", "objets", "txt", "kind", "$schema"),
  ),
}) as fc.Arbitrary<Op>;

/** A copy of `base` with one random change at one random place. */
function mutate(base: unknown, m: Op): unknown {
  const copy = structuredClone(base);
  const all = paths(copy);
  const path = all[m.which % all.length];
  if (path.length === 0) return m.op === "wrap" ? [copy] : m.op === "set" ? m.value : copy;
  const parent = path
    .slice(0, -1)
    .reduce<Record<string | number, unknown>>((o, k) => o[k] as never, copy as never);
  const key = path[path.length - 1];
  switch (m.op) {
    case "set":
      parent[key] = m.value;
      break;
    case "delete":
      if (Array.isArray(parent)) parent.splice(Number(key), 1);
      else delete parent[key];
      break;
    case "rename":
      if (!Array.isArray(parent)) {
        Object.defineProperty(parent, m.key, {
          value: parent[key],
          enumerable: true,
          writable: true,
          configurable: true,
        });
        if (m.key !== key) delete parent[key];
      }
      break;
    case "wrap":
      parent[key] = [parent[key]];
      break;
    case "duplicate":
      if (Array.isArray(parent)) parent.push(structuredClone(parent[key]));
      break;
  }
  return copy;
}

/** A value: random JSON, or a mutation (one to three changes) of one of `valid`. */
const inputs = (valid: readonly unknown[]) =>
  fc.oneof(
    { weight: 1, arbitrary: nasty },
    {
      weight: 4,
      arbitrary: fc
        .tuple(fc.nat({ max: valid.length - 1 }), fc.array(op, { minLength: 1, maxLength: 3 }))
        .map(([i, ops]) => ops.reduce((v, m) => mutate(v, m), valid[i])),
    },
  );

/** Runs a loader: it returns, or throws an Error (not a TypeError/RangeError) starting with `source`. */
function loadsOrNames(source: RegExp, load: () => unknown): void {
  const started = performance.now();
  try {
    load();
  } catch (err) {
    expect(err).toBeInstanceOf(Error);
    expect((err as Error).constructor.name).not.toMatch(
      /^(TypeError|RangeError|SyntaxError|ReferenceError)$/,
    );
    const message = (err as Error).message;
    expect(message).toMatch(source);
    expect(message.split(": ").length, message).toBeGreaterThanOrEqual(2);
    expect(message.length, message).toBeLessThan(600);
  }
  expect(performance.now() - started).toBeLessThan(2000);
}

const seeded = { seed: 20240610, numRuns: 150 };
const runs = fuzzed(seeded);

describe("every loader, on random and mutated content", () => {
  test("cards: validateCardDef, then the set", () => {
    fc.assert(
      fc.property(inputs(CARDS), (data) =>
        loadsOrNames(/^cards\/x\.json( \(card .*\))?: /, () => {
          const def = validateCardDef(data, "cards/x.json");
          validateCardSet(
            [...LIBRARY.filter((d) => d.name !== def.name), def],
            () => "cards/x.json",
            LEXICON,
          );
        }),
      ),
      runs,
    );
  });

  test("words: buildLexicon", () => {
    fc.assert(
      fc.property(inputs([WORDS]), (data) =>
        loadsOrNames(/^content\/words\.json: /, () => buildLexicon(data, "content/words.json")),
      ),
      runs,
    );
  });

  test("seams: buildSeamWords", () => {
    fc.assert(
      fc.property(inputs([SEAMS]), (data) =>
        loadsOrNames(/^content\/seams\.json: /, () => buildSeamWords(data, LEXICON, "content/seams.json")),
      ),
      runs,
    );
  });

  test("levels: the checker, the grid engine's own check, newBaba and newSpellGrid", () => {
    fc.assert(
      fc.property(inputs(LEVELS), (data) => {
        loadsOrNames(/^levels\/x\.json: /, () =>
          throwFirst(levelProblems(data, { lexicon: LEXICON, cards: CARD_MAP }, "levels/x.json")),
        );
        loadsOrNames(/^level /, () => checkLevelDef(data, LEXICON, LEVEL_LIMITS));
        loadsOrNames(/^level /, () => newBaba(data as LevelDef).rules());
        loadsOrNames(/^(level |newSpellGrid )/, () => newSpellGrid(data as LevelDef).rules());
      }),
      fuzzed({ ...seeded, numRuns: 100 }),
    );
  });

  test("replays: the replay check", () => {
    fc.assert(
      fc.property(inputs(REPLAYS), (data) =>
        loadsOrNames(/^replays\/x\.replay\.json: /, () =>
          throwFirst(replayProblems(data, "replays/x.replay.json", () => true)),
        ),
      ),
      runs,
    );
  });

  test("decks: the deck check", () => {
    fc.assert(
      fc.property(inputs(DECKS), (data) =>
        loadsOrNames(/^decks\/x\.json: /, () => validateDeck(data, CARD_MAP, "decks/x.json")),
      ),
      runs,
    );
  });

  test("the whole checker: any file text, in any place, gives problem lines naming the file", () => {
    const place = fc.constantFrom(
      "cards/x.json",
      "levels/x.json",
      "replays/x.replay.json",
      "decks/x.json",
      "content/words.json",
      "x.json",
    );
    const text = fc.oneof(
      inputs([...CARDS, ...LEVELS, ...REPLAYS, ...DECKS, WORDS, SEAMS]).map(
        (v) => JSON.stringify(v) ?? "null",
      ),
      fc.string({ maxLength: 40 }),
    );
    fc.assert(
      fc.property(place, text, (path, body) => {
        const fallback = { lexicon: LEXICON, cards: LIBRARY, levelExists: () => true };
        const started = performance.now();
        const { problems } = checkContent([{ path, shown: path, text: body }], fallback);
        for (const p of problems)
          expect(formatProblem(p).startsWith(`${path}: `) || p.file === path).toBe(true);
        expect(performance.now() - started).toBeLessThan(2000);
      }),
      runs,
    );
  });
});
