/** What a player types: hand numbers, any case, lines of solver notation, and messages that name the real problem. */
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { LEVELS_DIR, readLevel } from "../../src/play/files";
import { formatAction } from "../../src/play/notation";
import { playInProcess } from "./helpers";

/** Level 3 with a hand of one Whirlwind, as the tests below read it. */
const l3 = { ...readLevel(join(LEVELS_DIR, "l3-simultaneous-paradox.json")), hand: ["Whirlwind"] };
const l2 = { ...readLevel(join(LEVELS_DIR, "l2-spliced-corpse.json")), hand: ["Graft"] };
const errors = (out: string) => out.split("\n").filter((l) => l.startsWith("! "));
const boards = (out: string, title: string) => out.split(`${title} (SpellGrid level)`).length - 1;

describe("cards typed in the terminal", () => {
  it("are named in any case or by their number in the hand as drawn, and recorded by their exact name", async () => {
    const def = { ...l3, hand: ["Spark", "Whirlwind"] };
    const { out, session } = await playInProcess(def, "l3.json", ["c whirlwind", "r", "c 2"]);
    expect(out).toContain("  1. Spark (");
    expect(out).toContain("  2. Whirlwind (");
    expect(errors(out)).toEqual([]);
    expect(session.history.map(formatAction)).toEqual(["c Whirlwind"]);
    expect(session.logTree()).toContain('SpellCast{card: "Whirlwind"}');
  });

  it("check the card before the tile, and each message names the real problem", async () => {
    const { out, session } = await playInProcess(l3, "l3.json", [
      "c Fireball 3 3",
      "c Fireball 3",
      "c 2",
      "c Whirlwind -1 4",
      "c whirlwind 3",
      "c Whirlwind 0 0",
    ]);
    expect(errors(out)).toEqual([
      '! "Fireball" is not in the hand (hand: 1. Whirlwind)',
      '! "Fireball" is not in the hand (hand: 1. Whirlwind)',
      "! there is no card 2 in the hand (hand: 1. Whirlwind)",
      `! cell (-1, 4) is off the ${l3.width}×${l3.height} grid`,
      '! "c whirlwind 3": a tile is two whole numbers, x and y (c <card> x y)',
      "! there is no minion on tile (0, 0) to cast Whirlwind at",
    ]);
    expect(session.history).toEqual([]);
  });
});

describe("a line of several actions", () => {
  it("plays them in order until one fails, draws the game once, and says which failed", async () => {
    const { out, session } = await playInProcess(l3, "l3.json", ["c Whirlwind; d; c 1; d"]);
    expect(errors(out)).toEqual([
      "! action 3 of 4: there is no card 1 in the hand (the hand is empty); actions 1-2 were played",
    ]);
    expect(session.history.map(formatAction)).toEqual(["c Whirlwind", "d"]);
    expect(boards(out, l3.title!)).toBe(2); // the start, and once after the line
    expect(out.indexOf("! action 3 of 4")).toBeGreaterThan(out.lastIndexOf(l3.title!));
  });

  it("a bad entry plays nothing", async () => {
    const { out, session } = await playInProcess(l3, "l3.json", ["d; dd; d", "c whirlwind; c 2 0 0"]);
    expect(errors(out)).toEqual([
      '! action 2 of 3: "dd" is not an action: use w/a/s/d, wait, u, or c <card> [x y]; nothing was played',
      "! action 2 of 2: there is no card 2 in the hand (the hand is empty); action 1 was played",
    ]);
    expect(session.history.map(formatAction)).toEqual(["c Whirlwind"]);
  });

  it("a question left unanswered cancels its action and the rest of the line", async () => {
    const { out, session } = await playInProcess(l2, "l2.json", ["c Graft; a; a", "1", ""]);
    expect(out).toContain("Graft cancelled: nothing happened\nactions 2-3 were not played\n");
    expect(session.history).toEqual([]);
  });

  it("the chooser's answers after the arrow, and a minion played by its number", async () => {
    const { out, session } = await playInProcess(l2, "l2.json", [
      "c Graft -> Ember Moth, Rune Scribe, bottom; c 1 3 3; a; a",
    ]);
    expect(errors(out)).toEqual([]);
    expect(session.history.map(formatAction)).toEqual([
      "c Graft -> Ember Moth, Rune Scribe, bottom",
      "c Ember Moth (Assembled) 3 3",
      "a",
      "a",
    ]);
  });
});
