/**
 * Conditional conversions against a model (docs/rules.md §5.8 "Conversions"; the game's `convert.lua`,
 * whose `convert()` tests each unit's conditions and queues every change, made after all units were
 * looked at). Random boards with two conditional conversion rules `S [NOT] ON|NEAR T IS Y` or
 * `LONELY S IS Y` (subjects of two kinds, so cycles such as `BABA ON KEKE IS KEKE` with
 * `KEKE ON BABA IS BABA` come up), one `wait`: every object of a subject becomes the rule's kind exactly
 * when the model, reading the board before the step, says its condition holds; nothing else changes kind,
 * no object moves, appears or goes. fast-check, seeded and bounded (FUZZ, FUZZ_RUNS: tests/fuzz.ts).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
type Thing = (typeof THINGS)[number];
const NOUN = (t: Thing) => t.toUpperCase();

const RULE = fc.record({
  form: fc.constantFrom("ON", "NEAR", "NOT ON", "NOT NEAR", "LONELY"),
  target: fc.constantFrom(...THINGS),
  into: fc.constantFrom(...THINGS),
});

const CASE = fc
  .record({
    subjects: fc.shuffledSubarray([...THINGS], { minLength: 2, maxLength: 2 }),
    rules: fc.tuple(RULE, RULE),
    width: fc.integer({ min: 9, max: 10 }),
    rows: fc.integer({ min: 2, max: 4 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat()), {
      minLength: 1,
      maxLength: 24,
    }),
  })
  .map(({ subjects, rules, width, rows, things }) => {
    const spelled = rules.map((r, i) => ({ ...r, subject: subjects[i] as Thing }));
    const words = spelled.map(({ form, target, into, subject }) =>
      form === "LONELY"
        ? ["LONELY", NOUN(subject), "IS", NOUN(into)]
        : [NOUN(subject), ...form.split(" "), NOUN(target), "IS", NOUN(into)],
    );
    // Rule rows 0 and 2 (a blank row between: no column spells anything); things from row 4.
    const objects: LevelDef["objects"] = [
      ...words[0].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      ...words[1].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })),
      ...things.map(([kind, x, y]) => ({ kind, x: x % width, y: 4 + (y % rows) })),
    ];
    return { spelled, texts: words.map((w) => w.join(" ")), def: { width, height: 4 + rows, objects } };
  });

interface Obj {
  id: number;
  kind: string;
  x: number;
  y: number;
}

/** The kind each object of `board` has after the conversion step, read from `board` alone (the model). */
function model(
  board: readonly Obj[],
  spelled: { form: string; target: Thing; into: Thing; subject: Thing }[],
) {
  const holds = (o: Obj, form: string, target: Thing): boolean => {
    const others = board.filter((p) => p.id !== o.id);
    const on = others.some((p) => p.kind === target && p.x === o.x && p.y === o.y);
    const near = others.some(
      (p) => p.kind === target && Math.abs(p.x - o.x) <= 1 && Math.abs(p.y - o.y) <= 1,
    );
    switch (form) {
      case "ON":
        return on;
      case "NOT ON":
        return !on;
      case "NEAR":
        return near;
      case "NOT NEAR":
        return !near;
      default: // LONELY: nothing else on its cell
        return !others.some((p) => p.x === o.x && p.y === o.y);
    }
  };
  return board.map((o) => {
    const r = spelled.find((s) => s.subject === o.kind);
    return r && holds(o, r.form, r.target) ? r.into : o.kind;
  });
}

const things = (b: ReturnType<typeof newBaba>): Obj[] => {
  const s = b.state;
  const out: Obj[] = [];
  for (let id = 0; id < s.nextId; id++) {
    const kind = s.kinds.names[s.kind[id]];
    if (s.alive[id] && !kind.startsWith("text:")) out.push({ id, kind, x: s.x[id], y: s.y[id] });
  }
  return out;
};

describe("conditional conversions against a model (random boards, one wait)", () => {
  it("each object converts exactly when its condition held on the board before the step; nothing else changes", () => {
    let inForce = 0;
    fc.assert(
      fc.property(CASE, ({ spelled, texts, def }) => {
        const b = newBaba(def, undefined, { journal: false });
        const active = b.activeRules();
        if (!texts.every((t) => active.includes(t))) return; // a rule another cancelled (X IS X)
        inForce++;
        const before = things(b);
        const nextId = b.state.nextId;
        b.step("wait");
        const after = things(b);
        expect(b.state.nextId).toBe(nextId);
        expect(after.map((o) => [o.id, o.x, o.y])).toEqual(before.map((o) => [o.id, o.x, o.y]));
        expect(after.map((o) => o.kind)).toEqual(model(before, spelled));
      }),
      fuzzed({ seed: 2612, numRuns: 150 }),
    );
    expect(inForce).toBeGreaterThan(75);
  });
});
