/**
 * FEELING against a model of the rules, SEEING against a model of its ray (the last two describes), and:
 * ABOVE, BELOW, BESIDE, BESIDELEFT, BESIDERIGHT and WITHOUT against a model (docs/rules.md §5.8; fast-check,
 * seeded and bounded, FUZZ and FUZZ_RUNS as tests/fuzz.ts says): random boards spelling BABA IS YOU and one
 * conditional rule `SUBJECT [NOT] ABOVE|BELOW|BESIDE|BESIDELEFT|BESIDERIGHT|WITHOUT TARGET [AND TARGET] IS HOT` (one target with NOT or WITHOUT; targets of
 * kinds other than each other), walked by random steps and undos. Whenever the rule is in force, each
 * object has HOT exactly when the model says, read from the board alone: ABOVE, an object of each target
 * on a cell below it in its column at any distance; BELOW, on a cell above it; BESIDE, on another cell
 * of its row; BESIDELEFT, on a cell of its row right of it; BESIDERIGHT, left of it; WITHOUT, no object of the
 * target on the grid but itself; NOT, the opposite.
 * tests/grid/every-rule draws these words too, but checks only that nothing crashes and undo is exact.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
const NOUN: Record<string, string> = { baba: "BABA", keke: "KEKE", rock: "ROCK", flag: "FLAG" };
const CONDITION = fc.constantFrom("ABOVE", "BELOW", "BESIDE", "BESIDELEFT", "BESIDERIGHT", "WITHOUT");

const CASE = fc
  .record({
    condition: CONDITION,
    negated: fc.boolean(),
    subject: fc.constantFrom(...THINGS),
    targets: fc.shuffledSubarray([...THINGS], { minLength: 1, maxLength: 2 }),
    width: fc.integer({ min: 7, max: 8 }),
    below: fc.integer({ min: 2, max: 6 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat()), {
      minLength: 1,
      maxLength: 20,
    }),
  })
  .map(({ condition, negated, subject, targets, width, below, things }) => {
    const ts = condition === "WITHOUT" || negated ? targets.slice(0, 1) : targets;
    const words = [
      NOUN[subject],
      ...(negated ? ["NOT"] : []),
      condition,
      ...ts.flatMap((t, i) => (i ? ["AND", NOUN[t]] : [NOUN[t]])),
      "IS",
      "HOT",
    ];
    const height = 2 + below;
    const objects: LevelDef["objects"] = [
      ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      ...words.map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
      ...things.map(([kind, x, y]) => ({ kind, x: x % width, y: 2 + (y % below) })),
    ];
    return {
      rule: words.join(" "),
      condition,
      negated,
      subject,
      targets: ts,
      def: { width, height, objects },
    };
  });

const INPUT = fc.constantFrom("up", "down", "left", "right", "wait", "undo");

describe("ABOVE, BELOW, BESIDE, BESIDELEFT, BESIDERIGHT and WITHOUT against a model (random boards, random steps)", () => {
  it("whenever the conditional rule is in force, an object has its property exactly when the model says", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        CASE,
        fc.array(INPUT, { maxLength: 10 }),
        ({ rule, condition, negated, subject, targets, def }, inputs) => {
          const b = newBaba(def);
          const kinds = def.objects.map((o) => o.kind);
          const check = () => {
            if (!b.activeRules().includes(rule)) return;
            const alive = kinds.flatMap((kind, id) => {
              const at = b.posOf(id);
              return at ? [{ id, kind, x: at[0], y: at[1] }] : [];
            });
            for (const o of alive) {
              if (o.kind !== subject) continue;
              const holds = targets.every((t) =>
                condition === "WITHOUT"
                  ? !alive.some((p) => p.kind === t && p.id !== o.id)
                  : condition.startsWith("BESIDE")
                    ? alive.some(
                        (p) =>
                          p.kind === t &&
                          p.y === o.y &&
                          (condition === "BESIDELEFT"
                            ? p.x > o.x
                            : condition === "BESIDERIGHT"
                              ? p.x < o.x
                              : p.x !== o.x),
                      )
                    : alive.some(
                        (p) => p.kind === t && p.x === o.x && (condition === "ABOVE" ? p.y > o.y : p.y < o.y),
                      ),
              );
              const want = holds !== negated;
              expect(b.hasProperty(o.id, "HOT"), `${rule}: ${o.kind} ${o.id} at (${o.x},${o.y})`).toBe(want);
              checked++;
            }
          };
          check();
          for (const input of inputs) {
            if (input === "undo") b.undo();
            else b.step(input);
            check();
          }
        },
      ),
      fuzzed({ seed: 1_900_019, numRuns: 200 }),
    );
    expect(checked).toBeGreaterThan(0);
  });
});

/**
 * FEELING against a model (docs/rules.md §5.8): random unconditional rules `S IS P` (S BABA, KEKE or ALL;
 * P WIN, PUSH or SINK) and one rule `S [NOT] FEELING T [AND T] IS HOT` (one target when NOT stands before
 * it or the condition). The model counts, per kind, the distinct spelled rules giving each property; each
 * target takes one rule of its own (the marks), NOT P any rule giving another property, NOT FEELING holds
 * when no target finds one. Read at load, on things only.
 */
const FEEL_PROPS = ["WIN", "PUSH", "SINK"] as const;
const SUBJECTS = ["BABA", "KEKE", "ALL"] as const;
const FEEL_CASE = fc.record({
  supporters: fc.array(fc.tuple(fc.constantFrom(...SUBJECTS), fc.constantFrom(...FEEL_PROPS)), {
    maxLength: 5,
  }),
  subject: fc.constantFrom(...SUBJECTS),
  negated: fc.boolean(),
  targetNot: fc.boolean(),
  targets: fc.array(fc.constantFrom(...FEEL_PROPS), { minLength: 1, maxLength: 2 }),
});

describe("FEELING against a model (random rules)", () => {
  it("an object is HOT exactly when the model of the rules says", () => {
    fc.assert(
      fc.property(FEEL_CASE, ({ supporters, subject, negated, targetNot, targets }) => {
        const ts = negated || targetNot ? targets.slice(0, 1) : targets;
        const words = [
          subject,
          ...(negated ? ["NOT"] : []),
          "FEELING",
          ...ts.flatMap((t, i) => [...(i ? ["AND"] : []), ...(targetNot ? ["NOT"] : []), t]),
          "IS",
          "HOT",
        ];
        const rows = [words, ...supporters.map(([s, p]) => [s, "IS", p])];
        const objects: LevelDef["objects"] = rows.flatMap((r, y) =>
          r.map((w, x) => ({ kind: `text:${w}`, x, y: 2 * y })),
        );
        objects.push({ kind: "baba", x: 0, y: 2 * rows.length }, { kind: "keke", x: 2, y: 2 * rows.length });
        const b = newBaba({ width: 8, height: 2 * rows.length + 1, objects });
        const texts = new Set(supporters.map(([s, p]) => `${s} IS ${p}`));
        for (const [id, noun] of [
          [objects.length - 2, "BABA"],
          [objects.length - 1, "KEKE"],
        ] as const) {
          const count = (p: string) =>
            [...texts].filter((t) => t === `${noun} IS ${p}` || t === `ALL IS ${p}`).length;
          const left = new Map(FEEL_PROPS.map((p) => [p as string, count(p)]));
          const found = ts.map((t) => {
            const fits = targetNot ? FEEL_PROPS.filter((p) => p !== t) : [t];
            const p = fits.find((q) => (left.get(q) ?? 0) > 0);
            if (p === undefined) return false;
            left.set(p, (left.get(p) ?? 0) - 1);
            return true;
          });
          const holds = negated ? !found.some(Boolean) : found.every(Boolean);
          const want = (subject === "ALL" || subject === noun) && holds;
          expect(b.hasProperty(id, "HOT"), `${words.join(" ")} with ${[...texts].join(", ")}: ${noun}`).toBe(
            want,
          );
        }
      }),
      fuzzed({ seed: 2_500_025, numRuns: 300 }),
    );
  });
});

/**
 * SEEING against a model (docs/rules.md §5.8): random boards spelling BABA IS YOU, ROCK IS PUSH and one
 * rule `SUBJECT [NOT] SEEING TARGET [AND TARGET] IS HOT` (targets of distinct kinds, EMPTY among them; one
 * with NOT), things facing every way, walked by random steps and undos. Whenever the rule is in force,
 * each object has HOT exactly when the model says, read from the board alone: a ray along the object's
 * facing from the cell ahead, stopping after the first cell holding text (PUSH) or, while ROCK IS PUSH
 * is in force, a rock, or at the edge; each target met by an object of its kind on it (EMPTY: a cell
 * holding nothing).
 */
const DIRS = ["right", "up", "left", "down"] as const;
const SEE_CASE = fc
  .record({
    negated: fc.boolean(),
    subject: fc.constantFrom(...THINGS),
    targets: fc.shuffledSubarray([...THINGS, "empty"], { minLength: 1, maxLength: 2 }),
    width: fc.integer({ min: 7, max: 8 }),
    below: fc.integer({ min: 2, max: 5 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat(), fc.constantFrom(...DIRS)), {
      minLength: 1,
      maxLength: 16,
    }),
  })
  .map(({ negated, subject, targets, width, below, things }) => {
    const ts = negated ? targets.slice(0, 1) : targets;
    const noun = (t: string) => (t === "empty" ? "EMPTY" : NOUN[t]);
    const words = [
      NOUN[subject],
      ...(negated ? ["NOT"] : []),
      "SEEING",
      ...ts.flatMap((t, i) => (i ? ["AND", noun(t)] : [noun(t)])),
      "IS",
      "HOT",
    ];
    const objects: LevelDef["objects"] = [
      ...["BABA", "IS", "YOU"].map((w, x) => ({ kind: `text:${w}`, x, y: 0 })),
      ...words.map((w, x) => ({ kind: `text:${w}`, x, y: 1 })),
      ...["ROCK", "IS", "PUSH"].map((w, x) => ({ kind: `text:${w}`, x, y: 2 })),
      ...things.map(([kind, x, y, dir]) => ({ kind, x: x % width, y: 3 + (y % below), dir })),
    ];
    return {
      rule: words.join(" "),
      negated,
      subject,
      targets: ts,
      def: { width, height: 3 + below, objects },
    };
  });

describe("SEEING against a model (random boards, random steps)", () => {
  it("whenever the conditional rule is in force, an object has HOT exactly when the model says", () => {
    let checked = 0;
    fc.assert(
      fc.property(
        SEE_CASE,
        fc.array(INPUT, { maxLength: 8 }),
        ({ rule, negated, subject, targets, def }, inputs) => {
          const b = newBaba(def);
          const kinds = def.objects.map((o) => o.kind);
          const check = () => {
            const active = b.activeRules();
            if (!active.includes(rule)) return;
            const rockPush = active.includes("ROCK IS PUSH");
            const alive = kinds.flatMap((kind, id) => {
              const at = b.posOf(id);
              return at ? [{ id, kind, x: at[0], y: at[1] }] : [];
            });
            for (const o of alive) {
              if (o.kind !== subject) continue;
              const f = b.state.facing[o.id];
              const [dx, dy] = [
                [1, 0],
                [0, -1],
                [-1, 0],
                [0, 1],
              ][f];
              const seen: string[] = [];
              let empties = 0;
              for (let x = o.x + dx, y = o.y + dy; x >= 0 && y >= 0 && x < def.width && y < def.height; ) {
                const here = alive.filter((p) => p.x === x && p.y === y);
                if (here.length === 0) empties++;
                seen.push(...here.map((p) => p.kind));
                if (here.some((p) => p.kind.startsWith("text:") || (rockPush && p.kind === "rock"))) break;
                x += dx;
                y += dy;
              }
              const holds = targets.every((t) => (t === "empty" ? empties > 0 : seen.includes(t)));
              const want = holds !== negated;
              expect(
                b.hasProperty(o.id, "HOT"),
                `${rule}: ${o.kind} ${o.id} at (${o.x},${o.y}) facing ${f}`,
              ).toBe(want);
              checked++;
            }
          };
          check();
          for (const input of inputs) {
            if (input === "undo") b.undo();
            else b.step(input);
            check();
          }
        },
      ),
      fuzzed({ seed: 2_600_026, numRuns: 200 }),
    );
    expect(checked).toBeGreaterThan(0);
  });
});
