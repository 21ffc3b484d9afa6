/**
 * The words of stop 47 under random play (fast-check, seeded and bounded; FUZZ, FUZZ_RUNS: tests/fuzz.ts):
 * random small levels whose rules are drawn from FEELING, BESIDE, WRITE, FEAR, MOVE and the conditional
 * conversions, HAS, MAKE and WRITE (docs/rules.md §5.5, §5.8), with BABA IS YOU on top.
 * - Undo (docs/rules.md §5.6): after any turn, undo puts back the state byte for byte (every object's
 *   id, kind, place, facing and life, the id counter, the seed, won, each cell's stack in order, the rules),
 *   and the same turn played again gives the same state as the first time; a turn that throws (the object
 *   limit, FEELING's limit) changes nothing.
 * - The solver's packed states (docs/rules.md §7): along random walks, a state's bytes decode to a state
 *   that packs to the same bytes, hashes alike and has the same successors.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { tried } from "./harness";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
const NOUNS = ["BABA", "KEKE", "ROCK", "FLAG"];
const PROPS = ["PUSH", "STOP", "WIN", "HOT", "MELT", "OPEN", "SHUT", "MOVE", "DEFEAT", "SINK", "FLOAT"];
const noun = fc.constantFrom(...NOUNS);
const prop = fc.constantFrom(...PROPS);

/** A condition before the verb: `ON|NEAR|BESIDE T`, `[NOT] FEELING P`, or LONELY (a prefix: `before`). */
const CONDITION = fc.oneof(
  fc.tuple(fc.constantFrom("ON", "NEAR", "BESIDE"), noun).map(([c, t]) => ({ before: [], after: [c, t] })),
  fc
    .tuple(fc.boolean(), prop)
    .map(([not, p]) => ({ before: [], after: [...(not ? ["NOT"] : []), "FEELING", p] })),
  fc.constant({ before: ["LONELY"], after: [] }),
);

/** A sentence of the new words: its subject, maybe a condition, then a verb and its object. */
const SENTENCE = fc
  .tuple(
    noun,
    fc.option(CONDITION, { nil: undefined }),
    fc.oneof(
      fc.tuple(fc.constant("IS"), fc.oneof(prop, noun)),
      fc.tuple(fc.constant("IS"), fc.constant("NOT"), noun),
      fc.tuple(fc.constantFrom("MAKE", "HAS"), noun),
      fc.tuple(fc.constant("WRITE"), fc.oneof(noun, prop)),
      fc.tuple(fc.constant("FEAR"), noun),
    ),
  )
  .map(([subject, cond, tail]) => {
    const unbuilt = tail[0] === "FEAR" && cond !== undefined; // a conditional FEAR is refused at load
    const c = unbuilt || cond === undefined ? { before: [], after: [] } : cond;
    return [...c.before, subject, ...c.after, ...tail];
  });

const LEVEL: fc.Arbitrary<LevelDef> = fc
  .record({
    sentences: fc.array(SENTENCE, { minLength: 1, maxLength: 4 }),
    width: fc.integer({ min: 8, max: 10 }),
    rows: fc.integer({ min: 2, max: 4 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat()), {
      minLength: 1,
      maxLength: 16,
    }),
  })
  .map(({ sentences, width, rows, things }) => {
    // BABA IS YOU on row 0, a sentence on each even row after, things below them.
    const lines = [["BABA", "IS", "YOU"], ...sentences];
    const top = 2 * lines.length;
    return {
      width,
      height: top + rows,
      objects: [
        ...lines.flatMap((ws, i) => ws.map((w, x) => ({ kind: `text:${w}`, x, y: 2 * i }))),
        ...things.map(([kind, x, y]) => ({ kind, x: x % width, y: top + (y % rows) })),
      ],
    };
  });

const INPUT = fc.constantFrom("up", "down", "left", "right", "wait") as fc.Arbitrary<grid.TurnInput>;

/** The whole state as bytes would show it: the snapshot's records, counter, seed, won, every stack, the rules. */
function stateOf(b: Baba) {
  const { objects, nextId, seed, won } = grid.snapshot(b.state);
  const stacks: string[][] = [];
  for (let y = 0; y < b.state.height; y++)
    for (let x = 0; x < b.state.width; x++) stacks.push(b.stackAt(x, y));
  return { objects, nextId, seed, won, stacks, rules: b.rules(), active: b.activeRules() };
}

/** The level `def` loads to, or null when the load refuses it (a conditional verb not built: a clear Error). */
function load(def: LevelDef): Baba | null {
  let b: Baba | null = null;
  const err = tried(() => {
    b = newBaba(def);
  });
  if (err === null) return b;
  expect((err as Error).message).toMatch(/^level "\(unnamed\)": objects: /);
  return null;
}

describe("the new words under random play", () => {
  it("most drawn levels load with a rule of the new words in force (the generator stays useful)", () => {
    let loaded = 0;
    const seen = new Set<string>();
    for (const def of fc.sample(LEVEL, { seed: 4726, numRuns: 100 })) {
      const b = load(def);
      if (b === null) continue;
      loaded++;
      for (const r of b.activeRules())
        for (const w of ["FEELING", "BESIDE", "WRITE", "FEAR", "MAKE", "HAS", "ON", "NEAR", "LONELY"])
          if (r.split(" ").includes(w)) seen.add(w);
    }
    expect(loaded).toBeGreaterThan(80);
    expect([...seen].sort()).toEqual([
      "BESIDE",
      "FEAR",
      "FEELING",
      "HAS",
      "LONELY",
      "MAKE",
      "NEAR",
      "ON",
      "WRITE",
    ]);
  });

  it("undo after any turn puts the state back byte for byte; the turn again gives the same state; a turn that throws changes nothing", () => {
    fc.assert(
      fc.property(LEVEL, fc.array(INPUT, { minLength: 1, maxLength: 12 }), (def, inputs) => {
        const b = load(def);
        if (b === null) return;
        for (const input of inputs) {
          if (grid.objectCount(b.state) > 400) break;
          const was = stateOf(b);
          const err = tried(() => b.step(input));
          if (err !== null) {
            expect(err).toBeInstanceOf(grid.GridError);
            expect(stateOf(b)).toEqual(was);
            continue;
          }
          const after = stateOf(b);
          expect(b.undo()).toBe(true);
          expect(stateOf(b)).toEqual(was);
          b.step(input);
          expect(stateOf(b)).toEqual(after);
        }
      }),
      fuzzed({ seed: 4727, numRuns: 120 }),
    );
  });
});

describe("the solver's packed states with the new words", () => {
  const content = repositoryContent();
  const bytesOf = <S>(codec: { encode(s: S, w: Writer): void }, s: S): number[] => {
    const w = new Writer();
    codec.encode(s, w);
    return [...w.bytes.slice(0, w.length)];
  };

  it("along random walks, a decoded state packs to the same bytes, hashes alike and has the same successors", () => {
    fc.assert(
      fc.property(LEVEL, fc.array(fc.nat(), { maxLength: 6 }), (def, picks) => {
        if (load(def) === null) return;
        const model = modelOf(def, content);
        const codec = model.codec();
        let s = model.start;
        for (const pick of picks) {
          const bytes = bytesOf(codec, s);
          const back = codec.decode(new Reader(Uint8Array.from(bytes), 0));
          expect(bytesOf(codec, back)).toEqual(bytes);
          expect(model.hash(back)).toBe(model.hash(s));
          const a = model.successors(s);
          const b = model.successors(back);
          expect(b.map((x) => [x.action, bytesOf(codec, x.state)])).toEqual(
            a.map((x) => [x.action, bytesOf(codec, x.state)]),
          );
          if (a.length === 0 || model.won(s) || model.lost(s)) break;
          s = a[pick % a.length].state;
        }
      }),
      fuzzed({ seed: 4728, numRuns: 60 }),
    );
  });
});
