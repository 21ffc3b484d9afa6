/**
 * Random small levels of the words of stop 49 (docs/rules.md §5.4 PULL pushing, §5.6 WRITE as a
 * conversion, §5.8 BESIDELEFT/BESIDERIGHT and conditional fills `EMPTY <cond> IS X`), shared by
 * tests/properties/listed-codec-49.test.ts: `X WRITE Y` (plain and conditional, `EMPTY WRITE Y`),
 * `EMPTY <cond> IS X`, BESIDELEFT and BESIDERIGHT among the conditions, HAS and FEAR, and PULL beside
 * PUSH and STOP so pulled objects push. BABA IS YOU on top, things facing every way below.
 */
import fc from "fast-check";
import type { LevelDef } from "../../src/harness";

const THINGS = ["baba", "keke", "rock", "box"] as const;
const NOUNS = ["BABA", "KEKE", "ROCK", "BOX"];
const DIRS = ["right", "up", "left", "down"] as const;
const noun = fc.constantFrom(...NOUNS);

/** A condition read on an object or an empty cell: BESIDELEFT/BESIDERIGHT most, NEAR, ON, BESIDE, LONELY, none. */
const CONDITION = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(fc.constantFrom("BESIDELEFT", "BESIDERIGHT"), fc.oneof(noun, fc.constant("EMPTY")))
      .map(([c, t]) => ({ before: [] as string[], after: [c, t] })),
  },
  fc
    .tuple(fc.constantFrom("NEAR", "ON", "BESIDE"), noun)
    .map(([c, t]) => ({ before: [] as string[], after: [c, t] })),
  fc.constant({ before: ["LONELY"], after: [] as string[] }),
  { weight: 2, arbitrary: fc.constant({ before: [] as string[], after: [] as string[] }) },
);

/** A sentence: a thing's (noun, NOT noun) or EMPTY's, its condition, its tail. */
const SENTENCE = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .tuple(
        fc.oneof(
          noun,
          noun.map((n) => `NOT ${n}`),
        ),
        CONDITION,
        fc.oneof(
          {
            weight: 3,
            arbitrary: fc.tuple(fc.constant("IS"), fc.constantFrom("PUSH", "PULL", "STOP", "MOVE")),
          },
          fc.tuple(fc.constantFrom("WRITE", "IS", "HAS", "FEAR"), noun),
          fc.tuple(fc.constant("WRITE"), fc.constantFrom("PUSH", "PULL", "YOU")),
        ),
      )
      .map(([subject, c, tail]) => [...c.before, ...subject.split(" "), ...c.after, ...tail]),
  },
  fc
    .tuple(CONDITION, fc.constantFrom("IS", "WRITE"), noun)
    .map(([c, verb, n]) => [...c.before, "EMPTY", ...c.after, verb, n]),
);

export const LEVEL49: fc.Arbitrary<LevelDef> = fc
  .record({
    sentences: fc.array(SENTENCE, { minLength: 1, maxLength: 3 }),
    pushPull: fc.boolean(),
    rows: fc.integer({ min: 2, max: 4 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat(), fc.constantFrom(...DIRS)), {
      minLength: 1,
      maxLength: 14,
    }),
  })
  .map(({ sentences, pushPull, rows, things }) => {
    const lines = [
      ["BABA", "IS", "YOU"],
      ...(pushPull
        ? [
            ["ROCK", "IS", "PUSH"],
            ["BOX", "IS", "PULL"],
          ]
        : []),
      ...sentences,
    ];
    const width = Math.max(8, ...lines.map((l) => l.length));
    const top = 2 * lines.length;
    const objects: LevelDef["objects"] = lines.flatMap((ws, i) =>
      ws.map((w: string, x: number) => ({ kind: `text:${w}`, x, y: 2 * i })),
    );
    objects.push(...things.map(([kind, x, y, dir]) => ({ kind, x: x % width, y: top + (y % rows), dir })));
    return { width, height: top + rows, objects };
  });
