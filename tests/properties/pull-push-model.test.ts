/**
 * A pulled object pushes (docs/rules.md §5.4 "PULL"), against a model of one row (fast-check, seeded and
 * bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says). A row of cells, each empty or holding a PUSH rock,
 * a PULL box, a STOP wall or a box and a rock, with a YOU baba alone or on a rock or a box, is played by
 * random steps left and right. The model reads the rules as docs/rules.md §5.4 states them: the baba's
 * push chain (the PUSH objects ahead, blocked by a STOP or PULL one or the edge); then the pulls, the
 * baba's behind the cell it left and each pushed object's behind the cell it left, nearest first: the PULL
 * objects there that have not moved follow, pushing the PUSH objects that have not moved on the cell they
 * enter and beyond, the whole chain or none of it (a STOP or PULL object there or the edge holds the pull
 * and ends the line), and the line goes on behind them. After every step each object stands where the
 * model puts it, and undo gives back the board byte for byte.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import type { LevelDef } from "../../src/harness";
import { fuzzed } from "../fuzz";

type Kind = "baba" | "rock" | "box" | "wall";
const ROW = 5; // the row played on; the rules stand on rows 0-3
const RULES = ["BABA IS YOU", "ROCK IS PUSH", "BOX IS PULL", "WALL IS STOP"];
const CELL = fc.constantFrom<Kind[]>([], [], ["rock"], ["box"], ["wall"], ["box", "rock"]);
/** The baba's cell: alone, or on a rock, a box or a wall (placed there), or a rock and a wall. */
const BABA_CELL = fc.constantFrom<Kind[]>(
  ["baba"],
  ["baba", "rock"],
  ["baba", "rock"],
  ["baba", "box"],
  ["baba", "wall"],
  ["baba", "rock", "wall"],
);

/** A row: the cells, the baba's among them. */
const ROW_CELLS = fc
  .tuple(fc.array(CELL, { minLength: 2, maxLength: 9 }), fc.nat(), BABA_CELL)
  .map(([cells, at, baba]) => {
    const out = cells.slice();
    out[at % out.length] = baba;
    return out;
  });

interface Obj {
  kind: Kind;
  x: number;
}

/** One step of the model along `dx` (1 right, -1 left): moves the objects of `objs` in place. */
function modelStep(objs: Obj[], width: number, dx: number): void {
  const moved = new Set<Obj>();
  const at = (x: number) => objs.filter((o) => o.x === x && !moved.has(o));
  const solid = (o: Obj) => o.kind !== "baba";
  const baba = objs.find((o) => o.kind === "baba") as Obj;
  // The baba's push chain: cell by cell, the rocks ahead; a wall, a box or the edge blocks.
  const chain: Obj[][] = [];
  for (let x = baba.x + dx; ; x += dx) {
    if (x < 0 || x >= width) return; // blocked: nothing moves
    const here = at(x).filter(solid);
    if (here.some((o) => o.kind !== "rock")) return;
    if (here.length === 0) break;
    chain.push(here);
  }
  const from = baba.x;
  for (const o of [baba, ...chain.flat()]) {
    o.x += dx;
    moved.add(o);
  }
  // The pulls: the baba's, then each link's, behind the cell each left (the cell left behind it).
  const pull = (left: number) => {
    for (let o = left; ; o -= dx) {
      const behind = o - dx;
      if (behind < 0 || behind >= width) return;
      const boxes = at(behind).filter((b) => b.kind === "box");
      if (boxes.length === 0) return;
      const pushed: Obj[] = [];
      for (let x = o; ; x += dx) {
        if (x < 0 || x >= width) return; // held
        const here = at(x).filter(solid);
        if (here.some((h) => h.kind !== "rock")) return; // a box or a wall holds it
        if (here.length === 0) break;
        pushed.push(...here);
      }
      for (const p of [...pushed, ...boxes]) {
        p.x += dx;
        moved.add(p);
      }
    }
  };
  pull(from);
  for (let i = 0; i < chain.length; i++) pull(from + dx * (i + 1));
}

function levelOf(cells: Kind[][]): { def: LevelDef; objs: Obj[]; first: number } {
  const width = Math.max(4, cells.length);
  const objects: LevelDef["objects"] = RULES.flatMap((r, y) =>
    r.split(" ").map((w, x) => ({ kind: `text:${w}`, x, y })),
  );
  const first = objects.length;
  const objs: Obj[] = [];
  cells.forEach((c, x) => {
    for (const kind of c) {
      objects.push({ kind, x, y: ROW });
      objs.push({ kind, x });
    }
  });
  return { def: { width, height: ROW + 1, objects }, objs, first };
}

describe("a pulled object pushes: the engine against a model of one row (docs/rules.md §5.4)", () => {
  it("most drawn rows have a pull that pushes within their steps (the generator stays useful)", () => {
    let pushing = 0;
    for (const [cells, dirs] of fc.sample(
      fc.tuple(ROW_CELLS, fc.array(fc.boolean(), { minLength: 1, maxLength: 6 })),
      {
        seed: 2901,
        numRuns: 200,
      },
    )) {
      const { objs } = levelOf(cells);
      const width = Math.max(4, cells.length);
      for (const right of dirs) {
        const rocks = objs.filter((o) => o.kind === "rock").map((o) => o.x);
        const boxes = objs.filter((o) => o.kind === "box").map((o) => o.x);
        const baba = objs.find((o) => o.kind === "baba") as Obj;
        const bx = baba.x;
        modelStep(objs, width, right ? 1 : -1);
        // a box moved onto the cell the baba left, or further on, and a rock it shared moved too
        const boxMoved = objs.filter((o) => o.kind === "box").some((o, i) => o.x !== boxes[i]);
        const rockAtLeft =
          rocks.includes(bx) && objs.some((o) => o.kind === "rock" && o.x === bx + (right ? 1 : -1));
        if (boxMoved && rockAtLeft) pushing++;
      }
    }
    expect(pushing).toBeGreaterThan(10);
  });

  it("after every step each object stands where the model puts it; undo gives the board back byte for byte", () => {
    fc.assert(
      fc.property(ROW_CELLS, fc.array(fc.boolean(), { minLength: 1, maxLength: 6 }), (cells, dirs) => {
        const { def, objs, first } = levelOf(cells);
        const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, journal: true });
        for (const right of dirs) {
          const before = JSON.stringify(grid.snapshot(level));
          grid.step(level, right ? "right" : "left");
          const after = JSON.stringify(grid.snapshot(level));
          expect(grid.undo(level)).toBe(true);
          expect(JSON.stringify(grid.snapshot(level))).toBe(before);
          grid.step(level, right ? "right" : "left");
          expect(JSON.stringify(grid.snapshot(level))).toBe(after);
          modelStep(objs, def.width, right ? 1 : -1);
          const engine = objs.map((o, i) => `${o.kind}@${level.x[first + i]},${level.y[first + i]}`);
          expect(engine, `${right ? "right" : "left"} from ${JSON.stringify(cells)}`).toEqual(
            objs.map((o) => `${o.kind}@${o.x},${ROW}`),
          );
        }
      }),
      fuzzed({ seed: 2902, numRuns: 300 }),
    );
  });
});
