/**
 * NUDGERIGHT, NUDGEUP, NUDGELEFT, NUDGEDOWN (docs/rules.md §5.4; the game's later `Lua/movement.lua`,
 * `movecommand` takes 3 to 6 and `add_moving_units`): after the MOVE take, a take per word (right, up,
 * left, down), each moving its word's holders (a listed property: no bit) one step that way with the move
 * rules of every take. A holder keeps its facing; what it pushes faces the nudge's way; a blocked holder
 * stays (no turning back); a WEAK one blocked dies; SLEEP holds it; n listings are n steps. Exact boards
 * (`kind@x,y facing`, oldest first), the journal and the log, undo, and a seeded property against a
 * literal model of the takes.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { buildLexicon } from "../../src/content/words-check";
import { FACINGS } from "../../src/engine/grid";
import { bitsOf } from "../../src/engine/grid/prop-bits";
import { ACTS } from "../../src/engine/grid/turn-plan";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { explainJournal, journalOf } from "../../src/play/explain";
import { namesOf } from "../../src/play/names";
import { parseScript } from "../../src/play/notation";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";
import { idOf, map, thingsFacing as things, walledBoard } from "./builder";

/** The level of `rows`, its objects of `kind` facing `dir`. */
function facing(def: LevelDef, kind: string, dir: "up" | "down" | "left" | "right"): LevelDef {
  return { ...def, objects: def.objects.map((o) => (o.kind === kind ? { ...o, dir } : o)) };
}

/** `def` after one wait. */
function waited(def: LevelDef): Baba {
  const b = newBaba(def);
  b.step("wait");
  return b;
}

describe("NUDGE: one step its way, the holder not turned", () => {
  const rows = (word: string) => [`ROCK IS ${word}`, ". . . .", ". . . .", ". rock . .", ". . . ."];
  it.each([
    ["NUDGERIGHT", "rock@2,3 down"],
    ["NUDGEUP", "rock@1,2 down"],
    ["NUDGELEFT", "rock@0,3 down"],
    ["NUDGEDOWN", "rock@1,4 down"],
  ])("%s: the rock steps that way and still faces down", (word, after) => {
    expect(things(waited(facing(map(...rows(word)), "rock", "down")))).toEqual([after]);
  });

  it("each turn again, until the edge: blocked there, it stays and does not turn around", () => {
    const b = newBaba(map("ROCK IS NUDGERIGHT", ". . .", "rock . ."));
    b.step("wait");
    b.step("wait");
    expect(things(b)).toEqual(["rock@2,2 right"]);
    b.step("wait");
    expect(things(b)).toEqual(["rock@2,2 right"]);
  });
});

describe("NUDGE: the move rules of every take", () => {
  it("pushes a chain: the pushed objects face the nudge's way, the holder keeps its facing", () => {
    const def = facing(map("ROCK IS NUDGERIGHT", "BOX IS PUSH . .", "rock box box ."), "rock", "up");
    expect(things(waited(def))).toEqual(["rock@1,2 up", "box@2,2 right", "box@3,2 right"]);
  });

  it("blocked by STOP: it stays, facing as it did; a PUSH chain against the edge stays too", () => {
    const stop = facing(map("ROCK IS NUDGERIGHT", "WALL IS STOP .", "rock wall ."), "rock", "left");
    expect(things(waited(stop))).toEqual(["rock@0,2 left", "wall@1,2 right"]);
    const edge = map("ROCK IS NUDGERIGHT", "BOX IS PUSH", ". rock box");
    expect(things(waited(edge))).toEqual(["rock@1,2 right", "box@2,2 right"]);
  });

  it("a WEAK holder that stays blocked is destroyed; a blocked one that is not stays", () => {
    const b = waited(map("ROCK IS NUDGEUP AND WEAK", "WALL IS STOP . . .", "wall . . .", "rock . . ."));
    expect(things(b)).toEqual(["wall@0,2 right"]);
  });

  it("the retries: a holder blocked by another holder moves once that one has moved", () => {
    const b = waited(map("ROCK IS NUDGERIGHT", "ROCK IS STOP . .", "rock rock . ."));
    expect(things(b)).toEqual(["rock@1,2 right", "rock@2,2 right"]);
  });

  it("PULL: what is behind follows, and faces the nudge's way", () => {
    const def = facing(
      map("ROCK IS NUDGEUP", "BOX IS PULL .", ". . .", ". rock .", ". box ."),
      "rock",
      "left",
    );
    expect(things(waited(def))).toEqual(["rock@1,2 left", "box@1,3 up"]);
  });

  it("OPEN meets SHUT on contact: both are destroyed", () => {
    const b = waited(map("ROCK IS NUDGELEFT AND OPEN", "DOOR IS SHUT AND STOP", "door rock . ."));
    expect(things(b)).toEqual([]);
  });

  it("a SLEEP holder stays", () => {
    const b = waited(map("ROCK IS NUDGEDOWN AND SLEEP", "rock . .", ". . ."));
    expect(things(b)).toEqual(["rock@0,1 right"]);
  });
});

describe("NUDGE: stacking, conditions, NOT", () => {
  it("two listings of the rule: two steps", () => {
    const b = waited(
      map("ROCK IS NUDGEDOWN AND NUDGEDOWN", ". . . . .", "rock . . . .", ". . . . .", ". . . . ."),
    );
    expect(things(b)).toEqual(["rock@0,4 right"]);
  });

  it("the same sentence written twice: two steps", () => {
    const b = waited(map("ROCK IS NUDGELEFT", "ROCK IS NUDGELEFT", ". . rock"));
    expect(things(b)).toEqual(["rock@0,2 right"]);
  });

  it("two words: both takes, right before up (a wall up and right of the rock stops the second)", () => {
    const b = waited(
      map("ROCK IS NUDGEUP AND NUDGERIGHT", "WALL IS STOP . .", ". . wall . .", ". rock . . ."),
    );
    expect(things(b)).toEqual(["wall@2,2 right", "rock@2,3 right"]);
  });

  it("a plain rule and a conditional one that holds: two steps; where it does not hold, one", () => {
    const rows = [
      "ROCK IS NUDGEUP",
      "ROCK NEAR BABA IS NUDGEUP",
      ". . . . .",
      ". . . . .",
      "rock baba . rock .",
    ];
    expect(things(waited(map(...rows)))).toEqual(["rock@0,2 right", "baba@1,4 right", "rock@3,3 right"]);
  });

  it("a conditional rule moves only the objects its conditions hold for as the take begins", () => {
    const def = map("ROCK NEAR BABA IS NUDGEUP", ". . . . . .", ". . . . . .", "rock baba . . . rock");
    expect(things(waited(def))).toEqual(["rock@0,2 right", "baba@1,3 right", "rock@5,3 right"]);
  });

  it("X IS NOT NUDGEUP takes it away, and a conditional NOT where it holds", () => {
    expect(things(waited(map("ROCK IS NUDGEUP", "ROCK IS NOT NUDGEUP", ". . .", "rock . .")))).toEqual([
      "rock@0,3 right",
    ]);
    const def = map(
      "ROCK IS NUDGEUP",
      "ROCK NEAR BABA IS NOT NUDGEUP",
      ". . . . .",
      ". . . . .",
      "rock baba . rock .",
    );
    expect(things(waited(def))).toEqual(["rock@0,4 right", "baba@1,4 right", "rock@3,3 right"]);
  });
});

describe("NUDGE: its place among the takes", () => {
  it("YOU first: BABA IS YOU AND NUDGEDOWN steps right, then down, facing right", () => {
    const b = newBaba(map("BABA IS YOU AND NUDGEDOWN", ". . . . .", "baba . . . .", ". . . . ."));
    b.step("right");
    expect(things(b)).toEqual(["baba@1,3 right"]);
  });

  it("MOVE before: a MOVE AND NUDGEUP keke walks its way, then up", () => {
    const b = waited(
      facing(map("KEKE IS MOVE AND NUDGEUP", ". . . . .", ". . . . .", ". keke . . ."), "keke", "left"),
    );
    expect(things(b)).toEqual(["keke@0,2 left"]);
  });

  it("SHIFT after: a rock nudged onto a belt is carried by it in the same turn", () => {
    const def = facing(map("ROCK IS NUDGEDOWN", "BELT IS SHIFT . .", ". . rock", ". . belt"), "belt", "left");
    expect(things(waited(def))).toEqual(["rock@1,3 left", "belt@2,3 left"]);
  });

  it("the takes are data: a level whose list leaves them out does not nudge", () => {
    const b = newBaba(map("ROCK IS NUDGEUP", ". . .", "rock . ."));
    b.state.takes = ["YOU", "MOVE", "SHIFT"];
    b.step("wait");
    expect(things(b)).toEqual(["rock@0,2 right"]);
  });
});

describe("NUDGE: no rule, no work; a lexicon without the words", () => {
  it("the movement phase acts only when some rule gives a NUDGE word (or YOU, MOVE, SHIFT, FEAR)", () => {
    const acts = (b: Baba) => ACTS.move(b.state.inForce, bitsOf(b.state.lexicon), b.state.lexicon);
    expect(acts(newBaba(map("ROCK IS NUDGEUP", "ROCK IS NOT NUDGEUP", "rock . .")))).toBe(false);
    expect(acts(newBaba(map("ROCK IS NUDGEUP", "rock . .")))).toBe(true);
    expect(acts(newBaba(map("ROCK NEAR BABA IS NUDGEUP", "rock . .")))).toBe(true);
  });

  it("a lexicon that lacks the words: the takes are listed but nothing moves, nothing throws", () => {
    const lex = buildLexicon(
      {
        words: [
          { word: "ROCK", class: "noun" },
          { word: "TEXT", class: "noun", meta: true },
          { word: "IS", class: "verb" },
          { word: "MOVE", class: "property" },
        ],
      },
      "no-nudge.json",
    );
    const b = newBaba(map("ROCK IS MOVE", ". rock ."), lex);
    b.step("wait");
    expect(things(b)).toEqual(["rock@2,1 right"]);
  });
});

describe("NUDGE: undo, journal and log", () => {
  it("undo gives back the board and the facings", () => {
    const b = newBaba(facing(map("ROCK IS NUDGERIGHT", "BOX IS PUSH . .", "rock box . ."), "rock", "up"));
    const before = things(b);
    b.step("wait");
    expect(things(b)).not.toEqual(before);
    expect(b.undo()).toBe(true);
    expect(things(b)).toEqual(before);
  });

  it("the journal: Moved with the nudge's way and its rule, Pushed under it; no Turned for the holder", () => {
    const def = facing(
      facing(map("ROCK IS NUDGERIGHT", "BOX IS PUSH . .", "rock box . ."), "rock", "up"),
      "box",
      "down",
    );
    const b = waited(def);
    const rock = idOf(def, "rock");
    const box = idOf(def, "box");
    const recs = b.journal().records.filter((r) => ["Moved", "Pushed", "Turned"].includes(r.type));
    expect(
      recs.map((r) => ({ ...r, rule: "rule" in r && typeof r.rule === "object" ? r.rule?.rule : undefined })),
    ).toEqual([
      { type: "Moved", id: rock, dir: "right", from: [0, 2], to: [1, 2], rule: "ROCK IS NUDGERIGHT" },
      { type: "Pushed", id: box, by: rock, dir: "right", to: [2, 2], rule: "BOX IS PUSH" },
      { type: "Turned", id: box, from: "down", to: "right" },
    ]);
  });

  it("a conditional rule that held as the take began is the rule named, though it no longer holds after the step", () => {
    const def = map("ROCK NEAR BABA IS NUDGELEFT", ". . . . .", ". rock baba . .");
    const b = waited(def);
    const moved = b.journal().records.filter((r) => r.type === "Moved");
    expect(
      moved.map((r) => [r.id, r.to, "rule" in r && typeof r.rule === "object" ? r.rule?.rule : null]),
    ).toEqual([[idOf(def, "rock"), [0, 2], "ROCK NEAR BABA IS NUDGELEFT"]]);
  });

  it("the log names the rule", () => {
    const def = map("ROCK IS NUDGEUP", "BABA IS YOU", ". . .", "baba rock .");
    const s = new Session(def, repositoryContent());
    for (const a of parseScript("w")) expect(s.apply(a).type).toBe("done");
    const lines = explainJournal(journalOf(s), namesOf(s)).map((l) => l.text);
    expect(lines).toContain(`Rock #${idOf(def, "rock")} moved up to (1, 2): ROCK IS NUDGEUP`);
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

/**
 * A literal model of the four NUDGE takes on a board of things (no text in reach: a wall row keeps it
 * apart): per take in the game's order, its holders (id order, listed `times` each) step once per sub-take
 * (one per listing), each trying in turn and the blocked ones again while any moved; an object moves at
 * most once per sub-take and one moved in it is passed over; a chain of PUSH objects is pushed, a STOP one
 * (not PUSH) or the edge blocks; pushed objects face the way, the holder keeps its facing.
 */
function model(
  objs: Obj[],
  w: number,
  h: number,
  props: Readonly<Record<string, { nudge: readonly number[]; push: boolean; stop: boolean }>>,
): Obj[] {
  const p = (o: Obj) => props[o.kind] ?? { nudge: [], push: false, stop: o.kind === "wall" };
  for (let dir = 0; dir < 4; dir++) {
    const steps = objs.map((o) => p(o).nudge.filter((d) => d === dir).length);
    const most = Math.max(0, ...steps);
    for (let s = 0; s < most; s++) {
      const moved = new Set<number>();
      let pending = objs.flatMap((_o, i) => (steps[i] > s ? [i] : []));
      for (;;) {
        const blocked: number[] = [];
        for (const i of pending) {
          if (moved.has(i)) continue;
          const chain = [i];
          let x = objs[i].x;
          let y = objs[i].y;
          let ok = true;
          for (;;) {
            x += DX[dir];
            y += DY[dir];
            if (x < 0 || y < 0 || x >= w || y >= h) {
              ok = false;
              break;
            }
            const here = objs.flatMap((o, j) => (o.x === x && o.y === y && !moved.has(j) ? [j] : []));
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
            if (j !== i) objs[j].f = dir;
            moved.add(j);
          }
        }
        if (blocked.length === 0 || blocked.length === pending.length) break;
        pending = blocked;
      }
    }
  }
  return objs;
}

describe("NUDGE against a literal model of the takes", () => {
  const KINDS = ["rock", "keke", "box"] as const;
  const WORDS = ["NUDGERIGHT", "NUDGEUP", "NUDGELEFT", "NUDGEDOWN"];
  const kindProps = fc.record({
    nudge: fc.array(fc.integer({ min: 0, max: 3 }), { maxLength: 2 }),
    push: fc.boolean(),
    stop: fc.boolean(),
  });
  it("random small boards: the things and their facings, and the undo", () => {
    fc.assert(
      fc.property(
        fc.tuple(kindProps, kindProps, kindProps),
        fc.integer({ min: 4, max: 6 }),
        fc.integer({ min: 1, max: 4 }),
        fc.array(
          fc.tuple(fc.integer({ min: 0, max: 2 }), fc.nat(), fc.nat(), fc.integer({ min: 0, max: 3 })),
          {
            maxLength: 12,
          },
        ),
        (ps, w, h, placed) => {
          const rows: string[] = ["WALL IS STOP"];
          const props: Record<string, { nudge: readonly number[]; push: boolean; stop: boolean }> = {};
          KINDS.forEach((k, i) => {
            props[k] = ps[i];
            const noun = k.toUpperCase();
            for (const d of ps[i].nudge) rows.push(`${noun} IS ${WORDS[d]}`);
            if (ps[i].push) rows.push(`${noun} IS PUSH`);
            if (ps[i].stop) rows.push(`${noun} IS STOP`);
          });
          const width = w;
          const { def, below: things0, walls } = walledBoard(rows, width, h, placed, KINDS);
          const top = rows.length; // (the walls' row on the board)
          const b = newBaba(def);
          const before = things(b);
          const out = model([...walls, ...things0], width, h + 1, props);
          b.step("wait");
          expect(things(b)).toEqual(out.map((o) => `${o.kind}@${o.x},${o.y + top} ${FACINGS[o.f]}`));
          b.undo();
          expect(things(b)).toEqual(before);
        },
      ),
      fuzzed({ seed: 7_100, numRuns: 300 }),
    );
  });
});
