/**
 * The FEAR take (docs/rules.md §5.4): FEAR moves in a take of its own, the game's take 7
 * (FofoFromBaba/baba-is-you-parsers-plus Lua/movement.lua `movecommand`: YOU, MOVE, the four NUDGE takes,
 * FEAR, SHIFT), each fleeing object turned and moved the way `findfears` (Lua/tools.lua) gives, as many
 * steps as the most feared side weighs. Exact boards (`kind@x,y facing`, oldest first), the takes as
 * data, the weighing of sides, SLEEP, WEAK, the journal and the log, and a seeded property against a
 * literal model of take 7.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { FACINGS } from "../../src/engine/grid";
import { takeActs } from "../../src/engine/grid/take-movers";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";
import { idOf, map, thingsFacing as things, walledBoard } from "./builder";

/** The level of `def`, its objects of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, dir: "up" | "down" | "left" | "right"): LevelDef {
  return { ...def, objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o)) };
}

/** `def` after one wait (with `takes` as the level's takes, when given). */
function waited(def: LevelDef, takes?: Baba["state"]["takes"]): Baba {
  const b = newBaba(def);
  if (takes) b.state.takes = takes;
  b.step("wait");
  return b;
}

describe("FEAR: its place among the takes (after MOVE and NUDGE, before SHIFT)", () => {
  it("MOVE first: a STOP MOVE rock takes the cell a fleeing keke wanted; the keke, blocked, stays facing away", () => {
    const def = map("ROCK IS MOVE", "ROCK IS STOP", "KEKE FEAR BABA", "rock . keke baba");
    expect(things(waited(def))).toEqual(["rock@1,3 right", "keke@2,3 left", "baba@3,3 right"]);
  });

  it("the order is data: FEAR listed before MOVE, the keke takes the cell and the rock turns back", () => {
    const def = map("ROCK IS MOVE", "ROCK IS STOP", "KEKE FEAR BABA", "KEKE IS STOP", "rock . keke baba");
    const takes = [
      "YOU",
      "FEAR",
      "MOVE",
      "NUDGERIGHT",
      "NUDGEUP",
      "NUDGELEFT",
      "NUDGEDOWN",
      "SHIFT",
    ] as const;
    expect(things(waited(def, [...takes]))).toEqual(["rock@0,4 left", "keke@1,4 left", "baba@3,4 right"]);
  });

  it("NUDGE before FEAR: a nudged rock pushes a box beside the keke, which flees it in the same turn", () => {
    const def = map("ROCK IS NUDGERIGHT", "BOX IS PUSH", "KEKE FEAR BOX", "rock box . keke .");
    expect(things(waited(def))).toEqual(["rock@1,3 right", "box@2,3 right", "keke@4,3 right"]);
  });

  it("FEAR before SHIFT: the keke flees onto a belt, which carries it on and turns it, in one turn", () => {
    const def = facing(map("BELT IS SHIFT", "KEKE FEAR BABA", ". . .", "baba keke belt"), "belt", "up");
    expect(things(waited(def))).toEqual(["baba@0,3 right", "keke@2,2 up", "belt@2,3 up"]);
  });

  it("without a FEAR take in the list nothing flees; without a FEAR rule the take does not act", () => {
    const def = map("KEKE FEAR BABA", ". keke baba");
    expect(things(waited(def, ["YOU", "MOVE", "SHIFT"]))).toEqual(["keke@1,1 right", "baba@2,1 right"]);
    expect(takeActs(newBaba(def).state.inForce, 0, true, -1)).toBe(true);
    expect(takeActs(newBaba(def).state.inForce, 0, false, -1)).toBe(false); // FEAR makes no other take act
    expect(takeActs(newBaba(map("KEKE IS MOVE", ". keke baba")).state.inForce, 0, true, -1)).toBe(false);
  });
});

describe("FEAR: the way and the steps (findfears)", () => {
  it("each listing finding its Y on a side weighs it: KEKE FEAR BABA twice, a baba on its left: two steps right", () => {
    const def = map("KEKE FEAR BABA", "KEKE FEAR BABA", ". . . . .", "baba keke . . .");
    expect(things(waited(def))).toEqual(["baba@0,3 right", "keke@3,3 right"]);
  });

  it("a baba and a rock on one side weigh two: the keke flees two steps", () => {
    const def = map("KEKE FEAR BABA", "KEKE FEAR ROCK", ". . . . .", "baba+rock keke . . .");
    expect(things(waited(def))).toEqual(["baba@0,3 right", "rock@0,3 right", "keke@3,3 right"]);
  });

  it("the way is from the last side found, walking from behind it (the game's resultdir), whatever its weight", () => {
    // facing right: the sides walked left, down, right, up; the baba (weight 2) left, the rock (1) right:
    // the rock is found last, so it goes left, two steps (the baba no STOP: it passes over it)
    const rows = ["KEKE FEAR BABA", "KEKE FEAR BABA", "KEKE FEAR ROCK", ". . . . .", ". . baba keke rock"];
    expect(things(waited(map(...rows)))).toEqual(["baba@2,4 right", "keke@1,4 left", "rock@4,4 right"]);
  });

  it("sides that tie: ahead if free, else right of it, then left of it, then behind; none free: it stays as it faces", () => {
    const tie = (dir: "up" | "down" | "left" | "right", ...rows: string[]) =>
      things(waited(facing(map("KEKE FEAR BABA", "WALL IS STOP", ...rows), "keke", dir)));
    expect(tie("up", ". . .", "baba keke baba", ". . .")).toEqual([
      "baba@0,3 right",
      "keke@1,2 up", // ahead (up) free
      "baba@2,3 right",
    ]);
    expect(tie("right", ". . .", "baba keke baba", ". . .")).toEqual([
      "baba@0,3 right",
      "keke@1,4 down", // ahead (right) feared once: right of it (down), though left of it (up) is free too
      "baba@2,3 right",
    ]);
    expect(tie("up", ". wall .", "baba keke baba", ". . .")).toEqual([
      "wall@1,2 right",
      "baba@0,3 right",
      "keke@1,4 down", // ahead blocked; right of it (right) and left of it (left) feared; behind (down)
      "baba@2,3 right",
    ]);
    expect(tie("up", ". wall .", "baba keke baba", ". wall .")).toEqual([
      "wall@1,2 right",
      "baba@0,3 right",
      "keke@1,3 up", // every way feared or blocked: it neither turns nor moves
      "baba@2,3 right",
      "wall@1,4 right",
    ]);
  });

  it("a PHANTOM keke's way is always free: tied, it goes ahead through the wall", () => {
    const rows = ["KEKE FEAR BABA", "WALL IS STOP", "KEKE IS PHANTOM", ". wall .", "baba keke baba"];
    expect(things(waited(facing(map(...rows), "keke", "up")))).toEqual([
      "wall@1,3 right",
      "baba@0,4 right",
      "keke@1,3 up",
      "baba@2,4 right",
    ]);
  });

  it("a MOVE keke flees after its MOVE step, in the FEAR take, from where it then stands", () => {
    const def = map("KEKE IS MOVE", "KEKE FEAR BABA", ". . . . .", "keke . baba . .");
    expect(things(waited(def))).toEqual(["keke@0,3 left", "baba@2,3 right"]);
  });
});

describe("FEAR: stacking, SLEEP, WEAK", () => {
  it("two kekes stacked beside a baba flee together, one step each", () => {
    const def = map("KEKE FEAR BABA", ". . . .", ". keke+keke baba .");
    expect(things(waited(def))).toEqual(["keke@0,2 left", "keke@0,2 left", "baba@2,2 right"]);
  });

  it("the fleeing objects move together: an older keke blocked by a STOP keke is tried again once that one has fled", () => {
    const def = map("KEKE FEAR BABA", "KEKE IS STOP", ". baba . .", ". keke . .", "baba keke . .");
    expect(things(waited(def))).toEqual([
      "baba@1,2 right",
      "keke@1,4 down",
      "baba@0,4 right",
      "keke@2,4 right",
    ]);
  });

  it("SLEEP: a sleeping keke a NUDGE take brought a baba beside neither turns nor moves", () => {
    const def = map("KEKE IS SLEEP", "BABA IS NUDGELEFT", "KEKE FEAR BABA", "keke . baba .");
    expect(things(waited(def))).toEqual(["keke@0,3 right", "baba@1,3 right"]);
    const awake = map("BABA IS NUDGELEFT", "KEKE FEAR BABA", ". keke . baba");
    expect(things(waited(awake))).toEqual(["keke@0,2 left", "baba@2,2 right"]); // the baba nudged beside: it flees
  });

  it("WEAK: a fleeing keke blocked by a wall is destroyed", () => {
    const def = map("KEKE FEAR BABA", "KEKE IS WEAK", "WALL IS STOP", "wall keke baba");
    expect(things(waited(def))).toEqual(["wall@0,3 right", "baba@2,3 right"]);
  });
});

describe("FEAR: journal, log and undo", () => {
  it("Turned then Moved, both naming the FEAR rule; the log line; undo gives the board back", () => {
    const def = map("KEKE FEAR BABA", "BABA IS YOU", ". . .", ". keke baba");
    const s = new Session(def, repositoryContent());
    for (const a of parseScript(".")) expect(s.apply(a).type).toBe("done");
    const keke = idOf(def, "keke");
    const lines = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(lines).toContain(`Keke #${keke} moved left to (0, 3): KEKE FEAR BABA`);
    const b = newBaba(def);
    const before = things(b);
    b.step("wait");
    const recs = b.journal().records.filter((r) => r.type === "Moved" || r.type === "Turned");
    expect(
      recs.map((r) => [r.type, r.id, "rule" in r && typeof r.rule === "object" ? r.rule?.rule : null]),
    ).toEqual([
      ["Turned", keke, null],
      ["Moved", keke, "KEKE FEAR BABA"],
    ]);
    b.undo();
    expect(things(b)).toEqual(before);
  });
});

/** A thing of the model: kind, place, facing (FACINGS' index). */
interface Obj {
  kind: string;
  x: number;
  y: number;
  f: number;
}
const DX = [1, 0, -1, 0];
const DY = [0, -1, 0, 1];
type Props = Readonly<Record<string, { push: boolean; stop: boolean }>>;

/**
 * A literal model of take 7 on a board of things (no text in reach: a wall row keeps it apart), where
 * kekes fear: `listings` is, per listing of a `KEKE FEAR …` rule, the kind it fears. As the game's take
 * builds its list: each keke, oldest first, weighs each side (the listings whose kind is on that cell),
 * walks the sides from behind it keeping the last found (turned around) and the most weight; a tie tries
 * ahead, right, left, behind for a side not feared once and free (the edge or a STOP not PUSH blocks,
 * PUSH goes on); it turns that way. Then each fleeing keke steps once per sub-take (as many as its
 * weight) along its facing, trying in turn and again while any moved; an object moves at most once per
 * sub-take and one moved in it is passed over; a PUSH chain is pushed and faces the way; blocked, it stays.
 */
function model(objs: Obj[], w: number, h: number, props: Props, listings: readonly string[]): Obj[] {
  const p = (o: Obj) => props[o.kind] ?? { push: false, stop: o.kind === "wall" };
  const at = (x: number, y: number) => objs.flatMap((o, j) => (o.x === x && o.y === y ? [j] : []));
  const free = (i: number, d: number): boolean => {
    let [x, y] = [objs[i].x, objs[i].y];
    for (;;) {
      x += DX[d];
      y += DY[d];
      if (x < 0 || y < 0 || x >= w || y >= h) return false;
      const here = at(x, y);
      if (here.some((j) => p(objs[j]).stop && !p(objs[j]).push)) return false;
      if (!here.some((j) => p(objs[j]).push)) return true;
    }
  };
  const fleeing: number[] = [];
  const steps: number[] = [];
  objs.forEach((o, i) => {
    if (o.kind !== "keke") return;
    const weight = [0, 1, 2, 3].map((d) => {
      const kinds = at(o.x + DX[d], o.y + DY[d]).map((j) => objs[j].kind);
      return listings.filter((k) => kinds.includes(k)).length;
    });
    let way = -1;
    let most = 0;
    for (const d of [2, 3, 0, 1].map((j) => (o.f + j) % 4))
      if (weight[d] > 0) {
        way = (d + 2) % 4;
        most = Math.max(most, weight[d]);
      }
    if (most === 0) return;
    if (weight.filter((v) => v === most).length > 1)
      way =
        [0, 3, 1, 2].map((t) => (o.f + t) % 4).find((d) => !(most === 1 && weight[d] === 1) && free(i, d)) ??
        -1;
    if (way < 0) return;
    o.f = way;
    fleeing.push(i);
    steps.push(most);
  });
  for (let s = 0; s < Math.max(0, ...steps); s++) {
    const moved = new Set<number>();
    let pending = fleeing.filter((_i, n) => steps[n] > s);
    for (;;) {
      const blocked: number[] = [];
      for (const i of pending) {
        if (moved.has(i)) continue;
        const dir = objs[i].f;
        const chain = [i];
        let [x, y] = [objs[i].x, objs[i].y];
        let ok = true;
        for (;;) {
          x += DX[dir];
          y += DY[dir];
          if (x < 0 || y < 0 || x >= w || y >= h) {
            ok = false;
            break;
          }
          const here = at(x, y).filter((j) => !moved.has(j));
          const pushed = here.filter((j) => p(objs[j]).push);
          if (here.some((j) => p(objs[j]).stop && !p(objs[j]).push)) ok = false;
          if (!ok || pushed.length === 0) break;
          chain.push(...pushed);
        }
        if (!ok) {
          blocked.push(i);
          continue;
        }
        for (const j of chain) {
          objs[j].x += DX[dir];
          objs[j].y += DY[dir];
          objs[j].f = dir;
          moved.add(j);
        }
      }
      if (blocked.length === 0 || blocked.length === pending.length) break;
      pending = blocked;
    }
  }
  return objs;
}

describe("FEAR against a literal model of take 7", () => {
  const KINDS = ["keke", "baba", "rock", "box"] as const;
  const kindProps = fc.record({ push: fc.boolean(), stop: fc.boolean() });
  it("random small boards: the things and their facings, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps, kindProps),
        fc.array(fc.constantFrom("baba", "rock"), { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 })),
          { maxLength: 12 },
        ),
        (ps, listings, w, h, placed) => {
          const rows: string[] = ["WALL IS STOP"];
          const props: Record<string, { push: boolean; stop: boolean }> = {};
          for (const k of listings) rows.push(`KEKE FEAR ${k.toUpperCase()}`);
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            if (ps[i].push) rows.push(`${k.toUpperCase()} IS PUSH`);
            if (ps[i].stop) rows.push(`${k.toUpperCase()} IS STOP`);
          });
          const width = Math.max(w, 4);
          const { def, below: things0, walls } = walledBoard(rows, width, h, placed, KINDS);
          const top = rows.length; // (the walls' row on the board)
          const b = newBaba(def);
          const before = things(b);
          const out = model([...walls, ...things0], width, h + 1, props, listings);
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
