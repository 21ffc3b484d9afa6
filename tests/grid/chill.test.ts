/**
 * CHILL (docs/rules.md §5.4; the game's later `Lua/movement.lua`, `movecommand` take 2 and
 * `add_moving_units("chill", …)`): a listed property whose holders join MOVE's take. As the take begins each
 * holder not SLEEP draws a facing from the level's seed (one draw per holder, oldest first: random.ts
 * `nextRandom(level, 4)`, right, up, left, down) and turns to it, then steps as a MOVE object: the retries,
 * turning around when blocked, staying when blocked again, a WEAK one destroyed; listed after the MOVE
 * objects; n listings are n steps. The draws of a seed are stated where a board is exact (seed 0: left,
 * 1: down, 2: up, 4: right); a seeded property checks every board against a literal model of take 2.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import { buildLexicon } from "../../src/content/words-check";
import * as grid from "../../src/engine/grid";
import { FACINGS } from "../../src/engine/grid";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { nextRandom } from "../../src/engine/grid/random";
import { ACTS } from "../../src/engine/grid/turn-plan";
import { type Baba, babaOf, type LevelDef } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { fuzzed } from "../fuzz";
import { idOf, map, thingsFacing as things } from "./builder";

/** `def` loaded with the game's words and turn, its seed `seed`, with a journal. */
const seeded = (def: LevelDef, seed: number): Baba =>
  babaOf(grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, seed, journal: true }));

/** The things of `def` after one wait under seed `seed`. */
function waited(def: LevelDef, seed: number): string[] {
  const b = seeded(def, seed);
  b.step("wait");
  return things(b);
}

/** The seed after `n` draws from `seed`. */
function drawn(seed: number, n: number): number {
  const l = { seed } as grid.Level;
  for (let i = 0; i < n; i++) nextRandom(l, 4);
  return l.seed;
}

/** The level of `def`, its objects of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, dir: "up" | "down" | "left" | "right"): LevelDef {
  return { ...def, objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o)) };
}

/** A rock in the middle of an open 7 × 7 field under the rules `rules` (rows above it). */
const field = (...rules: string[]) =>
  map(...rules, ...[0, 1, 2, 3, 4, 5, 6].map((y) => (y === 3 ? ". . . rock . . ." : ". . . . . . .")));

describe("CHILL: a drawn facing, then a step", () => {
  it.each([
    [0, "rock@2,4 left"],
    [1, "rock@3,5 down"],
    [2, "rock@3,3 up"],
    [4, "rock@4,4 right"],
  ])("seed %i: the rock turns to its draw and steps that way; one draw", (seed, after) => {
    const b = seeded(field("ROCK IS CHILL"), seed);
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([[after], drawn(seed, 1)]);
  });

  it("any seed: one step to a neighbouring cell, facing it, and one draw a turn", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), (seed) => {
        const b = seeded(field("ROCK IS CHILL"), seed);
        const rock = idOf(field("ROCK IS CHILL"), "rock");
        for (let t = 1; t <= 2; t++) {
          const [x, y] = b.posOf(rock)!;
          b.step("wait");
          const [nx, ny] = b.posOf(rock)!;
          const f = FACINGS.indexOf(b.facingOf(rock)!);
          expect([nx - x, ny - y]).toEqual([[1, 0, -1, 0][f], [0, -1, 0, 1][f]]);
          expect(b.state.seed).toBe(drawn(seed, t));
        }
      }),
      fuzzed({ seed: 5_150, numRuns: 200 }),
    );
  });
});

describe("CHILL: blocked, it turns around as MOVE does", () => {
  const corridor = (row: string, ...rules: string[]) =>
    map(...rules, "WALL IS STOP", "wall wall wall wall", row, "wall wall wall wall");
  it.each([
    [0, "rock@1,3 right"], // left: the edge; turned around, it steps right
    [2, "rock@0,3 down"], // up: a wall; turned down, a wall again: it stays, facing down
    [4, "rock@1,3 right"], // right: free
  ])("seed %i at the corridor's end: %s", (seed, rock) => {
    const out = waited(corridor("rock . . .", "ROCK IS CHILL"), seed);
    expect(out.filter((t) => t.startsWith("rock"))).toEqual([rock]);
  });

  it("a WEAK holder walled in on all sides is destroyed, whatever it draws", () => {
    for (const seed of [0, 1, 2, 4])
      expect(
        waited(corridor("rock wall . .", "ROCK IS CHILL AND WEAK"), seed).filter((t) => t.startsWith("rock")),
      ).toEqual([]);
  });

  it("a PUSH chain: pushed ahead (after turning back from the edge), the boxes face its way", () => {
    const def = corridor("rock box box .", "ROCK IS CHILL", "BOX IS PUSH");
    const only = (seed: number) => waited(def, seed).filter((t) => !t.startsWith("wall"));
    expect(only(0)).toEqual(["rock@1,4 right", "box@2,4 right", "box@3,4 right"]);
    expect(only(2)).toEqual(["rock@0,4 down", "box@1,4 right", "box@2,4 right"]);
  });
});

describe("CHILL: listings, MOVE, SLEEP, conditions, NOT", () => {
  it("two listings: two steps the drawn way, one draw", () => {
    const b = seeded(field("ROCK IS CHILL AND CHILL"), 4);
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([["rock@5,4 right"], drawn(4, 1)]);
  });

  it("MOVE and CHILL: it turns to its draw and takes a MOVE step and a CHILL step that way", () => {
    expect(waited(field("ROCK IS MOVE AND CHILL"), 2)).toEqual(["rock@3,2 up"]);
  });

  it("a SLEEP holder neither turns nor moves, and draws nothing", () => {
    const b = seeded(field("ROCK IS CHILL AND SLEEP"), 2);
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([["rock@3,4 right"], 2]);
  });

  it("a conditional rule: only the rock near the baba chills, and only it draws", () => {
    const def = map("ROCK NEAR BABA IS CHILL", ". . . . . . .", ". rock baba . . . rock", ". . . . . . .");
    const b = seeded(def, 1);
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([
      ["rock@1,3 down", "baba@2,2 right", "rock@6,2 right"],
      drawn(1, 1),
    ]);
  });

  it("X IS NOT CHILL takes it away: nothing moves or draws, and the movement phase has nothing to do", () => {
    const def = field("ROCK IS CHILL", "ROCK IS NOT CHILL");
    const b = seeded(def, 4);
    const acts = (x: Baba) => ACTS.move(x.state.inForce, bitsOf(x.state.lexicon), x.state.lexicon);
    expect(acts(b)).toBe(false);
    expect(acts(seeded(field("ROCK IS CHILL"), 4))).toBe(true);
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([["rock@3,5 right"], 4]);
  });
});

describe("CHILL: its place in MOVE's take", () => {
  it("the MOVE objects act first, then the CHILL holders, whatever their age", () => {
    // rock (older, CHILL, draws right) and keke (MOVE, facing left) both push the box: keke first pushes it left onto the rock's cell
    const def = facing(
      map(
        "ROCK IS CHILL",
        "KEKE IS MOVE",
        "BOX IS PUSH",
        "WALL IS STOP",
        "wall wall wall",
        "rock box keke",
        "wall wall wall",
      ),
      "keke",
      "left",
    );
    expect(waited(def, 4).filter((t) => !t.startsWith("wall"))).toEqual([
      "rock@1,5 right",
      "box@0,5 left",
      "keke@1,5 left",
    ]);
  });

  it("a CHILL holder that fears takes its CHILL step in MOVE's take and flees later, in FEAR's take, from where it stands then", () => {
    const top = ["ROCK IS CHILL", "ROCK FEAR BABA", "KEKE IS MOVE", ". . . . . . ."];
    const bottom = [". . . . . . .", "keke . . . . . ."];
    // seed 2 draws up: the rock steps from (2, 5) to (2, 4) in MOVE's take, with the MOVE keke
    // a baba beside it as the turn begins, none after its CHILL step: it does not flee
    const before = map(...top, ". . . . . . .", ". baba rock . . . .", ...bottom);
    expect(waited(before, 2)).toEqual(["baba@1,5 right", "rock@2,4 up", "keke@1,7 right"]);
    // none beside it as the turn begins, one beside it after its CHILL step: it flees in the FEAR take
    const after = map(...top, ". baba . . . . .", ". . rock . . . .", ...bottom);
    expect(waited(after, 2)).toEqual(["baba@1,4 right", "rock@3,4 right", "keke@1,7 right"]);
  });

  it("the takes are data: a level whose list leaves MOVE out does not chill, nor draw", () => {
    const b = seeded(field("ROCK IS CHILL"), 4);
    b.state.takes = ["YOU", "SHIFT"];
    b.step("wait");
    expect([things(b), b.state.seed]).toEqual([["rock@3,4 right"], 4]);
  });
});

describe("CHILL: the seed, undo, copies, the solver", () => {
  it("the same seed gives the same walk; other seeds other walks", () => {
    const walk = (seed: number) => {
      const b = seeded(field("ROCK IS CHILL"), seed);
      return Array.from({ length: 6 }, () => {
        b.step("wait");
        return things(b)[0];
      }).join(" ");
    };
    expect(walk(9)).toBe(walk(9));
    expect(new Set([0, 1, 2, 3, 4, 5].map(walk)).size).toBeGreaterThan(1);
  });

  it("undo gives back the place, the facing and the seed; a copy and the hash carry the seed", () => {
    const b = seeded(field("ROCK IS CHILL"), 2);
    const before = [things(b), b.state.seed, grid.hashLevel(b.state)];
    b.step("wait");
    const copy = grid.cloneLevel(b.state);
    expect([copy.seed, grid.hashLevel(copy)]).toEqual([b.state.seed, grid.hashLevel(b.state)]);
    expect(b.undo()).toBe(true);
    expect([things(b), b.state.seed, grid.hashLevel(b.state)]).toEqual(before);
  });

  it("a level without CHILL never draws: its seed stays through MOVE, YOU and waits", () => {
    const b = seeded(map("ROCK IS MOVE", "BABA IS YOU", ". rock . .", "baba . . ."), 123);
    for (const d of ["right", "wait", "up", "wait"] as const) b.step(d);
    expect(b.state.seed).toBe(123);
  });

  it("the solver's codec carries the seed and the drawn facings", () => {
    const def = field("ROCK IS CHILL");
    const level = grid.createLevel(def, LEXICON, { ...LEVEL_CONFIG, seed: 7 });
    grid.step(level, "wait");
    const w = new Writer();
    const codec = modelOf(def, repositoryContent()).codec();
    codec.encode(level, w);
    const back = codec.decode(new Reader(w.bytes.slice(0, w.length), 0)) as grid.Level;
    expect([back.seed, grid.hashLevel(back)]).toEqual([level.seed, grid.hashLevel(level)]);
    grid.step(back, "wait");
    grid.step(level, "wait");
    expect(grid.hashLevel(back)).toBe(grid.hashLevel(level));
  });

  it("a lexicon without the word: the rules cannot give it, nothing draws, nothing throws", () => {
    const lex = buildLexicon(
      {
        words: [
          { word: "ROCK", class: "noun" },
          { word: "TEXT", class: "noun", meta: true },
          { word: "IS", class: "verb" },
          { word: "MOVE", class: "property" },
        ],
      },
      "no-chill.json",
    );
    const level = grid.createLevel(map("ROCK IS MOVE", ". rock ."), lex, { ...LEVEL_CONFIG, seed: 5 });
    grid.step(level, "wait");
    expect([grid.posOf(level, 3), level.seed]).toEqual([[2, 1], 5]);
  });
});

describe("CHILL: journal and log", () => {
  it("the journal: Turned by its CHILL rule, then Moved naming the rule", () => {
    const def = field("ROCK IS CHILL");
    const rock = idOf(def, "rock");
    const b = seeded(def, 2);
    b.step("wait");
    const j = b.journal();
    const recs = j.records.flatMap((r, i) =>
      ["Moved", "Turned"].includes(r.type) ? [[r, j.causes[i]] as const] : [],
    );
    expect(
      recs.map(([r, c]) => ({
        ...r,
        rule: "rule" in r && typeof r.rule === "object" ? r.rule?.rule : undefined,
        cause: c.kind === "rule" ? c.rule.rule : c.kind,
      })),
    ).toEqual([
      { type: "Turned", id: rock, from: "right", to: "up", rule: undefined, cause: "ROCK IS CHILL" },
      { type: "Moved", id: rock, dir: "up", from: [3, 4], to: [3, 3], rule: "ROCK IS CHILL", cause: "move" },
    ]);
  });

  it("the log names the rule for the turn and the step", () => {
    const def = map("ROCK IS CHILL", "BABA IS YOU", ". . . . .", ". . rock . .", "baba . . . ."); // (seed 0: left)
    const s = new Session(def, repositoryContent());
    for (const a of parseScript("w")) expect(s.apply(a).type).toBe("done");
    const lines = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    const rock = idOf(def, "rock");
    expect(lines).toContain(`Rock #${rock} turned left: ROCK IS CHILL`);
    expect(lines).toContain(`Rock #${rock} moved left to (1, 3): ROCK IS CHILL`);
  });
});

/** A thing of the model: kind, column, facing (FACINGS' index). */
interface Obj {
  kind: string;
  x: number;
  f: number;
}
/** What the rules give a kind of the model: its MOVE and CHILL listings, PUSH, STOP, SLEEP. */
interface Props {
  move: number;
  chill: number;
  push: boolean;
  stop: boolean;
  sleep: boolean;
}

/**
 * A literal model of take 2 (the game's `movecommand`, MOVE and CHILL) on one row of things with a STOP wall
 * row above and the edge below, so an object steps only along the row and a step up or down is blocked:
 * the MOVE objects not SLEEP (id order), then the CHILL ones not listed yet; each CHILL one not SLEEP draws
 * its facing (id order, one draw each) before any moves; an object takes one step per listing of MOVE and
 * of CHILL, one sub-take each; in a sub-take each tries in turn, the blocked ones again while any moved;
 * then the still blocked turn around and try again so; an object moves at most once per sub-take and one
 * moved in it is passed over; a chain of PUSH objects is pushed (facing the way), a STOP one (not PUSH) or
 * the edge blocks. Returns the things and the seed.
 */
function model(
  objs: Obj[],
  w: number,
  props: Readonly<Record<string, Props>>,
  seed: number,
): [Obj[], number] {
  const p = (o: Obj) => props[o.kind];
  const awake = objs.map((o) => !p(o).sleep);
  const steps = objs.map((o, i) => (awake[i] ? p(o).move + p(o).chill : 0));
  const ids = objs.map((_o, i) => i);
  const list = [
    ...ids.filter((i) => awake[i] && p(objs[i]).move > 0),
    ...ids.filter((i) => awake[i] && p(objs[i]).move === 0 && p(objs[i]).chill > 0),
  ];
  const rnd = { seed } as grid.Level;
  for (const i of ids) if (awake[i] && p(objs[i]).chill > 0) objs[i].f = nextRandom(rnd, 4);
  const most = Math.max(0, ...steps);
  for (let s = 0; s < most; s++) {
    const moved = new Set<number>();
    const tryAll = (ids0: number[]): number[] => {
      let pending = ids0;
      for (;;) {
        const blocked: number[] = [];
        for (const i of pending) {
          if (moved.has(i)) continue;
          const dir = objs[i].f;
          const dx = dir === 0 ? 1 : dir === 2 ? -1 : 0;
          const chain = [i];
          let x = objs[i].x;
          let ok = dx !== 0; // (up: the wall row; down: the edge)
          while (ok) {
            x += dx;
            if (x < 0 || x >= w) {
              ok = false;
              break;
            }
            const here = objs.flatMap((o, j) => (o.x === x && !moved.has(j) ? [j] : []));
            if (here.some((j) => p(objs[j]).stop && !p(objs[j]).push)) ok = false;
            const pushed = here.filter((j) => p(objs[j]).push);
            if (!ok || pushed.length === 0) break;
            chain.push(...pushed);
          }
          if (!ok) {
            blocked.push(i);
            continue;
          }
          for (const j of chain) {
            objs[j].x += dx;
            objs[j].f = dir;
            moved.add(j);
          }
        }
        if (blocked.length === 0 || blocked.length === pending.length) return blocked;
        pending = blocked;
      }
    };
    const blocked = tryAll(list.filter((i) => steps[i] > s));
    for (const i of blocked) objs[i].f = (objs[i].f + 2) & 3;
    tryAll(blocked);
  }
  return [objs, rnd.seed];
}

describe("CHILL against a literal model of take 2", () => {
  const KINDS = ["rock", "keke", "box"] as const;
  const kindProps = fc.record({
    move: fc.integer({ min: 0, max: 2 }),
    chill: fc.integer({ min: 0, max: 2 }),
    push: fc.boolean(),
    stop: fc.boolean(),
    sleep: fc.boolean(),
  });
  it("random rows: the things, their facings and the seed after two turns, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps),
        fc.integer({ min: 4, max: 7 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(), fc.integer({ min: 0, max: 3 })), {
          maxLength: 8,
        }),
        fc.integer({ min: 0, max: 2 ** 32 - 1 }),
        (ps, width, placed, seed) => {
          const rows: string[] = ["WALL IS STOP"];
          const props: Record<string, Props> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            const noun = k.toUpperCase();
            for (let n = 0; n < ps[i].move; n++) rows.push(`${noun} IS MOVE`);
            for (let n = 0; n < ps[i].chill; n++) rows.push(`${noun} IS CHILL`);
            for (const w of ["PUSH", "STOP", "SLEEP"] as const)
              if (ps[i][w.toLowerCase() as "push" | "stop" | "sleep"]) rows.push(`${noun} IS ${w}`);
          });
          const objects: LevelDef["objects"][number][] = [...map(...rows).objects];
          const top = rows.length;
          for (let x = 0; x < width; x++) objects.push({ kind: "wall", x, y: top });
          const start = objects.length;
          for (const [k, x, f] of placed)
            objects.push({ kind: KINDS[k], x: x % width, y: top + 1, dir: FACINGS[f] });
          const b = seeded({ width, height: top + 2, objects }, seed);
          const before = [things(b), b.state.seed];
          let objs: Obj[] = objects
            .slice(start)
            .map((o) => ({ kind: o.kind, x: o.x, f: FACINGS.indexOf(o.dir ?? "right") }));
          let s = seed;
          const show = (os: Obj[]) => [
            ...Array.from({ length: width }, (_, x) => `wall@${x},${top} right`),
            ...os.map((o) => `${o.kind}@${o.x},${top + 1} ${FACINGS[o.f]}`),
          ];
          for (let t = 0; t < 2; t++) {
            [objs, s] = model(objs, width, props, s);
            b.step("wait");
            expect([things(b), b.state.seed]).toEqual([show(objs), s]);
          }
          b.undo();
          b.undo();
          expect([things(b), b.state.seed]).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_300, numRuns: 300 }),
    );
  });
});
