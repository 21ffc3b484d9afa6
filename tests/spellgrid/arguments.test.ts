/**
 * Wrong types at the Part III harness (issue 16 item 8; docs/rules.md §8): every method of
 * `SpellGrid` that takes an argument, given one of the wrong type, throws an Error naming the call,
 * the argument and the value (never a TypeError from inside), and changes nothing.
 */
import { describe, expect, it } from "vitest";
import { newSpellGrid, type SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";

const level = () => mapLevel(["BABA IS YOU .", "keg . baba .", ". . . wall"], ["Spark", "Tin Knight"]);

/** Everything a user can observe of a SpellGrid game. */
function observe(g: SpellGrid) {
  const tiles: string[][] = [];
  for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) tiles.push(g.stackAt(x, y));
  return {
    tiles,
    hand: g.hand(),
    log: g.logTree(),
    rules: g.rules(),
    won: g.won(),
    health: g.health(g.hero(1)),
  };
}

/** [method, call, the exact message]. */
const CALLS: [keyof SpellGrid, (g: SpellGrid) => unknown, string][] = [
  ["place", (g) => g.place(5 as never, 0, 0), "place: kind must be a string, not 5"],
  ["place", (g) => g.place("rock", 0, 1.5), "place: y must be an integer, not 1.5"],
  ["hasProperty", (g) => g.hasProperty("0" as never, "YOU"), 'hasProperty: id must be an integer, not "0"'],
  [
    "hasProperty",
    (g) => g.hasProperty(0, ["YOU"] as never),
    'hasProperty: prop must be a string, not ["YOU"]',
  ],
  ["move", (g) => g.move(1 as never), "move: unknown direction 1: expected up, down, left or right"],
  ["posOf", (g) => g.posOf("3" as never), 'posOf: id must be an integer, not "3"'],
  ["facingOf", (g) => g.facingOf("0" as never), 'facingOf: id must be an integer, not "0"'],
  ["kindsAt", (g) => g.kindsAt(0.5, 0), "kindsAt: x must be an integer, not 0.5"],
  ["stackAt", (g) => g.stackAt(0, null as never), "stackAt: y must be an integer, not null"],
  [
    "step",
    (g) => g.step("x" as never),
    'step: unknown direction "x": expected up, down, left or right, or wait (idle)',
  ],
  ["cast", (g) => g.cast(5 as never), "cast: card must be a string, not 5"],
  [
    "cast",
    (g) => g.cast("Spark", "4" as never),
    `cast: target must be a minion's id (an integer) or nothing, not "4"`,
  ],
  ["play", (g) => g.play("Tin Knight", "1" as never, 2), 'play: x must be an integer, not "1"'],
  [
    "play",
    (g) => g.play({ card: "Tin Knight" } as never, 1, 2),
    'play: card must be a string, not {"card":"Tin Knight"}',
  ],
  ["health", (g) => g.health("4" as never), 'health: id must be an integer, not "4"'],
  ["hero", (g) => g.hero("0" as never), 'hero: player must be 0 or 1, not "0"'],
  ["hero", (g) => g.hero(2 as never), "hero: player must be 0 or 1, not 2"],
  ["nameOf", (g) => g.nameOf(null as never), "nameOf: id must be an integer, not null"],
  ["minionAt", (g) => g.minionAt("0" as never, 1), 'minionAt: x must be an integer, not "0"'],
  [
    "setChooser",
    (g) => g.setChooser("first" as never),
    'setChooser: choose must be a function (kind, options) => option, not "first"',
  ],
  ["checkCast", (g) => g.checkCast(5 as never), "checkCast: card must be a string, not 5"],
  [
    "checkPlay",
    (g) => g.checkPlay("Tin Knight", 1, undefined as never),
    "checkPlay: y must be an integer, not undefined",
  ],
  [
    "checkPlayAnywhere",
    (g) => g.checkPlayAnywhere(["Tin Knight"] as never),
    'checkPlayAnywhere: card must be a string, not ["Tin Knight"]',
  ],
];

describe("SpellGrid: a wrong-typed argument is a clear Error and changes nothing", () => {
  it.each(CALLS.map(([m, call, message]) => ({ m, call, message })))("$m: $message", ({ call, message }) => {
    const g = newSpellGrid(level());
    const before = observe(g);
    let thrown: unknown;
    try {
      call(g);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown).not.toBeInstanceOf(TypeError);
    expect((thrown as Error).message).toBe(message);
    expect(observe(g)).toEqual(before);
  });

  it("the table covers every method that takes an argument", () => {
    const g = newSpellGrid(level());
    const methods = Object.keys(g).filter((k) => typeof g[k as keyof SpellGrid] === "function");
    const withArguments = methods.filter(
      (k) => (g[k as keyof SpellGrid] as (...a: unknown[]) => unknown).length > 0,
    );
    expect(new Set(CALLS.map(([m]) => m))).toEqual(new Set(withArguments));
  });

  it("right types, wrong values keep their own messages: a minion off the grid, an id never issued", () => {
    const g = newSpellGrid(level());
    expect(() => g.minionAt(-1, 0)).toThrow("cell (-1, 0) is off the 4×3 grid");
    expect(() => g.posOf(999)).toThrow("unknown object id 999: this level never issued it");
    expect(() => g.health(999)).toThrow("id 999 is not a card, hero or minion");
  });

  it("newSpellGrid: a level, cards or options of the wrong type", () => {
    expect(() => newSpellGrid(null as never)).toThrow('level "(unnamed)": expected object, got null');
    expect(() => newSpellGrid(level(), "cards" as never)).toThrow(/^newSpellGrid cards .*"cards"/);
    expect(() => newSpellGrid(level(), [], 5 as never)).toThrow(
      "newSpellGrid: options must be an object {lexicon?, seams?, library?, journal?}, not 5",
    );
    expect(() => newSpellGrid(level(), [], { journal: "yes" } as never)).toThrow(
      'newSpellGrid: options.journal must be true or false, not "yes"',
    );
    expect(() => newSpellGrid(level(), [], { jornal: false } as never)).toThrow(
      'newSpellGrid: unknown option "jornal" (the options are lexicon, seams, library, journal)',
    );
    expect(() => newSpellGrid(level(), [], { library: "cards/" } as never)).toThrow(
      'newSpellGrid: options.library must be an array of card definitions, not "cards/"',
    );
    expect(() => newSpellGrid(level(), [], { lexicon: {} } as never)).toThrow(
      "newSpellGrid: options.lexicon must be a lexicon {words, index, properties}, not {}",
    );
    expect(() => newSpellGrid(level(), [null] as never)).toThrow(/^newSpellGrid cards\[0\]/);
  });

  it("newSpellGrid: a card library's definitions are checked as registerCards checks them, naming the entry", () => {
    expect(() => newSpellGrid(level(), [], { library: [null] } as never)).toThrow(
      "newSpellGrid options.library[0]: expected object, got null",
    );
    expect(() => newSpellGrid(level(), [], { library: [{}] } as never)).toThrow(
      'newSpellGrid options.library[0]: missing field "type" (one of minion, spell, weapon)',
    );
    expect(() => newSpellGrid(level(), [], { library: [] })).toThrow('"Powder Keg" is not a known card');
  });

  it("newSpellGrid: a seam table is checked as content/seams.json is, before anything is built", () => {
    const bad: [unknown, string][] = [
      [{}, 'newSpellGrid options.seams: missing field "triggerWords"'],
      [
        { triggerWords: { DEATHRATTLE: "nonsense" }, multiplierWords: {} },
        'newSpellGrid options.seams: triggerWords.DEATHRATTLE: "nonsense" is not one of battlecry, deathrattle,',
      ],
      [
        { triggerWords: {}, multiplierWords: { DOUBLE: { times: 1e9, stacking: "max" } } },
        "newSpellGrid options.seams: multiplierWords.DOUBLE.times: 1000000000 is above the maximum 10",
      ],
      [
        { triggerWords: {}, multiplierWords: { DOUBLE: { times: 2, stacking: "weird" } } },
        'newSpellGrid options.seams: multiplierWords.DOUBLE.stacking: "weird" is not one of',
      ],
      [
        { triggerWords: { YOU: "deathrattle" }, multiplierWords: {} },
        "newSpellGrid options.seams: triggerWords.YOU: YOU is a property, not a noun",
      ],
      [
        { triggerWords: { KEG: "deathrattle" }, multiplierWords: {} },
        "newSpellGrid options.seams: triggerWords.KEG: KEG names a thing (keg objects on the grid): a trigger word must be a meta noun",
      ],
    ];
    const before = newSpellGrid(level());
    const seen = observe(before);
    for (const [seams, message] of bad)
      expect(() => newSpellGrid(level(), [], { seams } as never)).toThrow(message);
    // a refused table changes nothing: a game made before answers as it did, and a new one reads the shipped table
    expect(observe(before)).toEqual(seen);
    expect(observe(newSpellGrid(level()))).toEqual(seen);
    // a good table of the caller's is taken
    const g = newSpellGrid(level(), [], {
      seams: {
        triggerWords: { DEATHRATTLE: "deathrattle" },
        multiplierWords: { DOUBLE: { times: 3, stacking: "max" } },
      },
    });
    expect(g.rules()).toContain("TEXT IS PUSH");
    expect(() => newSpellGrid({ ...level(), cards: [{ card: 5, x: 0, y: 0 }] } as never)).toThrow(
      /^level "test": cards\[0\]\.card: .*5/,
    );
  });
});
