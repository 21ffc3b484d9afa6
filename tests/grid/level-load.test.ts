/**
 * A level's load (docs/rules.md §5.1) against the general path, on seeded random definitions, good and bad:
 * - the check (level-check.ts: each field read by its name, a run of objects of one kind looked up once)
 *   throws the very error a field-by-field check gives (`fieldByField` below: every field of every object
 *   read and looked up in turn), in the same order, and passes when that passes;
 * - a level that loads is the level built object by object through board.ts (`addObject`) and parsed
 *   whole: the same objects, cell lists, counts, rules and hash (load-board.ts places them at once on
 *   arrays made at their size), or the same refusal of a conditional rule not built (§5.8);
 * - loads alternating between two lexicons (one with its words in another order) each use the kind table
 *   of their own lexicon (kinds.ts keeps the last one asked about);
 * - one definition loaded again and again, changed between loads (an object's kind, cell or facing, one
 *   more or fewer, the size, -0 for 0) and with other lexicons, limits, seeds and journals, each load
 *   stepped a little: every load and every step as on the general path.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import seams from "../../content/seams.json" with { type: "json" };
import words from "../../content/words.json" with { type: "json" };
import { LEVEL_CONFIG } from "../../src/content/turn";
import { buildLexicon, hostedProperties, LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { addObject } from "../../src/engine/grid/board";
import { UNBUILT_CONDITION } from "../../src/engine/grid/whole-parse";
import { fuzzed } from "../fuzz";
import { board, refusal } from "./shortcut-walk";
import { unbuiltAtLoad } from "./whole-board-parse";

const LIMITS = { width: 7, height: 7, objects: 24 } as const;
const CONFIG: grid.LevelConfig = { ...LEVEL_CONFIG, limits: LIMITS };
const OTHER = buildLexicon(
  { ...words, words: [...words.words].reverse() },
  "content/words.json",
  hostedProperties(seams),
);

/** The lexicon built again from the same words: equal to LEXICON, another object. */
const AGAIN = buildLexicon(words, "content/words.json", hostedProperties(seams));

type Def = Record<string, unknown>;

/** The check of a level as first written: every field of every object read and looked up in turn. */
function fieldByField(def: unknown, lex: grid.Lexicon, limits: grid.LevelLimits): void {
  const d = def as Def;
  const name = d && typeof d === "object" && typeof d.name === "string" ? d.name : "(unnamed)";
  const bad = (field: string, value: unknown, why: string) => grid.badLevel(name, field, value, why);
  if (!d || typeof d !== "object" || Array.isArray(d))
    throw bad("(root)", def, "is not an object: a level is one");
  const fields = ["width", "height", "objects", "cards", "hand", "pool", "name", "title", "$schema"];
  for (const f in d)
    if (Object.hasOwn(d, f) && !fields.includes(f)) throw bad(f, d[f], "is not a level field");
  for (const f of ["width", "height"] as const) {
    const v = d[f] as number;
    if (!Number.isInteger(v) || v < 1) throw bad(f, v, "must be a positive integer");
    if (v > limits[f]) throw bad(f, v, `is over the limit of ${limits[f]} (content LEVEL_LIMITS.${f})`);
  }
  if (!Array.isArray(d.objects)) throw bad("objects", d.objects, "must be an array");
  const count = d.objects.length + (Array.isArray(d.cards) ? d.cards.length : 0);
  if (count > limits.objects)
    throw bad(
      "objects",
      count,
      `objects and cards: over the limit of ${limits.objects} (content LEVEL_LIMITS.objects)`,
    );
  const onGrid = (list: string, i: number, o: Def) => {
    if (!Number.isInteger(o.x)) throw bad(`${list}[${i}].x`, o.x, "must be an integer");
    if (!Number.isInteger(o.y)) throw bad(`${list}[${i}].y`, o.y, "must be an integer");
    const [x, y] = [o.x as number, o.y as number];
    if (x < 0 || y < 0 || x >= (d.width as number) || y >= (d.height as number))
      throw bad(`${list}[${i}]`, { x, y }, `is off the ${d.width}×${d.height} grid`);
  };
  (d.objects as Def[]).forEach((o, i) => {
    if (!o || typeof o !== "object") throw bad(`objects[${i}]`, o, "must be an object {kind, x, y, dir?}");
    for (const f in o)
      if (Object.hasOwn(o, f) && !["kind", "x", "y", "dir"].includes(f))
        throw bad(`objects[${i}].${f}`, o[f], "is not an object field");
    if (o.dir !== undefined && !["up", "down", "left", "right"].includes(o.dir as string))
      throw bad(`objects[${i}].dir`, o.dir, "must be up, down, left or right");
    if (typeof o.kind !== "string") throw bad(`objects[${i}].kind`, o.kind, "must be a string");
    const problem = grid.kindProblem(lex, o.kind);
    if (problem !== null) throw bad(`objects[${i}].kind`, o.kind, `is not a kind: ${problem}`);
    onGrid("objects", i, o);
  });
  if (d.cards !== undefined) {
    if (!Array.isArray(d.cards)) throw bad("cards", d.cards, "must be an array");
    d.cards.forEach((c: Def, i: number) => {
      if (!c || typeof c !== "object" || typeof c.card !== "string")
        throw bad(`cards[${i}].card`, c?.card, "must be a card name");
      onGrid("cards", i, c);
    });
  }
  for (const f of ["hand", "pool"])
    if (d[f] !== undefined && (!Array.isArray(d[f]) || d[f].some((c) => typeof c !== "string")))
      throw bad(f, d[f], "must be an array of card names");
  for (const f of ["name", "title", "$schema"])
    if (d[f] !== undefined && typeof d[f] !== "string") throw bad(f, d[f], "must be a string");
}

/**
 * The load by the general path: the check above, an empty level, each object added through board.ts, a
 * whole parse, then the journal if asked for (a load's first rules are not "formed": docs/rules.md §5.7).
 */
function builtOneByOne(def: Def, lex: grid.Lexicon, config = CONFIG): grid.Level {
  fieldByField(def, lex, LIMITS);
  const level = grid.createLevel(
    { width: def.width as number, height: def.height as number, objects: [] },
    lex,
    { ...config, journal: false },
  );
  for (const o of def.objects as grid.LevelDef["objects"])
    addObject(
      level,
      level.kinds.byName[o.kind],
      o.x,
      o.y,
      o.dir ? grid.FACING_INDEX[o.dir] : grid.DEFAULT_FACING,
    );
  grid.reparse(level);
  const unbuilt = unbuiltAtLoad(level);
  if (unbuilt !== null)
    throw grid.badLevel((def.name as string) ?? "(unnamed)", "objects", unbuilt, UNBUILT_CONDITION);
  if (config.journal) level.journal = grid.newJournal(level);
  return level;
}

/** What a load gives: the level read whole (objects, cell lists, counts, rules), or the error's message. */
function outcome(load: () => grid.Level): string {
  try {
    const level = load();
    const kinds = level.kinds;
    const names = level.kind.map((k) => kinds.names[k]);
    const spelled = level.kind.map((k) => level.lexicon.words[kinds.word[k]].word);
    const extra = [
      grid.hashLevel(level),
      level.dirty,
      level.inAgeOrder,
      level.nextId,
      level.kind.length,
      level.prev,
      level.turn,
      level.hazards,
      level.takes,
      level.seed,
      [level.x, level.y].map((a) => a.findIndex((v) => Object.is(v, -0))), // -0 reads as 0 above
    ];
    return JSON.stringify([board(level), names, spelled, extra, level.head.length, level.inForce.activeText]);
  } catch (e) {
    if (!(e instanceof grid.GridError)) throw e;
    return `error: ${e.message}`;
  }
}

const THINGS = ["baba", "rock", "wall", "flag", "keke"];
const TEXTS = [
  "text:BABA",
  "text:IS",
  "text:YOU",
  "text:WIN",
  "text:PUSH",
  "text:ROCK",
  "text:AND",
  "text:NOT",
];
const ANY_WORD = LEXICON.words.map((w) => `text:${w.word}`);
/** Kinds no lexicon has: an unknown noun, a capitalised one, meta nouns, an unknown word, not strings. */
const NOT_KINDS = ["dragon", "Baba", "text", "all", "text:NOPE", 5, null, undefined];

/** A coordinate (on the grid: below 60, taken modulo the size), now and then off it or not an integer. */
const coord = (bad: number) =>
  fc.oneof(
    { weight: 40, arbitrary: fc.nat(59) },
    { weight: bad, arbitrary: fc.constantFrom(-1, 60, 1.5, "2", -0) },
  );

/** Each coordinate below 60 of `o` taken modulo the grid's size (the others kept as drawn). */
function onTheGrid(o: unknown, width: unknown, height: unknown): void {
  if (!o || typeof o !== "object" || Array.isArray(o)) return;
  const c = o as Def;
  for (const [f, size] of [["x", width] as const, ["y", height] as const])
    if (
      Number.isInteger(size) &&
      (size as number) > 0 &&
      Number.isInteger(c[f]) &&
      (c[f] as number) > 0 &&
      (c[f] as number) < 60
    )
      c[f] = (c[f] as number) % (size as number);
}

const object = (bad: number) =>
  fc
    .record({
      kind: fc.oneof(
        { weight: 20, arbitrary: fc.constantFrom(...THINGS, ...TEXTS) },
        { weight: 4, arbitrary: fc.constantFrom(...ANY_WORD) },
        { weight: bad, arbitrary: fc.constantFrom(...NOT_KINDS) },
      ),
      x: coord(bad),
      y: coord(bad),
      dir: fc.oneof(
        { weight: 20, arbitrary: fc.constant(undefined) },
        { weight: 4, arbitrary: fc.constantFrom("up", "down", "left", "right") },
        { weight: bad, arbitrary: fc.constantFrom("north", 3, "") },
      ),
      extra: fc.oneof(
        { weight: 40, arbitrary: fc.constant(false) },
        { weight: bad, arbitrary: fc.constant(true) },
      ),
      missing: fc.oneof(
        { weight: 40, arbitrary: fc.constant("") },
        { weight: bad, arbitrary: fc.constantFrom("kind", "x", "y") },
      ),
      shape: fc.oneof(
        { weight: 60, arbitrary: fc.constant("object") },
        { weight: bad, arbitrary: fc.constantFrom(null, 7, "array") },
      ),
    })
    .map(({ kind, x, y, dir, extra, missing, shape }) => {
      if (shape !== "object") return shape === "array" ? [kind, x, y] : shape;
      const o: Def = { kind, x, y };
      if (dir !== undefined) o.dir = dir;
      if (extra) o.colour = "red";
      if (missing) delete o[missing];
      return o;
    });

/** A field of the definition, now and then of a bad type (`bad` out of 40 draws). */
const field = (good: fc.Arbitrary<unknown>, bad: number, wrong: readonly unknown[]) =>
  fc.oneof({ weight: 40, arbitrary: good }, { weight: bad, arbitrary: fc.constantFrom(...wrong) });

/** Random definitions, bad in some field with a weight of `bad`: runs of one kind, stacks, every field. */
const definitions = (bad: number) =>
  fc
    .record({
      width: field(fc.integer({ min: 1, max: 7 }), bad, [0, -2, 2.5, "4", 8, Number.NaN]),
      height: field(fc.integer({ min: 1, max: 7 }), bad, [0, 3.5, null, 9]),
      objects: field(fc.array(object(bad), { maxLength: 22 }), bad, [null, "x", { length: 1 }]),
      run: fc.array(fc.nat(5), { maxLength: 5 }),
      cards: field(fc.constant(undefined), bad, [
        [{ card: "c", x: 0, y: 0 }],
        [{ card: 3, x: 0, y: 0 }],
        [{ card: "c", x: 9, y: 0 }],
        "c",
        [1, 2, 3],
      ]),
      hand: field(fc.constant(undefined), bad, [["a"], [1], "a"]),
      pool: field(fc.constant(undefined), bad, [["a", "b"], [null]]),
      name: field(fc.constantFrom(undefined, "lvl"), bad, [4]),
      title: field(fc.constant(undefined), bad, ["T", 4]),
      schema: field(fc.constant(undefined), bad, ["s", false]),
      stray: field(fc.constant(undefined), bad, ["objets", "Width"]),
    })
    .map(({ run, schema, stray, ...r }) => {
      const def: Def = {};
      for (const [k, v] of Object.entries(r)) if (v !== undefined) def[k] = v;
      if (Array.isArray(def.objects)) for (const o of def.objects) onTheGrid(o, def.width, def.height);
      if (Array.isArray(def.objects))
        for (const n of run) if (def.objects.length > 0) def.objects.push(...Array(n).fill(def.objects[0])); // a run of one kind
      if (schema !== undefined) def.$schema = schema;
      if (stray !== undefined) def[stray as string] = 1;
      return def;
    });

const loadOf = (lex: grid.Lexicon) => (def: Def) => () =>
  grid.createLevel(def as unknown as grid.LevelDef, lex, CONFIG);

describe("a level's load against the general path (docs/rules.md §5.1)", () => {
  test("mostly good definitions: the same level, or the same error", () => {
    let loaded = 0;
    fc.assert(
      fc.property(definitions(1), (def) => {
        const got = outcome(loadOf(LEXICON)(def));
        expect(got).toBe(outcome(() => builtOneByOne(def, LEXICON)));
        if (!got.startsWith("error")) loaded++;
      }),
      fuzzed({ seed: 1301, numRuns: 400 }),
    );
    expect(loaded).toBeGreaterThan(100); // the comparison is of levels, mostly
  });

  test("definitions bad anywhere: the check throws what a field-by-field check throws, first problem first", () => {
    fc.assert(
      fc.property(definitions(6), (def) => {
        const want = outcome(() => builtOneByOne(def, LEXICON));
        expect(outcome(loadOf(LEXICON)(def))).toBe(want);
        let checked = "passes";
        try {
          grid.checkLevelDef(def, LEXICON, LIMITS);
        } catch (e) {
          checked = `error: ${(e as Error).message}`;
        }
        if (want.startsWith("error") && !want.includes(UNBUILT_CONDITION)) expect(checked).toBe(want);
        else expect(checked).toBe("passes");
      }),
      fuzzed({ seed: 1302, numRuns: 600 }),
    );
  });

  test("loads alternating between two lexicons use each one's kinds", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(definitions(0), fc.boolean()), { minLength: 2, maxLength: 6 }),
        (loads) => {
          for (const [def, other] of loads) {
            const lex = other ? OTHER : LEXICON;
            expect(outcome(loadOf(lex)(def))).toBe(outcome(() => builtOneByOne(def, lex)));
            let level: grid.Level;
            try {
              level = loadOf(lex)(def)();
            } catch {
              continue;
            }
            // Each object's kind is the word of this lexicon that it names.
            const spelled = level.kind.map((k) => lex.words[level.kinds.word[k]].word);
            const named = (def.objects as { kind: string }[]).map((o) =>
              o.kind.replace(/^text:/, "").toUpperCase(),
            );
            expect(spelled).toEqual(named);
          }
        },
      ),
      fuzzed({ seed: 1303, numRuns: 60 }),
    );
  });

  test("a definition loaded again, changed or not between loads, and stepped: as on the general path", () => {
    const change = fc.record({
      what: fc.constantFrom("none", "none", "kind", "x", "y", "dir", "more", "fewer", "width", "zero"),
      at: fc.nat(),
      kind: fc.constantFrom(...THINGS, ...TEXTS),
      to: fc.nat(6),
      dir: fc.constantFrom("up", "down", "left", "right", undefined),
      other: fc.constantFrom(LEXICON, OTHER, AGAIN),
      seed: fc.constantFrom(undefined, 0, 7),
      journal: fc.boolean(),
      limits: fc.constantFrom(LIMITS, { ...LIMITS }),
      moves: fc.array(fc.constantFrom<grid.TurnInput>("up", "down", "left", "right", "wait"), {
        maxLength: 4,
      }),
    });
    fc.assert(
      fc.property(definitions(0), fc.array(change, { minLength: 2, maxLength: 8 }), (def, changes) => {
        const objects = def.objects as Def[];
        for (const c of changes) {
          const o = objects.length > 0 ? objects[c.at % objects.length] : undefined;
          if (c.what === "more") objects.push({ kind: c.kind, x: 0, y: 0 });
          else if (c.what === "fewer") objects.pop();
          else if (c.what === "width") def.width = 1 + (c.to % 7);
          else if (o !== undefined && c.what === "kind") o.kind = c.kind;
          else if (o !== undefined && (c.what === "x" || c.what === "y")) o[c.what] = c.to % 2;
          else if (o !== undefined && c.what === "zero") o.x = o.x === 0 ? -0 : 0;
          else if (o !== undefined && c.what === "dir") {
            if (c.dir === undefined) delete o.dir;
            else o.dir = c.dir;
          }
          const lex = c.other;
          const config = { ...CONFIG, seed: c.seed, journal: c.journal, limits: c.limits };
          const ours = () => grid.createLevel(def as unknown as grid.LevelDef, lex, config);
          const general = () => builtOneByOne(def, lex, config);
          expect(outcome(ours)).toBe(outcome(general));
          let a: grid.Level;
          let b: grid.Level;
          try {
            a = ours();
            b = general();
          } catch {
            continue;
          }
          expect(a.lexicon === lex && a.limits === c.limits).toBe(true);
          for (const m of c.moves) {
            // a step over the object limit (a conversion into several kinds) is refused alike, changing nothing
            expect(refusal(() => grid.step(a, m))).toBe(refusal(() => grid.step(b, m)));
            expect(outcome(() => a)).toBe(outcome(() => b));
          }
        }
      }),
      fuzzed({ seed: 1304, numRuns: 150 }),
    );
  });
});
