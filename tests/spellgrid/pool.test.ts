/**
 * Level pools (docs/rules.md §3.9; issue 10 item 4): a level may pin Assemble's pool; bases and donors
 * then come only from it, so a user's new card does not renumber a level's Graft options.
 */
import { readFileSync } from "node:fs";
import { describe, expect, test } from "vitest";
import { readCardDir } from "../../src/content/card-files";
import { END_OF_PHASE, LIMITS } from "../../src/content/limits";
import { type CardDef, createGame, hashGame } from "../../src/engine/cards";
import { hashSpellGrid } from "../../src/engine/spellgrid";
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

/** The options Graft offers on `def`: the bases, then the donors of `base`. */
function graftOptions(def: LevelDef, base: string, extra: CardDef[] = [newcomer]) {
  const g = newSpellGrid(def, extra);
  const seen: Record<string, string[]> = {};
  g.setChooser((kind, options) => {
    seen[kind] = options;
    return kind === "base" ? base : options[0];
  });
  g.cast("Graft");
  return { bases: seen.base, donors: seen.donor };
}

describe("a pinned pool", () => {
  test("level 2's Graft bases are exactly its pool's Deathrattle minions, a newly registered one aside", () => {
    const pool = level2().pool!;
    expect(pool.length).toBeGreaterThan(0);
    const { bases, donors } = graftOptions(level2(), "Ember Moth");
    expect(bases).toEqual(pool.filter(hasDeathrattle).sort());
    expect(bases).not.toContain(newcomer.name);
    expect(donors.every((d) => pool.includes(d))).toBe(true);
    expect(donors).toContain("Rune Scribe");
  });

  test("without the pin, the same level offers every collectible minion: the new card moves in", () => {
    const { pool: _, ...open } = level2();
    const { bases, donors } = graftOptions(open, "Ember Moth");
    expect(bases).toContain(newcomer.name);
    expect(donors).toContain(newcomer.name);
    expect(bases).toEqual(
      [...library.values(), newcomer]
        .filter((d) => d.type === "minion" && d.collectible !== false && hasDeathrattle(d.name))
        .map((d) => d.name)
        .sort(),
    );
  });

  test("the memos keep pools apart: pinned and open games on one registry answer each for itself", () => {
    const pinned = { ...level2(), pool: ["Ember Moth", "Rune Scribe", "Tin Knight"] };
    const { pool: _, ...open } = level2();
    for (let i = 0; i < 2; i++) {
      expect(graftOptions(pinned, "Ember Moth", [])).toEqual({
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
