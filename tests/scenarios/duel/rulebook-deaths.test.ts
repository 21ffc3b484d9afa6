/**
 * The Death Phase and the turn's Fatigue, each a rule stated with minions built here (docs/rules.md §3.3,
 * §3.10):
 * - the Death Creation Step runs only when the outermost Phase ends, never in the middle of a Death Phase:
 *   a minion the first Deathrattle mortally wounds is still in play for the second, which hits it again
 *   (Advanced rulebook; HearthCode/Brimstone's Explosive Sheep test);
 * - a Deathrattle's summon is answered at once, before the next Deathrattle, by the minions still in play,
 *   never by one the same Death Creation Step removed (hs-bugs #861; Advanced rulebook);
 * - Fatigue is damage to the hero: Armor takes it first, damage triggers answer it, and a start-of-turn
 *   trigger's failed draw comes before the turn's own (Hearthstone Wiki, Fatigue and Damage).
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { DUEL_CARDS as C, damage, duelWith, testMinion, tree } from "./builder";

/** Deathrattle: 1 damage to all minions (as Powder Keg). */
const KEG = testMinion("Death Keg", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  damage("allMinions", 1),
]);
/** Whenever this minion takes damage, draw a card; 2 Health. */
const SPONGE = testMinion("Death Sponge", 1, 2, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "draw", count: 1 },
]);
/** Deathrattle: summon a Duel Filler (as Harvest Golem). */
const GOLEM = testMinion("Death Golem", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.filler.name, count: 1 },
]);
/** After you summon a minion, 1 damage to the enemy hero (as Knife Juggler), 1 Health. */
const FRAIL_JUGGLER = testMinion("Death Frail Juggler", 2, 1, C.juggler.text);
/** Whenever a friendly character takes damage, 1 damage to the enemy hero. */
const WARD = testMinion("Death Ward", 0, 5, [
  { type: "trigger", trigger: "damaged", scope: "friendly" },
  { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
]);
/** At the start of your turn, gain 2 Armor. Draw a card. */
const SCRIBE = testMinion("Death Scribe", 0, 5, [
  { type: "trigger", trigger: "startOfTurn" },
  { type: "effect", effect: "gainArmor", amount: 2 },
  { type: "effect", effect: "draw", count: 1 },
]);
/** 1 damage to all minions. */
const QUAKE: CardDef = {
  name: "Death Quake",
  type: "spell",
  cost: 0,
  text: [damage("allMinions", 1)],
  split: 0,
  game: "course",
};
const DEATH_CARDS = [KEG, SPONGE, GOLEM, FRAIL_JUGGLER, WARD, SCRIBE, QUAKE];

const deathDuel = (decks?: [string[], string[]]) => duelWith(DEATH_CARDS, decks);

describe('the Death Creation Step does not run in the middle of a Death Phase (Advanced rulebook: "When the outermost Phase resolves, Hearthstone will run several Steps, including processing Deaths")', () => {
  test("a minion the first Deathrattle mortally wounds takes the second too, answers both, and dies in the next step", () => {
    // Brimstone (HearthCode/Brimstone, TestExplosiveSheep): "AoE damage can hit mortally wounded minions.
    // In addition, the DCS doesn't run mid Death Phase."
    const d = deathDuel();
    const [k1, k2, sponge] = [KEG.name, KEG.name, SPONGE.name].map((c) => d.summon(c, 0));
    d.clearLog();
    d.play(d.addToHand(QUAKE.name, 0));
    const [c1, c2, c3] = d.hand(0).slice(-3);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "${QUAKE.name}"}`,
        `Damaged{target: ${k1}, amount: 1}`,
        `Damaged{target: ${k2}, amount: 1}`,
        `Damaged{target: ${sponge}, amount: 1}`,
        `Triggered{source: ${sponge}, trigger: "damaged"}`,
        `  Drew{player: 0, id: ${c1}}`,
        `Destroyed{id: ${k1}}`,
        `Destroyed{id: ${k2}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${k1}, trigger: "deathrattle"}`,
        `  Damaged{target: ${sponge}, amount: 1}`,
        `  Triggered{source: ${sponge}, trigger: "damaged"}`,
        `    Drew{player: 0, id: ${c2}}`,
        `Triggered{source: ${k2}, trigger: "deathrattle"}`,
        `  Damaged{target: ${sponge}, amount: 1}`,
        `  Triggered{source: ${sponge}, trigger: "damaged"}`,
        `    Drew{player: 0, id: ${c3}}`,
        `Destroyed{id: ${sponge}}`,
        "DeathPhase{round: 2}",
      ),
    );
  });
});

describe('a Deathrattle\'s summon is answered before the next Deathrattle, and only by minions still in play (hs-bugs #861: "summoning a minion is also a Sequence")', () => {
  test("the living juggler answers each summon in turn; the juggler that died with the Golems answers none", () => {
    // The Death Creation Step removes the dead before the Death Phase (Advanced rulebook): the frail
    // juggler has left play when the Golems' Deathrattles summon.
    const d = deathDuel();
    const [juggler, g1, frail, g2] = [C.juggler.name, GOLEM.name, FRAIL_JUGGLER.name, GOLEM.name].map((c) =>
      d.summon(c, 0),
    );
    const next = d.state.entities.length + 1; // the Quake's card takes the next id, the Fillers the two after
    d.clearLog();
    d.play(d.addToHand(QUAKE.name, 0));
    const foe = d.hero(1);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "${QUAKE.name}"}`,
        `Damaged{target: ${juggler}, amount: 1}`,
        `Damaged{target: ${g1}, amount: 1}`,
        `Damaged{target: ${frail}, amount: 1}`,
        `Damaged{target: ${g2}, amount: 1}`,
        `Destroyed{id: ${g1}}`,
        `Destroyed{id: ${frail}}`,
        `Destroyed{id: ${g2}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${g1}, trigger: "deathrattle"}`,
        `  Summoned{id: ${next}}`,
        `  Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `    Damaged{target: ${foe}, amount: 1}`,
        `Triggered{source: ${g2}, trigger: "deathrattle"}`,
        `  Summoned{id: ${next + 1}}`,
        `  Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `    Damaged{target: ${foe}, amount: 1}`,
      ),
    );
    expect(d.board(0)).toEqual([juggler, next, next + 1]);
  });
});

describe('Fatigue is damage to the hero (Hearthstone Wiki, Fatigue: trying to draw from an exhausted deck "will cause Fatigue, dealing damage to the hero")', () => {
  test("Armor takes it first and a friendly-character damage trigger answers it; the start-of-turn trigger's draw fatigues before the turn's", () => {
    // Hearthstone Wiki, Damage: "damage dealt only to Armor still counts as damage"; Fatigue: it "includes
    // cards automatically drawn at the start of your turn, and cards specifically drawn as a result of
    // other card draw effects". The Advanced rulebook orders the Start of Turn: its triggers, then the draw.
    const d = deathDuel([[], []]); // player 0's first turn drew into Fatigue 1
    const [ward, scribe] = [WARD.name, SCRIBE.name].map((c) => d.summon(c, 0));
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const [me, foe] = [d.hero(0), d.hero(1)];
    const start = d.log().findIndex((e) => e.type === "Triggered");
    expect(d.logTree().split("\n").slice(start).join("\n")).toBe(
      tree(
        `Triggered{source: ${scribe}, trigger: "startOfTurn"}`,
        "  ArmorGained{player: 0, amount: 2}",
        "  Fatigue{player: 0}",
        "  ArmorLost{player: 0, amount: 2}",
        `  Damaged{target: ${me}, amount: 2}`,
        `  Triggered{source: ${ward}, trigger: "damaged"}`,
        `    Damaged{target: ${foe}, amount: 1}`,
        "Fatigue{player: 0}",
        `Damaged{target: ${me}, amount: 3}`,
        `Triggered{source: ${ward}, trigger: "damaged"}`,
        `  Damaged{target: ${foe}, amount: 1}`,
      ),
    );
    expect([d.health(me), d.armor(0), d.health(foe)]).toEqual([26, 0, 27]);
  });
});
