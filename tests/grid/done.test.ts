/**
 * DONE (docs/rules.md §5.5; the game's `block()`, `Lua/blocks.lua`, its first lines): every object a DONE
 * rule holds for leaves the board at the start of the hazard phase, before MORE. It is no destruction
 * (`delunit`, not `delete`): it leaves nothing it HAS, SAFE does not keep it, FLOAT does not matter; the
 * journal says `Done` with its rule. Exact boards (every thing as `kind@x,y`, oldest first), the journal,
 * undo, and a seeded property against a literal model of the game's DONE and SINK steps.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGrid } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { buildLexicon } from "../../src/content/words-check";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { drawnObjects } from "../../web/grid";
import { fuzzed } from "../fuzz";
import { EMPTY, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after one wait. */
function waited(...rows: string[]): Baba {
  const b = newBaba(map(...rows));
  b.step("wait");
  return b;
}

/** The journal's records of objects that left or died: `Type kind@x,y: rules (cause kind)`. */
function leavers(b: Baba): string[] {
  const s = b.state;
  const j = b.journal();
  const name = (id: number) => s.kinds.names[s.kind[id]];
  return j.records.flatMap((r, i) => {
    if (!("at" in r) || r.type === "Added" || r.type === "Filled" || r.type === "Won") return [];
    const c = j.causes[i];
    const rules = c.kind === "rule" ? [c.rule] : c.kind === "hazard" ? c.rules : [];
    return [
      `${r.type} ${name(r.id)}@${r.at[0]},${r.at[1]}: ${rules.map((x) => x.rule).join(", ")} (${c.kind})`,
    ];
  });
}

describe("DONE: who leaves", () => {
  it("every DONE object leaves, wherever it stands; the others stay", () => {
    const b = waited("ROCK IS DONE", ". . .", "rock keke rock", "baba rock+keke .");
    expect(things(b)).toEqual(["keke@1,2", "baba@0,3", "keke@1,3"]);
  });

  it("a SAFE object leaves all the same (the game asks no issafe)", () => {
    const b = waited("ROCK IS DONE", "ROCK IS SAFE", "rock keke");
    expect(things(b)).toEqual(["keke@1,2"]);
  });

  it("a FLOAT object leaves too, and what shares its cell stays", () => {
    const b = waited("ROCK IS DONE", "ROCK IS FLOAT", "rock+keke .");
    expect(things(b)).toEqual(["keke@0,2"]);
  });

  it("it leaves nothing it HAS (no delete, no inside)", () => {
    const b = waited("ROCK IS DONE", "ROCK HAS KEKE", "rock . rock");
    expect(things(b)).toEqual([]);
  });

  it("TEXT IS DONE: every word leaves, so every rule breaks", () => {
    const b = waited("TEXT IS DONE", "BABA IS YOU", "baba .");
    expect(objectsOf(b)).toEqual(["baba@0,2"]);
    expect(b.rules()).toEqual(["TEXT IS PUSH"]);
  });

  it("ALL IS DONE: every thing leaves, the words stay", () => {
    const b = waited("ALL IS DONE", "rock keke baba");
    expect(things(b)).toEqual([]);
    expect(objectsOf(b)).toEqual(["text:ALL@0,0", "text:IS@1,0", "text:DONE@2,0"]);
  });
});

describe("DONE: conditions and NOT", () => {
  it("a conditional DONE takes off only the objects it holds for", () => {
    const b = waited("ROCK NEAR BABA IS DONE", ". . . . .", "rock baba . . rock");
    expect(things(b)).toEqual(["baba@1,2", "rock@4,2"]);
  });

  it("X IS NOT DONE keeps them all; a conditional NOT keeps those it holds for", () => {
    expect(things(waited("ROCK IS DONE", "ROCK IS NOT DONE", "rock rock"))).toEqual(["rock@0,2", "rock@1,2"]);
    const b = waited("ROCK IS DONE", "ROCK NEAR BABA IS NOT DONE", ". . . . .", "rock baba . . rock");
    expect(things(b)).toEqual(["rock@0,3", "baba@1,3"]);
  });

  it("a conditional DONE that comes to hold by a turn in place still acts (the hazard phase is not skipped as still)", () => {
    const b = newBaba(map("ROCK IS YOU", "BABA IS STOP", "ROCK FACING BABA IS DONE", ". baba .", ". rock ."));
    b.step("wait");
    expect(things(b)).toEqual(["baba@1,3", "rock@1,4"]);
    b.step("up"); // blocked by the baba: the rock turns up in place, and faces it
    expect(things(b)).toEqual(["baba@1,3"]);
  });

  it(`${EMPTY} IS DONE names no object: nothing leaves (the game only plays a sound)`, () => {
    const b = waited(`${EMPTY} IS DONE`, "rock . keke");
    expect(things(b)).toEqual(["rock@0,1", "keke@2,1"]);
    expect(leavers(b)).toEqual([]);
  });

  it("a lexicon without DONE: the step does nothing and the turn plays", () => {
    const words = ["BABA", "ROCK"].map((word) => ({ word, class: "noun" }));
    const lex = buildLexicon(
      { words: [...words, { word: "IS", class: "verb" }, { word: "YOU", class: "property" }] },
      "no-done.json",
    );
    const b = newBaba(map("BABA IS YOU", "baba rock ."), lex);
    b.step("right");
    expect(things(b)).toEqual(["baba@1,1", "rock@1,1"]);
  });
});

describe("DONE: first of the hazard phase", () => {
  it("a DONE and MORE object leaves before it can spread", () => {
    const b = waited("ROCK IS DONE", "ROCK IS MORE", ". . .", ". rock .", ". . .");
    expect(things(b)).toEqual([]);
  });

  it("a STOP object that is DONE has left when MORE spreads: the MORE object grows into its cell", () => {
    const b = waited("ROCK IS DONE", "ROCK IS STOP", "KEKE IS MORE", "keke rock");
    expect(things(b)).toEqual(["keke@0,3", "keke@1,3"]);
  });

  it("a DONE object on a SINK object leaves first: nothing sinks", () => {
    const b = waited("ROCK IS DONE", "WATER IS SINK", "rock+water keke");
    expect(things(b)).toEqual(["water@0,2", "keke@1,2"]);
    expect(leavers(b)).toEqual(["Done rock@0,2: ROCK IS DONE (rule)"]);
  });

  it("a DONE SINK object sinks nothing either", () => {
    const b = waited("ROCK IS DONE", "ROCK IS SINK", "rock+keke .");
    expect(things(b)).toEqual(["keke@0,2"]);
  });

  it("a DONE object beside a BOOM one leaves before the blast; what the blast reaches goes", () => {
    const b = waited("ROCK IS DONE", "KEKE IS BOOM AND BOOM", ". . . .", ". . . .", "rock keke baba .");
    expect(things(b)).toEqual([]);
    expect(leavers(b).map((l) => l.split(":")[0])).toEqual([
      "Done rock@0,4",
      "Exploded keke@1,4",
      "Exploded baba@2,4",
    ]);
  });

  it("DONE reaches a YOU object: it leaves, and no win follows", () => {
    const b = newBaba(map("BABA IS YOU", "BABA IS DONE", "FLAG IS WIN", "baba+flag ."));
    b.step("wait");
    expect(b.won()).toBe(false);
    expect(things(b)).toEqual(["flag@0,3"]);
  });
});

describe("DONE: undo and the journal", () => {
  it("undo gives back the board and the rules", () => {
    const b = newBaba(map("ROCK IS DONE", "ROCK HAS KEKE", "rock+baba rock"));
    const before = objectsOf(b);
    b.step("wait");
    expect(things(b)).toEqual(["baba@0,2"]);
    expect(b.undo()).toBe(true);
    expect(objectsOf(b)).toEqual(before);
    expect(b.rules()).toContain("ROCK IS DONE");
  });

  it("the journal: one Done per object, in id order, with its rule (a conditional one as held)", () => {
    const b = waited("ROCK IS DONE", "KEKE NEAR BABA IS DONE", ". . . .", "keke baba rock .");
    expect(leavers(b)).toEqual([
      "Done keke@0,3: KEKE NEAR BABA IS DONE (rule)",
      "Done rock@2,3: ROCK IS DONE (rule)",
    ]);
  });
});

describe("DONE on screen", () => {
  const def: LevelDef = { ...map("ROCK IS DONE", "rock . ."), name: "done" };
  const view = viewOf(new Session(def, repositoryContent()));

  it("the terminal draws the word DONE, and the rules list the rule", () => {
    const lines = renderGrid(view, { color: false }).split("\n");
    expect(lines.slice(1)).toEqual([" 0  ROCK   IS     DONE", " 1  rock   .      ."]);
    expect(view.rules).toContain("ROCK IS DONE");
  });

  it("the studio draws the word DONE as a word", () => {
    const { drawn } = drawnObjects(view.objects);
    expect(drawn.filter((o) => o.word === "DONE")).toHaveLength(1);
  });
});

/** A kind's properties in the model: DONE, NOT DONE, SAFE, FLOAT, SINK, and the kind it HAS (or none). */
interface Props {
  done: boolean;
  notDone: boolean;
  safe: boolean;
  float: boolean;
  sink: boolean;
  has: number;
}
interface Obj {
  kind: string;
  x: number;
  y: number;
}

/**
 * A literal model of the game's `block()` head, from a board: DONE (`getunitswitheffect("done")`, each
 * `delunit`, no HAS item, SAFE not asked), then SINK as the game walks it (each SINK object, the objects
 * on its cell floating alike, `delthese`, `issafe` of both: a pair of SAFE objects does nothing, a SAFE
 * `b` stays, a SAFE SINK object is not sunk), the sunk leaving their HAS items. Returns the survivors
 * (`kind@x,y`, oldest first) and the items (sorted).
 */
function model(objs: readonly Obj[], props: (k: string) => Props, kinds: readonly string[]) {
  const gone = objs.map((o) => props(o.kind).done && !props(o.kind).notDone);
  const here = objs.flatMap((_, i) => (gone[i] ? [] : [i]));
  const del: number[] = [];
  for (const u of here) {
    const pu = props(objs[u].kind);
    if (!pu.sink) continue;
    let sunk = false;
    for (const b of here) {
      const pb = props(objs[b].kind);
      if (b === u || objs[b].x !== objs[u].x || objs[b].y !== objs[u].y || pb.float !== pu.float) continue;
      if (del.includes(u) || del.includes(b) || (pb.safe && pu.safe)) continue; // (dosink false)
      if (!pb.safe) del.push(b);
      if (!pu.safe) sunk = true;
    }
    if (sunk) del.push(u);
  }
  const dead = new Set(del);
  const items = [...dead].flatMap((i) => {
    const h = props(objs[i].kind).has;
    return h < 0 ? [] : [`${kinds[h]}@${objs[i].x},${objs[i].y}`];
  });
  const survivors = here.filter((i) => !dead.has(i)).map((i) => `${objs[i].kind}@${objs[i].x},${objs[i].y}`);
  return { survivors, items: items.sort() };
}

describe("DONE against a literal model of the game's step", () => {
  const KINDS = ["rock", "keke", "baba", "flag"] as const;
  const kindProps = fc.record({
    done: fc.boolean(),
    notDone: fc.boolean(),
    safe: fc.boolean(),
    float: fc.boolean(),
    sink: fc.boolean(),
    has: fc.integer({ min: -1, max: 3 }),
  });
  it("random small boards: the survivors, the HAS items, the Done records and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps, kindProps),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat()), { maxLength: 12 }),
        (drawn, w, h, placed) => {
          const ps = drawn;
          const rows: string[] = [];
          KINDS.forEach((k, i) => {
            const noun = k.toUpperCase();
            const p = ps[i];
            for (const [on, word] of [
              [p.done, "DONE"],
              [p.notDone, "NOT DONE"],
              [p.safe, "SAFE"],
              [p.float, "FLOAT"],
              [p.sink, "SINK"],
            ] as const)
              if (on) rows.push(`${noun} IS ${word}`);
            if (p.has >= 0) rows.push(`${noun} HAS ${KINDS[p.has].toUpperCase()}`);
          });
          const top = rows.length;
          const width = Math.max(4, w);
          const objects = rows.length === 0 ? [] : [...map(...rows).objects];
          for (const [k, x, y] of placed) objects.push({ kind: KINDS[k], x: x % width, y: top + (y % h) });
          const b = newBaba({ width, height: top + h, objects });
          const before = objectsOf(b);
          const things0 = objects.filter((o) => !o.kind.startsWith("text:"));
          const want = model(things0, (k) => ps[KINDS.indexOf(k as (typeof KINDS)[number])], KINDS);
          b.step("wait");
          const s = b.state;
          const at = (id: number) => `${s.kinds.names[s.kind[id]]}@${s.x[id]},${s.y[id]}`;
          const alive = (from: number, to: number) =>
            Array.from({ length: to - from }, (_, i) => from + i).filter(
              (id) => s.alive[id] && !s.kinds.isText[s.kind[id]],
            );
          expect(alive(0, objects.length).map(at)).toEqual(want.survivors);
          expect(alive(objects.length, s.nextId).map(at).sort()).toEqual(want.items);
          const done = things0.filter((o) => ps[KINDS.indexOf(o.kind as (typeof KINDS)[number])].done);
          const notKept = done.filter((o) => !ps[KINDS.indexOf(o.kind as (typeof KINDS)[number])].notDone);
          expect(b.journal().records.filter((r) => r.type === "Done")).toHaveLength(notKept.length);
          b.undo();
          expect(objectsOf(b)).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_110, numRuns: 300 }),
    );
  });
});
