/**
 * The noun of the empty role (docs/rules.md §5.3, §5.5; research §2, §6; wiki page EMPTY): `EMPTY IS X`
 * fills every cell that holds no object with an X at conversion; `X IS EMPTY` deletes every X;
 * `X IS X` protects X from it; ALL and NOT X never name the empty cells; EMPTY as a subject of
 * properties and other verbs acts on nothing. Exact boards, journal lines and undo.
 */
import { describe, expect, it } from "vitest";
import { LEXICON } from "../../src/content/words";
import { newBaba } from "../../src/harness";
import { GridCodec } from "../../src/solver/grid-codec";
import { Reader, StateStore, Writer } from "../../src/solver/packed";
import { EMPTY, map, objectsOf } from "./builder";

const baba = (...rows: string[]) => newBaba(map(...rows), LEXICON, { journal: true });

describe("the lexicon gives the empty role to one noun, which names no thing", () => {
  it("the role is data on the noun's line, and no object can have it as its kind", () => {
    expect(LEXICON.words.find((w) => w.word === EMPTY)).toEqual({
      word: EMPTY,
      class: "noun",
      meta: "empty",
    });
    expect(() => baba(`${EMPTY.toLowerCase()} .`)).toThrow(/is a meta noun and names no thing/);
  });
});

describe(`${EMPTY} IS X: every empty cell becomes an X at conversion`, () => {
  it("fills exactly the cells empty after movement, newest ids, facing right; the cell the mover left too", () => {
    const b = baba(`${EMPTY} IS ROCK`, "baba . . .", "BABA IS YOU .");
    expect(b.rules()).toContain(`${EMPTY} IS ROCK`);
    b.step("right");
    // Before: 6 text + 1 baba (id 3) on 12 cells; after the move the baba is at (1,1): (3,0), (0,1), (2,1),
    // (3,1) and (3,2) are empty, filled in reading order with ids 7 to 11.
    expect(objectsOf(b).slice(7)).toEqual(["rock@3,0", "rock@0,1", "rock@2,1", "rock@3,1", "rock@3,2"]);
    expect(b.posOf(3)).toEqual([1, 1]);
    expect(b.facingOf(7)).toBe("right");
    expect(b.kindsAt(1, 1)).toEqual(["baba"]);
  });

  it("keeps filling what empties later, one turn at a time; undo restores the board exactly", () => {
    const b = baba(`${EMPTY} IS ROCK`, "baba . .", "BABA IS YOU");
    b.step("right"); // (0,1) and (2,1) fill
    const after1 = objectsOf(b);
    b.step("down"); // the baba cannot move down (edge); nothing empty
    expect(objectsOf(b)).toEqual(after1);
    expect(b.undo()).toBe(true);
    expect(b.undo()).toBe(true);
    expect(objectsOf(b)).toEqual([
      `text:${EMPTY}@0,0`,
      "text:IS@1,0",
      "text:ROCK@2,0",
      "baba@0,1",
      "text:BABA@0,2",
      "text:IS@1,2",
      "text:YOU@2,2",
    ]);
  });

  it(`${EMPTY} IS TEXT fills each empty cell with the word ${EMPTY}; two targets stack one of each`, () => {
    const t = baba(`${EMPTY} IS TEXT`, ". . .");
    t.step("wait");
    expect(t.kindsAt(0, 1)).toEqual([`text:${EMPTY}`]);
    const two = baba(`${EMPTY} IS ROCK`, `${EMPTY} IS FLAG`, ". . .");
    two.step("wait");
    expect(two.kindsAt(1, 2).sort()).toEqual(["flag", "rock"]);
  });

  it(`${EMPTY} IS NOT X cancels it, and ${EMPTY} IS ${EMPTY} protects the empty cells as X IS X does`, () => {
    for (const extra of [`${EMPTY} IS NOT ROCK`, `${EMPTY} IS ${EMPTY}`]) {
      const b = baba(`${EMPTY} IS ROCK`, extra, ". . .");
      b.step("wait");
      expect(b.kindsAt(0, 2)).toEqual([]);
    }
  });

  it("the journal names the rule and its tiles for each filled cell", () => {
    const b = baba(`${EMPTY} IS ROCK`, "baba . .");
    b.step("wait");
    const j = b.journal();
    const filled = j.records.flatMap((r, i) => (r.type === "Filled" ? [[r, j.causes[i]]] : []));
    expect(filled.map(([r]) => r)).toEqual([
      { type: "Filled", id: 4, kind: "rock", at: [1, 1] },
      { type: "Filled", id: 5, kind: "rock", at: [2, 1] },
    ]);
    expect(filled[0][1]).toEqual({
      kind: "rule",
      rule: { rule: `${EMPTY} IS ROCK`, ids: [0, 1, 2] },
      line: 0,
    });
  });

  it("a board too full for the fill is refused with the limit named, and the step changes nothing", () => {
    const b = baba(`${EMPTY} IS ROCK`, "baba . .");
    const before = objectsOf(b);
    (b.state as { limits: object }).limits = { ...b.state.limits, objects: 5 };
    expect(() => b.step("wait")).toThrow(/conversion/);
    expect(objectsOf(b)).toEqual(before);
  });
});

describe(`X IS ${EMPTY}: every X vanishes at conversion`, () => {
  it("deletes the babas (an Erased line naming the rule); the rock stays; undo brings them back", () => {
    const b = baba(`BABA IS ${EMPTY}`, "baba rock baba");
    b.step("wait");
    expect(objectsOf(b)).toEqual([`text:BABA@0,0`, "text:IS@1,0", `text:${EMPTY}@2,0`, "rock@1,1"]);
    const j = b.journal();
    const erased = j.records.flatMap((r, i) => (r.type === "Erased" ? [[r, j.causes[i]]] : []));
    expect(erased.map(([r]) => r)).toEqual([
      { type: "Erased", id: 3, at: [0, 1] },
      { type: "Erased", id: 5, at: [2, 1] },
    ]);
    expect(erased[0][1]).toMatchObject({ kind: "rule", rule: { rule: `BABA IS ${EMPTY}`, ids: [0, 1, 2] } });
    b.undo();
    expect(objectsOf(b)).toContain("baba@0,1");
  });

  it("X IS X protects X from it; with a second target X becomes that target only", () => {
    const kept = baba(`BABA IS ${EMPTY}`, "BABA IS BABA", "baba . .");
    kept.step("wait");
    expect(kept.kindsAt(0, 2)).toEqual(["baba"]);
    expect(kept.cancelledRules().map((c) => c.rule)).toEqual([`BABA IS ${EMPTY}`]);
    const rock = baba(`BABA IS ${EMPTY}`, "BABA IS ROCK", "baba . .");
    rock.step("wait");
    expect(rock.kindsAt(0, 2)).toEqual(["rock"]);
  });

  it("an object that vanishes leaves nothing it HAS, as X IS NOT X (the game's conversion removes it without `delete`)", () => {
    const b = baba(`BABA IS ${EMPTY}`, "BABA HAS KEY", "baba . .");
    b.step("wait");
    expect(b.kindsAt(0, 2)).toEqual([]);
  });
});

describe(`ALL and NOT X never name the empty cells (research §2)`, () => {
  it(`ALL IS ROCK and NOT BABA IS ROCK convert things only; no empty cell fills`, () => {
    for (const rule of ["ALL IS ROCK", "NOT BABA IS ROCK"]) {
      const b = baba(rule, "keke . .");
      b.step("wait");
      expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["rock@0,1"]);
    }
  });

  it(`NOT ${EMPTY} IS YOU names every thing present, never text`, () => {
    const b = baba(`NOT ${EMPTY} IS YOU`, "keke baba .");
    expect(b.activeRules()).toEqual(["BABA IS YOU", "KEKE IS YOU", "TEXT IS PUSH"]);
  });

  it(`${EMPTY} with properties and other verbs acts on nothing`, () => {
    const b = baba(
      `${EMPTY} IS YOU`,
      `${EMPTY} HAS ROCK`,
      `${EMPTY} MAKE ROCK`,
      `BABA MAKE ${EMPTY}`,
      "baba . . .",
    );
    b.step("right");
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["baba@0,4"]);
  });
});

describe("the solver's packed boards (src/solver/grid-codec.ts) hold what the fill made", () => {
  it("a filled board packs, decodes to the same board and rules, and dedups against itself only", () => {
    const b = baba(`${EMPTY} IS ROCK`, "baba . .", "BABA IS YOU");
    const start = newBaba(map(`${EMPTY} IS ROCK`, "baba . .", "BABA IS YOU"));
    const codec = new GridCodec(start.state);
    const store = new StateStore();
    const pack = (level: typeof b.state) => {
      const w = new Writer();
      codec.encode(level, w);
      return w;
    };
    expect(store.add(pack(b.state), 0, 0)).toBe(true);
    b.step("right");
    const w = pack(b.state);
    expect(store.add(w, 0, 0)).toBe(true);
    const back = codec.decode(new Reader(w.bytes.slice(0, w.length), 0));
    const kinds = (l: typeof back) =>
      Array.from({ length: l.nextId }, (_, id) =>
        l.alive[id] ? `${l.kinds.names[l.kind[id]]}@${l.x[id]},${l.y[id]}` : "-",
      );
    expect(kinds(back)).toEqual(kinds(b.state));
    expect(back.inForce.fill).toEqual(b.state.inForce.fill);
    expect(store.add(pack(back), 0, 0)).toBe(false);
    b.undo();
    expect(store.add(pack(b.state), 0, 0)).toBe(false);
  });
});
