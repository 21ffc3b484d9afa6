/**
 * The object limit in SpellGrid (docs/rules.md §6.5, §9): a word a card writes (seam 3) or a minion played
 * onto a full grid is refused with an error naming what the user's game did (the card and minion that
 * wrote the word, the word and its tile; the card played and its tile) and the limit, never the grid's
 * internal `place`; the call changes nothing. The cards are defined here, so the rule holds for any card.
 */
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LEVEL_LIMITS, LIMITS } from "../../src/content/limits";
import { SEAM_WORDS } from "../../src/content/seams";
import { GRID_TURN, HAZARD_ORDER, MOVEMENT_TAKES } from "../../src/content/turn";
import { LEXICON } from "../../src/content/words";
import { objectCount, reserveId } from "../../src/engine/grid";
import { checkPlay, createSpellGrid } from "../../src/engine/spellgrid";
import type { CardDef, SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";
import { spellGridWithLimits } from "./with-limits";

/** "Deathrattle: write WIN on this minion's tile." */
const INKER: CardDef = {
  name: "Ink Cask",
  type: "minion",
  cost: 1,
  attack: 1,
  health: 1,
  noun: "KEG",
  text: [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "spawnText", word: "WIN" },
  ],
  split: 1,
  game: "spellgrid",
  collectible: false,
};

/** A level from `rows` (`ink` an Ink Cask), `hand` in hand, and room for `objects` objects. */
function game(rows: string[], hand: string[], objects: number): SpellGrid {
  const level = mapLevel(rows, hand);
  for (const [y, row] of rows.entries())
    for (const [x, t] of row.split(" ").entries())
      if (t === "ink") level.cards!.push({ card: INKER.name, x, y });
  level.objects = level.objects.filter((o) => o.kind !== "ink");
  return spellGridWithLimits(level, { cards: [INKER], objects });
}

/** `call` throws exactly `message`, and the grid, hand and log are as they were. */
function expectRefused(g: SpellGrid, call: () => unknown, message: string) {
  const seen = () => ({
    rows: [0, 1].map((y) => [0, 1, 2].map((x) => g.stackAt(x, y))),
    hand: g.hand(),
    log: g.logTree(),
  });
  const before = seen();
  expect(call).toThrow(message);
  expect(seen()).toEqual(before);
}

describe("the object limit names what the game did, not the grid's place", () => {
  test("a word a card writes past the limit (DEATHRATTLE IS DOUBLE: the second WIN) names the card, the word and the tile", () => {
    const g = game(["DEATHRATTLE IS DOUBLE", ". ink ."], ["Whirlwind"], 4); // 3 words and the cask: full
    const cask = g.minionAt(1, 1)!;
    // the dying cask leaves the grid, the first WIN takes its place, the second would be the fifth object
    expectRefused(
      g,
      () => g.cast("Whirlwind"),
      `seam 3: the word WIN Ink Cask #${cask} writes at (1, 1) would put 5 objects on the grid, over the limit of 4 (content LEVEL_LIMITS.objects)`,
    );
  });

  test("with room for both words, both are written", () => {
    const g = game(["DEATHRATTLE IS DOUBLE", ". ink ."], ["Whirlwind"], 5);
    g.cast("Whirlwind");
    expect(g.kindsAt(1, 1)).toEqual(["text:WIN", "text:WIN"]);
  });

  test("a minion played onto a full grid names the play, the card and the tile", () => {
    const g = game(["BABA IS YOU", ". . ."], ["Tin Knight"], 3);
    const message =
      'play: "Tin Knight" at (1, 1) would put 4 objects on the grid, over the limit of 3 (content LEVEL_LIMITS.objects)';
    expectRefused(g, () => g.play("Tin Knight", 1, 1), message);
    expect(g.checkPlay("Tin Knight", 1, 1)).toBe(message); // checkPlay says why play would fail
    expect(game(["BABA IS YOU", ". . ."], ["Tin Knight"], 4).checkPlay("Tin Knight", 1, 1)).toBeNull();
  });
});

describe("a play is refused for the objects on the grid, not the ids handed out", () => {
  // `checkPlay` counts the objects only when the grid has handed out as many ids as the limit: ids
  // handed out without an object (`reserveId`, as an entity made by a card takes one) never count
  test("for every limit near the count and every number of ids handed out without an object", () => {
    const level = mapLevel(["BABA IS YOU", ". . ."], ["Tin Knight"]);
    for (let spare = 0; spare <= 3; spare++)
      for (let limit = 3; limit <= 12; limit++) {
        const s = createSpellGrid(level, {
          defs: readCardDir(),
          lexicon: LEXICON,
          seams: SEAM_WORDS,
          turn: GRID_TURN,
          hazards: HAZARD_ORDER,
          takes: MOVEMENT_TAKES,
          levelLimits: { ...LEVEL_LIMITS, objects: limit },
          limits: LIMITS,
          endOfPhase: END_OF_PHASE,
          journal: true,
        });
        for (let i = 0; i < spare; i++) reserveId(s.level);
        const count = objectCount(s.level) + 1;
        const refused = checkPlay(s, "Tin Knight", 1, 1);
        if (count > limit)
          expect(refused).toContain(`would put ${count} objects on the grid, over the limit of ${limit}`);
        else expect(refused).toBeNull();
      }
  });
});
