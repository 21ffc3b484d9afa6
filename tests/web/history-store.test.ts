/**
 * The editor's undo history kept across a reload (web/history-store.ts): taken back only for the level
 * the address opens, the oldest steps left out to fit, nothing kept when the level alone does not fit,
 * and storage that is missing, full, refused or damaged keeps nothing and throws nothing.
 */
import { describe, expect, it } from "vitest";
import type { LevelDef } from "../../src/harness";
import { EditHistory } from "../../web/edit-history";
import { HISTORY_KEY, KEPT_MOST, keepHistory, keptHistory } from "../../web/history-store";

/** A storage in memory; `full` refuses every write, as a full sessionStorage does. */
function memory(full = false): Storage & { map: Map<string, string> } {
  const map = new Map<string, string>();
  return {
    map,
    get length() {
      return map.size;
    },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => void map.delete(k),
    setItem: (k, v) => {
      if (full) throw new DOMException("quota", "QuotaExceededError");
      map.set(k, v);
    },
  };
}

/** A level named `name`, its `n` Babas in a row. */
const level = (name: string, n: number, title?: string): LevelDef => ({
  name,
  ...(title === undefined ? {} : { title }),
  width: Math.max(n, 1),
  height: 1,
  objects: Array.from({ length: n }, (_, x) => ({ kind: "baba", x, y: 0 })),
});

/** A history of `levels`, the last one current, with the last `undone` steps undone. */
function history(levels: LevelDef[], undone = 0): EditHistory<LevelDef> {
  const h = new EditHistory(levels[0]);
  for (const d of levels.slice(1)) h.set(d);
  for (let i = 0; i < undone; i++) h.undo();
  return h;
}

describe("kept and taken back", () => {
  it("the steps to undo and redo come back for the same level, as they were", () => {
    const storage = memory();
    const steps = history([level("a", 1), level("a", 2), level("a", 3), level("a", 4)], 1).steps();
    keepHistory(storage, steps);
    // The address gives the level back as a new object, without `$schema` and maybe in another key order.
    const { objects, width, height, name } = steps.now;
    const reopened: LevelDef = { objects, height, width, name };
    const back = keptHistory(storage, reopened)!;
    expect(back.now).toBe(reopened);
    expect([back.past, back.future]).toEqual([steps.past, steps.future]);
    const h = new EditHistory<LevelDef>(reopened);
    h.restore(back);
    expect([h.undo(), h.current]).toEqual([true, level("a", 2)]);
    expect([h.redo(), h.redo(), h.current]).toEqual([true, true, level("a", 4)]);
  });

  it("another level, or the same one edited since, takes nothing back", () => {
    const storage = memory();
    keepHistory(storage, history([level("a", 1), level("a", 2)]).steps());
    expect(keptHistory(storage, level("b", 2))).toBeNull();
    expect(keptHistory(storage, level("a", 3))).toBeNull();
    expect(keptHistory(storage, level("a", 2, "Titled"))).toBeNull();
    expect(keptHistory(storage, level("a", 2))).not.toBeNull();
  });

  it("past KEPT_MOST characters the oldest steps are left out; a level too large for it keeps nothing", () => {
    const storage = memory();
    const big = (i: number) => level(`big-${i}`, 0, "x".repeat(KEPT_MOST / 4));
    const steps = history([0, 1, 2, 3, 4, 5].map(big)).steps();
    keepHistory(storage, steps);
    expect(storage.map.get(HISTORY_KEY)!.length).toBeLessThanOrEqual(KEPT_MOST);
    const back = keptHistory(storage, steps.now)!;
    expect(back.past).toEqual(steps.past.slice(-back.past.length));
    expect(back.past.length).toBeGreaterThan(0);
    expect(back.past.length).toBeLessThan(steps.past.length);
    const huge = level("huge", 0, "x".repeat(KEPT_MOST));
    keepHistory(storage, history([level("a", 1), huge]).steps());
    expect(storage.map.has(HISTORY_KEY)).toBe(false);
    expect(keptHistory(storage, huge)).toBeNull();
  });

  it("storage missing, full or damaged: nothing kept, nothing thrown, and no older history comes back", () => {
    const steps = history([level("a", 1), level("a", 2)]).steps();
    expect(() => keepHistory(null, steps)).not.toThrow();
    expect(keptHistory(null, steps.now)).toBeNull();
    const full = memory(true);
    full.map.set(HISTORY_KEY, JSON.stringify({ past: [level("a", 1)], now: steps.now, future: [] }));
    expect(() => keepHistory(full, steps)).not.toThrow();
    expect(full.map.has(HISTORY_KEY)).toBe(false);
    const damaged = memory();
    for (const text of [
      "{",
      "null",
      "[]",
      '{"past":7,"now":{},"future":[]}',
      '{"past":[1],"now":{},"future":[]}',
    ]) {
      damaged.map.set(HISTORY_KEY, text);
      expect(keptHistory(damaged, steps.now)).toBeNull();
    }
  });
});
