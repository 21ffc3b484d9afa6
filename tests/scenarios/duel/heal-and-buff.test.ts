/**
 * The `heal` and `buff` effects and the friendly/enemy character targets (docs/rules.md §3.13, §4.3;
 * issue 15 item 5): exact logs, in play order, from inline cards (no card file).
 */
import { describe, expect, test } from "vitest";
import type { CardDef } from "../../../src/engine/cards";
import type { Clause } from "../../../src/engine/cards/card-def";
import { renderClauses } from "../../../src/engine/cards/render";
import { newDuel } from "../../../src/harness";
import { DUEL_CARDS as C, fillers, LIBRARY, testSpell as spell, testMinion, tree } from "./builder";

const CARDS = {
  mend: spell("Duel Mend", [{ type: "effect", effect: "heal", target: "allFriendlyCharacters", amount: 3 }]),
  smite: spell("Duel Smite", [
    { type: "effect", effect: "dealDamage", target: "allEnemyCharacters", amount: 2 },
  ]),
  blessing: spell("Duel Blessing", [
    { type: "effect", effect: "buff", target: "chosen", attack: 4, health: 4 },
  ]),
  rally: spell("Duel Rally", [
    { type: "effect", effect: "buff", target: "allCharacters", attack: 1, health: 0 },
  ]),
  brute: testMinion("Duel Berserker", 2, 7, [
    { type: "trigger", trigger: "damaged" },
    { type: "effect", effect: "buff", target: "self", attack: 3, health: 0 },
  ]),
} satisfies Record<string, CardDef>;

function duel() {
  return newDuel({
    decks: [fillers(20), fillers(20)],
    seed: 0,
    cards: [...LIBRARY, ...Object.values(CARDS)],
  });
}

describe("heal (Restore N Health)", () => {
  test("each target in play order gets back up to its maximum; one at full Health logs nothing", () => {
    const d = duel();
    const yeti = d.summon(C.yeti.name, 0);
    const full = d.summon(C.filler.name, 0);
    const enemy = d.summon(C.yeti.name, 1);
    d.dealDamage(d.hero(0), 2);
    d.dealDamage(yeti, 4);
    d.dealDamage(enemy, 4);
    d.clearLog();
    d.play(d.addToHand(CARDS.mend.name, 0));
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Duel Mend"}',
        `Healed{target: ${d.hero(0)}, amount: 2}`,
        `Healed{target: ${yeti}, amount: 3}`,
      ),
    );
    expect([d.health(d.hero(0)), d.health(yeti), d.health(full), d.health(enemy)]).toEqual([30, 4, 1, 1]);
  });
});

describe("allEnemyCharacters", () => {
  test("the other hero, then the other player's minions, as one area effect", () => {
    const d = duel();
    const mine = d.summon(C.yeti.name, 0);
    const a = d.summon(C.filler.name, 1);
    const b = d.summon(C.yeti.name, 1);
    d.clearLog();
    d.play(d.addToHand(CARDS.smite.name, 0));
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Duel Smite"}',
        `Damaged{target: ${d.hero(1)}, amount: 2}`,
        `Damaged{target: ${a}, amount: 2}`,
        `Damaged{target: ${b}, amount: 2}`,
        `Destroyed{id: ${a}}`,
        "DeathPhase{round: 1}",
      ),
    );
    expect(d.health(mine)).toBe(5);
  });
});

describe("buff (Give +A/+H)", () => {
  test("the chosen minion gets +4/+4: Attack, Health and maximum Health", () => {
    const d = duel();
    const yeti = d.summon(C.yeti.name, 1);
    d.dealDamage(yeti, 2);
    d.clearLog();
    d.play(d.addToHand(CARDS.blessing.name, 0), yeti);
    expect(d.logTree()).toBe(
      tree('SpellCast{card: "Duel Blessing"}', `StatsChanged{id: ${yeti}, attack: 8, health: 7}`),
    );
    expect([d.attack(yeti), d.health(yeti)]).toEqual([8, 7]);
    d.endTurn();
    d.play(d.addToHand(CARDS.mend.name, 1));
    expect(d.health(yeti)).toBe(9); // healed up to the new maximum
  });

  test("an area buff gives minions only: heroes are skipped", () => {
    const d = duel();
    const a = d.summon(C.filler.name, 0);
    const b = d.summon(C.brute.name, 1);
    d.clearLog();
    d.play(d.addToHand(CARDS.rally.name, 0));
    expect(d.logTree()).toBe(
      tree(
        'SpellCast{card: "Duel Rally"}',
        `StatsChanged{id: ${a}, attack: 2, health: 1}`,
        `StatsChanged{id: ${b}, attack: 4, health: 3}`,
      ),
    );
    expect(d.attack(d.hero(0))).toBe(0);
  });

  test("a minion that buffs itself when damaged gains Attack in its trigger's Queue", () => {
    const d = duel();
    const brute = d.summon(CARDS.brute.name, 0);
    d.clearLog();
    d.dealDamage(brute, 1);
    expect(d.log()).toEqual([
      { type: "Damaged", target: brute, amount: 1 },
      { type: "Triggered", source: brute, trigger: "damaged" },
      { type: "StatsChanged", id: brute, attack: 5, health: 6 },
    ]);
  });
});

describe("rendering", () => {
  const none = () => undefined;
  test.each([
    [CARDS.mend.text, "Restore 3 Health to all friendly characters."],
    [CARDS.smite.text, "Deal 2 damage to all enemies."],
    [CARDS.blessing.text, "Give a minion +4/+4."],
    [CARDS.brute.text, "Whenever this minion takes damage, gain +3 Attack."],
    [
      [{ type: "effect", effect: "buff", target: "chosen", attack: 0, health: 2 }],
      "Give a minion +2 Health.",
    ],
    [
      [{ type: "effect", effect: "heal", target: "allMinions", amount: 4 }],
      "Restore 4 Health to ALL minions.",
    ],
    [
      [
        { type: "trigger", trigger: "startOfTurn" },
        { type: "effect", effect: "destroy", target: "allMinions" },
      ],
      "At the start of your turn, destroy ALL minions.",
    ],
    [
      [
        { type: "keyword", keyword: "windfury" },
        { type: "keyword", keyword: "charge" },
        { type: "keyword", keyword: "divineShield" },
        { type: "trigger", trigger: "deathrattle" },
        { type: "effect", effect: "draw", count: 1 },
      ],
      "Windfury, Charge, Divine Shield. Deathrattle: Draw a card.",
    ],
  ] as [Clause[], string][])("%j renders as %s", (text, english) => {
    expect(renderClauses(text, none)).toBe(english);
  });
});
