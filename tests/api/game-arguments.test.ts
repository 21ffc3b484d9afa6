import { describe, expect, test } from "vitest";
import { CARD_TYPE_NAMES } from "../../src/content/card-vocabulary";
import { ContentError } from "../../src/content/problems";
import { AssembleError, type CardDef, type Game, newGame } from "../../src/harness";

/**
 * Wrong types at the card harness's door (issue 16 item 8): every method checks its arguments and
 * throws an Error naming the call, the argument and the value, never a TypeError from deep inside,
 * and changes nothing.
 */

const filler: CardDef = {
  name: "Filler",
  type: "minion",
  cost: 1,
  attack: 1,
  health: 2,
  text: [],
  split: 0,
  game: "course",
};

/** A list of two whose first place is a hole (not `undefined`: nothing is there at all), then `item`. */
function holeThen(item: unknown): unknown[] {
  const list = new Array(2);
  list[1] = item;
  return list;
}

/**
 * An Assemble spell and the two minions it can splice: Herald is the one Battlecry base and Urn its one
 * donor, so the chooser is asked for a base, a donor and a half.
 */
const WORKSHOP_CARDS: CardDef[] = [
  {
    name: "Herald",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "battlecry" },
      { type: "effect", effect: "gainArmor", amount: 1 },
    ],
    split: 1,
    game: "course",
  },
  {
    name: "Urn",
    type: "minion",
    cost: 1,
    attack: 1,
    health: 1,
    text: [
      { type: "trigger", trigger: "deathrattle" },
      { type: "effect", effect: "summon", card: "Filler", count: 1 },
    ],
    split: 1,
    game: "course",
  },
  {
    name: "Workshop",
    type: "spell",
    cost: 1,
    text: [{ type: "effect", effect: "assemble", filter: { trigger: "battlecry" } }],
    split: 0,
    game: "course",
  },
];

/** A game with one minion on player 0's board (id 2) and one card in player 0's hand (id 3). */
function game(): Game {
  const g = newGame({ cards: [filler] });
  g.summon("Filler");
  g.addToHand("Filler");
  return g;
}

type Row = [label: string, call: (g: Game) => unknown, message: string];
const NO_ARGUMENTS = "takes no argument";

/**
 * One or more wrong calls for every method of `Game`: the type makes a missing method a compile
 * error, and a test below checks the list against a real game's methods.
 */
const WRONG: Record<Exclude<keyof Game, "state">, Row[] | typeof NO_ARGUMENTS> = {
  summon: [
    ["summon(5)", (g) => g.summon(5 as never), "summon: card must be a card name (a string), not 5"],
    ["summon(card, 2)", (g) => g.summon("Filler", 2 as never), "summon: player must be 0 or 1, not 2"],
    [
      'summon(card, "1")',
      (g) => g.summon("Filler", "1" as never),
      'summon: player must be 0 or 1, not the string "1"',
    ],
  ],
  addToHand: [
    [
      "addToHand(null)",
      (g) => g.addToHand(null as never),
      "addToHand: card must be a card name (a string), not null",
    ],
    [
      "addToHand(card, -1)",
      (g) => g.addToHand("Filler", -1 as never),
      "addToHand: player must be 0 or 1, not -1",
    ],
  ],
  addToDeck: [
    [
      "addToDeck([])",
      (g) => g.addToDeck([] as never),
      "addToDeck: card must be a card name (a string), not an array of 0",
    ],
    [
      "addToDeck(card, NaN)",
      (g) => g.addToDeck("Filler", Number.NaN as never),
      "addToDeck: player must be 0 or 1, not NaN",
    ],
  ],
  play: [
    [
      'play("x")',
      (g) => g.play("x" as never),
      'play: handId must be an id (a whole number), not the string "x"',
    ],
  ],
  zoneOf: [["zoneOf(1.5)", (g) => g.zoneOf(1.5), "zoneOf: id must be a whole number, not 1.5"]],
  board: [["board(2)", (g) => g.board(2 as never), "board: player must be 0 or 1, not 2"]],
  hand: [
    ["hand(undefined)", (g) => g.hand(undefined as never), "hand: player must be 0 or 1, not undefined"],
    [
      "hand(a long string)",
      (g) => g.hand("ab".repeat(150) as never),
      `hand: player must be 0 or 1, not the string "${"ab".repeat(40)}"… (300 characters)`,
    ],
  ],
  orderOfPlay: [
    [
      "orderOfPlay({})",
      (g) => g.orderOfPlay({} as never),
      "orderOfPlay: id must be a whole number, not an object",
    ],
  ],
  nameOf: [
    ['nameOf("2")', (g) => g.nameOf("2" as never), 'nameOf: id must be a whole number, not the string "2"'],
  ],
  hero: [["hero(true)", (g) => g.hero(true as never), "hero: player must be 0 or 1, not true"]],
  dealDamage: [
    [
      'dealDamage("0", 1)',
      (g) => g.dealDamage("0" as never, 1),
      'dealDamage: target must be an id (a whole number), not the string "0"',
    ],
    [
      'dealDamage(2, "1")',
      (g) => g.dealDamage(2, "1" as never),
      `dealDamage: amount must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not the string "1"`,
    ],
    [
      "dealDamage(2, Infinity)",
      (g) => g.dealDamage(2, Number.POSITIVE_INFINITY),
      `dealDamage: amount must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not Infinity`,
    ],
    [
      "dealDamage(2, -5)",
      (g) => g.dealDamage(2, -5),
      `dealDamage: amount must be a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not -5`,
    ],
  ],
  cast: [
    ["cast(3)", (g) => g.cast(3 as never), "cast: card must be a card name (a string), not 3"],
    [
      'cast(card, 0, "2")',
      (g) => g.cast("Filler", 0, "2" as never),
      'cast: target must be an id (a whole number), not the string "2"',
    ],
    ["cast(card, 7)", (g) => g.cast("Filler", 7 as never), "cast: player must be 0 or 1, not 7"],
  ],
  health: [["health(null)", (g) => g.health(null as never), "health: id must be a whole number, not null"]],
  attack: [
    ["attack(2n)", (g) => g.attack(2n as never), "attack: id must be a whole number, not the bigint 2n"],
  ],
  armor: [['armor("0")', (g) => g.armor("0" as never), 'armor: player must be 0 or 1, not the string "0"']],
  cost: [
    ["cost(() => 2)", (g) => g.cost((() => 2) as never), "cost: id must be a whole number, not a function"],
  ],
  log: NO_ARGUMENTS,
  clearLog: NO_ARGUMENTS,
  logTree: NO_ARGUMENTS,
  journal: NO_ARGUMENTS,
  destroy: [
    [
      "destroy([2])",
      (g) => g.destroy([2] as never),
      "destroy: target must be an id (a whole number), not an array of 1",
    ],
  ],
  registerCards: [
    [
      "registerCards(null)",
      (g) => g.registerCards(null as never),
      "registerCards: defs must be a list of card definitions, not null",
    ],
    [
      "registerCards(filler)",
      (g) => g.registerCards(filler as never),
      "registerCards: defs must be a list of card definitions, not an object",
    ],
    [
      "registerCards([null])",
      (g) => g.registerCards([null] as never),
      "registerCards[0]: expected object, got null",
    ],
    [
      "registerCards([{}])",
      (g) => g.registerCards([{}] as never),
      `registerCards[0]: missing field "type" (one of ${CARD_TYPE_NAMES.join(", ")})`,
    ],
    [
      "registerCards([{health: NaN}])",
      (g) => g.registerCards([{ ...filler, health: Number.NaN }]),
      'registerCards[0] (card "Filler"): health: NaN is not a JSON number',
    ],
    [
      "registerCards([, def]) (a hole in the list)",
      (g) => g.registerCards(holeThen(filler) as never),
      "registerCards[0]: undefined is not JSON data",
    ],
    [
      "registerCards([def, def]) (one name twice in one list)",
      (g) => g.registerCards([filler, { ...filler, attack: 5 }]),
      'registerCards[1] (card "Filler"): name: duplicate card name (also in registerCards[0])',
    ],
  ],
  assemble: [
    [
      'assemble(1, 2, "side")',
      (g) => g.assemble(1 as never, 2 as never, "side" as never),
      "assemble: base must be a card name (a string), not 1",
    ],
    [
      "assemble(base, {}, half)",
      (g) => g.assemble("Filler", {} as never, "top"),
      "assemble: donor must be a card name (a string), not an object",
    ],
    [
      'assemble(base, donor, "side")',
      (g) => g.assemble("Filler", "Filler", "side" as never),
      'assemble: half must be "top" or "bottom", not the string "side"',
    ],
  ],
  setChooser: [
    [
      'setChooser("first")',
      (g) => g.setChooser("first" as never),
      'setChooser: choose must be a function (kind, options) => option, not the string "first"',
    ],
  ],
};

describe("every method of the card harness checks its arguments' types", () => {
  test("the table names every method of a real game", () => {
    const methods = Object.keys(game()).filter((k) => k !== "state");
    expect(Object.keys(WRONG).sort()).toEqual(methods.sort());
  });

  const rows = Object.entries(WRONG).flatMap(([, rows]) => (rows === NO_ARGUMENTS ? [] : rows));
  test.each(rows)("%s throws naming the argument and the value, and changes nothing", (_, call, message) => {
    const g = game();
    const before = structuredClone(g.state);
    const state = g.state;
    let thrown: unknown;
    try {
      call(g);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    // An Error (a ContentError when a definition's content is at fault, an AssembleError for the half).
    const expected = message.startsWith("assemble: half") ? [AssembleError] : [Error, ContentError];
    expect(expected).toContain((thrown as Error).constructor);
    expect((thrown as Error).message).toBe(message);
    expect(g.state).toBe(state);
    expect(g.state).toEqual(before);
  });

  test("the methods that take no argument ignore a stray one", () => {
    const g = game();
    g.dealDamage(2, 1);
    const log = g.log();
    expect((g.log as (x: unknown) => unknown)(5)).toEqual(log);
    expect((g.logTree as (x: unknown) => unknown)("x")).toBe(g.logTree());
    (g.clearLog as (x: unknown) => void)(null);
    expect(g.log()).toEqual([]);
  });

  test("a bad setChooser keeps the chooser there was", () => {
    const g = game();
    const asked: string[] = [];
    g.setChooser((kind, options) => {
      asked.push(kind);
      return options[0];
    });
    expect(() => g.setChooser(null as never)).toThrow("setChooser: choose must be a function");
    g.registerCards(WORKSHOP_CARDS);
    g.cast("Workshop");
    expect(asked).toEqual(["base", "donor", "half"]);
  });
});

describe("newGame checks its options", () => {
  const m = (extra: object) => ({ ...filler, ...extra });
  test.each([
    [
      "newGame(null)",
      null,
      "newGame: options must be an object with decks, seed, cards (or nothing), not null",
    ],
    ["newGame(5)", 5, "newGame: options must be an object with decks, seed, cards (or nothing), not 5"],
    ["newGame({deck})", { deck: [] }, 'newGame: unknown option "deck" (the options are decks, seed, cards)'],
    ["cards: null", { cards: null }, "newGame: cards must be a list of card definitions, not null"],
    [
      "cards: [{}]",
      { cards: [{}] },
      `newGame cards[0]: missing field "type" (one of ${CARD_TYPE_NAMES.join(", ")})`,
    ],
    ["cards: [null]", { cards: [null] }, "newGame cards[0]: expected object, got null"],
    [
      "cards: [, def] (a hole in the list)",
      { cards: holeThen(filler) },
      "newGame cards[0]: undefined is not JSON data",
    ],
    [
      "cards: one name twice",
      { cards: [filler, { ...filler, attack: 5 }] },
      'newGame cards[1] (card "Filler"): name: duplicate card name (also in newGame cards[0])',
    ],
    [
      "cards: a clause that is a function",
      { cards: [m({ text: [() => 1] })] },
      'newGame cards[0] (card "Filler"): text[0]: a function is not JSON data',
    ],
    ["decks: 5", { decks: 5 }, "newGame: decks must be two lists of card names, not 5"],
    ["decks: [5, []]", { decks: [5, []] }, "newGame: decks[0] must be a list of card names, not 5"],
    ["decks: [[], [5]]", { decks: [[], [5]] }, "newGame: decks[1][0] must be a card name (a string), not 5"],
    [
      "decks: [[]]",
      { decks: [[]] },
      "newGame: decks must be two lists of card names (one for each player), not 1",
    ],
    [
      "decks: a list with a hole ([, name])",
      { decks: [holeThen("Filler"), []], cards: [filler] },
      "newGame: decks[0][0] must be a card name (a string), not undefined",
    ],
    [
      'decks: [["Nope"], []]',
      { decks: [["Nope"], []], cards: [filler] },
      'newGame: decks[0][0]: unknown card "Nope": no card of that name is registered',
    ],
    [
      'seed: "x"',
      { seed: "x" },
      'newGame: seed must be a whole number from 0 to 4294967295, not the string "x"',
    ],
    ["seed: 1.5", { seed: 1.5 }, "newGame: seed must be a whole number from 0 to 4294967295, not 1.5"],
  ])("%s", (_, opts, message) => {
    expect(() => newGame(opts as never)).toThrow(message);
    let thrown: unknown;
    try {
      newGame(opts as never);
    } catch (e) {
      thrown = e;
    }
    expect([Error, ContentError]).toContain((thrown as Error).constructor);
    expect((thrown as Error).message).toBe(message);
  });

  test("the options a user may leave out: none, undefined fields, an empty object", () => {
    for (const opts of [undefined, {}, { decks: undefined, seed: undefined, cards: [filler] }]) {
      const g = newGame(opts as never);
      expect(g.board(0)).toEqual([]);
    }
  });
});

describe("a chooser may read the game but not change it mid-call", () => {
  test("a chooser that calls summon fails the cast with a clear error, and nothing changes", () => {
    const g = game();
    g.registerCards(WORKSHOP_CARDS);
    const before = structuredClone(g.state);
    let boardSeen: number[] = [];
    g.setChooser((_, options) => {
      boardSeen = g.board(0);
      g.summon("Filler");
      return options[0];
    });
    expect(() => g.cast("Workshop")).toThrow(
      "summon: the game is busy with cast (a chooser may not change the game)",
    );
    expect(boardSeen).toEqual([2]);
    expect(g.state).toEqual(before);
  });

  test("a chooser that calls clearLog fails the cast too: the clear would be lost when the cast ends", () => {
    const g = game();
    g.registerCards(WORKSHOP_CARDS);
    g.summon("Filler");
    const before = structuredClone(g.state);
    g.setChooser((_, options) => {
      g.clearLog();
      return options[0];
    });
    expect(() => g.cast("Workshop")).toThrow(
      "clearLog: the game is busy with cast (a chooser may not change the game)",
    );
    expect(g.state).toEqual(before);
  });

  test("a chooser that throws something other than an Error fails the call with an Error", () => {
    const g = game();
    g.registerCards(WORKSHOP_CARDS);
    g.setChooser(() => {
      throw "no";
    });
    expect(() => g.cast("Workshop")).toThrow(
      'chooser threw the string "no" for "base" (a chooser that fails must throw an Error)',
    );
    g.setChooser(() => 7 as never);
    expect(() => g.cast("Workshop")).toThrow(
      'chooser answered 7 for "base", which is not one of the options: "Herald"',
    );
  });
});
