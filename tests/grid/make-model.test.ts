/**
 * MAKE against a model (docs/rules.md §5.5, §5.8 "Verbs"; phases/make.ts): random boards with
 * rules `S MAKE Y`, each maybe conditional (`S NEAR T …`, `LONELY S …`), one `wait`. The objects the step
 * adds are exactly the model's: each holder, oldest first, puts each of its items on its cell where no
 * object of that kind lies on the board before the step nor is planned
 * there already; so at most one of each item per cell, and only on a holder's cell whose condition held.
 * Each added object faces as its first holder on the cell does. fast-check, seeded and bounded.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
type Thing = (typeof THINGS)[number];
const NOUN = (t: Thing) => t.toUpperCase();
const WORDS = ["BABA", "KEKE", "ROCK", "FLAG", "WIN", "HOT", "OPEN"] as const;

const RULE = fc.record({
  verb: fc.constant("MAKE"),
  form: fc.constantFrom("", "NEAR", "NOT NEAR", "LONELY"),
  target: fc.constantFrom(...THINGS),
  item: fc.constantFrom(...THINGS),
});

const CASE = fc
  .record({
    subjects: fc.array(fc.constantFrom(...THINGS), { minLength: 2, maxLength: 2 }),
    rules: fc.tuple(RULE, RULE),
    width: fc.integer({ min: 9, max: 10 }),
    rows: fc.integer({ min: 2, max: 4 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat(), fc.nat(3)), {
      minLength: 1,
      maxLength: 24,
    }),
    texts: fc.array(fc.tuple(fc.constantFrom(...WORDS), fc.nat(), fc.nat()), { maxLength: 4 }),
  })
  .map(({ subjects, rules, width, rows, things, texts }) => {
    const spelled = rules.map((r, i) => ({ ...r, subject: subjects[i] as Thing }));
    const words = spelled.map(({ verb, form, target, item, subject }) => {
      const object = NOUN(item);
      if (form === "") return [NOUN(subject), verb, object];
      if (form === "LONELY") return ["LONELY", NOUN(subject), verb, object];
      return [NOUN(subject), ...form.split(" "), NOUN(target), verb, object];
    });
    const facing = ["right", "up", "left", "down"] as const;
    // Rule rows 0 and 2 (a blank row between); things and loose words (one per cell: no two words
    // beside each other spell a rule without a verb) from row 4.
    const objects: LevelDef["objects"] = [
      ...words[0].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      ...words[1].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })),
      ...things.map(([kind, x, y, f]) => ({ kind, x: x % width, y: 4 + (y % rows), dir: facing[f] })),
      ...texts.map(([w, x, y]) => ({ kind: `text:${w}`, x: x % width, y: 4 + (y % rows) })),
    ];
    return { spelled, texts: words.map((w) => w.join(" ")), def: { width, height: 4 + rows, objects } };
  });

interface Obj {
  id: number;
  kind: string;
  x: number;
  y: number;
  facing: number;
}

type Spelled = {
  verb: string;
  form: string;
  target: Thing;
  item: Thing;
  subject: Thing;
}[];

/** The objects the MAKE step adds to `board` (kind, x, y, facing), read from `board` alone. */
function model(board: readonly Obj[], spelled: Spelled): string[] {
  const holds = (o: Obj, form: string, target: Thing): boolean => {
    const others = board.filter((p) => p.id !== o.id);
    const near = others.some(
      (p) => p.kind === target && Math.abs(p.x - o.x) <= 1 && Math.abs(p.y - o.y) <= 1,
    );
    if (form === "NEAR") return near;
    if (form === "NOT NEAR") return !near;
    if (form === "LONELY") return !others.some((p) => p.x === o.x && p.y === o.y);
    return true;
  };
  const planned: Obj[] = [];
  for (const o of board)
    for (const r of spelled) {
      if (r.subject !== o.kind || !holds(o, r.form, r.target)) continue;
      const kind = r.item;
      const there = [...board, ...planned].some((p) => p.kind === kind && p.x === o.x && p.y === o.y);
      if (!there) planned.push({ id: -1, kind, x: o.x, y: o.y, facing: o.facing });
    }
  return planned.map((p) => `${p.kind}@${p.x},${p.y}:${p.facing}`);
}

const objects = (b: ReturnType<typeof newBaba>, from = 0): Obj[] => {
  const s = b.state;
  const out: Obj[] = [];
  for (let id = from; id < s.nextId; id++)
    if (s.alive[id])
      out.push({ id, kind: s.kinds.names[s.kind[id]], x: s.x[id], y: s.y[id], facing: s.facing[id] });
  return out;
};

describe("MAKE against a model (random boards, one wait)", () => {
  it("the step adds exactly the model's objects: one of each item per holder's cell where none lies nor is planned", () => {
    let added = 0;
    fc.assert(
      fc.property(CASE, ({ spelled, texts, def }) => {
        const b = newBaba(def, undefined, { journal: false });
        const active = b.activeRules();
        if (!texts.every((t) => active.includes(t))) return; // a rule another cancelled (NOT)
        const before = objects(b);
        const nextId = b.state.nextId;
        b.step("wait");
        const made = objects(b, nextId).map((p) => `${p.kind}@${p.x},${p.y}:${p.facing}`);
        added += made.length;
        expect(objects(b).slice(0, before.length)).toEqual(before); // nothing moved, converted or went
        expect(made.sort()).toEqual(model(before, spelled).sort()); // each holder's items in the table's order
      }),
      fuzzed({ seed: 2613, numRuns: 150 }),
    );
    expect(added).toBeGreaterThan(150);
  });
});
