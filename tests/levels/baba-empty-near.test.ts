/**
 * The level that teaches a conditional fill (docs/rules.md §5.8 "Conversions"): levels/baba-empty-near.json,
 * `EMPTY NEAR KEKE IS FLAG`. Every flag it makes stands next to a keke, on a cell that was empty; the keke
 * is walled in, so the baba must push the rock beside it away and step back off that cell to get a flag
 * it can reach. tests/solver/solve-levels.test.ts solves every level of levels/ besides.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { type Dir, type LevelDef, newBaba } from "../../src/harness";

const root = new URL("../../", import.meta.url).pathname;
const def = JSON.parse(readFileSync(join(root, "levels/baba-empty-near.json"), "utf8")) as LevelDef;
const DIRS: Record<string, Dir> = { U: "up", D: "down", L: "left", R: "right" };

/** Every thing of `kind` on the board, as [x, y]. */
function where(b: ReturnType<typeof newBaba>, kind: string): [number, number][] {
  const s = b.state;
  const out: [number, number][] = [];
  for (let id = 0; id < s.nextId; id++)
    if (s.alive[id] && s.kinds.names[s.kind[id]] === kind) out.push([s.x[id], s.y[id]]);
  return out;
}

describe("levels/baba-empty-near.json", () => {
  it("flags appear only on empty cells next to a keke; pushing the rock off one and stepping back makes one to win on", () => {
    expect(newBaba(def).rules()).toContain("EMPTY NEAR KEKE IS FLAG");
    const b = newBaba(def);
    const trace: [number, boolean][] = [];
    for (const m of "LLRL") {
      const before = new Set(where(b, "flag").map(String));
      b.step(DIRS[m]);
      const kekes = where(b, "keke");
      for (const f of where(b, "flag")) {
        if (before.has(String(f))) continue;
        expect(kekes.some(([x, y]) => Math.max(Math.abs(x - f[0]), Math.abs(y - f[1])) === 1)).toBe(true);
      }
      trace.push([where(b, "flag").length, b.won()]);
    }
    expect(trace).toEqual([
      [0, false], // the baba walks up to the rock
      [0, false], // it pushes the rock onto the keke and stands beside it: nothing is empty there
      [1, false], // it steps back: the cell it left is empty and next to the keke
      [1, true], // it walks onto the flag
    ]);
  });
});
