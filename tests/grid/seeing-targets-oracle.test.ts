/**
 * SEEING with several targets against a model (docs/rules.md §5.8 SEEING and "a negated condition holds
 * when its un-negated form (all its targets met) does not"; fast-check, seeded and bounded, FUZZ and
 * FUZZ_RUNS as tests/fuzz.ts says). Random boards spelling BABA IS YOU, any of ROCK IS PUSH, FLAG IS STOP
 * and KEKE IS PULL, and one rule `SUBJECT [NOT] SEEING T {AND T} IS HOT` of one to three targets, each a
 * noun, `NOT noun`, EMPTY or NOT EMPTY, the same one again allowed; things facing every way, walked by
 * random steps and undos. Whenever the rule is in force each object of the subject has HOT exactly when
 * the model says, read from the board alone: the ray leaves along its facing from the cell ahead and
 * stops after the first cell holding text (PUSH) or an object made PUSH, STOP or PULL by a blocker rule in
 * force, or at the edge; each target takes a seen object or empty cell of its own (a noun, an object of
 * its kind; NOT noun, a thing of another kind; EMPTY, a cell of the ray holding nothing; NOT EMPTY, any
 * thing), in any assignment; NOT before SEEING, the opposite. tests/grid/condition-oracle.test.ts checks
 * one or two distinct noun or EMPTY targets.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type LevelDef, newBaba } from "../../src/harness";
import { fuzzed } from "../fuzz";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
const DIRS = ["right", "up", "left", "down"] as const;
const BLOCKERS = [
  ["ROCK", "IS", "PUSH"],
  ["FLAG", "IS", "STOP"],
  ["KEKE", "IS", "PULL"],
] as const;

/** A target: a noun or EMPTY, maybe with NOT before it. */
const TARGET = fc.record({ not: fc.boolean(), name: fc.constantFrom(...THINGS, "empty") });
type Target = { not: boolean; name: string };

const CASE = fc
  .record({
    negated: fc.boolean(),
    subject: fc.constantFrom(...THINGS),
    targets: fc.array(TARGET, { minLength: 1, maxLength: 3 }),
    blockers: fc.tuple(fc.boolean(), fc.boolean(), fc.boolean()),
    width: fc.integer({ min: 8, max: 9 }),
    below: fc.integer({ min: 2, max: 5 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat(), fc.constantFrom(...DIRS)), {
      minLength: 1,
      maxLength: 16,
    }),
  })
  .map(({ negated, subject, targets, blockers, width, below, things }) => {
    const words = [
      subject.toUpperCase(),
      ...(negated ? ["NOT"] : []),
      "SEEING",
      ...targets.flatMap((t, i) => [...(i ? ["AND"] : []), ...(t.not ? ["NOT"] : []), t.name.toUpperCase()]),
      "IS",
      "HOT",
    ];
    const w = Math.max(width, words.length);
    const objects: LevelDef["objects"] = [
      ...["BABA", "IS", "YOU"].map((word, x) => ({ kind: `text:${word}`, x, y: 0 })),
      ...words.map((word, x) => ({ kind: `text:${word}`, x, y: 1 })),
      ...BLOCKERS.flatMap((r, i) =>
        blockers[i] ? r.map((word, x) => ({ kind: `text:${word}`, x, y: 2 + i })) : [],
      ),
      ...things.map(([kind, x, y, dir]) => ({ kind, x: x % w, y: 5 + (y % below), dir })),
    ];
    return {
      rule: words.join(" "),
      negated,
      subject,
      targets,
      def: { width: w, height: 5 + below, objects },
    };
  });

/** Whether each target takes a seen item of its own (`items`: a thing's kind, "text", or "empty"). */
function matched(targets: readonly Target[], items: readonly string[], used: boolean[] = []): boolean {
  if (targets.length === 0) return true;
  const [t, ...rest] = targets;
  for (let i = 0; i < items.length; i++) {
    if (used[i]) continue;
    const item = items[i];
    const fits =
      t.name === "empty"
        ? t.not
          ? item !== "empty" && item !== "text"
          : item === "empty"
        : t.not
          ? item !== "empty" && item !== "text" && item !== t.name
          : item === t.name;
    if (!fits) continue;
    used[i] = true;
    if (matched(rest, items, used)) return true;
    used[i] = false;
  }
  return false;
}

const INPUT = fc.constantFrom("up", "down", "left", "right", "wait", "undo");
const AHEAD = [
  [1, 0],
  [0, -1],
  [-1, 0],
  [0, 1],
];

describe("SEEING with several, repeated, NOT and EMPTY targets against a model", () => {
  it("whenever the rule is in force, an object has HOT exactly when the model says", () => {
    let checked = 0;
    let hot = 0;
    fc.assert(
      fc.property(
        CASE,
        fc.array(INPUT, { maxLength: 8 }),
        ({ rule, negated, subject, targets, def }, inputs) => {
          const b = newBaba(def);
          const kinds = def.objects.map((o) => o.kind);
          const check = () => {
            const active = b.activeRules();
            if (!active.includes(rule)) return;
            const solid = new Set(
              BLOCKERS.filter((r) => active.includes(r.join(" "))).map((r) => r[0].toLowerCase()),
            );
            const alive = kinds.flatMap((kind, id) => {
              const at = b.posOf(id);
              return at ? [{ id, kind, x: at[0], y: at[1] }] : [];
            });
            for (const o of alive) {
              if (o.kind !== subject) continue;
              const [dx, dy] = AHEAD[b.state.facing[o.id]];
              const items: string[] = [];
              for (let x = o.x + dx, y = o.y + dy; x >= 0 && y >= 0 && x < def.width && y < def.height; ) {
                const here = alive.filter((p) => p.x === x && p.y === y);
                if (here.length === 0) items.push("empty");
                items.push(...here.map((p) => (p.kind.startsWith("text:") ? "text" : p.kind)));
                if (here.some((p) => p.kind.startsWith("text:") || solid.has(p.kind))) break;
                x += dx;
                y += dy;
              }
              const want = matched(targets, items) !== negated;
              const got = b.hasProperty(o.id, "HOT");
              expect(got, `${rule}: ${o.kind} ${o.id} at (${o.x},${o.y}) sees ${items.join(",")}`).toBe(want);
              checked++;
              if (got) hot++;
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
      fuzzed({ seed: 2_800_028, numRuns: 250 }),
    );
    expect(checked).toBeGreaterThan(100);
    expect(hot).toBeGreaterThan(10);
    expect(checked - hot).toBeGreaterThan(10);
  });
});
