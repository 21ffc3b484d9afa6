/**
 * A copy of a decoded board counts the listings of its last parse (docs/rules.md §5.4, MOVE and SHIFT:
 * "They are those of the last parse, as the game's MOVE take reads the rules of its last parse"). The
 * solver's decoded boards have no lines; the codec gives each the listings of its text layout
 * (`useListed`), and a copy of one (`model.apply`, `grid.cloneLevel`) must keep them: a YOU move that
 * pushes one of two copies of a MOVE or SHIFT rule out of its sentence still leaves two steps that turn.
 * Compared with plain play (`grid.step` on a copy of the level as loaded).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { Level } from "../../src/engine/grid";
import * as grid from "../../src/engine/grid";
import { type LevelDef, newBaba } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { twoMoveCopies, twoMoveKeke } from "./two-move-copies";

/** The model's state `s` packed and decoded again: a decoded board, as the solver holds them. */
function decoded(model: ReturnType<typeof modelOf>, s: unknown): Level {
  const w = new Writer();
  model.codec().encode(s, w);
  return model.codec().decode(new Reader(w.bytes.slice(0, w.length), 0)) as Level;
}

describe("a copy of a decoded board keeps the listings of its last parse", () => {
  const def = twoMoveCopies; // baba steps down and pushes the upper IS out of its row
  const keke = twoMoveKeke;

  it("model.apply on a decoded board: the keke takes its two steps, as in play", () => {
    const b = newBaba(def);
    b.step("down");
    expect(b.posOf(keke)).toEqual([2, 4]);
    const model = modelOf(def, repositoryContent());
    const next = model.apply(decoded(model, model.start), { type: "step", dir: "down" }) as Level;
    expect(grid.posOf(next, keke)).toEqual([2, 4]);
  });

  it("grid.cloneLevel of a decoded board, stepped: the same", () => {
    const model = modelOf(def, repositoryContent());
    const copy = grid.cloneLevel(decoded(model, model.start));
    grid.step(copy, "down");
    expect(grid.posOf(copy, keke)).toEqual([2, 4]);
  });
});

/** A sentence at a cell, across or down (cut at the grid's edge, so it may spell nothing). */
const sentence = (words: fc.Arbitrary<string>) =>
  fc.record({ words, x: fc.nat({ max: 6 }), y: fc.nat({ max: 5 }), down: fc.boolean() });
const TWICE = ["KEKE IS MOVE", "BELT IS SHIFT", "ROCK IS MOVE", "ALL IS MOVE", "KEKE FEAR BABA"];
const DIR = fc.constantFrom<grid.TurnInput>("up", "down", "left", "right", "wait");

/**
 * Small levels with a MOVE, SHIFT or FEAR rule written twice, other rules and things about (one of the rule's
 * kind among them), and the steps to play: often the baba starts beside a word of the second copy and
 * first steps across its line, pushing the word out of its sentence.
 */
const CASE: fc.Arbitrary<{ def: LevelDef; dirs: grid.TurnInput[] }> = fc
  .record({
    twice: sentence(fc.constantFrom(...TWICE)),
    again: fc.record({ x: fc.nat({ max: 6 }), y: fc.nat({ max: 5 }), down: fc.boolean() }),
    more: fc.array(
      sentence(
        fc.constantFrom("KEKE IS MOVE", "BELT IS SHIFT", "ROCK IS PUSH", "KEKE IS MOVE AND MOVE", "IS"),
      ),
      { maxLength: 2 },
    ),
    things: fc.array(
      fc.tuple(fc.constantFrom("keke", "belt", "rock"), fc.nat({ max: 6 }), fc.nat({ max: 5 })),
      {
        minLength: 1,
        maxLength: 5,
      },
    ),
    baba: fc.tuple(fc.nat({ max: 6 }), fc.nat({ max: 5 })),
    push: fc.option(fc.tuple(fc.nat({ max: 2 }), fc.boolean()), { freq: 4 }), // (word, from before the line)
    dirs: fc.array(DIR, { minLength: 1, maxLength: 5 }),
  })
  .map(({ twice, again, more, things, baba, push, dirs }) => {
    const objects: LevelDef["objects"] = [];
    const write = (words: string, x: number, y: number, down: boolean) =>
      words.split(" ").forEach((w, i) => {
        const [wx, wy] = down ? [x, y + i] : [x + i, y];
        if (wx < 7 && wy < 7) objects.push({ kind: `text:${w}`, x: wx, y: wy });
      });
    write(twice.words, twice.x, twice.y, twice.down);
    write(twice.words, again.x, again.y, again.down);
    for (const s of more) write(s.words, s.x, s.y, s.down);
    write("BABA IS YOU", 0, 6, false);
    let [bx, by] = baba;
    if (push !== null) {
      const [i, before] = push;
      const off = before ? -1 : 1;
      const [x, y] = again.down ? [again.x + off, again.y + i] : [again.x + i, again.y + off];
      if (x >= 0 && x < 7 && y >= 0 && y < 6) {
        [bx, by] = [x, y];
        dirs = [again.down ? (before ? "right" : "left") : before ? "down" : "up", ...dirs];
      }
    }
    objects.push({ kind: "baba", x: bx, y: by });
    const kind = twice.words.split(" ")[0].toLowerCase();
    if (kind !== "all") objects.push({ kind, x: things[0][1], y: things[0][2] });
    for (const [k, x, y] of things) objects.push({ kind: k, x, y });
    return { def: { width: 7, height: 7, objects }, dirs };
  });

describe("property: the solver's boards step as play does, with MOVE, SHIFT or FEAR rules written twice", () => {
  it("model.apply on a decoded board and the codec's expansion give the board grid.step gives", () => {
    fc.assert(
      fc.property(CASE, ({ def, dirs }) => {
        const model = modelOf(def, repositoryContent());
        let played = grid.cloneLevel(model.start as Level);
        for (const dir of dirs) {
          const before = played;
          played = grid.cloneLevel(before);
          grid.step(played, dir);
          const want = grid.levelKey(played);
          const applied = model.apply(decoded(model, before), { type: "step", dir }) as Level;
          expect(grid.levelKey(applied)).toBe(want);
          const w = new Writer();
          model.codec().encode(before, w);
          let expanded: number | null = null;
          model.codec().expand(new Reader(w.bytes.slice(0, w.length), 0), (s, _j, action) => {
            if (action.type !== "step" || action.dir !== dir) return false;
            expanded = grid.levelKey(s as Level);
            return true;
          });
          expect(expanded).toBe(want);
        }
      }),
      fuzzed({ seed: 28, numRuns: 150 }),
    );
  });
});
