/**
 * Random small levels of the words of stop 48 (docs/rules.md §5.4, §5.8), shared by
 * tests/properties/listed-codec.test.ts: MOVE, SHIFT, FEAR and HAS rules written more than once (the
 * same sentence on several rows, `X IS MOVE AND MOVE`, a MOVE text stacked on another), plain and
 * conditional; SEEING; conditional EAT, FOLLOW and FEAR; conditional IS EMPTY and IS ALL; PUSH, PULL,
 * STOP, HOT, MELT, PHANTOM and HIDE; AND before a verb. BABA IS YOU on top, things facing every way below.
 */
import fc from "fast-check";
import type { LevelDef } from "../../src/harness";

const THINGS = ["baba", "keke", "rock", "flag"] as const;
const NOUNS = ["BABA", "KEKE", "ROCK", "FLAG"];
const DIRS = ["right", "up", "left", "down"] as const;
const noun = fc.constantFrom(...NOUNS);

/** A condition: `SEEING|NEAR|ON T` after the subject (SEEING most), or LONELY before it, or none. */
const CONDITION = fc.oneof(
  { weight: 3, arbitrary: noun.map((t) => ({ before: [] as string[], after: ["SEEING", t] })) },
  fc.tuple(fc.constantFrom("NEAR", "ON"), noun).map(([c, t]) => ({ before: [] as string[], after: [c, t] })),
  fc.constant({ before: ["LONELY"], after: [] as string[] }),
  { weight: 2, arbitrary: fc.constant({ before: [] as string[], after: [] as string[] }) },
);

/** A sentence and how many rows write it (MOVE, SHIFT, FEAR and HAS ones up to three: each row a listing). */
const SENTENCE = fc
  .tuple(
    fc.oneof(
      noun,
      fc.constant("ALL"),
      noun.map((n) => `NOT ${n}`),
    ),
    CONDITION,
    fc.oneof(
      {
        weight: 4,
        arbitrary: fc.constantFrom(["IS", "MOVE"], ["IS", "MOVE", "AND", "MOVE"], ["IS", "SHIFT"]),
      },
      fc.tuple(
        fc.constant("IS"),
        fc.constantFrom("PUSH", "PULL", "STOP", "EMPTY", "ALL", "HOT", "MELT", "PHANTOM", "HIDE"),
      ),
      fc.tuple(fc.constantFrom("EAT", "FOLLOW", "FEAR", "HAS"), noun),
      noun.map((n) => ["IS", "PUSH", "AND", "EAT", n]),
    ),
    fc.integer({ min: 1, max: 3 }),
  )
  .map(([subject, c, tail, rows]) => ({
    words: [...c.before, ...subject.split(" "), ...c.after, ...tail],
    rows: ["MOVE", "SHIFT"].includes(tail[1]) || ["FEAR", "HAS"].includes(tail[0]) ? rows : 1,
  }));

export const LEVEL48: fc.Arbitrary<LevelDef> = fc
  .record({
    sentences: fc.array(SENTENCE, { minLength: 1, maxLength: 3 }),
    stack: fc.boolean(),
    rows: fc.integer({ min: 2, max: 4 }),
    things: fc.array(fc.tuple(fc.constantFrom(...THINGS), fc.nat(), fc.nat(), fc.constantFrom(...DIRS)), {
      minLength: 1,
      maxLength: 14,
    }),
  })
  .map(({ sentences, stack, rows, things }) => {
    const lines = [["BABA", "IS", "YOU"], ...sentences.flatMap((s) => Array(s.rows).fill(s.words))];
    const width = Math.max(8, ...lines.map((l) => l.length));
    const top = 2 * lines.length;
    const objects: LevelDef["objects"] = lines.flatMap((ws, i) =>
      ws.map((w: string, x: number) => ({ kind: `text:${w}`, x, y: 2 * i })),
    );
    // A MOVE text stacked on the first one (the game lists each stacked copy).
    const move = objects.find((o) => o.kind === "text:MOVE");
    if (stack && move) objects.push({ ...move });
    objects.push(...things.map(([kind, x, y, dir]) => ({ kind, x: x % width, y: top + (y % rows), dir })));
    return { width, height: top + rows, objects };
  });
