/**
 * WITHOUT (docs/rules.md §5.8; Baba Is You: the game's post-2021 condition script counts the units of
 * each named target on the whole level, the object itself left out, and needs fewer than the times the
 * target is named): each true and false, repeated targets, NOT, EMPTY, and read live as objects go.
 */
import { describe, expect, it } from "vitest";
import { type Baba, newBaba } from "../../src/harness";
import { idOf, map } from "./builder";

/** Per keke of `def` (reading order): whether it has property `p`. */
const kekes = (b: Baba, def: ReturnType<typeof map>, p: string) =>
  def.objects.flatMap((o, i) => (o.kind === "keke" ? [b.hasProperty(i, p)] : []));

describe("WITHOUT", () => {
  it("WITHOUT X: no X anywhere on the grid; the object itself does not count", () => {
    const def = map("KEKE WITHOUT ROCK IS HOT", "KEKE WITHOUT FLAG IS MELT", "keke . . . flag");
    const b = newBaba(def);
    expect(b.rules()).toEqual(
      expect.arrayContaining(["KEKE WITHOUT FLAG IS MELT", "KEKE WITHOUT ROCK IS HOT"]),
    );
    expect(kekes(b, def, "HOT")).toEqual([true]);
    expect(kekes(b, def, "MELT")).toEqual([false]);
    const one = map("KEKE WITHOUT KEKE IS HOT", "keke . . . .");
    expect(kekes(newBaba(one), one, "HOT")).toEqual([true]); // only itself
    const two = map("KEKE WITHOUT KEKE IS HOT", "keke . . . keke");
    expect(kekes(newBaba(two), two, "HOT")).toEqual([false, false]);
  });

  it("a target named twice needs fewer than two of it: WITHOUT FLAG AND FLAG holds with one flag", () => {
    const one = map("KEKE WITHOUT FLAG AND FLAG IS HOT", "keke flag . . . . .");
    expect(kekes(newBaba(one), one, "HOT")).toEqual([true]);
    const two = map("KEKE WITHOUT FLAG AND FLAG IS HOT", "keke flag flag . . . .");
    expect(kekes(newBaba(two), two, "HOT")).toEqual([false]);
    const both = map("KEKE WITHOUT FLAG AND ROCK IS HOT", "keke flag . . . . .");
    expect(kekes(newBaba(both), both, "HOT")).toEqual([false]);
  });

  it("NOT X: no thing but X's other than itself (text never counts); NOT WITHOUT negates", () => {
    const only = map("KEKE WITHOUT NOT FLAG IS HOT", "KEKE NOT WITHOUT ROCK IS MELT", "keke flag flag . . .");
    const b = newBaba(only);
    expect(kekes(b, only, "HOT")).toEqual([true]);
    expect(kekes(b, only, "MELT")).toEqual([false]);
    const more = map("KEKE WITHOUT NOT FLAG IS HOT", "KEKE NOT WITHOUT ROCK IS MELT", "keke flag rock . . .");
    const c = newBaba(more);
    expect(kekes(c, more, "HOT")).toEqual([false]);
    expect(kekes(c, more, "MELT")).toEqual([true]);
  });

  it("EMPTY: no empty cell on the whole grid", () => {
    const full = map("KEKE WITHOUT EMPTY IS HOT", "keke rock rock rock rock");
    expect(kekes(newBaba(full), full, "HOT")).toEqual([true]);
    const gap = map("KEKE WITHOUT EMPTY IS HOT", "keke rock . rock rock");
    expect(kekes(newBaba(gap), gap, "HOT")).toEqual([false]);
  });

  it("read live: BABA WITHOUT ROCK IS WIN wins the turn the last rock sinks, and the win names that rule", () => {
    const def = map(
      "BABA IS YOU . . .",
      "ROCK IS PUSH . . .",
      "WATER IS SINK . . .",
      "BABA WITHOUT ROCK IS WIN",
      "baba rock water . .",
    );
    const b = newBaba(def);
    expect(b.won()).toBe(false);
    b.step("right");
    expect([b.posOf(idOf(def, "baba")), b.stackAt(2, 4), b.won()]).toEqual([[1, 4], [], true]);
    expect(b.activeRules()).toContain("BABA WITHOUT ROCK IS WIN");
    const cause = b.journal().causes.at(-1) as { rules: readonly { rule: string; ids: readonly number[] }[] };
    expect(cause.rules).toEqual([
      { rule: "BABA IS YOU", ids: [0, 1, 2] },
      { rule: "BABA WITHOUT ROCK IS WIN", ids: [9, 10, 11, 12, 13] }, // the win names it and its five words
    ]);
    expect(b.undo()).toBe(true);
    expect([b.stackAt(1, 4), b.won()]).toEqual([["rock"], false]);
  });
});
