/**
 * The moves of pulled objects count towards the steps one MOVE or SHIFT take makes (docs/rules.md §5.4
 * "per listing", §9 "steps one movement take makes"). A step pulls the PULL objects behind its mover
 * down the line (§5.4 "PULL"), a whole stack of them at once, so MOVE_STEPS alone, which counts the
 * movers' steps, let a level's own text multiply the work again: 250 stacked MOVE texts over one keke
 * with 60,000 PULL boxes stacked behind it made 250 steps but 15 million pulled moves in one turn, 73 s and
 * 4 GB with a journal. Past `MOVE_STEPS` steps and pulled moves in one take, the step throws a
 * `MoveLimitError` (a `LimitError`: the solver takes it as no successor) naming the limit and the take,
 * and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";

/** KEKE IS MOVE with `stacked` MOVE texts in all over a keke facing right at x=1, `boxes` PULL boxes stacked at x=0 behind it. */
function pulledStack(stacked: number, boxes: number): LevelDef {
  const objects: LevelDef["objects"] = ["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 }));
  objects.push(...["BOX", "IS", "PULL"].map((w, x) => ({ kind: `text:${w}`, x, y: 1 })));
  objects.push(...["KEKE", "IS"].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })));
  for (let i = 0; i < stacked; i++) objects.push({ kind: "text:MOVE", x: 2, y: 2 });
  objects.push({ kind: "baba", x: 5, y: 0 }, { kind: "keke", x: 1, y: 4, dir: "right" });
  for (let i = 0; i < boxes; i++) objects.push({ kind: "box", x: 0, y: 4 });
  return { width: 256, height: 5, objects };
}

describe("the pulled moves of one movement take are bounded with its steps (docs/rules.md §9)", () => {
  it("past MOVE_STEPS steps and pulled moves in one MOVE take, the step throws a LimitError naming the limit and the take, and changes nothing", () => {
    const stacked = 250;
    const boxes = Math.ceil(grid.MOVE_STEPS / (stacked - 1)); // the stack follows the keke at each step
    const level = grid.createLevel(pulledStack(stacked, boxes), LEXICON, { ...LEVEL_CONFIG, journal: false });
    const before = JSON.stringify(grid.snapshot(level));
    const turns = level.history.length;
    expect(() => grid.step(level, "wait")).toThrow(grid.MoveLimitError);
    expect(() => grid.step(level, "wait")).toThrow(
      `MOVE: one take would make more than ${grid.MOVE_STEPS} steps and pulled moves (docs/rules.md §9)`,
    );
    expect(JSON.stringify(grid.snapshot(level))).toBe(before);
    expect(level.history.length).toBe(turns);
  });

  it("under the limit a pulled stack follows at each step: two MOVE listings walk the keke to x=3 and its three boxes to x=2", () => {
    const def = pulledStack(2, 3);
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
    grid.step(level, "wait");
    const at = (kind: string) =>
      def.objects.flatMap((o, id) => (o.kind === kind ? [`${level.x[id]},${level.y[id]}`] : []));
    expect(at("keke")).toEqual(["3,4"]);
    expect(at("box")).toEqual(["2,4", "2,4", "2,4"]);
  });
});

describe("the solver and the pulled moves' bound", () => {
  it("a state past the bound has no successor, each skipped past the MOVE steps limit, and leaves the codec's other states as plain play gives them", () => {
    const stacked = 250;
    // KEKE IS _ MOVE×250: a baba's step left pushes the MOVE stack into its sentence
    const def = pulledStack(stacked, Math.ceil(grid.MOVE_STEPS / (stacked - 1)));
    for (const o of def.objects) if (o.kind === "text:MOVE") o.x = 3;
    def.objects.push({ kind: "baba", x: 4, y: 2 });
    const model = modelOf(def, repositoryContent());
    const codec = model.codec();
    const bytes = (s: unknown) => {
      const w = new Writer();
      codec.encode(s, w);
      return [...w.bytes.slice(0, w.length)];
    };
    const expandAll = (state: number[]) => {
      const got: number[][] = [];
      const skips: string[] = [];
      codec.expand(
        new Reader(Uint8Array.from(state), 0),
        (s) => {
          got.push(bytes(s));
          return false;
        },
        (why) => skips.push(why),
      );
      return { got, skips };
    };
    const start = bytes(model.start);
    const first = expandAll(start);
    expect(first.skips).toEqual([]);
    const left = first.got[2]; // up, down, left: the sentence is whole
    const past = expandAll(left);
    expect(past.got).toEqual([]);
    expect(past.skips).toEqual(["moves", "moves", "moves", "moves", "moves"]);
    expect(expandAll(start)).toEqual(first);
    const plain = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: false });
    grid.step(plain, "left");
    expect(bytes(plain)).toEqual(left);
    expect(() => grid.step(plain, "wait")).toThrow(grid.MoveLimitError);
  });
});
