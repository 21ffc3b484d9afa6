/**
 * BONUS (docs/rules.md §5.5; the game's `block()`, FofoFromBaba/baba-is-you-parsers-plus `Lua/blocks.lua`,
 * its last loop over the YOU units still alive): each YOU object collects every BONUS object on its cell
 * and float level (itself too, when it is BONUS), one bonus per collector and object; the objects
 * collected leave together after the win check, but a SAFE one, which stays and is collected again each
 * turn. The count is the board's (undo takes it back, the hash and the solver's codec carry it); the
 * journal records each collection with the YOU and BONUS rules. Exact boards (every thing as `kind@x,y`,
 * oldest first), and a seeded property against a literal model of the game's loop.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGrid, renderRules } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { bonusCount, hashLevel, snapshot } from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { modelOf } from "../../src/solver/model";
import { Reader, Writer } from "../../src/solver/packed";
import { drawnObjects } from "../../web/grid";
import { fuzzed } from "../fuzz";
import { levelOf } from "../solver/decoded";
import { EMPTY, idOf, map, objectsOf } from "./builder";

/** The things on the grid (no text), `kind@x,y`, oldest first. */
const things = (b: Baba) => objectsOf(b).filter((o) => !o.startsWith("text:"));

/** A level from `rows` after the inputs `dirs` (a wait when none). */
function played(rows: readonly string[], ...dirs: ("up" | "down" | "left" | "right" | "wait")[]): Baba {
  const b = newBaba(map(...rows));
  for (const d of dirs.length === 0 ? (["wait"] as const) : dirs) b.step(d);
  return b;
}

/** The journal's collections: `kind@x,y by kind: rules` (`kept` when it stays). */
function collected(b: Baba): string[] {
  const s = b.state;
  const j = b.journal();
  const name = (id: number) => s.kinds.names[s.kind[id]];
  return j.records.flatMap((r, i) => {
    if (r.type !== "Collected") return [];
    const c = j.causes[i];
    const rules = c.kind === "bonus" ? c.rules.map((x) => x.rule).join(", ") : `(${c.kind})`;
    const kept = r.kept ? " kept" : "";
    return [`${name(r.id)}@${r.at[0]},${r.at[1]} by ${name(r.by)}${kept}: ${rules}`];
  });
}

describe("BONUS: who collects what", () => {
  it("a YOU object stepping onto a BONUS object collects it: it goes, one bonus is counted", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "baba flag ."], "right");
    expect(things(b)).toEqual(["baba@1,2"]);
    expect(bonusCount(b.state)).toBe(1);
    expect(collected(b)).toEqual(["flag@1,2 by baba: BABA IS YOU, FLAG IS BONUS"]);
  });

  it("nothing is collected while no YOU object shares the cell; the count stays 0", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "baba . flag"], "right");
    expect(things(b)).toEqual(["baba@1,2", "flag@2,2"]);
    expect(bonusCount(b.state)).toBe(0);
  });

  it("two YOU objects on one BONUS object: two bonuses, the object goes once; two objects on one YOU: two", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "baba+baba+flag ."]);
    expect(things(b)).toEqual(["baba@0,2", "baba@0,2"]);
    expect(bonusCount(b.state)).toBe(2);
    const c = played(["BABA IS YOU", "FLAG IS BONUS", "baba+flag+flag ."]);
    expect(things(c)).toEqual(["baba@0,2"]);
    expect(bonusCount(c.state)).toBe(2);
  });

  it("a YOU object that is BONUS collects itself and goes", () => {
    const b = played(["BABA IS YOU", "BABA IS BONUS", "baba keke ."]);
    expect(things(b)).toEqual(["keke@1,2"]);
    expect(bonusCount(b.state)).toBe(1);
    expect(collected(b)).toEqual(["baba@0,2 by baba: BABA IS YOU, BABA IS BONUS"]);
  });

  it("FLOAT: only a BONUS object on the collector's float level is collected", () => {
    const apart = played(["BABA IS YOU", "FLAG IS BONUS", "FLAG IS FLOAT", "baba+flag ."]);
    expect(things(apart)).toEqual(["baba@0,3", "flag@0,3"]);
    expect(bonusCount(apart.state)).toBe(0);
    const both = played(["BABA IS YOU", "FLAG IS BONUS", "FLAG IS FLOAT", "BABA IS FLOAT", "baba+flag ."]);
    expect(things(both)).toEqual(["baba@0,4"]);
    expect(bonusCount(both.state)).toBe(1);
  });

  it("SAFE: the BONUS object stays and is collected again every turn", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "FLAG IS SAFE", "baba+flag ."], "wait", "wait", "wait");
    expect(things(b)).toEqual(["baba@0,3", "flag@0,3"]);
    expect(bonusCount(b.state)).toBe(3);
    expect(collected(b)).toEqual(Array(3).fill("flag@0,3 by baba kept: BABA IS YOU, FLAG IS BONUS"));
  });

  it("a YOU object a hazard destroyed first collects nothing: DEFEAT comes before BONUS", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "SKULL IS DEFEAT", "baba+flag+skull ."]);
    expect(things(b)).toEqual(["flag@0,3", "skull@0,3"]);
    expect(bonusCount(b.state)).toBe(0);
  });

  it("the win comes first: a WIN object that is BONUS wins, and is collected the same turn", () => {
    const b = played(["BABA IS YOU", "FLAG IS WIN", "FLAG IS BONUS", "baba flag ."], "right");
    expect(b.won()).toBe(true);
    expect(things(b)).toEqual(["baba@1,3"]);
    expect(bonusCount(b.state)).toBe(1);
  });

  it("the BONUS object collected leaves what it HAS", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "FLAG HAS KEKE", "baba+flag ."]);
    expect(things(b)).toEqual(["baba@0,3", "keke@0,3"]);
  });

  it("a collected rule word is gone after the turn: TEXT IS BONUS, and the rule it spelled breaks", () => {
    const b = played(["BABA IS YOU", "TEXT IS BONUS", "ROCK+baba IS PUSH"]);
    expect(objectsOf(b).filter((o) => o.startsWith("text:ROCK"))).toEqual([]);
    expect(b.rules()).not.toContain("ROCK IS PUSH");
    expect(bonusCount(b.state)).toBe(1);
  });
});

describe("BONUS: conditional, NOT and empty", () => {
  it("a conditional BONUS rule: collected only where it holds", () => {
    const rows = ["BABA IS YOU", "FLAG NEAR ROCK IS BONUS", "baba+flag . . .", ". . baba+flag rock"];
    const b = played(rows);
    expect(things(b)).toEqual(["baba@0,2", "flag@0,2", "baba@2,3", "rock@3,3"]);
    expect(bonusCount(b.state)).toBe(1);
    expect(collected(b)).toEqual(["flag@2,3 by baba: BABA IS YOU, FLAG NEAR ROCK IS BONUS"]);
  });

  it("FLAG IS NOT BONUS cancels FLAG IS BONUS; a conditional NOT takes it away where it holds", () => {
    const b = played(["BABA IS YOU", "FLAG IS BONUS", "FLAG IS NOT BONUS", "baba+flag ."]);
    expect(bonusCount(b.state)).toBe(0);
    const c = played(["BABA IS YOU", "FLAG IS BONUS", "LONELY FLAG IS NOT BONUS", "baba+flag . flag"]);
    expect(bonusCount(c.state)).toBe(1);
  });

  it(`${EMPTY} IS BONUS names no object: nothing is collected, even with ${EMPTY} IS YOU`, () => {
    const b = played([`${EMPTY} IS BONUS`, `${EMPTY} IS YOU`, "BABA IS YOU", "baba . ."]);
    expect(things(b)).toEqual(["baba@0,3"]);
    expect(bonusCount(b.state)).toBe(0);
  });
});

describe("BONUS: the count is the board's", () => {
  const rows = ["BABA IS YOU", "FLAG IS BONUS", "FLAG HAS KEKE", "baba flag flag"];

  it("undo takes back the object, what it left and the count, one step at a time", () => {
    const b = newBaba(map(...rows));
    const start = objectsOf(b);
    b.step("right");
    const one = objectsOf(b);
    b.step("right");
    expect(bonusCount(b.state)).toBe(2);
    expect(b.undo()).toBe(true);
    expect([objectsOf(b), bonusCount(b.state)]).toEqual([one, 1]);
    expect(b.undo()).toBe(true);
    expect([objectsOf(b), bonusCount(b.state)]).toEqual([start, 0]);
  });

  it("the course API's bonuses() reads the board's count, and undo takes it back", () => {
    const b = newBaba(map(...rows));
    expect(b.bonuses()).toBe(0);
    b.step("right");
    b.step("right");
    expect(b.bonuses()).toBe(2);
    b.undo();
    expect(b.bonuses()).toBe(1);
  });

  it("the hash tells boards apart by their count, and a board without bonuses hashes as before", () => {
    const b = newBaba(map("BABA IS YOU", "FLAG IS BONUS", "FLAG IS SAFE", "baba+flag ."));
    const none = hashLevel(b.state);
    b.state.bonuses = 0; // (as it was)
    expect(hashLevel(b.state)).toBe(none);
    b.step("wait");
    const one = hashLevel(b.state);
    b.step("wait");
    expect(new Set([none, one, hashLevel(b.state)]).size).toBe(3); // the same objects, three counts
    expect(snapshot(b.state).bonuses).toBe(2);
  });

  it("the solver's codec carries the count: a decoded successor has it, and encodes as it was", () => {
    const def: LevelDef = map("BABA IS YOU", "FLAG IS BONUS", "FLAG IS SAFE", "baba+flag .");
    const model = modelOf(def, repositoryContent());
    const next = model.apply(model.start, { type: "step", dir: "wait" });
    expect(bonusCount(levelOf(next))).toBe(1);
    const codec = model.codec();
    const w = new Writer();
    codec.encode(next, w);
    const back = codec.decode(new Reader(w.bytes.slice(0, w.length), 0));
    expect(bonusCount(levelOf(back))).toBe(1);
    expect(model.hash(back)).toBe(model.hash(next));
    expect(model.hash(back)).not.toBe(model.hash(model.start));
  });
});

describe("BONUS in the journal, the log and on screen", () => {
  it("the log's sentence names the collector, the object, the rules and the tile", () => {
    const def = map("BABA IS YOU", "FLAG IS BONUS", "baba flag .");
    const [baba, flag] = [idOf(def, "baba"), idOf(def, "flag")];
    const s = new Session({ name: "bonus", ...def }, repositoryContent());
    expect(s.apply({ type: "step", dir: "right" }).type).toBe("done");
    const text = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(text.at(-1)).toBe(
      `Baba #${baba} collected Flag #${flag} (a bonus): BABA IS YOU + FLAG IS BONUS at (1, 2)`,
    );
  });

  it("the terminal and the studio draw the word BONUS", () => {
    const def: LevelDef = { ...map("FLAG IS BONUS", "flag . ."), name: "bonus" };
    const view = viewOf(new Session(def, repositoryContent()));
    expect(renderGrid(view, { color: false }).split("\n").slice(1)).toEqual([
      " 0  FLAG   IS     BONUS",
      " 1  flag   .      .",
    ]);
    expect(drawnObjects(view.objects).drawn.filter((o) => o.word === "BONUS")).toHaveLength(1);
  });

  it("the terminal says how many bonuses were collected, once there are some", () => {
    const def: LevelDef = { ...map("BABA IS YOU", "FLAG IS BONUS", "baba flag ."), name: "bonus" };
    const s = new Session(def, repositoryContent());
    expect(renderRules(viewOf(s), { color: false })).toEqual([
      "Rules:     BABA IS YOU, FLAG IS BONUS, TEXT IS PUSH",
    ]);
    s.apply({ type: "step", dir: "right" });
    expect(renderRules(viewOf(s), { color: false }).at(-1)).toBe("Bonuses:   1 collected");
  });
});

/** A literal model of the game's loop: the survivors, `kind@x,y`, oldest first, and the bonuses counted. */
interface Obj {
  kind: string;
  x: number;
  y: number;
}
type Props = { you: boolean; bonus: boolean; float: boolean; safe: boolean };
function modelBonus(objs: readonly Obj[], props: Readonly<Record<string, Props>>): [string[], number] {
  const p = (o: Obj) => props[o.kind] ?? { you: false, bonus: false, float: false, safe: false };
  const dead: number[] = [];
  let bonuses = 0;
  objs.forEach((u) => {
    if (!p(u).you) return;
    objs.forEach((d, di) => {
      if (d.x !== u.x || d.y !== u.y || !p(d).bonus || p(d).float !== p(u).float) return;
      bonuses++;
      if (!p(d).safe) dead.push(di);
    });
  });
  return [objs.flatMap((o, i) => (dead.includes(i) ? [] : [`${o.kind}@${o.x},${o.y}`])), bonuses];
}

describe("BONUS against a literal model of the game's loop", () => {
  const KINDS = ["rock", "keke", "baba", "flag"] as const;
  const kindProps = fc.record({
    you: fc.boolean(),
    bonus: fc.boolean(),
    float: fc.boolean(),
    safe: fc.boolean(),
  });
  it("random small boards after a wait: the survivors, the count, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps, kindProps),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 3 }),
        fc.array(fc.tuple(fc.integer({ min: 0, max: 3 }), fc.nat(), fc.nat()), { maxLength: 12 }),
        (ps, w, h, placed) => {
          const rows: string[] = [];
          const props: Record<string, Props> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            const noun = k.toUpperCase();
            for (const word of ["YOU", "BONUS", "FLOAT", "SAFE"] as const)
              if (ps[i][word.toLowerCase() as keyof Props]) rows.push(`${noun} IS ${word}`);
          });
          const top = rows.length;
          const width = Math.max(3, w);
          const objects = rows.length === 0 ? [] : [...map(...rows).objects];
          for (const [k, x, y] of placed) objects.push({ kind: KINDS[k], x: x % width, y: top + (y % h) });
          const b = newBaba({ width, height: top + h, objects });
          const before = objectsOf(b);
          const [survivors, count] = modelBonus(
            objects.map((o) => ({ kind: o.kind.replace(/^text:.*/, "text"), x: o.x, y: o.y })),
            props,
          );
          b.step("wait");
          const alive = objectsOf(b).map((o) => (o.startsWith("text:") ? `text@${o.split("@")[1]}` : o));
          expect([alive, bonusCount(b.state)]).toEqual([survivors, count]);
          b.undo();
          expect([objectsOf(b), bonusCount(b.state)]).toEqual([before, 0]);
        },
      ),
      fuzzed({ seed: 7_102, numRuns: 300 }),
    );
  });
});
