import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { NO_PROGRESS, withWon } from "../../src/play/progress";
import {
  loadProgress,
  nextLevel,
  PROGRESS_KEY,
  type ProgressStore,
  recordWin,
  wonLevels,
} from "../../web/progress";

/** A store like localStorage, in memory. */
function memory(initial: Record<string, string> = {}): ProgressStore & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (Object.hasOwn(data, k) ? data[k] : null),
    setItem: (k, v) => {
      data[k] = v;
    },
  };
}

const level = (name: string, width = 2): { name: string; def: LevelDef } => ({
  name,
  def: { name, width, height: 1, objects: [{ kind: "baba", x: 0, y: 0 }] },
});
const [a, b, c] = ["a", "b", "c"].map((n) => level(n));

describe("progress through the levels, in the browser", () => {
  it("keeps the play layer's progress (by fingerprint) in localStorage; each level is won once", () => {
    const store = memory();
    expect(wonLevels(store, [a, b, c])).toEqual([]);
    expect([recordWin(store, b.def), recordWin(store, a.def), recordWin(store, b.def)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(wonLevels(store, [a, b, c])).toEqual(["a", "b"]);
    expect(JSON.parse(store.data[PROGRESS_KEY])).toEqual(withWon(withWon(NO_PROGRESS, b.def), a.def));
  });

  it("a level changed since is a new puzzle; a copy under any name is the same level", () => {
    const store = memory();
    recordWin(store, a.def);
    expect(wonLevels(store, [level("a", 3)])).toEqual([]);
    expect(wonLevels(store, [{ name: "copy", def: { ...a.def } }])).toEqual(["copy"]);
  });

  it("a store that cannot be read or written counts as no progress and never throws", () => {
    for (const text of ["not json", "[1,2]", '{"won": ["a"]}', '{"format": 1, "won": {"x": 3}}'])
      expect(loadProgress(memory({ [PROGRESS_KEY]: text }))).toEqual(NO_PROGRESS);
    const full: ProgressStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordWin(full, a.def)).toBe(true);
    expect(loadProgress(null)).toEqual(NO_PROGRESS);
    expect(recordWin(null, a.def)).toBe(true);
  });

  it("after a win, the next level in order; after the last or another level, the first not yet won", () => {
    const order = ["a", "b", "c"];
    expect(nextLevel(order, "a", [])).toBe("b");
    expect(nextLevel(order, "c", ["c"])).toBe("a");
    expect(nextLevel(order, "c", ["a", "c"])).toBe("b");
    expect(nextLevel(order, "c", ["a", "b", "c"])).toBeNull();
    expect(nextLevel(order, null, ["a"])).toBe("b");
  });
});
