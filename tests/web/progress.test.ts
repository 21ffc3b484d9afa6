import { describe, expect, it } from "vitest";
import { nextLevel, PROGRESS_KEY, type ProgressStore, recordWin, wonLevels } from "../../web/progress";

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

describe("progress through the shipped levels", () => {
  it("remembers each level won once, in the order first won", () => {
    const store = memory();
    expect(wonLevels(store)).toEqual([]);
    expect([recordWin(store, "b"), recordWin(store, "a"), recordWin(store, "b")]).toEqual([
      true,
      true,
      false,
    ]);
    expect(wonLevels(store)).toEqual(["b", "a"]);
    expect(JSON.parse(store.data[PROGRESS_KEY])).toEqual({ won: ["b", "a"] });
  });

  it("a store that cannot be read or written counts as empty and never throws", () => {
    const read: [string, string[]][] = [
      ["not json", []],
      ["[1,2]", []],
      ['{"won": "a"}', []],
      ['{"won": [1, "a"]}', ["a"]],
    ];
    for (const [text, won] of read) expect(wonLevels(memory({ [PROGRESS_KEY]: text }))).toEqual(won);
    const full: ProgressStore = {
      getItem: () => null,
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(recordWin(full, "a")).toBe(true);
    expect(wonLevels(null)).toEqual([]);
    expect(recordWin(null, "a")).toBe(true);
  });

  it("after a win, the next level in order; after the last, the first not yet won", () => {
    const order = ["a", "b", "c"];
    expect(nextLevel(order, "a", [])).toBe("b");
    expect(nextLevel(order, "c", ["c"])).toBe("a");
    expect(nextLevel(order, "c", ["a", "c"])).toBe("b");
    expect(nextLevel(order, "c", ["a", "b", "c"])).toBeNull();
  });
});
