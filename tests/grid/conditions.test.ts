/**
 * Conditions (docs/rules.md §5.8; research §1–§2; wiki "LONELY", "ON", "NEAR", "FACING"): parsing with
 * AND lists, NOT and recovery; each condition true and false; conditional NOT; hasProperty,
 * movement and hazards reading conditions live; undo; the journal naming the conditional rule; and a
 * level that spells no condition behaving identically with the conditional path forced.
 */
import fc from "fast-check";
import { describe, expect, it, vi } from "vitest";
import { LEVEL_CONFIG } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import * as grid from "../../src/engine/grid";
import { newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

// The conditional path forced (`forced.on`): rules put in force without a conditional rule (every way a
// level takes its rules: a parse compiled afresh or remembered, WORD's rounds, an undo) get an empty
// conditional table all the same, touching every property, so every property read goes through the
// conditional evaluation.
const forced = vi.hoisted(() => ({ on: false }));
vi.mock(import("../../src/engine/grid/parse-record"), async (original) => {
  const actual = await original();
  return {
    ...actual,
    useParsed: (...args: Parameters<typeof actual.useParsed>) => {
      actual.useParsed(...args);
      const level = args[0];
      if (forced.on && level.inForce.cond === null)
        level.inForce = { ...level.inForce, cond: { byKind: [], touched: -1 } };
    },
  };
});

const baba = (...rows: string[]) => newBaba(map(...rows));
const plain = (rules: string[]) => rules.filter((r) => r !== "TEXT IS PUSH");

describe("parsing conditions", () => {
  it("a prefix and the infix conditions, each rule written as the sentence that spells it", () => {
    const b = baba(
      "LONELY BABA IS WIN",
      ". . . .",
      "BABA ON FLAG IS WIN",
      ". . . .",
      "BABA NEAR NOT ROCK IS YOU",
    );
    expect(plain(b.rules())).toEqual([
      "BABA NEAR NOT ROCK IS YOU",
      "BABA ON FLAG IS WIN",
      "LONELY BABA IS WIN",
    ]);
    expect(plain(b.activeRules())).toEqual(plain(b.rules()));
  });

  it("AND lists subjects, targets and complements; AND before an infix adds a condition", () => {
    const b = baba(
      "BABA AND KEKE ON ROCK AND FLAG IS YOU AND WIN",
      ". . . . . . . . . . .",
      "BABA ON FLAG AND NEAR ROCK IS PUSH",
    );
    expect(plain(b.rules())).toEqual([
      "BABA ON FLAG AND NEAR ROCK IS PUSH",
      "BABA ON ROCK AND FLAG IS WIN",
      "BABA ON ROCK AND FLAG IS YOU",
      "KEKE ON ROCK AND FLAG IS WIN",
      "KEKE ON ROCK AND FLAG IS YOU",
    ]);
  });

  it("NOT before a condition, a target or the subject; NOTs toggle", () => {
    const b = baba(
      "BABA NOT ON FLAG IS WIN",
      ". . . . . .",
      "NOT LONELY NOT BABA IS WIN",
      ". . . . . .",
      "KEKE NOT NOT ON NOT ROCK IS YOU",
      "keke . . . . .",
    );
    expect(plain(b.rules())).toEqual([
      "BABA NOT ON FLAG IS WIN",
      "KEKE ON NOT ROCK IS YOU",
      "NOT LONELY NOT BABA IS WIN",
    ]);
    expect(plain(b.activeRules())).toEqual([
      "BABA NOT ON FLAG IS WIN",
      "KEKE ON NOT ROCK IS YOU",
      "NOT LONELY KEKE IS WIN",
    ]);
  });

  it("recovery: an infix after a complement or a target restarts at that noun; NOTs no condition follows restart", () => {
    const b = baba(
      "ROCK IS BABA ON FLAG IS YOU",
      ". . . . . . .",
      "BABA ON ROCK ON FLAG IS WIN",
      ". . . . . . .",
      "BABA NOT KEKE IS YOU . .",
    );
    expect(plain(b.rules())).toEqual([
      "BABA ON FLAG IS YOU",
      "NOT KEKE IS YOU",
      "ROCK IS BABA",
      "ROCK ON FLAG IS WIN",
    ]);
  });

  it("incomplete conditions spell nothing; a prefix starts a sentence anywhere", () => {
    const b = baba("BABA ON IS YOU", ". . . .", "BABA IS LONELY WIN", ". . . .", "FLAG LONELY KEKE IS WIN");
    expect(plain(b.rules())).toEqual(["LONELY KEKE IS WIN"]);
  });

  it("stacked text gives every combination, the conditional ones included", () => {
    const b = baba("BABA ON flag+FLAG+ROCK IS WIN");
    expect(plain(b.rules())).toEqual(["BABA ON FLAG IS WIN", "BABA ON ROCK IS WIN"]);
  });

  it("a lexicon word of class prefix or infix the engine does not play is refused", async () => {
    const { buildLexicon } = await import("../../src/content/words-check");
    // a word no row of the table names (the list it knows is the table's, whatever rows it has)
    expect(() => buildLexicon({ words: [{ word: "BETWIXT", class: "infix" }] }, "w.json")).toThrow(
      `w.json: words[0].word: "BETWIXT" is a condition the grid engine gives no behaviour to (it knows ${Object.keys(grid.CONDITIONS).join(", ")})`,
    );
    expect(() => buildLexicon({ words: [{ word: "ON", class: "prefix" }] }, "w.json")).toThrow(
      /"ON" is a infix condition, not prefix/,
    );
  });
});

describe("each condition, true and false", () => {
  it("ON: another object of the target on its cell; never itself", () => {
    const def = map("BABA ON FLAG IS HOT", "BABA ON BABA IS MELT", "baba+flag baba baba+baba . .");
    const b = newBaba(def);
    const [a, c, d, e] = [0, 1, 2, 3].map((n) => idOf(def, "baba", n));
    expect([a, c, d, e].map((id) => b.hasProperty(id, "HOT"))).toEqual([true, false, false, false]);
    expect([a, c, d, e].map((id) => b.hasProperty(id, "MELT"))).toEqual([false, false, true, true]);
  });

  it("NEAR: its own cell or one of the eight around it, not itself, not two away", () => {
    const def = map("KEKE NEAR ROCK IS HOT", "keke . . keke", ". rock . .", "keke . . keke+keke");
    const b = newBaba(def);
    const kekes = [0, 1, 2, 3, 4].map((n) => idOf(def, "keke", n));
    expect(kekes.map((id) => b.hasProperty(id, "HOT"))).toEqual([true, false, true, false, false]);
  });

  it("FACING: the cell its facing points to; nothing past the edge; facing follows the move", () => {
    const def = map("BABA FACING ROCK IS HOT", "BABA IS YOU . . .", ". . . . .", "baba rock . . .");
    const id = idOf(def, "baba");
    const b = newBaba(def);
    expect(b.hasProperty(id, "HOT")).toBe(true); // faces right by default
    b.step("up");
    expect([b.posOf(id), b.facingOf(id), b.hasProperty(id, "HOT")]).toEqual([[0, 2], "up", false]);
    b.step("down");
    expect([b.facingOf(id), b.hasProperty(id, "HOT")]).toEqual(["down", false]);
  });

  it("LONELY: nothing else on its cell, text included", () => {
    const def = map("LONELY KEKE IS HOT", "keke keke+flag keke+ROCK");
    const b = newBaba(def);
    expect([0, 1, 2].map((n) => b.hasProperty(idOf(def, "keke", n), "HOT"))).toEqual([true, false, false]);
  });

  it("NOT before a condition and before a target; a target NOT X names things only", () => {
    const def = map(
      "KEKE NOT ON FLAG IS HOT",
      "KEKE ON NOT ROCK IS MELT",
      "keke+flag keke+rock keke+ROCK keke",
    );
    const b = newBaba(def);
    const kekes = [0, 1, 2, 3].map((n) => idOf(def, "keke", n));
    expect(kekes.map((id) => b.hasProperty(id, "HOT"))).toEqual([false, true, true, true]);
    expect(kekes.map((id) => b.hasProperty(id, "MELT"))).toEqual([true, false, false, false]);
  });

  it("several targets and several conditions must all hold", () => {
    const def = map(
      "KEKE ON ROCK AND FLAG IS HOT",
      "KEKE ON ROCK AND NEAR SKULL IS MELT",
      "keke+rock+flag keke+rock skull",
    );
    const b = newBaba(def);
    const [k0, k1] = [idOf(def, "keke"), idOf(def, "keke", 1)];
    expect([b.hasProperty(k0, "HOT"), b.hasProperty(k1, "HOT")]).toEqual([true, false]);
    expect([b.hasProperty(k0, "MELT"), b.hasProperty(k1, "MELT")]).toEqual([false, true]);
  });
});

describe("conditional NOT and resolution", () => {
  it("a conditional X IS NOT P takes P away only where it holds, and both stay in force", () => {
    const def = map("KEKE IS HOT", "KEKE ON FLAG IS NOT HOT", "keke keke+flag");
    const b = newBaba(def);
    expect([b.hasProperty(idOf(def, "keke"), "HOT"), b.hasProperty(idOf(def, "keke", 1), "HOT")]).toEqual([
      true,
      false,
    ]);
    expect(plain(b.activeRules())).toEqual(["KEKE IS HOT", "KEKE ON FLAG IS NOT HOT"]);
  });

  it("an unconditional X IS NOT P cancels a conditional X IS P; ALL and NOT subjects expand", () => {
    const def = map(
      "KEKE ON FLAG IS HOT",
      "KEKE IS NOT HOT .",
      "ALL ON FLAG IS MELT",
      "keke+flag baba+flag .",
    );
    const b = newBaba(def);
    expect(plain(b.activeRules())).toEqual([
      "BABA ON FLAG IS MELT",
      "FLAG ON FLAG IS MELT",
      "KEKE IS NOT HOT",
      "KEKE ON FLAG IS MELT",
    ]);
    expect(b.hasProperty(idOf(def, "keke"), "HOT")).toBe(false);
    expect(b.hasProperty(idOf(def, "baba"), "MELT")).toBe(true);
    expect(b.hasProperty(idOf(def, "flag"), "MELT")).toBe(false); // no other flag on its cell
  });

  it("cancelledRules lists a conditional rule an unconditional NOT cancelled, with the rule spelled", () => {
    const b = baba("KEKE ON FLAG IS HOT", "ALL IS NOT HOT . .", "keke flag . . .");
    expect(b.cancelledRules()).toEqual([
      {
        rule: "KEKE ON FLAG IS HOT",
        spelled: "KEKE ON FLAG IS HOT",
        by: "KEKE IS NOT HOT",
        bySpelled: "ALL IS NOT HOT",
      },
    ]);
  });

  it("a conditional WORD loads and is in force (docs/rules.md §5.8; tests/grid/word-conditional.test.ts)", () => {
    const b = baba("BABA ON FLAG IS WORD", "baba . . . .");
    expect(b.activeRules()).toContain("BABA ON FLAG IS WORD");
  });
});

describe("the bound on conditional readings", () => {
  const nouns = LEXICON.words.filter((w) => w.class === "noun").map((w) => w.word);
  const stack = (x: number, y: number) => nouns.map((n) => ({ kind: `text:${n}`, x, y }));
  const words = (y: number, ...ws: [string, number][]) => ws.map(([w, x]) => ({ kind: `text:${w}`, x, y }));

  it("stacked targets past CONDITIONAL_READINGS_LIMIT: the level is refused; a step that would get there changes nothing", () => {
    expect(nouns.length ** 3).toBeGreaterThan(4096);
    const row = [...words(0, ["BABA", 0], ["ON", 1], ["AND", 3], ["AND", 5], ["IS", 7], ["WIN", 8])];
    const targets = [...stack(2, 0), ...stack(4, 0), ...stack(6, 0)];
    const you = words(3, ["BABA", 0], ["IS", 1], ["YOU", 2]);
    expect(() => newBaba({ width: 9, height: 4, objects: [...row, ...targets, ...you] })).toThrow(
      /parse: the stacked text spells more than 4096 readings with conditions \(CONDITIONAL_READINGS_LIMIT\)/,
    );
    const gap = row.filter((o) => !(o.x === 5 && o.y === 0));
    const def = {
      width: 9,
      height: 4,
      objects: [...gap, ...targets, ...you, ...words(1, ["AND", 5]), { kind: "baba", x: 5, y: 2 }],
    };
    const b = newBaba(def);
    const before = [b.rules(), b.stackAt(5, 0), b.stackAt(5, 1), b.stackAt(5, 2)];
    expect(() => b.step("up")).toThrow(/more than 4096 readings with conditions/);
    expect([b.rules(), b.stackAt(5, 0), b.stackAt(5, 1), b.stackAt(5, 2)]).toEqual(before);
  });
});

describe("movement and hazards read conditions live", () => {
  it("ROCK ON FLAG IS STOP blocks only the rock on the flag", () => {
    const def = map("BABA IS YOU .", "ROCK ON FLAG IS STOP", "baba . rock+flag .", "baba . rock . .");
    const b = newBaba(def);
    const [b0, b1] = [idOf(def, "baba"), idOf(def, "baba", 1)];
    b.step("right");
    b.step("right");
    expect([b.posOf(b0), b.posOf(b1)]).toEqual([
      [1, 2],
      [2, 3],
    ]);
  });

  it("each YOU object reads YOU when its turn to move comes: the first mover's push can end the second's", () => {
    const def = map("BABA NEAR FLAG IS YOU", "FLAG IS PUSH . .", ". baba flag . .", ". baba . . .");
    const b = newBaba(def);
    const [b0, b1, flag] = [idOf(def, "baba"), idOf(def, "baba", 1), idOf(def, "flag")];
    expect([b.hasProperty(b0, "YOU"), b.hasProperty(b1, "YOU")]).toEqual([true, true]);
    b.step("right"); // b0 goes first (the older of two equally far ahead), pushing the flag out of b1's reach
    expect([b.posOf(b0), b.posOf(flag), b.posOf(b1), b.hasProperty(b1, "YOU")]).toEqual([
      [2, 2],
      [3, 2],
      [1, 3],
      false,
    ]);
  });

  it("hazards read the board each step left: HOT/MELT removes the target before DEFEAT looks", () => {
    const def = map(
      "BABA IS YOU .",
      "SKULL ON KEKE IS DEFEAT",
      "KEKE IS MELT .",
      "SKULL IS HOT .",
      "baba skull+keke . .",
    );
    const b = newBaba(def);
    b.step("right");
    expect([b.kindsAt(1, 4), b.lost()]).toEqual([["baba", "skull"], false]);
  });

  it("DEFEAT under a condition kills on the flag only; undo restores the board and the properties", () => {
    const def = map("BABA IS YOU .", "ROCK ON FLAG IS DEFEAT", "baba rock+flag . .", "baba rock . .");
    const b = newBaba(def);
    const [b0, b1, rock] = [idOf(def, "baba"), idOf(def, "baba", 1), idOf(def, "rock")];
    b.step("right");
    expect([b.posOf(b0), b.posOf(b1)]).toEqual([null, [1, 3]]);
    expect(b.undo()).toBe(true);
    expect([b.posOf(b0), b.hasProperty(rock, "DEFEAT")]).toEqual([[0, 2], true]);
  });

  it("the win by BABA ON FLAG IS WIN names that rule and its text objects", () => {
    const def = map("BABA IS YOU . .", "BABA ON FLAG IS WIN", "baba flag . . .");
    const b = newBaba(def);
    b.step("right");
    expect(b.won()).toBe(true);
    const j = b.journal();
    const cause = j.causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "BABA ON FLAG IS WIN", ids: [3, 4, 5, 6, 7] },
    ]);
  });
});

describe("the fast path", () => {
  const NOUNS = ["baba", "rock", "flag", "wall", "keke"];
  const WORDS = [
    "BABA",
    "ROCK",
    "FLAG",
    "WALL",
    "IS",
    "AND",
    "NOT",
    "YOU",
    "WIN",
    "PUSH",
    "STOP",
    "SINK",
    "DEFEAT",
    "MOVE",
  ];
  const cell = fc.oneof(
    fc.constant(null),
    fc.constantFrom(...NOUNS),
    fc.constantFrom(...WORDS.map((w) => `text:${w}`)),
  );
  const board = fc.array(cell, { minLength: 25, maxLength: 25 }).map((cells) => ({
    width: 5,
    height: 5,
    objects: [
      { kind: "text:BABA", x: 0, y: 0 },
      { kind: "text:IS", x: 1, y: 0 },
      { kind: "text:YOU", x: 2, y: 0 },
      ...cells.flatMap((k, i) => (k === null || i < 5 ? [] : [{ kind: k, x: i % 5, y: (i / 5) | 0 }])),
    ],
  }));
  const inputs = fc.array(
    fc.constantFrom("up", "down", "left", "right", "wait") as fc.Arbitrary<grid.TurnInput>,
    {
      maxLength: 12,
    },
  );

  it("a level that spells no condition behaves identically with the conditional path forced", () => {
    fc.assert(
      fc.property(board, inputs, (def, moves) => {
        const run = (force: boolean) => {
          forced.on = force;
          try {
            const level = grid.createLevel(def, LEXICON, LEVEL_CONFIG);
            const seen = [grid.hashLevel(level)];
            for (const m of moves) {
              grid.step(level, m);
              seen.push(`${grid.hashLevel(level)} ${grid.activeRules(level).join(",")}`);
            }
            return { seen, cond: level.inForce.cond };
          } finally {
            forced.on = false;
          }
        };
        const fast = run(false);
        const slow = run(true);
        expect(fast.cond).toBe(null);
        expect(slow.cond).not.toBe(null);
        expect(slow.seen).toEqual(fast.seen);
      }),
      fuzzed({ seed: 14, numRuns: 60 }),
    );
  });
});
