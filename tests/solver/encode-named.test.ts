/**
 * An encode of the codec's own level after writes that name their objects and write no cell (a card
 * play's objects placed, removed, converted or reserved: src/solver/grid-encode-named.ts copies the board
 * kept and writes only the named ids afresh) writes the bytes a codec that never decoded writes
 * (docs/rules.md §2: equal bytes are equal boards), wherever the named ids are, whether they changed life
 * (a dead id is one byte, so the bytes after an object removed or brought back move) and whatever else was written between (a turn, a
 * step, a kind written by hand: then every id is written). Seeded random stacked boards, some ids dead
 * before they are packed, random rounds of writes each followed by the encode and a restore; and seeded
 * walks over every shipped level with cards, a few actions played in place before each encode.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { cloneLevel, type Level, ownKinds, placeObject, removeObjects } from "../../src/engine/grid";
import { link, reserveId, setKind, turnObject } from "../../src/engine/grid/board";
import { ownKindsOf } from "../../src/engine/grid/hash";
import type { LevelDef } from "../../src/harness";
import { applyToBabaInPlace } from "../../src/play/apply";
import { shippedLevels } from "../../src/play/files";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { boardsMet, bytesOf, freshCodec, isSpellGrid, playInPlace } from "./in-place";

const content = repositoryContent();

const KINDS = ["baba", "rock", "flag", "text:BABA", "text:IS", "text:YOU", "text:ROCK", "text:PUSH"] as const;
const kindOf = fc.constantFrom(...KINDS);
const cell = fc.record({ x: fc.nat(2), y: fc.nat(2) });

/** A write to the codec's level: the first four name their object, the others do not. */
const write = fc.oneof(
  { weight: 3, arbitrary: fc.record({ op: fc.constant("place" as const), kind: kindOf, at: cell }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("remove" as const), pick: fc.nat() }) },
  { weight: 3, arbitrary: fc.record({ op: fc.constant("convert" as const), pick: fc.nat(), kind: kindOf }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("reserve" as const) }) },
  { weight: 2, arbitrary: fc.record({ op: fc.constant("revive" as const), pick: fc.nat(), kind: kindOf }) },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("turn" as const), pick: fc.nat(), facing: fc.nat(3) }),
  },
  {
    weight: 1,
    arbitrary: fc.record({ op: fc.constant("step" as const), dir: fc.constantFrom("up", "left", "wait") }),
  },
  { weight: 1, arbitrary: fc.record({ op: fc.constant("by hand" as const), pick: fc.nat(), kind: kindOf }) },
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;
const NAMING = ["place", "remove", "convert", "reserve", "revive"];

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
    else if (w.op === "revive") {
      // a dead id alive again, named as the engine names its writes (no call of today's engine does it)
      const dead = ids(level, 0);
      if (dead.length === 0) return;
      const id = dead[w.pick % dead.length];
      ownKindsOf(level, id);
      level.kind[id] = k(w.kind);
      level.alive[id] = 1;
      link(level, id);
    } else if (w.op === "by hand") {
      if (alive.length === 0) return;
      ownKinds(level); // (code outside the engine: no id named)
      level.kind[alive[w.pick % alive.length]] = k(w.kind);
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

/** How many encodes followed only naming writes that changed the life of an id below the board's counter. */
let removedBelow = 0;

test("an encode after named writes, and other writes, gives a fresh codec's bytes", () => {
  const runs = fuzzed({ seed: 1307, numRuns: 400 });
  fc.assert(
    fc.property(
      fc.array(fc.record({ kind: kindOf, at: cell }), { minLength: 2, maxLength: 12 }),
      fc.array(fc.nat(), { maxLength: 3 }),
      fc.array(fc.array(write, { minLength: 1, maxLength: 5 }), { minLength: 1, maxLength: 4 }),
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
        const reference = modelOf(def, content).codec(); // (never decodes: every encode writes the whole board)
        const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
        const level = codec.decode(new Reader(bytes, 0)) as Level;
        const n = level.nextId;
        for (const writes of rounds) {
          const alive = level.alive.slice(0, n);
          for (const one of writes) play(level, one);
          if (writes.every((one) => NAMING.includes(one.op)) && alive.some((a, id) => a !== level.alive[id]))
            removedBelow++;
          expect(bytesOf(codec, level)).toEqual(bytesOf(reference, level));
          codec.restore();
          expect(bytesOf(codec, level)).toEqual(bytes);
        }
      },
    ),
    runs,
  );
  expect(removedBelow).toBeGreaterThan(runs.numRuns / 4);
});

const cardLevels = shippedLevels().filter(({ def }) => isSpellGrid(modelOf(def, content).start));

describe("an encode after card plays in place gives a fresh codec's bytes", () => {
  test.each(cardLevels.map((l) => [l.path, l.def] as const))("%s", (_, def) => {
    fc.assert(
      fc.property(
        fc.array(fc.nat(), { minLength: 1, maxLength: 8 }),
        fc.array(fc.tuple(fc.nat(), fc.array(fc.nat(), { minLength: 1, maxLength: 3 })), { maxLength: 6 }),
        (walk, picks) => {
          const model = modelOf(def, content);
          const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
          const met = boardsMet(model, codec, walk);
          const reference = freshCodec(
            modelOf(def, content),
            met.map((m) => m.state),
          );
          for (const [pick, plays] of picks) {
            const at = met[pick % met.length];
            const s = codec.decode(new Reader(at.bytes, 0));
            for (const p of plays)
              if (at.actions.length > 0) playInPlace(s, at.actions[p % at.actions.length]);
            expect(bytesOf(codec, s)).toEqual(bytesOf(reference, s));
            codec.restore();
          }
        },
      ),
      fuzzed({ seed: 1308, numRuns: 12 }),
    );
  });
});

test("an encode after named writes on a board decoded after a larger one gives a fresh codec's bytes", () => {
  const def = {
    name: "stacked",
    width: 3,
    height: 3,
    objects: [
      { kind: "rock", x: 0, y: 0 },
      { kind: "baba", x: 1, y: 0 },
      { kind: "flag", x: 2, y: 2 },
    ],
  } as LevelDef;
  const model = modelOf(def, content);
  const packed = (edit: (level: Level) => void) => {
    const level = cloneLevel(model.start as Level);
    edit(level);
    return bytesOf(modelOf(def, content).codec(), level);
  };
  const small = packed(() => {});
  const turned = packed((level) => turnObject(level, 1, (level.facing[1] + 1) % 4)); // (as many bytes as `small`, one differs)
  const grown = packed((level) => placeObject(level, "rock", 2, 0)); // (more bytes, in the same buffer)
  const large = packed((level) => {
    for (let i = 0; i < 12; i++) placeObject(level, "rock", i % 3, 1);
  });
  const codec = model.codec() as ReturnType<typeof model.codec> & { restore(): unknown };
  const reference = modelOf(def, content).codec();
  for (const bytes of [small, grown, small, large, turned, small]) {
    const level = codec.decode(new Reader(bytes, 0)) as Level;
    if (bytes === large) continue; // (read only: the kept bytes move to a larger buffer)
    placeObject(level, "flag", 1, 1);
    expect(bytesOf(codec, level)).toEqual(bytesOf(reference, level));
    codec.restore();
  }
});
