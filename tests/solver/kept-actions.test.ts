/**
 * A search keeps the actions of its first states (search.ts `KEPT_ACTIONS`) so that the script of a state
 * found among them is read rather than played again; a state found past them is played again from its last
 * kept ancestor's bytes. Either way the script is the one played from the start (`scriptOf` of the state's
 * successor numbers, `stepsTo`): checked for every state of a search paused after a few hundred states on
 * every shipped level, with all its actions kept, with none, and with only those of its first states.
 */
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { shippedLevels } from "../../src/play/files";
import { budgetCheck } from "../../src/solver/budget";
import { modelOf } from "../../src/solver/model";
import { KEPT_ACTIONS, scriptOf, scriptTo, search, stepsTo } from "../../src/solver/search";

const content = repositoryContent();

/** States a search holds before it is paused (fewer when it ends first). */
const PAUSE_AT = 300;

describe("kept actions", () => {
  test("a search keeps the actions of a few thousand states at least", () => {
    expect(KEPT_ACTIONS).toBeGreaterThanOrEqual(1000);
  });

  for (const { path, def } of shippedLevels())
    test(`${path}: every state's script, read from kept actions or played from a kept ancestor, is scriptOf's`, () => {
      const model = modelOf(def, content);
      const r = search(model, {}, budgetCheck({}), (_n, found) => found >= PAUSE_AT);
      if (r.found !== null) return; // (won or exhausted before the pause: its script is solve-levels.test.ts's)
      const { store } = r;
      const all = [...store.notes];
      expect(all.length).toBe(store.size);
      const picks = Array.from({ length: store.size }, (_, i) => i).filter(
        (i) => i % 7 === 0 || i === store.size - 1,
      );
      const want = picks.map((i) => scriptOf(model, stepsTo(store, i)));
      expect(picks.map((i) => scriptTo(model, store, i))).toEqual(want);
      store.notes.length = 0; // none kept: every script is played again from the start
      expect(picks.map((i) => scriptTo(model, store, i))).toEqual(want);
      store.notes.push(...all.slice(0, 40)); // the first 40 kept: the rest played from a kept ancestor
      expect(picks.map((i) => scriptTo(model, store, i))).toEqual(want);
    });
});
