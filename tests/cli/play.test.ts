/** The real program, driven through piped input, wins the three SpellGrid levels. */
import { describe, expect, it } from "vitest";
import { runCli } from "./helpers";

const count = (text: string, part: string) => text.split(part).length - 1;

describe("npm start with piped input", () => {
  it("wins level 1; the Whirlwind's log names the keg and the bramble and cites DEATHRATTLE IS DOUBLE and its tiles", () => {
    const lines = ["w", "w", "c Whirlwind", "why 8", "l", "s", "s", "a", "s", "s", "d", "d"];
    const { stdout, code } = runCli(["levels/l1-double-tap.json"], lines);
    expect(code).toBe(0);
    expect(stdout).toContain("Double-Tap (SpellGrid level)");
    expect(stdout).toContain("  1. Whirlwind (1 mana spell): Deal 1 damage to ALL minions.");
    expect(stdout).toContain("  keg1    Powder Keg 1/1 at (0, 4)");
    expect(stdout).toContain(
      [
        "Last action (why N explains line N):",
        "  1. You stepped up",
        "  2. Baba #23 moved up to (5, 2)",
        "  3.   Baba #23 pushed DOUBLE #22 up to (5, 1)",
        "  4. DEATHRATTLE IS DOUBLE formed (tiles #12, #13, #22) by Baba #23's push",
        "",
      ].join("\n"),
    );
    expect(stdout).toContain("Last action (why N explains line N):\n   1. Whirlwind was cast\n");
    expect(stdout).toContain("   2. Powder Keg #33 took 1 damage from Whirlwind\n");
    expect(stdout).toContain(
      "   8. Powder Keg #33's Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE on tiles #12, #13, #22)\n",
    );
    expect(stdout).toContain(
      "  10. Bramble Wall #34 was destroyed (lethal damage from Powder Keg #33's Deathrattle)\n",
    );
    expect(stdout).toContain(
      [
        "> why 8",
        "why 8: Powder Keg #33's Deathrattle triggered (2 of 2: DEATHRATTLE IS DOUBLE on tiles #12, #13, #22)",
        "  because 4: Powder Keg #33 was destroyed (lethal damage from Whirlwind)",
        "  because 2: Powder Keg #33 took 1 damage from Whirlwind",
        "  because 1: Whirlwind was cast",
        "  because the player cast Whirlwind",
        "> l",
        "log: the course's format (l for sentences)",
      ].join("\n"),
    );
    expect(stdout).toContain('Last action:\n  SpellCast{card: "Whirlwind"}\n');
    expect(count(stdout, 'Triggered{source: 33, trigger: "deathrattle"}')).toBe(2);
    expect(stdout).toContain("*** YOU WIN! ***");
    expect(stdout.trimEnd().endsWith("Bye.")).toBe(true);
  });

  it("--raw shows the course's log tree from the start", () => {
    const { stdout, code } = runCli(["--raw", "levels/l1-double-tap.json"], ["w", "w", "c Whirlwind", "q"]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      'Last action:\n  SpellCast{card: "Whirlwind"}\n  Damaged{target: 33, amount: 1}\n',
    );
    expect(stdout).not.toContain("Whirlwind was cast");
  });

  it("wins level 3 with one Whirlwind, after bad input that changes nothing", () => {
    const bad = ["x", "c Nothing", "c Whirlwind 9 9", "c Whirlwind 0 0", "u", "c Whirlwind 1"];
    const { stdout, stderr, code } = runCli(
      ["levels/l3-simultaneous-paradox.json"],
      [...bad, "c Whirlwind", "ddddd", "d", "q"],
    );
    expect(code).toBe(0);
    expect(stderr).toBe("");
    const errors = stdout.split("\n").filter((l) => l.startsWith("! "));
    expect(errors).toEqual([
      '! "x" is not a command: use w/a/s/d, wait (or .), c <card> [x y], u, r, n, save, ? or q',
      '! "Nothing" is not in the hand (hand: 1. Whirlwind)',
      "! cell (9, 9) is off the 7×6 grid",
      "! there is no minion on tile (0, 0) to cast Whirlwind at",
      "! nothing to undo",
      '! "c Whirlwind 1": a tile is two whole numbers, x and y (c <card> x y)',
      "! the level is won: no more moves (u undoes, r restarts)",
    ]);
    expect(stdout).toContain("*** YOU WIN! ***");
  });

  it("wins level 2: Graft asks base, donor and half, answered by name and number", () => {
    const lines = [
      "c Graft",
      "ember moth",
      "Rune Scribe",
      "0",
      "2",
      "c Ember Moth (Assembled) 3 3",
      "a",
      "a",
    ];
    const { stdout, code } = runCli(["levels/l2-spliced-corpse.json"], lines);
    expect(code).toBe(0);
    expect(stdout).toContain("base? 1) Ember Moth  2) Powder Keg  3) Rune Scribe\n"); // a base without a noun makes a card play refuses: no option
    expect(stdout).toContain("half? 1) top  2) bottom\nhalf> 0\n");
    expect(stdout).toContain('! "0" is not one of them: answer 1-2 or a name (empty cancels)');
    expect(stdout).toContain("Ember Moth (Assembled) (1 mana 1/1 minion, noun MOTH)");
    expect(stdout).toContain(
      "2. Graft assembled Ember Moth (Assembled) from Ember Moth with Rune Scribe's bottom half: Taunt. Deathrattle: Write WIN on this tile.",
    );
    expect(stdout).toContain(
      [
        "   4.   Ember Moth (Assembled) #22 turned left",
        "   5. Ember Moth (Assembled) #22 melted: MOTH IS MELT + LAVA IS HOT at (2, 3)",
        "   6.   Ember Moth (Assembled) #22 was destroyed by MOTH IS MELT + LAVA IS HOT at (2, 3)",
        "   7.   Death Phase 1 began",
        "   8.   Ember Moth (Assembled) #22's Deathrattle triggered",
        "   9.     Ember Moth (Assembled) #22 wrote WIN on its tile",
        "  10. BABA IS WIN formed (tiles #14, #15, #23) by Ember Moth (Assembled) #22's Deathrattle",
        "  11. You won: Baba #17 is YOU and WIN at (3, 3): BABA IS YOU + BABA IS WIN",
      ].join("\n"),
    );
    expect(stdout).toContain("*** YOU WIN! ***");
  });

  it("why N before any move says there is no log yet; after a move it explains", () => {
    const { stdout, code } = runCli(["levels/l1-double-tap.json"], ["why 1", "w", "why 1", "q"]);
    expect(code).toBe(0);
    expect(stdout).toContain(
      "> why 1\n! nothing has been played yet, so there is no log (why N explains line N of the last action's log)\n",
    );
    expect(stdout).toContain("> why 1\nwhy 1: You stepped up\n  because the player pressed up\n");
  });
});
