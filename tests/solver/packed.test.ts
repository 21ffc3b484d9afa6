/**
 * The solver's packed states (issue 13 item 3): a state's bytes decode to a state that plays as the
 * original does, equal states pack to equal bytes, and deduplication is exact: states whose hashes
 * collide are both kept, so a collision never prunes a distinct state.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import type { Level } from "../../src/engine/grid";
import { shippedLevels } from "../../src/play/files";
import type { PlayerAction } from "../../src/play/notation";
import { type Model, modelOf, type Successor } from "../../src/solver/model";
import { RESERVE_FROM, Reader, StateStore, Writer } from "../../src/solver/packed";
import { scriptOf, solve } from "../../src/solver/search";
import { fuzzed } from "../fuzz";
import { strip } from "./outcome";
import { openField } from "./small-level";

const content = repositoryContent();

function packed<S>(codec: ReturnType<Model<S>["codec"]>, s: S): Uint8Array {
  const w = new Writer();
  codec.encode(s, w);
  return w.bytes.slice(0, w.length);
}

/**
 * Checks states along random walks of `model` (fast-check, seeded with `seed`, 12 walks of up to six
 * steps from the start): `check` gets the model's codec, a state and its bytes, and returns the state's
 * successors, among which the walk picks the next state; a walk ends at a state without successors, won
 * or lost.
 */
function alongWalks<S>(
  model: Model<S>,
  seed: number,
  check: (codec: ReturnType<Model<S>["codec"]>, s: S, bytes: Uint8Array) => readonly Successor<S>[],
): void {
  fc.assert(
    fc.property(fc.array(fc.nat(), { maxLength: 6 }), (picks) => {
      const codec = model.codec();
      let s = model.start;
      for (const pick of picks) {
        const a = check(codec, s, packed(codec, s));
        if (a.length === 0 || model.won(s) || model.lost(s)) break;
        s = a[pick % a.length].state;
      }
    }),
    fuzzed({ seed, numRuns: 12 }),
  );
}

describe("the state store", () => {
  test("two different states with the same hash are both kept; the same bytes again are not", () => {
    const store = new StateStore(() => 7);
    const w = new Writer();
    const put = (...xs: number[]) => {
      w.reset();
      for (const x of xs) w.u8(x);
      return store.add(w, 0, 0);
    };
    expect([put(1, 2, 3), put(1, 2, 4), put(1, 2), put(1, 2, 3), put(1, 2, 4)]).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
    expect(store.size).toBe(3);
    expect([...store.bytesOf(1)]).toEqual([1, 2, 4]);
  });

  test("states of every length that differ in any one byte are told apart, whatever their place in the arena", () => {
    const store = new StateStore(() => 7); // every state collides: each lookup compares bytes
    const w = new Writer();
    const put = (bytes: number[]) => {
      w.reset();
      for (const b of bytes) w.u8(b);
      return store.add(w, 0, 0);
    };
    for (let length = 1; length <= 11; length++) {
      const base = Array.from({ length }, (_, k) => (k * 37 + length) & 0xff);
      expect(put(base)).toBe(true);
      for (let k = 0; k < length; k++) {
        const other = base.slice();
        other[k] ^= 0x80;
        expect(put(other)).toBe(true);
        expect(put(other)).toBe(false);
      }
      expect(put(base)).toBe(false);
    }
  });

  test("it grows past its first capacity and finds every state again", () => {
    const store = new StateStore();
    const w = new Writer();
    for (let round = 0; round < 2; round++)
      for (let i = 0; i < 5000; i++) {
        w.reset();
        w.u32(i * 7919);
        w.u8(i % 3);
        expect(store.add(w, i, 0)).toBe(round === 0);
      }
    expect(store.size).toBe(5000);
  });

  test("past the size where it stops growing fourfold, every state keeps its bytes and parent and is found again", () => {
    const store = new StateStore();
    const w = new Writer();
    const n = 300_000; // the arena, the per-state arrays and the index each pass 1 MiB
    const put = (i: number) => {
      w.reset();
      w.u32(i * 7919);
      w.u8(i % 3);
      return store.add(w, i, i % 5);
    };
    let wrong = 0;
    for (let i = 0; i < n; i++) if (!put(i)) wrong++;
    for (let i = 0; i < n; i++) if (put(i) || store.lastFound !== i) wrong++;
    for (let i = 0; i < n; i += 997) {
      const r = new Reader(store.bytesOf(i), 0);
      if (
        r.u32() !== (i * 7919) >>> 0 ||
        r.u8() !== i % 3 ||
        store.parent[i] !== i ||
        store.action[i] !== i % 5
      )
        wrong++;
    }
    expect({ wrong, size: store.size }).toEqual({ wrong: 0, size: n });
    expect(store.heldBytes()).toBeGreaterThan(4 << 20);
  });
});

describe("a store told how many states its search holds (issue 13 item 4)", () => {
  /** A store expecting `expected` states, filled with `n` distinct states of 5 or 9 bytes: the arrays it moved to on each add. */
  function fill(expected: number | null, n: number) {
    const store = new StateStore();
    if (expected !== null) store.expect(expected);
    const w = new Writer();
    const put = (i: number) => {
      w.reset();
      w.u32(i * 7919);
      w.u8(i % 3);
      if (i % 4 === 0) w.u32(i);
      return store.add(w, i, i % 5);
    };
    const arenas = new Set<Uint8Array>();
    const offsets = new Set<Int32Array>();
    let wrong = 0;
    for (let i = 0; i < n; i++) {
      if (!put(i)) wrong++;
      if (store.size > RESERVE_FROM) arenas.add(store.arena) && offsets.add(store.offset);
    }
    for (let i = 0; i < n; i++) if (put(i) || store.lastFound !== i || store.parent[i] !== i) wrong++;
    return { store, wrong, moves: [arenas.size - 1, offsets.size - 1] };
  }

  test("past RESERVE_FROM states its arena and per-state arrays move once, to room for all of them, and every state is found again", () => {
    const n = RESERVE_FROM * 8;
    const reserved = fill(n, n);
    expect({ wrong: reserved.wrong, size: reserved.store.size, moves: reserved.moves }).toEqual({
      wrong: 0,
      size: n,
      moves: [1, 1],
    });
    // Without being told, the same states move the arena and the per-state arrays again and again.
    const [arena, offset] = fill(null, n).moves;
    expect(arena + offset).toBeGreaterThan(4);
  });

  test("a search larger than it was told grows past it and loses nothing", () => {
    const { store, wrong } = fill(RESERVE_FROM + 10, RESERVE_FROM * 2);
    expect({ wrong, size: store.size }).toEqual({ wrong: 0, size: RESERVE_FROM * 2 });
  });

  test("a number of states that is not a finite number of at least 0 is refused, naming it", () => {
    const store = new StateStore();
    expect(() => store.expect(-1)).toThrow(
      "StateStore.expect: states must be a finite number of at least 0, got -1",
    );
    expect(() => store.expect(Number.NaN)).toThrow("got NaN");
  });
});

describe("every level searches alike whatever the hash", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: a hash that sends every state to one slot gives the same result`, () => {
      const model = modelOf(def, content);
      const bound = { maxStates: 600 };
      expect(strip(solve(model, { ...bound, hash: () => 1 }))).toEqual(strip(solve(model, bound)));
    });
});

describe("a state's bytes are the state", () => {
  for (const { path, def } of shippedLevels())
    test(`${path}: along random walks, a decoded state packs to the same bytes, hashes alike and has the same successors`, () => {
      const model = modelOf(def, content);
      alongWalks(model, 13, (codec, s, bytes) => {
        const back = codec.decode(new Reader(bytes, 0));
        expect(packed(codec, back)).toEqual(bytes);
        expect(model.hash(back)).toBe(model.hash(s));
        const a = model.successors(s);
        const b = model.successors(back);
        expect(b.map((x) => [x.action, model.hash(x.state)])).toEqual(
          a.map((x) => [x.action, model.hash(x.state)]),
        );
        return a;
      });
    });

  for (const { path, def } of [
    ...shippedLevels(),
    { path: "open field (100 cells: 4 bytes an object)", def: openField },
  ])
    test(`${path}: along random walks, expanding a state's bytes in place visits its successors, in order, with their numbers and actions`, () => {
      const model = modelOf(def, content);
      alongWalks(model, 31, (codec, s, bytes) => {
        const visited: [number, PlayerAction, number[]][] = [];
        codec.expand(new Reader(bytes, 0), (child, j, action) => {
          visited.push([j, action, [...packed(codec, child)]]);
        });
        const a = model.successors(s);
        expect(visited).toEqual(a.map((x, j) => [j, x.action, [...packed(codec, x.state)]]));
        // the state is put back after each successor: the same bytes expand alike again
        const again: number[] = [];
        codec.expand(new Reader(bytes, 0), (_, j) => again.push(j));
        expect(again).toEqual(a.map((_, j) => j));
        return a;
      });
    });

  for (const { path, def } of shippedLevels())
    test(`${path}: the script of a walk's successor numbers (scriptOf, by the codec) is the walk's actions as \`successors\` lists them`, () => {
      const model = modelOf(def, content);
      fc.assert(
        fc.property(fc.array(fc.nat(), { maxLength: 8 }), (picks) => {
          const steps: number[] = [];
          const actions: PlayerAction[] = [];
          let s = model.start;
          for (const pick of picks) {
            const a = model.successors(s);
            if (a.length === 0 || model.won(s) || model.lost(s)) break;
            steps.push(pick % a.length);
            actions.push(a[pick % a.length].action);
            s = a[pick % a.length].state;
          }
          expect(scriptOf(model, steps)).toEqual(actions);
        }),
        fuzzed({ seed: 47, numRuns: 12 }),
      );
    });

  test("a board with many text objects (more than the decoder's first buffer holds) decodes with its rules, and expands as it steps", () => {
    const base = shippedLevels().find((l) => !l.def.cards && l.def.objects.length > 0)!.def;
    const extra = Array.from({ length: 60 }, (_, i) => ({
      kind: ["text:ROCK", "text:IS", "text:PUSH"][i % 3],
      x: i % 3,
      y: base.height - 1,
    }));
    const model = modelOf({ ...base, objects: [...base.objects, ...extra] }, content);
    const codec = model.codec();
    const start = model.start as Level;
    const bytes = packed(codec, start);
    const back = codec.decode(new Reader(bytes, 0)) as Level;
    expect(back.inForce.rules).toEqual(start.inForce.rules);
    expect(back.inForce.rules).toContain("ROCK IS PUSH");
    expect(packed(codec, back)).toEqual(bytes);
    const visited: number[][] = [];
    codec.expand(new Reader(bytes, 0), (child) => visited.push([...packed(codec, child)]));
    expect(visited).toEqual(model.successors(start).map((x) => [...packed(codec, x.state)]));
  });

  test("states that differ pack to different bytes, states reached twice to the same", () => {
    const model = modelOf(shippedLevels().find((l) => l.path.includes("baba-conversion"))!.def, content);
    const codec = model.codec();
    const [up, down] = model.successors(model.start);
    const back = model.successors(up.state).find((x) => x.action.type === "step" && x.action.dir === "down")!;
    expect(packed(codec, up.state)).not.toEqual(packed(codec, down.state));
    expect(model.hash(back.state) === model.hash(model.start)).toBe(
      packed(codec, back.state).join() === packed(codec, model.start).join(),
    );
  });

  test("an object's facing is in its bytes: boards differing only in one facing are distinct states, and decode with it", () => {
    const base = shippedLevels().find((l) => !l.def.cards && l.def.objects.length > 0)!.def;
    const dirs = ["right", "up", "left", "down"] as const;
    const models = dirs.map((dir) =>
      modelOf({ ...base, objects: base.objects.map((o, i) => (i === 0 ? { ...o, dir } : o)) }, content),
    );
    const codec = models[0].codec();
    const store = new StateStore(() => 1);
    dirs.forEach((_, f) => {
      const level = models[f].start as Level;
      const w = new Writer();
      codec.encode(level, w);
      expect(store.add(w, 0, 0)).toBe(true);
      const back = codec.decode(new Reader(w.bytes.slice(0, w.length), 0)) as typeof level;
      expect(back.facing.slice(0, back.nextId)).toEqual(level.facing.slice(0, level.nextId));
      expect(back.facing[0]).toBe(f);
    });
    expect(store.size).toBe(4);
  });
});
