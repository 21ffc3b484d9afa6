/**
 * A step or move run inside another of the same level (a destroy hook that moves; docs/rules.md §5.6,
 * docs/api.md M9 DestroyHook): it joins the outer step's undo entry, so one undo after the step puts the
 * whole board back, whatever the hook did; one that throws is put back alone and changes nothing; one on
 * another level (a copy) keeps its own entry there.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { fuzzed } from "../fuzz";
import { map } from "./builder";
import { hazardBoard as board, type D, DIRS } from "./hazard-board";

/**
 * A destroy hook that removes the victims and then, up to `depth` deep, steps or moves the same level
 * in the next of `moves` (with itself as the inner call's hook); when `failing`, it first runs an inner
 * step whose hook throws, and checks that it changed nothing.
 */
function hookOf(moves: readonly [D, boolean][], depth: number, stats: { inner: number; thrown: number }) {
  let n = 0;
  let running = 0;
  const hook: grid.DestroyHook = (level, ids) => {
    grid.removeObjects(level, ids);
    if (running >= depth || moves.length === 0) return;
    const [dir, turn] = moves[n++ % moves.length];
    running++;
    try {
      const before = grid.hashLevel(level);
      const probe = grid.cloneLevel(level); // what the inner step does when its hook does not throw
      grid.step(probe, dir);
      const kills = probe.alive.some((a, id) => a === 0 && level.alive[id] === 1 && id < level.nextId);
      let threw = false;
      try {
        grid.step(level, dir, (l, v) => {
          grid.removeObjects(l, v);
          throw new Error("inner hook fails");
        });
      } catch (err) {
        expect((err as Error).message).toBe("inner hook fails");
        threw = true;
        stats.thrown++;
      }
      // it throws exactly when its hook is called (it destroys), and then changes nothing
      expect(threw).toBe(kills);
      if (threw) expect(grid.hashLevel(level)).toBe(before);
      stats.inner++;
      if (turn) grid.step(level, dir, hook);
      else grid.move(level, dir, hook);
    } finally {
      running--;
    }
  };
  return hook;
}

describe("a step or move run inside another of the same level joins its undo entry", () => {
  test("one undo per step gives back each earlier board, whatever the hook moved (seeded property)", () => {
    const stats = { inner: 0, thrown: 0 };
    fc.assert(
      fc.property(
        board,
        fc.array(fc.constantFrom(...DIRS), { minLength: 1, maxLength: 4 }),
        fc.array(fc.tuple(fc.constantFrom(...DIRS), fc.boolean()), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 2 }),
        (def, steps, moves, depth) => {
          const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
          const hook = hookOf(moves, depth, stats);
          const hashes: string[] = [];
          for (const [i, dir] of steps.entries()) {
            hashes.push(grid.hashLevel(level));
            grid.step(level, dir, hook);
            expect(level.history.length).toBe(i + 1);
          }
          for (let i = hashes.length - 1; i >= 0; i--) {
            expect(grid.undo(level)).toBe(true);
            expect(grid.hashLevel(level)).toBe(hashes[i]);
          }
          expect(grid.undo(level)).toBe(false);
        },
      ),
      fuzzed({ seed: 4242, numRuns: 150 }),
    );
    // the property ran hooks that moved the level, and inner steps that threw
    expect(stats.inner).toBeGreaterThan(20);
    expect(stats.thrown).toBeGreaterThan(0);
  });

  test("the rock a step destroys and the move its hook makes are undone together", () => {
    const def = map("BABA IS YOU", "ROCK IS NOT ROCK", ". baba . rock .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const start = grid.hashLevel(level);
    const [baba, rock] = ["baba", "rock"].map((k) => def.objects.findIndex((o) => o.kind === k));
    let calls = 0;
    grid.step(level, "right", (l, ids) => {
      calls++;
      grid.removeObjects(l, ids);
      grid.move(l, "down");
    });
    expect(calls).toBe(1);
    expect([level.x[baba], level.y[baba], level.alive[rock]]).toEqual([2, 3, 0]);
    expect(level.history.length).toBe(1);
    expect(grid.undo(level)).toBe(true);
    expect(grid.hashLevel(level)).toBe(start);
    expect([level.x[baba], level.y[baba], level.alive[rock], level.x[rock]]).toEqual([1, 2, 1, 3]);
    expect(grid.undo(level)).toBe(false);
  });

  test("an inner call that throws changes nothing, and the outer step goes on", () => {
    const def = map("BABA IS YOU", "ROCK IS NOT ROCK", ". baba . rock .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const start = grid.hashLevel(level);
    const seen: string[] = [];
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      const before = grid.hashLevel(l);
      try {
        grid.move(l, "sideways" as grid.Dir);
      } catch (err) {
        seen.push((err as Error).message);
      }
      expect(grid.hashLevel(l)).toBe(before);
      grid.move(l, "down");
    });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/sideways/);
    expect(level.history.length).toBe(1);
    grid.undo(level);
    expect(grid.hashLevel(level)).toBe(start);
  });

  test("a hook that steps a copy keeps that copy's own entry", () => {
    const def = map("BABA IS YOU", "ROCK IS NOT ROCK", ". baba . rock .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    const start = grid.hashLevel(level);
    const copies: grid.Level[] = [];
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      const c = grid.cloneLevel(l);
      const before = grid.hashLevel(c);
      grid.step(c, "down");
      expect(c.history.length).toBe(l.history.length + 1);
      grid.undo(c);
      expect(grid.hashLevel(c)).toBe(before);
      grid.step(c, "down");
      copies.push(c);
    });
    expect(copies).toHaveLength(1);
    expect(level.history.length).toBe(1);
    expect(grid.hashLevel(copies[0])).not.toBe(grid.hashLevel(level));
    grid.undo(level);
    expect(grid.hashLevel(level)).toBe(start);
  });

  test("with a journal, the inner call's records stay under the outer step, one deeper, and the outer root comes back", () => {
    const def = map("BABA IS YOU", "ROCK IS NOT ROCK", ". baba . rock .", ". . . . .");
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      grid.move(l, "down");
    });
    const j = level.journal!;
    const stepped = j.records.flatMap((r, i) => (r.type === "Stepped" ? [i] : []));
    expect(stepped.map((i) => [j.records[i], j.depths[i]])).toEqual([
      [{ type: "Stepped", dir: "right", turn: true }, 0],
      [{ type: "Stepped", dir: "down", turn: false }, 1],
    ]);
    expect(j.root).toBe(j.base + stepped[0]);
    // a next step begins its own action at depth 0
    grid.step(level, "up");
    const last = j.records.findLastIndex((r) => r.type === "Stepped");
    expect([j.records[last], j.depths[last], j.root]).toEqual([
      { type: "Stepped", dir: "up", turn: true },
      0,
      j.base + last,
    ]);
  });
  test("with a journal, an inner call that throws leaves no record and the outer step's root", () => {
    const def = map("BABA IS YOU", "ROCK IS DEFEAT", ". baba rock . .", "baba . rock . .");
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    const start = grid.hashLevel(level);
    const j = level.journal!;
    let thrown = 0;
    grid.step(level, "right", (l, ids) => {
      grid.removeObjects(l, ids);
      if (thrown > 0) return;
      const [lines, root, board] = [j.records.length, j.root, grid.hashLevel(l)];
      try {
        grid.step(l, "right", (ll, v) => {
          grid.removeObjects(ll, v);
          throw new Error("inner hook fails");
        });
      } catch {
        thrown++;
      }
      expect([j.records.length, j.root, grid.hashLevel(l)]).toEqual([lines, root, board]);
    });
    expect(thrown).toBe(1);
    expect(j.records.filter((r) => r.type === "Stepped")).toHaveLength(1);
    expect(level.history.length).toBe(1);
    grid.undo(level);
    expect(grid.hashLevel(level)).toBe(start);
  });
});
