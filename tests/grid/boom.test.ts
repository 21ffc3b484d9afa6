/**
 * BOOM (docs/rules.md §5.5; the game's post-2021 `block()`, FofoFromBaba/baba-is-you-parsers-plus
 * `Lua/blocks.lua`, the step after SINK): every BOOM object explodes. Its square reaches (its BOOM rules'
 * listings − 1) cells each way, capped by the room, so one listing is its own cell; every object on those
 * cells that floats as it does and is not SAFE is destroyed, and the BOOM object too unless SAFE. All
 * victims go at once, each once, leaving what it HAS; the journal names the BOOM object and its rule.
 * Exact boards (every thing as `kind@x,y`, oldest first), and a seeded property against a literal model
 * of the step on random small boards.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGrid } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
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

/** The journal's deaths: `Type kind@x,y by kind@x,y: rules`, the partner left out when none. */
function deaths(b: Baba): string[] {
  const s = b.state;
  const j = b.journal();
  const name = (id: number) => s.kinds.names[s.kind[id]];
  return j.records.flatMap((r, i) => {
    if (!("at" in r) || r.type === "Added" || r.type === "Filled") return [];
    const c = j.causes[i];
    if (c.kind !== "hazard") return [];
    const by = c.with.length > 0 ? ` by ${name(c.with[0])}` : "";
    return [
      `${r.type} ${name(r.id as number)}@${r.at[0]},${r.at[1]}${by}: ${c.rules.map((x) => x.rule).join(", ")}`,
    ];
  });
}

describe("BOOM: the square", () => {
  it("one listing: the BOOM object's own cell only; it goes with what shares it", () => {
    const b = waited("ROCK IS BOOM", ". . .", "keke rock+baba keke", ". keke .");
    expect(things(b)).toEqual(["keke@0,2", "keke@2,2", "keke@1,3"]);
  });

  it("a BOOM object alone on its cell destroys itself", () => {
    const b = waited("ROCK IS BOOM", ". rock .");
    expect(things(b)).toEqual([]);
  });

  it("ROCK IS BOOM AND BOOM lists the rule twice: radius 1, the 3×3 square goes, what is farther stays", () => {
    const b = waited(
      "ROCK IS BOOM AND BOOM",
      ". . . . .",
      "keke keke keke keke .",
      "keke rock keke keke .",
      "keke keke keke . .",
    );
    expect(things(b)).toEqual(["keke@3,2", "keke@3,3"]);
  });

  it("the same sentence written twice: radius 1 too", () => {
    const b = waited(
      "ROCK IS BOOM",
      "ROCK IS BOOM",
      ". . .",
      "keke . .",
      ". rock .",
      ". . keke",
      ". . .",
      "keke . .",
    );
    expect(things(b)).toEqual(["keke@0,7"]);
  });

  it("three listings: radius 2", () => {
    const b = waited(
      "ROCK IS BOOM AND BOOM AND BOOM",
      ". . . . . . .",
      ". . rock . . keke .",
      ". . . . keke . .",
    );
    expect(things(b)).toEqual(["keke@5,2"]);
  });

  it("at the edge the square is cut by the grid: nothing else changes", () => {
    const b = waited("ROCK IS BOOM AND BOOM", ". . . . .", "keke . . . keke", "rock keke keke . .");
    expect(things(b)).toEqual(["keke@4,2", "keke@2,3"]);
  });

  it("a square reaching the rule's text destroys it: the rule is gone after the turn", () => {
    const b = waited("ROCK IS BOOM AND BOOM", "rock . . . .", ". . . . keke");
    expect(objectsOf(b).filter((o) => o.startsWith("text:"))).toEqual([
      "text:BOOM@2,0",
      "text:AND@3,0",
      "text:BOOM@4,0",
    ]);
    expect(b.rules()).not.toContain("ROCK IS BOOM");
    expect(things(b)).toEqual(["keke@4,2"]);
  });
});

describe("BOOM: who is spared", () => {
  it("an object that floats otherwise is spared; the explosion reaches those that float alike", () => {
    const b = waited("ROCK IS BOOM", "KEKE IS FLOAT", "rock+keke+baba .");
    expect(things(b)).toEqual(["keke@0,2"]);
    const f = waited("ROCK IS BOOM", "ROCK IS FLOAT", "KEKE IS FLOAT", "rock+keke+baba .");
    expect(things(f)).toEqual(["baba@0,3"]);
  });

  it("a SAFE object on the square survives", () => {
    const b = waited("ROCK IS BOOM AND BOOM", "KEKE IS SAFE", ". . .", "keke rock baba");
    expect(things(b)).toEqual(["keke@0,3"]);
  });

  it("a SAFE BOOM object destroys what its square holds and stays", () => {
    const b = waited("ROCK IS BOOM AND BOOM", "ROCK IS SAFE", ". . .", "keke rock baba");
    expect(things(b)).toEqual(["rock@1,3"]);
    expect(deaths(b)).toEqual([
      "Exploded keke@0,3 by rock: ROCK IS BOOM",
      "Exploded baba@2,3 by rock: ROCK IS BOOM",
    ]);
  });

  it("a BOOM object SINK destroyed first does not explode: SINK comes before BOOM", () => {
    const b = waited("ROCK IS BOOM AND BOOM", "WATER IS SINK", ". . .", "keke rock+water keke");
    expect(things(b)).toEqual(["keke@0,3", "keke@2,3"]);
    expect(deaths(b).map((d) => d.split(" ")[0])).toEqual(["Sank", "Sank"]);
  });

  it("a WEAK object in the square is recorded as exploded: BOOM comes before WEAK", () => {
    const b = waited("ROCK IS BOOM", "KEKE IS WEAK", "rock+keke .");
    expect(things(b)).toEqual([]);
    expect(deaths(b)).toEqual(["Exploded rock@0,2: ROCK IS BOOM", "Exploded keke@0,2 by rock: ROCK IS BOOM"]);
  });
});

describe("BOOM: the victims together", () => {
  it("two BOOM objects whose squares overlap destroy each victim once (one HAS item each)", () => {
    const b = waited("ROCK IS BOOM AND BOOM", "KEKE HAS FLAG", ". . . .", "rock keke rock .");
    expect(things(b)).toEqual(["flag@1,3"]);
    expect(deaths(b)).toEqual([
      "Exploded rock@0,3: ROCK IS BOOM",
      "Exploded keke@1,3 by rock: ROCK IS BOOM",
      "Exploded rock@2,3: ROCK IS BOOM",
    ]);
  });

  it("the BOOM object's and its victims' HAS items appear", () => {
    const b = waited("ROCK IS BOOM", "ROCK HAS FLAG", "BABA HAS KEKE", "rock+baba .");
    expect(things(b)).toEqual(["flag@0,3", "keke@0,3"]);
  });

  it("undo gives back the board", () => {
    const b = newBaba(map("ROCK IS BOOM AND BOOM", "KEKE HAS FLAG", ". . . .", "rock keke rock+baba ."));
    const before = objectsOf(b);
    b.step("wait");
    expect(objectsOf(b)).not.toEqual(before);
    expect(b.undo()).toBe(true);
    expect(objectsOf(b)).toEqual(before);
    expect(b.rules()).toContain("ROCK IS BOOM");
  });

  it("the journal: each death once, with the BOOM object that reached it first and its rule", () => {
    const b = waited("ROCK IS BOOM", "KEKE IS BOOM", ". . .", "rock+baba keke .");
    expect(deaths(b)).toEqual([
      "Exploded rock@0,3: ROCK IS BOOM",
      "Exploded baba@0,3 by rock: ROCK IS BOOM",
      "Exploded keke@1,3: KEKE IS BOOM",
    ]);
  });
});

describe("BOOM: conditional and empty", () => {
  it("a conditional BOOM explodes where it holds, and its listing counts there", () => {
    const rows = [
      "ROCK IS BOOM",
      "ROCK NEAR BABA IS BOOM",
      ". . . . . . .",
      "keke rock . . keke rock .",
      ". . . . . . baba",
    ];
    const b = waited(...rows);
    // the rock near the baba has two listings (radius 1: the keke beside it goes, and the baba); the other one
    expect(things(b)).toEqual(["keke@0,3"]);
  });

  it(`${EMPTY} IS BOOM names no object: nothing explodes`, () => {
    const b = waited(`${EMPTY} IS BOOM`, `${EMPTY} IS BOOM`, "rock keke .");
    expect(things(b)).toEqual(["rock@0,2", "keke@1,2"]);
  });
});

describe("BOOM on screen", () => {
  const def: LevelDef = { ...map("ROCK IS BOOM AND", "BOOM rock ."), name: "boom" };
  const view = viewOf(new Session(def, repositoryContent()));

  it("the terminal draws the word BOOM, and the rules list the rule", () => {
    const lines = renderGrid(view, { color: false }).split("\n");
    expect(lines.slice(1)).toEqual([" 0  ROCK   IS     BOOM   AND", " 1  BOOM   rock   .      ."]);
    expect(view.rules).toContain("ROCK IS BOOM");
  });

  it("the studio draws the words BOOM as words", () => {
    const { drawn } = drawnObjects(view.objects);
    expect(drawn.filter((o) => o.word === "BOOM")).toHaveLength(2);
  });
});

/** A literal model of the game's BOOM step (`block()`), from a board: the survivors, `kind@x,y`, oldest first. */
interface Obj {
  kind: string;
  x: number;
  y: number;
}
function modelSurvivors(
  objs: readonly Obj[],
  w: number,
  h: number,
  props: Readonly<Record<string, { boom: number; float: boolean; safe: boolean }>>,
): string[] {
  const p = (o: Obj) => props[o.kind] ?? { boom: 0, float: false, safe: false };
  const dead: number[] = [];
  objs.forEach((u, ui) => {
    if (p(u).boom === 0) return;
    let sunk = !p(u).safe;
    const dim = Math.min(p(u).boom - 1, Math.max(w, h));
    for (let g = -dim; g <= dim; g++)
      for (let hh = -dim; hh <= dim; hh++) {
        const x = u.x + g;
        const y = u.y + hh;
        if (x < 0 || y < 0 || x >= w || y >= h) continue;
        objs.forEach((f, fi) => {
          if (f.x !== x || f.y !== y || fi === ui || p(f).float !== p(u).float) return;
          if (dead.includes(ui)) sunk = false;
          if (!dead.includes(fi) && !p(f).safe) dead.push(fi);
        });
      }
    if (sunk && !dead.includes(ui)) dead.push(ui);
  });
  return objs.flatMap((o, i) => (dead.includes(i) ? [] : [`${o.kind}@${o.x},${o.y}`]));
}

describe("BOOM against a literal model of the game's step", () => {
  const KINDS = ["rock", "keke", "baba", "flag"] as const;
  const kindProps = fc.record({
    boom: fc.integer({ min: 0, max: 3 }),
    float: fc.boolean(),
    safe: fc.boolean(),
  });
  it("random small boards: the survivors and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps, kindProps),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat()), { maxLength: 14 }),
        (ps, w, h, placed) => {
          const rows: string[] = [];
          const props: Record<string, { boom: number; float: boolean; safe: boolean }> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            const noun = k.toUpperCase();
            for (let n = 0; n < ps[i].boom; n++) rows.push(`${noun} IS BOOM`);
            if (ps[i].float) rows.push(`${noun} IS FLOAT`);
            if (ps[i].safe) rows.push(`${noun} IS SAFE`);
          });
          const top = rows.length;
          const width = Math.max(3, w);
          const objects = rows.length === 0 ? [] : [...map(...rows).objects];
          const height = top + h;
          for (const [k, x, y] of placed) objects.push({ kind: KINDS[k], x: x % width, y: top + (y % h) });
          const b = newBaba({ width, height, objects });
          const before = objectsOf(b);
          const model = modelSurvivors(
            objects.map((o) => ({ kind: o.kind.replace(/^text:.*/, "text"), x: o.x, y: o.y })),
            width,
            height,
            props,
          );
          b.step("wait");
          const alive = objectsOf(b).map((o) => (o.startsWith("text:") ? `text@${o.split("@")[1]}` : o));
          expect(alive).toEqual(model);
          b.undo();
          expect(objectsOf(b)).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_020, numRuns: 300 }),
    );
  });
});
