/**
 * Levels are checked when loaded (docs/rules.md §5.1, §6, §8; issue 10 item 5): every problem, each naming
 * the file or level, the field path and the value (never more than 80 characters of it).
 */
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { levelProblems, levelSource } from "../../src/content/level-check";
import { LEVEL_LIMITS } from "../../src/content/limits";
import { formatProblem } from "../../src/content/problems";
import { LEXICON } from "../../src/content/words";
import type { Clause } from "../../src/engine/cards";
import { newBaba, newSpellGrid } from "../../src/harness";
import { rockMinion } from "../fixtures/cards";

const cards = new Map(readCardDir().map((d) => [d.name, d]));
const lines = (def: unknown) =>
  levelProblems(def, { lexicon: LEXICON, cards }, "levels/x.json").map(formatProblem);
const small = { name: "x", width: 3, height: 2, objects: [{ kind: "baba", x: 0, y: 0 }] };

/** A 1-damage effect at `target`. */
const ping = (target: "chosen" | "chosenCharacter"): Clause => ({
  type: "effect",
  effect: "dealDamage",
  amount: 1,
  target,
});

describe("levelProblems", () => {
  test("a shipped-like level has none", () => {
    expect(
      lines({ ...small, cards: [{ card: "Powder Keg", x: 1, y: 1 }], hand: ["Spark"], pool: ["Ember Moth"] }),
    ).toEqual([]);
  });

  test("every problem of the fields, at once, with did-you-mean", () => {
    const def = {
      name: "x",
      width: 3,
      height: 0,
      objets: [],
      objects: [
        { kind: "babba", x: 0, y: 0 },
        { kind: "text:WINN", x: 3, y: 1 },
        { kind: "all", x: 0, y: 1.5 },
        { kind: "Baba", x: 0, y: 0 },
        { kin: "baba", x: 0, y: 0 },
      ],
    };
    expect(lines(def)).toEqual([
      'levels/x.json: objets: unknown field "objets" (did you mean "objects"?)',
      "levels/x.json: height: 0 is below the minimum 1",
      "levels/x.json: objects[2].y: expected integer, got number 1.5",
      'levels/x.json: objects[3].kind: "Baba" must be a lower-case noun (baba) or text: and an upper-case word (text:BABA)',
      'levels/x.json: objects[4]: missing field "kind"',
      'levels/x.json: objects[4].kin: unknown field "kin" (did you mean "kind"?)',
      'levels/x.json: objects[0].kind: "babba": BABBA is not a noun of the lexicon (a thing is a lower-case noun, text is text:WORD) (did you mean "baba"?)',
      'levels/x.json: objects[1].kind: "text:WINN": WINN is not a word of the lexicon (did you mean "WIN"?)',
      'levels/x.json: objects[2].kind: "all": ALL is a meta noun and names no thing',
    ]);
  });

  test("tiles off the grid name the coordinate and its range", () => {
    const def = {
      ...small,
      objects: [{ kind: "baba", x: 3, y: 0 }],
      cards: [{ card: "Tin Knight", x: 0, y: 2 }],
    };
    expect(lines(def)).toEqual([
      "levels/x.json: objects[0].x: 3 is off the 3×2 grid (x is 0 to 2)",
      "levels/x.json: cards[0].y: 2 is off the 3×2 grid (y is 0 to 1)",
    ]);
  });

  test("the cards a level names must exist, and be the right kind of card (issue 10 item 5)", () => {
    const def = {
      ...small,
      cards: [
        { card: "Powder Kegg", x: 1, y: 0 },
        { card: "Whirlwind", x: 2, y: 0 },
        { card: "Loot Hoarder", x: 1, y: 1 },
      ],
      hand: ["Sprak"],
      pool: ["Ember Moth", "Graft", "Nobody At All"],
    };
    expect(lines(def)).toEqual([
      'levels/x.json: cards[0].card: "Powder Kegg" is not a known card (did you mean "Powder Keg"?)',
      'levels/x.json: cards[1].card: "Whirlwind" is a spell: a cards entry is a minion with a noun',
      'levels/x.json: cards[2].card: "Loot Hoarder" has no noun: a cards entry is a minion with a noun',
      'levels/x.json: hand[0]: "Sprak" is not a known card (did you mean "Spark"?)',
      'levels/x.json: pool[1]: "Graft" is a spell: the pool holds minions',
      'levels/x.json: pool[2]: "Nobody At All" is not a known card',
    ]);
  });

  test("a card that transforms a minion is refused in a SpellGrid level: its hand, its cards, its pool", () => {
    const morpher = rockMinion("Test Morpher", "battlecry", {
      type: "effect",
      effect: "transform",
      target: "allOtherMinions",
      card: "Sheep",
    });
    const withMorpher = new Map([...cards, [morpher.name, morpher]]);
    const def = {
      ...small,
      cards: [{ card: morpher.name, x: 1, y: 1 }],
      hand: ["Spark", "Polymorph"],
      pool: [morpher.name],
    };
    const why =
      "a SpellGrid minion is the grid object of its card's noun, which a Transform cannot change, so SpellGrid plays no Transform (docs/rules.md §6.1)";
    expect(
      levelProblems(def, { lexicon: LEXICON, cards: withMorpher }, "levels/x.json").map(formatProblem),
    ).toEqual([
      `levels/x.json: cards[0].card: "Test Morpher" transforms a minion (text[1]): ${why}`,
      `levels/x.json: hand[1]: "Polymorph" transforms a minion (text[0]): ${why}`,
      `levels/x.json: pool[0]: "Test Morpher" transforms a minion (text[1]): ${why}`,
    ]);
    expect(() => newSpellGrid({ ...small, hand: ["Polymorph"] })).toThrow(
      `level "x": hand[0]: "Polymorph" transforms a minion (text[0]): ${why}`,
    );
  });

  test("a minion whose Battlecry picks a target is refused in a SpellGrid hand, naming the card and the file; in its pool it loads", () => {
    // SpellGrid's play(card, x, y) takes a tile and no target (docs/rules.md §6.6): a Battlecry that picks one
    // could never be honoured, so a hand that holds one is refused when the level loads, as a Transform is.
    // A pool card reaches the hand only as an Assemble's result, and Assemble offers only results SpellGrid
    // can play: in the pool it is a donor, or a base whose playable results are offered, and loads.
    const archer = rockMinion("Test Archer", "battlecry", ping("chosenCharacter"));
    const owl = rockMinion("Test Owl", "battlecry", { type: "effect", effect: "silence", target: "chosen" });
    const library = new Map([...cards, ...[archer, owl].map((c) => [c.name, c] as const)]);
    const why =
      "SpellGrid's play(card, x, y) takes a tile and no target, so SpellGrid plays no targeted Battlecry (docs/rules.md §6.6)";
    const def = { ...small, hand: ["Spark", archer.name, owl.name], pool: [archer.name, "Ember Moth"] };
    expect(
      levelProblems(def, { lexicon: LEXICON, cards: library }, "levels/x.json").map(formatProblem),
    ).toEqual([
      `levels/x.json: hand[1]: "Test Archer"'s Battlecry picks a target (text[1]: a character): ${why}`,
      `levels/x.json: hand[2]: "Test Owl"'s Battlecry picks a target (text[1]: a minion): ${why}`,
    ]);
    expect(
      levelProblems(
        { ...small, hand: ["Graft"], pool: [archer.name, owl.name] },
        { lexicon: LEXICON, cards: library },
        "x",
      ),
    ).toEqual([]);
    // a minion on the board at the start is not played, and no other trigger picks a target: both load
    expect(lines({ ...small, cards: [{ card: "Powder Keg", x: 1, y: 1 }] })).toEqual([]);
    expect(() => newSpellGrid({ ...small, hand: [archer.name] }, [archer])).toThrow(
      `level "x": hand[0]: "Test Archer"'s Battlecry picks a target (text[1]: a character): ${why}`,
    );
  });

  test("a card that summons a card that transforms a minion is refused too: the summoned minion would transform on the grid", () => {
    const mite = rockMinion("Test Morph Mite", "endOfTurn", {
      type: "effect",
      effect: "transform",
      target: "allOtherMinions",
      card: "Sheep",
    });
    const nest = rockMinion("Test Morph Nest", "deathrattle", {
      type: "effect",
      effect: "summon",
      card: mite.name,
      count: 1,
    });
    const content = new Map([...cards, [mite.name, mite], [nest.name, nest]]);
    const def = { ...small, cards: [{ card: nest.name, x: 1, y: 1 }] };
    expect(
      levelProblems(def, { lexicon: LEXICON, cards: content }, "levels/x.json").map(formatProblem),
    ).toEqual([
      `levels/x.json: cards[0].card: "Test Morph Nest" summons "Test Morph Mite", which transforms a minion (text[1]): a SpellGrid minion is the grid object of its card's noun, which a Transform cannot change, so SpellGrid plays no Transform (docs/rules.md §6.1)`,
    ]);
  });

  test("limits: sizes and lists are bounded as LEVEL_LIMITS says (issue 16 item 3)", () => {
    const many = Array.from({ length: LEVEL_LIMITS.objects + 1 }, () => ({ kind: "baba", x: 0, y: 0 }));
    expect(lines({ ...small, width: LEVEL_LIMITS.width + 1, objects: many })).toEqual([
      `levels/x.json: width: ${LEVEL_LIMITS.width + 1} is above the maximum ${LEVEL_LIMITS.width}`,
      `levels/x.json: objects: ${LEVEL_LIMITS.objects + 1} entries: at most ${LEVEL_LIMITS.objects}`,
    ]);
    expect(lines({ ...small, hand: Array(11).fill("Spark"), pool: ["Ember Moth", "Ember Moth"] })).toEqual([
      "levels/x.json: hand: 11 entries: at most 10",
      'levels/x.json: pool[1]: "Ember Moth" is listed twice (also at pool[0])',
    ]);
  });

  test("no message prints more than 80 characters of a value", () => {
    const long = "x".repeat(500);
    const [line] = lines({ ...small, title: long });
    expect(line).toBe(`levels/x.json: title: "${"x".repeat(78)}… is longer than 80 characters`);
    const [kind] = lines({ ...small, objects: [{ kind: `text:${"A".repeat(300)}`, x: 0, y: 0 }] });
    expect(kind.length).toBeLessThan(260);
    expect(levelSource({ name: long }).length).toBeLessThan(100);
  });

  test("not a level at all", () => {
    expect(lines(null)).toEqual(["levels/x.json: expected object, got null"]);
    expect(lines([1])).toEqual(["levels/x.json: expected object, got an array"]);
  });
});

describe("the harness checks a level before building it (newBaba, newSpellGrid)", () => {
  test("newBaba throws the first problem, naming the level", () => {
    expect(() => newBaba({ ...small, objects: [{ kind: "babba", x: 0, y: 0 }] })).toThrow(
      'level "x": objects[0].kind: "babba": BABBA is not a noun of the lexicon',
    );
  });

  test("newSpellGrid names a card's file when a library card is at fault, and checks the pool", () => {
    expect(() => newSpellGrid({ ...small, hand: ["Spark"], pool: ["Whirlwind"] })).toThrow(
      'level "x": pool[0]: "Whirlwind" is a spell: the pool holds minions',
    );
  });
});
