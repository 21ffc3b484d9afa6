/**
 * Cards are checked when they load (docs/rules.md §4, §8; issue 10 item 5, issue 16 items 2, 7, 9): every
 * number bounded, every problem of a card listed, summons naming minions, nouns and written words in the
 * lexicon; each problem names the source, the card, the field and the value.
 */
import { describe, expect, test } from "vitest";
import { cardProblems, cardSetProblems } from "../../src/content/card-validate";
import { CARD_MAXIMA, LIMITS } from "../../src/content/limits";
import { formatProblem } from "../../src/content/problems";
import { LEXICON } from "../../src/content/words";
import type { CardDef } from "../../src/engine/cards";
import { TARGETS } from "../../src/engine/cards/vocabulary";
import { newGame, newSpellGrid } from "../../src/harness";
import { mapLevel } from "../spellgrid/map";

const minion = (name: string, text: CardDef["text"], extra: Partial<CardDef> = {}): CardDef => ({
  name,
  type: "minion",
  cost: 1,
  attack: 1,
  health: 1,
  text,
  split: Math.min(1, text.length),
  game: "spellgrid",
  ...extra,
});
const deathrattle = (effect: Record<string, unknown>) =>
  [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", ...effect },
  ] as CardDef["text"];
const lines = (data: unknown) => cardProblems(data, "cards/x.json").map(formatProblem);

describe("maxima: schema-valid content can never hang the engine (issue 16 item 2)", () => {
  test.each([
    [
      "draw",
      { effect: "draw", count: 10_000_000 },
      "text[1].count: 10000000 is above the maximum",
      LIMITS.hand,
    ],
    [
      "summon",
      { effect: "summon", card: "X", count: 2 ** 31 },
      "text[1].count: 2147483648 is above the maximum",
      LIMITS.board,
    ],
    [
      "damage",
      { effect: "dealDamage", target: "enemyHero", amount: 1e6 },
      "text[1].amount: 1000000 is above the maximum",
      CARD_MAXIMA.amount,
    ],
    [
      "armor",
      { effect: "gainArmor", amount: 1001 },
      "text[1].amount: 1001 is above the maximum",
      CARD_MAXIMA.amount,
    ],
    [
      "buff",
      { effect: "buffHand", attack: 1, health: 5000 },
      "text[1].health: 5000 is above the maximum",
      CARD_MAXIMA.amount,
    ],
  ])("a %s too large is refused at load", (_what, effect, message, max) => {
    expect(lines(minion("X", deathrattle(effect)))).toEqual([`cards/x.json (card "X"): ${message} ${max}`]);
  });

  test("stats, cost, multipliers, split and the text's length", () => {
    const aura = {
      type: "aura",
      aura: "triggerMultiplier",
      trigger: "deathrattle",
      times: 11,
      stacking: "max",
    };
    const text = Array.from({ length: CARD_MAXIMA.clauses + 1 }, () => ({
      type: "keyword",
      keyword: "taunt",
    }));
    expect(
      lines({ ...minion("X", [aura] as CardDef["text"]), attack: 1001, health: 1001, cost: 1001, split: 65 }),
    ).toEqual([
      'cards/x.json (card "X"): cost: 1001 is above the maximum 1000',
      'cards/x.json (card "X"): text[0].times: 11 is above the maximum 10',
      'cards/x.json (card "X"): split: 65 is above the maximum 64',
      'cards/x.json (card "X"): attack: 1001 is above the maximum 1000',
      'cards/x.json (card "X"): health: 1001 is above the maximum 1000',
    ]);
    expect(lines(minion("X", text as CardDef["text"]))).toEqual([
      `cards/x.json (card "X"): text: ${CARD_MAXIMA.clauses + 1} entries: at most ${CARD_MAXIMA.clauses}`,
    ]);
  });

  test("a draw of 10,000,000 is refused by registerCards, and the game is unchanged", () => {
    const g = newGame();
    const before = structuredClone(g.state);
    expect(() =>
      g.registerCards([minion("Deep Well", deathrattle({ effect: "draw", count: 10_000_000 }))]),
    ).toThrow('registerCards[0] (card "Deep Well"): text[1].count: 10000000 is above the maximum 10');
    expect(g.state).toEqual(before);
  });
});

describe("every problem of a card, at once", () => {
  test("schema problems are all listed, with their values and suggestions", () => {
    const data = {
      name: "X",
      type: "minion",
      cost: -1,
      attack: 1,
      helth: 1,
      split: 0,
      game: "hearthstone",
      text: [{ type: "effect", effect: "dealDamage", target: "enemyhero", amount: 1 }, { type: "trigger" }],
    };
    expect(lines(data)).toEqual([
      'cards/x.json (card "X"): missing field "health"',
      'cards/x.json (card "X"): helth: unknown field "helth" (did you mean "health"?)',
      'cards/x.json (card "X"): cost: -1 is below the minimum 0',
      `cards/x.json (card "X"): text[0].target: "enemyhero" is not one of ${Object.keys(TARGETS).join(", ")} (did you mean "enemyHero"?)`,
      'cards/x.json (card "X"): text[1]: missing field "trigger"',
    ]);
  });

  test("a name with a newline, a control character (C0, DEL, C1) or spaces at its ends is refused, the character shown escaped; a long one is cut in messages", () => {
    expect(lines(minion("Bad\nName", []))).toEqual([
      'cards/x.json (card "Bad\\nName"): name: "Bad\\nName" must be a card name of printable characters (no control or bidirectional control character), without a space at either end',
    ]);
    for (const c of ["\u007f", "\u0085", "\u009b"]) {
      const hex = c.charCodeAt(0).toString(16).padStart(4, "0");
      expect(lines(minion(`Bad${c}2JName`, []))).toEqual([
        `cards/x.json (card "Bad\\u${hex}2JName"): name: "Bad\\u${hex}2JName" must be a card name of printable characters (no control or bidirectional control character), without a space at either end`,
      ]);
    }
    expect(lines(minion("Ünïcödé Imp ☕", []))).toEqual([]);
    const long = "N".repeat(200);
    const [line] = lines(minion(long, []));
    expect(line).toBe(
      `cards/x.json (card "${"N".repeat(78)}…): name: "${"N".repeat(78)}… is longer than 80 characters`,
    );
  });
});

describe("cross-content checks (issue 10 item 5; issue 16 items 7 and 9)", () => {
  const golem = (card: string) => minion("Harvest Golem", deathrattle({ effect: "summon", card, count: 1 }));

  test("a summon must name a minion that exists: Harvest Golem summoning Whirlwind is refused", () => {
    const g = newGame();
    const before = structuredClone(g.state);
    expect(() => g.registerCards([golem("Whirlwind")])).toThrow(
      'registerCards[0] (card "Harvest Golem"): text[1].card: summons "Whirlwind", a spell: a summon must name a minion',
    );
    expect(g.state).toEqual(before);
    expect(() => g.registerCards([golem("Damaged Golm")])).toThrow(
      'registerCards[0] (card "Harvest Golem"): text[1].card: summons unknown card "Damaged Golm" (did you mean "Damaged Golem"?)',
    );
  });

  test("a minion's noun must be a noun of the lexicon that names things", () => {
    const set = (noun: string) => cardSetProblems([minion("X", [], { noun })], () => "cards/x.json", LEXICON);
    expect(set("KEG")).toEqual([]);
    expect(set("KEGG").map(formatProblem)).toEqual([
      'cards/x.json (card "X"): noun: "KEGG" is not a word of the lexicon (did you mean "KEG"?)',
    ]);
    expect(set("YOU").map(formatProblem)).toEqual([
      'cards/x.json (card "X"): noun: "YOU" is a property, not a noun',
    ]);
    expect(set("TEXT").map(formatProblem)).toEqual([
      'cards/x.json (card "X"): noun: "TEXT" is a meta noun: it names no thing, so no minion can stand as one',
    ]);
  });

  test("a Deathrattle writing a word outside the lexicon is refused when the level loads (issue 16 item 9)", () => {
    const scribbler = minion("Scribbler", deathrattle({ effect: "spawnText", word: "A" }), {
      noun: "SCRIBE",
    });
    const level = mapLevel(["BABA IS YOU", "baba . ."], ["Spark"], "scribbles");
    expect(() => newSpellGrid(level, [scribbler])).toThrow(
      'newSpellGrid cards[0] (card "Scribbler"): text[1].word: "A" is not a word of the lexicon',
    );
    const fine = minion("Scribbler", deathrattle({ effect: "spawnText", word: "WIN" }), { noun: "SCRIBE" });
    expect(newSpellGrid(level, [fine]).hand()).toEqual(["Spark"]);
  });

  test("newSpellGrid refuses an added card whose noun is not in the lexicon, naming it", () => {
    const level = mapLevel(["BABA IS YOU", "baba . ."], [], "nouns");
    expect(() => newSpellGrid(level, [minion("Dragon", [], { noun: "DRAGON" })])).toThrow(
      'newSpellGrid cards[0] (card "Dragon"): noun: "DRAGON" is not a word of the lexicon: add it to content/words.json as a noun ({ "word": "DRAGON", "class": "noun" })',
    );
  });
});
