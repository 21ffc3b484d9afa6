/**
 * Property: `npm run check` and the game agree on which levels can be loaded (docs/rules.md §7, §8). A
 * level the content checker passes (`levelProblems`: none) is loaded by the game as the terminal, the
 * studio and the solver load it (`startState`), and a level the checker refuses the game refuses too.
 * Otherwise a user's level would pass `npm run check` and then fail to open, or be refused by the
 * checker while the game plays it. Levels are drawn from the lexicon's words and the library's cards
 * (nouns, text, every card type, tiles on and just off the grid), so the property covers words and
 * cards a user adds. Seeded and bounded.
 */
import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { repositoryContent } from "../../src/content/content";
import { levelProblems } from "../../src/content/level-check";
import { levelWarnings } from "../../src/content/level-warnings";
import type { LevelDef } from "../../src/harness";
import { startState } from "../../src/play/apply";
import { Session } from "../../src/play/session";
import { fuzzed } from "../fuzz";

const content = repositoryContent();
const cards = new Map(content.cards.map((c) => [c.name, c]));
const words = content.lexicon.words.map((w) => w.word);
const nouns = content.lexicon.words.filter((w) => w.class === "noun").map((w) => w.word.toLowerCase());
const names = content.cards.map((c) => c.name);
const minions = content.cards.filter((c) => c.type === "minion").map((c) => c.name);

/** A tile of a w×h grid, or now and then one just off it (x = w or y = h). */
const tile = (w: number, h: number) =>
  fc.oneof(
    { weight: 19, arbitrary: fc.record({ x: fc.nat({ max: w - 1 }), y: fc.nat({ max: h - 1 }) }) },
    { weight: 1, arbitrary: fc.record({ x: fc.nat({ max: w }), y: fc.constant(h) }) },
  );

/** A small level: objects of any noun or word, and now and then cards, a hand and a pool of any card. */
const level: fc.Arbitrary<LevelDef> = fc
  .record({ w: fc.integer({ min: 1, max: 6 }), h: fc.integer({ min: 1, max: 6 }) })
  .chain(({ w, h }) =>
    fc.record(
      {
        name: fc.constant("t"),
        width: fc.constant(w),
        height: fc.constant(h),
        objects: fc.array(
          fc
            .tuple(
              fc.oneof(
                fc.constantFrom(...nouns),
                fc.constantFrom(...words).map((t) => `text:${t}`),
              ),
              tile(w, h),
            )
            .map(([kind, at]) => ({ kind, ...at })),
          { maxLength: 10 },
        ),
        cards: fc.array(
          fc
            .tuple(
              fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...minions) }, fc.constantFrom(...names)),
              tile(w, h),
            )
            .map(([card, at]) => ({ card, ...at })),
          { maxLength: 3 },
        ),
        hand: fc.array(fc.constantFrom(...names), { maxLength: 3 }),
        pool: fc.array(fc.constantFrom(...minions), { maxLength: 3 }),
      },
      { requiredKeys: ["name", "width", "height", "objects"], noNullPrototype: true },
    ),
  );

/** The game's refusal of `def`, or null when it loads it. */
function refusal(def: LevelDef): string | null {
  try {
    startState(def, content, { journal: false });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}

describe("the checker and the game agree on which levels load", () => {
  test("a level with no problem loads; a level with a problem is refused, naming it", () => {
    let loaded = 0;
    let refused = 0;
    const runs = fuzzed({ seed: 20261204, numRuns: 400 });
    fc.assert(
      fc.property(level, (def) => {
        const problems = levelProblems(def, { lexicon: content.lexicon, cards }, "levels/t.json");
        const why = refusal(def);
        if (problems.length === 0) {
          expect(why).toBeNull();
          loaded++;
        } else {
          expect(why, JSON.stringify(problems[0])).not.toBeNull();
          const named = problems.filter((p) => why?.includes(`${p.path}: `));
          expect(named.length, `${why} names none of ${JSON.stringify(problems)}`).toBeGreaterThan(0);
          refused++;
        }
      }),
      runs,
    );
    // Both sides of the property were exercised (the generator makes both kinds of level).
    expect(loaded).toBeGreaterThan(runs.numRuns / 10);
    expect(refused).toBeGreaterThan(runs.numRuns / 10);
  });

  // A level that loads may hold a card the game will never play (a minion without a noun, a weapon): the
  // checker warns about exactly the hand entries that are not spells (spells are cast) and that the game
  // refuses to play whatever the tile (the same refusal on a tile of the grid and on one off it, so it is
  // about the card), and the warning says what the refusal says.
  test("a hand card is warned about as never played exactly when the game refuses to play it on any tile, in the same words", () => {
    let warned = 0;
    const runs = fuzzed({ seed: 20261204, numRuns: 200 });
    const never = ", so it can never be played and stays in the hand all game";
    fc.assert(
      fc.property(level, (def) => {
        if (levelProblems(def, { lexicon: content.lexicon, cards }, "levels/t.json").length > 0) return;
        const warnings = levelWarnings(def, content, "levels/t.json")
          .filter((w) => w.warning === "hand-card-never-played")
          .map((w) => [w.path, w.message]);
        const session = new Session(def, content);
        const game = session.engine.kind === "spellgrid" ? session.engine.game : null;
        const refused = (def.hand ?? []).flatMap((card, i) => {
          if (game === null || cards.get(card)?.type === "spell") return [];
          const onGrid = game.checkPlay(card, 0, 0);
          const offGrid = game.checkPlay(card, def.width, def.height);
          return onGrid !== null && onGrid === offGrid
            ? [[`hand[${i}]`, onGrid.replace(/^play: /, "") + never]]
            : [];
        });
        expect(warnings).toEqual(refused);
        warned += warnings.length;
      }),
      runs,
    );
    expect(warned).toBeGreaterThan(0);
  });
});
