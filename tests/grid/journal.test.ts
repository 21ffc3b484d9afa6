/**
 * The grid's journal (docs/rules.md §5.7): each step records who moved, pushed, pulled or was blocked,
 * the rules formed and broken with their text objects, conversions, deaths with their hazard, rules and
 * cell, and the win, each with the cause recorded when it happened. Switched on per level: off, a step
 * records nothing (the solver, the benchmarks), and it never changes what a step does.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { type Baba, type LevelDef, newBaba } from "../../src/harness";
import { babaModel } from "../../src/solver/baba-moves";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { SMALL_LEVEL } from "./reading";
import { refusal } from "./shortcut-walk";

/** The journal as [depth, record, cause] rows. */
const rows = (b: Baba) => {
  const j = b.journal();
  return j.records.map((r, i) => [j.depths[i], r, j.causes[i]]);
};
const key = { kind: "input" } as const;
const moved = (line: number | null) => ({ kind: "move", line }) as const;

describe("the journal of a step", () => {
  it("moves, pushes and pulls, each under the key press and the move that carried it", () => {
    const def = map(
      "BABA IS YOU .",
      "ROCK IS PUSH .",
      "WALL IS STOP .",
      "KEKE IS PULL .",
      "keke baba rock . wall",
    );
    const [keke, baba, rock, wall] = ["keke", "baba", "rock", "wall"].map((k) => idOf(def, k));
    const rockIsPush = { rule: "ROCK IS PUSH", ids: [3, 4, 5] };
    const kekeIsPull = { rule: "KEKE IS PULL", ids: [9, 10, 11] };
    const b = newBaba(def);
    b.step("right");
    b.step("right");
    expect(rows(b)).toEqual([
      [0, { type: "Stepped", dir: "right", turn: true }, key],
      // a YOU move names no rule (the key moved it); what it carried names the rule that made it PUSH or PULL
      [0, { type: "Moved", id: baba, dir: "right", from: [1, 4], to: [2, 4], rule: null }, moved(0)],
      [1, { type: "Pushed", id: rock, by: baba, dir: "right", to: [3, 4], rule: rockIsPush }, moved(1)],
      [1, { type: "Pulled", id: keke, by: baba, dir: "right", to: [1, 4], rule: kekeIsPull }, moved(1)],
      [0, { type: "Stepped", dir: "right", turn: true }, key],
      [
        0,
        {
          type: "Blocked",
          id: baba,
          dir: "right",
          pushing: [rock],
          by: wall,
          reason: "STOP",
          rule: { rule: "WALL IS STOP", ids: [6, 7, 8] }, // the rule that made the wall STOP, with its tiles
        },
        moved(4),
      ],
    ]);
  });

  it("what blocked a move: a PULL object, the edge; movement only says so", () => {
    const def = map("BABA IS YOU", "KEKE IS PULL", "baba keke .");
    const [baba, keke] = [idOf(def, "baba"), idOf(def, "keke")];
    const b = newBaba(def);
    b.step("right");
    b.clearLog();
    b.move("left");
    expect(rows(b)).toEqual([
      [0, { type: "Stepped", dir: "left", turn: false }, key],
      [0, { type: "Turned", id: baba, from: "right", to: "left" }, moved(0)],
      [
        0,
        { type: "Blocked", id: baba, dir: "left", pushing: [], by: null, reason: "edge", rule: null },
        moved(0),
      ],
    ]);
    b.clearLog();
    b.step("right");
    expect(rows(b)[2][1]).toEqual({
      type: "Blocked",
      id: baba,
      dir: "right",
      pushing: [],
      by: keke,
      reason: "PULL",
      rule: { rule: "KEKE IS PULL", ids: [3, 4, 5] },
    });
  });

  it("with nothing YOU, a step records only the key press", () => {
    const b = newBaba(map("BABA IS . .", ". . . .", "baba . . ."));
    b.step("up");
    expect(rows(b)).toEqual([[0, { type: "Stepped", dir: "up", turn: true }, key]]);
  });
});

describe("rules formed and broken", () => {
  const def = map(". . . .", "ROCK IS . .", ". . PUSH .", ". . baba .", "BABA IS YOU .");
  const [rock, is, push, baba] = [
    idOf(def, "text:ROCK"),
    idOf(def, "text:IS"),
    idOf(def, "text:PUSH"),
    idOf(def, "baba"),
  ];

  it("each names its text objects and the record that moved one of them", () => {
    const textIsPush = { rule: "TEXT IS PUSH", ids: [] }; // text is PUSH with no rule spelled
    const b = newBaba(def);
    b.step("up");
    expect(rows(b)).toEqual([
      [0, { type: "Stepped", dir: "up", turn: true }, key],
      [0, { type: "Turned", id: baba, from: "right", to: "up" }, moved(0)],
      [0, { type: "Moved", id: baba, dir: "up", from: [2, 3], to: [2, 2], rule: null }, moved(0)],
      [1, { type: "Pushed", id: push, by: baba, dir: "up", to: [2, 1], rule: textIsPush }, moved(2)],
      [1, { type: "Turned", id: push, from: "right", to: "up" }, moved(2)],
      [0, { type: "RuleFormed", rule: "ROCK IS PUSH", ids: [rock, is, push] }, { kind: "text", line: 3 }],
    ]);
    b.clearLog();
    b.step("up");
    expect(rows(b).slice(3)).toEqual([
      [0, { type: "RuleBroken", rule: "ROCK IS PUSH", ids: [rock, is, push] }, { kind: "text", line: 2 }],
    ]);
  });

  it("an undo restores the rules without recording them; a place forms them, caused by nothing", () => {
    const b = newBaba(def);
    b.step("up");
    b.clearLog();
    expect(b.undo()).toBe(true);
    expect(b.journal().records).toEqual([]);
    b.place("text:PUSH", 2, 1);
    expect(rows(b)).toEqual([
      [
        0,
        { type: "RuleFormed", rule: "ROCK IS PUSH", ids: [rock, is, b.state.nextId - 1] },
        { kind: "text", line: null },
      ],
    ]);
  });
});

describe("conversions, deaths and the win", () => {
  it("a conversion, its further target and X IS NOT X, each with its spelled rule", () => {
    const def = map("ROCK IS BABA AND KEKE", "FLAG IS NOT FLAG . .", "rock flag . . .");
    const [rock, flag] = [idOf(def, "rock"), idOf(def, "flag")];
    const b = newBaba(def);
    const added = b.state.nextId;
    b.step("up");
    const rule = (text: string, ...words: [string, number][]) => ({
      kind: "rule",
      rule: { rule: text, ids: words.map(([w, n]) => idOf(def, `text:${w}`, n)) },
      line: 0,
    });
    expect(rows(b).slice(1)).toEqual([
      [
        0,
        { type: "Converted", id: rock, from: "rock", to: "baba" },
        rule("ROCK IS BABA", ["ROCK", 0], ["IS", 0], ["BABA", 0]),
      ],
      [
        0,
        { type: "Added", id: added, kind: "keke", from: rock, at: [0, 2] },
        rule("ROCK IS KEKE", ["ROCK", 0], ["IS", 0], ["KEKE", 0]),
      ],
      [
        0,
        { type: "Erased", id: flag, at: [1, 2] },
        rule("FLAG IS NOT FLAG", ["FLAG", 0], ["IS", 1], ["NOT", 0], ["FLAG", 1]),
      ],
    ]);
  });

  it("a rule given through ALL is named as spelled", () => {
    const def = map("ALL IS MELT", "LAVA IS HOT", "baba+lava . .");
    const [baba, lava] = [idOf(def, "baba"), idOf(def, "lava")];
    const b = newBaba(def);
    b.step("up");
    const rules = (...texts: string[]) => texts.map((rule) => expect.objectContaining({ rule }));
    expect(rows(b).slice(1)).toEqual([
      [
        0,
        { type: "Melted", id: baba, at: [0, 2] },
        {
          kind: "hazard",
          hazard: "HOT/MELT",
          rules: rules("ALL IS MELT", "LAVA IS HOT"),
          with: [lava],
          line: 0,
        },
      ],
      [
        0,
        { type: "Melted", id: lava, at: [0, 2] },
        { kind: "hazard", hazard: "HOT/MELT", rules: rules("ALL IS MELT", "LAVA IS HOT"), with: [], line: 0 },
      ],
    ]);
  });

  it("why Baba died: the hazard, the rules, the cell, and the move that brought it there", () => {
    const def = map("BABA IS YOU .", "SKULL IS DEFEAT", "baba skull . .");
    const [baba, skull] = [idOf(def, "baba"), idOf(def, "skull")];
    const b = newBaba(def);
    b.step("right");
    expect(rows(b).slice(2)).toEqual([
      [
        0,
        { type: "Defeated", id: baba, at: [1, 2] },
        {
          kind: "hazard",
          hazard: "DEFEAT",
          rules: [
            { rule: "BABA IS YOU", ids: [0, 1, 2] },
            { rule: "SKULL IS DEFEAT", ids: [3, 4, 5] },
          ],
          with: [skull],
          line: 1,
        },
      ],
    ]);
    expect(b.lost()).toBe(true);
  });

  it("SINK takes both, each naming the other; OPEN pushed onto SHUT dies under the push", () => {
    const sink = map("BABA IS YOU", "WATER IS SINK", "baba water .");
    const b = newBaba(sink);
    b.step("right");
    const [baba, water] = [idOf(sink, "baba"), idOf(sink, "water")];
    expect(
      rows(b)
        .slice(2)
        .map(([d, r, c]) => [d, r, (c as unknown as { with: number[] }).with]),
    ).toEqual([
      [0, { type: "Sank", id: baba, at: [1, 2] }, [water]],
      [0, { type: "Sank", id: water, at: [1, 2] }, [baba]],
    ]);
    const keys = map("BABA IS YOU . .", "KEY IS PUSH AND OPEN", "DOOR IS SHUT . .", "baba key door . .");
    const k = newBaba(keys);
    k.step("right");
    const [key0, door] = [idOf(keys, "key"), idOf(keys, "door")];
    expect(rows(k).slice(3)).toEqual([
      [
        1,
        { type: "Opened", id: key0, at: [2, 3] },
        {
          kind: "hazard",
          hazard: "OPEN/SHUT",
          rules: [
            { rule: "KEY IS OPEN", ids: [3, 4, 7] },
            { rule: "DOOR IS SHUT", ids: [8, 9, 10] },
          ],
          with: [door],
          line: 2,
        },
      ],
      [1, { type: "Opened", id: door, at: [2, 3] }, expect.objectContaining({ with: [key0], line: 2 })],
    ]);
  });

  it("the win names the YOU and WIN rules and the record that made it", () => {
    const def = map("BABA IS YOU", "FLAG IS WIN", "baba flag .");
    const b = newBaba(def);
    b.step("right");
    expect(rows(b).at(-1)).toEqual([
      0,
      { type: "Won", id: idOf(def, "baba"), at: [1, 2] },
      {
        kind: "win",
        rules: [
          { rule: "BABA IS YOU", ids: [0, 1, 2] },
          { rule: "FLAG IS WIN", ids: [3, 4, 5] },
        ],
        with: idOf(def, "flag"),
        line: 1,
      },
    ]);
  });
});

describe("switched on per level", () => {
  it("the engine keeps no journal unless asked; a step without one records nothing", () => {
    const def = map("BABA IS YOU", "baba . .");
    const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
    expect(level.journal).toBeNull();
    grid.step(level, "right");
    expect(level.journal).toBeNull();
    const off = newBaba(def, LEXICON, { journal: false });
    off.step("right");
    expect(off.journal()).toEqual({ records: [], depths: [], causes: [] });
  });

  it("the solver's states keep none: its steps record nothing", () => {
    const model = babaModel(map("BABA IS YOU", "baba . ."), repositoryContent());
    expect(model.start.journal).toBeNull();
    for (const { state } of model.successors(model.start)) expect(state.journal).toBeNull();
  });

  it("a step that throws (a conversion past the object limit) records nothing", () => {
    const limits = { ...LEVEL_CONFIG.limits, objects: 6 };
    const level = grid.createLevel(map("ROCK IS BABA AND KEKE", "rock . . . ."), LEXICON, {
      ...LEVEL_CONFIG,
      limits,
      journal: true,
    });
    expect(() => grid.step(level, "up")).toThrow(
      "step: the conversion would put at least 7 objects on the grid",
    );
    expect(level.journal?.records).toEqual([]);
  });

  it("on random levels and moves, a journal changes nothing the step does, and each cause points back", () => {
    const things = fc.constantFrom("baba", "keke", "rock", ".", ".", ".");
    const level = SMALL_LEVEL.chain((def) =>
      fc.array(things, { minLength: def.width * def.height, maxLength: def.width * def.height }).map(
        (extra): LevelDef => ({
          ...def,
          objects: [
            ...def.objects,
            ...extra.flatMap((k, t) =>
              k === "." ? [] : [{ kind: k, x: t % def.width, y: (t / def.width) | 0 }],
            ),
          ],
        }),
      ),
    );
    const dirs = fc.array(fc.constantFrom<grid.Dir>("up", "down", "left", "right"), {
      minLength: 1,
      maxLength: 12,
    });
    fc.assert(
      fc.property(level, dirs, (def, moves) => {
        const on = newBaba(def);
        const off = newBaba(def, LEXICON, { journal: false });
        let stepped = 0; // (a step refused for the object limit changes nothing, and records nothing)
        for (const d of moves) {
          const refused = refusal(() => on.step(d));
          expect(refusal(() => off.step(d))).toBe(refused);
          if (refused === null) stepped++;
          expect(grid.hashLevel(on.state)).toBe(grid.hashLevel(off.state));
          expect(on.rules()).toEqual(off.rules());
        }
        const j = on.journal();
        expect(j.records.filter((r) => r.type === "Stepped")).toHaveLength(stepped);
        j.causes.forEach((c, i) => {
          const line = "line" in c ? c.line : null;
          if (line !== null) expect(line).toBeLessThan(i);
          expect(j.depths[i]).toBeLessThanOrEqual(i === 0 ? 0 : j.depths[i - 1] + 1);
        });
      }),
      fuzzed({ seed: 16_007, numRuns: 300 }),
    );
  });
});
