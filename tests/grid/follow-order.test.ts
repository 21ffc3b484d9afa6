/**
 * FOLLOW's targets in the order of the follower's FOLLOW rules (docs/rules.md §5.5, FOLLOW). The game's
 * `moveblock` (2019 script; lilybeevee/Lilys-Mods Data/blocks.lua) gathers a follower's FOLLOW rules in
 * the order its parse found them (`featureindex`: its `code` looks for first words in the order of its
 * text objects, across before down, and a sentence gives its rules in the order of its words), looks
 * through each rule's target objects oldest first (`findall`), and keeps one only when it is strictly
 * nearer than every one before. So of targets as near, the first rule's wins, and within a rule the
 * oldest. Scripted cases, then a seeded property against a literal model of that loop, then walks that
 * compare the engine's shortcuts on and off.
 */
import fc from "fast-check";
import { afterEach, describe, expect, it } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { useShortcuts } from "../../src/engine/grid/move-cells";
import type { LevelDef } from "../../src/harness";
import { newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";
import { callsOf, walkBoth } from "./shortcut-walk";

afterEach(() => useShortcuts(true));

/** The keke's facing after one wait on the map `rows`. */
function kekeAfterWait(...rows: string[]): string | null {
  const def = map(...rows);
  const b = newBaba(def);
  b.step("wait");
  return b.facingOf(idOf(def, "keke"));
}

describe("FOLLOW: of targets as near, the first rule's", () => {
  it("the rule whose first word is older wins, whatever the targets' ages", () => {
    // the baba (left) is older than the rock (right) on the first board, younger on the second
    const older = ["baba . keke . rock"];
    const younger = ["rock . keke . baba"];
    expect(kekeAfterWait("KEKE FOLLOW ROCK . .", "KEKE FOLLOW BABA . .", ...older)).toBe("right");
    expect(kekeAfterWait("KEKE FOLLOW BABA . .", "KEKE FOLLOW ROCK . .", ...older)).toBe("left");
    expect(kekeAfterWait("KEKE FOLLOW ROCK . .", "KEKE FOLLOW BABA . .", ...younger)).toBe("left");
    expect(kekeAfterWait("KEKE FOLLOW BABA . .", "KEKE FOLLOW ROCK . .", ...younger)).toBe("right");
  });

  it("a nearer target wins over the rules' order", () => {
    expect(kekeAfterWait("KEKE FOLLOW ROCK . . .", "KEKE FOLLOW BABA . . .", ". baba keke . . rock")).toBe(
      "left",
    );
  });

  it("one sentence gives its rules in the order of its words (`KEKE FOLLOW ROCK AND BABA`: the rock's first)", () => {
    expect(kekeAfterWait("KEKE FOLLOW ROCK AND BABA", "baba . keke . rock")).toBe("right");
    expect(kekeAfterWait("KEKE FOLLOW BABA AND ROCK", "rock . keke . baba")).toBe("right");
    expect(kekeAfterWait("KEKE FOLLOW BABA AND ROCK", "baba . keke . rock")).toBe("left");
  });

  it("one first word read across, then down: the sentence across gives the first rule", () => {
    // KEKE (id 0) starts KEKE FOLLOW ROCK across and KEKE FOLLOW BABA down; the baba is the older target
    expect(
      kekeAfterWait("KEKE FOLLOW ROCK . .", "FOLLOW . . . .", "BABA . . . .", "baba . keke . rock"),
    ).toBe("right");
    expect(
      kekeAfterWait("KEKE FOLLOW BABA . .", "FOLLOW . . . .", "ROCK . . . .", "baba . keke . rock"),
    ).toBe("left");
  });

  it("a rule spelled twice takes the place of its spelling with the older first word, though read later", () => {
    // KEKE FOLLOW ROCK is spelled across on row 3 (first word id 6) and down column 5 (first word id 0),
    // KEKE FOLLOW BABA across on row 1 (first word id 1): the rock's rule is listed first
    const rows = [
      ". . . . . KEKE",
      "KEKE FOLLOW BABA . . FOLLOW",
      ". . . . . ROCK",
      "KEKE FOLLOW ROCK . . .",
    ];
    expect(kekeAfterWait(...rows, ". . . . . .", "baba . keke . rock .")).toBe("right");
    expect(kekeAfterWait(...rows, ". . . . . .", "rock . keke . baba .")).toBe("left");
  });

  it("a conditional FOLLOW rule takes its place while it holds for the follower", () => {
    const rows = ["LONELY KEKE FOLLOW ROCK", ". KEKE FOLLOW BABA", ". . . ."];
    // lonely: the rock (LONELY KEKE FOLLOW ROCK's first word is the oldest); beside a flag: the baba only
    expect(kekeAfterWait(...rows, "baba . keke . rock")).toBe("right");
    expect(kekeAfterWait(...rows, "baba . keke+flag . rock")).toBe("left");
    // with KEKE FOLLOW ROCK below KEKE FOLLOW BABA, the conditional rule still puts the rock first only while it holds
    const both = ["LONELY KEKE FOLLOW ROCK", ". KEKE FOLLOW BABA", ". KEKE FOLLOW ROCK", ". . . ."];
    expect(kekeAfterWait(...both, "baba . keke . rock")).toBe("right");
    expect(kekeAfterWait(...both, "baba . keke+flag . rock")).toBe("left");
  });

  it("ALL and TEXT name their kinds at the rule's place: `KEKE FOLLOW ALL`, `ALL FOLLOW ROCK`, `KEKE FOLLOW TEXT`", () => {
    // the rock is the older target on the first two boards, the baba on the last two
    expect(kekeAfterWait("KEKE FOLLOW ALL . .", "KEKE FOLLOW BABA . .", "rock . keke . baba")).toBe("left");
    expect(kekeAfterWait("KEKE FOLLOW BABA . .", "KEKE FOLLOW ALL . .", "rock . keke . baba")).toBe("right");
    expect(kekeAfterWait("KEKE FOLLOW BABA . .", "ALL FOLLOW ROCK . .", "baba . keke . rock")).toBe("left");
    expect(kekeAfterWait("ALL FOLLOW ROCK . .", "KEKE FOLLOW BABA . .", "baba . keke . rock")).toBe("right");
    // the word ROCK and a baba, each two cells away (the nearest word above, three)
    expect(
      kekeAfterWait(
        "KEKE FOLLOW TEXT . .",
        "KEKE FOLLOW BABA . .",
        ". . . . .",
        ". . . . .",
        "baba . keke . ROCK",
      ),
    ).toBe("right");
    expect(
      kekeAfterWait(
        "KEKE FOLLOW BABA . .",
        "KEKE FOLLOW TEXT . .",
        ". . . . .",
        ". . . . .",
        "baba . keke . ROCK",
      ),
    ).toBe("left");
  });

  it("the journal names the rule of the target followed; undo turns the follower back", () => {
    const def = map("KEKE FOLLOW ROCK . .", "KEKE FOLLOW BABA . .", ". . . . .", "baba . keke . rock");
    const keke = idOf(def, "keke");
    const up: LevelDef = {
      ...def,
      objects: def.objects.map((o, i) => (i === keke ? { ...o, dir: "up" } : o)),
    };
    const b = newBaba(up);
    b.step("wait");
    const j = b.journal();
    const i = j.records.findIndex((r) => r.type === "Turned");
    expect(j.records[i]).toEqual({ type: "Turned", id: keke, from: "up", to: "right" });
    expect(j.causes[i]).toMatchObject({ kind: "rule", rule: { rule: "KEKE FOLLOW ROCK", ids: [0, 1, 2] } });
    expect(b.undo()).toBe(true);
    expect(b.facingOf(keke)).toBe("up");
  });
});

const TARGETS = ["baba", "rock", "flag"] as const;
type Target = (typeof TARGETS)[number];
const FACINGS = ["right", "up", "left", "down"] as const;
/** The follower's cell: three cells or more from the sentences every way. */
const KEKE = [9, 13] as const;

/** The cells at Manhattan distance `d` from the follower, in a fixed order. */
function ring(d: number): [number, number][] {
  const out: [number, number][] = [];
  for (let dx = -d; dx <= d; dx++)
    for (const dy of new Set([d - Math.abs(dx), Math.abs(dx) - d])) out.push([KEKE[0] + dx, KEKE[1] + dy]);
  return out;
}

interface Case {
  /**
   * The FOLLOW sentences: the kinds each names (`KEKE FOLLOW A [AND B]`), its slot (0–2) and whether
   * written down; at times the last repeats an earlier one (a rule spelled twice).
   */
  readonly sentences: readonly { kinds: readonly Target[]; slot: number; down: boolean }[];
  /** The targets: kind, distance (1–3) and place on the ring at that distance. */
  readonly targets: readonly { kind: Target; d: number; at: number }[];
  /** A sort key per object (the keke, the targets, then the words): the order they are made in. */
  readonly made: readonly number[];
}

const CASE: fc.Arbitrary<Case> = fc
  .record({
    kinds: fc.shuffledSubarray([...TARGETS], { minLength: 2, maxLength: 3 }),
    joins: fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
    places: fc.shuffledSubarray([0, 1, 2, 3, 4, 5], { minLength: 4, maxLength: 4 }),
    twice: fc.boolean(), // one sentence written a second time, elsewhere
    again: fc.nat(2),
    targets: fc.array(fc.record({ pick: fc.nat(2), d: fc.integer({ min: 1, max: 3 }), at: fc.nat(11) }), {
      minLength: 2,
      maxLength: 5,
    }),
    made: fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 26, maxLength: 26 }),
  })
  .map(({ kinds, joins, places, twice, again, targets, made }) => {
    const groups: Target[][] = [];
    kinds.forEach((k, i) => {
      if (i > 0 && joins[i] && groups[groups.length - 1].length < 2) groups[groups.length - 1].push(k);
      else groups.push([k]);
    });
    if (twice) groups.push(groups[again % groups.length]);
    return {
      sentences: groups.map((g, i) => ({ kinds: g, slot: places[i] % 3, down: places[i] >= 3 })),
      targets: targets.map((t) => ({ kind: kinds[t.pick % kinds.length], d: t.d, at: t.at % (4 * t.d) })),
      made,
    };
  });

/** The level of a case (ids are made-order positions) and the follower's id. */
function levelOf(c: Case): { def: LevelDef; keke: number } {
  type Obj = LevelDef["objects"][number];
  const objects: Obj[] = [{ kind: "keke", x: KEKE[0], y: KEKE[1], dir: "right" }];
  for (const t of c.targets) {
    const [x, y] = ring(t.d)[t.at];
    objects.push({ kind: t.kind, x, y });
  }
  for (const s of c.sentences) {
    const words = ["KEKE", "FOLLOW", ...s.kinds.flatMap((k, i) => (i > 0 ? ["AND", k] : [k]))];
    words.forEach((w, i) => {
      // across: row 2·slot from x = 0; down: column 6 + 2·slot from y = 0 (a gap between any two)
      const [x, y] = s.down ? [6 + 2 * s.slot, i] : [i, 2 * s.slot];
      objects.push({ kind: `text:${w.toUpperCase()}`, x, y });
    });
  }
  const order = objects.map((_, i) => i).sort((a, b) => c.made[a] - c.made[b] || a - b);
  return { def: { width: 19, height: 19, objects: order.map((i) => objects[i]) }, keke: order.indexOf(0) };
}

/**
 * The game's `moveblock` for the follower, literally: its rules in the order the parse finds them (the
 * sentences by the age of their first word; each sentence's kinds in its order), each rule's targets
 * oldest first, a target kept only when strictly nearer than every one before.
 */
function modelFacing(def: LevelDef, keke: number): string {
  const firstWords = def.objects.flatMap((o, id) => (o.kind === "text:KEKE" ? [id] : []));
  const sentences = firstWords.map((id) => {
    const o = def.objects[id];
    const across = def.objects.some((w) => w.kind === "text:FOLLOW" && w.x === o.x + 1 && w.y === o.y);
    const kinds: string[] = [];
    for (let i = 2; ; i += 2) {
      const w = def.objects.find((v) =>
        across ? v.x === o.x + i && v.y === o.y : v.x === o.x && v.y === o.y + i,
      );
      if (w === undefined) break;
      kinds.push(w.kind.slice(5).toLowerCase());
    }
    return kinds;
  });
  const [x, y] = [def.objects[keke].x, def.objects[keke].y];
  let distance = 9999;
  let dir = "right";
  for (const kinds of sentences)
    for (const kind of kinds)
      def.objects.forEach((o, id) => {
        if (o.kind !== kind || id === keke) return;
        const [dx, dy] = [o.x - x, o.y - y];
        if (Math.abs(dx) + Math.abs(dy) >= distance) return;
        distance = Math.abs(dx) + Math.abs(dy);
        dir = Math.abs(dx) <= Math.abs(dy) ? (dy >= 0 ? "down" : "up") : dx > 0 ? "right" : "left";
      });
  return dir;
}

describe("FOLLOW's targets in rule order, against the game's moveblock", () => {
  it("random FOLLOW sentences (across or down, one or two kinds each) and targets at drawn distances, made in a drawn order", () => {
    let ties = 0;
    fc.assert(
      fc.property(CASE, (c) => {
        const { def, keke } = levelOf(c);
        const b = newBaba(def);
        const before = b.state.facing.slice();
        b.step("wait");
        const want = modelFacing(def, keke);
        expect(b.facingOf(keke)).toBe(want);
        const near = c.targets.map((t) => t.d);
        const least = Math.min(...near);
        if (new Set(c.targets.filter((t) => t.d === least).map((t) => t.kind)).size > 1) ties++;
        expect(b.undo()).toBe(true);
        expect(Array.from(b.state.facing)).toEqual(Array.from(before));
      }),
      fuzzed({ seed: 6_901, numRuns: 300 }),
    );
    expect(ties).toBeGreaterThan(20); // the property reaches the rule this file states
  });
});

/** What a cell below the sentences may hold: a target or a keke (most), a loose word, nothing. */
const CELL = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom("keke", "rock", "flag", "keke+rock", "rock+flag") },
  { weight: 2, arbitrary: fc.constantFrom("KEKE", "FOLLOW", "ROCK", "FLAG", "AND", "TEXT") },
  { weight: 3, arbitrary: fc.constant(".") },
);

/**
 * A random level, 7 wide: `KEKE FOLLOW` sentences naming ROCK, FLAG or both, `KEKE IS MOVE` at times and
 * `BABA IS YOU`, each on a row of its own at a drawn column, in a drawn order; below them rows of cells
 * (`CELL`) and a baba in the middle of the last row; every object facing a drawn way.
 */
const WALKED = fc
  .record({
    follows: fc.shuffledSubarray(["ROCK", "FLAG", "ROCK AND FLAG", "FLAG AND ROCK"], {
      minLength: 2,
      maxLength: 3,
    }),
    move: fc.boolean(),
    cols: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 5, maxLength: 5 }),
    cells: fc.array(CELL, { minLength: 28, maxLength: 28 }),
    dirs: fc.array(fc.constantFrom(...FACINGS), { minLength: 96, maxLength: 96 }),
  })
  .map(({ follows, move, cols, cells, dirs }) => {
    const sentences = [
      ...follows.map((f) => ["KEKE", "FOLLOW", ...f.split(" ")]),
      ...(move ? [["KEKE", "IS", "MOVE"]] : []),
      ["BABA", "IS", "YOU"],
    ];
    const rows = sentences.map((words, i) => {
      const row = Array<string>(7).fill(".");
      row.splice(cols[i % cols.length], words.length, ...words);
      return row.slice(0, 7);
    });
    for (let r = 0; r < 4; r++) rows.push(cells.slice(r * 7, r * 7 + 7));
    rows.push([".", ".", ".", "baba", ".", ".", "."]);
    const def = map(...rows.map((r) => r.join(" ")));
    return { ...def, objects: def.objects.map((o, i) => ({ ...o, dir: dirs[i % dirs.length] })) };
  });

describe("FOLLOW's rule order and the engine's shortcuts", () => {
  it("random boards of followers, their sentences and loose words pushed about, with undo: the same board with the shortcuts on and off", () => {
    fc.assert(
      fc.property(WALKED, callsOf(10, 30), (def, calls) => {
        walkBoth(grid.createLevel(def, LEXICON, LEVEL_CONFIG), calls);
      }),
      fuzzed({ seed: 6_902, numRuns: 120 }),
    );
  });
});
