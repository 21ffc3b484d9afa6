/**
 * Level pools (docs/rules.md §3.9; issue 10 item 4): a level may pin Assemble's pool; bases and donors
 * then come only from it, so a user's new card does not renumber a level's Graft options.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LIMITS } from "../../src/content/limits";
import { type CardDef, createGame, donorOptions, type GameState, hashGame } from "../../src/engine/cards";
import { assembleOffers, hashSpellGrid } from "../../src/engine/spellgrid";
import { type LevelDef, newSpellGrid } from "../../src/harness";

const level2 = (): LevelDef =>
  JSON.parse(readFileSync(new URL("../../levels/l2-spliced-corpse.json", import.meta.url), "utf8"));

/** A new collectible Deathrattle minion no level has seen. */
const newcomer: CardDef = {
  name: "Bone Lantern",
  type: "minion",
  cost: 1,
  attack: 0,
  health: 1,
  text: [
    { type: "trigger", trigger: "deathrattle" },
    { type: "effect", effect: "draw", count: 1 },
  ],
  split: 1,
  game: "spellgrid",
};

const library = new Map(readCardDir().map((d) => [d.name, d]));
const hasDeathrattle = (name: string) =>
  (library.get(name) ?? newcomer).text.some((c) => c.type === "trigger" && c.trigger === "deathrattle");

/**
 * A Deathrattle minion that is a base in SpellGrid: one with a donor whose result SpellGrid can play (in
 * SpellGrid, Assemble offers only cards SpellGrid can play, docs/rules.md §6.6: a base without a noun is none).
 */
const isBase = (game: GameState, name: string) =>
  hasDeathrattle(name) && donorOptions(game, game.cards.get(name)!.def, assembleOffers).length > 0;

/** The options Graft offers on `def`: the bases, then the donors of `base`, and the game before the cast. */
function graftOptions(def: LevelDef, base: string, extra: CardDef[] = [newcomer]) {
  const g = newSpellGrid(def, extra);
  const seen: Record<string, string[]> = {};
  g.setChooser((kind, options) => {
    seen[kind] = options;
    return kind === "base" ? base : options[0];
  });
  const game = g.state.game;
  g.cast("Graft");
  return { bases: seen.base, donors: seen.donor, game };
}

describe("a pinned pool", () => {
  test("level 2's Graft bases are exactly its pool's Deathrattle minions with a result SpellGrid can play, a newly registered one aside", () => {
    const pool = level2().pool!;
    expect(pool.length).toBeGreaterThan(0);
    const { bases, donors, game } = graftOptions(level2(), "Ember Moth");
    expect(bases).toEqual(pool.filter((name) => isBase(game, name)).sort());
    expect(bases).not.toContain(newcomer.name);
    expect(donors.every((d) => pool.includes(d))).toBe(true);
    expect(donors).toContain("Rune Scribe");
  });

  test("without the pin, the same level offers every collectible minion: the new card moves in", () => {
    const { pool: _, ...open } = level2();
    const newcomerWithNoun = { ...newcomer, noun: "ROCK" }; // without a noun, SpellGrid never plays its result
    const { bases, donors, game } = graftOptions(open, "Ember Moth", [newcomerWithNoun]);
    expect(bases).toContain(newcomer.name);
    expect(donors).toContain(newcomer.name);
    expect(bases).toEqual(
      [...library.values(), newcomer]
        .filter((d) => d.type === "minion" && d.collectible !== false && isBase(game, d.name))
        .map((d) => d.name)
        .sort(),
    );
  });

  test("the memos keep pools apart: pinned and open games on one registry answer each for itself", () => {
    const pinned = { ...level2(), pool: ["Ember Moth", "Rune Scribe", "Tin Knight"] };
    const { pool: _, ...open } = level2();
    for (let i = 0; i < 2; i++) {
      const { bases, donors } = graftOptions(pinned, "Ember Moth", []);
      expect({ bases, donors }).toEqual({
        bases: ["Ember Moth", "Rune Scribe"],
        donors: ["Rune Scribe"],
      });
      expect(graftOptions(open, "Ember Moth", []).bases.length).toBeGreaterThan(2);
    }
  });

  test("the pool is game state: in the hash, as a set of names", () => {
    const { pool, ...open } = level2();
    const hash = (def: LevelDef) => hashSpellGrid(newSpellGrid(def).state);
    expect(hash(level2())).not.toBe(hash(open));
    expect(hash({ ...open, pool: [...pool!].reverse() })).toBe(hash(level2()));
  });

  test("the card engine refuses a pool naming an unknown card or a spell, naming it", () => {
    const setup = { defs: readCardDir(), limits: LIMITS, endOfPhase: END_OF_PHASE };
    expect(() => createGame({ ...setup, pool: ["Ember Moth", "Ember Math"] })).toThrow(
      'unknown card "Ember Math"',
    );
    expect(() => createGame({ ...setup, pool: ["Whirlwind"] })).toThrow(
      'pool: "Whirlwind" is a spell, not a minion',
    );
    expect(hashGame(createGame({ ...setup, pool: ["Ember Moth"] }))).not.toBe(hashGame(createGame(setup)));
  });
});
