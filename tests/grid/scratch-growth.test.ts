/**
 * The engine's scratch grows, its results do not: the phases keep typed arrays in their modules, reused
 * by every level and grown only when a level needs more room (more ids, cells, lines, text objects,
 * movers, riders...), so a level must give the same results whatever ran before it in the process. A
 * guard that grows a buffer later than its writes need (TELE's `sends` had room for 32 objects on levels
 * of up to 64 ids, tests/grid/tele-many.test.ts) drops writes silently (a typed array ignores a write
 * past its end), and only while no larger level has run: a walk of big levels first hides it. So random
 * crowded levels of every count of objects up to 66 and around 128 and 256 (three kinds of board per
 * count: stacks on TELE objects, stacks on SHIFT objects, MORE objects with room to spread) are walked
 * on one set of modules in growing order (each buffer at each room it grows to), then again after one
 * very large level grew every buffer, and one level of each count alone on modules loaded afresh (every
 * buffer at its first room, which a MORE level met earlier in the growing order may have grown): the
 * boards must be the same.
 * The solver's codec is walked along: each board packed into one reused writer and unpacked again.
 */
import fc from "fast-check";
import { describe, expect, test, vi } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import type * as grid from "../../src/engine/grid";
import type { GridCodec } from "../../src/solver/grid-codec";
import type * as packed from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { callsOf, crowdedBoards, INPUTS, UNDO } from "./shortcut-walk";

/** The riders stacked on a base, and the things alone on a cell. */
const RIDER = fc.constantFrom("rock", "keg", "wall", "box", "moth");
const ALONE = fc.constantFrom("baba", "baba+baba", "rock", "keg", "wall", "belt", "flag");

/**
 * The kinds of board walked: each spells YOU for baba and a rule that moves objects by the stack (TELE,
 * SHIFT) or adds them (MORE), and stacks riders on that rule's base (most cells).
 */
const KINDS = [
  { rule: "FLAG IS TELE", base: "flag", sparse: false },
  { rule: "BELT IS SHIFT", base: "belt", sparse: false },
  { rule: "KEG IS MORE", base: "keg", sparse: true }, // room to spread: many copies in one turn
] as const;

/** A cell: empty (most cells when `sparse`), one thing, or a stack of riders on `base` (or now and then another). */
const cellOf = (base: string, sparse = false) =>
  fc.oneof(
    { weight: sparse ? 12 : 1, arbitrary: fc.constant(".") },
    { weight: sparse ? 4 : 1, arbitrary: sparse ? fc.constant(base) : ALONE },
    {
      weight: 6,
      arbitrary: fc
        .tuple(fc.constantFrom(...Array(8).fill(base), "pillar", "flag"), fc.array(RIDER, { maxLength: 20 }))
        .map(([b, riders]) => [b, ...riders].join("+")),
    },
  );
/** The other rules a board may spell (after its own two, as many as its size allows). */
const EXTRA = fc.constantFrom(
  "ROCK IS PUSH",
  "FLAG IS TELE",
  "BELT IS SHIFT",
  "KEG IS MORE",
  "PILLAR IS TELE",
  "WALL IS STOP",
  "KEG IS MOVE",
  "BOX IS SINK",
  "MOTH IS FLOAT",
  "BABA IS WEAK",
  "PILLAR IS HOT",
  "ROCK IS MELT",
  "WALL IS OPEN",
  "BOX IS SHUT",
  "ROCK IS KEG",
  "MOTH IS UP",
  "WALL IS PULL",
  "BOX IS SWAP",
  "BABA HAS KEG",
  "TEXT IS PUSH",
  "BABA NEAR FLAG AND ROCK IS WIN",
  "ROCK ON FLAG AND KEG IS MOVE",
);
type Kind = (typeof KINDS)[number];

/** A crowded board of kind `k`, `side` × `side` cells below its rules. */
const boards = (k: Kind, side: number) =>
  crowdedBoards({
    rules: ["BABA IS YOU", k.rule],
    extra: EXTRA,
    extraMax: 4,
    cell: cellOf(k.base, k.sparse),
    width: [side, side],
    height: [side, side],
  });

/** The object counts walked: every count up to 66, and from just below to just past 128 and 256. */
const COUNTS = [
  ...Array.from({ length: 66 }, (_, i) => i + 1),
  ...[96, 127, 128, 129, 130, 192, 255, 256, 257, 258],
];

/**
 * A level of kind `k` of exactly `n` objects from the first board drawn (seeded by `n`) with enough:
 * the text of its first rules, as many as fit in a quarter of `n` (at least one rule's), then its things
 * row by row.
 */
function levelOf(k: Kind, n: number): grid.LevelDef {
  const side = Math.max(3, Math.ceil(Math.sqrt(k.sparse ? n : n / 5)) + 1);
  const seed = 0x5c2a7c4 + n * KINDS.length + KINDS.indexOf(k);
  for (const def of fc.sample(boards(k, side), fuzzed({ seed, numRuns: 40 }))) {
    const text = def.objects.filter((o) => o.kind.startsWith("text:"));
    const things = def.objects.filter((o) => !o.kind.startsWith("text:"));
    let rules = 0; // the text objects of the first rule rows that fit
    for (let y = 0, at = 0; at < text.length; y++) {
      const row = text.filter((o) => o.y === y).length;
      if (rules > 0 && rules + row > n / 4) break;
      rules += row;
      at += row;
    }
    const objects = [...text.slice(0, Math.min(rules, n)), ...things].slice(0, n);
    if (objects.length === n) return { ...def, objects };
  }
  throw new Error(`scratch-growth: no board of ${n} objects drawn`);
}

/** The grid engine and the solver's codec, as loaded once (one set of module scratch). */
interface Engine {
  grid: typeof grid;
  GridCodec: typeof GridCodec;
  packed: typeof packed;
  /** One writer for every board this engine packs (the solver's scratch, grown as the boards grow). */
  writer: packed.Writer;
}

/** The engine and codec loaded afresh: every module's scratch at its first room. */
async function freshEngine(): Promise<Engine> {
  vi.resetModules();
  const [g, codec, p] = await Promise.all([
    import("../../src/engine/grid"),
    import("../../src/solver/grid-codec"),
    import("../../src/solver/packed"),
  ]);
  return { grid: g, GridCodec: codec.GridCodec, packed: p, writer: new p.Writer() };
}

/**
 * Walks `def` with `calls` (undo among them) on engine `e`; after each call, what it refused (the
 * object limit), the board's hash, and the hash of the board's bytes as the solver's codec packs it (the
 * board it unpacks must hash as the board). Ends with every object and the rules.
 */
function walk(e: Engine, def: grid.LevelDef, calls: readonly number[]): string[] {
  const { grid: g, writer } = e;
  const level = g.createLevel(def, LEXICON, { ...LEVEL_CONFIG, seed: 7 });
  const codec = new e.GridCodec(level);
  const out: string[] = [];
  for (const call of calls) {
    let refused = "";
    try {
      if (call === UNDO) g.undo(level);
      else g.step(level, INPUTS[call]);
    } catch (err) {
      if (!(err instanceof g.ObjectLimitError)) throw err;
      refused = err.message;
    }
    writer.reset();
    codec.encode(level, writer);
    const unpacked = codec.decode(new e.packed.Reader(writer.bytes, 0));
    expect(g.hashLevel(unpacked)).toBe(g.hashLevel(level));
    out.push(`${refused} ${g.hashLevel(level)} ${e.packed.hashBytes(writer.bytes, 0, writer.length)}`);
  }
  const n = level.nextId; // and at the end, every object's kind, cell, facing and life, and the rules
  const objects = [level.kind, level.x, level.y, level.facing, level.alive].map((a) => a.slice(0, n));
  out.push(JSON.stringify([objects, level.inForce.rules]));
  return out;
}

/**
 * The very large level run between the walks: a wide crowded board under every rule of the others, its
 * first 20,000 objects, and a row of 250 cells of stacked text (the longest run of text cells, the most
 * words to a line, the most text objects).
 */
function huge(): grid.LevelDef {
  const every = fc.sample(EXTRA, { seed: 5, numRuns: 400 }).filter((r, i, all) => all.indexOf(r) === i);
  const crowd = { rules: ["BABA IS YOU", ...every], extra: EXTRA, extraMax: 0, cell: cellOf("flag") };
  const [def] = fc.sample(crowdedBoards({ ...crowd, width: [120, 120], height: [40, 40] }), {
    seed: 99,
    numRuns: 1,
  });
  const words = ["ROCK", "IS", "PUSH", "AND", "KEG", "NOT", "WALL"];
  const objects = def.objects.slice(0, 20_000);
  for (let x = 0; x < 250; x++)
    objects.push(
      { kind: `text:${words[x % 7]}`, x, y: def.height },
      { kind: `text:${words[(x + 3) % 7]}`, x, y: def.height },
    );
  return { ...def, width: 250, height: def.height + 1, objects };
}

describe("scratch that grows gives the same results", () => {
  test("levels in growing order, again after a very large level, and each alone on fresh modules: the same", async () => {
    const [calls] = fc.sample(callsOf(14, 14), fuzzed({ seed: 20_261_204, numRuns: 1 }));
    const levels = COUNTS.flatMap((n) => KINDS.map((k) => ({ n, k, def: levelOf(k, n) }))); // growing order
    expect(levels.map(({ def }) => def.objects.length)).toEqual(levels.map(({ n }) => n));
    const e = await freshEngine();
    const growing = levels.map(({ def }) => walk(e, def, calls)); // each buffer at each room it grows to
    const large = huge();
    expect(large.objects.length).toBeGreaterThan(40 * 258);
    const big = walk(e, large, [4, 3, 5, 0]); // wait, right, undo, up: every buffer grown past the levels'
    expect(big.slice(0, 2).map((r) => r.startsWith(" "))).toEqual([true, true]); // (neither refused)
    for (const [i, { n, k, def }] of levels.entries()) {
      expect([n, k.rule, walk(e, def, calls)]).toEqual([n, k.rule, growing[i]]);
      // one kind of level per count walked alone, on modules loaded afresh: every buffer at its first room
      if (KINDS.indexOf(k) === n % KINDS.length)
        expect([n, k.rule, walk(await freshEngine(), def, calls)]).toEqual([n, k.rule, growing[i]]);
    }
  });
});
