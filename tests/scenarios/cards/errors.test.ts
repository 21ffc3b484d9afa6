import { describe, expect, test } from "vitest";
import type { Game } from "../../../src/harness";
import { newGame } from "../../fixtures/cards";

/** Everything a user can observe, to show that a failing call changed nothing. */
function observe(g: Game) {
  const ids = g.state.entities.map((e) => e.id);
  return {
    log: g.logTree(),
    zones: ids.map((id) => g.zoneOf(id)),
    health: ids.map((id) => g.health(id)),
    boards: [g.board(0), g.board(1)],
    hands: [g.hand(0), g.hand(1)],
    armor: [g.armor(0), g.armor(1)],
  };
}

function expectUnchanged(g: Game, call: () => unknown, message: RegExp | string) {
  const before = observe(g);
  expect(call).toThrow(message);
  expect(observe(g)).toEqual(before);
}

/** A definition of a 1-mana 1/1 course minion with no text, as a user would pass to registerCards. */
const blankMinion = (name: string) => ({
  name,
  type: "minion",
  cost: 1,
  attack: 1,
  health: 1,
  text: [] as unknown[],
  split: 0,
  game: "course",
});

/** A course spell named `name` whose text is `text`, as a card file would hold it (unchecked). */
const spell = (name: string, text: unknown[]) => ({
  name,
  type: "spell",
  cost: 1,
  text,
  split: 0,
  game: "course",
});

describe("bad input: a clear error, and nothing changes", () => {
  test("unknown card names", () => {
    const g = newGame({ decks: [["Test Filler"], []] });
    g.summon("Acolyte of Pain");
    expectUnchanged(g, () => g.summon("Lot Hoarder"), 'unknown card "Lot Hoarder"');
    expectUnchanged(g, () => g.addToHand("Nope"), 'unknown card "Nope"');
    expectUnchanged(g, () => g.cast("Whirlwhind"), 'unknown card "Whirlwhind"');
    expect(() => newGame({ decks: [["Tset Filler"], []] })).toThrow('unknown card "Tset Filler"');
  });

  test("an unknown card name names the call, the argument and the nearest registered card", () => {
    const library = [blankMinion("Loot Hoarder"), blankMinion("Wisp")] as never[];
    const g = newGame({ cards: library });
    const unknown = (call: string, name: string, near: string) =>
      `${call}: unknown card "${name}": no card of that name is registered${near ? ` (did you mean "${near}"?)` : ""}`;
    expectUnchanged(g, () => g.summon("Lot Hoarder"), unknown("summon: card", "Lot Hoarder", "Loot Hoarder"));
    expectUnchanged(g, () => g.addToHand("wisp"), unknown("addToHand: card", "wisp", "Wisp"));
    expectUnchanged(g, () => g.addToDeck("Fireball", 1), unknown("addToDeck: card", "Fireball", ""));
    expectUnchanged(g, () => g.cast("Wispp"), unknown("cast: card", "Wispp", "Wisp"));
    expectUnchanged(
      g,
      () => g.assemble("Wisp", "Loot Hoard", "top"),
      unknown("assemble: donor", "Loot Hoard", "Loot Hoarder"),
    );
    expect(() => newGame({ cards: library, decks: [["Wisp", "Wsip"], []] })).toThrow(
      unknown("newGame: decks[0][1]", "Wsip", "Wisp"),
    );
  });

  test("unknown ids", () => {
    const g = newGame();
    expect(() => g.nameOf(99)).toThrow("unknown id 99");
    expect(() => g.zoneOf(-1)).toThrow("unknown id -1");
    expectUnchanged(g, () => g.dealDamage(42, 1), "unknown id 42");
    expectUnchanged(g, () => g.destroy(7), "unknown id 7");
  });

  test("a spell summoned as a minion, a minion cast as a spell, a spell played", () => {
    const g = newGame();
    expectUnchanged(g, () => g.summon("Whirlwind"), '"Whirlwind" is a spell, not a minion');
    expectUnchanged(g, () => g.cast("Loot Hoarder"), '"Loot Hoarder" is a minion, not a spell');
    const spell = g.addToHand("Whirlwind");
    expectUnchanged(g, () => g.play(spell), '"Whirlwind" is a spell, not a minion');
  });

  test("play onto a full board, and play of a card that is not in hand", () => {
    const g = newGame();
    for (let i = 0; i < 7; i++) g.summon("Test Filler");
    const h = g.addToHand("Test Filler");
    expectUnchanged(g, () => g.play(h), /board is full \(7 minions\)/);
    expectUnchanged(g, () => g.play(g.board(0)[0]), /is on the board, not in the hand/);
  });

  test("damage to or destroy of a card that is not in play names where it is", () => {
    const g = newGame();
    const h = g.addToHand("Test Filler");
    expectUnchanged(
      g,
      () => g.dealDamage(h, 1),
      `dealDamage: Test Filler (id ${h}) is in the hand, not in play`,
    );
    expectUnchanged(g, () => g.destroy(h), `destroy: Test Filler (id ${h}) is in the hand, not in play`);
  });

  test("a summon effect onto a full board does nothing (no event)", () => {
    const g = newGame();
    const n = g.addToHand(g.assemble("Novice Engineer", "Harvest Golem", "bottom"));
    for (let i = 0; i < 6; i++) g.summon("Test Filler");
    g.clearLog();
    g.play(n); // "Battlecry: Summon a 2/1 Damaged Golem." onto a board that is now full
    expect(g.log()).toEqual([
      { type: "Summoned", id: n },
      { type: "Triggered", source: n, trigger: "battlecry" },
    ]);
    expect(g.board(0)).toHaveLength(7);
  });

  test("the setup summon ignores the board limit (docs/rules.md §3.1)", () => {
    const g = newGame();
    for (let i = 0; i < 9; i++) g.summon("Test Filler");
    expect(g.board(0)).toHaveLength(9);
  });

  test("a spell that needs a target: none, or one that is not a minion in play", () => {
    const g = newGame();
    const f = g.summon("Test Filler");
    expectUnchanged(g, () => g.cast("Spark"), '"Spark" needs a target');
    expectUnchanged(g, () => g.cast("Spark", 0, g.hero(1)), "is not one");
    expectUnchanged(g, () => g.cast("Whirlwind", 0, f), '"Whirlwind" takes no target');
    g.cast("Spark", 0, f);
    expect(g.zoneOf(f)).toBe("graveyard");
  });

  test("a player other than 0 or 1", () => {
    const g = newGame();
    expectUnchanged(g, () => g.summon("Test Filler", 2 as 0), "player must be 0 or 1, not 2");
  });

  test("registerCards is atomic: one bad definition registers none, and the error names the field", () => {
    const g = newGame();
    const good = blankMinion("Test New");
    const bad = {
      ...good,
      name: "Test Bad",
      text: [{ type: "effect", effect: "explode", target: "self" }],
      split: 0,
    };
    expect(() => g.registerCards([good, bad] as never)).toThrow(/registerCards\[1\].*text\[0\]/);
    expect(() => g.summon("Test New")).toThrow('unknown card "Test New"');
  });

  test("registerCards names the caller's own index for a summon of an unknown card", () => {
    const g = newGame();
    const ok = blankMinion("Test Ok");
    const bad = {
      ...ok,
      name: "Test Summoner",
      text: [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "summon", card: "Nope", count: 1 },
      ],
      split: 1,
    };
    expect(() => g.registerCards([ok, bad] as never)).toThrow(
      'registerCards[1] (card "Test Summoner"): text[1].card: summons unknown card "Nope"',
    );
    expect(() => g.summon("Test Ok")).toThrow('unknown card "Test Ok"');
  });

  test("a replacement that breaks a card already registered names that card once, and changes nothing", () => {
    const token = blankMinion("Test Token");
    const maker = {
      ...blankMinion("Test Maker"),
      text: [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "summon", card: "Test Token", count: 1 },
      ],
    };
    const g = newGame({ cards: [token, maker] as never });
    const asSpell = spell("Test Token", [{ type: "effect", effect: "gainArmor", amount: 1 }]);
    expectUnchanged(
      g,
      () => g.registerCards([asSpell] as never),
      'the card library (card "Test Maker"): text[1].card: summons "Test Token", a spell: a summon must name a minion',
    );
  });

  test("registerCards rejects a minion whose effect belongs to no trigger", () => {
    const g = newGame();
    const loose = { ...blankMinion("Test Loose"), text: [{ type: "effect", effect: "draw", count: 1 }] };
    expect(() => g.registerCards([loose] as never)).toThrow(
      'registerCards[0] (card "Test Loose"): text[0]: effect "draw" does not belong to a trigger',
    );
  });

  test("registerCards rejects a minion whose trigger's effect targets chosen outside a Battlecry (only a spell is cast, and a minion played, at a target)", () => {
    const g = newGame();
    const sniper = {
      ...blankMinion("Test Sniper"),
      text: [
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "dealDamage", target: "chosen", amount: 1 },
      ],
    };
    expect(() => g.registerCards([sniper] as never)).toThrow(
      `registerCards[0] (card "Test Sniper"): text[1].target: "chosen" is the minion a player picks as they cast a spell or play a minion (its Battlecry); this trigger has no one to pick it, so it would never hit`,
    );
    expect(() => g.summon("Test Sniper")).toThrow('unknown card "Test Sniper"');
  });

  test("registerCards rejects a spell holding other clauses than effects, and a weapon other than keywords", () => {
    const g = newGame();
    const weapon = { ...spell("Test Blade", []), type: "weapon", attack: 1, durability: 1 };
    const cases: [unknown, string][] = [
      [
        spell("Test Ward", [{ type: "aura", aura: "damageRedirect", from: "friendlyHero" }]),
        "not an aura clause",
      ],
      [{ ...weapon, text: [{ type: "effect", effect: "draw", count: 1 }] }, "not an effect clause"],
      [{ ...weapon, text: [{ type: "trigger", trigger: "attack" }] }, "not a trigger clause"],
    ];
    for (const [def, end] of cases) {
      const { name, type } = def as { name: string; type: string };
      const only = type === "spell" ? "effects and the lifesteal keyword" : "keywords";
      expect(() => g.registerCards([def] as never)).toThrow(
        `registerCards[0] (card "${name}"): text[0]: a ${type}'s text holds ${only} only, ${end}`,
      );
    }
  });

  test("registerCards rejects a spell keyword other than Lifesteal, and a Lifesteal spell that deals no damage", () => {
    const g = newGame();
    const bolt = { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 };
    const cases: [unknown, string][] = [
      [
        spell("Test Guard", [{ type: "keyword", keyword: "taunt" }, bolt]),
        `registerCards[0] (card "Test Guard"): text[0].keyword: "taunt" is a character's keyword (a minion's, or a hero's by its weapon); the one keyword a spell takes is "lifesteal" (the damage it deals heals its caster's hero)`,
      ],
      [
        spell("Test Mend", [
          { type: "keyword", keyword: "lifesteal" },
          { type: "effect", effect: "heal", target: "friendlyHero", amount: 2 },
        ]),
        `registerCards[0] (card "Test Mend"): text[0].keyword: a spell's Lifesteal heals by the damage the spell deals, and this spell has no dealDamage effect, so it would never heal`,
      ],
      [
        spell("Test Leech", [
          { type: "keyword", keyword: "lifesteal" },
          bolt,
          { type: "keyword", keyword: "lifesteal" },
        ]),
        `registerCards[0] (card "Test Leech"): text[2].keyword: "lifesteal" is already given by text[0]: a card names each keyword once`,
      ],
    ];
    for (const [def, message] of cases) {
      const before = observe(g);
      expect(() => g.registerCards([def] as never)).toThrow(message);
      expect(() => g.cast((def as { name: string }).name)).toThrow(
        `unknown card "${(def as { name: string }).name}"`,
      );
      expect(observe(g)).toEqual(before);
    }
  });

  test("registerCards rejects a spell whose effect targets self (a spell has no minion of its own)", () => {
    const g = newGame();
    const bolt = {
      name: "Test Self Bolt",
      type: "spell",
      cost: 1,
      text: [{ type: "effect", effect: "dealDamage", target: "self", amount: 1 }],
      split: 0,
      game: "course",
    };
    expect(() => g.registerCards([bolt] as never)).toThrow(
      `registerCards[0] (card "Test Self Bolt"): text[0].target: "self" is the minion whose text this is; a spell has none, so it would never hit`,
    );
  });

  test("a chooser answer that is not among the options is an error naming them", () => {
    const g = newGame();
    g.addToHand("Test Filler");
    g.setChooser(() => "Tin Knight?");
    expectUnchanged(
      g,
      () => g.cast("Test Workshop"),
      /"Tin Knight\?" for "base".*"Dread Infernal",.*"Novice Engineer"/,
    );
  });

  test("assemble with an unknown card or a bad half", () => {
    const g = newGame();
    expect(() => g.assemble("Harvest Golem", "Nobody", "top")).toThrow('unknown card "Nobody"');
    expect(() => g.assemble("Harvest Golem", "Loot Hoarder", "middle" as "top")).toThrow(
      'half must be "top" or "bottom"',
    );
    expect(() => g.summon("Harvest Golem (Assembled)")).toThrow("unknown card");
  });
});
