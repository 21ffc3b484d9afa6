/**
 * Game over at the end of the Sequence (docs/rules.md §3.10, "Game over"), each a rule stated with minions
 * built here. The Advanced rulebook, Rule 9: "Finally when the Sequence ends and the player gets control
 * again, Hearthstone checks if the game has ended in a Win, Loss or Draw"; a hero dies in the Death Creation
 * Step like any Entity (Rule 4a), and once dead it is past saving: "You and the Zombie Chow die and are
 * removed from play - it is too late for the Zombie Chow's Deathrattle to save you, and you lose the game.
 * Similarly, if you suicide into an Abomination, the Deathrattle of which kills a Zombie Chow, you are already
 * dead and gain no healing."
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import type { Duel } from "../../../src/harness";
import { DUEL_CARDS as C, damage, duel, nextOwnTurn, testMinion, tree } from "./builder";

const DEATHRATTLE: Clause = { type: "trigger", trigger: "deathrattle" };

/** Deathrattle: restore 5 Health to your hero (as Zombie Chow's, turned to its owner). */
const MENDER = testMinion("Over Mender", 2, 3, [
  DEATHRATTLE,
  { type: "effect", effect: "heal", target: "friendlyHero", amount: 5 },
]);
/** Deathrattle: deal 4 damage to the enemy hero. */
const MARTYR = testMinion("Over Martyr", 2, 3, [DEATHRATTLE, damage("enemyHero", 4)]);
/** Deathrattle: deal 2 damage to all characters (as Abomination's). */
const BOMB = testMinion("Over Bomb", 2, 3, [DEATHRATTLE, damage("allCharacters", 2)]);
/** Lifesteal. Deathrattle: deal 2 damage to all characters. */
const LEECH_BOMB = testMinion("Over Leech Bomb", 2, 3, [
  { type: "keyword", keyword: "lifesteal" },
  DEATHRATTLE,
  damage("allCharacters", 2),
]);

/** A duel at player 0's turn 7 (4 mana) with Duel Hellfire (3 damage to all characters) in hand; the log cleared. */
function hellfireDuel(mine: string[], heroHealth: [number, number]) {
  const d = duel();
  d.registerCards([MENDER, MARTYR, BOMB, LEECH_BOMB]);
  const ids = mine.map((c) => d.summon(c, 0));
  for (const p of [0, 1] as const) d.dealDamage(d.hero(p), 30 - heroHealth[p]);
  const hellfire = d.addToHand(C.hellfire.name, 0);
  for (let i = 0; i < 3; i++) nextOwnTurn(d);
  return { d, ids, cast: () => d.play(hellfire) };
}

const HELLFIRE_CAST = ["ManaSpent{player: 0, amount: 4}", 'SpellCast{card: "Duel Hellfire"}'];

/** The log every case opens with: the Hellfire hits both heroes and `minion`, which dies, and its Deathrattle triggers. */
const hellfireThenDeathrattle = (d: Duel, minion: number): string[] => [
  ...HELLFIRE_CAST,
  `Damaged{target: ${d.hero(0)}, amount: 3}`,
  `Damaged{target: ${d.hero(1)}, amount: 3}`,
  `Damaged{target: ${minion}, amount: 3}`,
  `Destroyed{id: ${minion}}`,
  "DeathPhase{round: 1}",
  `Triggered{source: ${minion}, trigger: "deathrattle"}`,
];

describe("game over is checked when the Sequence ends (Advanced rulebook, Rule 9)", () => {
  test("a Deathrattle of a minion that died with its hero still resolves, too late to save it: the dead hero gains no healing", () => {
    const { d, ids, cast } = hellfireDuel([MENDER.name], [3, 30]);
    const [mender] = ids;
    cast();
    expect(d.logTree()).toBe(tree(...hellfireThenDeathrattle(d, mender), "GameOver{winner: 1}"));
    expect(d.health(d.hero(0))).toBe(0);
    expect(d.winner()).toBe(1);
  });

  test("a Deathrattle that kills the other hero after one hero died makes a draw", () => {
    const { d, ids, cast } = hellfireDuel([MARTYR.name], [3, 7]);
    const [martyr] = ids;
    cast();
    expect(d.logTree()).toBe(
      tree(
        ...hellfireThenDeathrattle(d, martyr),
        `  Damaged{target: ${d.hero(1)}, amount: 4}`,
        'GameOver{winner: "draw"}',
      ),
    );
    expect(d.health(d.hero(1))).toBe(0);
    expect(d.winner()).toBe("draw");
  });

  test("a dead hero takes no more damage: an area Deathrattle skips it and hits the living, whose death still makes a draw", () => {
    const { d, ids, cast } = hellfireDuel([BOMB.name], [3, 5]);
    const [bomb] = ids;
    cast();
    expect(d.logTree()).toBe(
      tree(
        ...hellfireThenDeathrattle(d, bomb),
        `  Damaged{target: ${d.hero(1)}, amount: 2}`,
        'GameOver{winner: "draw"}',
      ),
    );
    expect([d.health(d.hero(0)), d.health(d.hero(1))]).toEqual([0, 0]);
  });

  test("a dead hero's Lifesteal heals nothing, and a Deathrattle that kills nobody more leaves the other player the winner", () => {
    const { d, ids, cast } = hellfireDuel([LEECH_BOMB.name], [3, 30]);
    const [bomb] = ids;
    cast();
    expect(d.logTree()).toBe(
      tree(
        ...hellfireThenDeathrattle(d, bomb),
        `  Damaged{target: ${d.hero(1)}, amount: 2}`,
        "GameOver{winner: 1}",
      ),
    );
    expect([d.health(d.hero(0)), d.health(d.hero(1))]).toEqual([0, 25]);
  });
});
