/**
 * END (docs/rules.md §5.5; the game's `block()`, FofoFromBaba/baba-is-you-parsers-plus `Lua/blocks.lua`,
 * its last loop over the YOU units still alive, END asked before WIN): a YOU object that is END, or shares
 * its cell and float level with an END object, ends the level; a SpellGrid level is played alone, where the
 * game's END is `MF_end_single` and `MF_win`, so the level is won. Nothing leaves. Exact boards and journals
 * (every object as `kind@x,y`, oldest first), and a seeded property against a literal model of the loop.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { renderGrid } from "../../src/cli/render";
import { repositoryContent } from "../../src/content/content";
import { GRID_TURN } from "../../src/content/turn";
import { type Baba, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { formatAction } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { viewOf } from "../../src/play/view";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { fuzzed } from "../fuzz";
import { idOf, map, objectsOf } from "./builder";

/** A level from `rows` after the inputs `dirs` (a wait when none). */
function played(rows: readonly string[], ...dirs: ("up" | "down" | "left" | "right" | "wait")[]): Baba {
  const b = newBaba(map(...rows));
  for (const d of dirs.length === 0 ? (["wait"] as const) : dirs) b.step(d);
  return b;
}

/** The journal's wins: `kind@x,y with kind: rules`. */
function wins(b: Baba): string[] {
  const s = b.state;
  const j = b.journal();
  const name = (id: number) => s.kinds.names[s.kind[id]];
  return j.records.flatMap((r, i) => {
    if (r.type !== "Won") return [];
    const c = j.causes[i];
    if (c.kind !== "win") return [`(${c.kind})`];
    return [
      `${name(r.id)}@${r.at[0]},${r.at[1]} with ${name(c.with)}: ${c.rules.map((x) => x.rule).join(", ")}`,
    ];
  });
}

describe("END: who ends the level", () => {
  it("a YOU object stepping onto an END object wins the level; nothing leaves", () => {
    const b = played(["BABA IS YOU", "FLAG IS END", "baba flag ."], "right");
    expect(b.won()).toBe(true);
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["baba@1,2", "flag@1,2"]);
    expect(wins(b)).toEqual(["baba@1,2 with flag: BABA IS YOU, FLAG IS END"]);
  });

  it("an END object no YOU object shares a cell with ends nothing", () => {
    const b = played(["BABA IS YOU", "FLAG IS END", "baba . flag"], "right");
    expect(b.won()).toBe(false);
    expect(wins(b)).toEqual([]);
  });

  it("a YOU object that is END wins at once (the game's `findtype` finds the unit itself)", () => {
    const b = played(["BABA IS YOU", "BABA IS END", "baba . ."]);
    expect(b.won()).toBe(true);
    expect(wins(b)).toEqual(["baba@0,2 with baba: BABA IS YOU, BABA IS END"]);
  });

  it("FLOAT: only an END object on the YOU object's float level counts", () => {
    expect(played(["BABA IS YOU", "FLAG IS END", "FLAG IS FLOAT", "baba flag ."], "right").won()).toBe(false);
    expect(played(["BABA IS YOU", "BABA IS FLOAT", "FLAG IS END", "baba flag ."], "right").won()).toBe(false);
    expect(
      played(["BABA IS YOU", "FLAG IS END", "FLAG IS FLOAT", "BABA IS FLOAT", "baba flag ."], "right").won(),
    ).toBe(true);
  });

  it("a YOU object the hazards destroyed ends nothing (END is asked of the YOU objects still alive)", () => {
    const b = played(["BABA IS YOU", "FLAG IS END", "FLAG IS DEFEAT", "baba flag ."], "right");
    expect(b.won()).toBe(false);
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["flag@1,3"]);
  });

  it("a conditional END holds where its condition does; NOT END takes it away", () => {
    const on = ["BABA IS YOU", "FLAG ON ROCK IS END"];
    expect(played([...on, "baba flag ."], "right").won()).toBe(false);
    expect(played([...on, "baba flag+rock ."], "right").won()).toBe(true);
    expect(played(["BABA IS YOU", "FLAG IS END", "FLAG IS NOT END", "baba flag ."], "right").won()).toBe(
      false,
    );
  });

  it("EMPTY IS END is in force and ends nothing (the empty cells take no property)", () => {
    const b = played(["BABA IS YOU", "EMPTY IS END", "baba . ."], "right");
    expect(b.rules()).toContain("EMPTY IS END");
    expect(b.won()).toBe(false);
  });

  it("TEXT IS END: a YOU word on an END word ends it too", () => {
    const b = played(["TEXT IS YOU", "TEXT IS END"]);
    expect(b.won()).toBe(true);
  });

  it("undo takes the win back", () => {
    const b = newBaba(map("BABA IS YOU", "FLAG IS END", "baba flag ."));
    b.step("right");
    expect(b.won()).toBe(true);
    expect(b.undo()).toBe(true);
    expect(b.won()).toBe(false);
    expect(objectsOf(b).filter((o) => !o.startsWith("text:"))).toEqual(["baba@0,2", "flag@1,2"]);
  });
});

describe("END beside WIN", () => {
  it("END is asked before WIN: a turn that meets both keeps one Won record, END's", () => {
    const b = played(["BABA IS YOU", "FLAG IS END", "ROCK IS WIN", "baba flag .", "baba rock ."], "right");
    expect(b.won()).toBe(true);
    expect(wins(b)).toEqual(["baba@1,3 with flag: BABA IS YOU, FLAG IS END"]);
  });

  it("the turn lists END right before the win check", () => {
    expect(GRID_TURN.indexOf("end")).toBe(GRID_TURN.indexOf("win") - 1);
  });
});

describe("END in the log, on screen and in search", () => {
  it("the log's sentence names the YOU object, the END object, the tile and the rules", () => {
    const def = map("BABA IS YOU", "FLAG IS END", "baba flag .");
    const [baba, flag] = [idOf(def, "baba"), idOf(def, "flag")];
    const s = new Session({ name: "end", ...def }, repositoryContent());
    s.apply({ type: "step", dir: "right" });
    const text = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(text.at(-1)).toBe(
      `You won: Baba #${baba} reached Flag #${flag} at (1, 2): BABA IS YOU + FLAG IS END`,
    );
  });

  it("a YOU object that is END itself: the sentence names END, not WIN", () => {
    const def = map("BABA IS YOU", "BABA IS END", "baba . .");
    const s = new Session({ name: "end", ...def }, repositoryContent());
    s.apply({ type: "step", dir: "wait" });
    const text = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(text.at(-1)).toBe(
      `You won: Baba #${idOf(def, "baba")} is YOU and END at (0, 2): BABA IS YOU + BABA IS END`,
    );
  });

  it("the terminal draws the word END", () => {
    const view = viewOf(new Session({ ...map("FLAG IS END", "flag . ."), name: "end" }, repositoryContent()));
    expect(renderGrid(view, { color: false }).split("\n").slice(1)).toEqual([
      " 0  FLAG   IS     END",
      " 1  flag   .      .",
    ]);
  });

  it("the solver reaches an END object as it reaches a WIN one", () => {
    const def = { ...map("BABA IS YOU", "FLAG IS END", "baba . . flag"), name: "end" };
    const r = solve(modelOf(def, repositoryContent()), { maxStates: 1000 });
    expect(r.solved && r.actions.map(formatAction)).toEqual(["d", "d", "d"]);
  });
});

/** A literal model of the game's END loop: is some YOU unit on a cell with an END unit on its float level? */
type Props = { you: boolean; end: boolean; float: boolean };
interface Obj {
  kind: string;
  x: number;
  y: number;
}
function modelEnds(objs: readonly Obj[], props: Readonly<Record<string, Props>>): boolean {
  const p = (o: Obj) => props[o.kind] ?? { you: false, end: false, float: false };
  return objs.some(
    (u) => p(u).you && objs.some((d) => d.x === u.x && d.y === u.y && p(d).end && p(d).float === p(u).float),
  );
}

describe("END against a literal model of the game's loop", () => {
  const KINDS = ["rock", "keke", "baba", "flag"] as const;
  const kindProps = fc.record({ you: fc.boolean(), end: fc.boolean(), float: fc.boolean() });
  it("random small boards after a wait: won exactly when the model ends, undo takes it back", () => {
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
            for (const word of ["YOU", "END", "FLOAT"] as const)
              if (ps[i][word.toLowerCase() as keyof Props]) rows.push(`${k.toUpperCase()} IS ${word}`);
          });
          const top = rows.length;
          const width = Math.max(3, w);
          const objects = rows.length === 0 ? [] : [...map(...rows).objects];
          for (const [k, x, y] of placed) objects.push({ kind: KINDS[k], x: x % width, y: top + (y % h) });
          const b = newBaba({ width, height: top + h, objects });
          const before = objectsOf(b);
          b.step("wait");
          expect(b.won()).toBe(modelEnds(objects, props));
          expect(objectsOf(b)).toEqual(before); // END removes nothing
          b.undo();
          expect(b.won()).toBe(false);
        },
      ),
      fuzzed({ seed: 7_205, numRuns: 300 }),
    );
  });
});
