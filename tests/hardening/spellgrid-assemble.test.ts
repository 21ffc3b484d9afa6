/**
 * SpellGrid plays no Transform (docs/rules.md §3.8, §6.1), and an Assemble must not splice one in at run
 * time: a level that can Assemble with no pinned `pool` draws from every collectible minion of the library,
 * so such a level is refused when one of those transforms a minion (or summons one that does). And in
 * SpellGrid, Assemble offers only cards SpellGrid can play (§6.6): a result `play` would refuse (a targeted
 * Battlecry, no noun) is no option, whatever the pool.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { repositoryContent } from "../../src/content/content";
import { levelProblems } from "../../src/content/level-check";
import { levelWarnings } from "../../src/content/level-warnings";
import { formatProblem } from "../../src/content/problems";
import { LEXICON } from "../../src/content/words";
import {
  type AssembleOffers,
  baseOptions,
  type CardDef,
  donorOptions,
  type GameState,
  type Half,
  halfOptions,
  splice,
} from "../../src/engine/cards";
import { assembleOffers, neverPlayed } from "../../src/engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../../src/harness";
import { rockMinion, targetedBattlecryMinion } from "../fixtures/cards";

const why =
  "a SpellGrid minion is the grid object of its card's noun, which a Transform cannot change, so SpellGrid plays no Transform (docs/rules.md §6.1)";

const morpher = rockMinion("Test Morph Moth", "deathrattle", {
  type: "effect",
  effect: "transform",
  target: "allOtherMinions",
  card: "Sheep",
});

/** Level 2 (a Graft in hand) with its pinned pool. */
const pinnedLevel = (): LevelDef =>
  JSON.parse(
    readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"),
  ) as LevelDef;

/** Level 2 (a Graft in hand) without its pinned pool. */
const openLevel = (): LevelDef => {
  const { pool: _, ...open } = JSON.parse(
    readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"),
  ) as LevelDef;
  return open;
};

describe("an Assemble in SpellGrid cannot splice a Transform in", () => {
  test("a level that Assembles from the unpinned pool is refused when the library has a transforming minion, naming both", () => {
    const message = `level "l2-spliced-corpse": hand[0]: "Graft" Assembles from every collectible minion (the level pins no pool), and "Test Morph Moth" transforms a minion (text[1]): ${why}; pin a pool without it`;
    expect(() => newSpellGrid(openLevel(), [morpher])).toThrow(message);
  });

  test("the same through a summon: the library's minion summons one that transforms", () => {
    const mite = { ...morpher, name: "Test Morph Mite", collectible: false };
    const nest = rockMinion("Test Morph Nest", "deathrattle", {
      type: "effect",
      effect: "summon",
      card: mite.name,
      count: 1,
    });
    const cards = new Map([...readCardDir(), mite, nest].map((d) => [d.name, d]));
    expect(
      levelProblems(openLevel(), { lexicon: LEXICON, cards }, "levels/x.json").map(formatProblem),
    ).toEqual([
      `levels/x.json: hand[0]: "Graft" Assembles from every collectible minion (the level pins no pool), and "Test Morph Nest" summons "Test Morph Mite", which transforms a minion (text[1]): ${why}; pin a pool without it`,
    ]);
  });

  test("a minion on the grid whose Deathrattle Assembles is refused the same way", () => {
    const assembler = rockMinion("Test Assembler", "deathrattle", {
      type: "effect",
      effect: "assemble",
      filter: { trigger: "deathrattle" },
    });
    const def = { ...openLevel(), hand: [], cards: [{ card: assembler.name, x: 3, y: 4 }] };
    expect(() => newSpellGrid(def, [assembler, morpher])).toThrow(
      `cards[0].card: "Test Assembler" Assembles from every collectible minion (the level pins no pool), and "Test Morph Moth" transforms`,
    );
  });

  test("a pinned pool without the transforming minion, or a non-collectible one, keeps the level playable", () => {
    const pinned = JSON.parse(
      readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"),
    ) as LevelDef;
    const g = newSpellGrid(pinned, [morpher]);
    const seen: string[][] = [];
    g.setChooser((_kind, options) => {
      seen.push(options);
      return options[0];
    });
    g.cast("Graft");
    expect(seen.flat()).not.toContain(morpher.name);
    expect(() => newSpellGrid(openLevel(), [{ ...morpher, collectible: false }])).not.toThrow();
  });
});

describe("in SpellGrid, Assemble offers only cards SpellGrid can play (docs/rules.md §6.6)", () => {
  const sniper = targetedBattlecryMinion("Test Sniper");

  /** Every (base, donor, half) an Assemble of Deathrattle minions offers in `game`, with `offers` or none. */
  function triples(game: GameState, offers: AssembleOffers | null): [CardDef, CardDef, Half][] {
    const def = (name: string) => game.cards.get(name)!.def;
    return baseOptions(game, "deathrattle", offers).flatMap((b) =>
      donorOptions(game, def(b), offers).flatMap((d) =>
        halfOptions(def(b), def(d), offers).map((h) => [def(b), def(d), h] as [CardDef, CardDef, Half]),
      ),
    );
  }
  const key = ([b, d, h]: [CardDef, CardDef, Half]) => JSON.stringify([b.name, d.name, h]);

  test("an unpinned pool holding a targeted-Battlecry minion loads, and no option of its Graft makes a card play refuses", () => {
    const g = newSpellGrid(openLevel(), [sniper]); // the level pins no pool: not refused at load
    const game = g.state.game;
    const offered = triples(game, assembleOffers);
    const every = triples(game, null); // the course's game and a duel keep every well-formed result
    for (const [b, d, h] of offered) expect(neverPlayed(splice(b, d, h)), key([b, d, h])).toBeNull();
    // exactly the playable ones: the rule leaves out what play would refuse, and nothing else
    expect(offered.map(key)).toEqual(
      every.filter(([b, d, h]) => neverPlayed(splice(b, d, h)) === null).map(key),
    );
    // the test card is an option, and its targeted Battlecry half is what is left out
    expect(offered.some(([b]) => b.name === sniper.name)).toBe(true);
    expect(every.some(([b, , h]) => b.name === sniper.name && h === "top")).toBe(true);
    expect(offered.some(([b, , h]) => b.name === sniper.name && h === "top")).toBe(false);
  });

  test("a player who picks the test card as the base is offered only the halves whose result it can play, and plays it", () => {
    const g = newSpellGrid(openLevel(), [sniper]);
    const def = (name: string) => g.state.game.cards.get(name)!.def;
    // a donor whose top half the card engine alone would splice in: the result keeps the targeted Battlecry
    const topDonor = (options: string[]) => options.find((d) => halfOptions(sniper, def(d)).includes("top"));
    const seen: Record<string, string[]> = {};
    g.setChooser((kind, options) => {
      seen[kind] = options;
      if (kind === "base") return sniper.name;
      return kind === "donor" ? (topDonor(options) ?? options[0]) : options[0];
    });
    g.cast("Graft");
    expect(seen.base).toContain(sniper.name);
    expect(topDonor(seen.donor)).toBeDefined();
    // "top" would keep the Battlecry that picks a target (its bottom half): never offered
    expect(seen.half).toEqual(["bottom"]);
    const made = `${sniper.name} (Assembled)`;
    expect(g.hand()).toEqual([made]);
    expect(neverPlayed(g.state.game.cards.get(made)!.def)).toBeNull();
    expect(() => g.play(made, 3, 4)).not.toThrow();
  });

  test("no option left (a pinned pool of minions without a noun): as with no base, the Assemble does nothing", () => {
    const mute = (name: string, amount: number): CardDef => {
      const { noun: _, ...card } = rockMinion(name, "deathrattle", {
        type: "effect",
        effect: "dealDamage",
        amount,
        target: "enemyHero",
      });
      return card;
    };
    const mutes = [mute("Test Mute A", 1), mute("Test Mute B", 2)];
    const def: LevelDef = { ...openLevel(), pool: mutes.map((c) => c.name) };
    const g = newSpellGrid(def, mutes);
    // the card engine alone would offer them (their results have no noun: SpellGrid never plays them)
    expect(triples(g.state.game, null).length).toBeGreaterThan(0);
    expect(triples(g.state.game, assembleOffers)).toEqual([]);
    const asked: string[] = [];
    g.setChooser((kind, options) => {
      asked.push(kind);
      return options[0];
    });
    g.cast("Graft");
    expect(asked).toEqual([]); // no base to choose: nothing is asked, no card is made
    expect(g.hand()).toEqual([]);
  });
});

describe("a pinned pool may hold a card SpellGrid cannot play (docs/rules.md §6.6)", () => {
  const sniper = targetedBattlecryMinion("Test Sniper");
  const library = (...extra: CardDef[]) => new Map([...readCardDir(), ...extra].map((d) => [d.name, d]));
  const problems = (def: LevelDef, ...extra: CardDef[]) =>
    levelProblems(def, { lexicon: LEXICON, cards: library(...extra) }, "levels/x.json").map(formatProblem);

  test("a pool card reaches the hand only as a playable result: the level loads, and the card is a base and a donor", () => {
    const def: LevelDef = { ...pinnedLevel(), pool: [...pinnedLevel().pool!, sniper.name] };
    expect(problems(def, sniper)).toEqual([]);
    const g = newSpellGrid(def, [sniper]);
    const game = g.state.game;
    const def_ = (name: string) => game.cards.get(name)!.def;
    const offered = baseOptions(game, "deathrattle", assembleOffers).flatMap((b) =>
      donorOptions(game, def_(b), assembleOffers).flatMap((d) =>
        halfOptions(def_(b), def_(d), assembleOffers).map((h) => [def_(b), def_(d), h] as const),
      ),
    );
    for (const [b, d, h] of offered) expect(neverPlayed(splice(b, d, h))).toBeNull();
    expect(offered.some(([b]) => b.name === sniper.name)).toBe(true); // a base: its playable results
    expect(offered.some(([, d]) => d.name === sniper.name)).toBe(true); // a donor: its other half
    // picked as the base, its result is played from the hand
    g.setChooser((kind, options) => (kind === "base" ? sniper.name : options[0]));
    g.cast("Graft");
    const [made] = g.hand();
    expect(made).toBe(`${sniper.name} (Assembled)`);
    expect(() => g.play(made, 3, 4)).not.toThrow();
  });

  test("the hand is still refused: a card in the hand is played as it is", () => {
    const why =
      "SpellGrid's play(card, x, y) takes a tile and no target, so SpellGrid plays no targeted Battlecry (docs/rules.md §6.6)";
    const def: LevelDef = {
      ...pinnedLevel(),
      hand: ["Graft", sniper.name],
      pool: [sniper.name, "Ember Moth"],
    };
    expect(problems(def, sniper)).toEqual([
      `levels/x.json: hand[1]: "Test Sniper"'s Battlecry picks a target (text[3]: a character): ${why}`,
    ]);
    expect(() => newSpellGrid(def, [sniper])).toThrow(`hand[1]: "Test Sniper"'s Battlecry picks a target`);
  });

  test("a pool where no base has a playable result loads with no warning: the Graft makes nothing (§3.8)", () => {
    // the same card dealing 2 where it deals 1: every result it makes with the test card, either half
    // swapped, keeps a Battlecry that picks a target
    const twin = targetedBattlecryMinion("Test Sniper Twin");
    const stronger = { ...twin, text: twin.text.map((c) => (c.type === "effect" ? { ...c, amount: 2 } : c)) };
    const pool = [sniper, stronger];
    const def: LevelDef = { ...pinnedLevel(), pool: pool.map((c) => c.name) };
    expect(problems(def, ...pool)).toEqual([]);
    const content = { ...repositoryContent(), cards: [...readCardDir(), ...pool] };
    expect(levelWarnings(def, content, "levels/x.json")).toEqual([]);
    const g = newSpellGrid(def, pool);
    expect(baseOptions(g.state.game, "deathrattle", null).length).toBeGreaterThan(0); // a duel would offer some
    expect(baseOptions(g.state.game, "deathrattle", assembleOffers)).toEqual([]);
    const asked: string[] = [];
    g.setChooser((kind, options) => {
      asked.push(kind);
      return options[0];
    });
    g.cast("Graft");
    expect(asked).toEqual([]);
    expect(g.hand()).toEqual([]);
  });
});
