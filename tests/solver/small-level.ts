/** Small pure Baba levels generated for the solver's property tests (parallel and sharded searches). */
import { readFileSync } from "node:fs";
import fc from "fast-check";
import type { LevelDef } from "../../src/harness";

/** Things and words a generated level draws from (BABA IS YOU is always spelled on its top row). */
const PIECES = [
  "baba",
  "flag",
  "rock",
  "wall",
  "text:FLAG",
  "text:IS",
  "text:WIN",
  "text:ROCK",
  "text:PUSH",
  "text:WALL",
  "text:STOP",
  "text:SINK",
  "text:DEFEAT",
] as const;

/**
 * A small pure Baba level: BABA IS YOU on the top row, FLAG IS WIN on the bottom row (a win is often
 * reachable, and its rules can be pushed apart), a baba, a flag, and up to seven pieces anywhere else.
 */
export const smallLevel = fc
  .record({
    width: fc.integer({ min: 4, max: 6 }),
    height: fc.integer({ min: 4, max: 6 }),
    pieces: fc.array(fc.record({ kind: fc.constantFrom(...PIECES), x: fc.nat(5), y: fc.nat(5) }), {
      maxLength: 7,
    }),
    baba: fc.record({ x: fc.nat(5), y: fc.nat(3) }),
    flag: fc.record({ x: fc.nat(5), y: fc.nat(3) }),
  })
  .map(({ width, height, pieces, baba, flag }): LevelDef => {
    const inside = (o: { x: number; y: number }) => o.x < width && o.y >= 1 && o.y < height - 1;
    const at = (o: { x: number; y: number }) => ({
      x: Math.min(o.x, width - 1),
      y: 1 + Math.min(o.y, height - 3),
    });
    return {
      name: "generated",
      width,
      height,
      objects: [
        { kind: "text:BABA", x: 0, y: 0 },
        { kind: "text:IS", x: 1, y: 0 },
        { kind: "text:YOU", x: 2, y: 0 },
        { kind: "text:FLAG", x: width - 3, y: height - 1 },
        { kind: "text:IS", x: width - 2, y: height - 1 },
        { kind: "text:WIN", x: width - 1, y: height - 1 },
        { kind: "baba", ...at(baba) },
        { kind: "flag", ...at(flag) },
        ...pieces.filter(inside),
      ],
    } as LevelDef;
  });

/** The solver benchmark's open field (bench/levels/open-field.json): millions of states, no win. */
export const openField = JSON.parse(
  readFileSync(new URL("../../bench/levels/open-field.json", import.meta.url), "utf8"),
) as LevelDef;
