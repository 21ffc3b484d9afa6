/**
 * Property (docs/rules.md §6, §8, §9): the SpellGrid seams hold on levels no one wrote. Each level of
 * levels/ is changed (words and things added, moved or removed; cards of the library put in its hand and
 * on its grid); a level the loader refuses is refused with an error naming it, and a level it accepts is
 * played at random (steps, casts at any id, minions played on any tile): each call works or is refused
 * with an engine error that changes nothing (the state's hash). Seeded and bounded.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { LEXICON } from "../../src/content/words";
import { hashSpellGrid } from "../../src/engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../../src/harness";
import { ROOT } from "../architecture/source";
import { fuzzed } from "../fuzz";
import { refusedCleanly, Tally } from "./fuzz-refusal";

const LIBRARY = readCardDir();
const MINIONS = LIBRARY.filter((c) => c.type === "minion" && c.noun).map((c) => c.name);
const CARDS = LIBRARY.map((c) => c.name);
const WORDS = LEXICON.words.map((w) => `text:${w.word}`);
const THINGS = LEXICON.words.filter((w) => w.class === "noun" && !w.meta).map((w) => w.word.toLowerCase());
const LEVELS = readdirSync(join(ROOT, "levels"))
  .filter((f) => f.endsWith(".json"))
  .sort()
  .map((f) => JSON.parse(readFileSync(join(ROOT, "levels", f), "utf8")) as LevelDef);

type Change = [kind: number, a: number, x: number, y: number];
/** `base` with each change: a word or thing added, an object removed or moved, a card in hand or on the grid. */
function changed(base: LevelDef, changes: readonly Change[]): LevelDef {
  const def = structuredClone(base) as LevelDef & { objects: { kind: string; x: number; y: number }[] };
  const hand = [...(def.hand ?? [])];
  const cards = [...(def.cards ?? [])];
  const at = (x: number, y: number) => ({ x: x % def.width, y: y % def.height });
  for (const [kind, a, x, y] of changes) {
    const o = def.objects[a % Math.max(1, def.objects.length)];
    if (kind === 0) def.objects.push({ kind: WORDS[a % WORDS.length], ...at(x, y) });
    else if (kind === 1) def.objects.push({ kind: THINGS[a % THINGS.length], ...at(x, y) });
    else if (kind === 2 && o) def.objects.splice(def.objects.indexOf(o), 1);
    else if (kind === 3 && o) Object.assign(o, at(x, y));
    else if (kind === 4) hand.push(CARDS[a % CARDS.length]);
    else if (kind === 5) cards.push({ card: MINIONS[a % MINIONS.length], ...at(x, y) });
  }
  return { ...def, hand, cards };
}

const change = fc.tuple(fc.nat(5), fc.nat(), fc.nat(), fc.nat()) as fc.Arbitrary<Change>;
const action = fc.tuple(fc.nat(4), fc.nat(), fc.nat(), fc.nat());
const DIRS = ["up", "down", "left", "right", "idle"] as const;

describe("SpellGrid on changed levels", () => {
  test("a changed level loads or is refused naming it; played at random, each call works or is refused cleanly", () => {
    const tally = new Tally();
    fc.assert(
      fc.property(
        fc.nat(LEVELS.length - 1),
        fc.array(change, { maxLength: 12 }),
        fc.array(action, { minLength: 1, maxLength: 15 }),
        (i, changes, actions) => {
          const def = changed(LEVELS[i], changes);
          let g: ReturnType<typeof newSpellGrid> | undefined;
          const made = refusedCleanly(
            "load",
            () => "",
            () => (g = newSpellGrid(def)),
            /^level "/,
          );
          tally.add("load", made);
          if (g === undefined) return;
          const game = g;
          game.setChooser((_kind, options) => options[0]);
          const hash = () => hashSpellGrid(game.state);
          for (const [kind, a, x, y] of actions) {
            if (game.won() || game.lost()) break;
            const hand = game.hand();
            const card = hand[a % Math.max(1, hand.length)];
            if (kind <= 1 || card === undefined)
              tally.add(
                "step",
                refusedCleanly("step", hash, () => game.step(DIRS[a % 5])),
              );
            else if (kind === 2)
              tally.add(
                "play",
                refusedCleanly(`play ${card}`, hash, () => game.play(card, x % 12, y % 12)),
              );
            else
              tally.add(
                "cast",
                refusedCleanly(`cast ${card}`, hash, () => game.cast(card, kind === 3 ? undefined : x % 60)),
              );
          }
        },
      ),
      fuzzed({ seed: 0xf0d1, numRuns: 200 }),
    );
    // the levels and actions reach both sides, whatever the seed: most load, every call is tried, steps work
    expect(tally.ok.get("load")).toBeGreaterThan(100);
    for (const call of ["step", "play", "cast"])
      expect((tally.ok.get(call) ?? 0) + (tally.refused.get(call) ?? 0), call).toBeGreaterThan(10);
    expect(tally.ok.get("step")).toBeGreaterThan(10);
  });
});
