/**
 * A restore after writes that add, remove or convert objects (src/solver/grid-put-back.ts: it compares
 * only the objects the engine named, board.ts `ownKindsOf`, and those beside them in a cell's list, when
 * nothing else was written) gives what a whole read of the board gives, whichever objects the writes
 * touched and whatever else was written between: a turn, a move, a write by hand after `ownKinds` (each
 * makes it compare every object). Seeded random boards of a few cells, so objects share cells and a
 * removed object's neighbours in its cell's list change, some of their ids dead before they are packed;
 * random writes through the engine's calls on the codec's level, as a card play or its seams make them
 * (a minion placed, a word written, an object destroyed or converted, an id reserved); the restore,
 * compared with a fresh codec's whole read of the same bytes; then more writes and a restore again.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { type Level, ownKinds, placeObject, removeObjects } from "../../src/engine/grid";
import { reserveId, setKind, turnObject } from "../../src/engine/grid/board";
import type { LevelDef } from "../../src/harness";
import { applyToBabaInPlace } from "../../src/play/apply";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { readBoard } from "./in-place";

const content = repositoryContent();

const KINDS = ["baba", "rock", "flag", "text:BABA", "text:IS", "text:YOU", "text:ROCK", "text:PUSH"] as const;
const kindOf = fc.constantFrom(...KINDS);
const cell = fc.record({ x: fc.nat(2), y: fc.nat(2) });

/** A write to the codec's level, as an action played in place makes them. */
const write = fc.oneof(
  fc.record({ op: fc.constant("place" as const), kind: kindOf, at: cell }),
  fc.record({ op: fc.constant("remove" as const), pick: fc.nat() }),
  fc.record({ op: fc.constant("convert" as const), pick: fc.nat(), kind: kindOf }),
  fc.record({ op: fc.constant("reserve" as const) }),
  fc.record({ op: fc.constant("turn" as const), pick: fc.nat(), facing: fc.nat(3) }),
  fc.record({
    op: fc.constant("step" as const),
    dir: fc.constantFrom("up", "down", "left", "right", "wait"),
  }),
  fc.record({ op: fc.constant("by hand" as const), pick: fc.nat(), kind: kindOf }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

const ids = (level: Level, alive: 0 | 1) =>
  [...Array(level.nextId).keys()].filter((id) => level.alive[id] === alive);

/** Plays `w` on `level` (a refused write may throw: what it wrote before stays, as in the search). */
function play(level: Level, w: Write): void {
  const alive = ids(level, 1);
  const k = (name: string) => level.kinds.byName[name];
  try {
    if (w.op === "place") placeObject(level, w.kind, w.at.x, w.at.y);
    else if (w.op === "reserve") reserveId(level);
    else if (w.op === "step") applyToBabaInPlace(level, { type: "step", dir: w.dir });
    else if (w.op === "by hand") {
      // a dead id's kind, written as code outside the engine writes one: `ownKinds` first, no id named
      const dead = ids(level, 0);
      if (dead.length === 0) return;
      ownKinds(level);
      level.kind[dead[w.pick % dead.length]] = k(w.kind);
    } else if (alive.length > 0) {
      const id = alive[w.pick % alive.length];
      if (w.op === "remove") removeObjects(level, [id]);
      else if (w.op === "convert") setKind(level, id, k(w.kind));
      else turnObject(level, id, w.facing);
    }
  } catch {
    // (a place past the object limit; a step the engine refuses)
  }
}

/** How many restores followed only writes that name their objects (the restore compares only those then). */
let namedOnly = 0;

test("a restore after objects placed, removed, converted or reserved, and other writes, gives a whole read", () => {
  const runs = fuzzed({ seed: 6204, numRuns: 400 });
  fc.assert(
    fc.property(
      fc.array(fc.record({ kind: kindOf, at: cell }), { minLength: 2, maxLength: 12 }),
      fc.array(fc.nat(), { maxLength: 3 }),
      fc.array(fc.array(write, { minLength: 1, maxLength: 6 }), { minLength: 1, maxLength: 4 }),
      (objects, deaths, rounds) => {
        const def = {
          name: "stacked",
          width: 3,
          height: 3,
          objects: objects.map((o) => ({ kind: o.kind, x: o.at.x, y: o.at.y })),
        } as LevelDef;
        const model = modelOf(def, content);
        const start = model.start as Level;
        for (const d of deaths) removeObjects(start, [d % start.nextId]); // (dead ids on the board packed)
        const w = new Writer();
        model.codec().encode(start, w);
        const bytes = w.bytes.slice(0, w.length);
        const whole = readBoard(modelOf(def, content).codec().decode(new Reader(bytes, 0)) as Level);
        const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
        const level = codec.decode(new Reader(bytes, 0)) as Level;
        expect(readBoard(level)).toEqual(whole);
        for (const writes of rounds) {
          for (const one of writes) play(level, one);
          if (writes.every((one) => ["place", "remove", "convert", "reserve"].includes(one.op))) namedOnly++;
          codec.restore();
          expect(readBoard(level)).toEqual(whole);
        }
      },
    ),
    runs,
  );
  expect(namedOnly).toBeGreaterThan(runs.numRuns / 2);
});

test("a restore after more named writes than the engine keeps the ids of gives a whole read", () => {
  const def = {
    name: "stacked",
    width: 3,
    height: 3,
    objects: [
      { kind: "rock", x: 0, y: 0 },
      { kind: "baba", x: 0, y: 0 },
      { kind: "flag", x: 0, y: 0 },
      { kind: "rock", x: 2, y: 2 },
    ],
  } as LevelDef;
  const model = modelOf(def, content);
  const w = new Writer();
  model.codec().encode(model.start, w);
  const bytes = w.bytes.slice(0, w.length);
  const whole = readBoard(modelOf(def, content).codec().decode(new Reader(bytes, 0)) as Level);
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const level = codec.decode(new Reader(bytes, 0)) as Level;
  removeObjects(level, [1]); // the middle of its cell's list: its neighbours' links change
  for (let i = 0; i < 100; i++) setKind(level, 3, level.kinds.byName[i % 2 === 0 ? "baba" : "rock"]);
  codec.restore();
  expect(readBoard(level)).toEqual(whole);
});
