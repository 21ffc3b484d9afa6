import { describe, expect, test } from "vitest";
import { explainJournal } from "../../src/play/explain";
import { gameNames } from "../../src/play/names";
import { whyText } from "../../src/play/why";
import { boardOf, DUEL_CARDS as C, DUEL_CHILL, duel } from "../scenarios/duel/builder";

/** Every record a duel logs has a cause and a sentence (docs/rules.md §3.10, §3.11). */
describe("a duel's log in words", () => {
  test("combat, Divine Shield, Lifesteal, Freeze, a weapon and game over, sentence by sentence", () => {
    const d = duel();
    const [[leech], [shield]] = boardOf(d, [C.leech.name], [C.shield.name]);
    const dagger = d.addToHand(C.dagger.name, 0);
    d.dealDamage(d.hero(0), 2);
    d.clearLog();
    d.attack(leech, shield);
    d.play(dagger);
    d.attack(d.hero(0), d.hero(1));
    const names = gameNames(d as never);
    const text = explainJournal(d.journal(), names).map((l) => `${"  ".repeat(l.depth)}${l.text}`);
    expect(text).toEqual([
      `Duel Leech #${leech} attacked Duel Shield #${shield}`,
      `Duel Shield #${shield}'s Divine Shield absorbed the damage from Duel Leech #${leech}'s attack and was lost`,
      `Duel Leech #${leech} took 2 damage from Duel Shield #${shield}'s attack`,
      "Player 0 spent 1 mana",
      `Player 0 equipped Duel Dagger #${dagger}`,
      `Player 0's hero attacked player 1's hero`,
      `Player 1's hero took 1 damage from player 0's hero's attack`,
      `Player 0's hero was healed 1 by player 0's hero's attack (Lifesteal)`,
      `Duel Dagger #${dagger} lost 1 Durability (1 left)`,
    ]);
    const lines = d.journal().records.length;
    expect(whyText(d.journal(), lines - 2, names)).toBe(
      [
        `why ${lines - 1}: Player 0's hero was healed 1 by player 0's hero's attack (Lifesteal)`,
        `  because ${lines - 3}: Player 0's hero attacked player 1's hero`,
        "  because the player attacked (attack)",
        "",
      ].join("\n"),
    );
  });

  test("a minion that Poisonous damage destroys with Health left says so, not 'lethal damage' (§3.10)", () => {
    const d = duel();
    const [[viper], [yeti, brute]] = boardOf(d, [C.viper.name], [C.yeti.name, C.brute.name]);
    d.clearLog();
    d.attack(viper, yeti); // 1 damage to a 4/5: Poisonous destroys it
    d.dealDamage(brute, 3); // 3 damage to a 3/3: lethal, no Poisonous source
    const names = gameNames(d as never);
    expect(explainJournal(d.journal(), names).map((l) => l.text)).toEqual([
      `Duel Viper #${viper} attacked Duel Yeti #${yeti}`,
      `Duel Yeti #${yeti} took 1 damage from Duel Viper #${viper}'s attack`,
      `Duel Viper #${viper} took 4 damage from Duel Yeti #${yeti}'s attack`,
      `Duel Viper #${viper} was destroyed (lethal damage from Duel Yeti #${yeti}'s attack)`,
      `Duel Yeti #${yeti} was destroyed (Poisonous damage from Duel Viper #${viper}'s attack)`,
      "Death Phase 1 began",
      `Duel Brute #${brute} took 3 damage from the player`,
      `Duel Brute #${brute} was destroyed (lethal damage from the player)`,
      "Death Phase 1 began",
    ]);
    expect(whyText(d.journal(), 4, names)).toBe(
      [
        `why 5: Duel Yeti #${yeti} was destroyed (Poisonous damage from Duel Viper #${viper}'s attack)`,
        `  because 2: Duel Yeti #${yeti} took 1 damage from Duel Viper #${viper}'s attack`,
        `  because 1: Duel Viper #${viper} attacked Duel Yeti #${yeti}`,
        "  because the player attacked (attack)",
        "",
      ].join("\n"),
    );
  });

  test("turns, Fatigue, Freeze, the thaw and game over", () => {
    const d = duel([[C.filler.name], [C.filler.name]]);
    const [[brute]] = boardOf(d, [C.brute.name]);
    d.registerCards([DUEL_CHILL]);
    d.play(d.addToHand("Duel Chill", 0));
    d.dealDamage(d.hero(1), 27); // 29 after a Fatigue of 1: 2 left
    d.clearLog();
    d.endTurn();
    const names = gameNames(d as never);
    const text = explainJournal(d.journal(), names).map((l) => l.text);
    expect(text).toEqual([
      "Turn 3 ended: player 0's turn",
      `Duel Brute #${brute} thawed: it had not used its attack this turn`,
      "Turn 4 began: player 1's turn",
      "Player 1 gained a mana crystal (2 in all)",
      "Player 1's mana was refilled to 2",
      "Player 1 had no card left to draw (Fatigue)",
      "Player 1's hero took 2 damage from the turn's draw",
      "The game is over: player 0 won (player 1's hero at 0 or less Health)",
    ]);
    const gameOver = d.journal().records.length - 1;
    expect(whyText(d.journal(), gameOver, names).split("\n").slice(-2)[0]).toBe(
      "  because the player ended the turn (endTurn)",
    );
  });
});
