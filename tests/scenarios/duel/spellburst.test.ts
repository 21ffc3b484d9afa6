/**
 * Spellburst (docs/rules.md §3.10; Hearthstone Wiki, Spellburst: "causes a minion or weapon to do something
 * the first time you cast a spell with it in play, and only the first time"; "Spellburst acts as an 'after
 * spell cast' Triggered effect. Once a spell is cast, it loses the Spellburst graphic and effect"; "The minion
 * must survive for the Spellburst to trigger"). A cast is two outermost Phases: the spell's, then (after its
 * dead have left play) the After Cast Phase, where the caster's Spellbursts resolve, fired by the
 * `SpellCast`. The cards are built here, not read from cards/.
 */
import { describe, expect, test } from "vitest";
import type { CardDef, Clause } from "../../../src/engine/cards";
import { renderCardText } from "../../../src/engine/cards";
import { gameNames } from "../../../src/play/names";
import { whyText } from "../../../src/play/why";
import { newGame } from "../../fixtures/cards";
import {
  boardOf,
  DUEL_CARDS as C,
  damage,
  type duel,
  duelWith,
  testSpell as spell,
  testMinion,
  tree,
} from "./builder";

const BURST: Clause = { type: "trigger", trigger: "spellburst" };
/** Spellburst: deal 1 damage to the enemy hero. A 2/3. */
const SPARK = testMinion("Burst Spark", 2, 3, [BURST, damage("enemyHero", 1)]);
/** Spellburst: summon a Burst Spark. Deathrattle: deal 2 damage to the enemy hero. */
const CALLER = testMinion("Burst Caller", 1, 2, [
  BURST,
  { type: "effect", effect: "summon", card: "Burst Spark", count: 1 },
  { type: "trigger", trigger: "deathrattle" },
  damage("enemyHero", 2),
]);
/** Spellburst: deal 1 damage to the enemy hero. A 2/5, which a 3-damage sweep leaves standing. */
const TUTOR = testMinion("Burst Tutor", 2, 5, [BURST, damage("enemyHero", 1)]);
/** Deathrattle: deal 3 damage to the enemy hero. */
const RATTLE = testMinion("Burst Rattle", 1, 1, [
  { type: "trigger", trigger: "deathrattle" },
  damage("enemyHero", 3),
]);
/** Deal 1 damage to the enemy hero. */
const PING = spell("Burst Ping", [damage("enemyHero", 1)]);
/** Deal 3 damage to all minions. */
const SWEEP = spell("Burst Sweep", [damage("allMinions", 3)]);
/** Summon a Burst Spark. */
const CONJURE = spell("Burst Conjure", [{ type: "effect", effect: "summon", card: "Burst Spark", count: 1 }]);
/** Silence a minion. */
const HUSH = spell("Burst Hush", [{ type: "effect", effect: "silence", target: "chosen" }]);

const CARDS: CardDef[] = [SPARK, TUTOR, CALLER, RATTLE, PING, SWEEP, CONJURE, HUSH];

const burstDuel = () => duelWith(CARDS);

function cast(d: ReturnType<typeof duel>, card: CardDef, player: 0 | 1 = 0, target?: number): void {
  d.play(d.addToHand(card.name, player), target);
}

describe("Spellburst", () => {
  test("the card text prints 'Spellburst:' before its effect", () => {
    expect(renderCardText(SPARK, () => undefined)).toBe("Spellburst: Deal 1 damage to the enemy hero.");
  });

  test("it runs after the spell has resolved, fired by the SpellCast, and only the first time", () => {
    const d = burstDuel();
    const [[spark]] = boardOf(d, [SPARK.name]);
    const h1 = d.hero(1);
    d.clearLog();
    cast(d, PING);
    cast(d, PING);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
      ),
    );
    expect(d.health(h1)).toBe(27);
    const names = gameNames(d as never);
    expect(whyText(d.journal(), 3, names)).toBe(
      [
        `why 4: Player 1's hero took 1 damage from Burst Spark #${spark}'s Spellburst`,
        `  because 3: Burst Spark #${spark}'s Spellburst triggered`,
        "  because 1: Burst Ping was cast",
        "  because the player cast Burst Ping",
        "",
      ].join("\n"),
    );
  });

  test("the minion must survive the spell: the spell's dead have left play, their Deathrattles resolved, before any Spellburst", () => {
    const d = burstDuel();
    const [[tutor, rattle, spark, caller]] = boardOf(d, [TUTOR.name, RATTLE.name, SPARK.name, CALLER.name]);
    const h1 = d.hero(1);
    d.clearLog();
    cast(d, SWEEP);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Sweep"}`,
        `Damaged{target: ${tutor}, amount: 3}`,
        `Damaged{target: ${rattle}, amount: 3}`,
        `Damaged{target: ${spark}, amount: 3}`,
        `Damaged{target: ${caller}, amount: 3}`,
        `Destroyed{id: ${rattle}}`,
        `Destroyed{id: ${spark}}`,
        `Destroyed{id: ${caller}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${rattle}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 3}`,
        `Triggered{source: ${caller}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
        `Triggered{source: ${tutor}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("only its owner's spells, and only minions in play when the spell was cast, answer", () => {
    const d = burstDuel();
    const [[spark]] = boardOf(d, [SPARK.name]);
    const h1 = d.hero(1);
    d.endTurn();
    d.clearLog();
    cast(d, PING, 1); // the enemy's spell: nothing
    expect(d.logTree()).toBe(
      tree(`SpellCast{card: "Burst Ping"}`, `Damaged{target: ${d.hero(0)}, amount: 1}`),
    );
    d.endTurn();
    d.clearLog();
    cast(d, CONJURE); // the Spark it summons was not there when it was cast
    const summoned = d.board(0)[1];
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Conjure"}`,
        `Summoned{id: ${summoned}}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
    d.clearLog();
    cast(d, PING); // the first Spark is spent; the second answers its first spell
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${summoned}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });

  test("spent, the minion keeps its other text: its Deathrattle still resolves", () => {
    const d = burstDuel();
    const [[caller]] = boardOf(d, [CALLER.name]);
    const h1 = d.hero(1);
    cast(d, PING);
    const spark = d.board(0)[1];
    d.clearLog();
    d.destroy(caller);
    expect(d.logTree()).toBe(
      tree(
        `Destroyed{id: ${caller}}`,
        `DeathPhase{round: 1}`,
        `Triggered{source: ${caller}, trigger: "deathrattle"}`,
        `  Damaged{target: ${h1}, amount: 2}`,
      ),
    );
    expect(d.board(0)).toEqual([spark]);
  });

  test("a minion the spell Silences has no Spellburst to run", () => {
    const d = burstDuel();
    const [[spark]] = boardOf(d, [SPARK.name]);
    d.clearLog();
    cast(d, HUSH, 0, spark);
    expect(d.logTree()).toBe(tree(`SpellCast{card: "Burst Hush"}`, `Silenced{id: ${spark}}`));
  });

  test("the course's cast, by name, sets it off too (the caster's minions), and a doubler doubles it", () => {
    const g = newGame({ cards: [...CARDS, C.yeti] });
    const spark = g.summon(SPARK.name, 0);
    g.summon(SPARK.name, 1);
    g.registerCards([
      testMinion("Burst Echo", 1, 1, [
        { type: "aura", aura: "triggerMultiplier", trigger: "spellburst", times: 2, stacking: "max" },
      ]),
    ]);
    g.summon("Burst Echo", 0);
    g.clearLog();
    g.cast(PING.name, 0);
    expect(g.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: 1, amount: 1}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: 1, amount: 1}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: 1, amount: 1}`,
      ),
    );
  });

  test("a Spellburst takes scope self only: another is refused, naming the card", () => {
    const d = burstDuel();
    const bad = testMinion("Burst Wide", 1, 1, [
      { ...BURST, scope: "friendly" } as Clause,
      damage("enemyHero", 1),
    ]);
    expect(() => d.registerCards([bad])).toThrow(
      /Burst Wide.*text\[0\]\.scope: a spellburst trigger takes scope self, not friendly/,
    );
  });

  test("a minion another Spellburst Transforms into a Spellburst minion keeps the new Spellburst for the next spell", () => {
    const d = burstDuel();
    const SHAPER = testMinion("Burst Shaper", 1, 4, [
      BURST,
      { type: "effect", effect: "transform", target: "allOtherMinions", card: TUTOR.name },
    ]);
    d.registerCards([SHAPER]);
    const [[shaper, spark]] = boardOf(d, [SHAPER.name, SPARK.name]);
    const h1 = d.hero(1);
    d.clearLog();
    cast(d, PING);
    cast(d, PING);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${shaper}, trigger: "spellburst"}`,
        `  Transformed{id: ${spark}, from: "Burst Spark", to: "Burst Tutor"}`,
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
  });
  test("a minion the spell itself Transforms into a Spellburst minion does not answer that spell: it did not hold the Spellburst when the spell was cast", () => {
    const d = burstDuel();
    /** Transform a minion into a Burst Tutor (Spellburst: deal 1 damage to the enemy hero). */
    const REMAKE = spell("Burst Remake", [
      { type: "effect", effect: "transform", target: "chosen", card: TUTOR.name },
    ]);
    d.registerCards([REMAKE]);
    const [[spark, yeti]] = boardOf(d, [SPARK.name, C.yeti.name]);
    const h1 = d.hero(1);
    d.clearLog();
    cast(d, REMAKE, 0, yeti);
    // The Spark held its Spellburst when the spell was cast and answers; the Yeti, a Tutor now, does not.
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Remake"}`,
        `Transformed{id: ${yeti}, from: "Duel Yeti", to: "Burst Tutor"}`,
        `Triggered{source: ${spark}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
    expect(d.health(h1)).toBe(29);
    // Its Spellburst waits for the next spell.
    d.clearLog();
    cast(d, PING);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Ping"}`,
        `Damaged{target: ${h1}, amount: 1}`,
        `Triggered{source: ${yeti}, trigger: "spellburst"}`,
        `  Damaged{target: ${h1}, amount: 1}`,
      ),
    );
    expect(d.health(h1)).toBe(27);
  });

  test("with no Spellburst on its caster's board when a spell is cast, one the spell Transforms in does not answer it", () => {
    const d = burstDuel();
    const REMAKE = spell("Burst Remake", [
      { type: "effect", effect: "transform", target: "chosen", card: TUTOR.name },
    ]);
    d.registerCards([REMAKE]);
    const [[yeti]] = boardOf(d, [C.yeti.name]);
    d.clearLog();
    cast(d, REMAKE, 0, yeti);
    expect(d.logTree()).toBe(
      tree(
        `SpellCast{card: "Burst Remake"}`,
        `Transformed{id: ${yeti}, from: "Duel Yeti", to: "Burst Tutor"}`,
      ),
    );
  });
});
