/**
 * The order the SHIFT objects act in (docs/rules.md §5.4, the SHIFT take; fast-check, seeded and bounded,
 * FUZZ and FUZZ_RUNS as tests/fuzz.ts says), against a literal model of the game's take 3: it walks
 * `findallfeature(nil, "is", "shift")`, which lists, for each SHIFT rule in the order the parse found it
 * (its `code` looks for first words in the order of its text objects, `codeunits`: here the age of the
 * sentence's first word, read right before down), the objects of the rule's kind oldest first (`findall`);
 * each listed object turns every other object on its cell its way and gives it a step
 * (lilybeevee/Lilys-Mods Data/movement.lua `movecommand` take 3, Data/features.lua `findallfeature`,
 * Data/rules.lua `code`). Random boards: two or three SHIFT kinds (and at times two objects of one kind)
 * stacked on one cell with a rock, facing drawn ways, their SHIFT sentences written across or down in
 * drawn places, every object (words too) made in a drawn order. After one wait each object stands and
 * faces where the model says; undo gives back the board's bytes, and the solver's decoded board, stepped,
 * gives the bytes of play.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";

const KINDS = ["belt", "tile", "key"] as const;
type Kind = (typeof KINDS)[number] | "rock";
const DIRS = ["right", "up", "left", "down"] as const;
type Dir = (typeof DIRS)[number];
const STEP: Record<Dir, readonly [number, number]> = {
  right: [1, 0],
  up: [0, -1],
  left: [-1, 0],
  down: [0, 1],
};
/** The stack's cell: three cells from anything else every way (no step leaves the board or meets a word). */
const AT = [9, 9] as const;

interface Case {
  /** The SHIFT kinds, each with its sentence's place: slot (0–2) and whether written down. */
  readonly rules: readonly { kind: Kind; slot: number; down: boolean }[];
  /** The stack: kind and facing of each object (the rock last, facing right). */
  readonly stack: readonly { kind: Kind; dir: Dir }[];
  /** A sort key per object of the level (the stack, then the words): the order they are made in. */
  readonly made: readonly number[];
}

const CASE: fc.Arbitrary<Case> = fc
  .record({
    kinds: fc.shuffledSubarray([...KINDS], { minLength: 2, maxLength: 3 }),
    slots: fc.shuffledSubarray([0, 1, 2], { minLength: 3, maxLength: 3 }),
    downs: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    dirs: fc.array(fc.constantFrom(...DIRS), { minLength: 4, maxLength: 4 }),
    twice: fc.boolean(), // the first kind has two objects on the cell
    made: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 14, maxLength: 14 }),
  })
  .map(({ kinds, slots, downs, dirs, twice, made }) => {
    const rules = kinds.map((kind, i) => ({ kind, slot: slots[i], down: downs[i] }));
    const shifters: Kind[] = twice ? [kinds[0], ...kinds] : [...kinds];
    const stack = [
      ...shifters.map((kind, i) => ({ kind, dir: dirs[i % 4] })),
      { kind: "rock" as Kind, dir: "right" as Dir },
    ];
    return { rules, stack, made: made.slice(0, stack.length + 3 * rules.length) };
  });

/** The level of a case and the id of each stack object (ids are made-order positions). */
function levelOf(c: Case): { def: LevelDef; ids: number[] } {
  type Obj = LevelDef["objects"][number];
  const objects: Obj[] = c.stack.map((o) => ({ kind: o.kind, x: AT[0], y: AT[1], dir: o.dir }));
  for (const r of c.rules)
    [r.kind.toUpperCase(), "IS", "SHIFT"].forEach((w, i) => {
      // across: row 2·slot from x = 0; down: column 4 + 2·slot from y = 0 (a gap between any two)
      objects.push({ kind: `text:${w}`, x: r.down ? 4 + 2 * r.slot : i, y: r.down ? i : 2 * r.slot });
    });
  const order = objects.map((_, i) => i).sort((a, b) => c.made[a] - c.made[b] || a - b);
  const ids = c.stack.map((_, i) => order.indexOf(i));
  return { def: { width: 19, height: 19, objects: order.map((i) => objects[i]) }, ids };
}

/**
 * The model: the SHIFT rules in the order the parse finds their first words (the text objects' ages; of
 * one first word, across before down), each listing its kind's objects oldest first; each listed object
 * turns the others on the cell its way and gives each a step; every object then takes its steps, each
 * the way it faces; the shiftFacing phase changes nothing more (the SHIFT objects stay stacked, facing
 * alike, and the rock stands alone). Returns per stack object its cell and facing.
 */
function model(c: Case, ids: readonly number[], firstWord: (r: number) => number): string[] {
  const rules = c.rules.map((_, r) => r).sort((a, b) => firstWord(a) - firstWord(b));
  const listed = rules.flatMap((r) =>
    c.stack
      .map((_, i) => i)
      .filter((i) => c.stack[i].kind === c.rules[r].kind)
      .sort((a, b) => ids[a] - ids[b]),
  );
  const dir = c.stack.map((o) => o.dir);
  const steps = c.stack.map(() => 0);
  for (const s of listed)
    for (let o = 0; o < c.stack.length; o++)
      if (o !== s) {
        dir[o] = dir[s];
        steps[o]++;
      }
  return c.stack.map((_, i) => {
    const [dx, dy] = STEP[dir[i]];
    return `${AT[0] + steps[i] * dx},${AT[1] + steps[i] * dy} ${dir[i]}`;
  });
}

describe("the SHIFT take's order, against a model of the game's findallfeature", () => {
  it("two or three SHIFT kinds stacked: the rule whose first word is oldest acts first, its kind oldest first; undo gives the bytes back; a decoded board steps alike", () => {
    const model0 = { count: 0, apart: 0 };
    fc.assert(
      fc.property(CASE, (c) => {
        const { def, ids } = levelOf(c);
        // the first word of rule r: its noun, the oldest word of the sentence (made-order position)
        const firstWord = (r: number) =>
          def.objects.findIndex((o) => o.kind === `text:${c.rules[r].kind.toUpperCase()}`);
        const content = repositoryContent();
        const solver = modelOf(def, content);
        const pack = (level: unknown): number[] => {
          const w = new Writer();
          solver.codec().encode(level, w);
          return [...w.bytes.slice(0, w.length)];
        };
        const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
        const before = pack(level);
        grid.step(level, "wait");
        const got = ids.map((id) => `${grid.posOf(level, id)?.join(",")} ${grid.facingOf(level, id)}`);
        expect(got, JSON.stringify(c)).toEqual(model(c, ids, firstWord));
        const after = pack(level);
        grid.undo(level);
        expect(pack(level), "undo").toEqual(before);
        const decoded = solver.codec().decode(new Reader(Uint8Array.from(before), 0));
        expect(pack(solver.apply(decoded, { type: "step", dir: "wait" })), "decoded").toEqual(after);
        model0.count++;
        const dirs = new Set(c.stack.slice(0, -1).map((o) => o.dir));
        if (dirs.size > 1) model0.apart++;
      }),
      fuzzed({ seed: 6_801, numRuns: 200 }),
    );
    expect(model0.apart).toBeGreaterThan(model0.count / 2); // the generator stays useful
  });
});
