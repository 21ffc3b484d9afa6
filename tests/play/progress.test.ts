/** Progress through the levels as data (src/play/progress.ts): won levels by fingerprint; a bad file named. */
import { describe, expect, test } from "vitest";
import type { LevelDef } from "../../src/harness";
import { levelFingerprint } from "../../src/play/fingerprint";
import { hasWon, NO_PROGRESS, readProgress, withWon } from "../../src/play/progress";

const level = (name: string, width = 3): LevelDef => ({
  name,
  title: name.toUpperCase(),
  width,
  height: 1,
  objects: [],
});

describe("progress", () => {
  test("a won level is known by its definition: a changed level is not won, a copy elsewhere is", () => {
    const a = level("a");
    const p = withWon(NO_PROGRESS, a);
    expect(p).toEqual({ format: 1, won: { [levelFingerprint(a)]: "a" } });
    expect(NO_PROGRESS.won).toEqual({});
    expect(hasWon(p, a)).toBe(true);
    expect(hasWon(p, { ...a })).toBe(true);
    expect(hasWon(p, level("a", 4))).toBe(false);
    expect(hasWon(p, level("b"))).toBe(false);
    expect(readProgress(JSON.parse(JSON.stringify(p)), "p.json")).toEqual(p);
  });

  test("a bad progress file is an Error naming the file and the field", () => {
    const bad: [unknown, string][] = [
      [[], 'p.json: a progress file holds one JSON object {"format": 1, "won": {...}}'],
      [{ won: {} }, "p.json: format: missing is not a progress format this version reads (it reads 1)"],
      [{ format: 2, won: {} }, "p.json: format: 2 is not a progress format this version reads (it reads 1)"],
      [{ format: 1, won: [] }, "p.json: won: must be an object from level fingerprints to level names"],
      [{ format: 1, won: { ab: 3 } }, 'p.json: won["ab"]: must be a level\'s name (a string), not 3'],
      [{ format: 1, won: {}, when: 1 }, "p.json: when: unknown field (a progress file has format and won)"],
    ];
    for (const [data, message] of bad) expect(() => readProgress(data, "p.json")).toThrow(message);
  });
});
