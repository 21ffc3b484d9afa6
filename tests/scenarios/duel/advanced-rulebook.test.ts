/**
 * Subtle cases of the Advanced rulebook (and of the game where it is silent), each a rule stated with
 * minions built here:
 * - a play is two Phases, deaths processed between them: the After Summon Phase comes after the Battlecry's
 *   dead have left and their Deathrattles resolved (HearthSim hs-bugs #1000), and only minions in play
 *   before the summoned one answer it (hs-bugs #826); a played minion its own Battlecry killed has left
 *   play, so its After Summon Phase does not run (Advanced rulebook, Rule 6: "Subsequent Phases of a
 *   Sequence will not run if a subject is required but is no longer in play");
 * - the deaths the start-of-turn triggers cause are processed before the turn's draw (Hearthstone's
 *   MAIN_START_TRIGGERS step, then MAIN_START: HearthSim's SabberStone, Game.cs), and those of the
 *   end-of-turn triggers before the thaw (MAIN_END, then MAIN_CLEANUP);
 * - each minion of a summon of several is summoned in turn, its After Summon Phase before the next one's
 *   summon (hs-bugs #861: "summoning a minion is also a Sequence");
 * - a Queue is filled with the minions in play when its record was raised: a minion an earlier Queue of the
 *   same area effect summoned does not answer the later events (hs-bugs #826);
 * - Divine Shield, Poisonous and Lifesteal at the edges of damage (Hearthstone Wiki);
 * - a Deathrattle summons into the room its own death made (Advanced rulebook: the Death Creation Step
 *   removes the dead before the Death Phase).
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import { boardOf, DUEL_CARDS as C, DUEL_CHILL, duelWith, testMinion, tree } from "./builder";

/** Battlecry: 1 damage to all other minions. */
const TREMOR = testMinion("Rule Tremor", 1, 5, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
]);
/** Battlecry: 3 damage to this minion; 2 Health. */
const RECKLESS = testMinion("Rule Reckless", 1, 2, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "dealDamage", target: "self", amount: 3 },
]);
/** Battlecry: 1 damage to this minion; 2 Health. */
const SCARRED = testMinion("Rule Scarred", 1, 2, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "dealDamage", target: "self", amount: 1 },
]);
/** After you summon a minion, 1 damage to the enemy hero; 1 Health. */
const FRAIL_JUGGLER = testMinion("Rule Frail Juggler", 2, 1, C.juggler.text);
/** Deathrattle: gain 5 Armor. */
const HOARD = testMinion("Rule Hoard", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "gainArmor", amount: 5 },
]);
/** Deathrattle: summon two Duel Yetis. */
const SEED = testMinion("Rule Seed", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.yeti.name, count: 2 },
]);
const POST = testMinion("Rule Post", 0, 3);
/** At the start of your turn, destroy all minions. */
const DOOM = testMinion("Rule Doom", 0, 7, [
  { type: "trigger", trigger: "startOfTurn" },
  { type: "effect", effect: "destroy", target: "allMinions" },
]);
/** Deathrattle: draw a card. */
const LOOTER = testMinion("Rule Looter", 2, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "draw", count: 1 },
]);
/** After you summon a minion, 1 damage to all other minions. */
const PINGER = testMinion("Rule Pinger", 0, 5, [
  { type: "trigger", trigger: "afterSummon" },
  { type: "effect", effect: "dealDamage", target: "allOtherMinions", amount: 1 },
]);
/** After you summon a minion, 1 damage to the enemy hero (as Duel Juggler), a token of its own. */
const HERALD = testMinion("Rule Herald", 1, 1, C.juggler.text);
const spell = (name: string, card: string): CardDef => ({
  name,
  type: "spell",
  cost: 0,
  text: [{ type: "effect", effect: "summon", card, count: 2 }],
  split: 0,
  game: "course",
});
/** Summon two Rule Posts; summon two Rule Heralds. */
const TWO_POSTS = spell("Rule Two Posts", POST.name);
const TWO_HERALDS = spell("Rule Two Heralds", HERALD.name);
/** Battlecry: summon a Rule Herald. */
const CALLER = testMinion("Rule Caller", 1, 1, [
  { type: "trigger", trigger: "battlecry" },
  { type: "effect", effect: "summon", card: HERALD.name, count: 1 },
]);
/** At the end of your turn, 1 damage to all friendly minions. */
const EMBER = testMinion("Rule Ember", 1, 3, [
  { type: "trigger", trigger: "endOfTurn" },
  { type: "effect", effect: "dealDamage", target: "allFriendlyMinions", amount: 1 },
]);
const PAWN = testMinion("Rule Pawn", 1, 2);
/** Whenever another minion takes damage, 1 damage to the enemy hero. */
const WATCHER = testMinion("Rule Watcher", 1, 3, [
  { type: "trigger", trigger: "damaged", scope: "otherMinion" },
  { type: "effect", effect: "dealDamage", target: "enemyHero", amount: 1 },
]);
/** Whenever this minion takes damage, summon a Rule Watcher. */
const SPAWNER = testMinion("Rule Spawner", 1, 3, [
  { type: "trigger", trigger: "damaged" },
  { type: "effect", effect: "summon", card: WATCHER.name, count: 1 },
]);
/** 1 damage to all minions. */
const QUAKE: CardDef = {
  name: "Rule Quake",
  type: "spell",
  cost: 0,
  text: [{ type: "effect", effect: "dealDamage", target: "allMinions", amount: 1 }],
  split: 0,
  game: "course",
};
/** Poisonous, and no Attack. */
const STING = testMinion("Rule Sting", 0, 3, [{ type: "keyword", keyword: "poisonous" }]);
const RULE_CARDS = [
  RECKLESS,
  SCARRED,
  WATCHER,
  SPAWNER,
  QUAKE,
  DUEL_CHILL,
  EMBER,
  PAWN,
  STING,
  CALLER,
  TREMOR,
  FRAIL_JUGGLER,
  HOARD,
  SEED,
  POST,
  DOOM,
  LOOTER,
  PINGER,
  HERALD,
  TWO_POSTS,
  TWO_HERALDS,
];

const ruleDuel = () => duelWith(RULE_CARDS);

describe("playing a minion is a Sequence of Phases, deaths processed between them (Advanced rulebook; hs-bugs #1000)", () => {
  test("the Battlecry's dead leave and their Deathrattles resolve before the After Summon Phase; a dead juggler does not answer", () => {
    const d = ruleDuel();
    const [[juggler, frail, hoard]] = boardOf(d, [C.juggler.name, FRAIL_JUGGLER.name, HOARD.name]);
    const tremor = d.addToHand(TREMOR.name, 0);
    d.play(tremor);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 1}",
        `Summoned{id: ${tremor}}`,
        `Triggered{source: ${tremor}, trigger: "battlecry"}`,
        `  Damaged{target: ${juggler}, amount: 1}`,
        `  Damaged{target: ${frail}, amount: 1}`,
        `  Damaged{target: ${hoard}, amount: 1}`,
        `Destroyed{id: ${frail}}`,
        `Destroyed{id: ${hoard}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${hoard}, trigger: "deathrattle"}`,
        "  ArmorGained{player: 0, amount: 5}",
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(29);
  });
});

describe("the After Summon Phase needs its minion in play (Advanced rulebook, Rule 6)", () => {
  test("a played minion its own Battlecry killed has left play: its After Summon Phase does not run", () => {
    const d = ruleDuel();
    const [[juggler]] = boardOf(d, [C.juggler.name]);
    const reckless = d.addToHand(RECKLESS.name, 0);
    d.play(reckless);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 1}",
        `Summoned{id: ${reckless}}`,
        `Triggered{source: ${reckless}, trigger: "battlecry"}`,
        `  Damaged{target: ${reckless}, amount: 3}`,
        `Destroyed{id: ${reckless}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect([d.zoneOf(reckless), d.zoneOf(juggler), d.health(d.hero(1))]).toEqual(["graveyard", "board", 30]);
  });

  test("a played minion its Battlecry only wounded is still in play: its After Summon Phase runs", () => {
    const d = ruleDuel();
    const [[juggler]] = boardOf(d, [C.juggler.name]);
    const scarred = d.addToHand(SCARRED.name, 0);
    d.play(scarred);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 1}",
        `Summoned{id: ${scarred}}`,
        `Triggered{source: ${scarred}, trigger: "battlecry"}`,
        `  Damaged{target: ${scarred}, amount: 1}`,
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect([d.health(scarred), d.health(d.hero(1))]).toEqual([1, 29]);
  });
});

describe("the Start of Turn: deaths are processed between the start-of-turn triggers and the draw (SabberStone, Game.cs)", () => {
  test("a start-of-turn trigger's dead leave and their Deathrattles draw before the turn's card is drawn", () => {
    const d = ruleDuel();
    const doom = d.summon(DOOM.name, 0);
    const looter = d.summon(LOOTER.name, 0);
    d.endTurn();
    d.clearLog();
    d.endTurn();
    const [first, second] = d.hand(0).slice(-2);
    expect(d.logTree()).toBe(
      tree(
        `TurnEnded{player: 1, turn: ${d.turn() - 1}}`,
        `TurnStarted{player: 0, turn: ${d.turn()}}`,
        `ManaCrystalGained{player: 0, maxMana: ${d.maxMana(0)}}`,
        `ManaRefilled{player: 0, mana: ${d.maxMana(0)}}`,
        `Triggered{source: ${doom}, trigger: "startOfTurn"}`,
        `Destroyed{id: ${doom}}`,
        `Destroyed{id: ${looter}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${looter}, trigger: "deathrattle"}`,
        `  Drew{player: 0, id: ${first}}`,
        `Drew{player: 0, id: ${second}}`,
      ),
    );
  });
});

describe("the End of Turn: deaths are processed between the end-of-turn triggers and the thaw (SabberStone, Game.cs)", () => {
  test("a Frozen minion an end-of-turn trigger kills leaves play and does not thaw", () => {
    const d = ruleDuel();
    const [[pawn, ember]] = boardOf(d, [PAWN.name, EMBER.name]); // the Pawn is at 1 Health: Ember hit it once
    d.play(d.addToHand(DUEL_CHILL.name, 0));
    d.clearLog();
    d.endTurn();
    const end = d.log().findIndex((e) => e.type === "TurnStarted");
    expect(d.log().slice(0, end)).toEqual([
      { type: "TurnEnded", player: 0, turn: d.turn() - 1 },
      { type: "Triggered", source: ember, trigger: "endOfTurn" },
      { type: "Damaged", target: pawn, amount: 1 },
      { type: "Damaged", target: ember, amount: 1 },
      { type: "Destroyed", id: pawn },
      { type: "DeathPhase", round: 1 },
      { type: "Thawed", id: ember },
    ]);
  });
});

describe("a summon of several minions summons them one at a time, each answered before the next (hs-bugs #861)", () => {
  test("an afterSummon trigger answers each token before the next one is summoned", () => {
    const d = ruleDuel();
    const pinger = d.summon(PINGER.name, 0);
    d.clearLog();
    d.play(d.addToHand(TWO_POSTS.name, 0));
    const [a, b] = d.board(0).slice(1);
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Rule Two Posts"}',
        `Summoned{id: ${a}}`,
        `Triggered{source: ${pinger}, trigger: "afterSummon"}`,
        `  Damaged{target: ${a}, amount: 1}`,
        `Summoned{id: ${b}}`,
        `Triggered{source: ${pinger}, trigger: "afterSummon"}`,
        `  Damaged{target: ${a}, amount: 1}`,
        `  Damaged{target: ${b}, amount: 1}`,
      ),
    );
    expect([d.health(a), d.health(b)]).toEqual([1, 2]);
  });

  test("a token answers the summons after its own, not the ones before it", () => {
    const d = ruleDuel();
    d.clearLog();
    d.play(d.addToHand(TWO_HERALDS.name, 0));
    const [first, second] = d.board(0);
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Rule Two Heralds"}',
        `Summoned{id: ${first}}`,
        `Summoned{id: ${second}}`,
        `Triggered{source: ${first}, trigger: "afterSummon"}`,
        `  Damaged{target: ${d.hero(1)}, amount: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(29);
  });

  test("a minion its Battlecry summons does not answer the played minion's After Summon Phase", () => {
    const d = ruleDuel();
    d.clearLog();
    const caller = d.addToHand(CALLER.name, 0);
    d.play(caller);
    const [, herald] = d.board(0);
    expect(d.logTree()).toBe(
      tree(
        "ManaSpent{player: 0, amount: 1}",
        `Summoned{id: ${caller}}`,
        `Triggered{source: ${caller}, trigger: "battlecry"}`,
        `  Summoned{id: ${herald}}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });
});

describe("a trigger answers only records raised while it was in play (hs-bugs #826)", () => {
  test("a minion summoned by the first Queue of an area effect does not answer the area effect's later events", () => {
    const d = ruleDuel();
    const spawner = d.summon(SPAWNER.name, 0);
    const yeti = d.summon(C.yeti.name, 0);
    d.clearLog();
    d.play(d.addToHand(QUAKE.name, 0));
    const [watcher] = d.board(0).filter((id) => id !== spawner && id !== yeti);
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Rule Quake"}',
        `Damaged{target: ${spawner}, amount: 1}`,
        `Damaged{target: ${yeti}, amount: 1}`,
        `Triggered{source: ${spawner}, trigger: "damaged"}`,
        `  Summoned{id: ${watcher}}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });
});

describe("damage at its edges (Hearthstone Wiki: Divine Shield, Poisonous, Lifesteal)", () => {
  test("a 0-Attack defender deals no damage back: the attacker keeps its Divine Shield, and 0 Poisonous damage destroys nothing", () => {
    const d = ruleDuel();
    const [[shield, brute], [post, sting]] = boardOf(
      d,
      [C.shield.name, C.brute.name],
      [POST.name, STING.name],
    );
    d.attack(shield, post);
    d.attack(brute, sting);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${shield}, defender: ${post}}`,
        `Damaged{target: ${post}, amount: 2}`,
        `Attacked{attacker: ${brute}, defender: ${sting}}`,
        `Damaged{target: ${sting}, amount: 3}`,
        `Destroyed{id: ${sting}}`,
        "DeathPhase{round: 1}",
      ),
    );
    d.clearLog();
    d.dealDamage(shield, 1);
    expect(d.logTree()).toBe(tree(`DivineShieldLost{id: ${shield}}`));
    expect([d.health(shield), d.health(brute)]).toEqual([2, 3]);
  });

  test("Lifesteal into a Divine Shield heals nothing; past a minion's Health it heals all the damage dealt", () => {
    const d = ruleDuel();
    const [[leech, leech2], [shield, filler]] = boardOf(
      d,
      [C.leech.name, C.leech.name],
      [C.shield.name, C.filler.name],
    );
    d.dealDamage(d.hero(0), 10);
    d.clearLog();
    d.attack(leech, shield);
    d.attack(leech2, filler);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${leech}, defender: ${shield}}`,
        `DivineShieldLost{id: ${shield}}`,
        `Damaged{target: ${leech}, amount: 2}`,
        `Attacked{attacker: ${leech2}, defender: ${filler}}`,
        `Damaged{target: ${filler}, amount: 3}`,
        `Damaged{target: ${leech2}, amount: 1}`,
        `Healed{target: ${d.hero(0)}, amount: 3}`,
        `Destroyed{id: ${filler}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.health(d.hero(0))).toBe(23);
  });
});

describe("a Deathrattle summons into the room its own death made (Advanced rulebook: the Death Creation Step removes the dead first)", () => {
  test("on a full board, the dead minion's place takes one minion where it stood; the second finds the board full", () => {
    const d = ruleDuel();
    const f = C.filler.name;
    const [mine] = boardOf(d, [f, f, SEED.name, f, f, f, f]);
    const seed = mine[2];
    d.dealDamage(seed, 1);
    const [yeti] = d.board(0).filter((id) => !mine.includes(id));
    expect(d.logTree()).toBe(
      tree(
        `Damaged{target: ${seed}, amount: 1}`,
        `Destroyed{id: ${seed}}`,
        "DeathPhase{round: 1}",
        `Triggered{source: ${seed}, trigger: "deathrattle"}`,
        `  Summoned{id: ${yeti}}`,
      ),
    );
    expect(d.board(0)).toEqual([mine[0], mine[1], yeti, ...mine.slice(3)]);
  });
});
