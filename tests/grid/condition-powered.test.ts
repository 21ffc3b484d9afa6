/**
 * POWERED (docs/rules.md §5.8; the game's condition script, conditions.lua `condtype == "powered"` and
 * `"not powered"`): a prefix condition that holds, for any subject, while some object is POWER: a rule
 * `X IS POWER` in force whose own conditions hold for an object of X alive now (EMPTY IS POWER: for an
 * empty cell). Each such rule is tried once a read (the game's `checkedconds`), so a POWER rule
 * conditional on POWERED alone never supports itself. POWER does nothing else.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { newBaba } from "../../src/harness";
import { formatAction } from "../../src/play/notation";
import { modelOf } from "../../src/solver/model";
import { solve } from "../../src/solver/search";
import { fuzzed } from "../fuzz";
import { idOf, map } from "./builder";

describe("POWERED: some object is POWER", () => {
  it("parses as a prefix condition, NOT POWERED too", () => {
    const b = newBaba(map("POWERED BABA IS YOU", "NOT POWERED KEKE IS WIN", "ROCK IS POWER . ."));
    expect(b.rules()).toEqual([
      "NOT POWERED KEKE IS WIN",
      "POWERED BABA IS YOU",
      "ROCK IS POWER",
      "TEXT IS PUSH",
    ]);
  });

  it("holds while an object of a POWER kind is on the grid, wherever it stands", () => {
    const def = map("POWERED BABA IS YOU", "KEKE IS POWER . .", "baba . . . keke");
    const b = newBaba(def);
    b.step("right");
    expect(b.posOf(idOf(def, "baba"))).toEqual([1, 2]);
  });

  it("does not hold with no object of the POWER kind, nor with the POWER rule absent", () => {
    const none = map("POWERED BABA IS YOU", "KEKE IS POWER . .", "baba . . . .");
    const b = newBaba(none);
    b.step("right");
    expect(b.posOf(idOf(none, "baba"))).toEqual([0, 2]);
    const noRule = map("POWERED BABA IS YOU", "baba . . keke .");
    expect(newBaba(noRule).hasProperty(idOf(noRule, "baba"), "YOU")).toBe(false);
  });

  it("NOT POWERED holds exactly when POWERED does not", () => {
    const def = map("NOT POWERED BABA IS WIN", "KEKE IS POWER . . .", "baba keke . . .");
    const b = newBaba(def);
    expect(b.hasProperty(idOf(def, "baba"), "WIN")).toBe(false);
    const bare = map("NOT POWERED BABA IS WIN", "KEKE IS POWER . . .", "baba . . . .");
    expect(newBaba(bare).hasProperty(idOf(bare, "baba"), "WIN")).toBe(true);
  });

  it("a conditional POWER rule counts while its condition holds for an object of its kind", () => {
    const lonely = map("POWERED BABA IS WIN", "LONELY KEKE IS POWER", "baba keke . . .");
    expect(newBaba(lonely).hasProperty(idOf(lonely, "baba"), "WIN")).toBe(true);
    const crowded = map("POWERED BABA IS WIN", "LONELY KEKE IS POWER", "baba keke+rock . . .");
    expect(newBaba(crowded).hasProperty(idOf(crowded, "baba"), "WIN")).toBe(false);
  });

  it("a POWER rule conditional on POWERED alone never holds; a plain POWER rule beside it makes it hold", () => {
    const alone = map("POWERED BABA IS POWER", "baba . . . .");
    expect(newBaba(alone).hasProperty(idOf(alone, "baba"), "POWER")).toBe(false);
    const helped = map("POWERED BABA IS POWER", "ROCK IS POWER . .", "baba rock . . .");
    expect(newBaba(helped).hasProperty(idOf(helped, "baba"), "POWER")).toBe(true);
  });

  it("NOT POWERED X IS POWER alone holds (nothing else is POWER), and then POWERED holds elsewhere", () => {
    const def = map("NOT POWERED BABA IS POWER", "POWERED KEKE IS WIN .", "baba keke . . .");
    const b = newBaba(def);
    expect(b.hasProperty(idOf(def, "baba"), "POWER")).toBe(true);
    expect(b.hasProperty(idOf(def, "keke"), "WIN")).toBe(true);
  });

  it("a conditional X IS NOT POWER that holds takes the POWER away", () => {
    const rows = ["POWERED BABA IS WIN", "KEKE IS POWER . .", "LONELY KEKE IS NOT POWER"];
    const lonely = map(...rows, "baba keke . . .");
    expect(newBaba(lonely).hasProperty(idOf(lonely, "baba"), "WIN")).toBe(false);
    const crowded = map(...rows, "baba keke+rock . . .");
    expect(newBaba(crowded).hasProperty(idOf(crowded, "baba"), "WIN")).toBe(true);
  });

  it("its search's marks are dropped after it: a FEELING later in the rule still finds the POWER rule", () => {
    const def = map("BABA IS POWER . . . .", "POWERED BABA FEELING POWER IS WIN", "baba . . . . .");
    const b = newBaba(def);
    expect(b.rules()).toContain("POWERED BABA FEELING POWER IS WIN");
    expect(b.hasProperty(idOf(def, "baba"), "WIN")).toBe(true);
  });

  it("each object's try drops its own marks: a FEELING in a POWER rule is read afresh for the next object", () => {
    // The older baba shares its tile, so LONELY BABA IS WIN, which its FEELING WIN read marked, fails for
    // it; the lone baba after it must read that rule again (the game's testcond copies checkedconds).
    const def = map(
      "BABA FEELING WIN IS POWER",
      "LONELY BABA IS WIN . .",
      "POWERED KEKE IS YOU . .",
      "baba+rock . baba . keke",
    );
    expect(newBaba(def).hasProperty(idOf(def, "keke"), "YOU")).toBe(true);
    const crowded = map(
      "BABA FEELING WIN IS POWER",
      "LONELY BABA IS WIN . .",
      "POWERED KEKE IS YOU . .",
      "baba+rock . baba+rock . keke",
    );
    expect(newBaba(crowded).hasProperty(idOf(crowded, "keke"), "YOU")).toBe(false);
  });

  it("TEXT IS POWER counts the words on the grid, as the game lists every word under text too; ALL every thing", () => {
    const plain = map("POWERED BABA IS WIN", "TEXT IS POWER . .", "baba . . . .");
    expect(newBaba(plain).hasProperty(idOf(plain, "baba"), "WIN")).toBe(true);
    const apart = map("POWERED BABA IS WIN", "TEXT ON ROCK IS POWER", "baba . rock KEKE .");
    expect(newBaba(apart).hasProperty(idOf(apart, "baba"), "WIN")).toBe(false);
    const onRock = map("POWERED BABA IS WIN", "TEXT ON ROCK IS POWER", "baba . rock+KEKE . .");
    expect(newBaba(onRock).hasProperty(idOf(onRock, "baba"), "WIN")).toBe(true);
    const anyThing = map("POWERED BABA IS WIN", "ALL ON ROCK IS POWER", "baba . rock+keke . .");
    expect(newBaba(anyThing).hasProperty(idOf(anyThing, "baba"), "WIN")).toBe(true);
  });

  it("EMPTY IS POWER counts while an empty cell exists; FLOAT and SAFE change nothing", () => {
    const def = map("POWERED BABA IS WIN", "EMPTY IS POWER . .", "BABA IS FLOAT . .", "baba . . . .");
    expect(newBaba(def).hasProperty(idOf(def, "baba"), "WIN")).toBe(true);
    const safe = map("POWERED BABA IS WIN", "KEKE IS POWER . .", "KEKE IS SAFE . .", "baba keke . . .");
    expect(newBaba(safe).hasProperty(idOf(safe, "baba"), "WIN")).toBe(true);
  });

  it("a POWER object destroyed by the hazards: the movement before saw it, the win check after does not", () => {
    const rules = ["BABA IS YOU . . .", "POWERED BABA IS WIN", "KEKE IS POWER . .", "KEKE IS YOU . ."];
    const melt = map(...rules, "KEKE IS MELT . .", "LAVA IS HOT . .", "baba . keke lava .");
    const b = newBaba(melt);
    b.step("right");
    expect(b.kindsAt(3, 6)).toEqual(["lava"]);
    expect(b.won()).toBe(false);
    const dry = map(...rules, "KEKE IS MELT . .", "LAVA IS HOT . .", "baba . keke . lava");
    const c = newBaba(dry);
    c.step("right");
    expect(c.won()).toBe(true);
  });

  it("the movement reads POWER before the hazards: YOU under POWERED moves in the turn its POWER melts", () => {
    const def = map(
      "POWERED BABA IS YOU",
      "KEKE IS POWER . .",
      "KEKE IS MOVE . .",
      "KEKE IS MELT . .",
      "LAVA IS HOT . .",
      "baba . . keke lava",
    );
    const b = newBaba(def);
    const baba = idOf(def, "baba");
    b.step("right");
    expect([b.posOf(baba), b.kindsAt(4, 5)]).toEqual([[1, 5], ["lava"]]);
    b.step("right");
    expect(b.posOf(baba)).toEqual([1, 5]);
    expect(b.undo()).toBe(true);
    expect(b.undo()).toBe(true);
    expect(b.hasProperty(baba, "YOU")).toBe(true);
    b.step("right");
    expect(b.posOf(baba)).toEqual([1, 5]);
  });

  it("a conversion that makes the POWER kind turns POWERED on", () => {
    const def = map(
      "POWERED BABA IS WIN",
      "ROCK IS KEKE . .",
      "KEKE IS POWER . .",
      "BABA IS YOU . .",
      "baba rock . . .",
    );
    const b = newBaba(def);
    expect(b.hasProperty(idOf(def, "baba"), "WIN")).toBe(false);
    b.step("wait");
    expect(b.won()).toBe(true);
  });

  it("the journal's win cause names the POWERED rule in force and its text", () => {
    const def = map("BABA IS YOU .", "POWERED BABA IS WIN", "KEKE IS POWER .", "baba . . keke");
    const b = newBaba(def);
    b.step("right");
    expect(b.won()).toBe(true);
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string }[] };
    expect(cause.rules.map((r) => r.rule)).toEqual(["BABA IS YOU", "POWERED BABA IS WIN"]);
  });

  it("the solver reads it: the flag wins only while a POWER object is on the grid", () => {
    const rows = ["BABA IS YOU . .", "POWERED FLAG IS WIN", "KEKE IS POWER . ."];
    const content = repositoryContent();
    const r = solve(modelOf({ ...map(...rows, "baba . . flag keke"), name: "powered-solve" }, content), {
      maxStates: 10000,
    });
    expect(r.solved && r.actions.map(formatAction)).toEqual(["d", "d", "d"]);
    const none = solve(modelOf({ ...map(...rows, "baba . . flag ."), name: "unpowered" }, content), {
      maxStates: 10000,
    });
    expect(none.solved && none.actions.length).toBeGreaterThan(3); // (it must break POWERED off first)
  });
});

/** A random board's POWER rules and objects, and the probe `[NOT] POWERED FLAG IS WIN`. */
const SUBJECTS = ["BABA", "KEKE", "ROCK"] as const;
const CONDS = ["", "LONELY", "NOT LONELY", "POWERED", "NOT POWERED"] as const;
const BOARD = fc.record({
  rules: fc.uniqueArray(
    fc.record({ subject: fc.constantFrom(...SUBJECTS), cond: fc.constantFrom(...CONDS) }),
    {
      selector: (r) => r.subject,
      maxLength: 3,
    },
  ),
  probeNot: fc.boolean(),
  objects: fc.array(
    fc.record({ kind: fc.constantFrom("baba", "keke", "rock"), x: fc.nat(5), y: fc.nat(1) }),
    {
      maxLength: 8,
    },
  ),
});
type Board = typeof BOARD extends fc.Arbitrary<infer T> ? T : never;
type Rule = Board["rules"][number];

/** The literal model: POWERED tries each POWER rule not yet checked, in the engine's kind order. */
function model(board: Board, order: readonly string[]) {
  const rules = [...board.rules].sort(
    (a, b) => order.indexOf(a.subject.toLowerCase()) - order.indexOf(b.subject.toLowerCase()),
  );
  const objs = board.objects;
  const alone = (o: number) => objs.every((p, i) => i === o || p.x !== objs[o].x || p.y !== objs[o].y);
  const holds = (r: Rule, o: number, checked: ReadonlySet<Rule>): boolean => {
    if (r.cond === "") return true;
    if (r.cond.endsWith("LONELY")) return alone(o) !== r.cond.startsWith("NOT");
    return powered(checked) !== r.cond.startsWith("NOT");
  };
  const powered = (checked: ReadonlySet<Rule>): boolean => {
    const c = new Set(checked);
    for (const r of rules) {
      if (c.has(r)) continue;
      c.add(r);
      for (let o = 0; o < objs.length; o++)
        if (objs[o].kind === r.subject.toLowerCase() && holds(r, o, c)) return true;
    }
    return false;
  };
  const power = objs.map((p, o) =>
    rules.some((r) => r.subject.toLowerCase() === p.kind && holds(r, o, new Set([r]))),
  );
  return { power, win: powered(new Set()) !== board.probeNot };
}

describe("POWERED against a literal model", () => {
  it("each object's POWER and the probe's WIN on random boards and rules", () => {
    fc.assert(
      fc.property(BOARD, (board) => {
        const rows = board.rules.map((r) => `${r.cond} ${r.subject} IS POWER`.trim());
        rows.push(`${board.probeNot ? "NOT " : ""}POWERED FLAG IS WIN`);
        const def = map(...rows, "flag", ". . . . . .", ". . . . . .");
        const top = rows.length + 1;
        for (const o of board.objects) def.objects.push({ kind: o.kind, x: o.x, y: o.y + top });
        const b = newBaba(def);
        const want = model(board, b.state.kinds.names);
        const n = def.objects.length - board.objects.length;
        expect(board.objects.map((_, i) => b.hasProperty(n + i, "POWER"))).toEqual(want.power);
        expect(b.hasProperty(idOf(def, "flag"), "WIN")).toBe(want.win);
      }),
      fuzzed({ seed: 7_070, numRuns: 300 }),
    );
  });
});
