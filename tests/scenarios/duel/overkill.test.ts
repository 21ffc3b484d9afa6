/**
 * Overkill (docs/rules.md §3.10; Hearthstone Wiki, Overkill: "an ability that activates whenever a card
 * with the keyword deals damage to a character with less Health than the damage dealt during your
 * turn"): an `overkill` trigger answers damage its own minion deals, by attacking or by its effects, that
 * leaves the character it hits below 0 Health, on its owner's turn only ("Cards can only activate their
 * Overkill effects on the controlling player's turn"), whether or not the minion survives ("Overkill
 * effects on minions can trigger regardless of if the attacking minion survives or not"), against a hero
 * too, once per character an area kills. Damage that a Divine Shield or Immune prevents is no damage and
 * sets off nothing. The cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { explainLine } from "../../../src/play/explain";
import { why } from "../../../src/play/why";
import { newGame } from "../../fixtures/cards";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testMinion, tree } from "./builder";

const OVERKILL: Clause = { type: "trigger", trigger: "overkill" };
/** Overkill: deal 2 damage to the enemy hero. A 7/7. */
const TUSK = testMinion("Tusk Brute", 7, 7, [OVERKILL, damage("enemyHero", 2)]);
/** Overkill: deal 2 damage to the enemy hero. A 7/2: it dies striking a Duel Brute. */
const FRAIL = testMinion("Tusk Frail", 7, 2, [OVERKILL, damage("enemyHero", 2)]);
/** At the end of your turn, deal 3 damage to all enemy minions. Overkill: gain 1 Armor. A 1/5. */
const SCYTHE = testMinion("Tusk Scythe", 1, 5, [
  { type: "trigger", trigger: "endOfTurn" },
  damage("allEnemyMinions", 3),
  OVERKILL,
  { type: "effect", effect: "gainArmor", amount: 1 },
]);
/** Immune. A 1/3. */
const WARD = testMinion("Tusk Ward", 1, 3, [{ type: "keyword", keyword: "immune" }]);
/** A 7/7. */
const BULL = testMinion("Tusk Bull", 7, 7);

const tuskDuel = () => duelWith([TUSK, FRAIL, SCYTHE, WARD, BULL]);

describe("Overkill (Hearthstone Wiki, Overkill)", () => {
  test("the card text prints 'Overkill:' before its effect", () => {
    expect(renderCardText(TUSK, () => undefined)).toBe("Overkill: Deal 2 damage to the enemy hero.");
  });

  test("an attack dealing more than the defender's Health: Overkill is logged after its Damaged, and its Queue resolves with the combat's", () => {
    const d = tuskDuel();
    const [[tusk], [brute]] = boardOf(d, [TUSK.name], [C.brute.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.attack(tusk, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${tusk}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 7}`,
        `Overkill{source: ${tusk}, target: ${brute}}`,
        `Damaged{target: ${tusk}, amount: 3}`,
        `Triggered{source: ${tusk}, trigger: "overkill"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect([d.health(h1), d.health(tusk)]).toEqual([28, 4]);
  });

  test("exactly lethal damage is no Overkill: the Health must end below 0", () => {
    const d = tuskDuel();
    const [[tusk], [bull]] = boardOf(d, [TUSK.name], [BULL.name]);
    d.clearLog();
    d.attack(tusk, bull);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${tusk}, defender: ${bull}}`,
        `Damaged{target: ${bull}, amount: 7}`,
        `Damaged{target: ${tusk}, amount: 7}`,
        `Destroyed{id: ${tusk}}`,
        `Destroyed{id: ${bull}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });

  test("the attacker that dies in the same combat still overkills: it is in play until the Death Creation Step", () => {
    const d = tuskDuel();
    const [[frail], [brute]] = boardOf(d, [FRAIL.name], [C.brute.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.attack(frail, brute);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${frail}, defender: ${brute}}`,
        `Damaged{target: ${brute}, amount: 7}`,
        `Overkill{source: ${frail}, target: ${brute}}`,
        `Damaged{target: ${frail}, amount: 3}`,
        `Triggered{source: ${frail}, trigger: "overkill"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
        `Destroyed{id: ${frail}}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
  });

  test("a hero counts: 7 damage to a hero at 5 Health overkills, to one at 7 does not", () => {
    for (const [health, overkill] of [
      [5, true],
      [7, false],
    ] as const) {
      const d = tuskDuel();
      const [[tusk]] = boardOf(d, [TUSK.name]);
      const h1 = d.hero(1);
      d.dealDamage(h1, 30 - health);
      d.clearLog();
      d.attack(tusk, h1);
      expect(d.logTree().includes(`Overkill{source: ${tusk}, target: ${h1}}`)).toBe(overkill);
      expect(d.logTree().includes(`Triggered{source: ${tusk}, trigger: "overkill"}`)).toBe(overkill);
    }
  });

  test("Armor takes its share first: 7 damage to a hero at 5 Health overkills past 1 Armor, not past 2", () => {
    for (const [armor, overkill] of [
      [1, true],
      [2, false],
    ] as const) {
      const d = tuskDuel();
      const h1 = d.hero(1);
      d.dealDamage(h1, 25);
      // each Duel Dawn gives its hero 1 Armor at the start of its turn, which boardOf passes through
      const [[tusk]] = boardOf(d, [TUSK.name], Array(armor).fill(C.dawn.name));
      expect([d.health(h1), d.armor(1)]).toEqual([5, armor]);
      d.clearLog();
      d.attack(tusk, h1);
      // past 1 Armor: 6 to Health 5 leaves -1, and the Overkill's 2 more leave -3; past 2: 5 leaves 0
      expect([d.health(h1), d.armor(1)]).toEqual([armor === 1 ? -3 : 0, 0]);
      expect(d.logTree().includes(`Overkill{source: ${tusk}, target: ${h1}}`)).toBe(overkill);
    }
  });

  test("on the other player's turn it does not trigger: a defender's strike back that overkills sets off nothing", () => {
    const d = tuskDuel();
    const [[tusk], [brute]] = boardOf(d, [TUSK.name], [C.brute.name]);
    d.endTurn();
    d.clearLog();
    d.attack(brute, tusk);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${brute}, defender: ${tusk}}`,
        `Damaged{target: ${tusk}, amount: 3}`,
        `Damaged{target: ${brute}, amount: 7}`,
        `Destroyed{id: ${brute}}`,
        `DeathPhase{round: 1}`,
      ),
    );
    expect(d.health(d.hero(1))).toBe(30);
  });

  test("its triggered effects count too, and an area overkills once per character it kills", () => {
    const d = tuskDuel();
    const [, [a, b, yeti]] = boardOf(d, [], [C.filler.name, C.filler.name, C.yeti.name]);
    const scythe = d.summon(SCYTHE.name, 0);
    d.clearLog();
    d.endTurn();
    const log = d.logTree().split("\n");
    const start = log.indexOf(`Triggered{source: ${scythe}, trigger: "endOfTurn"}`);
    expect(log.slice(start, start + 13).join("\n")).toBe(
      [
        `Triggered{source: ${scythe}, trigger: "endOfTurn"}`,
        `  Damaged{target: ${a}, amount: 3}`,
        `  Overkill{source: ${scythe}, target: ${a}}`,
        `  Damaged{target: ${b}, amount: 3}`,
        `  Overkill{source: ${scythe}, target: ${b}}`,
        `  Damaged{target: ${yeti}, amount: 3}`,
        `  Triggered{source: ${scythe}, trigger: "overkill"}`,
        `    ArmorGained{player: 0, amount: 1}`,
        `  Triggered{source: ${scythe}, trigger: "overkill"}`,
        `    ArmorGained{player: 0, amount: 1}`,
        `Destroyed{id: ${a}}`,
        `Destroyed{id: ${b}}`,
        `DeathPhase{round: 1}`,
      ].join("\n"),
    );
    expect(d.armor(0)).toBe(2);
  });

  test("damage a Divine Shield or Immune prevents is no damage: no Overkill, no trigger", () => {
    const d = tuskDuel();
    const [[tusk], [shield, ward]] = boardOf(d, [TUSK.name], [C.shield.name, WARD.name]);
    d.clearLog();
    d.attack(tusk, shield);
    expect(d.logTree()).toBe(
      tree(
        `Attacked{attacker: ${tusk}, defender: ${shield}}`,
        `DivineShieldLost{id: ${shield}}`,
        `Damaged{target: ${tusk}, amount: 2}`,
      ),
    );
    d.dealDamage(shield, 1);
    const scythe = d.summon(SCYTHE.name, 0);
    d.clearLog();
    d.endTurn();
    const log = d.logTree().split("\n");
    const start = log.indexOf(`Triggered{source: ${scythe}, trigger: "endOfTurn"}`);
    expect(log.slice(start, start + 3)).toEqual([
      `Triggered{source: ${scythe}, trigger: "endOfTurn"}`,
      `  Damaged{target: ${shield}, amount: 3}`,
      `  Overkill{source: ${scythe}, target: ${shield}}`,
    ]);
    expect(log.some((l) => l.includes(`target: ${ward}`))).toBe(false);
    expect(d.health(ward)).toBe(3);
    expect([d.health(d.hero(1)), d.armor(0)]).toEqual([30, 1]);
  });

  test("an overkill trigger takes scope self only: another is refused, naming the card and the field", () => {
    const g = newGame();
    const wide = testMinion("Tusk Herd", 1, 1, [
      { type: "trigger", trigger: "overkill", scope: "friendlyMinion" },
      damage("enemyHero", 1),
    ]);
    expect(() => g.registerCards([wide])).toThrow(
      `registerCards[0] (card "Tusk Herd"): text[0].scope: an overkill trigger takes scope self, not friendlyMinion`,
    );
    expect(() => g.summon("Tusk Herd")).toThrow('unknown card "Tusk Herd"');
  });
});

describe("Overkill in the explained log (docs/rules.md §3.11)", () => {
  test("the Overkill line names the dealer and the character, and the trigger's line follows from it", () => {
    const d = tuskDuel();
    const [[tusk], [brute]] = boardOf(d, [TUSK.name], [C.brute.name]);
    d.clearLog();
    d.attack(tusk, brute);
    const names = {
      entity: (id: number) => `#${id}`,
      player: (p: number) => `player ${p}`,
      whose: (p: number) => `player ${p}'s`,
    };
    const j = d.journal();
    expect(explainLine(j, 2, names)).toBe(`#${tusk} dealt #${brute} more damage than its Health (Overkill)`);
    expect(explainLine(j, 4, names)).toBe(`#${tusk}'s Overkill triggered`);
    expect(why(j, 5).chain).toEqual([5, 4, 2, 1, 0]);
  });

  test("the Overkill line is caused by the Damaged that overkilled, which the attack caused: why goes through the damage", () => {
    const d = tuskDuel();
    const [[tusk], [brute]] = boardOf(d, [TUSK.name], [C.brute.name]);
    d.clearLog();
    d.attack(tusk, brute);
    const j = d.journal();
    expect(j.records[1]).toEqual({ type: "Damaged", target: brute, amount: 7 });
    expect(j.causes[2]).toEqual({ kind: "overkill", line: 1 });
    expect(why(j, 2)).toEqual({
      chain: [2, 1, 0],
      action: { kind: "action", action: "attack", origin: null },
    });
  });

  test("an effect's overkill goes through its Damaged to the effect's trigger", () => {
    const g = tuskDuel();
    const [, [victim]] = boardOf(g, [], [C.filler.name]);
    const scythe = g.summon(SCYTHE.name, 0);
    g.clearLog();
    g.endTurn();
    const j = g.journal();
    const over = j.records.findIndex((r) => r.type === "Overkill");
    const hit = j.records.findIndex((r) => r.type === "Damaged" && r.target === victim);
    expect(j.causes[over]).toEqual({ kind: "overkill", line: hit });
    const chain = why(j, over).chain;
    expect(chain.slice(0, 3)).toEqual([over, hit, hit - 1]);
    expect(j.records[hit - 1]).toEqual({ type: "Triggered", source: scythe, trigger: "endOfTurn" });
  });
});
