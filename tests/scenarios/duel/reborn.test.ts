/**
 * Reborn (docs/rules.md §3.10; Hearthstone Wiki, Reborn): the first time a Reborn minion dies, a copy of
 * it is summoned where it stood, with 1 Health and no Reborn; the copy keeps its card's maximum Health
 * (the Wiki: "Reborn minions keep the max health of the original minion"), is summoned like any minion
 * ("considered summoning and will interact with on-summon triggers like … Knife Juggler"), and comes
 * after every Deathrattle of its Death Phase whatever the order of play ("Deathrattles are resolved
 * before Reborn, regardless of the order in which the cards were played"). The cards are built here, not
 * read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { explainLine } from "../../../src/play/explain";
import { why } from "../../../src/play/why";
import { boardOf, DUEL_CARDS as C, damage, duelWith, testSpell as spell, testMinion, tree } from "./builder";

const REBORN: Clause = { type: "keyword", keyword: "reborn" };
/** Reborn. A 2/3. */
const MUMMY = testMinion("Tomb Mummy", 2, 3, [REBORN]);
/** Deathrattle: deal 1 damage to the enemy hero. Reborn (written last). */
const WRAITH = testMinion("Tomb Wraith", 1, 2, [
  { type: "trigger", trigger: "deathrattle" },
  damage("enemyHero", 1),
  REBORN,
]);
/** Deathrattle: deal 2 damage to the enemy hero. */
const URN = testMinion("Tomb Urn", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  damage("enemyHero", 2),
]);
/** Deathrattle: summon two Duel Fillers. */
const TWINS = testMinion("Tomb Twins", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  { type: "effect", effect: "summon", card: C.filler.name, count: 2 },
]);
/** Deal 3 damage to ALL minions. */
const SANDSTORM = spell("Tomb Storm", [damage("allMinions", 3)]);
/** Restore 5 Health to a minion. */
const BALM = spell("Tomb Balm", [{ type: "effect", effect: "heal", target: "chosen", amount: 5 }]);
/** Your minions trigger their Deathrattles twice (Baron Rivendare's clause). */
const BARON = testMinion("Tomb Baron", 1, 7, [
  { type: "aura", aura: "triggerMultiplier", trigger: "deathrattle", times: 2, stacking: "max" },
]);
const TOMB_CARDS = [MUMMY, WRAITH, URN, TWINS, SANDSTORM, BALM, BARON];

const tombDuel = () => duelWith(TOMB_CARDS);

describe("Reborn (Hearthstone Wiki, Reborn)", () => {
  test("the card text prints 'Reborn.' first", () => {
    const none = () => undefined;
    expect(renderCardText(MUMMY, none)).toBe("Reborn.");
    expect(renderCardText(WRAITH, none)).toBe("Reborn. Deathrattle: Deal 1 damage to the enemy hero.");
  });

  test("it comes back where it stood with 1 Health and no Reborn; the copy dies for good", () => {
    const d = tombDuel();
    const [[left, mummy, right]] = boardOf(d, [C.filler.name, MUMMY.name, C.filler.name]);
    d.clearLog();
    d.destroy(mummy);
    const copy = d.board(0)[1];
    expect(d.logTree()).toBe(
      tree(`Destroyed{id: ${mummy}}`, `DeathPhase{round: 1}`, `Summoned{id: ${copy}}`),
    );
    expect(d.board(0)).toEqual([left, copy, right]);
    expect([d.nameOf(copy), d.attack(copy), d.health(copy), d.zoneOf(mummy)]).toEqual([
      "Tomb Mummy",
      2,
      1,
      "graveyard",
    ]);
    d.clearLog();
    d.destroy(copy);
    expect(d.logTree()).toBe(tree(`Destroyed{id: ${copy}}`, `DeathPhase{round: 1}`));
    expect(d.board(0)).toEqual([left, right]);
  });

  test("the copy's Summoned says whose Reborn it was, and its cause is that minion's Destroyed", () => {
    const d = tombDuel();
    const [[mummy]] = boardOf(d, [MUMMY.name]);
    d.clearLog();
    d.destroy(mummy);
    const [copy] = d.board(0);
    const names = {
      entity: (id: number) => `#${id}`,
      player: (p: number) => `player ${p}`,
      whose: (p: number) => `player ${p}'s`,
    };
    const j = d.journal();
    expect(explainLine(j, 2, names)).toBe(`#${copy} was summoned by #${mummy}'s Reborn, with 1 Health`);
    expect(why(j, 2).chain).toEqual([2, 0]);
  });

  test("the copy keeps its card's maximum Health: a heal restores it up to 3", () => {
    const d = tombDuel();
    const [[mummy]] = boardOf(d, [MUMMY.name]);
    d.destroy(mummy);
    const [copy] = d.board(0);
    d.clearLog();
    d.play(d.addToHand(BALM.name, 0), copy);
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Tomb Balm"}`, `Healed{target: ${copy}, amount: 2}`));
    expect(d.health(copy)).toBe(3);
  });

  test("every Deathrattle of the Death Phase resolves before any Reborn, whatever the order of play", () => {
    const d = tombDuel();
    const [[wraith, mummy, urn]] = boardOf(d, [WRAITH.name, MUMMY.name, URN.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.play(d.addToHand(SANDSTORM.name, 0));
    const [wraith2, mummy2] = d.board(0);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Tomb Storm"}`,
        `Damaged{target: ${wraith}, amount: 3}`,
        `Damaged{target: ${mummy}, amount: 3}`,
        `Damaged{target: ${urn}, amount: 3}`,
        `Destroyed{id: ${wraith}}`,
        `Destroyed{id: ${mummy}}`,
        `Destroyed{id: ${urn}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${wraith}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${urn}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
        `Summoned{id: ${wraith2}}`,
        `Summoned{id: ${mummy2}}`,
      ),
    );
    expect(d.board(0).map((id) => [d.nameOf(id), d.health(id)])).toEqual([
      ["Tomb Wraith", 1],
      ["Tomb Mummy", 1],
    ]);
    expect(d.health(h1)).toBe(27);
  });

  test("the copy is summoned: an after-summon trigger answers it", () => {
    const d = tombDuel();
    const [[juggler, mummy]] = boardOf(d, [C.juggler.name, MUMMY.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.destroy(mummy);
    const copy = d.board(0)[1];
    expect(d.logTree()).toBe(
      tree(
        `Destroyed{id: ${mummy}}`,
        `DeathPhase{round: 1}`,
        `Summoned{id: ${copy}}`,
        `Triggered{source: ${juggler}, trigger: "afterSummon"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("Reborn is no Deathrattle: a Deathrattle doubler doubles the Deathrattle, not the Reborn", () => {
    const d = tombDuel();
    const [[, wraith]] = boardOf(d, [BARON.name, WRAITH.name]);
    const h1 = d.hero(1);
    d.clearLog();
    d.destroy(wraith);
    const copy = d.board(0)[1];
    expect(d.logTree()).toBe(
      tree(
        `Destroyed{id: ${wraith}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${wraith}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${wraith}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `Summoned{id: ${copy}}`,
      ),
    );
    expect(d.board(0)).toHaveLength(2);
  });

  test("onto a board its Death Phase's Deathrattles filled, no copy is summoned, and nothing is logged for it", () => {
    const d = tombDuel();
    const yetis = Array(5).fill(C.yeti.name);
    const [[mummy, twins, ...five]] = boardOf(d, [MUMMY.name, TWINS.name, ...yetis]);
    d.clearLog();
    d.play(d.addToHand(SANDSTORM.name, 0));
    const [, f1, f2] = d.board(0);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Tomb Storm"}`,
        ...[mummy, twins, ...five].map((id) => `Damaged{target: ${id}, amount: 3}`),
        `Destroyed{id: ${mummy}}`,
        `Destroyed{id: ${twins}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${twins}, trigger: "deathrattle"}`,
        `  Summoned{id: ${f1}}`,
        `  Summoned{id: ${f2}}`,
      ),
    );
    expect(d.board(0)).toEqual([five[0], f1, f2, ...five.slice(1)]);
  });

  test("the journal keeps a NotSummoned for the copy that found no room, caused by the Reborn, whose why is the Destroyed", () => {
    const d = tombDuel();
    const yetis = Array(5).fill(C.yeti.name);
    const [[mummy]] = boardOf(d, [MUMMY.name, TWINS.name, ...yetis]);
    d.clearLog();
    d.play(d.addToHand(SANDSTORM.name, 0));
    const j = d.journal();
    const last = j.records.length - 1;
    const died = j.records.findIndex((r) => r.type === "Destroyed" && r.id === mummy);
    expect(j.records[last]).toEqual({ type: "NotSummoned", card: MUMMY.name, player: 0, limit: 7 });
    expect(j.causes[last]).toEqual({ kind: "reborn", source: mummy, line: died });
    const names = {
      entity: (id: number) => `#${id}`,
      player: (p: number) => `player ${p}`,
      whose: (p: number) => `player ${p}'s`,
    };
    expect(explainLine(j, last, names)).toBe(
      `No Tomb Mummy was summoned by #${mummy}'s Reborn: player 0's board was full (7 minions)`,
    );
    expect(why(j, last).chain).toEqual([last, died, died - 7, 0]);
  });

  test("a weapon cannot carry Reborn: the card is refused, naming the clause", () => {
    expect(() => tombDuel().registerCards([{ ...C.dagger, name: "Tomb Blade", text: [REBORN] }])).toThrow(
      `"reborn" is a minion's keyword; a weapon's keywords act on its hero, which cannot have it`,
    );
  });
});
