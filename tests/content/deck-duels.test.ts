/**
 * Every deck in decks/ plays whole duels (issue 15 item 5): each pair of decks, both ways round and
 * against itself, plays to the end without an error, once taking the first legal action each time and
 * once a seeded random legal action. Decks added later are played too.
 */
import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { loadDeck } from "../../src/content/decks";
import { type Duel, newDuel } from "../../src/harness";
import { ROOT } from "../architecture/source";

const files = readdirSync(join(ROOT, "decks"))
  .filter((f) => f.endsWith(".json"))
  .sort();
const decks = files.map((f) => ({ file: f, cards: loadDeck(join(ROOT, "decks", f)).cards }));
const pairs = decks.flatMap((a, i) => decks.slice(i).map((b) => [a.file, b.file, a.cards, b.cards] as const));

/** The most actions a duel may take before the test calls it stuck (Fatigue ends every game far sooner). */
const MAX_ACTIONS = 5000;

/** A small seeded generator (an LCG), so the random games are the same on every run. */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** Plays `d` to its end, each action picked by `pick` among the legal ones; the number of actions. */
function playOut(d: Duel, pick: (n: number) => number): number {
  let actions = 0;
  while (d.winner() === null) {
    const legal = d.legalActions();
    expect(legal.length).toBeGreaterThan(0);
    d.apply(legal[pick(legal.length)]);
    actions++;
    if (actions > MAX_ACTIONS) throw new Error(`no winner after ${MAX_ACTIONS} actions`);
  }
  return actions;
}

describe("the decks of decks/ play whole duels", () => {
  test("there are at least 4 decks of 30 cards", () => {
    expect(decks.length).toBeGreaterThanOrEqual(4);
    for (const d of decks) expect(d.cards, d.file).toHaveLength(30);
  });

  test.each(pairs)("%s against %s: the first legal action each time, both ways round", (_a, _b, a, b) => {
    for (const order of [
      [a, b],
      [b, a],
    ] as const) {
      const d = newDuel({ decks: [[...order[0]], [...order[1]]], seed: 1 });
      playOut(d, () => 0);
      expect([0, 1, "draw"]).toContain(d.winner());
      expect(() => d.endTurn()).toThrow(/the game is over/);
    }
  });

  test.each(pairs)("%s against %s: seeded random legal actions, both ways round", (_a, _b, a, b) => {
    for (const [seed, order] of [
      [7, [a, b]],
      [8, [b, a]],
    ] as const) {
      const d = newDuel({ decks: [[...order[0]], [...order[1]]], seed });
      const next = lcg(seed);
      playOut(d, (n) => Math.floor(next() * n));
      expect([0, 1, "draw"]).toContain(d.winner());
    }
  });
});
