/**
 * A card play's grid work, stated as rules over seeded walks of steps, undos, placements, removals,
 * reserved ids, copies and kind marks:
 * - `placeObject` refuses exactly when the objects on the grid (counted afresh) and the new one pass the
 *   level's object limit (content LEVEL_LIMITS.objects), whatever ids were handed out, with the same
 *   message, and a refusal changes nothing;
 * - `keepKind` marks exactly the ids marked on that level (copies carry the marks made before them), and a
 *   level's marks never change in place: an array a level held keeps its contents after any mark on any
 *   level (copies share it, so a mark on one never shows on another);
 * - `knownKind` says what `kindProblem` says, for kinds, words and names of neither.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { map } from "./builder";

type Call =
  | { type: "step"; dir: grid.Dir }
  | { type: "undo" }
  | { type: "place"; kind: string; x: number; y: number }
  | { type: "remove"; pick: number }
  | { type: "reserve" }
  | { type: "mark"; pick: number }
  | { type: "copy" }
  | { type: "switch" };

const KINDS = ["baba", "rock", "text:ROCK", "text:IS", "text:BABA", "text:PUSH"];
const CALL: fc.Arbitrary<Call> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant("step" as const),
      dir: fc.constantFrom<grid.Dir>("up", "down", "left", "right"),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("undo" as const) }) },
  {
    weight: 4,
    arbitrary: fc.record({
      type: fc.constant("place" as const),
      kind: fc.constantFrom(...KINDS),
      x: fc.integer({ min: 0, max: 5 }),
      y: fc.integer({ min: 0, max: 3 }),
    }),
  },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("remove" as const), pick: fc.nat(99) }) },
  { weight: 2, arbitrary: fc.record({ type: fc.constant("reserve" as const) }) },
  { weight: 3, arbitrary: fc.record({ type: fc.constant("mark" as const), pick: fc.nat(99) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("copy" as const) }) },
  { weight: 1, arbitrary: fc.record({ type: fc.constant("switch" as const) }) },
);

/** The alive objects, counted afresh from each id's life. */
function aliveIds(level: grid.Level): number[] {
  const ids: number[] = [];
  for (let id = 0; id < level.nextId; id++) if (grid.isAlive(level, id)) ids.push(id);
  return ids;
}

/** Everything a placement could change: each cell's kinds, the ids, the rules, the history's length. */
function observe(level: grid.Level) {
  return {
    hash: grid.hashLevel(level),
    nextId: level.nextId,
    rules: grid.rules(level),
    history: level.history?.length,
    marks: [...level.keepsKind],
  };
}

describe("a card play's grid work: the room check and the kind marks", () => {
  it("placeObject refuses exactly past the limit (objects counted afresh) and a refusal changes nothing; marks are per level and never change in place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 4, max: 11 }), fc.array(CALL, { maxLength: 60 }), (limit, calls) => {
        const config = { ...LEVEL_CONFIG, limits: { ...LEVEL_CONFIG.limits, objects: limit } };
        const first = grid.createLevel(
          map("BABA IS YOU . . .", ". . . . . .", "baba . . . . .", ". . . . . ."),
          LEXICON,
          config,
        );
        const levels = [first];
        const marked = [new Set<number>()];
        const held: { array: readonly number[]; contents: number[] }[] = [];
        let on = 0;
        for (const call of calls) {
          const level = levels[on];
          if (call.type === "step") grid.step(level, call.dir);
          else if (call.type === "undo") grid.undo(level);
          else if (call.type === "reserve") grid.reserveId(level);
          else if (call.type === "copy") {
            levels.push(grid.cloneLevel(level));
            marked.push(new Set(marked[on]));
          } else if (call.type === "switch") on = (on + 1) % levels.length;
          else if (call.type === "remove" || call.type === "mark") {
            const ids = aliveIds(level);
            if (ids.length === 0) continue;
            const id = ids[call.pick % ids.length];
            if (call.type === "remove") grid.removeObjects(level, [id]);
            else {
              grid.keepKind(level, id);
              marked[on].add(id);
            }
          } else {
            const fresh = aliveIds(level).length;
            const before = observe(level);
            if (fresh + 1 > limit) {
              const what = `place (${call.x}, ${call.y})`;
              expect(() => grid.placeObject(level, call.kind, call.x, call.y, what)).toThrow(
                `${what} would put ${fresh + 1} objects on the grid, over the limit of ${limit} (content LEVEL_LIMITS.objects)`,
              );
              expect(observe(level)).toEqual(before);
            } else expect(grid.placeObject(level, call.kind, call.x, call.y)).toBe(before.nextId);
          }
          // a kept count equals a fresh one; each level's marks are its own
          expect(grid.objectCount(level)).toBe(aliveIds(level).length);
          for (let i = 0; i < levels.length; i++) {
            const marks = levels[i].keepsKind;
            for (let id = 0; id < Math.max(marks.length, levels[i].nextId); id++)
              expect(marks[id] === 1).toBe(marked[i].has(id));
            if (!held.some((h) => h.array === marks)) held.push({ array: marks, contents: [...marks] });
          }
          for (const h of held) expect([...h.array]).toEqual(h.contents);
        }
      }),
      fuzzed({ seed: 58_213, numRuns: 150 }),
    );
  });

  it("knownKind says what kindProblem says, asked once or many times", () => {
    const names = [
      "baba",
      "rock",
      "text:ROCK",
      "text:IS",
      "text:NOPE",
      "BABA",
      "Baba",
      "is",
      "text",
      "",
      "nope",
    ];
    for (const w of LEXICON.words) names.push(w.word.toLowerCase(), `text:${w.word}`);
    for (let round = 0; round < 2; round++)
      for (const kind of names) expect(grid.knownKind(LEXICON, kind)).toBe(grid.kindProblem(LEXICON, kind));
  });
});
