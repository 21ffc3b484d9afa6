import { describe, expect, test } from "vitest";
import { objectsAt } from "../../src/engine/grid";
import { neverPlayed } from "../../src/engine/spellgrid";
import { type CardDef, newSpellGrid, type SpellGrid } from "../../src/harness";
import { mapLevel } from "./map";
import { spellGridWithLimits } from "./with-limits";

/** Everything a user can observe of a SpellGrid game. */
function observe(g: SpellGrid) {
  const tiles: string[][] = [];
  for (let y = 0; y < 3; y++) for (let x = 0; x < 4; x++) tiles.push(g.stackAt(x, y));
  return { tiles, hand: g.hand(), log: g.logTree(), rules: g.rules(), won: g.won() };
}

function expectUnchanged(g: SpellGrid, call: () => unknown, message: string | RegExp) {
  const before = observe(g);
  expect(call).toThrow(message);
  expect(observe(g)).toEqual(before);
}

const game = () =>
  newSpellGrid(mapLevel(["BABA IS YOU .", "keg . baba .", ". . . wall"], ["Spark", "Tin Knight"]));

describe("SpellGrid bad input: a clear error, and the level, hand and log unchanged", () => {
  test("a card that is not in the hand", () => {
    const g = game();
    expectUnchanged(g, () => g.cast("Whirlwind"), '"Whirlwind" is not in the hand (hand: Spark, Tin Knight)');
    expectUnchanged(g, () => g.play("Powder Keg", 1, 2), '"Powder Keg" is not in the hand');
  });

  test("a spell that needs a target, without one", () => {
    const g = game();
    expectUnchanged(g, () => g.cast("Spark"), '"Spark" needs a target');
  });

  test("a target that is not a minion in play", () => {
    const g = game();
    const [baba] = objectsAt(g.state.level, 2, 1);
    expect(g.kindsAt(2, 1)).toEqual(["baba"]);
    expect(g.hasProperty(baba, "YOU")).toBe(true);
    expectUnchanged(g, () => g.cast("Spark", baba), `target ${baba} is not a minion in play`);
    expectUnchanged(g, () => g.cast("Spark", g.hero(1)), /is not a minion in play/);
    expectUnchanged(g, () => g.cast("Spark", 999), "target 999 is not a minion in play");
  });

  test("play onto an occupied tile or off the grid, and a spell played", () => {
    const g = game();
    expectUnchanged(g, () => g.play("Tin Knight", 0, 1), "tile (0, 1) is not empty");
    expectUnchanged(g, () => g.play("Tin Knight", 3, 2), "tile (3, 2) is not empty");
    expectUnchanged(g, () => g.play("Tin Knight", 4, 0), "tile (4, 0) is off the 4×3 grid");
    expectUnchanged(g, () => g.play("Tin Knight", -1, 0), "off the 4×3 grid");
    expectUnchanged(g, () => g.play("Spark", 1, 2), '"Spark" is a spell: cast it');
    expect(g.checkPlay("Tin Knight", 0, 1)).toMatch("is not empty");
    expect(g.checkPlay("Tin Knight", 1, 2)).toBeNull();
  });

  test("a minion whose Battlecry picks a target is never played: play(card, x, y) names a tile and no target", () => {
    const battlecry = (target: "chosen" | "chosenCharacter"): CardDef => ({
      ...{ name: `Test ${target}`, type: "minion", cost: 1, attack: 1, health: 1, noun: "KEG", split: 1 },
      ...{ game: "spellgrid", text: [{ type: "trigger", trigger: "battlecry" }] },
      text: [
        { type: "trigger", trigger: "battlecry" },
        { type: "effect", effect: "dealDamage", amount: 1, target },
      ],
    });
    const why =
      "a minion whose Battlecry picks a target (SpellGrid's play(card, x, y) takes a tile and no target)";
    for (const target of ["chosen", "chosenCharacter"] as const)
      expect(neverPlayed(battlecry(target))).toBe(why);
    const crier = battlecry("chosen");
    expect(
      neverPlayed({ ...crier, text: [crier.text[0], { ...crier.text[1], target: "enemyHero" } as never] }),
    ).toBeNull();
  });

  test("a card SpellGrid never plays (a weapon, a minion without a noun): play says what it is and why, on any tile", () => {
    const axe: CardDef = {
      ...{ name: "Test Axe", type: "weapon", cost: 1, attack: 1, durability: 2 },
      ...{ text: [], split: 0, game: "spellgrid" },
    };
    const mute: CardDef = {
      ...{ name: "Test Mute", type: "minion", cost: 1, attack: 1, health: 1 },
      ...{ text: [], split: 0, game: "spellgrid" },
    };
    const g = newSpellGrid(mapLevel(["BABA IS YOU .", "keg . baba .", ". . . wall"], [axe.name, mute.name]), [
      axe,
      mute,
    ]);
    const axeIs =
      'play: "Test Axe" is a weapon (SpellGrid plays minions onto the grid and casts spells: it equips no weapon)';
    const muteIs =
      'play: "Test Mute" is a minion without a noun (a minion is played onto the grid as an object of its noun)';
    for (const [x, y] of [
      [1, 2],
      [0, 0],
      [9, 9],
    ]) {
      expect(g.checkPlay(axe.name, x, y)).toBe(axeIs);
      expect(g.checkPlay(mute.name, x, y)).toBe(muteIs);
    }
    expectUnchanged(g, () => g.play(axe.name, 1, 2), axeIs);
    expectUnchanged(g, () => g.play(mute.name, 1, 2), muteIs);
    expectUnchanged(g, () => g.cast(axe.name), 'cast: "Test Axe" is a weapon, not a spell');
  });

  test("an unknown card in a level, and a card without a noun", () => {
    expect(() =>
      newSpellGrid({ ...mapLevel([". ."]), name: "typo", cards: [{ card: "Powder Kegg", x: 0, y: 0 }] }),
    ).toThrow('level "typo": cards[0].card: "Powder Kegg" is not a known card (did you mean "Powder Keg"?)');
    expect(() => newSpellGrid({ ...mapLevel([". ."]), name: "typo", hand: ["Wirlwind"] })).toThrow(
      'level "typo": hand[0]: "Wirlwind" is not a known card (did you mean "Whirlwind"?)',
    );
    expect(() =>
      newSpellGrid({ ...mapLevel([". ."]), name: "nn", cards: [{ card: "Loot Hoarder", x: 0, y: 0 }] }),
    ).toThrow('level "nn": cards[0].card: "Loot Hoarder" has no noun: a cards entry is a minion with a noun');
    expect(() =>
      newSpellGrid({ ...mapLevel([". ."]), name: "off", cards: [{ card: "Powder Keg", x: 5, y: 0 }] }),
    ).toThrow(/off the 2×1 grid/);
  });

  test("checkPlayAnywhere: the card's own reason on any grid (a noun the lexicon lacks, a spell), then a full grid's, then an empty tile's", () => {
    const zebra: CardDef = {
      ...{ name: "Test Zebra", type: "minion", cost: 1, attack: 1, health: 1, noun: "ZEBRA" },
      ...{ text: [], split: 0, game: "spellgrid" },
    };
    // newSpellGrid refuses a noun the lexicon lacks on load; the engine, set up directly, meets it in play
    const full = mapLevel(["BABA IS YOU", "baba baba baba"], [zebra.name, "Tin Knight", "Spark"]);
    const g = spellGridWithLimits(full, { cards: [zebra] });
    expect(g.checkPlayAnywhere(zebra.name)).toBe(
      'play: "Test Zebra": its noun: ZEBRA is not a noun in the lexicon (a kind is a lower-case noun or text:WORD)',
    );
    expect(g.checkPlayAnywhere("Spark")).toBe('play: "Spark" is a spell: cast it');
    expect(g.checkPlayAnywhere("Whirlwind")).toBe(
      'play: "Whirlwind" is not in the hand (hand: Test Zebra, Tin Knight, Spark)',
    );
    expect(g.checkPlayAnywhere("Tin Knight")).toBe('play: "Tin Knight": the grid has no empty tile');
    expect(() => g.play(zebra.name, 0, 1)).toThrow('play: "Test Zebra": its noun: ZEBRA'); // play says the same
    // One empty tile: what play would say there (the object limit), or null.
    const one = mapLevel(["BABA IS YOU", "baba . baba"], ["Tin Knight"]);
    expect(newSpellGrid(one).checkPlayAnywhere("Tin Knight")).toBeNull();
    const limited = spellGridWithLimits(one, { objects: 5 });
    expect(limited.checkPlayAnywhere("Tin Knight")).toBe(limited.checkPlay("Tin Knight", 1, 1));
    expect(limited.checkPlayAnywhere("Tin Knight")).toMatch(
      /^play: "Tin Knight" at \(1, 1\) would put 6 objects/,
    );
  });

  test("undo is not supported", () => {
    expect(() => game().undo()).toThrow("not supported");
  });

  test("a played card gets its grid object's id; heroes and hand cards have ids no object has", () => {
    const g = game();
    const hero0 = g.hero(0);
    expect(g.posOf(hero0)).toBeNull();
    expect(g.nameOf(hero0)).toBe("Hero of player 0");
    const knight = g.play("Tin Knight", 1, 2);
    expect(g.posOf(knight)).toEqual([1, 2]);
    expect(g.minionAt(1, 2)).toBe(knight);
    expect(g.health(knight)).toBe(3);
    expect(g.nameOf(knight)).toBe("Tin Knight");
    expect(g.log()).toEqual([{ type: "Summoned", id: knight }]);
    expect(knight).not.toBe(hero0);
    expect(g.hand()).toEqual(["Spark"]);
  });
});
