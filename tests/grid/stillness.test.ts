/**
 * STILL (docs/rules.md §5.4; the game's scripts: Lua/tools.lua `cantmove`, Lua/movement.lua `check` and
 * `movecommand`, Lua/blocks.lua `moveblock`; src/engine/grid/stillness.ts). A STILL YOU or FEAR object
 * turns but stays; MOVE and NUDGE leave a STILL object out, unturned; SHIFT neither turns nor carries it,
 * TELE sends it nowhere; met, a STILL PUSH or PULL object is STOP and a STILL SWAP one is not SWAP; a
 * STILL PULL object is not pulled; a STILL FALL object does not fall. Exact boards (`kind@x,y facing`, oldest
 * first), the journal and the log, undo, and a seeded property against a literal model of the game's
 * `check` for a YOU step and its push chain. (tests/grid/still.test.ts is another matter: phases that
 * found nothing, phases/still.ts.)
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { FACINGS } from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";
import { idOf, map, thingsFacing as things } from "./builder";

/** `def` with its objects of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, dir: "up" | "down" | "left" | "right"): LevelDef {
  return { ...def, objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o)) };
}

/** The board of `rows` after the steps `steps`. */
function stepped(def: LevelDef, ...steps: ("up" | "down" | "left" | "right" | "wait")[]): Baba {
  const b = newBaba(def);
  for (const s of steps) b.step(s);
  return b;
}

describe("STILL YOU and FEAR: turned, they stay", () => {
  it("a STILL YOU object turns to the key and stays; without STILL it steps", () => {
    const rows = (still: string) => ["BABA IS YOU", still, ". . .", ". baba ."];
    expect(things(stepped(map(...rows("BABA IS STILL")), "left"))).toEqual(["baba@1,3 left"]);
    expect(things(stepped(map(...rows(". . .")), "left"))).toEqual(["baba@0,3 left"]);
  });

  it("the other YOU objects step: STILL is each object's own", () => {
    const def = map("BABA IS YOU", "KEKE IS YOU", "KEKE IS STILL", ". . .", "baba keke .", ". . .");
    expect(things(stepped(def, "down"))).toEqual(["baba@0,5 down", "keke@1,4 down"]);
  });

  it("a STILL FEAR object turns away from what it fears and stays (fear.ts, where FEAR's movers are gathered)", () => {
    const rows = (still: string) => ["KEKE FEAR BABA", still, ". . . .", ". baba keke ."];
    const turned = (s: string) => things(stepped(facing(map(...rows(s)), "keke", "left"), "wait"));
    expect(turned("KEKE IS STILL")).toEqual(["baba@1,3 right", "keke@2,3 right"]);
    expect(turned(". . . .")).toEqual(["baba@1,3 right", "keke@3,3 right"]);
  });

  it("undo gives back the facing a STILL YOU object turned to", () => {
    const b = newBaba(facing(map("BABA IS YOU", "BABA IS STILL", "baba . ."), "baba", "down"));
    b.step("up");
    expect(things(b)).toEqual(["baba@0,2 up"]);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(["baba@0,2 down"]);
  });
});

describe("STILL MOVE and NUDGE: left out of their takes, unturned", () => {
  it("a STILL MOVE object neither steps nor turns, blocked or not", () => {
    const rows = (still: string) => ["ROCK IS MOVE", still, ". . . .", "rock . . .", ". . . rock"];
    expect(things(stepped(map(...rows("ROCK IS STILL")), "wait"))).toEqual([
      "rock@0,3 right",
      "rock@3,4 right",
    ]);
    expect(things(stepped(map(...rows(". . . .")), "wait"))).toEqual(["rock@1,3 right", "rock@2,4 left"]);
  });

  it("a STILL NUDGE holder stays", () => {
    const rows = (still: string) => ["ROCK IS NUDGEDOWN", still, ". . .", ". rock .", ". . ."];
    expect(things(stepped(map(...rows("ROCK IS STILL")), "wait"))).toEqual(["rock@1,3 right"]);
    expect(things(stepped(map(...rows(". . .")), "wait"))).toEqual(["rock@1,4 right"]);
  });

  it("a MOVE object made STILL during its take turns around when blocked but takes no step back (state 3)", () => {
    // the keke (older) steps beside the rock first; the rock, blocked by the edge, turns around and is then NEAR it
    const rows = (still: string) => ["KEKE IS MOVE", "ROCK IS MOVE", still, ". . keke . rock"];
    expect(things(stepped(map(...rows("ROCK NEAR KEKE IS STILL")), "wait"))).toEqual([
      "keke@3,3 right",
      "rock@4,3 left",
    ]);
    expect(things(stepped(map(...rows(". . . . .")), "wait"))).toEqual(["keke@3,3 right", "rock@3,3 left"]);
  });
});

describe("STILL obstacles: PUSH and PULL are STOP, SWAP is not SWAP", () => {
  it("a STILL PUSH object blocks like STOP; the YOU object turns", () => {
    const rows = (still: string) => ["BABA IS YOU", "ROCK IS PUSH", still, "baba rock ."];
    expect(things(stepped(facing(map(...rows("ROCK IS STILL")), "baba", "up"), "right"))).toEqual([
      "baba@0,3 right",
      "rock@1,3 right",
    ]);
    expect(things(stepped(map(...rows(". . .")), "right"))).toEqual(["baba@1,3 right", "rock@2,3 right"]);
  });

  it("a STILL PUSH object at the end of a push chain holds the whole chain", () => {
    const def = map("BABA IS YOU", "BOX IS PUSH", "ROCK IS PUSH", "ROCK IS STILL", "baba box rock .");
    expect(things(stepped(def, "right"))).toEqual(["baba@0,4 right", "box@1,4 right", "rock@2,4 right"]);
  });

  it("a STILL PULL object behind a mover is not pulled; without STILL it follows", () => {
    const rows = (still: string) => ["BABA IS YOU", "ROCK IS PULL", still, "rock baba . ."];
    expect(things(stepped(map(...rows("ROCK IS STILL")), "right"))).toEqual([
      "rock@0,3 right",
      "baba@2,3 right",
    ]);
    expect(things(stepped(map(...rows(". . . .")), "right"))).toEqual(["rock@1,3 right", "baba@2,3 right"]);
  });

  it("a pulled object meets a STILL PUSH object as STOP: the pull is held", () => {
    const rows = (still: string) => [
      "BABA IS YOU",
      "ROCK IS PULL",
      "BOX IS PUSH",
      still,
      "rock baba+box . .",
    ];
    expect(things(stepped(map(...rows("BOX IS STILL")), "right"))).toEqual([
      "rock@0,4 right",
      "baba@2,4 right",
      "box@1,4 right",
    ]);
    expect(things(stepped(map(...rows(". . . .")), "right"))).toEqual([
      "rock@1,4 right",
      "baba@2,4 right",
      "box@2,4 right",
    ]);
  });

  it("a STILL SWAP object is walked onto and stays; a STOP one blocks; without STILL it goes back", () => {
    const rows = (...more: string[]) => ["BABA IS YOU", "ROCK IS SWAP", ...more, "baba rock ."];
    expect(things(stepped(map(...rows("ROCK IS STILL")), "right"))).toEqual([
      "baba@1,3 right",
      "rock@1,3 right",
    ]);
    expect(things(stepped(map(...rows("ROCK IS STILL", "ROCK IS STOP")), "right"))).toEqual([
      "baba@0,4 right",
      "rock@1,4 right",
    ]);
    expect(things(stepped(map(...rows()), "right"))).toEqual(["baba@1,2 right", "rock@0,2 right"]);
  });

  it("a SWAP mover sends back what it enters but the STILL objects", () => {
    const def = map("BABA IS YOU", "BABA IS SWAP", "WALL IS STILL", "baba rock+wall .");
    expect(things(stepped(def, "right"))).toEqual(["baba@1,3 right", "rock@0,3 right", "wall@1,3 right"]);
  });

  it("TEXT IS STILL: a rule tile cannot be pushed, so the rule is locked", () => {
    const def = map("BABA IS YOU", "TEXT IS STILL", ". . .", "baba WIN .");
    const b = stepped(def, "right");
    expect(things(b)).toEqual(["baba@0,3 right"]);
    expect(b.posOf(idOf(def, "text:WIN"))).toEqual([1, 3]);
  });

  it("conditional STILL holds while its condition does; NOT STILL takes it", () => {
    const cond = map("BABA IS YOU", "ROCK IS PUSH", "ROCK NEAR WALL IS STILL", "baba rock . wall", ". . . .");
    const b = stepped(cond, "right");
    expect(things(b)).toEqual(["baba@1,3 right", "rock@2,3 right", "wall@3,3 right"]); // not near yet: pushed
    b.step("right");
    expect(things(b)).toEqual(["baba@1,3 right", "rock@2,3 right", "wall@3,3 right"]); // near: STILL, STOP
    const not = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS STILL", "ROCK IS NOT STILL", "baba rock .");
    expect(things(stepped(not, "right"))).toEqual(["baba@1,4 right", "rock@2,4 right"]);
  });
});

describe("STILL with SHIFT, TELE and FALL", () => {
  it("SHIFT neither carries nor (in its take) turns a STILL object; standing on it, it is turned as the turn ends", () => {
    const rows = (still: string) => ["BELT IS SHIFT", still, ". . .", "belt+rock . ."];
    const def = (s: string) => facing(facing(map(...rows(s)), "belt", "right"), "rock", "up");
    expect(things(stepped(def("ROCK IS STILL"), "wait"))).toEqual(["belt@0,3 right", "rock@0,3 right"]);
    expect(things(stepped(def(". . ."), "wait"))).toEqual(["belt@0,3 right", "rock@1,3 right"]);
  });

  it("TELE sends no STILL object", () => {
    const rows = (still: string) => ["TILE IS TELE", still, "tile+rock . tile"];
    expect(things(stepped(map(...rows("ROCK IS STILL")), "wait"))).toEqual([
      "tile@0,2 right",
      "rock@0,2 right",
      "tile@2,2 right",
    ]);
    expect(things(stepped(map(...rows(". . .")), "wait"))).toEqual([
      "tile@0,2 right",
      "rock@2,2 right",
      "tile@2,2 right",
    ]);
  });

  it("a STILL FALL object does not fall, whatever its way (the current game's fallblock asks isstill of each faller)", () => {
    const def = map("ROCK IS FALL", "ROCK IS STILL", ". rock .", ". . .", ". . .");
    expect(things(stepped(def, "wait"))).toEqual(["rock@1,2 right"]);
    const left = map("ROCK IS FALLLEFT", "ROCK IS STILL", ". . rock", ". . .");
    expect(things(stepped(left, "wait"))).toEqual(["rock@2,2 right"]);
    const plain = map("ROCK IS FALLLEFT", ". . rock", ". . .");
    expect(things(stepped(plain, "wait"))).toEqual(["rock@0,1 right"]);
  });

  it("a fall lands on a STILL SWAP object only when it is STOP, PUSH or PULL", () => {
    const rows = (...more: string[]) => [
      "ROCK IS FALL",
      "WALL IS SWAP",
      ...more,
      ". rock .",
      ". . .",
      ". wall .",
    ];
    expect(things(stepped(map(...rows("WALL IS STOP", "WALL IS STILL")), "wait"))).toEqual([
      "rock@1,5 right",
      "wall@1,6 right",
    ]);
    expect(things(stepped(map(...rows("WALL IS STOP")), "wait"))).toEqual([
      "rock@1,5 right",
      "wall@1,5 right",
    ]);
  });
});

describe("STILL in the journal and the log", () => {
  it("a push held by a STILL PUSH object is Blocked for STILL, naming the STILL rule", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS STILL", "baba rock .");
    const b = stepped(def, "right");
    const blocked = b.journal().records.filter((r) => r.type === "Blocked");
    expect(
      blocked.map((r) => ({
        ...r,
        rule: "rule" in r && typeof r.rule === "object" ? r.rule?.rule : undefined,
      })),
    ).toEqual([
      {
        type: "Blocked",
        id: idOf(def, "baba"),
        dir: "right",
        pushing: [],
        by: idOf(def, "rock"),
        reason: "STILL",
        rule: "ROCK IS STILL",
      },
    ]);
  });

  it("the log says why", () => {
    const def = map("BABA IS YOU", "ROCK IS PUSH", "ROCK IS STILL", "baba rock .");
    const s = new Session(def, repositoryContent());
    for (const a of parseScript("d")) expect(s.apply(a).type).toBe("done");
    const lines = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(
      lines.some((l) =>
        l.includes(`Rock #${idOf(def, "rock")} is STILL (ROCK IS STILL) and cannot be moved`),
      ),
    ).toBe(true);
  });
});

/** A thing of the model's lane: kind, place, facing (FACINGS' index). */
interface Thing {
  kind: string;
  x: number;
  f: number;
}

/** Per kind: PUSH, STOP, PULL, STILL. */
type Props = Readonly<Record<string, { push: boolean; stop: boolean; pull: boolean; still: boolean }>>;

/**
 * The game's YOU step to the right along one lane, read literally (Lua/movement.lua `movecommand` take 1
 * and `check`, `trypush`): a STILL mover only turns; else each cell ahead is checked: the edge holds; an
 * object that is STILL loses PUSH and PULL and is STOP if it had either; then one that is STOP or PULL but
 * not PUSH holds the whole chain; the PUSH ones are pushed, and the cell after them is checked in turn; a
 * cell with none ends the chain. Held, nothing moves; else the mover and every pushed object step, facing
 * right. Nothing is ever pulled here: a PULL object that is not PUSH holds any chain whose cells it is in.
 */
function model(lane: Thing[], width: number, moverId: number, props: Props, babaStill: boolean): Thing[] {
  const out = lane.map((t) => ({ ...t }));
  const mover = out[moverId];
  mover.f = 0;
  if (babaStill) return out;
  const moving = [moverId];
  for (let x = mover.x + 1; ; x++) {
    if (x >= width) return out;
    const here = out.map((t, i) => [t, i] as const).filter(([t, i]) => t.x === x && i !== moverId);
    const pushed: number[] = [];
    for (const [t, i] of here) {
      const p = props[t.kind];
      let push = p.push;
      let pull = p.pull;
      let stop = p.stop;
      if (p.still && (push || pull)) {
        push = false;
        pull = false;
        stop = true;
      }
      if ((stop || pull) && !push) return out;
      if (push) pushed.push(i);
    }
    if (pushed.length === 0) break;
    moving.push(...pushed);
  }
  for (const i of moving) {
    out[i].x++;
    out[i].f = 0;
  }
  return out;
}

describe("STILL against a literal model of the game's check", () => {
  const KINDS = ["rock", "box", "keke"] as const;
  const kindProps = fc.record({
    push: fc.boolean(),
    stop: fc.boolean(),
    pull: fc.boolean(),
    still: fc.boolean(),
  });
  it("random lanes of PUSH, STOP, PULL and STILL objects: a YOU step right, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps),
        fc.boolean(),
        fc.integer({ min: 3, max: 6 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(), fc.integer({ min: 0, max: 3 })), {
          maxLength: 8,
        }),
        (ps, babaStill, width, placed) => {
          const rows: string[] = ["BABA IS YOU"];
          if (babaStill) rows.push("BABA IS STILL");
          const props: Record<string, { push: boolean; stop: boolean; pull: boolean; still: boolean }> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            for (const w of ["push", "stop", "pull", "still"] as const)
              if (ps[i][w]) rows.push(`${k.toUpperCase()} IS ${w.toUpperCase()}`);
          });
          const top = rows.length;
          const objects: LevelDef["objects"][number][] = [...map(...rows).objects];
          const start = objects.length;
          objects.push({ kind: "baba", x: 0, y: top, dir: "up" });
          for (const [k, x, f] of placed)
            objects.push({ kind: KINDS[k], x: 1 + (x % (width - 1)), y: top, dir: FACINGS[f] });
          const b = newBaba({ width, height: top + 1, objects });
          const lane: Thing[] = objects
            .slice(start)
            .map((o) => ({ kind: o.kind, x: o.x, f: FACINGS.indexOf(o.dir ?? "right") }));
          const before = things(b);
          b.step("right");
          const out = model(lane, width, 0, props, babaStill);
          expect(things(b)).toEqual(out.map((t) => `${t.kind}@${t.x},${top} ${FACINGS[t.f]}`));
          b.undo();
          expect(things(b)).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_300, numRuns: 300 }),
    );
  });
});
