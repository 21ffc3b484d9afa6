/**
 * `why` back to a spell (docs/rules.md §3.11, §5.7): a chain that ends on a cast names the spell, and the
 * minion it was cast at when it took one (the target its action recorded), in SpellGrid's
 * player and in the duel (where "the player" is you or the AI). A chain that ends on a minion played names it.
 */
import { describe, expect, test } from "vitest";
import { deckShelf } from "../../src/cli/play-duel";
import { newSpellGrid } from "../../src/harness";
import { DUEL_AGENTS } from "../../src/play/duel-agents";
import { defaultDecks } from "../../src/play/duel-decks";
import { AI, DuelMatch, PERSON } from "../../src/play/duel-match";
import { duelViewOf, duelWhyText } from "../../src/play/duel-view";
import { explainJournal } from "../../src/play/explain";
import { gameNames, spellGridNames } from "../../src/play/names";
import { whyText } from "../../src/play/why";
import {
  boardOf,
  DUEL_CARDS as C,
  castFromHand,
  duel,
  duelWith,
  nextOwnTurn,
  testSpell,
} from "../scenarios/duel/builder";
import { mapLevel } from "../spellgrid/map";

/** The last line of `why` of the log line whose sentence starts with `prefix`. */
function rootOf(text: string): string {
  return text.trimEnd().split("\n").at(-1)!;
}

describe("why ends on the spell cast, by name", () => {
  test("SpellGrid: Spark at Ember Moth, and the Deathrattle it brought, end on 'cast Spark at Ember Moth #N'", () => {
    const g = newSpellGrid(mapLevel(["moth . ."], ["Spark"]));
    const moth = g.minionAt(0, 0)!;
    g.cast("Spark", moth);
    const j = g.journal();
    const names = spellGridNames(g);
    const lines = explainJournal(j, names).map((l) => l.text);
    const hero = lines.findIndex((t) => t.startsWith("The opponent's hero took 2 damage"));
    expect(whyText(j, hero, names)).toBe(
      [
        `why ${hero + 1}: The opponent's hero took 2 damage from Ember Moth #${moth}'s Deathrattle`,
        `  because 5: Ember Moth #${moth}'s Deathrattle triggered`,
        `  because 3: Ember Moth #${moth} was destroyed (lethal damage from Spark)`,
        `  because 2: Ember Moth #${moth} took 1 damage from Spark`,
        "  because 1: Spark was cast",
        `  because the player cast Spark at Ember Moth #${moth}`,
        "",
      ].join("\n"),
    );
    expect(rootOf(whyText(j, 0, names))).toBe(`  because the player cast Spark at Ember Moth #${moth}`);
  });

  test("a spell that takes no target is named alone; each of two casts names its own", () => {
    const g = newSpellGrid(mapLevel(["keg . bramble"], ["Whirlwind", "Spark"]));
    const bramble = g.minionAt(2, 0)!;
    g.cast("Spark", bramble);
    g.cast("Whirlwind");
    const j = g.journal();
    const names = spellGridNames(g);
    const texts = explainJournal(j, names).map((l) => l.text);
    const whirl = texts.indexOf("Whirlwind was cast");
    expect(rootOf(whyText(j, whirl + 1, names))).toBe("  because the player cast Whirlwind");
    expect(rootOf(whyText(j, 1, names))).toBe(`  because the player cast Spark at Bramble Wall #${bramble}`);
  });

  test("duel: a spell at a minion whose Divine Shield took the hit still names the minion", () => {
    const zap = testSpell("Duel Zap", [
      { type: "effect", effect: "dealDamage", target: "chosen", amount: 1 } as never,
    ]);
    const d = duelWith([zap]);
    const [, [shield]] = boardOf(d, [], [C.shield.name]);
    d.clearLog();
    castFromHand(d, zap, shield);
    const names = gameNames(d as never);
    const j = d.journal();
    const texts = explainJournal(j, names).map((l) => l.text);
    expect(texts).toContain(
      `Duel Shield #${shield}'s Divine Shield absorbed the damage from Duel Zap and was lost`,
    );
    expect(rootOf(whyText(j, texts.length - 1, names))).toBe(
      `  because the player cast Duel Zap at Duel Shield #${shield}`,
    );
    const played = duel();
    played.clearLog();
    const yeti = played.addToHand(C.yeti.name, 0);
    played.play(yeti);
    const summoned = explainJournal(played.journal(), gameNames(played as never)).length - 1;
    expect(rootOf(whyText(played.journal(), summoned, gameNames(played as never)))).toBe(
      `  because the player played Duel Yeti #${yeti}`,
    );
  });

  test("duel: a minion played at a target names it, as a cast does: Ironbeak Owl at a minion, Elven Archer at a hero", () => {
    const d = duel();
    const [, [raider]] = boardOf(d, [], ["Murloc Raider"]);
    const owl = d.addToHand("Ironbeak Owl", 0);
    d.play(owl, raider);
    let names = gameNames(d as never);
    let texts = explainJournal(d.journal(), names).map((l) => l.text);
    const silenced = texts.findIndex((t) => t.includes("Silenced") || t.includes("silenced"));
    expect(silenced).toBeGreaterThan(0);
    expect(rootOf(whyText(d.journal(), silenced, names))).toBe(
      `  because the player played Ironbeak Owl #${owl} at Murloc Raider #${raider}`,
    );
    nextOwnTurn(d);
    const archer = d.addToHand("Elven Archer", 0);
    d.play(archer, d.hero(1));
    names = gameNames(d as never);
    texts = explainJournal(d.journal(), names).map((l) => l.text);
    expect(rootOf(whyText(d.journal(), texts.length - 1, names))).toBe(
      `  because the player played Elven Archer #${archer} at player 1's hero`,
    );
    expect(texts.at(-1)).toBe(`Player 1's hero took 1 damage from Elven Archer #${archer}'s Battlecry`);
  });

  test("the duel view: your spell reads 'because you cast … at …'", () => {
    const shelf = deckShelf();
    const [mine, theirs] = defaultDecks(shelf);
    const m = new DuelMatch({ decks: [shelf[mine], shelf[theirs]], ai: DUEL_AGENTS.random, seed: 0 });
    const yeti = m.duel.summon("Chillwind Yeti", AI);
    const spark = m.duel.addToHand("Spark", PERSON);
    m.act({ type: "play", card: m.duel.hand(PERSON).indexOf(spark) + 1, target: yeti });
    const log = duelViewOf(m).log;
    const hit = log.find((l) => l.text.startsWith("Chillwind Yeti"))!;
    expect(rootOf(duelWhyText(m, hit.line))).toBe(`  because you cast Spark at Chillwind Yeti #${yeti}`);
  });
});
