/**
 * FALL, FALLRIGHT, FALLUP, FALLLEFT against a literal model of the game's `fallblock` loop (docs/rules.md
 * §5.5 FALL; `Lua/blocks.lua`): the checks listed FALL first, then FALLRIGHT, FALLUP, FALLLEFT (each in the
 * game's unit order), a count per unit and way with FALLUP taking one from FALL and FALLLEFT one from
 * FALLRIGHT, each valid check dropping its unit all the way, the list walked until a walk moves nothing.
 * Random small boards of PUSH and STOP kinds with up to two ways each (FALL alone, the old FALL-only
 * boards, among them); the engine takes each way's fallers furthest ahead first, the model in id order, and
 * the boards must agree. Undo gives the board back.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { FACINGS } from "../../src/engine/grid";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { map, thingsFacing as things } from "./builder";

const KINDS = ["rock", "keke", "box"] as const;
/** The words, by the game's `ndirs` index: right 0, up 1, left 2, down 3 (FALL). */
const WORDS = ["FALLRIGHT", "FALLUP", "FALLLEFT", "FALL"];
const STEP: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, -1],
  [-1, 0],
  [0, 1],
];

interface Props {
  readonly ways: readonly number[];
  readonly push: boolean;
  readonly stop: boolean;
}
interface Obj {
  kind: string;
  x: number;
  y: number;
  f: number;
}

/** The game's `fallblock` on `objs` (the wall row is y 0), walked literally. */
function model(objs: Obj[], w: number, h: number, props: Record<string, Props>): Obj[] {
  const solid = (o: Obj) => o.kind === "wall" || props[o.kind].push || props[o.kind].stop;
  const checks: [number, number][] = [];
  const count = [
    new Map<number, number>(),
    new Map<number, number>(),
    new Map<number, number>(),
    new Map<number, number>(),
  ];
  const bump = (dir: number, id: number) => count[dir].set(id, (count[dir].get(id) ?? 0) + 1);
  for (const dir of [3, 0, 1, 2]) // isfall, isfall_r, isfall_u, isfall_l
    objs.forEach((o, id) => {
      if (o.kind === "wall" || !props[o.kind].ways.includes(dir)) return;
      checks.push([id, dir]);
      bump(dir, id);
      const opposite = dir === 1 ? 3 : dir === 2 ? 0 : -1; // up takes from down, left from right
      if (opposite >= 0 && (count[opposite].get(id) ?? 0) > 0 && (count[dir].get(id) ?? 0) > 0) {
        count[opposite].set(id, (count[opposite].get(id) ?? 0) - 1);
        count[dir].set(id, (count[dir].get(id) ?? 0) - 1);
      }
    });
  for (let settled = false; !settled; ) {
    settled = true;
    for (const [id, dir] of checks) {
      if ((count[dir].get(id) ?? 0) <= 0) continue;
      const o = objs[id];
      for (;;) {
        const [x, y] = [o.x + STEP[dir][0], o.y + STEP[dir][1]];
        if (x < 0 || y < 0 || x >= w || y >= h) break;
        if (objs.some((p, i) => i !== id && p.x === x && p.y === y && solid(p))) break;
        o.x = x;
        o.y = y;
        settled = false;
      }
    }
  }
  return objs;
}

describe("the fall ways against a literal model of the game's loop", () => {
  const kindProps = fc.record({
    ways: fc.uniqueArray(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
    push: fc.boolean(),
    stop: fc.boolean(),
  });
  it("random small boards: the things and their facings, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 5 }),
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 })),
          {
            maxLength: 12,
          },
        ),
        (ps, width, h, placed) => {
          const rows: string[] = ["WALL IS STOP"];
          const props: Record<string, Props> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            const noun = k.toUpperCase();
            for (const d of ps[i].ways) rows.push(`${noun} IS ${WORDS[d]}`);
            if (ps[i].push) rows.push(`${noun} IS PUSH`);
            if (ps[i].stop) rows.push(`${noun} IS STOP`);
          });
          const objects: LevelDef["objects"][number][] = [...map(...rows).objects];
          const top = rows.length;
          for (let x = 0; x < width; x++) objects.push({ kind: "wall", x, y: top });
          const start = objects.length;
          for (const [k, x, y, f] of placed)
            objects.push({ kind: KINDS[k], x: x % width, y: top + 1 + (y % h), dir: FACINGS[f] });
          const b = newBaba({ width: width, height: top + 1 + h, objects });
          const before = things(b);
          const walls = Array.from({ length: width }, (_, x) => ({ kind: "wall", x, y: 0, f: 0 }));
          const placedObjs = objects.slice(start).map((o) => ({
            kind: o.kind,
            x: o.x,
            y: o.y - top,
            f: FACINGS.indexOf(o.dir ?? "right"),
          }));
          const out = model([...walls, ...placedObjs], width, h + 1, props);
          b.step("wait");
          expect(things(b)).toEqual(out.map((o) => `${o.kind}@${o.x},${o.y + top} ${FACINGS[o.f]}`));
          b.undo();
          expect(things(b)).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_300, numRuns: 300 }),
    );
  });
});
